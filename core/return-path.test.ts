import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

describe("return paths after signing in", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/account", "/")).toBe("/account");
    expect(safeReturnPath("/en/mobile-legends?promo=EPICWIN#buy", "/")).toBe("/en/mobile-legends?promo=EPICWIN#buy");
  });

  it("refuses anything a browser could resolve to another site", () => {
    for (const hostile of [
      "/\t/evil.example", // what ?return=/%09/evil.example decodes to: browsers drop the tab
      "/\n/evil.example",
      "/\r\n/evil.example",
      "//evil.example",
      "/\\evil.example",
      "https://evil.example/",
      "evil.example",
      " /account",
    ])
      expect(safeReturnPath(hostile, "/"), JSON.stringify(hostile)).toBe("/");
  });

  it("refuses what a Location header cannot carry", () => {
    expect(safeReturnPath("/akun-saya-ä", "/")).toBe("/");
    expect(safeReturnPath(`/${"x".repeat(400)}`, "/")).toBe("/");
    expect(safeReturnPath(null, "/fallback")).toBe("/fallback");
  });
});
