import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { checkEnv, envSchema } from "./env";

/**
 * deploy/shop.env.example is what an operator copies to start the image in live mode: a misspelt or
 * retired name in it would stop the start, and a value in it could be a secret in the repository.
 */
const EXAMPLE = readFileSync(fileURLToPath(new URL("../deploy/shop.env.example", import.meta.url)), "utf8");

/** Each `NAME=value` line, and each commented `# NAME=value` one (a default left as it is). */
function assignments(text: string): { name: string; value: string; commented: boolean }[] {
  return text.split("\n").flatMap((line) => {
    const match = /^(#\s*)?([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    return match ? [{ name: match[2]!, value: match[3]!, commented: match[1] !== undefined }] : [];
  });
}

describe("deploy/shop.env.example", () => {
  const lines = assignments(EXAMPLE);

  it("names only variables the shop reads, each once", () => {
    const names = lines.map((line) => line.name);
    expect(names.filter((name) => !(name in envSchema.shape))).toEqual([]);
    expect(new Set(names).size).toBe(names.length);
    expect(names).toEqual(expect.arrayContaining(["PUBLIC_ORIGIN", "TOTP_SECRET_KEY", "MIDTRANS_SERVER_KEY"]));
  });

  it("holds no value: the names to fill in are empty, the commented ones show their default or none", () => {
    expect(lines.filter((line) => !line.commented && line.value !== "")).toEqual([]);
    const defaults: Record<string, unknown> = envSchema.parse({});
    for (const line of lines.filter((each) => each.commented))
      expect(line.value, line.name).toBe(defaults[line.name] === undefined ? "" : String(defaults[line.name]));
  });

  it("starts as it is copied: every empty name reads as unset, with no refusal", () => {
    const copied = Object.fromEntries(lines.filter((line) => !line.commented).map((line) => [line.name, ""]));
    expect(checkEnv(copied).problems).toEqual([]);
  });
});
