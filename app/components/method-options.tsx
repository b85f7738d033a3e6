import type { MethodCostJson } from "../../core/checkout/quote-json";
import type { PaymentMethod } from "../../core/markets";
import type { Currency } from "../../core/money";
import { useI18n } from "../i18n/i18n-context";
import { paymentMethodLabel } from "../lib/payment-label";

/**
 * The market's payment methods as radio boxes, each with what it would cost (total and fee, or its
 * minimum) before the buyer chooses: on the game page, and on an unpaid order's page to switch.
 */
export function MethodOptions(props: {
  methods: readonly PaymentMethod[];
  selected: string | null;
  /** Each method's cost; null while it is not known yet (the quote is on its way). */
  costs: readonly MethodCostJson[] | null;
  currency: Currency;
  label: string;
  disabled?: boolean;
  onSelect: (methodId: string) => void;
}) {
  const { t, money } = useI18n();
  const currency = props.currency;
  return (
    <div className="payment-methods" role="radiogroup" aria-label={props.label}>
      {props.methods.map((method) => {
        const label = paymentMethodLabel(t, method);
        const selected = props.selected === method.id;
        const cost = props.costs?.find((candidate) => candidate.id === method.id);
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
              disabled={props.disabled}
              onChange={() => props.onSelect(method.id)}
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
  );
}
