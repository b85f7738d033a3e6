import { useState } from "react";
import { LOCALE_INFO, type Locale } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { formatNumber } from "../../core/money";
import { formatReviewDate, type Review, type ReviewPage } from "../../core/reviews/reviews";
import { useI18n } from "../i18n/i18n-context";
import { callApi } from "../lib/api-client";
import { useApiAction } from "../lib/use-api-action";
import { FormError } from "./form-error";

/** 4.7 as the reader writes it: "4,7" in Indonesian, Russian and Uzbek. */
function oneDecimal(value: number, locale: Locale): string {
  return formatNumber(value, LOCALE_INFO[locale].iso, 1);
}

/** Five stars, the first `filled` lit; read out as "4 out of 5 stars". */
function Stars({ filled, label }: { filled: number; label: string }) {
  return (
    <span className="review-stars" role="img" aria-label={label}>
      {[1, 2, 3, 4, 5].map((value) => (
        <span key={value} aria-hidden="true" className={value <= filled ? "review-stars__on" : undefined}>
          ★
        </span>
      ))}
    </span>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t, locale } = useI18n();
  return (
    <li className="review" data-testid="review">
      <div className="review__head">
        <Stars filled={review.rating} label={t("reviews.rating", { rating: review.rating })} />
        <time dateTime={review.createdAt} className="muted small">
          {formatReviewDate(review.createdAt, marketFor(locale).timeZone)}
        </time>
      </div>
      {review.reasons.length > 0 ? (
        <ul className="review__reasons">
          {review.reasons.map((reason) => (
            <li key={reason} className="chip">
              {t(`feedback.reason.${reason}`)}
            </li>
          ))}
        </ul>
      ) : null}
      {review.comment ? (
        <p className="review__comment">{review.comment}</p>
      ) : (
        <p className="review__comment muted">{t("reviews.noComment")}</p>
      )}
      <p className="review__meta small">
        <span className="review__product">{review.product}</span>
        <span className="muted">
          {t("reviews.reviewer", { orders: review.reviewer.orders, reviews: review.reviewer.reviews })}
        </span>
      </p>
    </li>
  );
}

/**
 * The reviews list: the average with stars and the count, then the newest reviews. The
 * first page comes with the page; "show more" fetches the next one from the API, "hide" folds the
 * list back to the first page. `game` narrows it to that game's orders.
 */
export function ReviewsBlock(props: { first: ReviewPage; game?: string }) {
  const { t, locale } = useI18n();
  const { first } = props;
  const [more, setMore] = useState<Review[]>([]);
  const [last, setLast] = useState({ page: first.page, hasMore: first.hasMore });
  const { busy, error, run } = useApiAction("reviews.loadFailed");

  const showMore = () =>
    run(async () => {
      const next = await callApi("listReviews", {
        querystring: { page: String(last.page + 1), ...(props.game ? { game: props.game } : {}) },
        locale,
      });
      setMore((current) => [...current, ...next.data]);
      setLast({ page: next.page, hasMore: next.hasMore });
    });
  const hide = () => {
    setMore([]);
    setLast({ page: first.page, hasMore: first.hasMore });
  };

  return (
    <section aria-labelledby="reviews-title" className="card reviews" data-testid="reviews">
      <h2 id="reviews-title">{t("reviews.title")}</h2>
      {first.average === null ? (
        <p className="muted">{t("reviews.empty")}</p>
      ) : (
        <>
          <p className="reviews__summary" data-testid="reviews-summary">
            <strong className="reviews__average">{oneDecimal(first.average, locale)}</strong>
            <Stars
              filled={Math.round(first.average)}
              label={t("reviews.average", { average: oneDecimal(first.average, locale) })}
            />
            <span className="muted">{t("reviews.count", { count: first.total })}</span>
          </p>
          <ul className="reviews__list">
            {[...first.reviews, ...more].map((review, index) => (
              <ReviewItem key={index} review={review} />
            ))}
          </ul>
          <FormError message={error} />
          <div className="reviews__actions">
            {last.hasMore ? (
              <button type="button" className="button button--ghost" disabled={busy} onClick={() => void showMore()}>
                {t("reviews.showMore")}
              </button>
            ) : null}
            {more.length > 0 ? (
              <button type="button" className="button button--ghost" onClick={hide}>
                {t("reviews.hide")}
              </button>
            ) : null}
          </div>
        </>
      )}
    </section>
  );
}
