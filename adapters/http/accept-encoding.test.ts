import { describe, expect, it } from "vitest";
import { chooseEncoding } from "./accept-encoding";

describe("the encoding a cached page is sent in", () => {
  it("prefers Brotli, then gzip, and honours a refusal (q=0)", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("BR;q=0.0, gzip;q=0")).toBeUndefined();
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
