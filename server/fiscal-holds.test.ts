import { describe, expect, it } from "vitest";
import type { FiscalHold } from "../core/admin/catalog-admin";
import { reportFiscalHolds } from "./fiscal-holds";

function recorder() {
  const lines: { level: string; fields: Record<string, unknown>; message: string }[] = [];
  const at = (level: string) => (fields: Record<string, unknown>, message: string) =>
    void lines.push({ level, fields, message });
  return { lines, log: { error: at("error"), info: at("info") } as never };
}

describe("the start's word on fiscal codes", () => {
  it("says per market, at error level, how many products are held back and where to set their codes", async () => {
    const holds: FiscalHold[] = [
      {
        market: "ru",
        count: 3,
        games: [
          { slug: "azur-lane", name: "Azur Lane", count: 2 },
          { slug: "free-fire", name: "Free Fire", count: 1 },
        ],
      },
      { market: "uz", count: 0, games: [] },
    ];
    const { lines, log } = recorder();
    await reportFiscalHolds({ fiscalHolds: async () => holds }, "https://kupi.example", log);
    expect(lines).toEqual([
      {
        level: "error",
        fields: {
          market: "ru",
          heldBack: 3,
          games: ["azur-lane", "free-fire"],
          console: "https://kupi.example/admin/catalog",
        },
        message: expect.stringContaining('3 active products are not sold in market "ru"'),
      },
      { level: "info", fields: { market: "uz" }, message: expect.stringContaining("every active product") },
    ]);
    expect(lines[0]!.message).toContain("https://kupi.example/admin/catalog");
  });

  it("says nothing when no market requires codes", async () => {
    const { lines, log } = recorder();
    await reportFiscalHolds({ fiscalHolds: async () => [] }, "https://kupi.example", log);
    expect(lines).toEqual([]);
  });
});
