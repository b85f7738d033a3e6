import type { APIRequestContext } from "@playwright/test";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import routes from "../../app/routes";
import { OPERATOR_ROLES, can, type Permission } from "../../core/admin/permissions";
import { openDatabase } from "../../adapters/db/database";
import { databaseDigest } from "../support/db-digest";
import { signInAsOperator } from "./support/admin-sign-in";
import { e2eDatabaseUrl } from "./support/server";
import { signedInToken } from "./support/session";
import { expect, test } from "./support/test";

/**
 * What each console page needs; null: any operator. Every /admin page of app/routes.ts
 * must be here or in OPEN: a page added without its line fails the first test, so none goes unwalked.
 */
const NEEDS: Record<string, Permission | null> = {
  "/admin": null,
  "/admin/operators": "operators",
  "/admin/alerts": null,
  "/admin/orders": "orders",
  "/admin/orders/:id": "orders",
  "/admin/dashboard": "overview",
  "/admin/queue": "overview",
  "/admin/buyers": "buyers",
  "/admin/buyers/:id": "buyers",
  "/admin/reviews": "reviews",
  "/admin/audit": "audit",
  "/admin/catalog": "catalog",
  "/admin/catalog/skus": "catalog",
  "/admin/suppliers": "catalog",
  "/admin/reconciliation": "orders",
  "/admin/reports": "prices",
  "/admin/reports/csv": "prices",
  "/admin/catalog/marks": "catalog",
  "/admin/catalog/:game": "catalog",
  "/admin/catalog/products/:sku": "prices",
  "/admin/prices": "prices",
  "/admin/promos": "promoCodes",
  "/admin/promos/:code": "promoCodes",
  "/admin/giveaway": "giveaway",
  "/admin/settings": "settings",
  "/admin/exports/orders": "orders",
  "/admin/exports/refunds": "orders",
  "/admin/exports/payments": "orders",
  "/admin/exports/ledger": "audit",
};

/**
 * Pages anyone may open: signing in, accepting an invitation (which checks its own token), and the
 * console's "not found" for an address no page claims.
 */
const OPEN = ["/admin/sign-in", "/admin/invite/:token", "/admin/*"];

/** The Indonesian tree's /admin pages (the other locales' are the same modules under a prefix). */
function consolePaths(entries: RouteConfigEntry[], parent = ""): string[] {
  return entries.flatMap((entry) => {
    const path = entry.path ? `${parent}/${entry.path}` : parent;
    return [...(entry.path && /^\/admin(\/|$)/.test(path) ? [path] : []), ...consolePaths(entry.children ?? [], path)];
  });
}

const PAGES = consolePaths(routes.filter((entry) => !/^(en|ru|uz)\b/.test(entry.path ?? "")));

/** A page's address with its parameters filled (the refusal comes before they are read). */
const address = (path: string) =>
  path
    .replace(":id", "00000000-0000-4000-8000-000000000000")
    .replace(":game", "mobile-legends")
    .replace(":sku", "ml-85")
    .replace(":code", "EPICWIN");

/** The console's own tables and the catalog's: nothing a running shop's jobs write on their own. */
const CONSOLE_TABLES =
  /^(operator(?!_sessions)|audit|games|products|product_prices|promo|price|margin|order_feedback|review|supplier_offers)/;

async function consoleDigest(): Promise<string> {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    return await databaseDigest(handle.db, CONSOLE_TABLES);
  } finally {
    await handle.close();
  }
}

/** GET and a form POST to every page `pages` lists: each is refused, the page saying why. */
async function expectRefused(request: APIRequestContext, pages: string[], who: string) {
  for (const path of pages) {
    const read = await request.get(address(path), { maxRedirects: 0 });
    expect(read.status(), `GET ${path} as ${who}`).toBe(403);
    expect(await read.text()).toContain("Peran Anda tidak punya akses ke bagian ini.");
    const write = await request.post(address(path), {
      form: { to: "gold", reason: "walls", role: "admin", email: "x@example.com", intent: "any" },
      maxRedirects: 0,
    });
    if (path === "/admin") {
      // The home page's one action is signing out, which ends only the caller's own console session.
      expect(write.headers().location, `POST ${path} as ${who}`).toMatch(/\/admin\/sign-in$/);
    } else {
      // 405: the page has no action at all, so a post cannot change anything there either.
      expect([403, 405], `POST ${path} as ${who}`).toContain(write.status());
    }
  }
}

