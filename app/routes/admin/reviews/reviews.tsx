import { Form, Link, useActionData, useLoaderData } from "react-router";
import { reviewForm } from "../../../../contracts/console-forms";
import { HIDE_REASON_MAX, HIDE_REASON_MIN, MODERATION_PAGE_SIZE } from "../../../../core/admin/review-moderation";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import type { Route } from "./+types/reviews";

export const handle = { messages: ["admin", "adminBuyer"] } satisfies PageHandle;

/** Review moderation (support and up): the newest reviews, hide one with a reason, show it again. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  await requireOperatorPage({ request, url, context }, "reviews");
  const { services } = context.get(requestScope);
  const pageText = url.searchParams.get("page") ?? "1";
  const page = /^\d{1,4}$/.test(pageText) && Number(pageText) >= 1 ? Number(pageText) : 1;
  const hiddenOnly = url.searchParams.get("hidden") === "1";
  const rows = await services.adminBuyers.reviews.list({
    offset: (page - 1) * MODERATION_PAGE_SIZE,
    limit: MODERATION_PAGE_SIZE + 1,
    hiddenOnly,
  });
  return {
    messages: pageMessages({ url, context }, handle.messages),
    reviews: rows.slice(0, MODERATION_PAGE_SIZE),
    next: rows.length > MODERATION_PAGE_SIZE ? page + 1 : null,
    hiddenOnly,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const me = await requireOperatorPage({ request, url, context }, "reviews");
  const { services, requestId } = context.get(requestScope);
  const posted = await request.formData();
  const orderId = String(posted.get("orderId") ?? "");
  const form = parseForm(reviewForm, posted, "adminBuyer.hideReasonInvalid");
  if (!form.ok) return refuse(form.error, { orderId });
  const { hidden, reason } = form.value;
  const result = await services.adminBuyers.reviews.setHidden(
    me,
    form.value.orderId,
    { hidden, reason },
    { requestId },
  );
  if (!result.ok) return refuse("adminBuyer.reviewNotFound", { orderId });
  return { orderId, done: hidden ? ("adminBuyer.reviewHidden" as const) : ("adminBuyer.reviewShown" as const) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("adminBuyer.reviews")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminReviewsPage() {
  const { reviews, next, hiddenOnly } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const { t, href } = useI18n();
  const clock = useConsoleClock();
  return (
    <>
      <h1>{t("adminBuyer.reviews")}</h1>
      <p className="muted">{t("adminBuyer.reviewsText")}</p>
      <p className="admin-inline">
        <Link to="." className="button button--ghost" aria-current={hiddenOnly ? undefined : "page"}>
          {t("adminBuyer.allReviews")}
        </Link>
        <Link to="?hidden=1" className="button button--ghost" aria-current={hiddenOnly ? "page" : undefined}>
          {t("adminBuyer.hiddenReviews")}
        </Link>
      </p>
      {reviews.length ? (
        <ul className="admin-list" data-testid="admin-reviews">
          {reviews.map((review) => {
            const mine = answer?.orderId === review.orderId ? answer : undefined;
            return (
              <li
                key={review.orderId}
                className={`card admin-review${review.hidden ? " admin-review--hidden" : ""}`}
                data-testid="admin-review"
                data-order={review.orderNumber}
              >
                <p className="admin-review__head">
                  <span aria-label={`${review.stars}/5`}>{"★".repeat(review.stars)}</span>{" "}
                  <Link to={href(`/admin/orders/${review.orderId}`)}>{review.orderNumber}</Link>{" "}
                  <span className="muted small">
                    {review.productTitle} · {clock.time(review.createdAt)}
                  </span>
                </p>
                <p className="admin-wrap">
                  {review.comment ?? <span className="muted">{t("adminBuyer.noComment")}</span>}
                </p>
                {review.reasons.length ? <p className="muted small">{review.reasons.join(", ")}</p> : null}
                {review.hidden ? (
                  <p className="admin-review__hidden" data-testid="admin-review-hidden">
                    {t("adminBuyer.hiddenBecause", { reason: review.hidden.reason })}
                  </p>
                ) : null}
                {mine && "done" in mine ? <p role="status">{t(mine.done)}</p> : null}
                <Form method="post" className="admin-review__form">
                  <input type="hidden" name="orderId" value={review.orderId} />
                  <input type="hidden" name="hidden" value={review.hidden ? "0" : "1"} />
                  <Field label={t("adminBuyer.hideReason")}>
                    {(control) => (
                      <input
                        {...control}
                        name="reason"
                        required
                        minLength={HIDE_REASON_MIN}
                        maxLength={HIDE_REASON_MAX}
                        data-testid="admin-review-reason"
                      />
                    )}
                  </Field>
                  <FormError message={mine && "error" in mine ? t(mine.error) : null} />
                  <button type="submit" className="button button--ghost" data-testid="admin-review-toggle">
                    {review.hidden ? t("adminBuyer.unhide") : t("adminBuyer.hide")}
                  </button>
                </Form>
              </li>
            );
          })}
        </ul>
      ) : (
        <p className="muted">{t("adminBuyer.noReviews")}</p>
      )}
      {next ? (
        <Link to={`?${hiddenOnly ? "hidden=1&" : ""}page=${next}`} className="button button--ghost">
          {t("adminBuyer.nextPage")}
        </Link>
      ) : null}
    </>
  );
}
