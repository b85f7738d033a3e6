import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { expect } from "vitest";
import { products } from "../../adapters/db/schema";
import { paymeAuthorization, readCheckoutParams } from "../../adapters/payments/payme-protocol";
import { PAYME_KEYS, type CheckoutHarness } from "./checkout-harness";

/** A Merchant API answer as the tests read it. */
export type PaymeAnswer = {
  id: number;
  result?: Record<string, unknown>;
  error?: { code: number; message: Record<string, string>; data?: string };
};

/** The shop's Merchant API endpoint under the harness. */
export const paymeEndpoint = (shop: CheckoutHarness) => `${shop.base}/backend/api/payments/payme`;

/** A Payme transaction id: 24 hex digits, like Payme's object ids. */
export const paymeTransactionId = () => randomBytes(12).toString("hex");

/** The Account object the shop reads: our attempt id as `order_id`. */
export const paymeAccount = (paymentId: string) => ({ order_id: paymentId });

/**
 * Payme's side of the Merchant API against a harness: its calls as its documentation describes them,
 * and Uzbek orders paid with Payme to call about.
 */
export function paymeCaller(shop: CheckoutHarness) {
  let keys = 0;
  let sequence = 0;

  /** One JSON-RPC call, authorized with `authorization` (Payme's own header by default). */
  async function rpc(
    method: string,
    params: Record<string, unknown>,
    authorization = paymeAuthorization(PAYME_KEYS.key),
  ): Promise<PaymeAnswer> {
    const response = await fetch(paymeEndpoint(shop), {
      method: "POST",
      headers: { "content-type": "application/json", authorization },
      body: JSON.stringify({ jsonrpc: "2.0", id: ++sequence, method, params }),
    });
    // Payme's protocol: every answer, error or not, is HTTP 200.
    expect(response.status).toBe(200);
    return (await response.json()) as PaymeAnswer;
  }

  /** An Uzbek order paid with Payme, its Pay pressed: the attempt id and its amount in tiyin. */
  async function payableOrder(
    playerId: string,
    auth: Record<string, string> = {},
    product = "ff-140",
  ): Promise<{ orderId: string; paymentId: string; tiyin: number; redirectUrl: string }> {
    const placed = await shop.post(
      "/orders",
      { game: "free-fire", product, account: { playerId }, confirmed: true, paymentMethod: "payme" },
      { "idempotency-key": `payme-${++keys}-${Date.now()}`, locale: "uz", ...auth },
    );
    expect(placed.status).toBe(201);
    const orderId = ((await placed.json()) as { data: { id: string } }).data.id;
    const pay = (await (await shop.post(`/orders/public/${orderId}/pay`, {})).json()) as { redirectUrl: string };
    // Everything after the checkout's address: standard base64 may hold a "/".
    const params = readCheckoutParams(new URL(pay.redirectUrl).pathname.replace(/^\/payme\//, ""));
    expect(params?.merchantId).toBe(PAYME_KEYS.merchantId);
    const [attempt] = await shop.attemptsOf(orderId);
    expect(attempt?.currency).toBe("UZS");
    expect(params?.tiyin).toBe(attempt!.amount * 100);
    return { orderId, paymentId: attempt!.id, tiyin: params!.tiyin, redirectUrl: pay.redirectUrl };
  }

  return { rpc, payableOrder };
}

/** Uzbek fiscal codes as the operator sets them: a made-up IKPU of 17 digits, its package code, 12 % VAT. */
export const UZ_FISCAL_CODES = { ikpu: "10399002001000000", packageCode: "1501283", vatPercent: 12 };

/** Gives the product Uzbek fiscal codes, straight into products.fiscal (the console's form is another's). */
export async function setUzFiscalCodes(shop: CheckoutHarness, sku: string): Promise<void> {
  await shop.database.db
    .update(products)
    .set({ fiscal: { uz: UZ_FISCAL_CODES } })
    .where(eq(products.sku, sku));
}
