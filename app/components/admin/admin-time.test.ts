import { describe, expect, it } from "vitest";
import { adminTime } from "./admin-time";

describe("the console's moments", () => {
  it("are the same text on the server and in a browser without a language's dates, on the UTC clock", () => {
    const at = "2026-11-23T03:04:00Z";
    expect(adminTime(at, "uz")).toBe("23/11/2026, 03:04 UTC");
    expect(adminTime(new Date(at), "ru")).toBe("23.11.2026, 03:04 UTC");
    expect(adminTime(at, "id")).toBe("23/11/2026, 03.04 UTC");
    expect(adminTime(at, "en")).toBe("11/23/2026, 03:04 UTC");
  });
});
