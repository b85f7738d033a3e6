import { data } from "react-router";
import type { z } from "zod";
import { id as messages, type MessageKey } from "../../i18n/messages/id";

/**
 * Every form of the shop's pages is read here, through its zod schema (contracts/page-forms.ts):
 * a field's check may name its own message key (`.min(3, "adminCatalog.invalid")`), else the form's
 * `invalid` key is the refusal. A form never reaches a use case half-read, and never as a 500.
 */
export type FormParse<T> = { ok: true; value: T } | { ok: false; error: MessageKey };

/** A form's fields as an object: the first value of a field sent twice, files as they came. */
function fieldsOf(form: FormData): Record<string, FormDataEntryValue> {
  const fields: Record<string, FormDataEntryValue> = {};
  for (const [name, value] of form.entries()) if (!(name in fields)) fields[name] = value;
  return fields;
}

const isMessageKey = (text: string): text is MessageKey => Object.hasOwn(messages, text);

export function parseForm<S extends z.ZodType>(schema: S, form: FormData, invalid: MessageKey): FormParse<z.output<S>> {
  const parsed = schema.safeParse(fieldsOf(form));
  if (parsed.success) return { ok: true, value: parsed.data };
  const own = parsed.error.issues.map((issue) => issue.message).find(isMessageKey);
  return { ok: false, error: own ?? invalid };
}

/**
 * The status of each refusal a page's action answers, in one place: what names nothing is 404, what
 * the role may not do 403, what the state of things refuses 409; any other refusal is the form's
 * (400). No action restates a status.
 */
const REFUSAL_STATUS: Partial<Record<MessageKey, 401 | 403 | 404 | 409 | 429>> = {
  "admin.forbidden": 403,
  "admin.notOperator": 403,
  "admin.codeInvalid": 401,
  "admin.locked": 429,
  "admin.inviteInvalid": 404,
  "admin.inviteNotYours": 403,
  "admin.inviteAlreadyOperator": 409,
  "admin.operatorNotFound": 404,
  "admin.orderNotFound": 404,
  "admin.refundOverLimit": 403,
  "payment.orderNotFound": 404,
  "refund.notRefundable": 409,
  "refund.goldNeedsAccount": 409,
  "refund.otherMethod": 409,
  "adminOrder.retryNotPaid": 409,
  "adminOrder.retryDelivered": 409,
  "adminOrder.retryRefundClaimed": 409,
  "adminOrder.retryNotStuck": 409,
  "adminOrder.noRecipient": 409,
  "adminOrder.receiptNotPaid": 409,
  "adminBuyer.notFound": 404,
  "adminBuyer.orderNotFound": 404,
  "adminBuyer.reviewNotFound": 404,
  "adminBuyer.guestOrder": 409,
  "adminBuyer.overLimit": 403,
  "adminCatalog.notFound": 404,
  "adminCatalog.stale": 409,
  "adminCatalog.belowCost": 409,
  "adminPromo.notFound": 404,
  "adminPromo.codeTaken": 409,
  "adminPromo.limitBelowRedemptions": 409,
};

export const refusalStatus = (error: MessageKey): number => REFUSAL_STATUS[error] ?? 400;

/** An action's refusal: its message key (and whatever else the page shows beside it), at its status. */
export function refuse<const B extends object = Record<never, never>>(error: MessageKey, body?: B) {
  return data({ ...(body as B), error }, { status: refusalStatus(error) });
}
