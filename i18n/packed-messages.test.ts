import { describe, expect, it } from "vitest";
import { pickMessages } from "./namespaces";
import { packMessages, unpackMessages } from "./packed-messages";
import type { MessageSet } from "./messages/id";

describe("packed messages", () => {
  it("unpack gives back the very set that was packed, without parsing it", () => {
    const set = { "common.greeting": "Halo" } as unknown as MessageSet;
    expect(unpackMessages(packMessages(set))).toBe(set);
  });

  it("a page's picked messages carry the locale's words for its namespaces only", () => {
    const set = unpackMessages(pickMessages("id", ["header"]));
    const keys = Object.keys(set);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith("header."))).toBe(true);
    expect(unpackMessages(pickMessages("en", ["header"]))).not.toEqual(set);
  });
});
