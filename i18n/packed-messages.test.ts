import { describe, expect, it } from "vitest";
import { pickMessages } from "./namespaces";
import { packMessages, unpackMessages, type PackedMessages } from "./packed-messages";
import type { MessageSet } from "./messages/id";

describe("packed messages", () => {
  it("unpack gives back the very set that was packed, without parsing it", () => {
    const set = { "common.greeting": "Halo" } as unknown as MessageSet;
    expect(unpackMessages(packMessages(set))).toBe(set);
  });

  it("a set's text received from elsewhere (a browser's loader data) is parsed once, then the same object", () => {
    const text = JSON.stringify({ "common.farewell": "Sampai jumpa" }) as PackedMessages;
    // A new string with equal contents, as the decoder of the loader data makes one.
    const copy = (" " + text).slice(1) as PackedMessages;
    const first = unpackMessages(text);
    expect(first).toEqual({ "common.farewell": "Sampai jumpa" });
    expect(unpackMessages(copy)).toBe(first);
  });

  it("a page's picked messages carry the locale's words for its namespaces only", () => {
    const set = unpackMessages(pickMessages("id", ["header"]));
    const keys = Object.keys(set);
    expect(keys.length).toBeGreaterThan(0);
    expect(keys.every((key) => key.startsWith("header."))).toBe(true);
    expect(unpackMessages(pickMessages("en", ["header"]))).not.toEqual(set);
  });
});
