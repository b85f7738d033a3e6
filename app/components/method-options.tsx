import type { MethodCostJson } from "../../core/orders/quote-json";
import type { PaymentMethod } from "../../core/markets";
import type { Currency } from "../../core/money";
import { useI18n } from "../i18n/i18n-context";
import { paymentMethodLabel } from "../lib/payment-label";
import { MethodMark } from "./method-marks";

/**
 * The market's payment methods as radio boxes, each with what it would cost (total and fee, or its
 * minimum) before the buyer chooses: on the game page, and on an unpaid order's page to switch.
 */
export function MethodOptions(props: {
  methods: readonly PaymentMethod[];
  selected: string | null;
  /** Each method's cost; null while it is not known yet (the quote is on its way). */
  costs: readonly MethodCostJson[] | null;
  /**
   * While `costs` is null and a quote is on its way: costs that only hold each method's place (the
   * last ones known, for another item, or a guess), drawn as blank bars and hidden from screen
   * readers, so the list keeps its height instead of folding and unfolding under the buyer's eyes.
   */
  placeholders?: readonly MethodCostJson[] | null;
  currency: Currency;
  label: string;
  disabled?: boolean;
  onSelect: (methodId: string) => void;
}) {
  const { t } = useI18n();
  const currency = props.currency;
  return (
    <div
      className="payment-methods"
      role="radiogroup"
      aria-label={props.label}
      aria-busy={!props.costs && props.placeholders ? true : undefined}
    >
      {props.methods.map((method) => {
        const label = paymentMethodLabel(t, method);
        const selected = props.selected === method.id;
        const cost = props.costs?.find((candidate) => candidate.id === method.id);
        const placeholder = props.costs
          ? undefined
          : props.placeholders?.find((candidate) => candidate.id === method.id);
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
            <span className="payment-method__name">
              <MethodMark id={method.id} />
              {label.name}
            </span>
            {label.detail ? <span className="payment-method__detail">{label.detail}</span> : null}
            {cost ? (
              <MethodFigures cost={cost} minimum={method.minimum} currency={currency} />
            ) : placeholder ? (
              <MethodFigures cost={placeholder} minimum={method.minimum} currency={currency} pending />
            ) : null}
          </label>
        );
      })}
    </div>
  );
}

/** A method's total and fee (or its minimum, where the amount is under it); blank bars while pending. */
function MethodFigures(props: { cost: MethodCostJson; minimum: number; currency: Currency; pending?: boolean }) {
  const { t, money: format } = useI18n();
  const { cost, currency } = props;
  const blank = props.pending ? " skeleton" : "";
  const hidden = props.pending ? true : undefined;
  // A placeholder's amounts are another item's (or a guess): its digits are blanked too, so no copy,
  // search or test ever reads them as this item's figures. The text keeps its length, hence its lines.
  const money = (amount: Parameters<typeof format>[0]) =>
    props.pending ? format(amount).replace(/\d/g, "0") : format(amount);
  if (!cost.available)
    return (
      <span className={`payment-method__fee${blank}`} aria-hidden={hidden}>
        {t("game.methodMinimum", { minimum: money({ amount: props.minimum, currency }) })}
      </span>
    );
  return (
    <>
      <span className={`payment-method__total${blank}`} aria-hidden={hidden}>
        {money({ amount: cost.total, currency })}
      </span>
      <span className={`payment-method__fee${blank}`} aria-hidden={hidden}>
        {cost.fee > 0 ? t("game.methodFee", { fee: money({ amount: cost.fee, currency }) }) : t("game.methodNoFee")}
      </span>
    </>
  );
}