test("every console page is listed with the permission it needs", () => {
  expect(PAGES.length).toBeGreaterThan(OPEN.length);
  expect(PAGES.filter((path) => !(path in NEEDS) && !OPEN.includes(path))).toEqual([]);
});

test("a visitor with no console session is sent to sign in from every console page", async ({ request }) => {
  for (const path of Object.keys(NEEDS)) {
    const response = await request.get(address(path), { maxRedirects: 0 });
    expect([302, 303], path).toContain(response.status());
    expect(response.headers().location, path).toMatch(/\/admin\/sign-in$/);
  }
});

test("a signed-in buyer is refused every console page, reading and posting, and nothing changes", async ({
  browser,
}) => {
  const token = await signedInToken("Pembeli Tembok");
  const buyer = await browser.newContext();
  await buyer.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
  const before = await consoleDigest();
  await expectRefused(buyer.request, Object.keys(NEEDS), "a buyer");
  expect(await consoleDigest()).toBe(before);
  await buyer.close();
});

test("each role is refused the console pages its permissions do not open, and nothing changes", async ({ browser }) => {
  test.setTimeout(60_000);
  let refused = 0;
  for (const role of OPERATOR_ROLES) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAsOperator(page, `Tembok ${role}`, role);
    const closed = Object.entries(NEEDS)
      .filter(([, permission]) => permission !== null && !can(role, permission))
      .map(([path]) => path);
    const before = await consoleDigest();
    await expectRefused(context.request, closed, role);
    expect(await consoleDigest(), role).toBe(before);
    refused += closed.length;
    await context.close();
  }
  // At least support's Operators page and the manager's orders pages are walked.
  expect(refused).toBeGreaterThanOrEqual(3);
});

test("on a phone the menu is one folded line: each page's own content is on the first screen", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await signInAsOperator(page, "Tembok Menu", "admin");
  // The console's home is the list of sections: on a phone its menu is open, its first sections on screen.
  const menu = page.getByTestId("admin-nav");
  await expect(menu.getByRole("link", { name: "Pesanan" })).toBeInViewport();
  for (const path of Object.keys(NEEDS).filter((path) => path !== "/admin" && !/[:]|exports|csv/.test(path))) {
    await page.goto(path);
    const heading = page.getByRole("heading", { level: 1 });
    await expect(heading, path).toBeInViewport({ ratio: 1 });
    const box = (await heading.boundingBox())!;
    // Under the test-mode banner, the console's bar and the menu's one line: it starts in the top third.
    expect(box.y, path).toBeLessThan(740 / 3);
    await expect(menu.getByRole("link", { name: "Pesanan" }), path).toBeHidden();
  }
  // Opening the line shows the sections, the page's own marked, and one of them leads there.
  await page.goto("/admin/orders");
  await page.getByTestId("admin-nav-toggle").click();
  const orders = menu.getByRole("link", { name: "Pesanan" });
  await expect(orders).toBeVisible();
  await expect(orders).toHaveAttribute("aria-current", "page");
  await menu.getByRole("link", { name: "Pembeli" }).click();
  await expect(page).toHaveURL(/\/admin\/buyers$/);
  await expect(page.getByRole("heading", { level: 1 })).toBeInViewport();

  // At 1280 px the sections stand at the side, open, with no line to unfold.
  await page.setViewportSize({ width: 1280, height: 800 });
  await expect(page.getByTestId("admin-nav-toggle")).toBeHidden();
  await expect(menu.getByRole("link", { name: "Pembeli" })).toHaveAttribute("aria-current", "page");
  await expect(menu.getByRole("link", { name: "Pengaturan" })).toBeVisible();
});

test("the menu offers a role only the sections it opens", async ({ page }) => {
  await signInAsOperator(page, "Tembok Menu Manajer", "manager");
  const menu = page.getByTestId("admin-nav");
  await expect(menu.getByRole("link", { name: "Katalog" })).toBeVisible();
  for (const closed of ["Pesanan", "Pembeli", "Log audit", "Pengaturan", "Operator"])
    await expect(menu.getByRole("link", { name: closed, exact: true }), closed).toHaveCount(0);
});
