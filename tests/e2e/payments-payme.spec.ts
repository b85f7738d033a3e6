import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

/**
 * Payme in the Uzbek market (decision 023), against the sandbox gateway's Payme face: the buyer
 * leaves for Payme's checkout page, pays, and comes back to an order that completes; a failed
 * delivery's refund goes back through Payme (receipts.cancel, then Payme's CancelTransaction).
 */
test("a buyer in /uz pays with Payme at the sandbox and the order completes", async ({ page }) => {
  test.setTimeout(60_000);
  await page.goto("/uz/free-fire", { waitUntil: "networkidle" });
  await typeAccount(page, { playerId: "412345678" });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.locator('input[name="confirmation"]').check();
  await page.locator('[data-sku="ff-140"]').click();
  await page.getByText("Payme", { exact: true }).click();
  await page.getByTestId("buy").click();
  await page.getByTestId("place-order").click();

  await expect(page).toHaveURL(/\/uz\/card-payment\/[0-9a-f-]{36}$/);
  const orderPage = page.url();
  await page.getByTestId("pay").click();
  // Payme's checkout (the sandbox's face): the amount in so'm, in Uzbek, with the test banner.
  await expect(page.locator("button.pay")).toHaveText("To'lash");
  await expect(page.locator("body")).toContainText("so'm");
  await page.locator("button.pay").click();
  // Back from Payme, paid: the thank-you page, which follows the order until it is delivered.
  await expect(page).toHaveURL(new RegExp(`/uz/thank\\?order=${orderPage.split("/").pop()}$`), { timeout: 15_000 });
  await expect(page.getByTestId("order-status")).toContainText("Bajarildi", { timeout: 20_000 });
});

test("a failed delivery paid with Payme is refunded through Payme", async ({ page }) => {
  test.setTimeout(60_000);
  const created = await page.request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-payme-refund-${Date.now()}`, locale: "uz" },
    // The sandbox supplier fails for good for an account ending in 5555.
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "412345555" },
      confirmed: true,
      paymentMethod: "payme",
    },
  });
  expect(created.status()).toBe(201);
  const { paymentPage } = (await created.json()) as { paymentPage: string };
  await page.goto(paymentPage);
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/uz\/thank\?order=/, { timeout: 15_000 });
  await page.goto(paymentPage);
  await expect(page.getByTestId("order-status")).toContainText("Yetkazilmadi", { timeout: 20_000 });
  await page.getByTestId("refund-choice").getByRole("button", { name: "To'lov usuliga qaytarish" }).click();
  await expect(page.getByTestId("order-status")).toContainText("Bekor qilindi", { timeout: 20_000 });
  await expect(page.getByTestId("refund-status")).toBeVisible();
});
