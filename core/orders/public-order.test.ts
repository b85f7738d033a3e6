import { describe, expect, it } from "vitest";
import { formatOrderDate } from "./order-date";
import { maskAccountLabel } from "./public-order";

describe("public order page", () => {
  it("masks the middle of a game ID, keeping short zones readable", () => {
    expect(maskAccountLabel("123456789 (2001)")).toBe("12•••••89 (2001)");
    expect(maskAccountLabel("123456789 (2001) · Indonesia")).toBe("12•••••89 (2001) · Indonesia");
    expect(maskAccountLabel("#2PP8JQY9")).toBe("#2P••••Y9");
  });

  it("shows the date as day.month.year hours:minutes:seconds in the market's time zone", () => {
    expect(formatOrderDate("2026-11-22T01:02:03Z", "Asia/Jakarta")).toBe("22.11.2026 08:02:03");
    expect(formatOrderDate("2026-11-22T01:02:03Z", "Europe/Moscow")).toBe("22.11.2026 04:02:03");
  });
});
