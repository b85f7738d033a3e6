import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { productPrices, products } from "../adapters/db/schema";
import { startCheckoutHarness, type CheckoutHarness } from "../tests/support/checkout-harness";
import { pageText } from "../tests/support/page-text";

/**
 * A game page whose market has nothing of the game to sell (every product held back for want of its
 * fiscal codes, switched off, or without a price in the market's currency) says so where the items
 * would be, in the page's language, and offers neither the account form nor the Buy button: there is
 * no purchase for them to start. The built shop's pages (npm run build first).
 */
describe("a game page with nothing on sale", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    // YooKassa's receipts on and no product with Russian codes: every product is held back in Russia.
    shop = await startCheckoutHarness({ pages: true, yookassaReceipts: true });
    const db = shop.database.db;
    // Before any page reads them, so no cached catalog row stands in the way.
    await db.update(products).set({ active: false }).where(eq(products.gameSlug, "free-fire"));
    const genshin = db.select({ sku: products.sku }).from(products).where(eq(products.gameSlug, "genshin"));
    await db.delete(productPrices).where(and(eq(productPrices.currency, "UZS"), inArray(productPrices.sku, genshin)));
  }, 60_000);
  afterAll(() => shop?.close());

  const page = async (path: string) => {
    const answer = await fetch(shop.base + path);
    expect(answer.status, path).toBe(200);
    return pageText(answer);
  };
  /** The page from its purchase form on: to the form's end, or to the page's when there is no form. */
  const purchaseOf = (html: string) => {
    const start = html.indexOf('class="purchase');
    expect(start, "the purchase form").toBeGreaterThan(-1);
    const end = html.indexOf("</form>", start);
    return html.slice(start, end === -1 ? undefined : end);
  };

  it("says in each language that the game's items are not on sale, and invites no purchase", async () => {
    for (const [path, message] of [
      ["/ru/mobile-legends", "Товары для игры «Mobile Legends: Bang Bang» сейчас не продаются. Загляните позже."],
      ["/en/free-fire", "Items for Free Fire are not on sale right now. Please check back later."],
      ["/uz/genshin", "Genshin Impact uchun mahsulotlar hozircha sotilmayapti. Keyinroq qaytib ko'ring."],
      ["/free-fire", "Item untuk Free Fire belum bisa dibeli saat ini. Silakan cek lagi nanti."],
    ] as const) {
      const form = purchaseOf(await page(path));
      expect(form, path).toContain('id="step-product"');
      expect(form, path).toContain('data-testid="nothing-on-sale"');
      expect(form, path).toContain(message);
      expect(form, path).not.toContain("data-sku=");
      expect(form, path).not.toContain('data-testid="buy"');
      expect(form, path).not.toContain('id="step-account"');
      expect(form, path).not.toContain('id="step-payment"');
      // Nor the link to the step-by-step form, which would offer the same nothing.
      expect(form, path).not.toContain(`href="${path}/form"`);
    }
  });

  it("says the same on the game's step-by-step form", async () => {
    const form = purchaseOf(await page("/ru/mobile-legends/form"));
    expect(form).toContain("Товары для игры «Mobile Legends: Bang Bang» сейчас не продаются. Загляните позже.");
    expect(form).not.toContain("data-sku=");
    expect(form).not.toContain('data-testid="buy"');
    expect(form).not.toContain('data-testid="wizard-next"');
  });

  it("sells as before where the game has items on sale", async () => {
    for (const path of ["/mobile-legends", "/uz/mobile-legends", "/en/genshin"]) {
      const form = purchaseOf(await page(path));
      expect(form, path).not.toContain('data-testid="nothing-on-sale"');
      expect(form, path).toContain("data-sku=");
      expect(form, path).toContain('data-testid="buy"');
      expect(form, path).toContain('id="step-account"');
    }
  });
});
