import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";

/**
 * The console's stylesheet rides only on the console's pages: a buyer's page carries the shop's
 * stylesheet inline and none of the console's rules; a console page links the console's own, after
 * the shop's.
 */
describe("the console's stylesheet", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
  }, 60_000);
  afterAll(() => shop?.close());

  const CONSOLE_RULE = /\.admin-frame\s*\{/;
  const consoleLink = (html: string) =>
    /<link[^>]* rel="stylesheet" href="(\/assets\/console-[^"]+\.css)"/.exec(html)?.[1];

  it("is not on a buyer's pages", async () => {
    for (const path of ["/", "/mobile-legends", "/en/find-order"]) {
      const html = await (await fetch(`${shop.base}${path}`)).text();
      expect(html, path).toMatch(/<style data-stylesheet=""[^>]*>[^<]*\.site-header\{/);
      expect(html, path).not.toMatch(CONSOLE_RULE);
      expect(html, path).not.toContain(".admin-");
      expect(consoleLink(html), path).toBeUndefined();
    }
  });

  it("is linked by every console page, after the shop's, and holds the console's rules", async () => {
    const admin = await signedInOperator(shop, "Stylesheet Admin", "admin");
    for (const path of ["/admin", "/admin/orders", "/ru/admin/settings", "/admin/sign-in"]) {
      const html = await (
        await consoleDoor(shop).read(path, path === "/admin/sign-in" ? {} : asOperator(admin))
      ).text();
      const href = consoleLink(html);
      expect(href, path).toBeDefined();
      expect(html.indexOf(href!), path).toBeGreaterThan(html.indexOf("<style data-stylesheet"));
      const sheet = await fetch(`${shop.base}${href}`);
      expect(sheet.status).toBe(200);
      expect(await sheet.text()).toMatch(CONSOLE_RULE);
    }
  });
});
