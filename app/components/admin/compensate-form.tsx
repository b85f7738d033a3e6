import { Form, useActionData } from "react-router";
import { COMPENSATION_REASON_MAX, COMPENSATION_REASON_MIN } from "../../../core/admin/compensation";
import { CURRENCIES, type Money } from "../../../core/money";
import type { MessageKey } from "../../../i18n/messages/id";
import { useI18n } from "../../i18n/i18n-context";
import { Field } from "../field";
import { ReasonField } from "./reason-field";
import { FormError } from "../form-error";

/** What the buyer page's action answers a compensation (app/routes/admin/buyers/buyer.tsx). */
export type CompensationAnswer =
  | { compensation: { outcome: "credited" | "existing"; amount: Money; balance: Money } }
  | { compensation: { error: MessageKey } };

/**
 * The console's compensation with gold, for a buyer page or an order page: amount,
 * currency and reason, optionally about one order. It posts to the buyer's page, whose action pays
 * it and shows the result, so it works without JavaScript. `formKey` is the idempotency key the
 * page's loader made (newCompensationKey): a double submit carries it twice and pays once. A payment
 * reloads the page's data, which brings a new key; the form is drawn anew with it, empty, so a second
 * click cannot pay the same amount again under the new key. A refusal reloads nothing: the key and
 * what the operator typed stay. A guest order (no buyer) gets the refusal instead.
 * Needs the page's `adminBuyer` messages.
 */
export function CompensateForm({
  buyerId,
  orderId,
  formKey,
}: {
  buyerId: string | null;
  orderId?: string;
  formKey: string;
}) {
  const { t, href, money } = useI18n();
  const answer = useActionData() as CompensationAnswer | undefined;
  const result = answer && typeof answer === "object" && "compensation" in answer ? answer.compensation : undefined;
  return (
    <section className="card" aria-labelledby="compensate-title" data-testid="compensate">
      <h2 id="compensate-title">{t("adminBuyer.compensateTitle")}</h2>
      {buyerId === null ? (
        <p className="muted" data-testid="compensate-guest">
          {t("adminBuyer.guestOrder")}
        </p>
      ) : (
        <>
          <p className="muted small">{t("adminBuyer.compensateText")}</p>
          {result && "outcome" in result ? (
            <p role="status" data-testid="compensate-done">
              {result.outcome === "credited"
                ? t("adminBuyer.compensated", { amount: money(result.amount), balance: money(result.balance) })
                : t("adminBuyer.alreadyCompensated", { balance: money(result.balance) })}
            </p>
          ) : null}
          <Form
            key={formKey}
            method="post"
            action={href(`/admin/buyers/${buyerId}`)}
            className="stack"
            data-testid="compensate-form"
          >
            <input type="hidden" name="intent" value="compensate" />
            <input type="hidden" name="key" value={formKey} />
            {orderId ? <input type="hidden" name="orderId" value={orderId} /> : null}
            <div className="admin-compensate__amount">
              <Field
                label={t("adminBuyer.amount")}
                hint={t("adminBuyer.amountHint")}
                name="amount"
                inputMode="decimal"
                required
                autoComplete="off"
                data-testid="compensate-amount"
              />
              <Field label={t("adminBuyer.currency")}>
                {(control) => (
                  <select {...control} name="currency" defaultValue="IDR" data-testid="compensate-currency">
                    {CURRENCIES.map((currency) => (
                      <option key={currency} value={currency}>
                        {currency}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            </div>
            <ReasonField
              label={t("adminBuyer.reason")}
              hint={t("adminBuyer.reasonHint")}
              minLength={COMPENSATION_REASON_MIN}
              maxLength={COMPENSATION_REASON_MAX}
              testId="compensate-reason"
            />
            {orderId ? <p className="muted small">{t("adminBuyer.aboutOrder")}</p> : null}
            <FormError message={result && "error" in result ? t(result.error) : null} />
            <button type="submit" className="button" data-testid="compensate-submit">
              {t("adminBuyer.compensate")}
            </button>
          </Form>
        </>
      )}
    </section>
  );
}
