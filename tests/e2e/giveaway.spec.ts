import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

/**
 * The weekly giveaway as a buyer meets it: a banner on the home page, the landing page with the
 * published commitments, and the note when EPICWIN is applied at checkout. The shop starts fresh
 * here, in the middle of a week: that week had no commitment before it started, so the page says
 * it has no draw, and the weeks ahead are committed.
 */
test.describe("weekly giveaway", () => {
  test("the home page links to the landing, which says this week has no draw and shows next week's commitment", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("giveaway-banner");
    await expect(banner).toContainText("Menangkan iPhone 17 Pro setiap minggu");
    await expect(banner).toContainText("EPICWIN");
    await banner.click();
    await expect(page).toHaveURL(/\/the-golden-era-of-smartphones$/);

    // The page says what the public API publishes: no draw this week, next week's commitment.
    const published = (await (await request.get("/backend/api/giveaway/smartphones/draws")).json()) as {
      data: { current: { commitment: string | null; noDraw: string | null }; next: { commitment: string } };
    };
    const { current, next } = published.data;
    expect(current).toMatchObject({ commitment: null, noDraw: "commitmentNotInTime" });
    await expect(page.getByTestId("giveaway-no-draw")).toHaveText(
      "Tidak ada undian minggu ini: komitmennya tidak diterbitkan sebelum minggu dimulai, jadi keadilan undian tidak bisa dibuktikan.",
    );
    expect(next.commitment).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId("giveaway-week")).toContainText(next.commitment);
    await expect(page.getByText("Kode rahasia adalah 32 byte acak")).toBeVisible();
    // The secret of a week that has not been drawn is nowhere on the page.
    expect(JSON.stringify(published)).not.toMatch(/"secret":"[0-9a-f]{64}"/);
    await expect(page.getByTestId("giveaway-data")).toHaveAttribute("href", "/backend/api/giveaway/smartphones/draws");
  });

  test("in English too, and an unknown campaign is not found", async ({ page }) => {
    await page.goto("/en/the-golden-era-of-smartphones");
    await expect(page.getByRole("heading", { name: "This week's draw" })).toBeVisible();
    await expect(
      page.getByText("No draw this week: its commitment was not published before the week started"),
    ).toBeVisible();
    const missing = await page.goto("/the-golden-era-of-tablets");
    expect(missing?.status()).toBe(404);
  });

  test("applying EPICWIN at checkout says the order enters the draw and links to the landing", async ({ page }) => {
    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    await typeAccount(page, { userId: "123456789", zoneId: "2345", region: "ID" });
    await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
    await page.locator('[data-sku="ml-296"]').click();
    await page.getByLabel("Promo").fill("epicwin");
    // The promo field's own message says so as soon as the code is accepted.
    await expect(page.locator(".payment-picker").getByTestId("giveaway-note")).toContainText(
      "pesanan ini ikut undian iPhone 17 Pro minggu ini",
    );
    await page.getByText("QRIS", { exact: true }).click();
    await page.getByTestId("buy").click();
    const note = page.getByTestId("order-summary").getByTestId("giveaway-note");
    await expect(note).toContainText("Dengan kode EPICWIN, pesanan ini ikut undian iPhone 17 Pro minggu ini");
    await note.getByRole("link", { name: "Tentang undian" }).click();
    await expect(page).toHaveURL(/\/the-golden-era-of-smartphones$/);
  });
});
