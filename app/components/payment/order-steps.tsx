import type { OrderStep } from "../../../core/orders/order-steps";
import { formatOrderDate } from "../../../core/orders/order-date";
import { useI18n } from "../../i18n/i18n-context";

/**
 * Where a paid order stands, step by step, each with its time on the market's clock: the payment
 * received, the item sent for top-up, the item in the game account. The page refreshes itself while
 * the order is on its way, so a step turns done as it happens.
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
            ) : step.state === "current" ? (
              <span className="order-steps__time muted small">{t("order.step.now")}</span>
            ) : null}
          </li>
        ))}
      </ol>
    </section>
  );
}
