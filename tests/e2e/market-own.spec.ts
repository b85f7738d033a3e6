import type { APIRequestContext, Page } from "@playwright/test";
import { LOCALES, MARKET_CODES, marketOf, type Locale, type MarketCode } from "../../core/locales";
import { expect, test } from "./support/test";

/**
 * Each market's pages show its own things and nothing of another market's: the reviews of its own
 * buyers, its own contacts (e-mail addresses, phone numbers, chat and social accounts), and dates
 * as its language writes them, the same in the server's page and after the browser takes over. English
 * read in Indonesia (/en-id) is the Indonesian market's: its reviews and contacts are Indonesia's.
 */

const prefixOf = (locale: Locale) => (locale === "id" ? "" : `/${locale}`);

/** How each market pays in the e2e shop (the sandbox gateway speaks every market's provider). */
const METHOD: Record<Locale, string> = { id: "qris", en: "card", ru: "sbp", uz: "click", "en-id": "qris" };

/**
 * What each market's buyer wrote about their order, in its home locale. The English (US) market has
 * no review: its pages say so rather than show another market's.
 */
const COMMENTS: Partial<Record<MarketCode, string>> = {
  id: "Diamond langsung masuk, mantap sekali!",
  ru: "Алмазы пришли через минуту, спасибо!",
  uz: "Olmoslar bir daqiqada keldi, rahmat!",
};

/** A Free Fire order placed in `market` (the API's `locale` header): its id. */
async function orderIn(request: APIRequestContext, market: Locale, playerId: string): Promise<string> {
  const response = await request.post("/backend/api/orders", {
    headers: {
      locale: market,
      "idempotency-key": `e2e-own-${market}-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId },
      confirmed: true,
      paymentMethod: METHOD[market],
    },
  });
  expect(response.status(), market).toBe(201);
  return ((await response.json()) as { data: { id: string } }).data.id;
}

/** The order paid at the gateway's face of its market's provider, delivered, then rated with `comment`. */
async function reviewedOrder(page: Page, market: Locale, playerId: string, comment: string): Promise<string> {
  const id = await orderIn(page.request, market, playerId);
  await page.goto(`${prefixOf(market)}/card-payment/${id}`, { waitUntil: "networkidle" });
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(new RegExp(`${id}|/thank\\?order=`), { timeout: 15_000 });
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/backend/api/orders/public/${id}`)).json()) as { data: { status: string } })
          .data.status,
      { timeout: 20_000 },
    )
    .toBe("complete");
  const rated = await page.request.post("/backend/api/orders/public/feedback", {
    data: { id, stars: 5, reasons: [], comment },
  });
  expect(rated.status(), market).toBe(200);
  return id;
}

/** The pages every market has, and its own order's page. */
function pagesOf(locale: Locale, orderId: string): string[] {
  const prefix = prefixOf(locale);
  return [
    prefix || "/",
    `${prefix}/free-fire`,
    `${prefix}/about`,
    `${prefix}/privacy`,
    `${prefix}/user-toc`,
    `${prefix}/website-toc`,
    `${prefix}/find-order`,
    `${prefix}/the-golden-era-of-smartphones`,
    `${prefix}/card-payment/${orderId}`,
  ];
}

/** A page's text and its links' addresses, with scripts, styles and templates taken out. */
interface Seen {
  text: string;
  hrefs: string[];
}

/**
 * What a page shows: from the server's HTML (`html`, parsed by the browser without running it) or,
 * without it, from the live document after the browser has taken over.
 */
async function seen(page: Page, html?: string): Promise<Seen> {
  return page.evaluate((source) => {
    const root = source ? new DOMParser().parseFromString(source, "text/html").body : document.body;
    const body = root.cloneNode(true) as HTMLElement;
    for (const element of body.querySelectorAll("script, style, template")) element.remove();
    // What only the browser can write: the game page's figures, which wait for its quote (blank bars
    // in the server's page), and the offer of the language the browser asks for (the home page's).
    for (const element of body.querySelectorAll(
      ".payment-method__fee, .payment-method__total, [data-testid=buy-total], [data-testid=locale-offer]",
    ))
      element.remove();
    // Each text node on its own line: "24/7" and "support@kupi.id" stay two things, as on the screen.
    const walker = document.createTreeWalker(body, NodeFilter.SHOW_TEXT);
    const lines: string[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const line = (node.textContent ?? "").replace(/\s+/g, " ").trim();
      if (line) lines.push(line);
    }
    return {
      text: lines.join("\n"),
      hrefs: [...body.querySelectorAll("a[href]")].map((link) => link.getAttribute("href") ?? ""),
    };
  }, html);
}

