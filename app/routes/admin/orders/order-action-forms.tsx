import { Form } from "react-router";
import {
  ACCOUNT_FIELD_PREFIX,
  CORRECTION_REASON_MAX,
  CORRECTION_REASON_MIN,
} from "../../../../core/admin/account-correction";
import type { AccountError } from "../../../../core/catalog/account-validation";
import type { AccountField } from "../../../../core/catalog/types";
import { accountErrorMessage } from "../../../../i18n/account-errors";
import { ACCOUNT_FIELD_LABELS } from "../../../components/purchase/field-labels";
import { RESOLUTION_NOTE_MAX, RESOLUTION_NOTE_MIN } from "../../../../core/admin/resolution-note";
import type { MessageKey } from "../../../../i18n/messages/id";
import { useI18n } from "../../../i18n/i18n-context";
import { Field } from "../../../components/field";
import { ReasonField } from "../../../components/admin/reason-field";
import { FormError } from "../../../components/form-error";

/** What the order page's action answered, for the form that asked. */
export type OrderActionAnswer =
  | { intent: string; done: true; recipient?: string; account?: string }
  | { intent: string; error: MessageKey; fields?: Record<string, AccountError> }
  | undefined;

/** The answer's message for one form: done (a status line) or refused (the form's error). */
function useAnswer(answer: OrderActionAnswer, intent: string) {
  const { t } = useI18n();
  const mine = answer?.intent === intent ? answer : undefined;
  return {
    done: mine && "done" in mine ? mine : undefined,
    error: mine && "error" in mine ? t(mine.error) : null,
  };
}

/** Retry delivery: one button, refused with the reason when the order is not retryable. */
export function RetryDeliveryForm({ answer, canForce }: { answer: OrderActionAnswer; canForce: boolean }) {
  const { t } = useI18n();
  const { done, error } = useAnswer(answer, "retry");
  return (
    <Form method="post" className="stack admin-action" data-testid="admin-retry-form">
      <h3>{t("adminOrder.retryTitle")}</h3>
      <p className="muted small">{t("adminOrder.retryText")}</p>
      <input type="hidden" name="intent" value="retry" />
      {canForce ? (
        <label>
          <input type="checkbox" name="force" data-testid="admin-retry-force" /> {t("adminOrder.retryForce")}
        </label>
      ) : null}
      {done ? <p role="status">{t("adminOrder.retryDone")}</p> : null}
      <FormError message={error} />
      <button type="submit" className="button" data-testid="admin-retry-submit">
        {t("adminOrder.retrySubmit")}
      </button>
    </Form>
  );
}

/** Mark resolved with a note: the order leaves the attention queue until something new happens. */
export function ResolveForm({ answer }: { answer: OrderActionAnswer }) {
  const { t } = useI18n();
  const { done, error } = useAnswer(answer, "resolve");
  return (
    <Form method="post" className="stack admin-action" data-testid="admin-resolve-form">
      <h3>{t("adminOrder.resolveTitle")}</h3>
      <p className="muted small">{t("adminOrder.resolveText")}</p>
      <input type="hidden" name="intent" value="resolve" />
      <Field label={t("adminOrder.note")} hint={t("adminOrder.noteHint")} error={error}>
        {(control) => (
          <textarea
            {...control}
            name="note"
            required
            minLength={RESOLUTION_NOTE_MIN}
            maxLength={RESOLUTION_NOTE_MAX}
            rows={3}
            data-testid="admin-resolve-note"
          />
        )}
      </Field>
      {done ? <p role="status">{t("adminOrder.resolveDone")}</p> : null}
      <button type="submit" className="button" data-testid="admin-resolve-submit">
        {t("adminOrder.resolveSubmit")}
      </button>
    </Form>
  );
}

/**
 * Take a delivered order out of the publisher's purchase limits (decision 060): the publisher says the
 * item never reached the account, so the account may buy it again. The order stays delivered and paid.
 */
export function ReleaseLimitForm({ answer }: { answer: OrderActionAnswer }) {
  const { t } = useI18n();
  const { done, error } = useAnswer(answer, "releaseLimit");
  return (
    <Form method="post" className="stack admin-action" data-testid="admin-release-limit-form">
      <h3>{t("adminOrder.limitTitle")}</h3>
      <p className="muted small">{t("adminOrder.limitText")}</p>
      <input type="hidden" name="intent" value="releaseLimit" />
      <ReasonField
        label={t("adminOrder.limitReason")}
        hint={t("adminOrder.noteHint")}
        error={error}
        minLength={RESOLUTION_NOTE_MIN}
        maxLength={RESOLUTION_NOTE_MAX}
        testId="admin-release-limit-reason"
      />
      {done ? <p role="status">{t("adminOrder.limitDone")}</p> : null}
      <button type="submit" className="button" data-testid="admin-release-limit-submit">
        {t("adminOrder.limitSubmit")}
      </button>
    </Form>
  );
}

