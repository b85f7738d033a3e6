import type { APIRequestContext, Page } from "@playwright/test";
import { createDashboardStore } from "../../adapters/db/admin/dashboard";
import { openDatabase } from "../../adapters/db/database";
import { DEFAULT_SHOP_TIME_ZONE } from "../../core/admin/console-time";
import { createDashboard } from "../../core/admin/dashboard";
import { formatMoney } from "../../core/money";
import { signInAsOperator } from "./support/admin-sign-in";
import { e2eDatabaseUrl } from "./support/server";
import { expect, test } from "./support/test";

interface Period {
  orders: number;
  paidOrders: number;
  paid: { amount: number };
  completed: number;
  supplierFailures: number;
}

/**
 * Today's rupiah numbers as the console's dashboard reckons them, read from the shop's database
 * (other tests of the run buy too): the page then has to show these plus what this test buys.
 */
async function rupiahToday(): Promise<Period> {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    const { currencies } = await createDashboard(createDashboardStore(handle.db))(new Date(), DEFAULT_SHOP_TIME_ZONE);
    return currencies.find((market) => market.currency === "IDR")!.today;
  } finally {
    await handle.close();
  }
}

/** A guest's Free Fire order for `playerId`, paid with QRIS on the gateway's page; its id, number and total. */
async function paidOrder(page: Page, playerId: string) {
  const response = await page.request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-console-${playerId}-${Date.now()}` },
    data: { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "qris" },
  });
  expect(response.status()).toBe(201);
  const { data, paymentPage } = await response.json();
  await page.goto(paymentPage, { waitUntil: "networkidle" });
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  // Back from the gateway: to /thank, or to the order's page when its delivery already failed.
  await expect(page).toHaveURL(/\/thank\?order=|transaction_status=settlement/, { timeout: 15_000 });
  return { id: data.id as string, number: data.number as string, total: data.lines.total as number };
}

/** Waits for the order's delivery to settle as the buyer's order page reads it. */
async function settled(request: APIRequestContext, id: string, status: string) {
  await expect
    .poll(async () => (await (await request.get(`/backend/api/orders/public/${id}`)).json()).data.status, {
      timeout: 20_000,
    })
    .toBe(status);
}

test("an admin sees today's orders on the dashboard and a failed delivery in the queue", async ({ page, browser }) => {
  test.setTimeout(90_000);
  await signInAsOperator(page, "Dini Dasbor", "admin");
  const before = await rupiahToday();

  // A guest buys twice: one delivery succeeds, one the sandbox supplier fails for good (ID ending 5555).
  const buyerContext = await browser.newContext();
  const buyer = await buyerContext.newPage();
  const delivered = await paidOrder(buyer, "312345678");
  const failed = await paidOrder(buyer, "312345555");
  await settled(buyer.request, delivered.id, "complete");
  await settled(buyer.request, failed.id, "delivery_failed");
  await buyerContext.close();

  // The console's home lists both sections; the dashboard counts the two orders on top of the run's others.
  await page.getByRole("link", { name: "Dasbor" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Dasbor" })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
  const rupiah = page.getByTestId("dashboard-IDR");
  const today = (metric: string) => rupiah.getByTestId(`metric-${metric}`).getByTestId("today");
  const paidOrders = before.paidOrders + 2;
  await expect(today("orders")).toHaveText(String(before.orders + 2));
  await expect(today("paid")).toHaveText(
    `${formatMoney({ amount: before.paid.amount + delivered.total + failed.total, currency: "IDR" }, "id-ID")} ${paidOrders} pesanan`,
  );
  // As the shop rounds it: basis points, then a percent to a tenth.
  const rateBps = Math.round(((before.completed + 1) * 10_000) / paidOrders);
  await expect(today("success")).toHaveText(
    new Intl.NumberFormat("id-ID", { style: "percent", maximumFractionDigits: 1 }).format(rateBps / 10_000),
  );
  await expect(today("failures")).toHaveText(String(before.supplierFailures + 1));
  // The chart's numbers for screen readers: today is the last of seven days.
  await expect(rupiah.getByTestId("days").locator("tbody tr")).toHaveCount(7);
  await expect(rupiah.getByTestId("days").locator("tbody tr").last().locator("td").first()).toHaveText(
    String(before.orders + 2),
  );
  await expect(rupiah.getByTestId("delivery-today")).toContainText("free-fire");

  // The queue: the failed delivery, not yet refunded, with its number linking to the order's page.
  await page.goto("/admin/queue");
  const entry = page.getByTestId("queue-deliveryFailed").getByTestId("queue-item").filter({ hasText: failed.number });
  await expect(entry).toBeVisible();
  await expect(entry.getByRole("link", { name: failed.number })).toHaveAttribute("href", `/admin/orders/${failed.id}`);
  // On the console's clock, the shop's time zone (Jakarta's by default), named after the time.
  await expect(entry.getByTestId("queue-since")).toContainText(" WIB");
  await expect(page.getByTestId("queue-item").filter({ hasText: delivered.number })).toHaveCount(0);

  // Usable on a phone: nothing wider than a 360 px screen, in Indonesian and in Russian.
  for (const path of ["/admin/dashboard", "/admin/queue", "/admin/orders", "/ru/admin/dashboard", "/ru/admin/queue"]) {
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width}`,
      ).toBeLessThanOrEqual(width);
      if (path === "/admin/dashboard" && width === 360) {
        // The days' table is wider than the phone: it scrolls in its frame, which a keyboard reaches too.
        const days = page.getByRole("group", { name: "Dibayar per hari, 7 hari terakhir" }).first();
        await days.focus();
        await expect(days).toBeFocused();
        await page.keyboard.press("ArrowRight");
        await expect.poll(() => days.evaluate((frame) => frame.scrollLeft)).toBeGreaterThan(0);
      }
      if (path === "/admin/orders" && width === 360) {
        // The search's nine fields sit two to a row, so the orders found are not a long scroll away.
        const top = async (name: string) => (await page.getByTestId(`filter-${name}`).boundingBox())!.y;
        expect(await top("nickname")).toBe(await top("gameId"));
        expect(await top("email")).toBe(await top("number"));
      }
      const name = `${path.replace(/\//g, "_")}-${width}.png`;
      await page.screenshot({ path: test.info().outputPath(name), fullPage: true });
    }
  }
});
