import { useState, type FormEvent, type ReactNode } from "react";
import type { PublicOrder } from "../../../core/orders/public-order";
import {
  cardDigits,
  groupCardNumber,
  isExpired,
  isValidCvv,
  parseExpiry,
  passesLuhn,
} from "../../../core/payments/card";
import { useI18n } from "../../i18n/i18n-context";
import { payLabel } from "./pay-label";
import type { MessageKey } from "../../../i18n/messages/id";
import { PaymentTerms } from "./payment-terms";
import { usePay } from "./use-pay";
import { Field } from "../field";
import { FormError } from "../form-error";

/** The fields' ids, in the order the buyer fills them. */
const FIELD_IDS = { number: "card-number", expiry: "card-expiry", cvv: "card-cvv", holder: "card-holder" } as const;

/** Takes the buyer to the field to correct first (its message, beside it, is announced). */
function focusField(field: keyof typeof FIELD_IDS | undefined) {
  if (field) document.getElementById(FIELD_IDS[field])?.focus();
}

/**
 * Card number, expiry, CVV and cardholder name. The number, expiry and CVV go from the browser
 * straight to the provider's tokenizer, on the provider's origin; the shop's API receives only the
 * token and the name. The inputs have no `name`, so even a form post without
 * JavaScript could not send them to the shop.
 */
export function CardForm(props: {
  order: PublicOrder;
  tokenizer: { url: string; clientKey: string };
  /** Said right above Pay: why the last try failed. */
  note?: ReactNode;
}) {
  const { t, money } = useI18n();
  const { pay, busy, error, setError } = usePay(props.order);
  const [number, setNumber] = useState("");
  const [expiry, setExpiry] = useState("");
  const [cvv, setCvv] = useState("");
  const [holder, setHolder] = useState("");
  const [errors, setErrors] = useState<Partial<Record<keyof typeof FIELD_IDS, MessageKey>>>({});
  const [tokenizing, setTokenizing] = useState(false);

  function check() {
    const found: typeof errors = {};
    if (!passesLuhn(number)) found.number = "card.numberInvalid";
    const parsed = parseExpiry(expiry);
    if (!parsed) found.expiry = "card.expiryInvalid";
    else if (isExpired(parsed, new Date())) found.expiry = "card.expired";
    if (!isValidCvv(cvv, number)) found.cvv = "card.cvvInvalid";
    if (holder.trim().length < 2) found.holder = "card.holderRequired";
    setErrors(found);
    focusField((["number", "expiry", "cvv", "holder"] as const).find((field) => found[field]));
    return Object.keys(found).length === 0 ? parsed : undefined;
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = check();
    if (!parsed) return;
    setTokenizing(true);
    setError(null);
    try {
      const query = new URLSearchParams({
        client_key: props.tokenizer.clientKey,
        card_number: cardDigits(number),
        card_exp_month: String(parsed.month).padStart(2, "0"),
        card_exp_year: String(parsed.year),
        card_cvv: cvv.trim(),
      });
      const response = await fetch(`${props.tokenizer.url}?${query.toString()}`, {
        headers: { Accept: "application/json" },
      });
      const answer = (await response.json()) as { status_code?: string; token_id?: string };
      if (answer.status_code !== "200" || !answer.token_id) {
        setErrors({ number: "card.refused" });
        focusField("number");
        return;
      }
      await pay({ tokenId: answer.token_id, cardholderName: holder.trim() });
    } catch {
      setError(t("checkout.providerFailed"));
    } finally {
      setTokenizing(false);
    }
  }

  const fieldError = (field: keyof typeof errors) => (errors[field] ? t(errors[field]) : null);

  return (
    <form className="stack card-form" onSubmit={(event) => void submit(event)} noValidate>
      <Field
        label={t("card.number")}
        id={FIELD_IDS.number}
        error={fieldError("number")}
        inputMode="numeric"
        autoComplete="cc-number"
        placeholder="1234 5678 9012 3456"
        value={number}
        onChange={(event) => setNumber(groupCardNumber(event.target.value))}
      />
      <Field
        label={t("card.expiry")}
        id={FIELD_IDS.expiry}
        error={fieldError("expiry")}
        inputMode="numeric"
        autoComplete="cc-exp"
        placeholder={t("card.expiryPlaceholder")}
        maxLength={5}
        value={expiry}
        onChange={(event) => {
          const digits = event.target.value.replace(/\D/g, "").slice(0, 4);
          setExpiry(digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits);
        }}
      />
      <Field
        label={t("card.cvv")}
        id={FIELD_IDS.cvv}
        hint={t("card.cvvHint")}
        error={fieldError("cvv")}
        inputMode="numeric"
        autoComplete="cc-csc"
        maxLength={4}
        value={cvv}
        onChange={(event) => setCvv(event.target.value.replace(/\D/g, "").slice(0, 4))}
      />
      <Field
        label={t("card.holder")}
        id={FIELD_IDS.holder}
        error={fieldError("holder")}
        autoComplete="cc-name"
        autoCapitalize="characters"
        value={holder}
        onChange={(event) => setHolder(event.target.value.slice(0, 100))}
      />
      <FormError message={error} />
      {props.note}
      <button
        type="submit"
        className="button button--primary button--large"
        data-testid="pay"
        disabled={busy || tokenizing}
      >
        {payLabel(t, money, props.order)}
      </button>
      <PaymentTerms />
    </form>
  );
}
