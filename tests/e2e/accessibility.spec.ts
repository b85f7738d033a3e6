import type { Page } from "@playwright/test";
import axe from "axe-core";
import { signInAsOperator } from "./support/admin-sign-in";
import { paidQrisOrder, qrisOrder } from "./support/paid-order";
import { signedInToken } from "./support/session";
import { expect, test } from "./support/test";

/**
 * The pages as a screen reader, a keyboard and voice control meet them, judged by axe-core (Deque's
 * rules, code we did not write): no violation on the buyer's pages at a phone's width nor on the
 * console's at a phone's and a desktop's. The bench's Lighthouse runs see five buyer pages only, and
 * outside the tests. axe's script is injected into the page, which the shop's Content-Security-Policy
 * would refuse, so these pages are opened without it.
 */
test.use({ bypassCSP: true, reducedMotion: "reduce" });
test.describe.configure({ timeout: 120_000 });

/** Every node axe finds at fault on the page as it stands, one line each. */
async function violations(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: axe.source });
  return page.evaluate(async () => {
    const run = (window as unknown as { axe: typeof axe }).axe;
    const result = await run.run(document, { resultTypes: ["violations"] });
    return result.violations.flatMap((rule) =>
      rule.nodes.map((node) => `${rule.id} (${rule.impact}): ${node.target.join(" ")}: ${rule.help}`),
    );
  });
}

async function expectNoViolations(page: Page, path: string) {
  const response = await page.goto(path, { waitUntil: "networkidle" });
  expect(response?.status(), path).toBeLessThan(500);
  expect(await violations(page), `${path} at ${page.viewportSize()?.width} px`).toEqual([]);
}

test("the buyer's pages at 360 px: a guest's, an unpaid and a failed order's, a signed-in buyer's", async ({
  page,
  browser,
  context,
}) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const guestPages = ["/", "/free-fire", "/mobile-legends/form", "/find-order", "/about", "/nope"];
  for (const path of [...guestPages, "/en/pubg", "/ru/free-fire", "/uz/free-fire"])
    await expectNoViolations(page, path);

  await expectNoViolations(page, (await qrisOrder(page.request, { playerId: "730123456" })).paymentPage);

  // The sandbox supplier fails IDs ending in 5555: the page offers the refund and says what happened.
  const failed = await paidQrisOrder(browser, "Axe Pembeli", { playerId: "730125555" });
  await failed.buyerPage.setViewportSize({ width: 360, height: 740 });
  await failed.buyerPage.goto(`/card-payment/${failed.id}`, { waitUntil: "networkidle" });
  await expect(failed.buyerPage.getByTestId("order-status")).toContainText("Gagal dikirim", { timeout: 20_000 });
  expect(await violations(failed.buyerPage), "a failed order's page").toEqual([]);
  await failed.buyer.close();

  await context.addCookies([
    { name: "access_token", value: await signedInToken("Axe Wulan"), url: "http://127.0.0.1" },
  ]);
  for (const path of ["/free-fire", "/account", "/delete-personal"]) await expectNoViolations(page, path);
});

test("the console's pages at 360 and 1,280 px", async ({ page, browser }) => {
  const failed = await paidQrisOrder(browser, "Axe Budi", { playerId: "731125555" });
  await failed.buyer.close();
  await signInAsOperator(page, `Axe Admin ${Date.now()}`, "admin");
  const paths = [
    "/admin",
    "/admin/queue",
    "/admin/orders",
    `/admin/orders/${failed.id}`,
    "/admin/dashboard",
    "/admin/reports",
    "/admin/reconciliation",
    "/admin/buyers",
    "/admin/reviews",
    "/admin/catalog",
    "/admin/catalog/mobile-legends",
    "/admin/prices",
    "/admin/suppliers",
    "/admin/promos",
    "/admin/giveaway",
    "/admin/operators",
    "/admin/audit",
    "/admin/settings",
    "/admin/alerts",
  ];
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const path of paths) await expectNoViolations(page, path);
  }
});
