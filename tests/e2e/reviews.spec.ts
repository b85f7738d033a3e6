import type { Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

/**
 * The reviews list: a buyer completes an order, rates it, and finds the review on the
 * game's page and on the home page, with the average in their JSON-LD, and pages through it.
 * PUBG Mobile is rated by no other test, so its figures are exact.
 */

/** A PUBG Mobile order paid with QRIS on the gateway's page, through the API. */
async function paidOrder(page: Page, playerId: string): Promise<string> {
  const created = await page.request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-review-${playerId}-${Date.now()}` },
    data: { game: "pubg", product: "pubg-60", account: { playerId }, confirmed: true, paymentMethod: "qris" },
  });
  expect(created.status()).toBe(201);
  const id = ((await created.json()) as { data: { id: string } }).data.id;
  const pay = await page.request.post(`/backend/api/orders/public/${id}/pay`, { data: {} });
  const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
  await page.goto(redirectUrl);
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/(thank|card-payment)/, { timeout: 15_000 });
  return id;
}

async function completed(page: Page, id: string) {
  await expect
    .poll(
      async () =>
        ((await (await page.request.get(`/backend/api/orders/public/${id}`)).json()) as { data: { status: string } })
          .data.status,
      { timeout: 20_000 },
    )
    .toBe("complete");
}

/** The JSON-LD objects of the page, flattened out of any @graph. */
async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts
    .map((text) => JSON.parse(text) as Record<string, unknown>)
    .flatMap((data) => (Array.isArray(data["@graph"]) ? (data["@graph"] as Record<string, unknown>[]) : [data]));
}

test("a rated order shows in the reviews of its game and of the home page, with the average, show more and hide", async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Five earlier buyers, rated through the API: 4, 3, 5, 2 and 1 stars (the first by the same game
  // account as the buyer below, who then has 2 orders and 2 reviews).
  const earlier: [string, number, string[]][] = [
    ["5123400011", 4, ["slowService"]],
    ["5123400012", 3, []],
    ["5123400013", 5, ["cheapCommission"]],
    ["5123400014", 2, ["confusing"]],
    ["5123400015", 1, ["noRefund"]],
  ];
  for (const [playerId, stars, reasons] of earlier) {
    const id = await paidOrder(page, playerId);
    await completed(page, id);
    const rated = await page.request.post("/backend/api/orders/public/feedback", { data: { id, stars, reasons } });
    expect(rated.status()).toBe(200);
  }

  // The buyer: buys on the game page, pays, watches it complete, rates it 5 stars.
  await page.goto("/pubg", { waitUntil: "networkidle" });
  await typeAccount(page, { playerId: "5123400011" });
  await expect(page.getByTestId("player-found")).toBeVisible();
  await page.locator('input[name="confirmation"]').check();
  await page.locator('[data-sku="pubg-60"]').click();
  await page.getByText("QRIS", { exact: true }).click();
  await page.getByTestId("buy").click();
  await page.getByTestId("place-order").click();
  await expect(page).toHaveURL(/\/card-payment\//);
  const orderPage = page.url();
  await page.getByTestId("pay").click();
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/thank\?order=/, { timeout: 15_000 });
  await page.goto(orderPage);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 20_000 });
  const rating = page.getByTestId("rating-prompt");
  await rating.getByRole("radio", { name: "5 bintang" }).click();
  await rating.getByText("Pengiriman cepat").click();
  await rating.getByLabel("Komentar (opsional)").fill("UC masuk dalam dua menit, mantap!");
  await rating.getByRole("button", { name: "Kirim penilaian" }).click();
  await expect(page.getByTestId("rating-sent")).toBeVisible();

  // The game page: 6 reviews, (4+3+5+2+1+5)/6 = 3.3, the newest (ours) first, five at a time.
  await page.goto("/pubg", { waitUntil: "networkidle" });
  const reviews = page.getByTestId("reviews");
  await expect(reviews.getByTestId("reviews-summary")).toContainText("3,3");
  await expect(reviews.getByTestId("reviews-summary")).toContainText("6 ulasan");
  const items = reviews.getByTestId("review");
  await expect(items).toHaveCount(5);
  const ours = items.first();
  await expect(ours).toContainText("UC masuk dalam dua menit, mantap!");
  await expect(ours).toContainText("Pengiriman cepat");
  await expect(ours).toContainText("PUBG Mobile: 60 UC");
  await expect(ours).toContainText("2 pesanan · 2 ulasan");
  await expect(ours.getByRole("img", { name: "5 dari 5 bintang" })).toBeVisible();
  await expect(items.nth(1)).toContainText("Tidak ada pengembalian dana");
  await expect(items.nth(1)).toContainText("Tanpa komentar");
  const product = (await jsonLd(page)).find((entry) => entry["@type"] === "Product");
  expect(product?.aggregateRating).toEqual({
    "@type": "AggregateRating",
    ratingValue: 3.3,
    reviewCount: 6,
    bestRating: 5,
    worstRating: 1,
  });

  // Show more loads the sixth (the oldest: 4 stars) through the API; hide folds back to five.
  await reviews.getByRole("button", { name: "Tampilkan lebih banyak" }).click();
  await expect(items).toHaveCount(6);
  await expect(items.nth(5)).toContainText("Layanan lambat");
  await expect(reviews.getByRole("button", { name: "Tampilkan lebih banyak" })).toHaveCount(0);
  await reviews.getByRole("button", { name: "Sembunyikan" }).click();
  await expect(items).toHaveCount(5);
  await expect(reviews.getByRole("button", { name: "Tampilkan lebih banyak" })).toBeVisible();

  // The home page: every game's reviews (other tests may have added theirs), ours the newest.
  await page.goto("/", { waitUntil: "networkidle" });
  const home = page.getByTestId("reviews");
  await expect(home.getByTestId("review").first()).toContainText("UC masuk dalam dua menit, mantap!");
  const total = Number((await home.getByTestId("reviews-summary").textContent())!.match(/(\d+) ulasan/)![1]);
  expect(total).toBeGreaterThanOrEqual(6);
  const organization = (await jsonLd(page)).find((entry) => entry["@type"] === "Organization");
  expect(organization?.aggregateRating).toMatchObject({ reviewCount: total, bestRating: 5, worstRating: 1 });
});

test("without reviews a game page says so and claims no rating in its JSON-LD", async ({ page }) => {
  await page.goto("/stumble-guys");
  await expect(page.getByTestId("reviews")).toContainText("Belum ada ulasan");
  const product = (await jsonLd(page)).find((entry) => entry["@type"] === "Product");
  expect(product).toBeDefined();
  expect(product).not.toHaveProperty("aggregateRating");
});
