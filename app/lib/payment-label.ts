import type { PaymentMethod } from "../../core/markets";
import type { Translate } from "../../i18n/translate";

/** How a payment method is named on the page: brands as they are, cards/QRIS/VA in the buyer's language. */
export function paymentMethodLabel(t: Translate, method: PaymentMethod): { name: string; detail: string | null } {
  switch (method.kind) {
    case "card":
      return { name: t("payment.method.card"), detail: method.brand };
    case "qris":
      return { name: t("payment.method.qris"), detail: null };
    case "va":
      return { name: t("payment.method.va", { bank: method.brand }), detail: null };
    default:
      return { name: method.brand, detail: null };
  }
}
