import type { APIRequestContext } from "@playwright/test";
import { contrastWithBackground } from "./support/contrast";
import { expect, test } from "./support/test";

/**
 * Click in the Uzbek market (decision 024): the buyer goes from the order's payment page to Click's
 * page (the sandbox gateway's Click face in test mode), pays, and Click's signed Prepare and Complete
 * pay the order, which the sandbox supplier then delivers. A delivery that fails for good is refunded
 * to the payment method, which at Click is a reversal through the Merchant API.
 */

/** An Uzbek buyer's Free Fire order with Click, placed through the API as the game page does. */
async function clickOrder(request: APIRequestContext, playerId: string): Promise<string> {
  const response = await request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-click-${Date.now()}-${Math.random().toString(36).slice(2)}`, locale: "uz" },
    data: { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "click" },
  });
  expect(response.status()).toBe(201);
  const paymentPage = ((await response.json()) as { paymentPage: string }).paymentPage;
  expect(paymentPage).toMatch(/^\/uz\/card-payment\//);
  return paymentPage;
}

test.describe("Click (Uzbekistan)", () => {
  // Each test waits for the queue and the sandbox supplier after the payment; a busy machine is slower.
  test.describe.configure({ timeout: 60_000 });

  test("an Uzbek buyer pays with Click on Click's page; the order is paid and delivered", async ({ page, request }) => {
    const paymentPage = await clickOrder(request, "123456789");
    await page.goto(paymentPage, { waitUntil: "networkidle" });
    await expect(page.getByTestId("order-status")).toContainText("To'lov kutilmoqda");
    await page.getByTestId("pay").click();

    // Click's page: the sum in so'm, the sandbox marking, and the buttons to pay, fail or cancel.
    await expect(page).toHaveURL(/\/click\/services\/pay\?/);
    await expect(page.getByText("Sinov rejimi: haqiqiy pul yechilmaydi")).toBeVisible();
    await expect(page.locator("dd", { hasText: "Click" })).toBeVisible();
    await expect(page.locator("button.fail")).toBeVisible();
    // White on the sandbox's buttons reads at WCAG's 4.5:1 (axe-core found Pay at 3.3:1).
    for (const button of ["button.pay", "button.fail", "button.expire"])
      expect(await contrastWithBackground(page.locator(button).first()), button).toBeGreaterThanOrEqual(4.5);
    await page.locator("button.pay").click();

    await expect(page).toHaveURL(/\/uz\/thank\?order=/, { timeout: 15_000 });
    await page.goto(paymentPage);
    await expect(page.getByTestId("order-status")).toContainText("Bajarildi", { timeout: 20_000 });
  });

  test("a delivery that fails for good is refunded to Click, and the order's page says so", async ({
    page,
    request,
  }) => {
    // The sandbox supplier fails player IDs ending in 5555 for good.
    const paymentPage = await clickOrder(request, "123455555");
    await page.goto(paymentPage, { waitUntil: "networkidle" });
    await page.getByTestId("pay").click();
    await page.locator("button.pay").click();
    await expect(page).toHaveURL(/\/uz\//, { timeout: 15_000 });

    await page.goto(paymentPage);
    await expect(page.getByTestId("order-status")).toContainText("Yetkazilmadi", { timeout: 20_000 });
    const choice = page.getByTestId("refund-choice");
    await choice.getByRole("button", { name: "To'lov usuliga qaytarish" }).click();
    await expect(page.getByTestId("refund-status")).toContainText("to'lov usuliga qaytarildi", { timeout: 15_000 });
  });

  test("a payment that fails at Click leaves the order unpaid; Pay again at Click then pays it", async ({
    page,
    request,
  }) => {
    const paymentPage = await clickOrder(request, "123456780");
    await page.goto(paymentPage, { waitUntil: "networkidle" });
    await page.getByTestId("pay").click();
    await page.locator("button.fail").click();
    await expect(page).toHaveURL(/\/uz\//, { timeout: 15_000 });
    await page.goto(paymentPage);
    await expect(page.getByTestId("order-status")).toContainText("Bankda to'lanmagan", { timeout: 15_000 });
    // A new attempt is a new payment at Click: its own page, its own Prepare and Complete.
    await page.getByTestId("pay").click();
    await expect(page).toHaveURL(/\/click\/services\/pay\?.*transaction_param=[^&]+-2/);
    await page.locator("button.pay").click();
    await expect(page).toHaveURL(/\/uz\/thank\?order=/, { timeout: 15_000 });
  });
});
