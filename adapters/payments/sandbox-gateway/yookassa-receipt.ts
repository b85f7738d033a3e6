import { z } from "zod";
import { RU_PAYMENT_SUBJECTS, RU_VAT_CODES } from "../../../core/catalog/fiscal";
import type { Money } from "../../../core/money";
import { fromAmount, MEASURES, PAYMENT_MODES, RECEIPT_DESCRIPTION_MAX, RECEIPT_ITEMS_MAX } from "../yookassa-protocol";

/**
 * The face's check of a payment's `receipt` when its shop has receipts on (decision 025,
 * "Receipts"): what YooKassa refuses, it refuses, as 400 invalid_request naming the parameter.
 */

const amountField = z.object({
  value: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  currency: z.string().length(3),
});

// A whole or fractional count, at most 99999.999 and three decimals (YooKassa's own receipts' limit).
const quantityField = z
  .union([
    z.number(),
    z
      .string()
      .regex(/^\d{1,5}(\.\d{1,3})?$/)
      .transform(Number),
  ])
  .refine((quantity) => quantity > 0 && quantity <= 99_999.999 && Math.round(quantity * 1000) === quantity * 1000, {
    message: "Invalid quantity",
  });

const receiptItem = z.object({
  description: z.string().min(1).max(RECEIPT_DESCRIPTION_MAX),
  quantity: quantityField,
  amount: amountField,
  vat_code: z
    .number()
    .int()
    .refine((code) => (RU_VAT_CODES as readonly number[]).includes(code)),
  payment_subject: z.enum(RU_PAYMENT_SUBJECTS),
  payment_mode: z.enum(PAYMENT_MODES),
  measure: z.enum(MEASURES).optional(),
});

const receiptField = z.object({
  customer: z
    .object({
      full_name: z.string().min(1).max(256).optional(),
      inn: z
        .string()
        .regex(/^(\d{10}|\d{12})$/)
        .optional(),
      email: z
        .string()
        .regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/)
        .optional(),
      // ITU-T E.164 digits without the "+", e.g. 79000000000.
      phone: z
        .string()
        .regex(/^\d{7,15}$/)
        .optional(),
    })
    .optional(),
  items: z.array(receiptItem).min(1).max(RECEIPT_ITEMS_MAX),
  tax_system_code: z.number().int().min(1).max(6).optional(),
});

export type SandboxReceipt = z.output<typeof receiptField>;

/** YooKassa's words for a receipt it will not take (its error's description). */
const MISSING = "Receipt is missing or illegal";

/** `receipt.items[0].vat_code`: a zod path as the error's parameter. */
function parameterOf(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (name, part) => (typeof part === "number" ? `${name}[${part}]` : `${name}.${String(part)}`),
    "receipt",
  );
}

/** The receipt as the face keeps it, or the refusal YooKassa gives a payment with this one. */
export function checkReceipt(
  raw: unknown,
  amount: Money,
): { ok: true; receipt: SandboxReceipt } | { ok: false; description: string; parameter: string } {
  if (raw === undefined || raw === null) return { ok: false, description: MISSING, parameter: "receipt" };
  const parsed = receiptField.safeParse(raw);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, description: MISSING, parameter: parameterOf(issue?.path ?? []) };
  }
  const receipt = parsed.data;
  if (!receipt.customer?.email && !receipt.customer?.phone)
    return { ok: false, description: "Receipt customer email or phone is required", parameter: "receipt.customer" };
  let total = 0;
  for (const [index, item] of receipt.items.entries()) {
    const price = fromAmount(item.amount);
    if (!price || price.currency !== amount.currency)
      return { ok: false, description: MISSING, parameter: `receipt.items[${index}].amount` };
    total += Math.round(price.amount * item.quantity);
  }
  if (total !== amount.amount)
    return {
      ok: false,
      description: "The sum of the receipt's items differs from the payment's amount",
      parameter: "receipt.items",
    };
  return { ok: true, receipt };
}
