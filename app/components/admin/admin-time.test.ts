import { describe, expect, it } from "vitest";
import { adminTime } from "./admin-time";

describe("the console's moments", () => {
  it("are the same text on the server and in a browser without a language's dates, on the shop's clock", () => {
    const at = "2026-11-23T03:04:00Z";
    expect(adminTime(at, "uz", "Asia/Jakarta")).toBe("23/11/2026, 10:04 WIB");
    expect(adminTime(new Date(at), "ru", "Asia/Jakarta")).toBe("23.11.2026, 10:04 WIB");
    expect(adminTime(at, "id", "Asia/Jakarta")).toBe("23/11/2026, 10.04 WIB");
    expect(adminTime(at, "en", "UTC")).toBe("11/23/2026, 03:04 UTC");
  });

  it("name the offset of that moment in a zone with summer time", () => {
    expect(adminTime("2026-01-15T12:00:00Z", "en-id", "Europe/Berlin")).toBe("15/01/2026, 13.00 GMT+1");
    expect(adminTime("2026-07-15T12:00:00Z", "en-id", "Europe/Berlin")).toBe("15/07/2026, 14.00 GMT+2");
  });
});
