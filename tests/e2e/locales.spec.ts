import { expect, test } from "./support/test";

test.describe("locales", () => {
  test("/ sends a first-time visitor whose browser prefers Russian to /ru", async ({ request }) => {
    const response = await request.get("/?x=1&utm_source=ig", {
      headers: { "accept-language": "ru-RU,ru;q=0.9" },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(302);
    // Other parameters go along; a landing link's are spent on the attribution cookie, set here.
    expect(response.headers().location).toBe("/ru?x=1");
    expect(response.headers()["set-cookie"]).toMatch(/^attribution=/);
    const target = await request.get("/ru", { headers: { "accept-language": "ru-RU,ru;q=0.9" }, maxRedirects: 0 });
    expect(target.status()).toBe(200);
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
    const expected = { "/about": "id", "/en/about": "en", "/ru/about": "ru", "/uz/about": "uz" } as const;
    for (const [path, lang] of Object.entries(expected)) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${path}$`));
      for (const [hreflang, href] of [
        ["id", "/about"],
        ["en", "/en/about"],
        ["ru", "/ru/about"],
        ["uz", "/uz/about"],
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
    await page.getByLabel("Bahasa").click();
    await page.getByRole("link", { name: "English" }).click();
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
    await page.getByLabel("Language").click();
    await page.getByRole("link", { name: "Bahasa Indonesia" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
  });
});
