import { Form, Link, useActionData, useLoaderData } from "react-router";
import { PRIZE_NOTE_MAX, type PrizeStep } from "../../../../core/admin/giveaway-admin";
import { campaignPath, findCampaign } from "../../../../core/giveaway/campaigns";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { prizeForm } from "../../../../contracts/console-forms";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/giveaway";

export const handle = { messages: ["admin", "adminPromo"] } satisfies PageHandle;

/** The weekly giveaway for managers: this week's entries, the commitments, the draws and the prize's steps. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "giveaway");
  const { services } = context.get(requestScope);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    campaigns: await services.giveawayAdmin.overview(new Date()),
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "giveaway");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(prizeForm, await request.formData(), "adminPromo.prizeInvalid");
  if (!form.ok) return refuse(form.error, { week: "" });
  const week = form.value.weekStart;
  const result = await services.giveawayAdmin.mark(me, form.value, requestId);
  if (!result.ok) return refuse(result.error.code, { week });
  return { done: true as const, week };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminPromo.giveawayTitle")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminGiveawayPage() {
  const { campaigns } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, href } = useI18n();
  const clock = useConsoleClock();
  const day = (at: string | Date) => clock.time(at);
  return (
    <>
      <h1>{t("adminPromo.giveawayTitle")}</h1>
      <p className="muted">{t("adminPromo.giveawayText")}</p>
      {campaigns.map(({ campaign, public: shown, entries, drawn }) => {
        const landing = findCampaign(campaign);
        return (
          <div key={campaign} className="stack" data-testid="giveaway-campaign">
            <section className="card stack" aria-labelledby={`week-${campaign}`}>
              <div className="admin-head">
                <h2 id={`week-${campaign}`}>
                  {t("adminPromo.thisWeek")} · {shown.prize} · {shown.promoCode}
                </h2>
                {landing ? <Link to={href(campaignPath(landing))}>{t("adminPromo.landing")}</Link> : null}
              </div>
              <p>{t("adminPromo.weekRange", { start: day(shown.current.startsAt), end: day(shown.current.endsAt) })}</p>
              <p data-testid="giveaway-entries-count">
                <strong>{t("adminPromo.entriesCount", { count: shown.current.entriesCount })}</strong>
              </p>
              {shown.current.commitment ? (
                <p className="admin-secret small">
                  {t("adminPromo.commitment")}: {shown.current.commitment}
                </p>
              ) : (
                <p className="field__error">{t("adminPromo.noCommitment")}</p>
              )}
              {shown.next ? (
                <p className="admin-secret small muted">
                  {t("adminPromo.nextCommitment")}: {shown.next.commitment}
                </p>
              ) : null}
              <h3>{t("adminPromo.entriesList")}</h3>
              {entries.length ? (
                <ul className="admin-inline admin-giveaway__entries">
                  {entries.map((entry) => (
                    <li key={entry.orderId}>
                      <Link to={href(`/admin/orders/${entry.orderId}`)}>{entry.number}</Link>
                    </li>
                  ))}
                </ul>
              ) : (
                <p className="muted">{t("adminPromo.noEntries")}</p>
              )}
            </section>

            <section className="card" aria-labelledby={`draws-${campaign}`}>
              <h2 id={`draws-${campaign}`}>{t("adminPromo.pastDraws")}</h2>
              {drawn.length ? (
                <ul className="admin-list" data-testid="giveaway-draws">
                  {drawn.map((week) => {
                    const key = new Date(week.weekStart).toISOString();
                    const here = answer && answer.week === key ? answer : null;
                    const next: PrizeStep | null = !week.winner
                      ? null
                      : !week.contactedAt
                        ? "contacted"
                        : !week.deliveredAt
                          ? "delivered"
                          : null;
                    return (
                      <li key={key} className="admin-giveaway__draw" data-testid="giveaway-draw">
                        <strong>
                          {t("adminPromo.weekRange", { start: day(week.weekStart), end: day(week.weekEnd) })}
                        </strong>
                        <span className="muted small">
                          {t("adminPromo.drawnAt", { time: day(week.drawnAt), count: week.entriesCount })}
                        </span>
                        {!week.winner ? (
                          <span>{t("adminPromo.noWinner")}</span>
                        ) : week.winner.orderId && week.winner.number ? (
                          <span data-testid="giveaway-winner">
                            <Link to={href(`/admin/orders/${week.winner.orderId}`)}>
                              {t("adminPromo.winnerOrder", { number: week.winner.number })}
                            </Link>
                            {week.winner.contact ? (
                              <span className="admin-wrap">
                                {" "}
                                · {t("adminPromo.contact", { contact: week.winner.contact })}
                              </span>
                            ) : null}
                          </span>
                        ) : (
                          <span>{t("adminPromo.winnerGone")}</span>
                        )}
                        {(["contacted", "delivered"] as const).map((step) => {
                          const at = step === "contacted" ? week.contactedAt : week.deliveredAt;
                          return at ? (
                            <span key={step} className="small" data-testid={`giveaway-${step}`}>
                              ✓ {t("adminPromo.stepDone", { step: t(`adminPromo.step.${step}`), time: day(at) })}
                            </span>
                          ) : null;
                        })}
                        {week.note ? <span className="muted small admin-wrap">{week.note}</span> : null}
                        {here && "done" in here ? <p role="status">{t("adminPromo.marked")}</p> : null}
                        {next ? (
                          <Form method="post" className="stack">
                            <input type="hidden" name="campaign" value={campaign} />
                            <input type="hidden" name="weekStart" value={key} />
                            <input type="hidden" name="step" value={next} />
                            <Field
                              label={t("adminPromo.note")}
                              hint={t("adminPromo.noteHint")}
                              name="note"
                              maxLength={PRIZE_NOTE_MAX}
                            />
                            <FormError message={here && "error" in here ? t(here.error) : null} />
                            <button type="submit" className="button" data-testid={`giveaway-mark-${next}`}>
                              {t(next === "contacted" ? "adminPromo.markContacted" : "adminPromo.markDelivered")}
                            </button>
                          </Form>
                        ) : null}
                      </li>
                    );
                  })}
                </ul>
              ) : (
                <p className="muted">{t("adminPromo.noDraws")}</p>
              )}
            </section>
          </div>
        );
      })}
    </>
  );
}
