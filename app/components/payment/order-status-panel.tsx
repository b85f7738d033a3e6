import type { PublicOrder } from "../../../core/checkout/public-order";
import type { UnpaidAttemptNote } from "../../../core/checkout/attempt-note";
import type { PaymentMethod } from "../../../core/markets";
import { paymentMethodLabel } from "../../lib/payment-label";
import { useI18n } from "../../i18n/i18n-context";
import { useRootData } from "../../root-data";
import { useNow } from "../../lib/use-now";

/** Why the last try ended unpaid, with the method it was made with (null: one retired since). */
export interface LastAttemptView {
  status: UnpaidAttemptNote["status"];
  method: PaymentMethod | null;
}

export function lastAttemptView(note: UnpaidAttemptNote | null, methods: PaymentMethod[]): LastAttemptView | null {
  return note ? { status: note.status, method: methods.find((method) => method.id === note.method) ?? null } : null;
}

/** How often an order on its way checks whether it has become late. */
const LATE_CHECK_MS = 30_000;

/**
 * Where the buyer's money is (SPEC §4): the status, what it means and what to do. While the item
 * is on its way the page refreshes itself; past the promised time it says to contact support with
 * the order number.
 */
export function OrderStatusPanel(props: {
  order: PublicOrder;
  supportAfter: number;
  awaitingProvider: boolean;
  lastAttempt: LastAttemptView | null;
}) {
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
        {t(`order.status.${order.status}`)}
      </p>
      <p data-testid="order-meaning">
        {props.awaitingProvider
          ? t("payment.awaitingProvider")
          : props.lastAttempt
            ? t(`payment.attempt.${props.lastAttempt.status}`, {
                method: props.lastAttempt.method
                  ? paymentMethodLabel(t, props.lastAttempt.method).name
                  : t("summary.payment"),
              })
            : t(`order.meaning.${order.status}`)}
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
