import type { Page } from "@playwright/test";
import { CHUNK_RELOAD_GUARD_MS } from "../../app/lib/chunk-recovery";
import { LATEST_BUILD_PATH, UPDATE_POLL_INTERVAL_MS } from "../../app/lib/build-version";
import { expect, test } from "./support/test";

/** The pages the tab loads as whole documents (not client-side navigations), by path. */
function documentLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "document") loads.push(new URL(request.url()).pathname);
  });
  return loads;
}

/** Makes the next request for a route module's chunk (assets/<name>-<hash>.js) fail, as after a deploy. */
async function failOnce(page: Page, moduleName: string): Promise<{ failed: string[] }> {
  const failed: string[] = [];
  const chunk = new RegExp(`/assets/${moduleName}-[A-Za-z0-9_-]{8}\\.js$`);
  await page.route(chunk, (route) => {
    if (failed.length > 0) return route.continue();
    failed.push(route.request().url());
    return route.abort("failed");
  });
  return { failed };
}

test.describe("app updates", () => {
  // The shop's service worker fetches the page's modules past Playwright's routes, so a module made
  // to fail here would not; a buyer's failed module fails through the worker alike.
  test.use({ serviceWorkers: "block" });

  test("the build's id is served uncached and is the page's own", async ({ page, request }) => {
    const response = await request.get(LATEST_BUILD_PATH);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("no-cache");
    const { id } = (await response.json()) as { id: string };
    await page.goto("/");
    // The page's build is React Router's manifest version, which the server rendered into the page.
    expect(
      await page.evaluate(
        () => (window as { __reactRouterManifest?: { version: string } }).__reactRouterManifest?.version,
      ),
    ).toBe(id);
  });

  test("offers a reload when a new build is out, and reloads only when asked", async ({ page }) => {
    await page.clock.install();
    const loads = documentLoads(page);
    await page.goto("/");
    const banner = page.getByTestId("update-banner");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The same build: coming back to the tab asks (once the page has hydrated), and nothing is offered.
    let asked = 0;
    page.on("response", (response) => {
      if (response.url().endsWith(LATEST_BUILD_PATH) && response.status() === 200) asked += 1;
    });
    await expect(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
      await expect.poll(() => asked, { timeout: 500 }).toBeGreaterThan(0);
    }).toPass();
    await expect(banner).toBeEmpty();

    // A deploy: the 5-minute poll finds another id.
    await page.route(LATEST_BUILD_PATH, (route) => route.fulfill({ json: { id: "a-newer-build" } }));
    await page.clock.fastForward(UPDATE_POLL_INTERVAL_MS);
    await expect(banner).toContainText("Versi baru Kupi sudah tersedia.");
    expect(loads).toEqual(["/"]);

    await banner.getByRole("button", { name: "Muat ulang" }).click();
    await expect.poll(() => loads).toEqual(["/", "/"]);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // "Later" puts the offer away and reloads nothing.
    await expect(async () => {
      await page.clock.fastForward(UPDATE_POLL_INTERVAL_MS);
      await expect(banner).toContainText("Versi baru Kupi sudah tersedia.", { timeout: 1_000 });
    }).toPass();
    await banner.getByRole("button", { name: "Nanti saja" }).click();
    await expect(banner).toBeEmpty();
    expect(loads).toEqual(["/", "/"]);
  });

  test("a chunk that fails on a navigation reloads where the buyer was going, once per 10 s", async ({ page }) => {
    // Date.now stands still (timers run): the second failure is surely within the guard's 10 s.
    const start = new Date("2026-03-01T10:00:00Z");
    await page.clock.setFixedTime(start);
    const loads = documentLoads(page);
    // Each click waits for the page to have hydrated (client-side navigations are what can fail).
    await page.goto("/", { waitUntil: "networkidle" });

    // The game page's code is gone (a deploy): the page reloads at the game page, not at home.
    const game = await failOnce(page, "game");
    await page.locator('a[href="/mobile-legends"]').first().click();
    await expect(page).toHaveURL(/\/mobile-legends$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Mobile Legends");
    expect(game.failed).toHaveLength(1);
    expect(loads).toEqual(["/", "/mobile-legends"]);
    await page.waitForLoadState("networkidle");

    // Another failure within 10 s: the error page with a reload button, no reload.
    const legal = await failOnce(page, "legal");
    await page.locator('footer a[href="/about"]').click();
    const failedPage = page.getByTestId("load-failed");
    await expect(failedPage).toBeVisible();
    await expect(failedPage.getByRole("heading", { level: 1 })).toHaveText("Halaman belum bisa dimuat");
    expect(legal.failed).toHaveLength(1);
    expect(loads).toEqual(["/", "/mobile-legends"]);

    // The button goes where the buyer was going.
    await failedPage.getByRole("button", { name: "Muat ulang" }).click();
    await expect(page).toHaveURL(/\/about$/);
    await expect(page.getByTestId("load-failed")).toHaveCount(0);
    expect(loads).toEqual(["/", "/mobile-legends", "/about"]);
    await page.waitForLoadState("networkidle");

    // Once 10 s have passed, a failure reloads again: the header's link home, whose code is gone too.
    await page.clock.setFixedTime(start.getTime() + CHUNK_RELOAD_GUARD_MS);
    const home = await failOnce(page, "home");
    await page.locator('header a[href="/"]').first().click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('a[href="/mobile-legends"]').first()).toBeVisible();
    expect(home.failed).toHaveLength(1);
    expect(loads).toEqual(["/", "/mobile-legends", "/about", "/"]);
  });

  test("a page whose own code fails as it loads (a server of the other build, mid-deploy) reloads once", async ({
    page,
  }) => {
    await page.clock.setFixedTime(new Date("2026-03-01T10:00:00Z"));
    const loads = documentLoads(page);
    // The game page's route module, asked for by React Router's inline module script, does not come.
    const game = await failOnce(page, "game");
    await page.goto("/mobile-legends");
    await expect.poll(() => loads).toEqual(["/mobile-legends", "/mobile-legends"]);
    expect(game.failed).toHaveLength(1);
    // The reloaded page works: the purchase form checks the player as the buyer types.
    await page.waitForLoadState("networkidle");
    await page.locator("#account-userId").fill("123456789");
    await page.locator("#account-zoneId").fill("2001");
    await expect(page.getByTestId("player-found")).toBeVisible();

    // Failing again within 10 s is not a deploy: no second reload, however often the page is opened.
    const again = await failOnce(page, "game");
    await page.goto("/mobile-legends");
    await page.waitForLoadState("networkidle");
    expect(again.failed).toHaveLength(1);
    expect(loads).toEqual(["/mobile-legends", "/mobile-legends", "/mobile-legends"]);
  });
});
