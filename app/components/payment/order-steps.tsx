import { useState } from "react";
import type { OrderStep } from "../../../core/orders/order-steps";
import { formatOrderClock, formatOrderDate } from "../../../core/orders/order-date";
import { useI18n } from "../../i18n/i18n-context";

/** A serial the buyer may need for support or the game's own records: shown whole, copied at a tap. */
function Serial({ serial }: { serial: string }) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  return (
    <span className="order-steps__serial">
      <span data-testid="delivery-serial">{t("order.serial", { serial })}</span>
      <button
        type="button"
        className="order-steps__copy"
        onClick={() => {
          void navigator.clipboard?.writeText(serial).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {t("order.step.copySerial")}
      </button>
      <span role="status" className="muted small">
        {copied ? t("order.step.serialCopied") : ""}
      </span>
    </span>
  );
}

/**
 * Where a paid order stands, step by step, each with its time on the order's market clock (never the
 * browser's: the server's text is the one the browser keeps): the payment received, the item sent for
 * top-up, the top-up confirmed by the supplier with the publisher's serials, the item in the game
 * account. The page refreshes itself while the order is on its way, so a step turns done as it happens.
 */
export function OrderSteps({ steps, timeZone }: { steps: readonly OrderStep[]; timeZone: string }) {
  const { t } = useI18n();
  if (steps.length === 0) return null;
  return (
    <section className="card" aria-labelledby="order-steps-title">
      <h2 id="order-steps-title">{t("order.steps")}</h2>
      <ol className="order-steps" data-testid="order-steps">
        {steps.map((step) => (
          <li
            key={step.step}
            className={`order-steps__step order-steps__step--${step.state}`}
            data-step={step.step}
            data-state={step.state}
            aria-current={step.state === "current" ? "step" : undefined}
          >
            <span className="order-steps__name">
              {step.state === "failed" && step.step !== "paid"
                ? t(`order.step.${step.step}.failed`)
                : t(`order.step.${step.step}`)}
            </span>
            {step.at ? (
              <time className="order-steps__time muted small" dateTime={step.at}>
                {formatOrderDate(step.at, timeZone)}
              </time>
            ) : step.progress ? (
              <span className="order-steps__time muted small">{t("order.step.confirmedSoFar", step.progress)}</span>
            ) : step.state === "current" ? (
              <span className="order-steps__time muted small">{t("order.step.now")}</span>
            ) : null}
            {step.note === "matchedAfterExpiry" && step.at ? (
              <p className="order-steps__note small" data-testid="payment-matched-late">
                {t("order.step.paid.matchedAfterExpiry", { time: formatOrderClock(step.at, timeZone) })}
              </p>
            ) : null}
            {step.serials?.map((serial) => (
              <Serial key={serial} serial={serial} />
            ))}
          </li>
        ))}
      </ol>
    </section>
  );
}
