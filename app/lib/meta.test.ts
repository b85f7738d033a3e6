import { describe, expect, it } from "vitest";
import { packMessages } from "../../i18n/packed-messages";
import type { MessageSet } from "../../i18n/messages/id";
import { mergeMessages } from "../i18n/merge-messages";
import { metaTranslator } from "./meta";

const shell = { "meta.siteName": "Kupi", "meta.homeTitle": "Kupi: top up game" } as unknown as MessageSet;
const page = { "meta.homeTitle": "Top up {game}", "game.publisher": "Penerbit: {publisher}" } as unknown as MessageSet;

describe("a route's meta translator", () => {
  it("speaks the page's messages over the shell's, with the shell's for the rest", () => {
    const matches = [
      { id: "root", loaderData: { locale: "id", messages: packMessages(shell) } },
      { id: "id/game", loaderData: { messages: packMessages(page) } },
    ];
    const t = metaTranslator(matches)!;
    expect(t("meta.siteName")).toBe("Kupi");
    expect(t("meta.homeTitle", { game: "Mobile Legends" })).toBe("Top up Mobile Legends");
    expect(t("game.publisher", { publisher: "Moonton" })).toBe("Penerbit: Moonton");
  });

  it("has nothing to say before the root's data (an error before its loader ran)", () => {
    expect(metaTranslator([{ id: "id/game", loaderData: { messages: packMessages(page) } }])).toBeUndefined();
  });

  // Every route's meta and the page's provider ask for the same pair on every render: a copy of a few
  // hundred entries each time halved the payment page's speed (decision 028).
  it("merges a shell and a page once, then gives the same set", () => {
    const merged = mergeMessages(shell, page);
    expect(mergeMessages(shell, page)).toBe(merged);
    expect(mergeMessages(shell, { ...page })).not.toBe(merged);
  });
});
