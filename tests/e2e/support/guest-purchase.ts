import type { Page } from "@playwright/test";
import { expect } from "./test";
import { typeAccount } from "./account-form";

/**
 * A guest on the Indonesian Mobile Legends page: a found player, the ID confirmed, `sku` and
 * `method` chosen, Buy pressed; the order's summary is open, ready for "place order".
 */
export async function chooseMobileLegends(page: Page, sku: string, method: string) {
  await page.goto("/mobile-legends", { waitUntil: "networkidle" });
  await buyOnMobileLegendsPage(page, sku, method);
}

/** The same steps on the Mobile Legends page already open (reached some other way). */
export async function buyOnMobileLegendsPage(page: Page, sku: string, method: string) {
  await typeAccount(page, { userId: "123456789", zoneId: "2001", region: "ID" });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
  await page.locator(`[data-sku="${sku}"]`).click();
  await page.getByText(method, { exact: true }).click();
  await page.getByTestId("buy").click();
}
