import { useI18n } from "../../i18n/i18n-context";
import { paymentMethodLabel } from "../../lib/payment-label";
import { Field } from "../field";
import { GiveawayNote } from "../giveaway-note";
import type { Purchase } from "./use-purchase";

/** The promo code field and the market's payment methods. */
export function PaymentPicker({ purchase }: { purchase: Purchase }) {
  const { t, money } = useI18n();
  const promo = purchase.quote?.promo;
  const currency = purchase.product?.price.currency ?? "IDR";
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
      {promo?.valid ? <GiveawayNote promoCode={purchase.promoCode} /> : null}
      <div className="payment-methods" role="radiogroup" aria-label={t("game.paymentTitle")}>
        {purchase.paymentMethods.map((method) => {
          const label = paymentMethodLabel(t, method);
          const selected = purchase.payment?.id === method.id;
          const cost = purchase.methodCosts?.find((candidate) => candidate.id === method.id);
          const unavailable = cost?.available === false;
          return (
            <label
              key={method.id}
              className={`payment-method${selected ? " payment-method--selected" : ""}${unavailable ? " payment-method--unavailable" : ""}`}
              data-method={method.id}
            >
              <input
                type="radio"
                name="payment"
                value={method.id}
                checked={selected}
                onChange={() => purchase.selectPayment(method.id)}
              />
              <span className="payment-method__name">{label.name}</span>
              {label.detail ? <span className="payment-method__detail">{label.detail}</span> : null}
              {cost ? (
                unavailable ? (
                  <span className="payment-method__fee">
                    {t("game.methodMinimum", { minimum: money({ amount: method.minimum, currency }) })}
                  </span>
                ) : (
                  <>
                    <span className="payment-method__total">{money({ amount: cost.total, currency })}</span>
                    <span className="payment-method__fee">
                      {cost.fee > 0
                        ? t("game.methodFee", { fee: money({ amount: cost.fee, currency }) })
                        : t("game.methodNoFee")}
                    </span>
                  </>
                )
              ) : null}
            </label>
          );
        })}
      </div>
    </div>
  );
}
