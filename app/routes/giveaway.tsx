import { Link, data, useLoaderData } from "react-router";
import { API_PATHS } from "../../contracts/api-paths";
import { findCampaign } from "../../core/giveaway/campaigns";
import { splitLocalePath } from "../../core/locales";
import { jakartaTime } from "../lib/jakarta-time";
import { useI18n } from "../i18n/i18n-context";
import { requestScope } from "../context";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import type { Route } from "./+types/giveaway";

const PATH_PREFIX = "/the-golden-era-of-";

export const handle = { messages: ["giveaway"] } satisfies PageHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { path } = splitLocalePath(url.pathname);
  const campaign = path.startsWith(PATH_PREFIX) ? findCampaign(path.slice(PATH_PREFIX.length)) : undefined;
  if (!campaign) throw data(null, { status: 404 });
  const draws = await context.get(requestScope).services.giveaway.publicDraws(campaign.slug, new Date());
  if (!draws) throw data(null, { status: 404 });
  return { campaign, draws, messages: pageMessages({ url, context }, handle.messages) };
}

export const meta: Route.MetaFunction = ({ data: page, matches }) => {
  const t = metaTranslator(matches);
  if (!t || !page) return [];
  const { prize, promoCode } = page.campaign;
  return pageMeta(t("giveaway.title", { product: prize }), t("giveaway.text", { product: prize, code: promoCode }));
};

/** The command that checks a week's draw on the buyer's own computer (scripts/verify-giveaway-draw.ts). */
const VERIFY_COMMAND = "npx tsx scripts/verify-giveaway-draw.ts --origin <shop> --week YYYY-MM-DD";

