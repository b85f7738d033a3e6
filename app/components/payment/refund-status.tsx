import { formatOrderDate } from "../../../core/orders/order-date";
import type { PublicOrder } from "../../../core/orders/public-order";
import type { RefundView } from "../../../core/orders/order-news";
import type { MessageKey } from "../../../i18n/messages/id";
import { useI18n } from "../../i18n/i18n-context";

const SURPLUS_REASON: Partial<Record<RefundView["reason"], MessageKey>> = {
  "payment.duplicate": "refund.reason.duplicate",
  "payment.late": "refund.reason.late",
  "payment.amount": "refund.reason.amount",
};

/**
 * Where money that goes back stands (decision 009): the order's 100% refund (chosen after a failed
 * delivery, or made automatically when a publisher's limit or the promo code's last use went to an
 * order paid first) and any payment the order could not take, returned on its own.
 */
export function RefundStatus(props: { order: PublicOrder; refunds: RefundView[]; timeZone: string }) {
  const { t, money } = useI18n();
  const { order } = props;
  if (props.refunds.length === 0) return null;

  const line = (refund: RefundView): string => {
    const amount = money({ amount: refund.amount, currency: order.currency });
    const date = refund.completedAt ? formatOrderDate(refund.completedAt, props.timeZone) : "";
    if (refund.status === "refused") return t("refund.refused", { number: order.number });
    if (refund.kind === "surplus") {
      const key = SURPLUS_REASON[refund.reason];
      const reason = key ? t(key) : "";
      return refund.status === "done"
        ? t("refund.returned", { amount, date, reason })
        : t("refund.returning", { amount, reason });
    }
    const why = refund.reason.startsWith("limit.")
      ? t("refund.reason.limit")
      : refund.reason === "promo.exhausted"
        ? t("refund.reason.promo", { code: order.promoCode ?? "" })
        : null;
    const where =
      refund.status === "done"
        ? t("refund.done", { amount, method: refund.method, date })
        : t("refund.pending", { amount });
    return why ? `${why} ${where}` : where;
  };

  return (
    <section className="card" aria-labelledby="refund-status-title" data-testid="refund-status">
      <h2 id="refund-status-title">{t("refund.statusTitle")}</h2>
      {props.refunds.map((refund) => (
        <p
          key={`${refund.kind}-${refund.reason}-${refund.amount}`}
          className={
            refund.status === "done"
              ? "notice notice--ok"
              : refund.status === "refused"
                ? "notice notice--error"
                : "notice"
          }
          data-testid={refund.kind === "order" ? "refund-done" : "payment-returned"}
          data-refund-status={refund.status}
        >
          {line(refund)}
        </p>
      ))}
    </section>
  );
}
