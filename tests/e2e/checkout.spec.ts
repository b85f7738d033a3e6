import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import pg from "pg";
import { typeAccount } from "./support/account-form";
import { CARDS, payByCard } from "./support/card-form";
import { chooseMobileLegends } from "./support/guest-purchase";
import { E2E_PORT, e2eDatabaseUrl } from "./support/server";

const rp = (text: string) => text.replace(/Rp /g, "Rp\u00a0");

/** A promo code the operator created (there is no admin screen yet: straight into the database). */
async function createPromoCode(code: string, percentBps: number) {
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  try {
    await client.query(
      "INSERT INTO promo_codes (code, kind, percent_bps) VALUES ($1, 'percent', $2) ON CONFLICT (code) DO NOTHING",
      [code, percentBps],
    );
  } finally {
    await client.end();
  }
}

/** An order created through the API, as the game page does, to start a test on its payment page. */
async function orderThroughApi(request: APIRequestContext, paymentMethod: string): Promise<string> {
  const response = await request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-${paymentMethod}-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "123456789" },
      confirmed: true,
      paymentMethod,
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { paymentPage: string }).paymentPage;
}

test.describe("checkout", () => {
  test("a new buyer buys Mobile Legends diamonds with a promo code and a 3-D Secure card; the order is in progress", async ({
    page,
  }) => {
    await createPromoCode("HEMAT10", 1_000);
    // Every request the browser sends to the shop, to prove no card number or CVV is among them,
    // and those to the card tokenizer, which gets both.
    const toShop: string[] = [];
    const toTokenizer: URL[] = [];
    page.on("request", (request) => {
      if (request.url().startsWith(`http://127.0.0.1:${E2E_PORT}`))
        toShop.push(`${request.url()} ${request.postData() ?? ""}`);
      else if (new URL(request.url()).pathname === "/v2/token") toTokenizer.push(new URL(request.url()));
    });

    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    await typeAccount(page, { userId: "123456789", zoneId: "2001", region: "ID" });
    await expect(page.getByTestId("player-found")).toBeVisible();
    await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
    await page.locator('[data-sku="ml-296"]').click();
    await page.getByLabel("Promo").fill("hemat10");
    await expect(page.locator("#promo-code-status")).toHaveText(rp("Kode promo dipakai: hemat Rp 8.000."));
    await page.getByText("Kartu debit/kredit", { exact: true }).click();
    // Rp 80.000 - 10% = Rp 72.000, plus the card fee (Rp 2.000 + 2.9% = Rp 4.088).
    await expect(page.getByTestId("buy-total")).toHaveText(rp("Rp 76.088"));
    await page.getByTestId("buy").click();

    const summary = page.getByTestId("order-summary");
    await expect(summary.getByTestId("quote-lines")).toContainText("Kode promo HEMAT10");
    await expect(summary.getByTestId("order-total")).toHaveText(rp("Rp 76.088"));
    await page.getByTestId("place-order").click();

    await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
    const orderPage = page.url();
    await expect(page.getByTestId("order-status")).toContainText("Menunggu pembayaran");
    await expect(page.getByTestId("order-number")).toHaveText(/^[2-9A-HJKMNP-Z]{8}$/);
    const orderNumber = (await page.getByTestId("order-number").textContent())!;
    await expect(page).toHaveTitle("Pembayaran pesanan");
    await expect(page.getByTestId("order-account")).toContainText("12•••••89 (2001)");
    await expect(page.getByText("Dengan membayar, Anda menyetujui")).toBeVisible();

    await page.getByLabel("Nomor kartu").fill("4111 1111 1111 1112");
    await page.getByTestId("pay").click();
    await expect(page.getByText("Nomor kartu salah. Periksa kembali angkanya.")).toBeVisible();

    // The CVV follows the expiry. Like the number it has no name: no form post could carry it to the shop.
    const cardFields = page.locator(".card-form input");
    expect(await cardFields.evaluateAll((inputs) => inputs.map((input) => input.id))).toEqual([
      "card-number",
      "card-expiry",
      "card-cvv",
      "card-holder",
    ]);
    const cvv = page.getByLabel("CVV", { exact: true });
    await expect(cvv).toHaveAttribute("autocomplete", "cc-csc");
    await expect(cvv).toHaveAttribute("inputmode", "numeric");
    await expect(cvv).toHaveAttribute("maxlength", "4");
    expect(await cvv.getAttribute("name")).toBeNull();
    await expect(page.getByText("3 digit di belakang kartu (American Express: 4 digit di depan).")).toBeVisible();
    await page.getByLabel("Nomor kartu").fill(CARDS.challenge);
    await page.getByLabel("Masa berlaku (BB/TT)").fill("1230");
    await page.getByLabel("Nama pemegang kartu").fill("Putri Ayu");
    await cvv.fill("12");
    await page.getByTestId("pay").click();
    await expect(
      page.getByText("Tulis 3 digit CVV yang ada di belakang kartu (4 digit untuk American Express)."),
    ).toBeVisible();
    await expect(cvv).toBeFocused();
    expect(toTokenizer).toEqual([]);

    await payByCard(page, CARDS.challenge);
    // The card's bank asks for its one-time code on the gateway's own page.
    await expect(page.getByText("112233")).toBeVisible();
    await page.locator("#otp").fill("112233");
    await page.locator("#otp").press("Enter");

    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
    await expect(page.getByTestId("thank-order")).toContainText("Nomor pesanan");
    // A guest's first paid order: the invitation to sign up for cashback.
    await expect(page.getByTestId("first-purchase-invite")).toBeVisible();
    await page.getByRole("button", { name: "Nanti saja" }).click();
    // Once only: the same thank-you page again does not ask a second time.
    await page.reload();
    await expect(page.getByTestId("thank-order")).toContainText("Nomor pesanan");
    await expect(page.getByTestId("first-purchase-invite")).toHaveCount(0);
    await page.getByRole("link", { name: "Lihat status pesanan" }).click();
    await expect(page).toHaveURL(orderPage);
    // Paid: in progress, or already complete (the test server's sandbox supplier delivers in 0.5 s).
    await expect(page.getByTestId("order-status")).toContainText(/Sedang diproses|Selesai/);
    await expect(page.getByTestId("pay")).toHaveCount(0);
    // Paid, the tab says what the heading says: the order, by its number.
    await expect(page).toHaveTitle(`Pesanan ${orderNumber}`);

    for (const number of Object.values(CARDS).concat("4111 1111 1111 1112")) {
      const digits = number.replace(/ /g, "");
      expect(toShop.filter((line) => line.includes(digits) || line.includes(number))).toEqual([]);
    }
    expect(toShop.filter((line) => /cvv/i.test(line))).toEqual([]);
    expect(toTokenizer.map((url) => url.searchParams.get("card_cvv"))).toEqual(["123"]);
  });

  test("a declined card shows 'unpaid at the bank' with Pay again, which then succeeds", async ({ page, request }) => {
    await page.goto(await orderThroughApi(request, "card"), { waitUntil: "networkidle" });
    await payByCard(page, CARDS.declined);
    await expect(page.getByTestId("order-status")).toContainText("Belum dibayar di bank");
    await expect(page.getByTestId("attempt-note")).toHaveText(
      "Pembayaran dengan Kartu debit/kredit ditolak bank atau layanan pembayaran. Uang Anda tidak ditarik; coba lagi atau pilih metode lain.",
    );
    await expect(page.getByRole("heading", { name: "Coba bayar lagi" })).toBeVisible();
    await payByCard(page, CARDS.success);
    await expect(page).toHaveURL(/\/thank\?order=/);
  });

  test("after a declined card the buyer switches to QRIS, sees its own total, and pays", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 800 });
    await page.goto(await orderThroughApi(request, "card"), { waitUntil: "networkidle" });
    // Free Fire 140 Diamond, Rp 20.000: by card Rp 22.580, by QRIS Rp 20.140.
    await expect(page.getByTestId("order-total")).toHaveText(rp("Rp 22.580"));
    await payByCard(page, CARDS.declined);
    const methods = page.getByTestId("method-switch");
    // Open after a decline: every method with its total, the card's own still chosen.
    await expect(methods).toHaveAttribute("open", "");
    await expect(methods.locator('[data-method="qris"]')).toContainText(rp("Rp 20.140"));
    await expect(methods.locator('[data-method="card"] input')).toBeChecked();
    await methods.locator('[data-method="qris"]').click();
    await expect(page.getByTestId("order-total")).toHaveText(rp("Rp 20.140"));
    await expect(page.getByLabel("Nomor kartu")).toHaveCount(0);
    await page.getByTestId("pay").click();
    await page.locator("button.pay").click();
    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
  });

  test("an e-wallet payment left to expire says so on the order, with another method to choose", async ({
    page,
    request,
  }) => {
    await page.goto(await orderThroughApi(request, "gopay"), { waitUntil: "networkidle" });
    // Before any try, the other methods wait behind "Ganti metode pembayaran".
    await expect(page.getByTestId("method-switch")).not.toHaveAttribute("open", "");
    await page.getByTestId("pay").click();
    await page.getByRole("button", { name: "Biarkan kedaluwarsa" }).click();
    await expect(page.getByTestId("attempt-note")).toHaveText(
      "Waktu pembayaran dengan GoPay habis sebelum dibayar. Uang Anda tidak ditarik; bayar lagi atau pilih metode lain.",
      { timeout: 15_000 },
    );
    await expect(page.getByTestId("method-switch")).toHaveAttribute("open", "");
  });

  test("a mistyped 3-D Secure code gets a second try at the bank, and the right one pays", async ({
    page,
    request,
  }) => {
    await page.goto(await orderThroughApi(request, "card"), { waitUntil: "networkidle" });
    await payByCard(page, CARDS.challenge);
    await page.locator("#otp").fill("112234");
    await page.locator("#otp").press("Enter");
    await expect(page.getByRole("alert")).toHaveText("Kode salah. Sisa 2 kali percobaan.");
    await page.locator("#otp").fill("112233");
    await page.locator("#otp").press("Enter");
    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
  });

  test("Pay again through 3-D Secure: back from the bank, the page waits for the answer and goes on to /thank", async ({
    page,
    request,
  }) => {
    await page.goto(await orderThroughApi(request, "card"), { waitUntil: "networkidle" });
    await payByCard(page, CARDS.declined);
    await expect(page.getByTestId("order-status")).toContainText("Belum dibayar di bank");
    await payByCard(page, CARDS.challenge);
    await page.locator("#otp").fill("112233");
    await page.locator("#otp").press("Enter");
    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
  });

  test("QRIS is paid on the gateway's page, and the buyer comes back to a paid order", async ({ page, request }) => {
    await page.goto(await orderThroughApi(request, "qris"), { waitUntil: "networkidle" });
    await page.getByTestId("pay").click();
    await expect(page.getByText("Mode uji: tidak ada uang sungguhan")).toBeVisible();
    await page.locator("button.pay").click();
    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
  });

  test("after the gateway, Back on the order's page and on /thank leads to the game page", async ({ page }) => {
    await chooseMobileLegends(page, "ml-170", "QRIS");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
    const orderPage = new URL(page.url()).pathname;
    const back = page.getByTestId("back-link");

    // The gateway refuses the payment and sends the buyer back to the order's page, under a new query.
    await page.getByTestId("pay").click();
    await page.locator("button.fail").click();
    await expect(page).toHaveURL(new RegExp(`${orderPage}\\?`));
    // Hydrated: the link now knows this tab's history (the order's page before the gateway).
    await page.waitForLoadState("networkidle");
    await expect(back).toHaveAttribute("href", "/mobile-legends");

    // Paid at the second try: the thank-you page, whose Back goes to the game too.
    await page.getByTestId("pay").click();
    await page.locator("button.pay").click();
    await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
    await page.waitForLoadState("networkidle");
    await expect(back).toHaveAttribute("href", "/mobile-legends");

    // From there (past the guest's sign-up invitation) to the order's page and Back: the game, not /thank.
    await page.getByRole("button", { name: "Nanti saja" }).click();
    await page.getByRole("link", { name: "Lihat status pesanan" }).click();
    await expect(page).toHaveURL(new RegExp(`${orderPage}$`));
    await expect(back).toHaveAttribute("href", "/mobile-legends");
    await back.click();
    await expect(page).toHaveURL(/\/mobile-legends$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mobile Legends");
  });

  test("the copy-link button confirms 'Tautan disalin'", async ({ page, request, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    const path = await orderThroughApi(request, "qris");
    await page.goto(path, { waitUntil: "networkidle" });
    await page.getByRole("button", { name: "Salin tautan" }).click();
    await expect(page.getByText("Tautan disalin")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`http://127.0.0.1:${E2E_PORT}${path}`);
  });
});