export default function GiveawayLanding() {
  const { campaign, draws } = useLoaderData<typeof loader>();
  const { t, href, locale } = useI18n();
  const values = { product: campaign.prize, code: campaign.promoCode };
  const { current, next } = draws;
  const dataUrl = `/backend/api${API_PATHS.giveawayDraws.url.replace(":campaign", campaign.slug)}`;
  return (
    <>
      <section className="landing-hero">
        <h1>{t("giveaway.title", values)}</h1>
        <p>{t("giveaway.text", values)}</p>
        <p className="promo-code" aria-label="promo code">
          {campaign.promoCode}
        </p>
        <Link to={href("/")} className="button button--primary">
          {t("giveaway.cta")}
        </Link>
      </section>
      <div className="landing-body">
        <section className="card giveaway-week" aria-labelledby="giveaway-week-title" data-testid="giveaway-week">
          <h2 id="giveaway-week-title">{t("giveaway.weekTitle")}</h2>
          <p className="muted" data-testid="giveaway-week-dates">
            {t("giveaway.weekDates", {
              start: jakartaTime(locale, current.startsAt),
              end: jakartaTime(locale, current.endsAt),
            })}
          </p>
          {current.commitment !== null ? (
            <>
              <p className="giveaway-week__count" data-testid="giveaway-entries">
                {t("giveaway.entriesCount", { count: current.entriesCount })}
              </p>
              {current.entriesFrom !== null && current.entriesFrom !== current.startsAt ? (
                // A week committed after it started (a fresh shop's first): only later orders count.
                <p data-testid="giveaway-entries-from">
                  {t("giveaway.entriesFrom", { time: jakartaTime(locale, current.entriesFrom) })}
                </p>
              ) : null}
            </>
          ) : (
            // Plain text, not the count's large green: it is a notice, not good news.
            <p data-testid="giveaway-no-draw">{t("giveaway.noDraw")}</p>
          )}
        </section>
        <section className="card" data-testid="giveaway-how">
          <h2>{t("giveaway.howTitle")}</h2>
          <ol className="steps">
            <li>{t("giveaway.how1")}</li>
            <li>{t("giveaway.how2", values)}</li>
            <li>{t("giveaway.how3")}</li>
          </ol>
          <p>{t("giveaway.entriesNote")}</p>
          <p>{t("giveaway.codeNote", values)}</p>
        </section>
        <section className="card">
          <h2>{t("giveaway.whenTitle")}</h2>
          <p>{t("giveaway.when1")}</p>
          <p>{t("giveaway.when2")}</p>
          <p>{t("giveaway.when3")}</p>
        </section>
        <section className="card" data-testid="giveaway-fair">
          <h2>{t("giveaway.fairTitle")}</h2>
          <p>{t("giveaway.fair1")}</p>
          <p>{t("giveaway.fair2")}</p>
          <p>{t("giveaway.fair3")}</p>
          {/* The proof, for whoever wants to redo the draw: one click away, out of the plain story's way. */}
          <details className="giveaway-proof" id="proof" data-testid="giveaway-proof">
            <summary>{t("giveaway.proofSummary")}</summary>
            <p>{t("giveaway.proofIntro")}</p>
            {current.commitment !== null ? (
              <>
                <p className="giveaway-hash__label">{t("giveaway.commitmentLabel")}</p>
                <code className="giveaway-hash" data-testid="giveaway-commitment">
                  {current.commitment}
                </code>
              </>
            ) : null}
            {next ? (
              <>
                <p className="giveaway-hash__label">
                  {t("giveaway.nextCommitmentLabel", { date: jakartaTime(locale, next.startsAt) })}
                </p>
                <code className="giveaway-hash" data-testid="giveaway-next-commitment">
                  {next.commitment}
                </code>
              </>
            ) : null}
            <h3>{t("giveaway.ruleTitle")}</h3>
            <ol className="steps">
              <li>{t("giveaway.rule1")}</li>
              <li>{t("giveaway.rule2", values)}</li>
              <li>{t("giveaway.rule3")}</li>
            </ol>
            <p>{t("giveaway.verifyText")}</p>
            {/* One line that scrolls inside its box on a narrow screen: a command is copied whole, never rewrapped. */}
            <pre className="giveaway-command">
              <code>{VERIFY_COMMAND}</code>
            </pre>
            <p>
              <a href={dataUrl} data-testid="giveaway-data">
                {t("giveaway.verifyLink")}
              </a>
            </p>
          </details>
        </section>
        <section className="card" aria-labelledby="giveaway-winners-title">
          <h2 id="giveaway-winners-title">{t("giveaway.winnersTitle")}</h2>
          {draws.past.length === 0 ? (
            <p className="muted">{t("giveaway.winnersEmpty")}</p>
          ) : (
            <ul className="giveaway-winners" data-testid="giveaway-winners">
              {draws.past.map((draw) => (
                <li key={draw.week}>
                  <p className="giveaway-winners__week">
                    {t("giveaway.weekDates", {
                      start: jakartaTime(locale, draw.startsAt, false),
                      end: jakartaTime(locale, draw.endsAt, false),
                    })}
                  </p>
                  {draw.noDraw !== null ? (
                    <p className="muted">{t("giveaway.noDraw")}</p>
                  ) : draw.drawnAt === null ? (
                    <p className="muted">{t("giveaway.drawPending")}</p>
                  ) : draw.winner ? (
                    <p>
                      <strong>{t("giveaway.winnerOrder", { order: draw.winner.orderNumber })}</strong>
                      {" · "}
                      {t("giveaway.winnerGameId", { gameId: draw.winner.gameId })}
                      {" · "}
                      <span className="muted">{t("giveaway.entriesCount", { count: draw.entriesCount ?? 0 })}</span>
                    </p>
                  ) : (
                    <p className="muted">{t("giveaway.noEntries")}</p>
                  )}
                  {draw.secret ? (
                    <>
                      <p className="giveaway-hash__label">{t("giveaway.secretLabel")}</p>
                      <code className="giveaway-hash">{draw.secret}</code>
                    </>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </section>
      </div>
    </>
  );
}
