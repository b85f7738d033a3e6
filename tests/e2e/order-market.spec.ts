import type { APIRequestContext, Page } from "@playwright/test";
import type { PublicOrder } from "../../core/orders/public-order";
import { formatOrderDate } from "../../core/orders/order-date";
import { LOCALE_INFO, languageOf, type Language, type Locale } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { formatMoney, partAsWritten } from "../../core/money";
import { signedInToken } from "./support/session";
import { expect, test } from "./support/test";

/**
 * An order keeps its market. Opened under another language's address, its page shows the
 * order's own currency, the tax and rate of the order's market (in the viewer's words) and the time
 * on the order's market's clock, the same in the server's page and after the browser takes over.
 */

/** A Free Fire order placed in `market` (the API's `locale` header), by a guest or a signed-in buyer. */
async function orderIn(
  request: APIRequestContext,
  market: Locale,
  paymentMethod: string,
  token?: string,
): Promise<PublicOrder> {
  const response = await request.post("/backend/api/orders", {
    headers: {
      locale: market,
      "idempotency-key": `e2e-market-${market}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    data: { game: "free-fire", product: "ff-140", account: { playerId: "123456789" }, confirmed: true, paymentMethod },
  });
  expect(response.status()).toBe(201);
  const order = ((await response.json()) as { data: PublicOrder }).data;
  expect(order.currency).toBe(marketFor(market).currency);
  return order;
}

/** React's complaints that the browser's page differs from the server's. */
function watchHydration(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error" && /hydrat|#418|#423|#425/i.test(message.text())) errors.push(message.text());
  });
  page.on("pageerror", (error) => {
    if (/hydrat|#418|#423|#425/i.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** Free Fire's Diamonds in each language (catalog/games/free-fire.ts). */
const UNIT_WORD: Record<Language, RegExp> = { id: /Diamond/, en: /Diamonds/, ru: /алмаз/, uz: /olmos/ };

/** Where each order is viewed, and the tax line the viewer reads (the order's market's tax, their words). */
// Orders of each market, read in other languages (the e2e shop's sandbox gateway speaks every provider).
const CASES: { market: Locale; method: string; viewer: Locale; tax: string }[] = [
  { market: "uz", method: "click", viewer: "en", tax: "Uzbek VAT (QQS) 12% included" },
  { market: "ru", method: "sbp", viewer: "uz", tax: "Shu jumladan Rossiya QQS (НДС) 22%" },
  { market: "id", method: "qris", viewer: "en", tax: "Indonesian VAT (PPN) 11% included" },
  { market: "id", method: "qris", viewer: "uz", tax: "Shu jumladan Indoneziya QQS (PPN) 11%" },
  { market: "id", method: "qris", viewer: "ru", tax: "В том числе НДС Индонезии (PPN) 11%" },
  { market: "en", method: "card", viewer: "ru", tax: "Без налога с продаж" },
  { market: "en", method: "card", viewer: "id", tax: "Tanpa pajak penjualan" },
  { market: "id", method: "qris", viewer: "id", tax: "Sudah termasuk PPN 11%" },
  // English read in Indonesia: the rupiah market's order, in English words (decision 036).
  { market: "en-id", method: "qris", viewer: "en-id", tax: "Indonesian VAT (PPN) 11% included" },
  { market: "en-id", method: "qris", viewer: "ru", tax: "В том числе НДС Индонезии (PPN) 11%" },
];

for (const { market, method, viewer, tax } of CASES) {
  test(`a ${market} order read in ${viewer} keeps its currency, its tax (${tax}) and its clock`, async ({
    page,
    request,
  }) => {
    const order = await orderIn(request, market, method);
    const hydration = watchHydration(page);
    const prefix = viewer === "id" ? "" : `/${viewer}`;
    await page.goto(`${prefix}/card-payment/${order.id}`, { waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", new RegExp(`^${languageOf(viewer)}`));
    // The order's money in its own currency, written as the viewer's language writes numbers.
    await expect(page.getByTestId("order-total")).toHaveText(
      formatMoney({ amount: order.lines.total, currency: order.currency }, LOCALE_INFO[viewer].iso),
    );
    await expect(page.getByTestId("tax-label")).toHaveText(tax);
    if (marketFor(market).taxRateBps === 0) {
      // No tax, no amount of it: the words alone, never "$0.00".
      expect(order.lines.tax).toBe(0);
      await expect(page.getByTestId("order-tax")).toHaveCount(0);
    } else {
      // The tax part as precise as the total is written: a whole-rouble total's VAT in whole roubles.
      const total = { amount: order.lines.total, currency: order.currency };
      await expect(page.getByTestId("order-tax")).toHaveText(
        formatMoney(
          partAsWritten({ amount: order.lines.tax, currency: order.currency }, total),
          LOCALE_INFO[viewer].iso,
        ),
      );
    }
    // On the order's market's clock (Tashkent, Moscow, Jakarta, New York), not the viewer's.
    await expect(page.getByTestId("order-date")).toHaveText(
      formatOrderDate(order.createdAt, marketFor(market).timeZone),
    );
    if (marketFor(market).timeZone !== marketFor(viewer).timeZone)
      expect(formatOrderDate(order.createdAt, marketFor(market).timeZone)).not.toBe(
        formatOrderDate(order.createdAt, marketFor(viewer).timeZone),
      );
    // The viewer's market's currency appears nowhere in the order's money.
    if (marketFor(viewer).currency !== order.currency)
      await expect(page.getByTestId("quote-lines")).not.toContainText(
        formatMoney({ amount: 100, currency: marketFor(viewer).currency }, LOCALE_INFO[viewer].iso).replace(
          /[\d.,\s\u00a0\u202f]/g,
          "",
        ),
      );
    // The item in the viewer's words: the Free Fire unit as the viewer's language names it.
    await expect(page.locator(".order-facts")).toContainText(UNIT_WORD[languageOf(viewer)]);
    expect(hydration, "the browser's page differs from the server's").toEqual([]);
  });
}

test("the account's order list shows each order on its own market's clock, whatever the page's language", async ({
  browser,
  request,
}) => {
  const token = await signedInToken("Orders in two markets");
  const indonesian = await orderIn(request, "id", "qris", token);
  const american = await orderIn(request, "en", "card", token);
  const context = await browser.newContext();
  try {
    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    const page = await context.newPage();
    const hydration = watchHydration(page);
    await page.goto("/ru/account", { waitUntil: "networkidle" });
    const list = page.getByTestId("orders");
    for (const order of [indonesian, american]) {
      const item = list.locator("li", { hasText: order.number });
      await expect(item).toContainText(formatOrderDate(order.createdAt, marketFor(order.locale as Locale).timeZone));
      await expect(item).toContainText(formatMoney({ amount: order.lines.total, currency: order.currency }, "ru-RU"));
    }
    // Jakarta and New York are half a day apart, and neither is Moscow, the page's market's clock.
    expect(formatOrderDate(indonesian.createdAt, "Asia/Jakarta")).not.toBe(
      formatOrderDate(indonesian.createdAt, "Europe/Moscow"),
    );
    expect(hydration, "the browser's page differs from the server's").toEqual([]);
  } finally {
    await context.close();
  }
});
