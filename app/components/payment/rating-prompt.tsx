import { useState } from "react";
import { reasonsFor, scoreBand, type Feedback, type FeedbackReason } from "../../../core/orders/feedback";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { useHydrated } from "../../lib/use-hydrated";
import { Field } from "../field";
import { FormError } from "../form-error";

/**
 * "Rate us" on a completed order: stars, then a title and reasons that follow the score
 * (bad, average: "what kept us from 5 stars", good), an optional comment, Send, and a thank-you.
 */
export function RatingPrompt(props: { orderId: string; saved: Feedback | null }) {
  const { t, locale } = useI18n();
  const [stars, setStars] = useState(props.saved?.stars ?? 0);
  const [reasons, setReasons] = useState<FeedbackReason[]>(props.saved?.reasons ?? []);
  const [comment, setComment] = useState(props.saved?.comment ?? "");
  const [sent, setSent] = useState(Boolean(props.saved));
  const { busy, error, run } = useApiAction("feedback.invalid");
  const hydrated = useHydrated();

  const send = () =>
    run(async () => {
      await callApi("rateOrder", {
        params: { id: props.orderId },
        locale,
        body: { stars, reasons, comment: comment.trim() || null },
      });
      setSent(true);
    });

  return (
    <section className="card stack rating" aria-labelledby="rating-title" data-testid="rating-prompt">
      <h2 id="rating-title">{t("feedback.prompt")}</h2>
      <div className="rating__stars" role="radiogroup" aria-label={t("feedback.prompt")}>
        {[1, 2, 3, 4, 5].map((value) => (
          <button
            key={value}
            type="button"
            role="radio"
            aria-checked={stars === value}
            aria-label={t("feedback.star", { stars: value })}
            className={`rating__star${value <= stars ? " rating__star--on" : ""}`}
            disabled={!hydrated}
            onClick={() => {
              setStars(value);
              setSent(false);
              // Reasons belong to a score band: changing bands clears them.
              if (scoreBand(value) !== scoreBand(stars)) setReasons([]);
            }}
          >
            ★
          </button>
        ))}
      </div>
      {stars > 0 && !sent ? (
        <>
          <p className="rating__question">{t(`feedback.title.${scoreBand(stars)}`)}</p>
          <div className="rating__reasons">
            {reasonsFor(stars).map((reason) => (
              <label key={reason} className={`chip${reasons.includes(reason) ? " chip--on" : ""}`}>
                <input
                  type="checkbox"
                  checked={reasons.includes(reason)}
                  onChange={(event) =>
                    setReasons((current) =>
                      event.target.checked ? [...current, reason] : current.filter((item) => item !== reason),
                    )
                  }
                />
                {t(`feedback.reason.${reason}`)}
              </label>
            ))}
          </div>
          <Field label={t("feedback.comment")} id="rating-comment">
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={1_000}
                value={comment}
                onChange={(event) => setComment(event.target.value)}
              />
            )}
          </Field>
          <FormError message={error} />
          <button type="button" className="button button--primary" disabled={busy} onClick={() => void send()}>
            {t("feedback.send")}
          </button>
        </>
      ) : null}
      {sent ? (
        <p className="notice notice--ok" role="status" data-testid="rating-sent">
          {t("feedback.sent")}
        </p>
      ) : null}
    </section>
  );
}
