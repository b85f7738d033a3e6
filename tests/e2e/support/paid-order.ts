import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { signedInToken } from "./session";
import { expect } from "./test";

/**
 * A signed-in buyer's Free Fire order (140 Diamond, Rp 20.140 by QRIS) for `playerId`, paid at the
 * sandbox gateway in the buyer's own browser; back on the shop when this returns. The sandbox
 * supplier then delivers, or fails: IDs ending 5555 for good, 4444 on the first purchase only.
 */
export async function paidQrisOrder(
  browser: Browser,
  buyerName: string,
  order: { playerId: string; email?: string },
): Promise<{ id: string; number: string; buyer: BrowserContext; buyerPage: Page }> {
  const token = await signedInToken(buyerName);
  const buyer = await browser.newContext();
  await buyer.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
  const buyerPage = await buyer.newPage();
  const body = await qrisOrder(buyerPage.request, { ...order, token });
  await buyerPage.goto(body.paymentPage, { waitUntil: "networkidle" });
  await payQrisAtGateway(buyerPage, body.data.id);
  return { id: body.data.id, number: body.data.number, buyer, buyerPage };
}

/**
 * A Free Fire order (140 Diamond by QRIS) for `playerId`, created as the game page creates it and
 * left unpaid: a guest's, or the buyer's whose `token` is given.
 */
export async function qrisOrder(
  request: APIRequestContext,
  order: { playerId: string; email?: string; token?: string },
): Promise<{ data: { id: string; number: string }; paymentPage: string }> {
  const created = await request.post("/backend/api/orders", {
    headers: {
      "idempotency-key": `e2e-qris-${order.playerId}-${Date.now()}`,
      ...(order.token ? { authorization: `Bearer ${order.token}` } : {}),
    },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: order.playerId },
      confirmed: true,
      paymentMethod: "qris",
      ...(order.email ? { email: order.email } : {}),
    },
  });
  expect(created.status()).toBe(201);
  return (await created.json()) as { data: { id: string; number: string }; paymentPage: string };
}

/** On a QRIS order's payment page: Pay, paid at the sandbox gateway, and back on the shop. */
export async function payQrisAtGateway(page: Page, orderId: string) {
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  // Back from the gateway on the shop (its order page, as the delivery may already have failed).
  await expect(page).toHaveURL(new RegExp(`${orderId}|/thank\\?order=`), { timeout: 15_000 });
}
