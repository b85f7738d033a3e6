import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import { expect, test } from "./support/test";
import { openDatabase } from "../../adapters/db/database";
import { createLedgerStore } from "../../adapters/db/wallet/ledger-store";
import { users } from "../../adapters/db/schema";
import { money } from "../../core/money";
import { createWallet } from "../../core/wallet/wallet";
import { typeAccount } from "./support/account-form";
import { e2eDatabaseUrl } from "./support/server";

/**
 * What the buyer is told before Bayar is what the order then does: the nickname confirmed on the
 * page is the order's, a publisher's limit is said on the item and before Buy now, and the balance
 * choices offer only what the buyer has, each on its own.
 */

const rp = (text: string) => text.replace(/Rp /g, "Rp\u00a0");

test("the nickname the player check shows is the one the order keeps, the region filled in by the check", async ({
  page,
}) => {
  await page.goto("/mobile-legends", { waitUntil: "networkidle" });
  // The buyer types the IDs only: the check names the player and chooses the account's region.
  await typeAccount(page, { userId: "123456789", zoneId: "2345" });
  const found = page.getByTestId("player-found");
  await expect(found).toHaveText(/^Pemain: \S+$/);
  await expect(page.getByTestId("region-from-lookup")).toBeVisible();
  const nickname = (await found.textContent())!.replace("Pemain: ", "");
  await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
  await page.locator('[data-sku="ml-296"]').click();
  await page.getByText("QRIS", { exact: true }).click();
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("order-summary")).toContainText(nickname);
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\//);
  await expect(page.locator(".order-facts")).toContainText(`(2345) · Indonesia · ${nickname}`);
});

/** On Honor of Kings' page: a player's account, confirmed, with the weekly card chosen. */
async function chooseWeeklyCard(page: Page, playerId: string) {
  await page.goto("/honor-of-kings", { waitUntil: "networkidle" });
  await typeAccount(page, { playerId });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.locator('input[name="confirmation"]').check();
  await page.getByRole("tab", { name: "Membership" }).click();
  await page.locator('[data-sku="hok-weekly-card"]').click();
  await page.getByText("QRIS", { exact: true }).click();
}

test("Honor of Kings' weekly card says its limit on the tile and, once the account has one, before Buy now", async ({
  page,
}) => {
  await page.goto("/honor-of-kings", { waitUntil: "networkidle" });
  await page.getByRole("tab", { name: "Membership" }).click();
  await expect(page.locator('[data-sku="hok-weekly-card"]').getByTestId("purchase-limit")).toHaveText(
    "1× per minggu per akun · Tidak bisa dibeli lagi selama masih aktif",
  );

  // The first card for this account: nothing stands in the way, and the summary says the limit.
  await chooseWeeklyCard(page, "5566778812");
  await page.getByTestId("buy").click();
  const summary = page.getByTestId("order-summary");
  await expect(summary.getByTestId("purchase-limit")).toHaveText(
    "1× per minggu per akun · Tidak bisa dibeli lagi selama masih aktif",
  );
  await expect(summary.getByTestId("purchase-limit-reached")).toHaveCount(0);
  await summary.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\//);
  const orderPage = page.url();
  // An unpaid card blocks nobody: the same account is still free to choose it.
  await chooseWeeklyCard(page, "5566778812");
  await expect(page.locator('[data-sku="hok-weekly-card"]')).toHaveClass(/product-card--selected/);
  await expect(page.getByTestId("buy-total")).toBeVisible();
  await expect(page.getByTestId("purchase-limit-reached")).toHaveCount(0);

  // Paid, it counts: the next try is told at once, not by a refusal after Bayar.
  await page.goto(orderPage);
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/(thank|card-payment)/, { timeout: 15_000 });
  await chooseWeeklyCard(page, "5566778812");
  const reached = page.getByTestId("purchase-limit-reached");
  await expect(reached).toHaveText(
    "Akun ini belum bisa membeli item ini sekarang: Item ini hanya bisa dibeli 1 kali per minggu untuk satu akun game.",
  );
  await page.getByTestId("buy").click();
  await expect(page.getByTestId("order-summary")).toHaveCount(0);
  await expect(reached).toBeInViewport();
  // Another account is free to buy it.
  await chooseWeeklyCard(page, "5566778813");
  await expect(page.getByTestId("purchase-limit-reached")).toHaveCount(0);
});

/** Balances credited straight into the ledger, as earlier orders and a refund would. */
async function giveBalances(name: string, balances: { cashback?: number; gold?: number }) {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    const [user] = await handle.db.select().from(users).where(eq(users.displayName, name));
    const wallet = createWallet(createLedgerStore(handle.db));
    if (balances.cashback)
      await wallet.accrueCashback({
        userId: user!.id,
        amount: money(balances.cashback, "IDR"),
        reference: `e2e:${user!.id}:kupicoins`,
      });
    if (balances.gold)
      await wallet.creditGold({
        userId: user!.id,
        amount: money(balances.gold, "IDR"),
        reference: `e2e:${user!.id}:gold`,
      });
  } finally {
    await handle.close();
  }
}

test("a buyer with KupiCoins and no gold is offered KupiCoins alone; with gold too, each is its own choice", async ({
  page,
}) => {
  await page.goto("/free-fire", { waitUntil: "networkidle" });
  await page.getByTestId("sign-in").click();
  await page.getByTestId("test-sign-in").click();
  await page.getByLabel("Nama").fill("Dewi Lestari");
  await page.getByRole("button", { name: "Masuk" }).click();
  await expect(page).toHaveURL(/\/free-fire$/);
  await giveBalances("Dewi Lestari", { cashback: 50_000 });

  const toSummary = async () => {
    await page.reload({ waitUntil: "networkidle" });
    await typeAccount(page, { playerId: "312345678" });
    await expect(page.getByTestId("player-found")).toBeVisible();
    await page.locator('input[name="confirmation"]').check();
    await page.locator('[data-sku="ff-140"]').click();
    await page.getByText("QRIS", { exact: true }).click();
    await page.getByTestId("buy").click();
    return page.getByTestId("order-summary");
  };
  let summary = await toSummary();
  const lines = summary.getByTestId("quote-lines");
  await expect(lines).toBeVisible();
  const price = Number((await lines.locator("dd").first().textContent())!.replace(/\D/g, ""));
  const cap = Math.floor((price * 15) / 100);
  await expect(summary.getByTestId("use-kupicoins").locator("xpath=..")).toHaveText(
    rp(`Pakai KupiCoins: hingga Rp ${cap.toLocaleString("id-ID")} (maks. 15% dari pesanan)`),
  );
  // No gold, so no word of it: not "dan gold hingga Rp 0".
  await expect(summary.getByTestId("use-gold")).toHaveCount(0);
  await expect(summary).not.toContainText(/gold/i);

  await giveBalances("Dewi Lestari", { gold: 5_000 });
  summary = await toSummary();
  await expect(summary.getByTestId("use-gold").locator("xpath=..")).toHaveText(rp("Pakai gold: hingga Rp 5.000"));
  // Gold alone: the KupiCoins stay for later.
  await summary.getByTestId("use-gold").check();
  await expect(summary.getByTestId("quote-lines")).toContainText(rp("Saldo gold dipakai− Rp 5.000"));
  await expect(summary.getByTestId("quote-lines")).not.toContainText("KupiCoins dipakai");
  await expect(summary.getByTestId("use-kupicoins")).not.toBeChecked();
  await summary.getByTestId("use-kupicoins").check();
  await expect(summary.getByTestId("quote-lines")).toContainText(rp(`− Rp ${cap.toLocaleString("id-ID")}`));
});
