import { CONFIRMATION_FIELD } from "../../../core/catalog/account-validation";
import type { AccountField } from "../../../core/catalog/types";
import { useI18n } from "../../i18n/i18n-context";
import { accountErrorMessage } from "../../../i18n/account-errors";
import { Field } from "../field";
import { ACCOUNT_FIELD_LABELS } from "./field-labels";
import type { Purchase } from "./use-purchase";

function FieldError({ purchase, name }: { purchase: Purchase; name: string }) {
  const { t } = useI18n();
  const error = purchase.fieldError(name);
  return error ? (
    <p className="field__error" id={`${name}-error`} role="alert">
      {accountErrorMessage(t, error)}
    </p>
  ) : null;
}

function AccountInput({ field, purchase }: { field: AccountField; purchase: Purchase }) {
  const { t, language } = useI18n();
  const error = purchase.fieldError(field.name);
  const common = { name: field.name, onBlur: () => purchase.touch(field.name) };
  return (
    <Field
      label={t(ACCOUNT_FIELD_LABELS[field.kind])}
      id={`account-${field.name}`}
      // The confirmation's error below the fields goes by the same `<name>-error` scheme.
      errorId={`${field.name}-error`}
      error={error ? accountErrorMessage(t, error) : null}
      className={`field--${field.type === "text" && field.bracketed ? "bracketed" : field.type}`}
    >
      {(control) =>
        field.type === "select" ? (
          <select
            {...control}
            {...common}
            value={purchase.values[field.name] ?? ""}
            onChange={(event) => {
              purchase.setValue(field.name, event.target.value);
              purchase.touch(field.name);
            }}
          >
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
            {...common}
            type="text"
            inputMode={field.charset === "digits" ? "numeric" : "text"}
            autoComplete="off"
            autoCapitalize={field.charset === "supercellTag" ? "characters" : "none"}
            spellCheck={false}
            placeholder={field.charset === "supercellTag" ? `#${field.example}` : field.example}
            value={purchase.values[field.name] ?? ""}
            onChange={(event) => purchase.setValue(field.name, event.target.value)}
          />
        )
      }
    </Field>
  );
}

/** The game's account fields, its confirmation checkbox, in the order of the game's definition. */
export function AccountFields({ purchase }: { purchase: Purchase }) {
  const { t } = useI18n();
  const { account } = purchase.game;
  return (
    <div className="account-fields">
      <div className="account-fields__row">
        {account.fields.map((field) => (
          <AccountInput key={field.name} field={field} purchase={purchase} />
        ))}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name={CONFIRMATION_FIELD}
          // Unticked when Buy was pressed: the box is what to fix, so Buy's way there lands on it.
          aria-invalid={purchase.fieldError(CONFIRMATION_FIELD) ? true : undefined}
          aria-describedby={purchase.fieldError(CONFIRMATION_FIELD) ? `${CONFIRMATION_FIELD}-error` : undefined}
          checked={purchase.confirmed}
          onChange={(event) => {
            purchase.setConfirmed(event.target.checked);
            purchase.touch(CONFIRMATION_FIELD);
          }}
        />
        <span>{t(account.confirmation === "supercellLinked" ? "confirm.supercellLinked" : "confirm.uidCorrect")}</span>
      </label>
      <FieldError purchase={purchase} name={CONFIRMATION_FIELD} />
    </div>
  );
}
