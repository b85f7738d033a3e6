import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./return-path";

const SHOP = "https://kupi.example";

/** Where a browser goes with this Location from a page of the shop. */
const landsOn = (location: string) => new URL(location, `${SHOP}/auth/test`);

describe("return paths after signing in", () => {
  it("keeps a path on this site, with its query and fragment", () => {
    expect(safeReturnPath("/account", "/")).toBe("/account");
    expect(safeReturnPath("/en/mobile-legends?promo=EPICWIN#buy", "/")).toBe("/en/mobile-legends?promo=EPICWIN#buy");
  });

  it("returns the path normalised: dot segments, plain or percent-encoded, resolved", () => {
    expect(safeReturnPath("/en/./free-fire/../account", "/")).toBe("/en/account");
    expect(safeReturnPath("/%2e/account", "/")).toBe("/account");
    expect(safeReturnPath("/en-id/%2e%2e/en-id/./account", "/")).toBe("/en-id/account");
    expect(safeReturnPath("/en/%2E%2E/account?x=1", "/")).toBe("/account?x=1");
    expect(safeReturnPath("/../account", "/")).toBe("/account");
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

  it("refuses a path whose dot segments or encoded separators leave two slashes at its start", () => {
    for (const hostile of [
      "/.//evil.example",
      "/..//evil.example",
      "/./..//evil.example",
      "/a/../..//evil.example",
      "/.///evil.example",
      "/%2e//evil.example",
      "/%2E//evil.example",
      "/%2e%2e//evil.example",
      "/.%2e//evil.example",
      "/%2e.//evil.example",
      "/%2e%2e/%2e%2e//evil.example",
      "/%2E/%2Fevil.example",
      "/%2e%2e%2f%2fevil.example",
      "/%2f%2fevil.example",
      "/%2F/evil.example",
      "/./%2fevil.example",
      "/%5cevil.example",
      "/%5Cevil.example",
      "/.%5c/evil.example",
      "/%2e%2e%5c%5cevil.example",
      "/.\\/evil.example",
      "/\\/evil.example",
    ])
      expect(safeReturnPath(hostile, "/account"), hostile).toBe("/account");
  });

  it("whatever it is given, answers a path that stays on this site and is its own normal form", () => {
    const piece = fc.constantFrom(
      "/",
      "//",
      ".",
      "..",
      "%2e",
      "%2E",
      "%2e%2e",
      "%2f",
      "%2F",
      "%5c",
      "%5C",
      "\\",
      "%09",
      "%00",
      "@",
      ":",
      "?",
      "#",
      "evil.example",
      "account",
      "x",
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 12 }), (pieces) => {
        const value = `/${pieces.join("")}`;
        const answer = safeReturnPath(value, "/account");
        const context = `${value} -> ${answer}`;
        expect(answer.startsWith("/"), context).toBe(true);
        expect(answer, context).not.toMatch(/^\/[/\\]/);
        expect(answer, context).not.toContain("\\");
        expect(answer.split(/[?#]/, 1)[0], context).not.toMatch(/%(2f|5c)/i);
        expect(landsOn(answer).origin, context).toBe(SHOP);
        expect(landsOn(answer).pathname.startsWith("//"), context).toBe(false);
        expect(safeReturnPath(answer, "/elsewhere"), context).toBe(answer);
      }),
      { numRuns: 2_000, seed: 31 },
    );
  });

  it("refuses what a Location header cannot carry", () => {
    expect(safeReturnPath("/akun-saya-ä", "/")).toBe("/");
    expect(safeReturnPath(`/${"x".repeat(400)}`, "/")).toBe("/");
    expect(safeReturnPath(null, "/fallback")).toBe("/fallback");
  });
});
