import { MethodMark } from "../method-marks";
import type { PublicOrder } from "../../../core/orders/public-order";
import { formatOrderDate } from "../../../core/orders/order-date";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { paymentMethodLabel } from "../../lib/payment-label";
import { VOUCHER_PAYMENT_METHOD } from "../../../core/survey/voucher";

/**
 * Order number, date, the specified account (partly masked, with when support corrected it), the
 * item and how it is paid.
 */
export function OrderFacts(props: {
  order: PublicOrder;
  method: PaymentMethod | null;
  timeZone: string;
  /** When support last corrected the game account (ISO), or null. */
  accountCorrectedAt?: string | null;
}) {
  const { t } = useI18n();
  const { order } = props;
  return (
    <dl className="order-facts">
      <dt>{t("payment.orderNumber")}</dt>
      <dd data-testid="order-number">{order.number}</dd>
      <dt>{t("payment.orderDate")}</dt>
      <dd data-testid="order-date">{formatOrderDate(order.createdAt, props.timeZone)}</dd>
      <dt>{t("payment.account")}</dt>
      <dd data-testid="order-account">
        {order.account}
        {order.nickname ? ` · ${order.nickname}` : ""}
        {props.accountCorrectedAt ? (
          <small className="muted" data-testid="order-account-corrected">
            {" "}
            {t("order.accountCorrected", { date: formatOrderDate(props.accountCorrectedAt, props.timeZone) })}
          </small>
        ) : null}
      </dd>
      <dt>{t("summary.item")}</dt>
      <dd>
        {order.product}
        {order.quantity > 1 ? ` × ${order.quantity}` : ""}
      </dd>
      <dt>{t("summary.payment")}</dt>
      <dd>
        {props.method ? (
          <span className="order-facts__method">
            <MethodMark id={props.method.id} />
            {paymentMethodLabel(t, props.method).name}
          </span>
        ) : props.order.paymentMethod === VOUCHER_PAYMENT_METHOD ? (
          t("survey.paidWithVoucher")
        ) : (
          t("payment.method.balance")
        )}
      </dd>
    </dl>
  );
}
