import { failure, type Failure } from "../failure";
import { languageOf, type Locale } from "../locales";
import type { AccountFormDefinition, Charset, SelectField, SelectFieldKind, TextField, TextFieldKind } from "./types";

/**
 * One definition per game (its AccountFormDefinition) validates the account a buyer types, in the
 * browser as they type and on the server as the authority. Errors are codes; the app turns each
 * into the translated message `validation.<code>`.
 */
export const ACCOUNT_ERROR_CODES = [
  "uidMissing",
  "uidIncorrect",
  "playerIdMissing",
  "playerIdIncorrect",
  "userIdMissing",
  "userIdIncorrect",
  "spaceIdMissing",
  "spaceIdIncorrect",
  "riotIdMissing",
  "riotIdIncorrect",
  "zoneIdMissing",
  "zoneIdIncorrect",
  "tagMissing",
  "tagIncorrect",
  "zepetoIdMissing",
  "zepetoIdIncorrect",
  "mustStartWith",
  "tooLong",
  "serverFirst",
  "regionFirst",
  "subserverFirst",
  "otherServer",
  "otherRegion",
  "otherSubserver",
  "confirmRequired",
  "accountNotAllowed",
] as const;
export type AccountErrorCode = (typeof ACCOUNT_ERROR_CODES)[number];

export interface AccountError {
  code: AccountErrorCode;
  values?: Record<string, string>;
}

/** The submitted account: field values by name, and the confirmation checkbox. */
export interface AccountInput {
  values: Record<string, unknown>;
  confirmed: boolean;
  /**
   * For the player check: an unchosen region may stay empty, since the check answers with the
   * account's region and the page suggests it (the nickname shows as soon as the ID is whole).
   */
  forLookup?: boolean;
}

/**
 * A refused account carries each field's error (`fields`) and the account as read all the same: the
 * page keeps showing it and asks the player check about the fields that passed.
 */
export type AccountValidation =
  | { ok: true; account: Record<string, string> }
  | Failure<"account", { fields: Record<string, AccountError>; account: Record<string, string> }>;

/** The account as read (values trimmed and normalized), whether or not it passed. */
export function accountAsRead(validation: AccountValidation): Record<string, string> {
  return validation.ok ? validation.account : validation.error.values.account;
}

/** Field name under which a missing confirmation is reported. */
export const CONFIRMATION_FIELD = "confirmation";

const MESSAGES_BY_KIND: Record<TextFieldKind, { missing: AccountErrorCode; incorrect: AccountErrorCode }> = {
  uid: { missing: "uidMissing", incorrect: "uidIncorrect" },
  // A field labelled "User ID" (Mobile Legends) is not a "player ID" to the buyer reading it.
  userId: { missing: "userIdMissing", incorrect: "userIdIncorrect" },
  playerId: { missing: "playerIdMissing", incorrect: "playerIdIncorrect" },
  spaceId: { missing: "spaceIdMissing", incorrect: "spaceIdIncorrect" },
  riotId: { missing: "riotIdMissing", incorrect: "riotIdIncorrect" },
  zoneId: { missing: "zoneIdMissing", incorrect: "zoneIdIncorrect" },
  playerTag: { missing: "tagMissing", incorrect: "tagIncorrect" },
  zepetoId: { missing: "zepetoIdMissing", incorrect: "zepetoIdIncorrect" },
};

/**
 * A select's messages name what its label names: under "Server" the buyer is asked for a server,
 * never for a "Region" they cannot find on the page.
 */
const MESSAGES_BY_SELECT: Record<SelectFieldKind, { first: AccountErrorCode; other: AccountErrorCode }> = {
  server: { first: "serverFirst", other: "otherServer" },
  region: { first: "regionFirst", other: "otherRegion" },
  subserver: { first: "subserverFirst", other: "otherSubserver" },
};

/** Supercell's tag alphabet: no vowels but A... and no 1, 3-7 (players often type O for 0). */
const SUPERCELL_TAG = /^[0289PYLQGRJCUV]+$/;

