import { useI18n } from "../../i18n/i18n-context";
import { Field } from "../field";
import { GiveawayNote } from "../giveaway-note";
import { MethodOptions } from "../method-options";
import type { Purchase } from "./use-purchase";

/** The promo code field and the market's payment methods. */
export function PaymentPicker({ purchase }: { purchase: Purchase }) {
  const { t, money } = useI18n();
  const promo = purchase.quote?.promo;
  const currency = purchase.product?.price.currency ?? "IDR";
  const methodMinimum = purchase.payment ? purchase.quote?.methodMinimum : undefined;
  return (
    <div className="payment-picker">
      <Field
        label={t("game.promoTitle")}
        id="promo-code"
        hintId="promo-code-status"
        live
        error={promo?.valid === false ? promo.message : null}
        hint={
          promo?.valid
            ? promo.discount > 0
              ? t("checkout.promoApplied", { discount: money({ amount: promo.discount, currency }) })
              : t("checkout.promoAccepted")
            : null
        }
        name="promoCode"
        type="text"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        placeholder={t("game.promoPlaceholder")}
        value={purchase.promoCode}
        onChange={(event) => purchase.setPromoCode(event.target.value)}
      />
      {promo?.valid ? <GiveawayNote standing={purchase.quote?.giveaway ?? null} /> : null}
      {purchase.showAllErrors && purchase.blockers.includes("payment") ? (
        <p className="field__error" role="alert">
          {methodMinimum
            ? t("checkout.methodMinimum", { minimum: money({ amount: methodMinimum, currency }) })
            : t("game.choosePayment")}
        </p>
      ) : null}
      <MethodOptions
        methods={purchase.paymentMethods}
        selected={purchase.payment?.id ?? null}
        costs={purchase.methodCosts}
        placeholders={purchase.methodPlaceholders}
        currency={currency}
        label={t("game.paymentTitle")}
        onSelect={purchase.selectPayment}
      />
    </div>
  );
}
