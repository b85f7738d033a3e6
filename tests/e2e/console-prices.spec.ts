import { signInAsOperator } from "./support/admin-sign-in";
import { expect, test } from "./support/test";

/**
 * The console's Catalog and prices: a manager maps the supplier's SKUs, sets a margin rule
 * for one game, previews (old -> new, nothing changed yet), applies, and the public game page shows
 * the new price; a support operator is refused the catalog and prices pages and their API.
 * Azur Lane is no other spec's game, so changing its prices disturbs nobody.
 */
test.describe("console: catalog and prices", () => {
  test("a manager changes Azur Lane's margin, previews, applies, and the game page shows the new price", async ({
    page,
  }) => {
    const priceOf = (sku: string) => page.locator(`[data-sku="${sku}"] .product-card__price`);
    await page.goto("/azur-lane");
    // Sample price Rp 15.500; the sandbox supplier's cost is 80 % of it, Rp 12.400.
    await expect(priceOf("al-60")).toContainText("Rp 15.500");

    await signInAsOperator(page, "Manajer Harga Prices", "manager");
    await page.getByRole("link", { name: "SKU pemasok" }).click();
    await page.getByTestId("skus-propose").click();
    await expect(page.getByTestId("skus-store")).toBeVisible();
    await page.getByTestId("skus-store").click();
    await expect(page.getByTestId("catalog-saved")).toHaveText("Tersimpan.");

    await page.goto("/admin");
    await page.getByRole("link", { name: "Harga" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Harga dan aturan margin" })).toBeVisible();
    await page.getByTestId("rule-scope").selectOption("game");
    await page.getByTestId("rule-target").fill("azur-lane");
    await page.getByTestId("rule-percent").fill("20");
    await page.getByTestId("rule-save").click();
    await expect(page.getByTestId("price-rules")).toContainText("20% + Rp 0");

    await page.getByTestId("preview-game").selectOption("azur-lane");
    await page.getByTestId("preview-submit").click();
    // Rp 12.400 + 20 % = Rp 14.880, rounded up to Rp 14.900.
    const row = page.getByTestId("preview-row-al-60-IDR");
    await expect(row).toContainText("Rp 15.500 → Rp 14.900");
    await expect(row).toContainText("Rp 12.400");
    await expect(row).toContainText("Rp 2.500");
    // Nothing changed yet.
    await page.goto("/azur-lane");
    await expect(priceOf("al-60")).toContainText("Rp 15.500");
    await page.goBack();

    await page.getByTestId("apply-reason").fill("Margin 20% untuk Azur Lane");
    await page.getByTestId("apply-submit").click();
    await expect(page.getByTestId("prices-applied")).toContainText("harga diubah");
    await expect(page.getByTestId("price-preview")).toContainText("Tidak ada harga yang berubah.");

    await page.goto("/azur-lane");
    await expect(priceOf("al-60")).toContainText("Rp 14.900");
    await expect(priceOf("al-60")).not.toContainText("Rp 15.500");

    await page.goto("/admin/catalog/products/al-60");
    await expect(page.getByTestId("price-history")).toContainText("Rp 15.500 → Rp 14.900");
    await expect(page.getByTestId("price-history")).toContainText("Margin 20% untuk Azur Lane");
  });

  test("a support operator is refused the catalog and prices pages and their API", async ({ page }) => {
    await signInAsOperator(page, "Dukungan Harga Prices", "support");
    await expect(page.getByRole("link", { name: "Katalog" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Harga" })).toHaveCount(0);
    for (const path of ["/admin/catalog", "/admin/prices", "/admin/catalog/azur-lane", "/admin/catalog/skus"]) {
      const refused = await page.goto(path);
      expect(refused?.status(), path).toBe(403);
      await expect(page.getByText("Peran Anda tidak punya akses ke bagian ini.")).toBeVisible();
    }
    // The pages' forms are the one door: posted by hand, they refuse support too.
    const write = await page.request.post("/admin/catalog", {
      form: { slug: "azur-lane", field: "active", value: "off" },
      maxRedirects: 0,
    });
    expect(write.status()).toBe(403);
    const apply = await page.request.post("/admin/prices", {
      form: { intent: "apply", game: "azur-lane", token: "x", reason: "support tries" },
      maxRedirects: 0,
    });
    expect(apply.status()).toBe(403);
    // The console's former API is gone: nothing answers there but the API's 404.
    expect(
      (await page.request.post("/backend/api/admin/prices/preview", { data: { game: "azur-lane" } })).status(),
    ).toBe(404);
    await page.goto("/azur-lane");
    await expect(page.locator('[data-sku="al-60"]')).toBeVisible();
  });
});