const CHARSETS: Record<Charset, RegExp> = {
  digits: /^\d+$/,
  alphanumeric: /^[A-Za-z0-9]+$/,
  supercellTag: SUPERCELL_TAG,
  // Riot ID: a game name of 3-16 characters (letters of any script, digits, spaces) and a tag of 3-5.
  riotId: /^[\p{L}\p{N} ]{3,16}#[\p{L}\p{N}]{3,5}$/u,
  zepetoId: /^[a-z0-9_.]+$/,
};

/** The value as we store it: trimmed; tags upper-cased with O read as 0 and without the '#'. */
export function normalizeFieldValue(field: TextField, raw: unknown): string {
  if (typeof raw !== "string" && typeof raw !== "number") return "";
  let value = String(raw).trim();
  if (field.charset === "supercellTag")
    value = value.replace(/^#/, "").replace(/\s+/g, "").toUpperCase().replace(/O/g, "0");
  else if (field.charset === "zepetoId") value = value.replace(/^@/, "").toLowerCase();
  else if (field.charset === "digits") value = value.replace(/\s+/g, "");
  return value;
}

function validateText(field: TextField, value: string): AccountError | undefined {
  const codes = MESSAGES_BY_KIND[field.kind];
  if (value === "") return { code: codes.missing };
  if (value.length > field.maxLength) return { code: "tooLong" };
  if (value.length < field.minLength || !CHARSETS[field.charset].test(value)) return { code: codes.incorrect };
  if (field.startsWith && !field.startsWith.some((prefix) => value.startsWith(prefix))) {
    return { code: "mustStartWith", values: { prefix: field.startsWith.join("/") } };
  }
  return undefined;
}

function selectedOption(field: SelectField, raw: unknown) {
  return typeof raw === "string" ? field.options.find((option) => option.value === raw) : undefined;
}

/** Validates an account against a game's form. Every field is checked; all errors are returned. */
export function validateAccount(form: AccountFormDefinition, input: AccountInput): AccountValidation {
  const errors: Record<string, AccountError> = {};
  const account: Record<string, string> = {};

  for (const field of form.fields) {
    if (field.type === "select") {
      const option = selectedOption(field, input.values[field.name]);
      if (option) account[field.name] = option.value;
      else if (!(input.forLookup && field.kind === "region"))
        errors[field.name] = { code: MESSAGES_BY_SELECT[field.kind].first };
      continue;
    }
    const value = normalizeFieldValue(field, input.values[field.name]);
    account[field.name] = value;
    const error = validateText(field, value);
    if (error) {
      errors[field.name] = error;
      continue;
    }
    if (field.prefixFromField) {
      const select = form.fields.find(
        (other): other is SelectField => other.type === "select" && other.name === field.prefixFromField,
      );
      const option = select ? selectedOption(select, input.values[select.name]) : undefined;
      // Without a server the UID cannot be checked: the select already says "choose the region first".
      if (option?.uidPrefixes && !option.uidPrefixes.some((prefix) => value.startsWith(prefix))) {
        errors[select!.name] = { code: MESSAGES_BY_SELECT[select!.kind].other };
      }
    }
  }
  if (!input.confirmed) errors[CONFIRMATION_FIELD] = { code: "confirmRequired" };
  return Object.keys(errors).length === 0 ? { ok: true, account } : failure("account", { fields: errors, account });
}

/** How an account reads on receipts and order pages: "12345678 (1234)", "812345678 · Asia". */
export function formatAccount(form: AccountFormDefinition, account: Record<string, string>, locale: Locale): string {
  let main = "";
  const extras: string[] = [];
  for (const field of form.fields) {
    const value = account[field.name];
    if (!value) continue;
    if (field.type === "select") {
      extras.push(field.options.find((option) => option.value === value)?.label[languageOf(locale)] ?? value);
    } else if (field.bracketed) {
      main += ` (${value})`;
    } else {
      main += main ? ` ${value}` : field.charset === "supercellTag" ? `#${value}` : value;
    }
  }
  return [main.trim(), ...extras].filter(Boolean).join(" · ");
}
