import { describe, expect, it } from "vitest";
import { searchGames } from "./search";

const games = [
  { slug: "mobile-legends", searchTerms: ["Mobile Legends: Bang Bang", "mlbb", "ml", "mobile legends"] },
  { slug: "pubg", searchTerms: ["PUBG Mobile", "pubgm"] },
  { slug: "genshin", searchTerms: ["Genshin Impact", "Геншин Импакт", "gi"] },
  { slug: "free-fire", searchTerms: ["Free Fire", "ff"] },
  { slug: "call-of-duty-mobile", searchTerms: ["Call of Duty: Mobile", "codm"] },
];
const slugs = (query: string) => searchGames(query, games).map((game) => game.slug);

describe("game search", () => {
  it("finds Mobile Legends from 'mobile', 'mlbb' and 'mobile legend'", () => {
    expect(slugs("mobile")[0]).toBe("mobile-legends");
    expect(slugs("mlbb")).toEqual(["mobile-legends"]);
    expect(slugs("mobile legend")[0]).toBe("mobile-legends");
  });

  it("finds Genshin from 'genshin', in another script, and with a typo", () => {
    expect(slugs("genshin")).toEqual(["genshin"]);
    expect(slugs("геншин")).toEqual(["genshin"]);
    expect(slugs("genshn")).toEqual(["genshin"]);
  });

  it("ignores case and missing or extra spaces", () => {
    expect(slugs("FREEFIRE")).toEqual(["free-fire"]);
    expect(slugs("mobilelegends")[0]).toBe("mobile-legends");
    expect(slugs("  free   fire ")).toEqual(["free-fire"]);
  });

  it("ranks prefixes before other matches, and finds nothing for nonsense", () => {
    expect(slugs("mobile")).toEqual(["mobile-legends", "pubg", "call-of-duty-mobile"]);
    expect(slugs("zzzzqqq")).toEqual([]);
    expect(slugs("")).toHaveLength(games.length);
  });
});
