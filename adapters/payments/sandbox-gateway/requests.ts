import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Money } from "../../../core/money";
import { isCurrency, parseGrossAmount } from "../midtrans-protocol";

/** Request pieces Snap and the Core API charge share, validated as Midtrans validates them. */

const amountField = z.union([z.number(), z.string()]);

export const transactionDetails = z.object({
  // Midtrans allows letters, digits, "-", "_", "~" and "." in an order_id of up to 50 characters.
  order_id: z
    .string()
    .min(1)
    .max(50)
    .regex(/^[A-Za-z0-9\-_.~]+$/),
  gross_amount: amountField,
  currency: z.string().optional(),
});

export const itemDetails = z
  .array(
    z.object({
      id: z.string().optional(),
      price: amountField,
      quantity: z.number().int().positive(),
      name: z.string().min(1).max(50),
    }),
  )
  .optional();

/**
 * Reads transaction_details and item_details the way Midtrans checks them: a positive amount in a
 * supported currency, equal to the sum of the items when items are given. Error texts or Money.
 */
export function readAmount(
  details: z.infer<typeof transactionDetails>,
  items: z.infer<typeof itemDetails>,
): { amount: Money } | { errors: string[] } {
  const currency: string = details.currency ?? "IDR";
  if (!isCurrency(currency)) return { errors: [`transaction_details.currency ${currency} is not supported`] };
  const amount = parseGrossAmount(details.gross_amount, currency);
  if (!amount || amount.amount <= 0) return { errors: ["transaction_details.gross_amount is invalid"] };
  if (items && items.length > 0) {
    let sum = 0;
    for (const item of items) {
      const price = parseGrossAmount(item.price, currency);
      if (!price) return { errors: ["item_details.price is invalid"] };
      sum += price.amount * item.quantity;
    }
    if (!Number.isSafeInteger(sum) || sum !== amount.amount) {
      return { errors: ["transaction_details.gross_amount is not equal to the sum of item_details"] };
    }
  }
  return { amount };
}

/** Compares a form's token with the transaction's in constant time. */
export function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}
