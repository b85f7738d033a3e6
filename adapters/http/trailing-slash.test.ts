import { describe, expect, it } from "vitest";
import { canonicalRedirect } from "./trailing-slash";

describe("canonical URLs", () => {
  it("drops a trailing slash and keeps the query", () => {
    expect(canonicalRedirect("/about/")).toBe("/about");
    expect(canonicalRedirect("/en/free-fire/?ref=ig&x=1")).toBe("/en/free-fire?ref=ig&x=1");
    expect(canonicalRedirect("/en/")).toBe("/en");
  });

  it("leaves canonical URLs and the root alone", () => {
    expect(canonicalRedirect("/")).toBeUndefined();
    expect(canonicalRedirect("/?q=genshin")).toBeUndefined();
    expect(canonicalRedirect("/about")).toBeUndefined();
  });

  it("never produces a protocol-relative Location (open redirect)", () => {
    expect(canonicalRedirect("//evil.example/")).toBe("/evil.example");
    expect(canonicalRedirect("///evil.example")).toBe("/evil.example");
    expect(canonicalRedirect("//")).toBe("/");
  });

  it("reads a backslash as the slash browsers make of it, so no Location starts with a slash and a backslash", () => {
    expect(canonicalRedirect("/\\evil.example/")).toBe("/evil.example");
    expect(canonicalRedirect("/\\/evil.example")).toBe("/evil.example");
    expect(canonicalRedirect("\\\\evil.example/")).toBe("/evil.example");
    expect(canonicalRedirect("/about\\")).toBe("/about");
    for (const path of ["/\\evil.example/", "/.\\/evil.example/", "/a\\\\evil.example/?x=1"]) {
      const target = canonicalRedirect(path)!;
      expect(target, path).not.toMatch(/^[/\\]{2}/);
      expect(new URL(target, "https://kupi.example/a/b").origin, path).toBe("https://kupi.example");
    }
  });
});
