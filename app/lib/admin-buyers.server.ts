import { randomUUID } from "node:crypto";
import { compensationBodySchema } from "../../contracts/admin-buyers";
import type { Operator } from "../../core/admin/operators";
import { parseAmount } from "../../core/admin/compensation";
import { CURRENCIES, money, type Currency } from "../../core/money";
import type { PageServices } from "../../core/services";
import { COMPENSATION_MESSAGES } from "../../i18n/compensation-failures";
import type { CompensationAnswer } from "../components/admin/compensate-form";

/** A fresh idempotency key for the compensation form: each page load pays at most once. */
export const newCompensationKey = (): string => randomUUID();

/**
 * The compensation form's post (app/components/admin/compensate-form.tsx), for the buyer page's
 * action: the amount as typed read in minor units, the same body schema as the API, then the use
 * case. Answers the form's result and the HTTP status to send it with.
 */
export async function compensateFromForm(
  services: Pick<PageServices, "adminBuyers">,
  operator: Operator,
  userId: string,
  form: FormData,
  requestId: string | null,
): Promise<{ answer: CompensationAnswer; status: number }> {
  const currencyText = String(form.get("currency") ?? "");
  const currency = (CURRENCIES as readonly string[]).includes(currencyText) ? (currencyText as Currency) : undefined;
  const parsed = compensationBodySchema.safeParse({
    amount: currency ? parseAmount(String(form.get("amount") ?? ""), currency) : undefined,
    currency,
    reason: form.get("reason"),
    key: form.get("key"),
    orderId: form.get("orderId") || null,
  });
  if (!parsed.success) return { answer: { compensation: { error: "adminBuyer.compensationInvalid" } }, status: 400 };
  const amount = money(parsed.data.amount, parsed.data.currency);
  const result = await services.adminBuyers.compensate(
    operator,
    { userId, orderId: parsed.data.orderId, amount, reason: parsed.data.reason, key: parsed.data.key },
    { requestId },
  );
  if (!result.ok) {
    const code = result.error.code;
    const status = code === "overLimit" ? 403 : code === "guestOrder" ? 409 : 404;
    return { answer: { compensation: { error: COMPENSATION_MESSAGES[code] } }, status };
  }
  return { answer: { compensation: { outcome: result.outcome, amount, balance: result.balance } }, status: 200 };
}
