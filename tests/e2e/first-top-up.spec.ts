import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";
import { calendarDay, formatCalendarDay } from "../../core/orders/order-date";

/** The account of these tests: found by the sandbox player check, in Indonesia's zone. */
const ACCOUNT = { userId: "323456789", zoneId: "2001", region: "ID" };

/** Today on Jakarta's clock as the warning writes it: 23.11.2026. */
const jakartaToday = () => formatCalendarDay(calendarDay(new Date(), "Asia/Jakarta"));

/** On the game page: the account, its confirmation, the 50 + 5 first-top-up pack and a card. */
async function choosePack(page: Page) {
  await page.goto("/mobile-legends", { waitUntil: "networkidle" });
  await typeAccount(page, ACCOUNT);
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
  await page.locator('[data-sku="ml-first-50"]').click();
  await page.getByText("Kartu debit/kredit", { exact: true }).click();
}

test("a phone buyer who had the first-top-up pack is warned before buying it again, and Buy needs 'Saya mengerti'", async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });

  // The first purchase of the pack for this account: no warning, paid by card.
  await choosePack(page);
  await expect(page.getByTestId("buy-total")).toHaveText(/^Rp/);
  await expect(page.getByTestId("first-top-up-repeat")).toHaveCount(0);
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("order-summary").getByTestId("first-top-up-repeat")).toHaveCount(0);
  // The summary says what the pack brings on a first top-up: the 50 + 5 Diamond and the publisher's +50.
  await expect(page.getByTestId("order-summary")).toContainText("Mobile Legends: Bang Bang: 55 Diamond");
  await expect(page.getByTestId("summary-first-top-up")).toHaveText("Top up pertama: +50");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
  await page.getByLabel("Nomor kartu").fill("4111 1111 1111 1111");
  await page.getByLabel("Masa berlaku (BB/TT)").fill("1230");
  await page.getByLabel("CVV", { exact: true }).fill("123");
  await page.getByLabel("Nama pemegang kartu").fill("Putri Ayu");
  await page.getByTestId("pay").click();
  await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });

  // Again for the same ID: the warning, with the day of the paid order and what this one brings.
  await choosePack(page);
  const warning = page.getByTestId("first-top-up-repeat");
  await expect(warning).toContainText(
    `Akun ini sudah pernah membeli paket ini di Kupi (${jakartaToday()}). Bonus top up pertama hanya diberikan sekali, jadi Anda akan menerima 55 Diamond tanpa bonus.`,
  );
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("order-summary")).toHaveCount(0);
  await expect(warning).toContainText("Centang “Saya mengerti” untuk melanjutkan.");
  await expect(warning).toBeInViewport();

  await warning.getByLabel("Saya mengerti").check();
  await page.getByTestId("buy").click();
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("first-top-up-repeat")).toBeVisible();
  // This time no bonus is promised: the 55 Diamond alone.
  await expect(summary.getByTestId("summary-first-top-up")).toHaveCount(0);
  await expect(summary.getByLabel("Saya mengerti")).toBeChecked();
  await summary.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId("order-status")).toContainText("Menunggu pembayaran");
});
