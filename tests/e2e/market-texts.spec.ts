import type { Page } from "@playwright/test";
import {
  LOCALES,
  languageOf,
  MARKET_CODES,
  marketOf,
  type Language,
  type Locale,
  type MarketCode,
} from "../../core/locales";
import { signedInToken } from "./support/session";
import { expect, test } from "./support/test";

/**
 * Each market's pages quote its own cashback threshold, written as its readers write money.
 * (Before, the English, Russian and Uzbek FAQ, About page and terms quoted Indonesia's "Rp 87.252".)
 */
const THRESHOLDS = [
  { prefix: "", threshold: "Rp\u00a087.252" },
  { prefix: "/en", threshold: "$5.49" },
  { prefix: "/ru", threshold: "500\u00a0₽" },
  { prefix: "/uz", threshold: "70\u00a0000\u00a0so'm" },
  // English read in Indonesia quotes Indonesia's threshold (decision 036).
  { prefix: "/en-id", threshold: "Rp\u00a087.252" },
] as const;

for (const { prefix, threshold } of THRESHOLDS) {
  test(`${prefix || "/"}: the FAQ, About and the terms quote ${threshold} and no other market's threshold`, async ({
    request,
  }) => {
    for (const path of [prefix || "/", `${prefix}/about`, `${prefix}/user-toc`]) {
      // The page's text as read: React writes the apostrophe of so'm as &#x27;.
      const html = (await (await request.get(path)).text()).replaceAll("&#x27;", "'");
      expect(html, path).toContain(threshold);
      for (const other of THRESHOLDS.filter((market) => market.threshold !== threshold))
        expect(html, `${path} quotes ${other.threshold}`).not.toContain(other.threshold);
    }
  });
}

/** Any white space a number format puts between digits and a currency (space, no-break, narrow no-break). */
const S = "[\\s\\u00a0\\u202f]?";

/**
 * What only one market's pages may show. Currencies are matched as prices (a symbol or code next to
 * a digit), so the terms may still say which markets the shop serves ("US dollars, USD"), and words
 * that merely contain a brand ("Payment") do not count.
 */
const MARKET_ONLY: Record<MarketCode, { currency: RegExp[]; methods: RegExp[] }> = {
  id: {
    currency: [new RegExp(`Rp${S}\\d`), new RegExp(`IDR${S}\\d|\\d${S}IDR\\b`), /87[.,\s\u00a0\u202f]252/],
    methods: [
      /QRIS/,
      /\bGoPay\b/,
      /\bOVO\b/,
      /\bDANA\b/,
      /ShopeePay/,
      /\bBCA\b/,
      /\bBNI\b/,
      /\bBRI\b/,
      /Alfamart/,
      /Indomaret/,
      /virtual account/i,
    ],
  },
  en: {
    currency: [new RegExp(`\\$${S}\\d|\\d${S}(US)?\\$`), new RegExp(`USD${S}\\d|\\d${S}USD\\b`)],
    methods: [],
  },
  ru: {
    currency: [new RegExp(`\\d${S}₽`), new RegExp(`RUB${S}\\d|\\d${S}RUB\\b`)],
    methods: [/СБП/, /\bSBP\b/],
  },
  uz: {
    currency: [new RegExp(`\\d${S}so['ʻ’]m`, "i"), new RegExp(`UZS${S}\\d|\\d${S}UZS\\b`)],
    methods: [/\bClick\b/, /\bPayme\b/],
  },
};

/**
 * What a reader sees of a page: the rendered text with closed FAQ answers included (they are the
 * page's text too), its title and its descriptions; not the scripts that carry the page's data.
 */
async function pageText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const body = document.body.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll("script, style, template")) element.remove();
    const metas = [...document.querySelectorAll('meta[name="description"], meta[property^="og:"]')].map(
      (meta) => meta.getAttribute("content") ?? "",
    );
    return [document.title, ...metas, body.textContent ?? ""].join("\n");
  });
}

