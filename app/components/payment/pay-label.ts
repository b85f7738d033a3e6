import type { PublicOrder } from "../../../core/orders/public-order";
import type { Money } from "../../../core/money";
import type { Translate } from "../../../i18n/translate";

/** The pay button's words: "Pay Rp 79.553" while awaiting payment, "Pay again" after a failure. */
export function payLabel(t: Translate, money: (value: Money) => string, order: PublicOrder): string {
  return order.status === "payment_failed"
    ? t("payment.payAgain")
    : t("checkout.pay", { total: money({ amount: order.lines.total, currency: order.currency }) });
}
