import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { ART_WIDTHS } from "../../core/art/art";
import { createSharpResizer } from "./sharp-resizer";

const resizer = createSharpResizer();

/** A test picture: a wide red-to-blue PNG, with EXIF that must not survive. */
async function picture(width: number, height: number, format: "png" | "jpeg" | "webp" = "png") {
  const base = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 30, b: 40 } } });
  const encoded = format === "png" ? base.png() : format === "jpeg" ? base.jpeg() : base.webp();
  return new Uint8Array(
    await encoded.withExif({ IFD0: { Copyright: "secret-location", Artist: "someone" } }).toBuffer(),
  );
}

describe("resizing uploaded art with sharp", () => {
  it("reads dimensions from the header", async () => {
    expect(await resizer.dimensions(await picture(300, 200))).toEqual({ width: 300, height: 200 });
    expect(await resizer.dimensions(await picture(90, 120, "jpeg"))).toEqual({ width: 90, height: 120 });
  });

  it("makes square WebP at each width, with no metadata", async () => {
    for (const format of ["png", "jpeg", "webp"] as const) {
      const variants = (await resizer.resize(await picture(640, 360, format), ART_WIDTHS.game, "cover"))!;
      expect(variants.map((variant) => [variant.width, variant.height])).toEqual([
        [48, 48],
        [96, 96],
        [144, 144],
      ]);
      for (const variant of variants) {
        expect(variant.contentType).toBe("image/webp");
        const read = await sharp(variant.bytes).metadata();
        expect(read.format).toBe("webp");
        expect([read.width, read.height]).toEqual([variant.width, variant.height]);
        expect(read.exif).toBeUndefined();
        expect(Buffer.from(variant.bytes).includes("secret-location")).toBe(false);
      }
    }
  });

  it("fits a mark whole on a transparent square", async () => {
    const [small] = (await resizer.resize(await picture(400, 100), ART_WIDTHS.method, "contain"))!;
    expect([small!.width, small!.height]).toEqual([24, 24]);
    const { data, info } = await sharp(small!.bytes).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    // The top row is above the wide mark: transparent.
    expect(data[3]).toBe(0);
    // The middle row holds the mark: opaque.
    expect(data[(info.width * Math.floor(info.height / 2) + Math.floor(info.width / 2)) * 4 + 3]).toBe(255);
  });

  it("answers undefined, never throws, for bytes that only look like an image", async () => {
    const truncated = (await picture(300, 200)).slice(0, 60);
    expect(await resizer.dimensions(new TextEncoder().encode("<svg/>"))).toBeUndefined();
    expect(await resizer.resize(truncated, [24], "cover")).toBeUndefined();
  });
});
