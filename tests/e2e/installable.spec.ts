import { paidQrisOrder } from "./support/paid-order";
import { expect, test } from "./support/test";

/**
 * The shop installs (a manifest per locale, its icons, a service worker at the root), an order page
 * the buyer opened online opens offline, and a quote offline fails rather than comes from a cache
 * (decision 066).
 */
test.describe("installable and offline", () => {
  test("each locale's manifest names the shop, its language, its start and icons that exist", async ({ request }) => {
    const answer = await request.get("/en/manifest.webmanifest");
    expect(answer.status()).toBe(200);
    expect(answer.headers()["content-type"]).toContain("application/manifest+json");
    const manifest = (await answer.json()) as {
      name: string;
      lang: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: "Kupi", lang: "en", start_url: "/en", display: "standalone" });
    expect(manifest.icons.map((icon) => [icon.sizes, icon.purpose])).toEqual([
      ["192x192", "any"],
      ["512x512", "any"],
      ["512x512", "maskable"],
    ]);
    for (const icon of manifest.icons) {
      const png = await request.get(icon.src);
      expect(png.status()).toBe(200);
      expect(png.headers()["content-type"]).toBe("image/png");
    }
    const indonesian = (await (await request.get("/manifest.webmanifest")).json()) as {
      lang: string;
      description: string;
    };
    expect(indonesian).toMatchObject({ lang: "id-ID", description: "Top up game dalam hitungan menit" });
  });

  test("an order page seen online opens offline; a quote offline fails; another page says it is offline", async ({
    browser,
  }) => {
    // Paid, and held at the supplier (IDs ending 6666): an order whose news the buyer waits for.
    const order = await paidQrisOrder(browser, "Offline Buyer", { playerId: "960606666" });
    const page = order.buyerPage;
    const context = order.buyer;
    await page.setViewportSize({ width: 360, height: 780 });
    const paymentPage = `/card-payment/${order.id}`;
    const data = { id: order.id };
    await page.goto(paymentPage, { waitUntil: "load" });
    await expect(page.locator("link[rel=manifest]")).toHaveAttribute("href", "/manifest.webmanifest");
    // The worker registers after load and takes the page; the next visit goes through it.
    await page.waitForFunction(async () => Boolean((await navigator.serviceWorker.ready).active));
    await page.reload({ waitUntil: "load" });
    await expect(page.getByRole("button", { name: "Beri tahu saya saat item masuk" })).toBeVisible();
    await page.screenshot({ path: "test-results/order-notify-360.png", fullPage: true });

    await context.setOffline(true);
    await page.goto(paymentPage);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(page.url()).toContain(data.id);
    expect(await page.content()).toContain(data.id);

    const quote = await page.evaluate(async () => {
      try {
        const answer = await fetch("/backend/api/orders/calculate", {
          method: "POST",
          headers: { "content-type": "application/json" },
          body: JSON.stringify({ game: "free-fire", product: "ff-140", account: { playerId: "960601111" } }),
        });
        return `answered ${answer.status}`;
      } catch {
        return "failed";
      }
    });
    expect(quote).toBe("failed");

    await page.goto("/en/free-fire").catch(() => undefined);
    await expect(page.getByRole("heading", { name: "You are offline" })).toBeVisible();
    await context.close();
  });
});
