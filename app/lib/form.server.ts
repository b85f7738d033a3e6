import { data } from "react-router";
import type { z } from "zod";
import { REFUSAL_STATUS } from "../../contracts/form-refusals";
import type { MessageKey } from "../../i18n/messages/id";

/**
 * Every form of the shop's pages is read here, through its zod schema (contracts/console-forms.ts, buyer-forms.ts):
 * a field's check may name its own message key (`{ error: <key> }`), else the form's
 * `invalid` key is the refusal. A form never reaches a use case half-read, and never as a 500.
 */
export type FormParse<T> = { ok: true; value: T } | { ok: false; error: MessageKey };

/** A form's fields as an object: the first value of a field sent twice, files as they came. */
function fieldsOf(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value;
  return fields;
}

/** A check's own message is a key (namespace, dot, name); zod's own messages are sentences. */
const isMessageKey = (text: string): text is MessageKey => /^[a-z][A-Za-z]*(\.[A-Za-z]+)+$/.test(text);

export function parseForm<S extends z.ZodType>(schema: S, form: FormData, invalid: MessageKey): FormParse<z.output<S>> {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  const own = parsed.error.issues.map((issue) => issue.message).find(isMessageKey);
  return { ok: false, error: own ?? invalid };
}

/** The status a refusal is answered with (contracts/form-refusals.ts); a form's own refusal is 400. */
export const refusalStatus = (error: MessageKey): number => REFUSAL_STATUS[error] ?? 400;

/** An action's refusal: its message key (and whatever else the page shows beside it), at its status. */
export function refuse<const B extends object = Record<never, never>>(error: MessageKey, body?: B) {
  return data({ ...(body as B), error }, { status: refusalStatus(error) });
}
