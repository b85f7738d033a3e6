import { describe, expect, it } from "vitest";
import { isPackedRef, packedBlockId } from "../core/packed-blocks";
import { pickMessages, pickMessagesRef } from "./namespaces";
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

  it("on the server a set's name unpacks to the very set it names, and is not JSON", () => {
    const ref = pickMessagesRef("id", ["header", "footer"]);
    expect(isPackedRef(ref)).toBe(true);
    expect(isPackedRef(pickMessages("id", ["header", "footer"]))).toBe(false);
    expect(() => JSON.parse(ref)).toThrow();
    expect(unpackMessages(ref)).toBe(unpackMessages(pickMessages("id", ["header", "footer"])));
    expect(pickMessagesRef("id", ["header", "footer"])).toBe(ref);
    expect(pickMessagesRef("en", ["header", "footer"])).not.toBe(ref);
    expect(packedBlockId(ref)).toBe("data@messages:id:header,footer");
  });
});
