import { describe, expect, it } from "vitest";
import { holdsNulCharacter, MAX_JSON_DEPTH, nestsDeeperThan } from "./body-checks";

const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${"}".repeat(depth)}`;

/** A value nested `depth` levels, built without recursion. */
function nested(depth: number, leaf: unknown): unknown {
  let value = leaf;
  for (let level = 0; level < depth; level++) value = level % 2 ? [value] : { a: value };
  return value;
}

describe("a JSON body's nesting, read from its text", () => {
  it("counts arrays and objects, up to the limit and past it", () => {
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH), MAX_JSON_DEPTH)).toBe(false);
    expect(nestsDeeperThan(objects(MAX_JSON_DEPTH + 1), MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan(`${"[".repeat(10_000)}${"]".repeat(10_000)}`, MAX_JSON_DEPTH)).toBe(true);
    expect(nestsDeeperThan('[{"a":[1,{"b":[]}]},[]]', 5)).toBe(false);
    expect(nestsDeeperThan('[{"a":[1,{"b":[]}]},[]]', 4)).toBe(true);
  });

  it("does not count brackets inside strings, escaped quotes included", () => {
    expect(nestsDeeperThan(`{"a":"${"[{".repeat(1_000)}"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\"${"[".repeat(1_000)}\\\\"}`, 2)).toBe(false);
    expect(nestsDeeperThan(`{"a":"\\\\",${"[".repeat(3)}]]]}`, 3)).toBe(true);
  });

  it("counts siblings one after another, not together", () => {
    expect(nestsDeeperThan(`[${Array.from({ length: 5_000 }, () => "[[]]").join(",")}]`, 3)).toBe(false);
  });
});

describe("a NUL character anywhere in a parsed body", () => {
  it("is found in values and keys, at any depth", () => {
    expect(holdsNulCharacter({ a: ["x", { b: "y\u0000z" }] })).toBe(true);
    expect(holdsNulCharacter({ "k\u0000": 1 })).toBe(true);
    expect(holdsNulCharacter("plain\u0000")).toBe(true);
    expect(holdsNulCharacter({ a: ["x", { b: "\\u0000 is only text" }], n: 1, t: true, z: null })).toBe(false);
    expect(holdsNulCharacter(undefined)).toBe(false);
  });

  it("is looked for without recursion, however deep the body", () => {
    expect(holdsNulCharacter(nested(200_000, "deep\u0000"))).toBe(true);
    expect(holdsNulCharacter(nested(200_000, "deep"))).toBe(false);
  });
});
