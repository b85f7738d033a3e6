import { openDatabase } from "../../adapters/db/database";
import { dayStartIn } from "../../core/admin/console-time";
import { daysBefore } from "../../core/admin/dashboard";
import { calendarDay } from "../../core/orders/order-date";
import { storedOrder } from "../support/stored-order";
import { signInAsOperator } from "./support/admin-sign-in";
import { e2eDatabaseUrl } from "./support/server";
import { expect, test } from "./support/test";

/**
 * The console's one clock (decision 052) as an operator sees it at 1280 px: the orders list and an
 * order's timeline say the zone (Jakarta's, the default) and write every time on it, so an order made
 * at 00:30 WIB is found by the filter for that Jakarta day and listed at 00.30 WIB.
 */
test("the orders list and an order's timeline show times on the shop's clock, with the zone", async ({ page }) => {
  const day = daysBefore(calendarDay(new Date(), "Asia/Jakarta"), 1);
  const createdAt = new Date(dayStartIn(day, "Asia/Jakarta")!.getTime() + 30 * 60_000);
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  const order = await storedOrder(handle.db, {
    game: "free-fire",
    createdAt,
    paidAt: new Date(createdAt.getTime() + 2 * 60_000),
    events: [
      ["awaiting_payment", createdAt],
      ["in_progress", new Date(createdAt.getTime() + 2 * 60_000)],
    ],
  }).finally(() => handle.close());

  await signInAsOperator(page, "Support Jam E2E", "support");
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("console-clock")).toHaveText("WIB (Asia/Jakarta)");

  await page.goto(`/admin/orders?from=${day}&to=${day}`);
  const row = page.getByTestId("order-result").filter({ hasText: order.number });
  await expect(row).toBeVisible();
  const [year, month, date] = day.split("-");
  await expect(row).toContainText(`${date}/${month}/${year}, 00.30 WIB`);
  await expect(page.getByTestId("orders-clock")).toHaveText("Waktu toko: WIB (Asia/Jakarta)");
  await expect(page.getByText("Hari menurut waktu WIB (Asia/Jakarta)").first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
  await page.screenshot({ path: test.info().outputPath("orders-1280.png"), fullPage: true });

  await row.getByRole("link", { name: order.number }).click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(order.number);
  await expect(page.locator("main")).toContainText(`${date}/${month}/${year}, 00.32 WIB`);
  await page.screenshot({ path: test.info().outputPath("order-timeline-1280.png"), fullPage: true });
});
