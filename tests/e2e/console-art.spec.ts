import sharp from "sharp";
import { signInAsOperator } from "./support/admin-sign-in";
import { expect, test } from "./support/test";

/**
 * Uploaded art (decision 034): an operator uploads a game's art and a payment method's mark
 * in the console; the shop's pages draw them from addresses named by their content, served as WebP
 * for a year; an SVG is refused with the translated message; removing the art brings the tile back.
 */
const picture = async (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 230, g: 90, b: 20 } } })
    .png()
    .toBuffer();

const ART_ADDRESS = /^\/media\/[0-9a-f]{32}-(\d+)\.webp$/;

test("an operator's art and mark show on the shop's pages, cached for good, and removing the art brings the tile back", async ({
  page,
}) => {
  await signInAsOperator(page, "Admin Gambar E2E", "admin");

  await page.goto("/admin/catalog/free-fire");
  const art = page.getByTestId("art-game-free-fire");
  await expect(art).toContainText("Belum ada gambar");
  await art.getByLabel("Berkas gambar").setInputFiles({
    name: "free-fire.png",
    mimeType: "image/png",
    buffer: await picture(300, 200),
  });
  await art.getByRole("button", { name: "Unggah" }).click();
  await expect(art.getByTestId("art-game-free-fire-saved")).toHaveText("Gambar tersimpan dan sudah tampil di toko.");
  await expect(art.getByTestId("art-game-free-fire-facts")).toHaveText(/^Diunggah: PNG, 300 × 200 piksel, \d+ KB$/);

  await page.goto("/admin/catalog/marks");
  const mark = page.getByTestId("art-method-qris");
  await mark.getByLabel("Berkas gambar").setInputFiles({
    name: "qris.png",
    mimeType: "image/png",
    buffer: await picture(120, 60),
  });
  await mark.getByRole("button", { name: "Unggah" }).click();
  await expect(mark.getByTestId("art-method-qris-saved")).toBeVisible();

  // The home page's tile and the game page's header draw the art at its hashed addresses.
  await page.goto("/");
  const tile = page.locator('a[href="/free-fire"] img.game-art').first();
  await expect(tile).toHaveAttribute("alt", "Free Fire");
  await expect(tile).toHaveAttribute("width", /^(40|44)$/);
  const homeSrc = (await tile.getAttribute("src"))!;
  expect(homeSrc).toMatch(ART_ADDRESS);
  expect(homeSrc).toMatch(/-48\.webp$/);

  await page.goto("/free-fire");
  const header = page.locator(".game-hero img.game-art");
  await expect(header).toHaveAttribute("width", "72");
  const headerSrc = (await header.getAttribute("src"))!;
  expect(headerSrc).toMatch(/-96\.webp$/);
  expect(headerSrc.slice(0, 40)).toBe(homeSrc.slice(0, 40));
  await expect(page.getByTestId("method-mark-qris")).toHaveAttribute("src", ART_ADDRESS);

  // The bytes: WebP of the width named, immutable for a year, and a 304 for the ETag held.
  const served = await page.request.get(headerSrc);
  expect(served.status()).toBe(200);
  expect(served.headers()["content-type"]).toBe("image/webp");
  expect(served.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
  expect(served.headers()["x-content-type-options"]).toBe("nosniff");
  const etag = served.headers()["etag"]!;
  expect(etag).toBeTruthy();
  const meta = await sharp(await served.body()).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(["webp", 96, 96]);
  const again = await page.request.get(headerSrc, { headers: { "if-none-match": etag } });
  expect(again.status()).toBe(304);
  expect((await page.request.get("/media/0123456789abcdef0123456789abcdef-96.webp")).status()).toBe(404);

  // An SVG, called a PNG, is refused in Indonesian and changes nothing.
  await page.goto("/admin/catalog/free-fire");
  await art.getByLabel("Berkas gambar").setInputFiles({
    name: "evil.png",
    mimeType: "image/png",
    buffer: Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="99" height="99"><script>alert(1)</script></svg>',
    ),
  });
  await art.getByRole("button", { name: "Unggah" }).click();
  await expect(art.getByRole("alert")).toHaveText(
    "Berkas ini bukan gambar PNG, JPEG, atau WebP. SVG dan format lain tidak diterima.",
  );
  await expect(art.getByTestId("art-game-free-fire-facts")).toHaveText(/PNG, 300 × 200 piksel/);
  await page.goto("/free-fire");
  await expect(page.locator(".game-hero img.game-art")).toHaveAttribute("src", headerSrc);

  // Removing the art: the generated tile again, and the old address is gone.
  await page.goto("/admin/catalog/free-fire");
  await art.getByRole("button", { name: "Hapus gambar" }).click();
  await expect(art.getByTestId("art-game-free-fire-saved")).toHaveText(/^Gambar dihapus/);
  await page.goto("/free-fire");
  await expect(page.locator(".game-hero img")).toHaveCount(0);
  await expect(page.locator('.game-hero span.game-art[role="img"]')).toHaveAttribute("aria-label", "Free Fire");
  expect((await page.request.get(headerSrc)).status()).toBe(404);
});
