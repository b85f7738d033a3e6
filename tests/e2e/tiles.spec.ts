import { expect, test } from "./support/test";

/** The fragment each tile's <use> points at: the game's mark in the sprite. */
function markOf(href: string | null): string {
  return new URL(href ?? "", "http://x").hash.slice(1);
}

test.describe("game tiles", () => {
  test("the home page shows every game as its own mark, named for screen readers, and the marks are drawn", async ({
    page,
    request,
  }) => {
    await page.goto("/en");
    const grid = page.locator("section[aria-labelledby=all-title] .game-grid");
    const tiles = grid.getByRole("img");
    await expect(tiles).toHaveCount(35);
    await expect(grid.getByRole("img", { name: "Mobile Legends" })).toBeVisible();
    await expect(grid.getByRole("img", { name: "Free Fire" })).toBeVisible();

    const hrefs = await tiles.locator("use").evaluateAll((uses) => uses.map((use) => use.getAttribute("href")));
    const marks = hrefs.map(markOf);
    expect(new Set(marks).size, "no two games share a mark").toBe(35);
    expect(marks).toContain("diamond");

    // The sprite is one cached file, and the browser draws from it: a mark that failed to load
    // (missing file, refused by the policy) would have no size.
    const sprite = await request.get(hrefs[0]!.split("#")[0]!);
    expect(sprite.status()).toBe(200);
    expect(sprite.headers()["content-type"]).toMatch(/^image\/svg\+xml/);
    expect(sprite.headers()["cache-control"]).toContain("immutable");
    const firstMark = tiles.first().locator("use");
    await expect.poll(() => firstMark.evaluate((use) => (use as SVGUseElement).getBBox().width)).toBeGreaterThan(10);
  });

  test("a game page shows the game's tile at 72 px with its name", async ({ page }) => {
    await page.goto("/free-fire");
    const tile = page.locator(".game-hero").getByRole("img", { name: "Free Fire" });
    await expect(tile).toBeVisible();
    expect(markOf(await tile.locator("use").getAttribute("href"))).toBe("flame");
    const box = await tile.boundingBox();
    expect(box?.width).toBe(72);
  });
});
