import { randomUUID } from "node:crypto";
import { compensationForm } from "../../contracts/console-forms";
import type { Operator } from "../../core/admin/operators";
import { money } from "../../core/money";
import type { PageServices } from "../../core/services";
import { COMPENSATION_MESSAGES } from "../../i18n/compensation-failures";
import type { CompensationAnswer } from "../components/admin/compensate-form";
import { parseForm, refusalStatus } from "./form.server";

/** A fresh idempotency key for the compensation form: each page load pays at most once. */
export const newCompensationKey = (): string => randomUUID();

/**
 * The compensation form's post (app/components/admin/compensate-form.tsx), for the buyer page's
 * action: the form read by its schema (the amount as typed, in minor units), then the use case.
 * Answers the form's result and the HTTP status to send it with.
 */
export async function compensateFromForm(
  services: Pick<PageServices, "adminBuyers">,
  operator: Operator,
  userId: string,
  form: FormData,
  requestId: string | null,
): Promise<{ answer: CompensationAnswer; status: number }> {
  const parsed = parseForm(compensationForm, form, "adminBuyer.compensationInvalid");
  if (!parsed.ok) return { answer: { compensation: { error: parsed.error } }, status: refusalStatus(parsed.error) };
  const { amount: minor, currency, reason, key, orderId } = parsed.value;
  const amount = money(minor, currency);
  const result = await services.adminBuyers.compensate(
    operator,
    { userId, orderId, amount, reason, key },
    { requestId },
  );
  if (!result.ok) {
    const error = COMPENSATION_MESSAGES[result.error.code];
    return { answer: { compensation: { error } }, status: refusalStatus(error) };
  }
  return { answer: { compensation: { outcome: result.outcome, amount, balance: result.balance } }, status: 200 };
}
