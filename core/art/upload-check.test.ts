import { describe, expect, it } from "vitest";
import {
  ART_MAX_BYTES,
  ART_MAX_PIXELS,
  ART_MAX_SIDE,
  ART_MIN_SIDE,
  checkArtBytes,
  checkArtDimensions,
  sniffArtFormat,
} from "./upload-check";

const bytes = (...values: number[]) => new Uint8Array(values);
const ascii = (text: string) => new TextEncoder().encode(text);
const PNG = bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13);
const JPEG = bytes(0xff, 0xd8, 0xff, 0xe0, 0, 16);
const WEBP = new Uint8Array([...ascii("RIFF"), 36, 0, 0, 0, ...ascii("WEBPVP8 ")]);

describe("what an upload's first bytes say it is", () => {
  it("takes PNG, JPEG and WebP by their signatures", () => {
    expect(sniffArtFormat(PNG)).toBe("png");
    expect(sniffArtFormat(JPEG)).toBe("jpeg");
    expect(sniffArtFormat(WEBP)).toBe("webp");
  });

  it("refuses SVG, GIF, a RIFF that is not WebP, and text, whatever the file is called", () => {
    expect(sniffArtFormat(ascii('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toBe(
      undefined,
    );
    expect(sniffArtFormat(ascii('<?xml version="1.0"?><svg/>'))).toBe(undefined);
    expect(sniffArtFormat(ascii("GIF89a......"))).toBe(undefined);
    expect(sniffArtFormat(new Uint8Array([...ascii("RIFF"), 36, 0, 0, 0, ...ascii("WAVEfmt ")]))).toBe(undefined);
    expect(sniffArtFormat(PNG.slice(0, 7))).toBe(undefined);
    expect(checkArtBytes(ascii("<svg/>"))).toEqual({ ok: false, error: { code: "notImage" } });
  });

  it("refuses an empty file, and one over 5 MB before looking at it", () => {
    expect(ART_MAX_BYTES).toBe(5 * 1024 * 1024);
    expect(checkArtBytes(new Uint8Array())).toEqual({ ok: false, error: { code: "empty" } });
    const big = new Uint8Array(ART_MAX_BYTES + 1);
    big.set(PNG);
    expect(checkArtBytes(big)).toEqual({ ok: false, error: { code: "tooLarge", values: { megabytes: 5 } } });
    const limit = new Uint8Array(ART_MAX_BYTES);
    limit.set(PNG);
    expect(checkArtBytes(limit)).toEqual({ ok: true, format: "png" });
  });
});

describe("the dimensions an image's header gives", () => {
  it("takes anything from 32 pixels a side to 8000 and 40 million pixels", () => {
    expect(checkArtDimensions(ART_MIN_SIDE, ART_MIN_SIDE)).toEqual({ ok: true });
    expect(checkArtDimensions(ART_MAX_SIDE, ART_MAX_PIXELS / ART_MAX_SIDE)).toEqual({ ok: true });
  });

  it("refuses a decompression bomb: a side too long, or too many pixels in all", () => {
    expect(checkArtDimensions(ART_MAX_SIDE + 1, 100).ok).toBe(false);
    expect(checkArtDimensions(100, 60_000).ok).toBe(false);
    expect(checkArtDimensions(7_000, 7_000)).toEqual({
      ok: false,
      error: { code: "tooManyPixels", values: { side: 8_000 } },
    });
  });

  it("refuses art too small to show sharp", () => {
    expect(checkArtDimensions(31, 500)).toEqual({ ok: false, error: { code: "tooSmall", values: { side: 32 } } });
  });
});
