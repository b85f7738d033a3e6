import { CONFIRMATION_FIELD } from "../../../core/catalog/account-validation";
import type { AccountField, SelectFieldKind, TextFieldKind } from "../../../core/catalog/types";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../../i18n/messages/id";
import { accountErrorMessage } from "../../../i18n/account-errors";
import type { Purchase } from "./use-purchase";

const FIELD_LABELS: Record<TextFieldKind | SelectFieldKind, MessageKey> = {
  userId: "field.userId",
  zoneId: "field.zoneId",
  uid: "field.uid",
  playerId: "field.playerId",
  playerTag: "field.playerTag",
  riotId: "field.riotId",
  spaceId: "field.spaceId",
  zepetoId: "field.zepetoId",
  server: "field.server",
  region: "field.region",
  subserver: "field.subserver",
};

function FieldError({ purchase, name }: { purchase: Purchase; name: string }) {
  const { t } = useI18n();
  const error = purchase.fieldError(name);
  return error ? (
    <p className="field__error" id={`${name}-error`} role="alert">
      {accountErrorMessage(t, error)}
    </p>
  ) : null;
}

function Field({ field, purchase }: { field: AccountField; purchase: Purchase }) {
  const { t, locale } = useI18n();
  const id = `account-${field.name}`;
  const invalid = Boolean(purchase.fieldError(field.name));
  const common = {
    id,
    name: field.name,
    "aria-invalid": invalid || undefined,
    "aria-describedby": invalid ? `${field.name}-error` : undefined,
    onBlur: () => purchase.touch(field.name),
  };
  return (
    <div className={`field field--${field.type === "text" && field.bracketed ? "bracketed" : field.type}`}>
      <label htmlFor={id}>{t(FIELD_LABELS[field.kind])}</label>
      {field.type === "select" ? (
        <select
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
              {option.label[locale]}
            </option>
          ))}
        </select>
      ) : (
        <input
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
      )}
      <FieldError purchase={purchase} name={field.name} />
    </div>
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
          <Field key={field.name} field={field} purchase={purchase} />
        ))}
      </div>
      <label className="checkbox">
        <input
          type="checkbox"
          name={CONFIRMATION_FIELD}
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
