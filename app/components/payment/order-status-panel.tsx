import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { useRootData } from "../../root-data";
import { useNow } from "../../lib/use-now";

/** How often an order on its way checks whether it has become late. */
const LATE_CHECK_MS = 30_000;

/**
 * Where the buyer's money is: the status, what it means and what to do. Back from the
 * provider before its answer, it says the payment waits for the provider's confirmation, not that it
 * waits to be paid. While the item is on its way the page refreshes itself; past the promised time
 * it says to contact support with the order number.
 */
export function OrderStatusPanel(props: { order: PublicOrder; supportAfter: number; awaitingProvider: boolean }) {
  const { t } = useI18n();
  const shop = useRootData()?.shop;
  const { order } = props;
  const tone =
    order.status === "complete" || order.status === "in_progress"
      ? "success"
      : order.status === "payment_failed" || order.status === "delivery_failed"
        ? "error"
        : "info";
  const now = useNow(order.status === "in_progress" ? LATE_CHECK_MS : null);
  const minutesSincePaid = order.paidAt ? (now - Date.parse(order.paidAt)) / 60_000 : 0;
  return (
    <section className={`card order-status order-status--${tone}`} aria-live="polite" data-testid="order-status">
      <p className="order-status__label" data-status={order.status}>
        {props.awaitingProvider ? t("payment.awaitingProviderStatus") : t(`order.status.${order.status}`)}
      </p>
      <p data-testid="order-meaning">
        {/* Why the last try failed stands by the Pay button (attempt-note.tsx); here, what the status means. */}
        {props.awaitingProvider ? t("payment.awaitingProvider") : t(`order.meaning.${order.status}`)}
      </p>
      {order.status === "in_progress" ? (
        <p className="muted small">
          {minutesSincePaid >= props.supportAfter
            ? t("order.lateAdvice", { number: order.number })
            : t("game.deliveryPromise", { minutes: props.supportAfter })}
        </p>
      ) : null}
      {order.status === "delivery_failed" ||
      (order.status === "in_progress" && minutesSincePaid >= props.supportAfter) ? (
        <a
          className="button button--primary"
          href={`mailto:${shop?.supportEmail ?? ""}?subject=${encodeURIComponent(order.number)}`}
        >
          {t("order.contactSupport")}
        </a>
      ) : null}
    </section>
  );
}
