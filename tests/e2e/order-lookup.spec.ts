import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { chooseMobileLegends } from "./support/guest-purchase";
import { MISSING_MESSAGE } from "../../i18n/translate";

const NO_MATCH = "Tidak ada pesanan yang cocok dengan data ini. Periksa lagi, lalu coba kembali.";

/** A guest buys Mobile Legends diamonds on the game page; returns the order page's address and number. */
async function buyAsGuest(page: Page): Promise<{ orderPage: string; number: string }> {
  await chooseMobileLegends(page, "ml-170", "QRIS");
  await page.locator("#receipt-email").fill("putri.ayu@mail.com");
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
  const number = (await page.getByTestId("order-number").textContent())?.trim() ?? "";
  expect(number).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
  return { orderPage: new URL(page.url()).pathname, number };
}

/**
 * The fixture watches its own context for CSP violations and missing messages; a fresh context (the
 * buyer's other browser) is watched the same way.
 */
function watch(context: BrowserContext, cspViolations: string[], missingMessages: string[]) {
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    if (message.text().startsWith(MISSING_MESSAGE)) missingMessages.push(message.text());
  });
  return context;
}

async function findOrder(page: Page, details: { number: string; gameId?: string; contact?: string }) {
  await page.getByLabel("Nomor pesanan").fill(details.number);
  await page.getByLabel("ID game").fill(details.gameId ?? "");
  await page.getByLabel("E-mail atau nomor WhatsApp").fill(details.contact ?? "");
  await page.getByRole("button", { name: "Cari pesanan" }).click();
}

test.describe("finding a lost order", () => {
  test("a guest who lost the link finds the order by its number and game ID; a wrong ID gets the one generic message", async ({
    page,
    browser,
    cspViolations,
    missingMessages,
  }) => {
    const bought = await buyAsGuest(page);

    // Another browser, nothing remembered: the buyer starts from the footer's link.
    const context = watch(await browser.newContext(), cspViolations, missingMessages);
    const stranger = await context.newPage();
    await stranger.goto("/", { waitUntil: "networkidle" });
    await stranger.getByRole("contentinfo").getByRole("link", { name: "Cari pesanan" }).click();
    await expect(stranger).toHaveURL(/\/find-order$/);
    await expect(stranger.getByRole("heading", { level: 1, name: "Cari pesanan" })).toBeVisible();

    await findOrder(stranger, { number: bought.number, gameId: "123456789 (2002)" });
    await expect(stranger.getByRole("alert")).toHaveText(NO_MATCH);
    await expect(stranger).toHaveURL(/\/find-order$/);
    // What was typed stays, so only the wrong part needs changing.
    await expect(stranger.getByLabel("Nomor pesanan")).toHaveValue(bought.number);

    await findOrder(stranger, { number: bought.number.toLowerCase(), gameId: "123456789(2001)" });
    await expect(stranger).toHaveURL(new RegExp(`${bought.orderPage}$`));
    await expect(stranger.getByTestId("order-number")).toHaveText(bought.number);
    await expect(stranger.getByTestId("order-status")).toContainText("Menunggu pembayaran");
    await context.close();
  });

  test("the form works without JavaScript, by the receipt's e-mail, in English too", async ({
    page,
    browser,
    cspViolations,
    missingMessages,
  }) => {
    const bought = await buyAsGuest(page);
    const context = watch(await browser.newContext({ javaScriptEnabled: false }), cspViolations, missingMessages);
    const plain = await context.newPage();
    await plain.goto("/en/find-order");
    await plain.getByLabel("Order number").fill(bought.number);
    await plain.getByLabel("E-mail or WhatsApp number").fill("Putri.Ayu@Mail.com");
    await plain.getByRole("button", { name: "Find order" }).click();
    await expect(plain).toHaveURL(new RegExp(`/en${bought.orderPage}$`));
    await expect(plain.getByTestId("order-number")).toHaveText(bought.number);

    await plain.goto("/en/find-order");
    await plain.getByLabel("Order number").fill(bought.number);
    await plain.getByLabel("E-mail or WhatsApp number").fill("someone@mail.com");
    await plain.getByRole("button", { name: "Find order" }).click();
    await expect(plain.getByRole("alert")).toHaveText("No order matches these details. Check them and try again.");
    await context.close();
  });

  test("an order link that leads nowhere offers the lookup", async ({ page }) => {
    await page.goto("/card-payment/00000000-0000-4000-8000-000000000000");
    await expect(page.getByTestId("error-message")).toHaveText(
      "Pesanan tidak ditemukan. Periksa kembali tautan pembayaran Anda.",
    );
    await page.getByRole("main").getByRole("link", { name: "Cari pesanan" }).click();
    await expect(page).toHaveURL(/\/find-order$/);
  });
});
