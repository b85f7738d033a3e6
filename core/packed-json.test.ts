import { describe, expect, it } from "vitest";
import { pack, REMEMBERED_TEXTS, unpack, type Packed } from "./packed-json";

describe("packed JSON values", () => {
  it("unpack gives back the very value that was packed, without parsing it", () => {
    const game = { slug: "mobile-legends", products: [{ sku: "ml-12", price: { amount: 3500, currency: "IDR" } }] };
    const text = pack(game);
    expect(JSON.parse(text)).toEqual(game);
    expect(unpack(text)).toBe(game);
  });

  it("a text received from elsewhere (a browser's loader data) is parsed once, then the same object", () => {
    const text = JSON.stringify({ sku: "ff-720", regionOnly: null }) as Packed<{ sku: string; regionOnly: null }>;
    // A new string with equal contents, as the decoder of the loader data makes one.
    const copy = (" " + text).slice(1) as typeof text;
    const first = unpack(text);
    expect(first).toEqual({ sku: "ff-720", regionOnly: null });
    expect(unpack(copy)).toBe(first);
  });

  it("remembers a bounded number of texts: the oldest is parsed again, to an equal value", () => {
    const oldest = { n: -1 };
    const text = pack(oldest);
    for (let n = 0; n < REMEMBERED_TEXTS; n += 1) pack({ n });
    const again = unpack(text);
    expect(again).not.toBe(oldest);
    expect(again).toEqual(oldest);
    // The newest are still the objects packed.
    const newest = { n: "newest" };
    expect(unpack(pack(newest))).toBe(newest);
  });
});
