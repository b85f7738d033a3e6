import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, money } from "../core/money";
import { consoleDoor, signedInOperator } from "../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../tests/support/checkout-harness";

/**
 * The page cache in the built shop (npm run build first): every visitor, signed in or not, shares one
 * rendering of a catalog page, which names nobody (the browser asks who is signed in); pages rendered
 * for one visitor are never stored; a console price change shows on the next page at once.
 */
describe("pages from the page cache", () => {
  let shop: CheckoutHarness;
  let manager: { cookie: string };
  let buyer: { cookie: string };
  const BROWSER = { "user-agent": "Mozilla/5.0 (Linux; Android 14) Chrome/130.0 Mobile Safari/537.36" };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    manager = await signedInOperator(shop, "Manager Maya", "manager");
    const signedIn = await shop.signedInBuyer("Putri Anggraini");
    buyer = { cookie: `access_token=${signedIn.auth.authorization.replace("Bearer ", "")}` };
  }, 60_000);
  afterAll(() => shop?.close());

  const page = (path: string, headers: Record<string, string> = {}) =>
    fetch(shop.base + path, { headers: { ...BROWSER, ...headers } });

  it("renders an anonymous page once, then serves the same bytes with a tag that answers 304", async () => {
    const first = await page("/azur-lane");
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const html = await first.text();
    const second = await page("/azur-lane", { "accept-encoding": "br, gzip" });
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("cache-control")).toMatch(/^public, .*s-maxage=/);
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    // A strong tag per form: Brotli for this browser, gzip for one that takes only gzip.
    const etag = second.headers.get("etag")!;
    expect(second.headers.get("content-encoding")).toBe("br");
    expect(etag).toMatch(/^"[\w-]+-br"$/);
    const unchanged = await page("/azur-lane", { "accept-encoding": "br, gzip", "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.headers.get("etag")).toBe(etag);
    expect(await unchanged.text()).toBe("");
    const gzipped = await page("/azur-lane", { "accept-encoding": "gzip" });
    const gzipTag = gzipped.headers.get("etag")!;
    expect(gzipTag).toBe(etag.replace(/-br"$/, '-gz"'));
    // Compared weakly, and only with the form asked for: a copy in another encoding is other bytes.
    expect((await page("/azur-lane", { "accept-encoding": "gzip", "if-none-match": `W/${gzipTag}` })).status).toBe(304);
    expect((await page("/azur-lane", { "accept-encoding": "br, gzip", "if-none-match": gzipTag })).status).toBe(200);
    expect((await page("/azur-lane", { "if-none-match": '"other"' })).status).toBe(200);
  });

  it("a page's HTML carries each message set once, as a data block its loader data names; a navigation's data carries the sets", async () => {
    for (const path of ["/azur-lane", "/en/free-fire?sku=ff-720"]) {
      const html = await (await page(path)).text();
      const blocks = [
        ...html.matchAll(/<script id="data(@messages:[^"]+)" type="application\/json">([^<]*)<\/script>/g),
      ];
      // The shell's set and the game page's, in the page's language.
      const locale = path.startsWith("/en/") ? "en" : "id";
      expect(
        blocks.map(([, ref]) => ref!.split(":")[1]),
        path,
      ).toEqual([locale, locale]);
      const page_ = JSON.parse(blocks[1]![2]!) as Record<string, string>;
      expect(page_["game.topUpTitle"], path).toBe(locale === "en" ? "{game} top-up" : "Top up {game}");
      // The loader data names the sets and carries none of their words.
      const loaderData = html.slice(html.indexOf("streamController.enqueue("));
      for (const [, ref] of blocks) expect(loaderData, path).toContain(ref);
      expect(loaderData, path).not.toContain("game.topUpTitle");
    }
    const data = await (await page("/en/free-fire.data?_routes=root,en/game")).text();
    expect(data).toContain("game.topUpTitle");
    expect(data).toContain("header.signIn");
    expect(data).not.toContain("@messages:");
  });

  it("a campaign link gets the cached page of its address without the landing parameters, and its attribution cookie", async () => {
    // The page is in the cache (the test above). Sale-day traffic arrives through such links.
    const plain = await page("/azur-lane");
    const html = await plain.text();
    const landing = await page("/azur-lane?utm_source=tiktok&utm_campaign=payday&fbclid=IwAR0x");
    expect(landing.status).toBe(200);
    expect(landing.headers.get("x-page-cache")).toBe("hit");
    expect(await landing.text()).toBe(html);
    const [cookie, ...others] = landing.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^attribution=[^;]+; Max-Age=2592000; Path=\/; HttpOnly\b/);
    expect(JSON.parse(decodeURIComponent(cookie!.split(";")[0]!.slice("attribution=".length)))).toMatchObject({
      params: { utm_source: "tiktok", utm_campaign: "payday" },
    });
    // The bytes are everybody's; the cookie is this visitor's: no shared cache keeps the answer.
    expect(landing.headers.get("cache-control")).toBe("private, no-cache");
    // A browser holding the page gets 304, and the cookie still (90 days: the contracted partner).
    const held = await page("/azur-lane?partner_id=p-77", { "if-none-match": plain.headers.get("etag")! });
    expect(held.status).toBe(304);
    expect(held.headers.getSetCookie()).toEqual([expect.stringMatching(/^attribution=.+; Max-Age=7776000;/)]);
    // An ad network's click id alone sets nothing, and the answer stays shareable.
    const clicked = await page("/azur-lane?gclid=Cj0KCQ");
    expect(clicked.headers.get("x-page-cache")).toBe("hit");
    expect(clicked.headers.getSetCookie()).toEqual([]);
    expect(clicked.headers.get("cache-control")).toMatch(/^public, /);
    // Any other parameter still makes a page for this request alone, with the cookie all the same.
    const own = await page("/azur-lane?x=1&utm_source=tiktok", { "accept-encoding": "br, gzip" });
    expect(own.status).toBe(200);
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    // Compressed per request, by the one compressor every answer goes through.
    expect(own.headers.get("content-encoding")).toBe("br");
    expect(own.headers.get("etag")).toBeNull();
    expect(await own.text()).toContain("</html>");
    expect(own.headers.getSetCookie()).toEqual([expect.stringMatching(/^attribution=/)]);
  });

  const session = async (headers: Record<string, string> = {}) => {
    const answer = await fetch(`${shop.base}/backend/api/auth/session`, { headers });
    expect(answer.status).toBe(200);
    expect(answer.headers.get("cache-control")).toBe("private, no-store");
    return { body: (await answer.json()) as { data: { user: { name: string | null } | null } }, answer };
  };

  it("a signed-in buyer gets the shared page, which names nobody; the browser's session call names them", async () => {
    // The anonymous page is in the cache (the test above): the buyer gets those very bytes.
    const anonymousHtml = await (await page("/azur-lane")).text();
    const theirs = await page("/azur-lane", { cookie: buyer.cookie });
    expect(theirs.headers.get("x-page-cache")).toBe("hit");
    expect(await theirs.text()).toBe(anonymousHtml);
    // Their browser lacked the signed-in hint (a session from before it existed): it gets it, so the
    // page's script asks who is signed in; a browser that has it gets nothing more.
    expect(theirs.headers.getSetCookie()).toEqual([expect.stringMatching(/^signed_in=1; Max-Age=31536000; Path=\/;/)]);
    const hinted = await page("/azur-lane", { cookie: `${buyer.cookie}; signed_in=1` });
    expect(hinted.headers.getSetCookie()).toEqual([]);
    expect((await page("/azur-lane")).headers.getSetCookie()).toEqual([]);
    expect(anonymousHtml).not.toContain("Putri");
    expect((await session({ cookie: buyer.cookie })).body).toEqual({ data: { user: { name: "Putri Anggraini" } } });
    expect((await session()).body).toEqual({ data: { user: null } });
    // A page not yet cached, first asked for by the buyer, is rendered as for a guest and shared.
    const first = await page("/en/azur-lane", { cookie: buyer.cookie });
    expect(first.headers.get("x-page-cache")).toBe("miss");
    const firstHtml = await first.text();
    expect(firstHtml).not.toContain("Putri");
    const next = await page("/en/azur-lane");
    expect(next.headers.get("x-page-cache")).toBe("hit");
    expect(await next.text()).toBe(firstHtml);
    // A page that is not shared is rendered for them, privately, naming them.
    const own = await page("/find-order", { cookie: buyer.cookie });
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(own.headers.get("content-security-policy")).toContain("'nonce-");
    expect(await own.text()).toContain("Putri");
  });

  it("a browser whose session ended elsewhere is signed out, by the session call or a personal page", async () => {
    // A token with no session behind it: signed out on another device, or the account deleted.
    const ended = { cookie: "access_token=ended-session-0123456789abcdef" };
    const clearsCookie = [
      expect.stringMatching(/^access_token=; Max-Age=0; Path=\/;.*HttpOnly/),
      expect.stringMatching(/^signed_in=; Max-Age=0; Path=\/;/),
    ];
    // The shared page looks nothing up: the hint it may give proves nothing, the session call decides.
    const shared = await page("/azur-lane", ended);
    expect(shared.headers.get("x-page-cache")).toBe("hit");
    const asked = await session(ended);
    expect(asked.body).toEqual({ data: { user: null } });
    expect(asked.answer.headers.getSetCookie()).toEqual(clearsCookie);
    const personal = await page("/find-order", ended);
    expect(personal.status).toBe(200);
    expect(personal.headers.getSetCookie()).toEqual(clearsCookie);
    // A live session keeps its cookie on both; a personal page gives it the signed-in hint when it
    // lacks one (a session opened before the hint existed), so its shared pages ask who it is.
    expect((await session({ cookie: buyer.cookie })).answer.headers.getSetCookie()).toEqual([]);
    expect((await page("/find-order", { cookie: buyer.cookie })).headers.getSetCookie()).toEqual([
      expect.stringMatching(/^signed_in=1; Max-Age=31536000; Path=\/;.* SameSite=Lax/),
    ]);
    const hinted = `${buyer.cookie}; signed_in=1`;
    expect((await page("/find-order", { cookie: hinted })).headers.getSetCookie()).toEqual([]);
  });

  it("a discount set in the console shows on the very next anonymous page", async () => {
    const games = (await (await fetch(`${shop.base}/backend/api/games/azur-lane`)).json()) as {
      data: { products: { sku: string; price: { amount: number } }[] };
    };
    const product = games.data.products[0]!;
    const salePrice = product.price.amount - 1_000;
    const shown = formatMoney(money(salePrice, "IDR"), "id-ID");
    await page("/azur-lane");
    const before = await page("/azur-lane");
    expect(before.headers.get("x-page-cache")).toBe("hit");
    expect(await before.text()).not.toContain(shown);

    const sale = await consoleDoor(shop).post(
      "/admin/catalog/azur-lane",
      {
        intent: "sale",
        sku: product.sku,
        currency: "IDR",
        amount: String(salePrice),
        startsAt: "",
        endsAt: "",
        reason: "payday sale",
      },
      { cookie: manager.cookie },
    );
    expect(sale.status).toBe(200);
    const after = await page("/azur-lane");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(shown);
  });
});
