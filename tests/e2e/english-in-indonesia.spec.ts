import type { PublicOrder } from "../../core/orders/public-order";
import { LOCALE_INFO } from "../../core/locales";
import { formatMoney } from "../../core/money";
import { en } from "../../i18n/messages/en";
import { typeAccount } from "./support/account-form";
import { expect, test } from "./support/test";

/**
 * English read in the Indonesian market (/en-id, decision 036): a buyer whose phone speaks English
 * shops in rupiah with Indonesia's ways to pay, from the game page to the paid order, on a phone's
 * screen. Nothing of the dollar shop (its prices, its cards-only choice) appears on the way.
 */

const EN_ID = LOCALE_INFO["en-id"].iso;

test("a buyer reads the rupiah shop in English and pays by QRIS: English words, rupiah, Indonesia's methods", async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/en-id/mobile-legends", { waitUntil: "networkidle" });
  await expect(page.locator("html")).toHaveAttribute("lang", "en-id");

  await typeAccount(page, { userId: "123456789", zoneId: "2001", region: "ID" });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.getByLabel("I have checked: the account ID above is correct").check();

  // The item at its rupiah price, written as English is written in Indonesia ("Rp 47.000").
  const game = (await (
    await request.get("/backend/api/games/mobile-legends", { headers: { locale: "en-id" } })
  ).json()) as { currency: string; data: { products: { sku: string; price: { amount: number } }[] } };
  expect(game.currency).toBe("IDR");
  const item = game.data.products.find((product) => product.sku === "ml-170")!;
  const price = formatMoney({ amount: item.price.amount, currency: "IDR" }, EN_ID);
  const tile = page.locator('[data-sku="ml-170"]');
  await expect(tile).toContainText(price);
  await expect(page.locator("main")).not.toContainText("$");
  await tile.click();

  // Indonesia's ways to pay, named in English.
  const methods = page.locator(".payment-methods").first();
  for (const brand of ["QRIS", "GoPay", "OVO", "DANA", "ShopeePay", "BCA", "Alfamart", "Indomaret"])
    await expect(methods, brand).toContainText(brand);
  await methods.getByText("QRIS", { exact: true }).click();
  await page.getByTestId("buy").click();

  await expect(page.getByRole("heading", { name: "Order summary" })).toBeFocused();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/en-id\/card-payment\/[0-9a-f-]{36}$/);
  const id = new URL(page.url()).pathname.split("/").pop()!;
  const order = ((await (await request.get(`/backend/api/orders/public/${id}`)).json()) as { data: PublicOrder }).data;
  expect(order.currency).toBe("IDR");
  expect(order.paymentMethod).toBe("qris");
  await expect(page.getByTestId("order-total")).toHaveText(
    formatMoney({ amount: order.lines.total, currency: "IDR" }, EN_ID),
  );
  await expect(page.getByTestId("tax-label")).toHaveText("Indonesian VAT (PPN) 11% included");

  // Paid at the gateway (its test face speaks English too), back to the thank page in English.
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/en-id\/thank\?order=/, { timeout: 15_000 });
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Thank you");
  await expect(page.locator("main")).toContainText(formatMoney({ amount: order.lines.total, currency: "IDR" }, EN_ID));
});

test("an order placed in English in Indonesia keeps its language and market: its page, its API, the account", async ({
  request,
}) => {
  const response = await request.post("/backend/api/orders", {
    headers: { locale: "en-id", "idempotency-key": `e2e-en-id-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "123456789" },
      confirmed: true,
      paymentMethod: "gopay",
    },
  });
  expect(response.status()).toBe(201);
  const order = (await response.json()) as { data: PublicOrder; paymentPage: string };
  expect(order.data.currency).toBe("IDR");
  expect(order.paymentPage).toMatch(/^\/en-id\/card-payment\//);
  // Another market's method is refused in the rupiah market, in the buyer's language.
  const refused = await request.post("/backend/api/orders", {
    headers: { locale: "en-id", "idempotency-key": `e2e-en-id-card-${Date.now()}` },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "123456789" },
      confirmed: true,
      paymentMethod: "sbp",
    },
  });
  expect(refused.status()).toBe(400);
  expect(((await refused.json()) as { message: string }).message).toBe(en["checkout.paymentMethod"]);
});
