import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";

/**
 * YooKassa in the Russian market (decision 025), end to end in test mode: the shop's real YooKassa
 * client talks to the sandbox gateway's YooKassa face, whose notifications the shop reads back
 * before it believes them; the sandbox supplier delivers (and fails player IDs ending 5555).
 */

/** A Russian buyer's Free Fire order through the API, as the game page places it: its payment page. */
async function russianOrder(request: APIRequestContext, paymentMethod: "card" | "sbp", playerId: string) {
  const response = await request.post("/backend/api/orders", {
    headers: {
      "idempotency-key": `e2e-yookassa-${paymentMethod}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      locale: "ru",
    },
    data: { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { paymentPage: string; data: { id: string } };
  return { page: body.paymentPage, id: body.data.id };
}

/** From the order's page to YooKassa's (sandbox) page, where the buyer pays; back at the shop. */
async function payAtYooKassa(page: Page, methodText: RegExp): Promise<string> {
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/yookassa\/checkout\//);
  const yookassaPage = page.url();
  await expect(page.getByText("Тестовый режим: без реальных денег")).toBeVisible();
  await expect(page.getByText(methodText)).toBeVisible();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/ru\/(thank|card-payment)/, { timeout: 15_000 });
  return yookassaPage;
}

test.describe("YooKassa (Russia)", () => {
  test("a Russian buyer pays by card and by SBP at YooKassa, in roubles, and each order completes", async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    for (const [method, label, onYooKassa] of [
      ["card", /Visa \/ Mastercard \/ МИР|Банковская карта/, /Банковская карта \(Visa, Mastercard, МИР\)/],
      ["sbp", /СБП/, /СБП \(Система быстрых платежей\)/],
    ] as const) {
      const order = await russianOrder(request, method, "123456789");
      expect(order.page).toMatch(/^\/ru\/card-payment\//);
      await page.goto(order.page, { waitUntil: "networkidle" });
      await expect(page.getByTestId("order-status")).toContainText("Ожидает оплаты");
      await expect(page.getByText(label).first()).toBeVisible();
      await expect(page.getByTestId("order-total")).toContainText("₽");
      await payAtYooKassa(page, onYooKassa);
      await page.goto(order.page);
      await expect(page.getByTestId("order-status")).toContainText("Выполнен", { timeout: 20_000 });
    }
  });

  test("an order's page opened while the buyer pays elsewhere follows the payment without a reload", async ({
    page,
    context,
    request,
  }) => {
    test.setTimeout(60_000);
    const order = await russianOrder(request, "sbp", "123456789");
    await page.goto(order.page, { waitUntil: "networkidle" });
    await page.getByTestId("pay").click();
    await expect(page).toHaveURL(/\/yookassa\/checkout\//);
    const yookassaPage = page.url();
    // The buyer opens the order's link again (from the e-mail, another tab) before paying: not back
    // from YooKassa, the attempt there still open.
    await page.goto(order.page, { waitUntil: "networkidle" });
    await expect(page.getByTestId("order-status")).toContainText("Ожидает оплаты");
    const elsewhere = await context.newPage();
    await elsewhere.goto(yookassaPage);
    await elsewhere.locator("button.pay").click();
    await expect(elsewhere).toHaveURL(/\/ru\/(thank|card-payment)/, { timeout: 15_000 });
    await elsewhere.close();
    await expect(page.getByTestId("order-status")).toContainText("Выполнен", { timeout: 20_000 });
  });

  test("a failed delivery paid by SBP is refunded back through YooKassa", async ({ page, request }) => {
    test.setTimeout(90_000);
    const order = await russianOrder(request, "sbp", "123455555");
    await page.goto(order.page, { waitUntil: "networkidle" });
    const yookassaPage = await payAtYooKassa(page, /^СБП \(Система быстрых платежей\)$/);
    await page.goto(order.page, { waitUntil: "networkidle" });
    await expect(page.getByTestId("order-status")).toContainText("Не доставлен", { timeout: 20_000 });
    await page.getByRole("button", { name: "Вернуть на способ оплаты" }).click();
    const refund = page.getByTestId("refund-status");
    await expect(refund).toContainText("возвращено на способ оплаты", { timeout: 30_000 });
    // At YooKassa (its sandbox page for this payment): the money went back.
    await page.goto(yookassaPage);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Деньги возвращены");
  });
});
