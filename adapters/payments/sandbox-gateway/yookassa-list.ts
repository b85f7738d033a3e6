import { YOOKASSA_PAYMENT_STATUSES } from "../yookassa-protocol";
import { firstValue } from "./context";
import type { YooKassaSandboxPayment } from "./yookassa-store";

/**
 * GET /v3/payments as YooKassa documents its lists (API reference "Список платежей", using-api/lists):
 * newest first, `limit` from 1 to 100 (10 when absent), `next_cursor` while more remain, filters by
 * status, payment method and created_at / captured_at with gt, gte, lt, lte.
 */

const DEFAULT_LIMIT = 10;
const MAX_LIMIT = 100;
const BOUNDS = ["gt", "gte", "lt", "lte"] as const;
type Bound = (typeof BOUNDS)[number];

export type ListAnswer =
  | { ok: true; body: { type: "list"; items: YooKassaSandboxPayment[]; next_cursor?: string } }
  | { ok: false; parameter: string; description: string };

/** The cursor names the last payment a page showed; the next page starts after it. */
function cursorOf(payment: YooKassaSandboxPayment): string {
  return Buffer.from(payment.id, "utf8").toString("base64url");
}

function within(time: Date | undefined, bound: Bound, limit: number): boolean {
  if (!time) return false;
  const at = time.getTime();
  if (bound === "gt") return at > limit;
  if (bound === "gte") return at >= limit;
  if (bound === "lt") return at < limit;
  return at <= limit;
}

/** `newestFirst`: every payment, newest first. Anything YooKassa would refuse is named by its parameter. */
export function listPayments(newestFirst: YooKassaSandboxPayment[], query: Record<string, unknown>): ListAnswer {
  const refuse = (parameter: string, description: string): ListAnswer => ({ ok: false, parameter, description });
  const limitText = firstValue(query.limit);
  let limit = DEFAULT_LIMIT;
  if (limitText !== undefined) {
    if (!/^\d{1,3}$/.test(limitText)) return refuse("limit", "limit must be a whole number from 1 to 100");
    limit = Number(limitText);
    if (limit < 1 || limit > MAX_LIMIT) return refuse("limit", "limit must be a whole number from 1 to 100");
  }

  let items = newestFirst;
  const status = firstValue(query.status);
  if (status !== undefined) {
    if (!(YOOKASSA_PAYMENT_STATUSES as readonly string[]).includes(status))
      return refuse("status", "Unknown payment status");
    items = items.filter((payment) => payment.status === status);
  }
  const method = firstValue(query.payment_method);
  if (method !== undefined) items = items.filter((payment) => payment.methodType === method);
  for (const field of ["created_at", "captured_at"] as const) {
    for (const bound of BOUNDS) {
      const parameter = `${field}.${bound}`;
      const text = firstValue(query[parameter]);
      if (text === undefined) continue;
      const at = Date.parse(text);
      if (!/^\d{4}-\d{2}-\d{2}T/.test(text) || Number.isNaN(at))
        return refuse(parameter, `${parameter} must be a date and time in ISO 8601`);
      items = items.filter((payment) =>
        within(field === "created_at" ? payment.createdAt : payment.capturedAt, bound, at),
      );
    }
  }

  const cursor = firstValue(query.cursor);
  if (cursor !== undefined) {
    const after = items.findIndex((payment) => cursorOf(payment) === cursor);
    if (after < 0) return refuse("cursor", "Unknown cursor");
    items = items.slice(after + 1);
  }
  const page = items.slice(0, limit);
  const last = page.at(-1);
  return {
    ok: true,
    body: {
      type: "list",
      items: page,
      ...(items.length > limit && last ? { next_cursor: cursorOf(last) } : {}),
    },
  };
}
