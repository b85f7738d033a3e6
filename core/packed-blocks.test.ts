import { afterEach, describe, expect, it, vi } from "vitest";
import {
  isPackedRef,
  namePacked,
  packedBlockId,
  packedBlockText,
  unpackCarried,
  type PackedRef,
} from "./packed-blocks";
import { pack, type Packed } from "./packed-json";

describe("packed values named for a page's HTML", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("on the server a name unpacks to the very value it names, and a packed value is no name", () => {
    const value = { game: "mobile-legends", price: 15_500 };
    const text = pack(value);
    const ref = namePacked("test:server", text);
    expect(isPackedRef(ref)).toBe(true);
    expect(isPackedRef(text)).toBe(false);
    expect(() => JSON.parse(ref)).toThrow();
    expect(unpackCarried(ref)).toBe(value);
    expect(unpackCarried(text)).toBe(value);
    expect(packedBlockId(ref)).toBe("data@test:server");
  });

  it("a name given a new text carries the new one, in its value and in its block", () => {
    const ref = namePacked("test:changed", pack({ price: 15_500 }));
    expect(packedBlockText(ref)).toBe('{"price":15500}');
    expect(namePacked("test:changed", pack({ price: 16_000 }))).toBe(ref);
    expect(unpackCarried(ref)).toEqual({ price: 16_000 });
    expect(packedBlockText(ref)).toBe('{"price":16000}');
  });

  it("a block's text cannot close its script element, and parses back to the value", () => {
    const value = { note: "</script><script>alert(1)</script> & <!-- x" };
    const ref = namePacked("test:tag", pack(value));
    const text = packedBlockText(ref);
    expect(text).not.toContain("<");
    expect(JSON.parse(text)).toEqual(value);
  });

  it("in the browser a name is read from the page's data block, once", () => {
    const value = { note: "Halo <b>" };
    const text = JSON.stringify(value).replace(/</g, "\\u003c");
    const getElementById = vi.fn((id: string) => (id === "data@test:browser" ? { textContent: text } : null));
    vi.stubGlobal("document", { getElementById });
    // A name this module has never made, as a browser meets it in the loader data.
    const ref = "@test:browser" as PackedRef<typeof value>;
    const first = unpackCarried(ref);
    expect(first).toEqual(value);
    expect(unpackCarried(ref)).toBe(first);
    expect(packedBlockText(ref)).toBe(text);
    expect(getElementById).toHaveBeenCalledTimes(1);
    expect(() => unpackCarried("@test:absent" as Packed<unknown>)).toThrow(/no data block @test:absent/);
  });
});
