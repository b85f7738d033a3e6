import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatMoney, money } from "../core/money";
import { apiCaller, signedInOperator } from "../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../tests/support/checkout-harness";

/**
 * The anonymous page cache in the built shop (npm run build first): visitors without a session share
 * one rendering of a catalog page; a signed-in visitor's page is never stored nor served to another,
 * and a console price change shows on the next page at once.
 */
describe("pages from the anonymous page cache", () => {
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
    const second = await page("/azur-lane");
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(await second.text()).toBe(html);
    expect(second.headers.get("cache-control")).toMatch(/^public, .*s-maxage=/);
    expect(second.headers.get("vary")).toBe("Accept-Encoding, Cookie");
    const etag = second.headers.get("etag")!;
    const unchanged = await page("/azur-lane", { "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(await unchanged.text()).toBe("");
  });

  it("a signed-in visitor gets a page of their own, never stored, never the anonymous one", async () => {
    // The anonymous page is in the cache (the test above), yet the buyer's is rendered for them.
    await page("/azur-lane");
    const own = await page("/azur-lane", { cookie: buyer.cookie });
    expect(own.headers.get("x-page-cache")).toBeNull();
    expect(own.headers.get("cache-control")).toBe("private, no-cache");
    expect(own.headers.get("content-security-policy")).toContain("'nonce-");
    expect(await own.text()).toContain("Putri");
    // Nor is theirs served to the next anonymous visitor.
    const anonymous = await page("/azur-lane");
    expect(anonymous.headers.get("x-page-cache")).toBe("hit");
    expect(await anonymous.text()).not.toContain("Putri");
    // Anonymous first, signed-in next, on a page not yet cached: the same holds.
    expect((await page("/en/azur-lane")).headers.get("x-page-cache")).toBe("miss");
    expect(await (await page("/en/azur-lane", { cookie: buyer.cookie })).text()).toContain("Putri");
  });

  it("a browser whose session ended elsewhere is signed out, and its next pages come from the cache", async () => {
    await page("/azur-lane");
    // A token with no session behind it: signed out on another device, or the account deleted.
    const ended = await page("/azur-lane", { cookie: "access_token=ended-session-0123456789abcdef" });
    expect(ended.status).toBe(200);
    expect(ended.headers.get("x-page-cache")).toBeNull();
    expect(ended.headers.getSetCookie()).toEqual([
      expect.stringMatching(/^access_token=; Path=\/; Max-Age=0;.*HttpOnly/),
    ]);
    expect(await ended.text()).not.toContain("Putri");
    // The browser dropped the cookie: the anonymous page again, from the cache.
    expect((await page("/azur-lane")).headers.get("x-page-cache")).toBe("hit");
    // A live session keeps its cookie.
    const live = await page("/azur-lane", { cookie: buyer.cookie });
    expect(live.headers.getSetCookie()).toEqual([]);
    expect(await live.text()).toContain("Putri");
  });

  it("a discount set in the console shows on the very next anonymous page", async () => {
    const call = apiCaller(shop);
    const games = (await (await call("GET", "/games/azur-lane")).json()) as {
      data: { products: { sku: string; price: { amount: number } }[] };
    };
    const product = games.data.products[0]!;
    const salePrice = product.price.amount - 1_000;
    const shown = formatMoney(money(salePrice, "IDR"), "id-ID");
    await page("/azur-lane");
    const before = await page("/azur-lane");
    expect(before.headers.get("x-page-cache")).toBe("hit");
    expect(await before.text()).not.toContain(shown);

    const sale = await call(
      "POST",
      `/admin/catalog/products/${product.sku}/sale`,
      { cookie: manager.cookie },
      {
        currency: "IDR",
        saleAmount: salePrice,
        startsAt: null,
        endsAt: null,
        reason: "payday sale",
      },
    );
    expect(sale.status).toBe(200);
    const after = await page("/azur-lane");
    expect(after.headers.get("x-page-cache")).toBe("miss");
    expect(await after.text()).toContain(shown);
  });
});
