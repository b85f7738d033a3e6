import type { APIRequestContext } from "@playwright/test";
import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

/**
 * The weekly giveaway as a buyer meets it: a banner on the home page, the landing page that explains
 * it in a gamer's words with the proof (the published commitments) one click away, and the note when
 * EPICWIN is applied at checkout. The shop starts fresh
 * here, in the middle of a week: the giveaway job commits to that week at start, so it has a draw
 * whose entries count from that moment (decision 032), and the weeks ahead are committed; a run that
 * crosses Monday 00:00 WIB finds the new week committed ahead, its entries counted from its start. What
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

interface PublishedDraws {
  current: PublishedWeek;
  next: { commitment: string };
}

async function publishedDraws(request: APIRequestContext): Promise<PublishedDraws> {
  const body = (await (await request.get("/backend/api/giveaway/smartphones/draws")).json()) as {
    data: PublishedDraws;
  };
  return body.data;
}

/**
 * Whether the shop under test started in the running week. It did unless the run crossed Monday
 * 00:00 WIB after the shop started: the week then running was committed ahead, before it began.
 */
function startedThisWeek(week: PublishedWeek): boolean {
  return Date.parse(week.committedAt!) > Date.parse(week.startsAt);
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
    const published = await publishedDraws(request);
    const { current, next } = published;
    expect(current.noDraw).toBeNull();
    expect(current.commitment).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId("giveaway-no-draw")).toHaveCount(0);
    if (startedThisWeek(current)) {
      expect(current.entriesFrom).toBe(current.committedAt);
      await expect(page.getByTestId("giveaway-entries-from")).toContainText(
        "saat kode rahasia minggu ini dikunci. Pesanan yang selesai sebelum itu tidak ikut undian ini.",
      );
    } else {
      // The run crossed Monday 00:00 WIB: this week was committed ahead, so every entry counts.
      expect(current.entriesFrom).toBe(current.startsAt);
      await expect(page.getByTestId("giveaway-entries")).toBeVisible();
      await expect(page.getByTestId("giveaway-entries-from")).toHaveCount(0);
    }

    // The page explains itself in a gamer's words: how to join, when the draw is, why nobody can
    // pick the winner; no hash, byte or command in sight until the buyer asks for the proof.
    await expect(page.getByTestId("giveaway-how")).toContainText("Sebelum bayar, masukkan kode promo EPICWIN.");
    await expect(page.getByText("Kode EPICWIN tidak mengubah harga.")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Kapan diundi?" })).toBeVisible();
    await expect(
      page.getByRole("heading", { name: "Kenapa tidak ada yang bisa mengatur pemenangnya, termasuk kami" }),
    ).toBeVisible();
    const plain = await page.locator(".landing-body").innerText();
    for (const technical of ["SHA-256", "byte", "modulo", "npx", current.commitment!])
      expect(plain, `the plain explanation shows ${technical}`).not.toContain(technical);
    await expect(page.getByTestId("giveaway-commitment")).toBeHidden();

    // The proof is one click away: this week's commitment as published, next week's, the rule, the data.
    await page.getByText("Cek sendiri hasil undiannya").click();
    await expect(page.getByTestId("giveaway-commitment")).toBeVisible();
    await expect(page.getByTestId("giveaway-commitment")).toHaveText(current.commitment!);
    expect(next.commitment).toMatch(/^[0-9a-f]{64}$/);
    await expect(page.getByTestId("giveaway-next-commitment")).toHaveText(next.commitment);
    await expect(page.getByText("Kode rahasia adalah 32 byte acak")).toBeVisible();
    // The secret of a week that has not been drawn is nowhere on the page.
    expect(JSON.stringify(published)).not.toMatch(/"secret":"[0-9a-f]{64}"/);
    await expect(page.getByTestId("giveaway-data")).toHaveAttribute("href", "/backend/api/giveaway/smartphones/draws");
  });

  test("in English too, and an unknown campaign is not found", async ({ page, request }) => {
    const { current } = await publishedDraws(request);
    await page.goto("/en/the-golden-era-of-smartphones");
    await expect(page.getByRole("heading", { name: "This week's draw" })).toBeVisible();
    if (startedThisWeek(current))
      await expect(page.getByTestId("giveaway-entries-from")).toContainText("Orders count from ");
    else await expect(page.getByTestId("giveaway-entries-from")).toHaveCount(0);
    await expect(page.getByRole("heading", { name: "Why nobody can pick the winner, not even us" })).toBeVisible();
    await page.getByText("Check the draw yourself").click();
    await expect(page.getByTestId("giveaway-commitment")).toHaveText(/^[0-9a-f]{64}$/);
    const missing = await page.goto("/the-golden-era-of-tablets");
    expect(missing?.status()).toBe(404);
  });

  test("applying EPICWIN at checkout names the week whose draw the landing page shows, and links to it", async ({
    page,
  }) => {
    // What the landing page says of this week: its dates, and that it has a draw.
    await page.goto("/the-golden-era-of-smartphones");
    await expect(page.getByTestId("giveaway-entries")).toBeVisible();
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
