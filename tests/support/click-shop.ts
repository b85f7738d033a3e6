import { createHash } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { expect } from "vitest";
import { clickSignString, clickTime } from "../../adapters/payments/click-protocol";
import { providerTransactions } from "../../adapters/db/schema";
import { CLICK_KEYS, type CheckoutHarness } from "./checkout-harness";

/** The fields of a SHOP API call a test may leave out, to see the shop refuse it. */
export type ClickCallField =
  | "click_trans_id"
  | "service_id"
  | "click_paydoc_id"
  | "merchant_trans_id"
  | "merchant_prepare_id"
  | "amount"
  | "action"
  | "error"
  | "error_note"
  | "sign_time"
  | "sign_string";

export interface ClickCall {
  clickTransId: string;
  paymentId: string;
  amount: string;
  prepareId?: string;
  error?: string;
  /** A forged sign_string instead of the one Click would compute. */
  sign?: string;
  /** A field Click always sends, left out of the call. */
  omit?: ClickCallField;
}

/**
 * A shop with Click (tests/support/checkout-harness.ts) as Click's tests drive it: an Uzbek buyer's
 * order, the buttons of the gateway's Click page, SHOP API calls signed here as Click signs them, and
 * the Merchant API's Auth header built the documented way, independently of the client. The harness
 * is asked for at each call, as a suite starts it in beforeAll.
 */
export function clickShop(harness: () => CheckoutHarness, playerPrefix: string) {
  let keys = 0;
  let players = 0;

  /** An Uzbek buyer's order paid with Click; its first attempt started (the gateway's page exists). */
  async function order(
    playerId = `${playerPrefix}${String(++players).padStart(3, "0")}`,
    product = "ff-140",
  ): Promise<{ id: string; paymentId: string; total: number; payUrl: string }> {
    const created = await harness().post(
      "/orders",
      { game: "free-fire", product, account: { playerId }, confirmed: true, paymentMethod: "click" },
      { "idempotency-key": `click-${playerPrefix}-${++keys}-${Date.now()}`, locale: "uz" },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    const pay = await harness().post(`/orders/public/${data.id}/pay`, {});
    const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
    const row = await harness().orderRow(data.id);
    expect(row.currency).toBe("UZS");
    return { id: data.id, paymentId: `${row.number}-1`, total: row.total, payUrl: redirectUrl };
  }

  /** The buyer presses a button on the gateway's Click page. */
  async function atClick(payUrl: string, action: "pay" | "fail" | "cancel"): Promise<void> {
    const page = await (await fetch(payUrl)).text();
    const form = /<form method="post" action="([^"]+)"><input type="hidden" name="action" value="pay">/.exec(page);
    const token = /name="form_token" value="([^"]+)"/.exec(page)?.[1];
    if (!form?.[1] || !token) throw new Error("Click's page has no payment form");
    const answer = await fetch(new URL(form[1], payUrl), {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action, form_token: token, lang: "uz" }),
    });
    expect(answer.status).toBe(303);
  }

  /** A SHOP API call signed as Click signs it (or with `sign` given, forged). */
  async function call(kind: "prepare" | "complete", fields: ClickCall): Promise<Record<string, unknown>> {
    const callback = {
      click_trans_id: fields.clickTransId,
      service_id: CLICK_KEYS.serviceId,
      click_paydoc_id: String(Number(fields.clickTransId) + 7),
      merchant_trans_id: fields.paymentId,
      ...(kind === "complete" ? { merchant_prepare_id: fields.prepareId ?? fields.clickTransId } : {}),
      amount: fields.amount,
      action: kind === "prepare" ? "0" : "1",
      error: fields.error ?? "0",
      error_note: fields.error && fields.error !== "0" ? "Payment failed" : "Success",
      sign_time: clickTime(new Date()),
    };
    const signed: Record<string, string> = {
      ...callback,
      sign_string: fields.sign ?? clickSignString(callback, CLICK_KEYS.secretKey),
    };
    if (fields.omit) delete signed[fields.omit];
    const response = await fetch(`${harness().base}/backend/api/payments/click/${kind}`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams(signed).toString(),
    });
    expect(response.status).toBe(200);
    return (await response.json()) as Record<string, unknown>;
  }

  /** The Click transactions the shop keeps for an attempt. */
  const transactionsOf = (paymentId: string) =>
    harness()
      .database.db.select()
      .from(providerTransactions)
      .where(and(eq(providerTransactions.provider, "click"), eq(providerTransactions.paymentId, paymentId)));

  return { order, atClick, call, transactionsOf };
}

/** The Merchant API's Auth header, built the documented way: sha1(timestamp + secret_key). */
export function clickAuthHeader(): string {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const digest = createHash("sha1").update(`${timestamp}${CLICK_KEYS.secretKey}`).digest("hex");
  return `${CLICK_KEYS.merchantUserId}:${digest}:${timestamp}`;
}

/** The headers Click's Merchant API requires on every call (Merchant – Request, "Required headers"). */
export function clickMerchantHeaders(): Record<string, string> {
  return { accept: "application/json", "content-type": "application/json", auth: clickAuthHeader() };
}