const PAGES = [
  "/",
  "/free-fire",
  "/free-fire/form",
  "/mobile-legends",
  "/about",
  "/user-toc",
  "/website-toc",
  "/privacy",
  "/find-order",
  "/the-golden-era-of-smartphones",
  // Signed out: the sign-in offer, on the home page of the visitor's language.
  "/account",
];

for (const locale of LOCALES) {
  const prefix = locale === "id" ? "" : `/${locale}`;
  test(`${prefix || "/"}: every page names only its own market's currency, threshold and payment methods`, async ({
    page,
    browser,
  }) => {
    const others = MARKET_CODES.filter((other) => other !== marketOf(locale));
    const check = async (path: string, text: string) => {
      for (const other of others) {
        for (const pattern of MARKET_ONLY[other].currency)
          expect(text.match(pattern)?.[0], `${path} shows ${other}'s money (${pattern})`).toBeUndefined();
        for (const pattern of MARKET_ONLY[other].methods)
          expect(text.match(pattern)?.[0], `${path} names ${other}'s method (${pattern})`).toBeUndefined();
      }
    };
    for (const path of PAGES.map((path) => (path === "/" ? prefix || "/" : `${prefix}${path}`))) {
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(200);
      await check(path, await pageText(page));
    }
    // The cashback rules live on the account page of a signed-in buyer.
    const context = await browser.newContext();
    try {
      const token = await signedInToken(`Market texts ${locale}`);
      await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
      const account = await context.newPage();
      const path = `${prefix}/account`;
      await account.goto(path, { waitUntil: "networkidle" });
      await expect(account.getByTestId("orders-empty")).toBeVisible();
      const text = await pageText(account);
      expect(text, path).toContain(THRESHOLDS.find((market) => market.prefix === prefix)!.threshold);
      await check(path, text);
    } finally {
      await context.close();
    }
  });
}

test("each market's pages name the payment methods the shop offers there", async ({ page, request }) => {
  // The game page's description and the home FAQ list the methods offered, in the market's words; a
  // market whose providers are not configured here says where to find them rather than a blank.
  const expected = async (locale: Locale): Promise<RegExp> => {
    const answer = (await (await request.get("/backend/api/games/free-fire", { headers: { locale } })).json()) as {
      paymentMethods: { kind: string; brand: string }[];
    };
    const apps = answer.paymentMethods.filter((method) => method.kind === "wallet-app");
    if (answer.paymentMethods.length === 0) return NO_METHODS[languageOf(locale)];
    if (locale === "id") return /QRIS, e-wallet, virtual account bank/;
    if (locale === "en-id") return /QRIS, e-wallets, bank virtual accounts/;
    if (apps.length > 0) return new RegExp(apps.map((method) => method.brand).join("|"));
    return locale === "en" ? /debit or credit card/ : /kart/i;
  };
  for (const locale of LOCALES) {
    const prefix = locale === "id" ? "" : `/${locale}`;
    const methods = await expected(locale);
    await page.goto(`${prefix}/free-fire`, { waitUntil: "networkidle" });
    const description = await page.locator('meta[name="description"]').getAttribute("content");
    expect(description, locale).toMatch(methods);
    await page.goto(prefix || "/", { waitUntil: "networkidle" });
    expect(await pageText(page), locale).toMatch(methods);
    // The API gives the app the same texts, filled, never the raw {paymentMethodsOr}.
    const game = (await (await request.get("/backend/api/games/free-fire", { headers: { locale } })).json()) as {
      data: { texts: { ogDescription: string } };
    };
    expect(game.data.texts.ogDescription, locale).toBe(description);
    expect(game.data.texts.ogDescription, locale).not.toContain("{");
  }
});

const NO_METHODS: Record<Language, RegExp> = {
  id: /metode pembayaran yang tersedia saat checkout/,
  en: /the payment methods shown at checkout/,
  ru: /способы, доступные при оформлении заказа/,
  uz: /buyurtma berishda mavjud to'lov usullari/,
};
