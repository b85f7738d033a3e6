import type { APIRequestContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { startLateProviderShop } from "./support/late-provider-shop";

/**
 * Back from the payment provider, whichever it is: until the provider's answer is known the order's
 * page says it waits for that answer and offers no Pay (the buyer just paid); once paid, the
 * thank-you page follows the order (what was bought, the amount, where it is now); a payment that
 * was not made offers Pay again. Against a shop whose sandbox providers answer seconds after the
 * buyer is back (support/late-provider-shop.ts), so the moment in between is seen.
 */

let shop: Awaited<ReturnType<typeof startLateProviderShop>>;

test.beforeAll(async () => {
  test.setTimeout(90_000);
  shop = await startLateProviderShop();
});

test.afterAll(async () => {
  await shop?.stop();
});

/** Each provider's market, method, the words of its page, and the buttons of its sandbox page. */
const PROVIDERS = [
  {
    name: "Midtrans (QRIS)",
    locale: "id",
    method: "qris",
    prefix: "",
    waiting: "Menunggu konfirmasi pembayaran",
    payStatus: "Menunggu pembayaran",
    complete: "Selesai",
    failed: "Belum dibayar di bank",
    thankTitle: "Terima kasih atas pembelian Anda!",
    later: "Nanti saja",
  },
  {
    name: "YooKassa (SBP)",
    locale: "ru",
    method: "sbp",
    prefix: "/ru",
    waiting: "Ждём подтверждения оплаты",
    payStatus: "Ожидает оплаты",
    complete: "Выполнен",
    failed: "Не оплачен в банке",
    thankTitle: "Спасибо за покупку!",
    later: "Позже",
  },
  {
    name: "Payme",
    locale: "uz",
    method: "payme",
    prefix: "/uz",
    waiting: "To'lov tasdig'i kutilmoqda",
    payStatus: "To'lov kutilmoqda",
    complete: "Bajarildi",
    failed: "Bankda to'lanmagan",
    thankTitle: "Xaridingiz uchun rahmat!",
    later: "Keyinroq",
  },
  {
    name: "Click",
    locale: "uz",
    method: "click",
    prefix: "/uz",
    waiting: "To'lov tasdig'i kutilmoqda",
    payStatus: "To'lov kutilmoqda",
    complete: "Bajarildi",
    failed: "Bankda to'lanmagan",
    thankTitle: "Xaridingiz uchun rahmat!",
    later: "Keyinroq",
  },
] as const;

type Provider = (typeof PROVIDERS)[number];

/** A guest's Free Fire order in the provider's market, placed as the game page does; its page and item. */
async function placeOrder(request: APIRequestContext, provider: Provider, playerId = "123456789") {
  const response = await request.post(`${shop.origin}/backend/api/orders`, {
    headers: {
      "idempotency-key": `e2e-return-${provider.method}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
      locale: provider.locale,
    },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId },
      confirmed: true,
      paymentMethod: provider.method,
    },
  });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { paymentPage: string; data: { id: string; product: string } };
  expect(body.paymentPage.startsWith(`${provider.prefix}/card-payment/`)).toBe(true);
  return { url: `${shop.origin}${body.paymentPage}`, id: body.data.id, product: body.data.product };
}

/** Pay on the order's page, then press the sandbox provider's button (pay or fail) on its page. */
async function payAtProvider(page: Page, outcome: "pay" | "fail") {
  await page.getByTestId("pay").click();
  await expect(page).not.toHaveURL(new RegExp(`^${shop.origin}`));
  await page.locator(`button.${outcome}`).click();
  await expect(page).toHaveURL(new RegExp(`^${shop.origin}/`), { timeout: 15_000 });
}

test.describe("back from the payment provider", () => {
  for (const provider of PROVIDERS) {
    test(`${provider.name}: the page waits for the provider's answer, then the thank-you page follows the order`, async ({
      page,
      request,
    }) => {
      test.setTimeout(60_000);
      const order = await placeOrder(request, provider);
      await page.goto(order.url, { waitUntil: "networkidle" });
      await expect(page.getByTestId("order-status")).toContainText(provider.payStatus);
      const total = (await page.getByTestId("order-total").textContent())!;

      await payAtProvider(page, "pay");
      // Right after the return: the order's page, waiting for the provider, with nothing to pay.
      await expect(page).toHaveURL(new RegExp(`${provider.prefix}/card-payment/${order.id}`));
      await expect(page.getByTestId("order-status")).toContainText(provider.waiting);
      await expect(page.getByTestId("order-status")).not.toContainText(provider.payStatus);
      await expect(page.getByTestId("pay")).toHaveCount(0);

      // The provider's answer: paid. The thank-you page says what was bought, for how much, and where it is.
      await expect(page).toHaveURL(new RegExp(`${provider.prefix}/thank\\?order=${order.id}$`), { timeout: 20_000 });
      // (A guest is invited to sign up first.)
      await page.getByRole("button", { name: provider.later }).click();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(provider.thankTitle);
      await expect(page.getByTestId("thank-item")).toContainText(order.product);
      await expect(page.getByTestId("thank-amount")).toHaveText(total);
      await expect(page.getByTestId("order-status")).toContainText(provider.complete, { timeout: 20_000 });
      await expect(page.getByTestId("pay")).toHaveCount(0);
      // Its main action is the order's page.
      await page.getByTestId("thank-order-link").click();
      await expect(page).toHaveURL(order.url);
      await expect(page.getByTestId("order-status")).toContainText(provider.complete);
    });
  }

  test("a delivery that fails after the payment: the thank-you page says so and leads to the refund", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const midtrans = PROVIDERS[0];
    // The sandbox supplier fails player IDs ending in 5555 for good.
    const order = await placeOrder(request, midtrans, "123455555");
    await page.goto(order.url, { waitUntil: "networkidle" });
    await payAtProvider(page, "pay");
    await expect(page.getByTestId("order-status")).toContainText(midtrans.waiting);
    await expect(page).toHaveURL(new RegExp(`/thank\\?order=${order.id}$`), { timeout: 20_000 });
    await expect(page.getByTestId("order-status")).toContainText("Gagal dikirim", { timeout: 20_000 });
    // Not thanked for a purchase that did not arrive.
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pesanan Anda perlu perhatian");
    await expect(page.getByTestId("thank-item")).toContainText(order.product);
    await page.getByRole("link", { name: "Pilih cara pengembalian dana" }).click();
    await expect(page).toHaveURL(order.url);
    await expect(page.getByTestId("refund-choice")).toBeVisible();
  });

  test("a payment refused at the provider: after the wait the order's page offers Pay again", async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const click = PROVIDERS[3];
    const order = await placeOrder(request, click);
    await page.goto(order.url, { waitUntil: "networkidle" });
    await payAtProvider(page, "fail");
    await expect(page.getByTestId("order-status")).toContainText(click.waiting);
    await expect(page.getByTestId("pay")).toHaveCount(0);
    await expect(page.getByTestId("order-status")).toContainText(click.failed, { timeout: 20_000 });
    await expect(page.getByTestId("pay")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Qayta to'lab ko'ring" })).toBeVisible();
  });
});
