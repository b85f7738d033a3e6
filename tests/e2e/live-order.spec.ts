import type { Browser, Page, Request } from "@playwright/test";
import { eq, sql } from "drizzle-orm";
import { openDatabase } from "../../adapters/db/database";
import { orders, sandboxSupplierPurchases } from "../../adapters/db/schema";
import { signInAsOperator } from "./support/admin-sign-in";
import { CARDS, payByCard } from "./support/card-form";
import { paidQrisOrder, payQrisAtGateway } from "./support/paid-order";
import { e2eDatabaseUrl } from "./support/server";
import { expect, test } from "./support/test";

/**
 * The sandbox supplier finishes a purchase it held pending (IDs ending 6666 stay pending): its book
 * says success, and the shop's next status check finds the item delivered. From outside the shop,
 * as the supplier would.
 */
async function supplierDelivers(number: string) {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    await handle.db
      .update(sandboxSupplierPurchases)
      .set({ status: "success", serial: "SBX-LIVE-0001" })
      .where(eq(sandboxSupplierPurchases.reference, `${number}-1`));
  } finally {
    await handle.close();
  }
}

/** Moves an order's payment back in time, as if it had been paid `minutes` ago. */
async function paidMinutesAgo(orderId: string, minutes: number) {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    await handle.db
      .update(orders)
      .set({ paidAt: sql`now() - make_interval(secs => ${minutes * 60})` })
      .where(eq(orders.id, orderId));
  } finally {
    await handle.close();
  }
}

/** The order's page, opened once; every request it makes from then on, and a mark on its document. */
async function watchOrderPage(page: Page, id: string, status = "Sedang diproses") {
  await page.goto(`/card-payment/${id}`, { waitUntil: "networkidle" });
  await expect(page.getByTestId("order-status")).toContainText(status);
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const asked = (ending: string) => () =>
    requests.filter((request) => new URL(request.url()).pathname.endsWith(ending)).map((request) => request.url());
  const sameDocument = () => page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument);
  /** The page's whole data read again (React Router's `.data` reads), and its order's news read. */
  return { pageReads: asked(".data"), newsReads: asked("/news"), sameDocument };
}

