import { MethodMark } from "../method-marks";
import type { PublicOrder } from "../../../core/orders/public-order";
import { formatOrderDate } from "../../../core/orders/order-date";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { paymentMethodLabel } from "../../lib/payment-label";
import { VOUCHER_PAYMENT_METHOD } from "../../../core/survey/voucher";

/**
 * Order number, date, the specified account (partly masked), the item and how it is paid; below,
 * each correction support made to the game account, from what to what and when.
 */
export function OrderFacts(props: {
  order: PublicOrder;
  method: PaymentMethod | null;
  timeZone: string;
  /** Support's corrections of the game account: the accounts (masked) and when (ISO), oldest first. */
  accountCorrections?: { before: string; after: string; at: string }[];
}) {
  const { t } = useI18n();
  const { order } = props;
  return (
    <>
      <dl className="order-facts">
        <dt>{t("payment.orderNumber")}</dt>
        <dd data-testid="order-number">{order.number}</dd>
        <dt>{t("payment.orderDate")}</dt>
        <dd data-testid="order-date">{formatOrderDate(order.createdAt, props.timeZone)}</dd>
        <dt>{t("payment.account")}</dt>
        <dd data-testid="order-account">
          {order.account}
          {order.nickname ? ` · ${order.nickname}` : ""}
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
      {(props.accountCorrections ?? []).map((note) => (
        <p className="order-facts__correction" data-testid="order-account-corrected" key={note.at}>
          {t("order.accountCorrected", {
            before: note.before,
            after: note.after,
            time: formatOrderDate(note.at, props.timeZone),
          })}
        </p>
      ))}
    </>
  );
}
