import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { TILE_MARKS } from "../../core/catalog/types";

const sprite = readFileSync(new URL("./tile-marks.svg", import.meta.url), "utf8");
const symbols = [...sprite.matchAll(/<symbol id="([a-z]+)" viewBox="([^"]+)">(.*?)<\/symbol>/gs)].map(
  ([whole, id, viewBox, body]) => ({ whole, id, viewBox, body }),
);

describe("the tile marks sprite", () => {
  it("draws exactly the marks of TILE_MARKS, once each, on a 24 by 24 grid", () => {
    expect(symbols.map((symbol) => symbol.id).sort()).toEqual([...TILE_MARKS].sort());
    for (const symbol of symbols) expect(symbol.viewBox, symbol.id).toBe("0 0 24 24");
  });

  it("keeps every mark a small drawing of its own: a few hundred bytes, nothing fetched, no script", () => {
    for (const symbol of symbols) {
      expect(symbol.whole.length, symbol.id).toBeLessThanOrEqual(600);
      expect(symbol.body, symbol.id).toMatch(/^(<(path|circle|rect|ellipse)\b[^<>]*\/>)+$/);
      expect(symbol.body, symbol.id).not.toMatch(/href|url\(|<script|\bon[a-z]+=/i);
    }
  });
});
