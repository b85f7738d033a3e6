import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

/**
 * The weekly giveaway as a buyer meets it: a banner on the home page, the landing page with the
 * published commitments, and the note when EPICWIN is applied at checkout. The shop starts fresh
 * here, in the middle of a week: the giveaway job commits to that week at start, so it has a draw
 * whose entries count from that moment (decision 032), and the weeks ahead are committed. What
 * checkout says about EPICWIN is what the landing page says.
 */
interface PublishedWeek {
  week: string;
  startsAt: string;
  endsAt: string;
  noDraw: string | null;
  entriesFrom: string | null;
  commitment: string | null;
  committedAt: string | null;
}

test.describe("weekly giveaway", () => {
  test("the home page links to the landing: a fresh shop's first week has a draw, counted from its commitment", async ({
    page,
    request,
  }) => {
    await page.goto("/");
    const banner = page.getByTestId("giveaway-banner");
    await expect(banner).toContainText("Menangkan iPhone 17 Pro setiap minggu");
    await expect(banner).toContainText("EPICWIN");
    await banner.click();
    await expect(page).toHaveURL(/\/the-golden-era-of-smartphones$/);

    // The page says what the public API publishes: this week's draw, committed when the shop
    // started (after the week did), its entries counted from then, and next week's commitment.
    const published = (await (await request.get("/backend/api/giveaway/smartphones/draws")).json()) as {
      data: { current: PublishedWeek; next: { commitment: string } };
    };
    const { current, next } = published.data;
    expect(current.noDraw).toBeNull();
    expect(current.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(current.entriesFrom).toBe(current.committedAt);
    expect(Date.parse(current.entriesFrom!)).toBeGreaterThan(Date.parse(current.startsAt));
    await expect(page.getByTestId("giveaway-no-draw")).toHaveCount(0);
    await expect(page.getByTestId("giveaway-commitment")).toHaveText(current.commitment!);
    await expect(page.getByTestId("giveaway-entries-from")).toContainText(
      "saat komitmen minggu ini diterbitkan. Pesanan yang selesai sebelum itu tidak ikut undian ini.",
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
    await expect(page.getByTestId("giveaway-entries-from")).toContainText("Entries count from ");
    const missing = await page.goto("/the-golden-era-of-tablets");
    expect(missing?.status()).toBe(404);
  });

  test("applying EPICWIN at checkout names the week whose draw the landing page shows, and links to it", async ({
    page,
  }) => {
    // What the landing page says of this week: its dates, and that it has a draw.
    await page.goto("/the-golden-era-of-smartphones");
    await expect(page.getByTestId("giveaway-commitment")).toBeVisible();
    const week = (await page.getByTestId("giveaway-week-dates").textContent())!;
    expect(week).toMatch(/^\d{2}\/\d{2}\/\d{4}.+ – \d{2}\/\d{2}\/\d{4}.+ WIB$/);

    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    await typeAccount(page, { userId: "123456789", zoneId: "2345", region: "ID" });
    await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
    await page.locator('[data-sku="ml-296"]').click();
    await page.getByLabel("Promo").fill("epicwin");
    // The promo field's own message says so as soon as the code is accepted: that week's draw.
    await expect(page.locator(".payment-picker").getByTestId("giveaway-note")).toContainText(
      `pesanan ini ikut undian iPhone 17 Pro minggu ini (${week})`,
    );
    await page.getByText("QRIS", { exact: true }).click();
    await page.getByTestId("buy").click();
    const note = page.getByTestId("order-summary").getByTestId("giveaway-note");
    await expect(note).toContainText(
      `Dengan kode EPICWIN, pesanan ini ikut undian iPhone 17 Pro minggu ini (${week}) setelah selesai.`,
    );
    // And the order's own page, while it is on its way.
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/card-payment\//);
    await expect(page.getByTestId("giveaway-note")).toContainText(`minggu ini (${week})`);
    await page.getByTestId("giveaway-note").getByRole("link", { name: "Tentang undian" }).click();
    await expect(page).toHaveURL(/\/the-golden-era-of-smartphones$/);
  });
});
