import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** The home page's search filters as the visitor types: the page runs in the browser, so the offer could show. */
async function searchWorks(page: Page) {
  await page.locator("#game-search").fill("free fire");
  await expect(page.getByTestId("search-results")).toBeVisible();
}

test.describe("locales", () => {
  test("/ keeps a first-time visitor whose browser prefers Russian on the Indonesian page", async ({ request }) => {
    const response = await request.get("/?x=1&utm_source=ig", {
      headers: { "accept-language": "ru-RU,ru;q=0.9" },
      maxRedirects: 0,
    });
    // The language is offered on the page (see below), never forced: Russian is another market.
    expect(response.status()).toBe(200);
    expect(response.headers().location).toBeUndefined();
    expect(await response.text()).toContain('<html lang="id"');
    // A landing link's parameters are spent on the attribution cookie all the same.
    expect(response.headers()["set-cookie"]).toMatch(/^attribution=/);
    // One page for every browser's languages: a shared cache keeps one copy of /.
    const home = await request.get("/", { headers: { "accept-language": "ru-RU,ru;q=0.9" }, maxRedirects: 0 });
    expect(home.status()).toBe(200);
    expect(home.headers().vary).not.toMatch(/accept-language/i);
  });

  test("an English-language phone in Indonesia stays in the rupiah shop and is offered it in English, which it may take", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "en-US" });
    const page = await context.newPage();
    const response = await page.goto("/", { waitUntil: "networkidle" });
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    // The Indonesian market: prices in rupiah, QRIS among the ways to pay.
    await expect(page.locator(".popular-card__price").first()).toContainText("Rp");
    await expect(page.locator(".faq")).toContainText("QRIS");
    // The offer, in the language it offers: the same market, read in English (decision 036).
    const offer = page.getByTestId("locale-offer");
    await expect(offer).toHaveText(/You can also read this shop in English\. Prices and ways to pay stay the same\./);
    await expect(offer).toHaveAttribute("lang", "en-id");
    await offer.getByRole("link", { name: "Switch to English" }).click();
    await expect(page).toHaveURL(/\/en-id$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en-id");
    await expect(page.getByTestId("locale-offer")).toHaveCount(0);
    // English words, the rupiah market: the same prices and QRIS.
    await expect(page.locator(".popular-card__price").first()).toContainText("Rp");
    await expect(page.locator(".faq")).toContainText("QRIS");
    await expect(page.locator(".faq")).toContainText("e-wallets");
    // Remembered, as the language switcher's choice is.
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("en-id");
    await page.goto("/");
    await expect(page).toHaveURL(/\/en-id$/);
    await context.close();
  });

  test("on the dollar shop an Indonesian browser is offered the rupiah shop, and on /en-id the Indonesian page", async ({
    browser,
  }) => {
    const context = await browser.newContext({ locale: "id-ID" });
    const page = await context.newPage();
    for (const path of ["/en", "/en-id"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      const offer = page.getByTestId("locale-offer");
      await expect(offer, path).toHaveAttribute("lang", "id");
      await expect(offer, path).toContainText(
        path === "/en"
          ? "Toko ini juga tersedia dalam Bahasa Indonesia, dengan harga dalam rupiah."
          : "Toko ini juga bisa dibaca dalam Bahasa Indonesia. Harga dan cara bayarnya tetap sama.",
      );
      await expect(offer.getByRole("link", { name: "Ganti ke Bahasa Indonesia" })).toHaveAttribute(
        "href",
        /^\/\?lang=id$/,
      );
    }
    await context.close();
  });

  test("the offer closes for good, and a search engine never sees it", async ({ browser }) => {
    const context = await browser.newContext({ locale: "ru-RU" });
    const page = await context.newPage();
    await page.goto("/", { waitUntil: "networkidle" });
    const offer = page.getByTestId("locale-offer");
    await expect(offer).toContainText("Этот магазин есть и на русском языке, с ценами в рублях.");
    await offer.getByRole("button", { name: "Нет, спасибо" }).click();
    await expect(offer).toHaveCount(0);
    // Closing it is choosing the page's language, remembered as the switcher remembers it.
    expect((await context.cookies()).find((cookie) => cookie.name === "locale")?.value).toBe("id");
    await page.reload({ waitUntil: "networkidle" });
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    await searchWorks(page);
    await expect(page.getByText("Этот магазин есть и на русском языке")).toHaveCount(0);
    await context.close();

    const crawler = await browser.newContext({
      locale: "en-US",
      userAgent: "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    const bot = await crawler.newPage();
    await bot.goto("/", { waitUntil: "networkidle" });
    await expect(bot.locator("html")).toHaveAttribute("lang", "id");
    await searchWorks(bot);
    await expect(bot.getByTestId("locale-offer")).toHaveCount(0);
    await crawler.close();
  });

  test("the locale cookie wins; Indonesian and bots stay on /", async ({ request }) => {
    const chosen = await request.get("/", {
      headers: { "accept-language": "ru", cookie: "locale=uz" },
      maxRedirects: 0,
    });
    expect(chosen.headers().location).toBe("/uz");
    const stay = await request.get("/", { headers: { "accept-language": "en", cookie: "locale=id" }, maxRedirects: 0 });
    expect(stay.status()).toBe(200);
    const bot = await request.get("/", {
      headers: {
        "accept-language": "en",
        "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
      },
      maxRedirects: 0,
    });
    expect(bot.status()).toBe(200);
  });

  test("a switch to an unknown language only cleans the URL and sets no cookie", async ({ request }) => {
    const response = await request.get("/ru/about?lang=xx&q=1", { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers().location).toBe("/ru/about?q=1");
    expect(response.headers()["set-cookie"]).toBeUndefined();
  });

  test("each prefix serves its language with lang, canonical and hreflang", async ({ page }) => {
    const expected = {
      "/about": "id",
      "/en/about": "en",
      "/ru/about": "ru",
      "/uz/about": "uz",
      "/en-id/about": "en-id",
    } as const;
    for (const [path, lang] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      for (const [hreflang, href] of [
        ["id", "/about"],
        ["en", "/en/about"],
        ["ru", "/ru/about"],
        ["uz", "/uz/about"],
        ["en-id", "/en-id/about"],
        ["x-default", "/about"],
      ]) {
        await expect(page.locator(`link[rel="alternate"][hreflang="${hreflang}"]`)).toHaveAttribute(
          "href",
          new RegExp(`${href}$`),
        );
      }
    }
    await page.goto("/ru/about");
    await expect(page.getByRole("link", { name: "Политика конфиденциальности" })).toBeVisible();
  });

  test("the switcher changes language and remembers it for 365 days", async ({ page, context }) => {
    await page.goto("/about");
    await page.getByLabel("Bahasa: ID").click();
    // English is read in two markets: each link names its currency.
    await expect(page.getByRole("link", { name: "English, Rp" })).toHaveAttribute("href", "/en-id/about?lang=en-id");
    await page.getByRole("link", { name: "English, $" }).click();
    await expect(page).toHaveURL(/\/en\/about$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    const cookie = (await context.cookies()).find((c) => c.name === "locale");
    expect(cookie?.value).toBe("en");
    const days = (cookie!.expires - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364.9);
    expect(days).toBeLessThanOrEqual(365);
    await page.goto("/");
    await expect(page).toHaveURL(/\/en$/);
    // Choosing Indonesian again is remembered too, so "/" no longer redirects.
    await page.getByLabel("Language: EN").click();
    await page.getByRole("link", { name: "Bahasa Indonesia, Rp" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });
});