/** The first place two texts part, with some text around it on each side; null when they are the same. */
function firstDifference(server: string, browser: string): { server: string; browser: string } | null {
  if (server === browser) return null;
  let at = 0;
  while (server[at] === browser[at]) at += 1;
  const around = (text: string) => text.slice(Math.max(0, at - 80), at + 80);
  return { server: around(server), browser: around(browser) };
}

/**
 * The contacts a page shows, each as one name whatever its form: "email:support@…", "phone:62811…",
 * "instagram:kupi.uz" (a profile link or a direct-message link), "telegram:kupisupportbot" (a link or
 * a bot's @name in the text), "tiktok:@kupi.id"...
 */
function contacts({ text, hrefs }: Seen): Set<string> {
  const found = new Set<string>();
  for (const match of text.matchAll(/[\w.+-]+@[\w-]+(?:\.[\w-]+)+/g)) found.add(`email:${match[0].toLowerCase()}`);
  for (const match of text.matchAll(/\+\d[\d\s\u00a0()-]{7,}\d/g)) found.add(`phone:${match[0].replace(/\D/g, "")}`);
  for (const match of text.matchAll(/(?<![\w.])@(\w{2,}bot)\b/gi)) found.add(`telegram:${match[1]!.toLowerCase()}`);
  for (const href of hrefs) {
    if (href.startsWith("mailto:")) {
      found.add(`email:${decodeURIComponent(href.slice(7).split("?")[0]!).toLowerCase()}`);
      continue;
    }
    if (!/^https?:\/\//.test(href)) continue;
    const url = new URL(href);
    const host = url.hostname.replace(/^www\./, "");
    const first = url.pathname.split("/").filter(Boolean);
    const account = (first[0] ?? "").toLowerCase();
    if (host === "wa.me") found.add(`phone:${account}`);
    else if (host === "web.whatsapp.com") found.add(`phone:${url.searchParams.get("phone") ?? ""}`);
    else if (host === "ig.me") found.add(`instagram:${(first[1] ?? "").toLowerCase()}`);
    else if (host === "instagram.com") found.add(`instagram:${account}`);
    else if (host === "m.me" || host === "facebook.com") found.add(`facebook:${account}`);
    else if (host === "t.me") found.add(`telegram:${account}`);
    else if (["tiktok.com", "youtube.com", "vk.com", "x.com", "twitter.com", "discord.gg"].includes(host))
      found.add(`${host.replace(/\.\w+$/, "")}:${account}`);
  }
  return found;
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

/** A long date as each language writes it: the legal pages' "last updated". */
const LONG_DATE: Record<Locale, RegExp> = {
  "en-id": /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
  id: /\b\d{1,2} (Januari|Februari|Maret|April|Mei|Juni|Juli|Agustus|September|Oktober|November|Desember) \d{4}\b/,
  en: /\b(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}\b/,
  ru: /\b\d{1,2} (января|февраля|марта|апреля|мая|июня|июля|августа|сентября|октября|ноября|декабря) \d{4} г\./,
  uz: /\b\d{1,2}-(yanvar|fevral|mart|aprel|may|iyun|iyul|avgust|sentabr|oktabr|noyabr|dekabr), \d{4}\b/,
};

/** A numeric date with its time as each language writes it: the giveaway's weeks. */
const DATE_TIME: Record<Locale, RegExp> = {
  "en-id": /\b\d{2}\/\d{2}\/\d{4}, \d{2}\.\d{2}\b/,
  id: /\b\d{2}\/\d{2}\/\d{4}, \d{2}\.\d{2}\b/,
  en: /\b\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\b/,
  ru: /\b\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\b/,
  uz: /\b\d{2}\/\d{2}\/\d{4}, \d{2}:\d{2}\b/,
};

/** What a browser without a language's date names writes instead ("2026 M11 21", "2026-11-21 10:04"). */
const FALLBACK_DATE = /\bM\d{1,2}\b|\b\d{4}-\d{2}-\d{2}\b/;

test("each market's pages show its own reviews, contacts and dates, the same before and after hydration", async ({
  page,
}) => {
  test.setTimeout(240_000);
  const orders = {} as Record<Locale, string>;
  const players: Record<Locale, string> = {
    id: "731000111",
    en: "731000222",
    ru: "731000333",
    uz: "731000444",
    "en-id": "731000555",
  };
  for (const locale of LOCALES) {
    // One review per market, written in its home locale.
    const comment = locale === marketOf(locale) ? COMMENTS[marketOf(locale)] : undefined;
    orders[locale] = comment
      ? await reviewedOrder(page, locale, players[locale], comment)
      : await orderIn(page.request, locale, players[locale]);
  }

  const shownIn = new Map<string, Set<MarketCode>>();
  for (const locale of LOCALES) {
    const others = MARKET_CODES.filter((other) => other !== marketOf(locale));
    for (const path of pagesOf(locale, orders[locale])) {
      const hydration = watchHydration(page);
      const response = await page.goto(path, { waitUntil: "networkidle" });
      expect(response?.status(), path).toBe(200);
      const server = await seen(page, await response!.text());
      // Two frames after the network is idle: React has hydrated and any recovery has re-rendered.
      await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
      const browser = await seen(page);

      // Soft: one run lists every page and every market that shows what it must not.
      expect.soft(hydration, `${path}: the browser's page differs from the server's`).toEqual([]);
      expect.soft(firstDifference(server.text, browser.text), `${path}: the text after hydration`).toBeNull();

      for (const [when, view] of [
        ["server", server],
        ["browser", browser],
      ] as const) {
        for (const other of others) {
          const comment = COMMENTS[other];
          if (comment)
            expect
              .soft(view.text.includes(comment), `${path} (${when}) shows the ${other} market's review`)
              .toBe(false);
        }
        expect
          .soft(view.text.match(FALLBACK_DATE)?.[0], `${path} (${when}) writes a date no ${locale} reader writes`)
          .toBeUndefined();
        for (const contact of contacts(view)) {
          const markets = shownIn.get(contact) ?? new Set<MarketCode>();
          markets.add(marketOf(locale));
          shownIn.set(contact, markets);
        }
      }

      if (/\/(about|privacy|user-toc|website-toc)$/.test(path))
        expect
          .soft(await page.locator(".prose__updated").textContent(), `${path}: its date of update`)
          .toMatch(LONG_DATE[locale]);
      if (path.endsWith("/the-golden-era-of-smartphones"))
        expect
          .soft(await page.getByTestId("giveaway-week").textContent(), `${path}: the week's dates`)
          .toMatch(DATE_TIME[locale]);
    }

    // The market's own review on its home and game pages; the English market has none yet and says so.
    for (const path of [prefixOf(locale) || "/", `${prefixOf(locale)}/free-fire`]) {
      await page.goto(path, { waitUntil: "networkidle" });
      const reviews = page.getByTestId("reviews");
      const comment = COMMENTS[marketOf(locale)];
      if (comment) await expect.soft(reviews.getByTestId("review").first(), path).toContainText(comment);
      else await expect.soft(reviews, path).toContainText("No reviews yet");
    }
  }

  // Each contact belongs to one market; every market shows at least an e-mail address of its own.
  const shared = [...shownIn]
    .filter(([, markets]) => markets.size > 1)
    .map(([contact, markets]) => ({
      contact,
      markets: [...markets],
    }));
  expect.soft(shared, "contacts shown in more than one market").toEqual([]);
  for (const market of MARKET_CODES)
    expect(
      [...shownIn].some(([contact, markets]) => contact.startsWith("email:") && markets.has(market)),
      `${market} shows its support e-mail`,
    ).toBe(true);
});
