import { describe, expect, it } from "vitest";
import { pickMessages, pickMessagesRef } from "./namespaces";
import {
  isMessagesRef,
  messagesBlockId,
  messagesBlockText,
  nameMessages,
  packMessages,
  unpackMessages,
} from "./packed-messages";
import { afterEach, vi } from "vitest";
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

  describe("named for a page's HTML", () => {
    afterEach(() => vi.unstubAllGlobals());

    it("on the server a name unpacks to the very set it names, and is not JSON", () => {
      const ref = pickMessagesRef("id", ["header", "footer"]);
      expect(isMessagesRef(ref)).toBe(true);
      expect(isMessagesRef(pickMessages("id", ["header", "footer"]))).toBe(false);
      expect(() => JSON.parse(ref)).toThrow();
      expect(unpackMessages(ref)).toBe(unpackMessages(pickMessages("id", ["header", "footer"])));
      expect(pickMessagesRef("id", ["header", "footer"])).toBe(ref);
      expect(pickMessagesRef("en", ["header", "footer"])).not.toBe(ref);
    });

    it("a block's text cannot close its script element, and parses back to the set", () => {
      const set = { "test.tag": "</script><script>alert(1)</script> & <!-- x" } as unknown as MessageSet;
      const ref = nameMessages("test:tag", packMessages(set));
      const text = messagesBlockText(ref);
      expect(text).not.toContain("<");
      expect(JSON.parse(text)).toEqual(set);
      expect(messagesBlockId(ref)).toBe("messages@test:tag");
    });

    it("in the browser a name is read from the page's data block, once", () => {
      const set = { "test.browser": "Halo <b>" } as unknown as MessageSet;
      const text = JSON.stringify(set).replace(/</g, "\\u003c");
      const getElementById = vi.fn((id: string) => (id === "messages@test:browser" ? { textContent: text } : null));
      vi.stubGlobal("document", { getElementById });
      // A name this module has never made, as a browser meets it in the loader data.
      const ref = "@test:browser" as Parameters<typeof unpackMessages>[0];
      const first = unpackMessages(ref);
      expect(first).toEqual(set);
      expect(unpackMessages(ref)).toBe(first);
      expect(messagesBlockText(ref as never)).toBe(text);
      expect(getElementById).toHaveBeenCalledTimes(1);
      expect(() => unpackMessages("@test:absent" as typeof ref)).toThrow(/no message set @test:absent/);
    });
  });
});
