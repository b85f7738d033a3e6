/**
 * The installed app's icons (public/icons/, named by the web app manifest) from the shop's mark,
 * public/favicon.svg. Run after the mark changes: `npx tsx scripts/make-app-icons.ts`.
 * The maskable icon keeps the mark inside the middle 80% on the theme colour, so a launcher's
 * circle or squircle never cuts it.
 */
import { mkdir, readFile } from "node:fs/promises";
import sharp from "sharp";

const THEME = "#0d1410";

async function main() {
  const mark = await readFile("public/favicon.svg");
  await mkdir("public/icons", { recursive: true });
  for (const size of [192, 512])
    await sharp(mark, { density: (72 * size) / 32 })
      .resize(size, size)
      .png()
      .toFile(`public/icons/icon-${size}.png`);
  const inner = Math.round(512 * 0.6);
  const drawn = await sharp(mark, { density: (72 * inner) / 32 })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: 512, height: 512, channels: 4, background: THEME } })
    .composite([{ input: drawn, gravity: "center" }])
    .png()
    .toFile("public/icons/maskable-512.png");
}

await main();