/** A guest's Free Fire order for `playerId`, not paid yet: its id and its payment page. */
async function unpaidOrder(page: Page, paymentMethod: string, playerId: string) {
  const created = await page.request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-elsewhere-${playerId}-${Date.now()}` },
    data: { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod },
  });
  expect(created.status()).toBe(201);
  const { data, paymentPage } = (await created.json()) as { data: { id: string }; paymentPage: string };
  return { id: data.id, paymentPage };
}

/**
 * An unpaid order's page open on a laptop (the link copied there), watched from then on, and the same
 * order's payment page open on a phone, where the buyer pays.
 */
async function onTwoDevices(browser: Browser, paymentMethod: string, playerId: string) {
  const laptop = await browser.newContext();
  const page = await laptop.newPage();
  const { id, paymentPage } = await unpaidOrder(page, paymentMethod, playerId);
  // The page waits for a payment nobody has started yet.
  const watched = await watchOrderPage(page, id, "Menunggu pembayaran");
  const phone = await browser.newContext();
  const phonePage = await phone.newPage();
  await phonePage.goto(paymentPage, { waitUntil: "networkidle" });
  return { id, page, watched, phonePage, close: () => Promise.all([laptop.close(), phone.close()]) };
}

test("an open order page turns delivered when the supplier delivers, with no reload and no polling", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const order = await paidQrisOrder(browser, "Lina Live", { playerId: "312346666" });
  const page = order.buyerPage;
  // The page's stream is already open (the page was loaded before the recording started).
  const watched = await watchOrderPage(page, order.id);
  // Notifications are offered while a status is still to come.
  const notify = page.getByRole("button", { name: "Beri tahu saya saat item masuk" });
  await expect(notify).toBeVisible();
  // Longer than the old polling's period (3 s): a poll would have been made by now.
  await page.waitForTimeout(4_000);
  await supplierDelivers(order.number);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 60_000 });
  await expect(page.getByTestId("delivery-serial")).toContainText("SBX-LIVE-0001");
  await expect(page.locator('[data-step="delivered"]')).toHaveAttribute("data-state", "done");
  await expect(notify).toHaveCount(0);
  expect(await watched.sameDocument()).toBe(true);
  expect(watched.pageReads()).toEqual([]);
  expect(watched.newsReads()).toEqual([]);
  await order.buyer.close();
});

test("an order page whose stream breaks reads its news instead, and still turns delivered", async ({ browser }) => {
  test.setTimeout(90_000);
  const order = await paidQrisOrder(browser, "Rudi Cadangan", { playerId: "312356666" });
  const page = order.buyerPage;
  // The stream is cut (a proxy that drops it, a network that refuses it).
  await page.route("**/events", (route) => route.abort());
  const watched = await watchOrderPage(page, order.id);
  await expect.poll(() => watched.newsReads().length, { timeout: 15_000 }).toBeGreaterThan(0);
  await supplierDelivers(order.number);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 60_000 });
  await expect(page.getByTestId("delivery-serial")).toContainText("SBX-LIVE-0001");
  await expect(page.locator('[data-step="delivered"]')).toHaveAttribute("data-state", "done");
  expect(await watched.sameDocument()).toBe(true);
  // The news read stands in for the stream: the page's whole data is never read again.
  expect(watched.pageReads()).toEqual([]);
  await order.buyer.close();
});

test("an order page opened before its buyer pays on another device follows the payment, with no reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { id, page, watched, phonePage, close } = await onTwoDevices(browser, "qris", "312348888");
  await payQrisAtGateway(phonePage, id);

  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 30_000 });
  await expect(page.locator('[data-step="delivered"]')).toHaveAttribute("data-state", "done");
  await expect(page.getByTestId("pay")).toHaveCount(0);
  expect(await watched.sameDocument()).toBe(true);
  expect(watched.pageReads()).toEqual([]);
  expect(watched.newsReads()).toEqual([]);
  await close();
});

test("an order page open while its card is declined on another device says why, then follows the payment", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const { page, watched, phonePage, close } = await onTwoDevices(browser, "card", "312341818");
  await payByCard(phonePage, CARDS.declined);
  await expect(phonePage.getByTestId("order-status")).toContainText("Belum dibayar di bank");

  // Why it failed is the page's own read: read once, in the same document.
  await expect(page.getByTestId("order-status")).toContainText("Belum dibayar di bank", { timeout: 15_000 });
  await expect(page.getByTestId("attempt-note")).toContainText("ditolak bank");
  await expect(page.getByRole("heading", { name: "Coba bayar lagi" })).toBeVisible();
  expect(watched.pageReads()).toHaveLength(1);

  await payByCard(phonePage, CARDS.success);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 30_000 });
  expect(await watched.sameDocument()).toBe(true);
  expect(watched.pageReads()).toHaveLength(1);
  expect(watched.newsReads()).toEqual([]);
  await close();
});

test("an open order page says the gold added when its delivery misses the promise, with no reload", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const order = await paidQrisOrder(browser, "Tepat Janji", { playerId: "312376666" });
  const page = order.buyerPage;
  const watched = await watchOrderPage(page, order.id);
  await expect(page.locator(".promise-note")).toHaveCount(0);

  // Free Fire promises 30 minutes: the order was paid 45 minutes ago, and the supplier still holds it.
  await paidMinutesAgo(order.id, 45);
  // The checkout jobs' sweep grants the gold within seconds; the page hears of it.
  await expect(page.getByTestId("promise-granted")).toContainText(
    "kami menambahkan gold Rp\u00a010.000 ke saldo Anda",
    {
      timeout: 30_000,
    },
  );
  await expect(page.getByTestId("order-status")).toContainText("Sedang diproses");
  expect(await watched.sameDocument()).toBe(true);
  // How much, and to whom, is the page's own read: once.
  expect(watched.pageReads()).toHaveLength(1);
  expect(watched.newsReads()).toEqual([]);
  await order.buyer.close();
});

test("a guest's open order page offers the gold the moment its delivery misses the promise", async ({ browser }) => {
  test.setTimeout(90_000);
  const guest = await browser.newContext();
  const page = await guest.newPage();
  const { id, paymentPage } = await unpaidOrder(page, "qris", "312386666");
  await page.goto(paymentPage, { waitUntil: "networkidle" });
  await payQrisAtGateway(page, id);
  // Free Fire promises 30 minutes: eight seconds of it are left when the page is read.
  await paidMinutesAgo(id, 30 - 8 / 60);
  const watched = await watchOrderPage(page, id);
  await expect(page.getByTestId("promise-offer")).toHaveCount(0);

  await expect(page.getByTestId("promise-offer")).toContainText("Masuk untuk menerima gold Rp\u00a010.000", {
    timeout: 20_000,
  });
  expect(await watched.sameDocument()).toBe(true);
  expect(watched.pageReads()).toHaveLength(1);
  await guest.close();
});

test("a failed order's open page follows support's correction of its game ID to the delivery", async ({ browser }) => {
  test.setTimeout(120_000);
  const order = await paidQrisOrder(browser, "Salah Ketik", { playerId: "312395555" });
  const page = order.buyerPage;
  const watched = await watchOrderPage(page, order.id, "Gagal dikirim");
  await expect(page.getByTestId("refund-choice")).toBeVisible();
  // What may still come is a refund or, after a correction, the item: no promise that it arrives.
  await expect(page.getByRole("button", { name: "Beri tahu saya kabar berikutnya" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Beri tahu saya saat item masuk" })).toHaveCount(0);

  // On a slow link: the order's next news (on its way, then delivered) come while the page still
  // reads what changed.
  await page.route("**/card-payment/*.data*", async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    await route.continue();
  });
  // The buyer wrote to support with the right ID; support corrects it in the console.
  const desk = await browser.newContext();
  const support = await desk.newPage();
  await signInAsOperator(support, "Support Koreksi Langsung", "support");
  await support.goto(`/admin/orders/${order.id}`);
  await support.getByTestId("admin-correct-playerId").fill("312391234");
  await support.getByTestId("admin-correct-reason").fill("pembeli mengirim ID yang benar");
  await support.getByTestId("admin-correct-submit").click();
  await expect(support.getByTestId("admin-correct-form").getByRole("status")).toContainText("312391234");

  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 30_000 });
  await expect(page.getByTestId("order-account-corrected")).toContainText("Tim dukungan memperbaiki akun game");
  await expect(page.getByTestId("refund-choice")).toHaveCount(0);
  expect(await watched.sameDocument()).toBe(true);
  // What changed is the page's own read, once; the news that came meanwhile applied to it.
  expect(watched.pageReads()).toHaveLength(1);
  expect(watched.newsReads()).toEqual([]);
  await Promise.all([order.buyer.close(), desk.close()]);
});

test("a delivered order's page uses a wide screen: its details beside its steps, below them on a phone", async ({
  browser,
}) => {
  test.setTimeout(90_000);
  const order = await paidQrisOrder(browser, "Lebar Layar", { playerId: "312347777" });
  const page = order.buyerPage;
  const boxes = async () => {
    const steps = (await page.getByRole("region", { name: "Perjalanan pesanan" }).boundingBox())!;
    const details = (await page.getByRole("region", { name: "Detail pesanan" }).boundingBox())!;
    return { steps, details };
  };
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto(`/card-payment/${order.id}`);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 30_000 });
  const wide = await boxes();
  // Side by side, both tops on the first screen, the page's width shared rather than half left empty.
  expect(wide.details.x).toBeGreaterThanOrEqual(wide.steps.x + wide.steps.width);
  expect(wide.details.y).toBeLessThan(900);
  expect(wide.details.x + wide.details.width).toBeGreaterThan(1280 * 0.75);

  await page.setViewportSize({ width: 360, height: 780 });
  const narrow = await boxes();
  expect(narrow.details.y).toBeGreaterThanOrEqual(narrow.steps.y + narrow.steps.height);
  expect(narrow.details.x + narrow.details.width).toBeLessThanOrEqual(360);
  await order.buyer.close();
});
