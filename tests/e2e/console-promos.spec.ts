import type { Page } from "@playwright/test";
import { signInAsOperator } from "./support/admin-sign-in";
import { typeAccount } from "./support/account-form";
import { expect, test } from "./support/test";

const rp = (text: string) => text.replace(/Rp /g, "Rp\u00a0");

/** A guest on the Mobile Legends page with a found player and 296 Diamonds (Rp 80.000) chosen, typing `code`. */
async function mobileLegendsWithCode(page: Page, userId: string, code: string) {
  await page.goto("/mobile-legends", { waitUntil: "networkidle" });
  await typeAccount(page, { userId, zoneId: "2001", region: "ID" });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
  await page.locator('[data-sku="ml-296"]').click();
  await page.getByLabel("Promo").fill(code);
}

test.describe("console promotions", () => {
  test("a manager makes a code in the console; a buyer pays with it; its redemptions show the order; paused, checkout refuses it", async ({
    page,
    browser,
  }) => {
    // Two browsers, a sign-in, a purchase and a payment: longer than one page's default.
    test.setTimeout(120_000);
    await signInAsOperator(page, "Manajer Promo Konsol", "manager");
    await page.getByRole("link", { name: "Kode promo" }).click();
    await expect(page).toHaveURL(/\/admin\/promos$/);
    await page.getByTestId("promo-create-open").click();
    await page.locator("#promo-code").fill("konsol15");
    await page.getByTestId("promo-kind-percent").check();
    await page.locator("#promo-percent").fill("15");
    await page.locator("#promo-game").selectOption("mobile-legends");
    await page.locator("#promo-global").fill("100");
    await page.getByTestId("promo-save").click();
    await expect(page).toHaveURL(/\/admin\/promos\/KONSOL15\?created=1$/);
    await expect(page.getByTestId("promo-done")).toHaveText("Kode KONSOL15 dibuat dan aktif.");
    await expect(page.getByTestId("promo-state")).toHaveText("Aktif");
    await expect(page.getByTestId("promo-used")).toHaveText("0 dari 100");

    // The buyer is a guest in their own browser.
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await mobileLegendsWithCode(buyer, "318765432", "konsol15");
    await expect(buyer.locator("#promo-code-status")).toHaveText(rp("Kode promo dipakai: hemat Rp 12.000."));
    await buyer.getByText("Kartu debit/kredit", { exact: true }).click();
    // Rp 80.000 - 15% = Rp 68.000, plus the card fee (Rp 2.000 + 2.9% = Rp 3.972).
    await expect(buyer.getByTestId("buy-total")).toHaveText(rp("Rp 71.972"));
    await buyer.getByTestId("buy").click();
    await expect(buyer.getByTestId("order-summary").getByTestId("quote-lines")).toContainText("Kode promo KONSOL15");
    await buyer.getByTestId("place-order").click();
    await expect(buyer).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
    const number = await buyer.getByTestId("order-number").innerText();
    await buyer.getByLabel("Nomor kartu").fill("4111 1111 1111 1111");
    await buyer.getByLabel("Masa berlaku (BB/TT)").fill("1230");
    await buyer.getByLabel("CVV", { exact: true }).fill("123");
    await buyer.getByLabel("Nama pemegang kartu").fill("Putri Ayu");
    await buyer.getByTestId("pay").click();
    await expect(buyer).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });

    // The console: the paid order among the code's redemptions, with its discount, linking to the order.
    await page.reload();
    await expect(page.getByTestId("promo-used")).toHaveText("1 dari 100");
    const redemption = page.getByTestId("promo-redemption");
    await expect(redemption).toHaveCount(1);
    await expect(redemption).toContainText(number);
    await expect(redemption).toContainText(rp("Rp 12.000"));
    await expect(redemption.getByRole("link", { name: number })).toHaveAttribute(
      "href",
      /\/admin\/orders\/[0-9a-f-]{36}$/,
    );

    // Paused from the list: checkout refuses the code with the buyer's usual message.
    await page.getByRole("link", { name: "Semua kode promo" }).click();
    const row = page.locator('[data-testid="promo-row"][data-code="KONSOL15"]');
    await row.getByTestId("promo-toggle").click();
    await expect(page.getByTestId("promo-done")).toHaveText("Kode dijeda: checkout menolaknya sampai diaktifkan lagi.");
    await expect(row.getByTestId("promo-state")).toHaveText("Dijeda");
    await mobileLegendsWithCode(buyer, "318765433", "KONSOL15");
    await expect(buyer.locator("#promo-code-status")).toHaveText("Kode promosi tidak valid");
    await buyerContext.close();
  });
});