/** Resend the receipt, to the order's contact or a corrected address; the page's key makes a double submit one. */
export function ResendReceiptForm({ answer, resendKey }: { answer: OrderActionAnswer; resendKey: string }) {
  const { t } = useI18n();
  const { done, error } = useAnswer(answer, "resend");
  return (
    <Form method="post" className="stack admin-action" data-testid="admin-resend-form">
      <h3>{t("adminOrder.resendTitle")}</h3>
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="key" value={resendKey} />
      <fieldset className="admin-choice">
        <legend>{t("adminOrder.channel")}</legend>
        {(["email", "whatsapp"] as const).map((channel) => (
          <label key={channel}>
            <input type="radio" name="channel" value={channel} defaultChecked={channel === "email"} />{" "}
            {t(`adminOrder.channel.${channel}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t("adminOrder.recipient")} hint={t("adminOrder.recipientHint")} error={error}>
        {(control) => <input {...control} name="recipient" maxLength={254} data-testid="admin-resend-recipient" />}
      </Field>
      {done ? <p role="status">{t("adminOrder.resendDone", { recipient: done.recipient ?? "" })}</p> : null}
      <button type="submit" className="button" data-testid="admin-resend-submit">
        {t("adminOrder.resendSubmit")}
      </button>
    </Form>
  );
}

/**
 * Correct the game ID: the game's own account fields (checked as checkout checks them) and the
 * reason; each field refused shows the game's own message under it.
 */
export function CorrectAccountForm({ answer, fields }: { answer: OrderActionAnswer; fields: AccountField[] | null }) {
  const { t, language } = useI18n();
  const { done, error } = useAnswer(answer, "correctAccount");
  // A correction sends the delivery again, and an order on its way takes no other: the form goes,
  // but the operator still reads that the one just made was taken.
  if (!fields)
    return done ? (
      <div className="stack admin-action" data-testid="admin-correct-form">
        <p role="status">{t("adminOrder.correctDone", { account: done.account ?? "" })}</p>
      </div>
    ) : null;
  const refused = answer?.intent === "correctAccount" && "error" in answer ? (answer.fields ?? {}) : {};
  const fieldError = (name: string) => {
    const own = refused[name];
    return own ? accountErrorMessage(t, own) : null;
  };
  const anyField = Object.keys(refused).length > 0;
  return (
    <Form method="post" className="stack admin-action" data-testid="admin-correct-form">
      <h3>{t("adminOrder.correctTitle")}</h3>
      <p className="muted small">{t("adminOrder.correctText")}</p>
      <input type="hidden" name="intent" value="correctAccount" />
      {fields.map((field) => (
        <Field key={field.name} label={t(ACCOUNT_FIELD_LABELS[field.kind])} error={fieldError(field.name)}>
          {(control) =>
            field.type === "select" ? (
              <select {...control} name={`${ACCOUNT_FIELD_PREFIX}${field.name}`} required defaultValue="">
                <option value="">{t("field.choose")}</option>
                {field.options.map((option) => (
                  <option key={option.value} value={option.value}>
                    {option.label[language]}
                  </option>
                ))}
              </select>
            ) : (
              <input
                {...control}
                name={`${ACCOUNT_FIELD_PREFIX}${field.name}`}
                required
                maxLength={field.maxLength}
                placeholder={field.example}
                autoComplete="off"
                data-testid={`admin-correct-${field.name}`}
              />
            )
          }
        </Field>
      ))}
      <ReasonField
        label={t("adminOrder.correctReason")}
        hint={t("adminOrder.correctReasonHint")}
        error={anyField ? null : error}
        minLength={CORRECTION_REASON_MIN}
        maxLength={CORRECTION_REASON_MAX}
        rows={2}
        testId="admin-correct-reason"
      />
      {done ? <p role="status">{t("adminOrder.correctDone", { account: done.account ?? "" })}</p> : null}
      <button type="submit" className="button" data-testid="admin-correct-submit">
        {t("adminOrder.correctSubmit")}
      </button>
    </Form>
  );
}
