import { IntlMessageFormat } from "intl-messageformat";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../core/locales";
import { checkGameDefinition } from "../core/catalog/check-definition";
import { GAME_DEFINITIONS, findGameDefinition } from "./definitions";
import { promisePhrase } from "./shared/delivery-faq";
import { contrastRatio } from "../core/catalog/tile-contrast";
import { TILE_MARKS, type GameDefinition, type ProductDefinition } from "../core/catalog/types";

function game(slug: string): GameDefinition {
  const found = findGameDefinition(slug);
  if (!found) throw new Error(`no game ${slug}`);
  return found;
}

function smallestCurrencyPack(slug: string): number {
  return Math.min(
    ...game(slug)
      .products.filter((p) => p.kind === "currency")
      .map((p) => p.amount ?? Infinity),
  );
}

function products(slug: string, predicate: (product: ProductDefinition) => boolean): ProductDefinition[] {
  return game(slug).products.filter(predicate);
}

/** The 27 form-page slugs the shop started with and the 8 more the catalog names. */
const FORM_PAGES = [
  "arena-breakout",
  "blood-strike",
  "dragonheir",
  "farlight",
  "free-fire",
  "genshin",
  "honkai",
  "honor-of-kings",
  "love-and-deepspace",
  "marvel-rivals",
  "mobile-legends",
  "nikke",
  "pubg-new-state",
  "tarisland",
  "tower-of-fantasy",
  "zenless-zone-zero",
  "zepeto",
];
const NO_FORM_PAGES = [
  "arena-breakout-infinite",
  "azur-lane",
  "brawl-stars",
  "delta-force",
  "likee",
  "lords-mobile",
  "magic-chess-go-go",
  "pubg",
  "state-of-survival",
  "stumble-guys",
];
const MORE = [
  "bigo-live",
  "call-of-duty-mobile",
  "clash-of-clans",
  "clash-royale",
  "identity-v",
  "super-sus",
  "watcher-of-realms",
  "wild-rift",
];

describe("the catalog", () => {
  it("has the 35 games under their slugs, form pages exactly where listed", () => {
    expect(GAME_DEFINITIONS.map((g) => g.slug).sort()).toEqual([...FORM_PAGES, ...NO_FORM_PAGES, ...MORE].sort());
    for (const slug of FORM_PAGES) expect(game(slug).hasFormPage, slug).toBe(true);
    for (const slug of NO_FORM_PAGES) expect(game(slug).hasFormPage, slug).toBe(false);
    // Of the games those 27 slugs leave out, the mobile-first ones get the wizard too.
    const moreWithForm = MORE.filter((slug) => game(slug).hasFormPage).sort();
    expect(moreWithForm).toEqual(["call-of-duty-mobile", "identity-v", "super-sus", "wild-rift"]);
  });

  it("every game file is sound: texts in four languages, FAQ, guide, products, prices, valid example account", () => {
    const problems = GAME_DEFINITIONS.flatMap(checkGameDefinition);
    expect(problems).toEqual([]);
  });

  it("every currency name is ICU that shows the amount in every language", () => {
    for (const definition of GAME_DEFINITIONS) {
      for (const locale of LANGUAGES) {
        const text = String(
          new IntlMessageFormat(definition.texts[locale].currencyUnit, locale).format({ amount: 60 }),
        );
        expect(text, `${definition.slug} ${locale}`).toContain("60");
      }
    }
  });

  it("every game page's FAQ states the game's own delivery promise, in every language", () => {
    for (const definition of GAME_DEFINITIONS) {
      for (const locale of LANGUAGES) {
        const within = promisePhrase(locale, definition.deliveryPromiseMinutes);
        const answers = definition.texts[locale].faq.map((entry) => entry.answer);
        expect(
          answers.some((answer) => answer.includes(within)),
          `${definition.slug} ${locale}: ${within}`,
        ).toBe(true);
      }
    }
  });

  it("sells chests or collections in Free Fire and PUBG Mobile, each a stated number of the game's own items", () => {
    const chestGames = GAME_DEFINITIONS.filter((g) => g.products.some((p) => p.kind === "chest")).map((g) => g.slug);
    expect(chestGames.sort()).toEqual(["free-fire", "pubg"]);
    for (const slug of chestGames) {
      for (const chest of products(slug, (p) => p.kind === "chest")) {
        // The count a buyer gets is in the title and the description, in every language.
        const count = /^\d+/.exec(chest.title?.en ?? "")?.[0];
        expect(count, chest.sku).toBeDefined();
        for (const locale of LANGUAGES) {
          expect(chest.title?.[locale], `${chest.sku} ${locale}`).toContain(count);
          expect(chest.description?.[locale], `${chest.sku} ${locale}`).toContain(count);
        }
      }
    }
  });

  it("skus are unique across the whole catalog", () => {
    const skus = GAME_DEFINITIONS.flatMap((g) => g.products.map((p) => p.sku));
    expect(new Set(skus).size).toBe(skus.length);
  });
});

describe("the game tiles", () => {
  it("no two games share a mark or a colour pair, and every mark drawn is used", () => {
    const marks = GAME_DEFINITIONS.map((g) => g.tile.mark);
    expect(new Set(marks).size).toBe(GAME_DEFINITIONS.length);
    expect([...marks].sort()).toEqual([...TILE_MARKS].sort());
    const pairs = GAME_DEFINITIONS.map((g) => `${g.tile.from.toLowerCase()} ${g.tile.to.toLowerCase()}`);
    expect(new Set(pairs).size).toBe(GAME_DEFINITIONS.length);
  });

  it("every mark stands out from both ends of its gradient by at least 3:1 (WCAG non-text contrast)", () => {
    for (const { slug, tile } of GAME_DEFINITIONS) {
      expect(contrastRatio(tile.ink, tile.from), `${slug} ink on from`).toBeGreaterThanOrEqual(3);
      expect(contrastRatio(tile.ink, tile.to), `${slug} ink on to`).toBeGreaterThanOrEqual(3);
    }
  });
});

describe("each game's delivery times, minimums, bonuses and limits", () => {
  it("support after 1 hour, 30 minutes for Free Fire; Super SUS usually delivers in 5-10 minutes", () => {
    for (const definition of GAME_DEFINITIONS) {
      expect(definition.deliveryPromiseMinutes, definition.slug).toBe(definition.slug === "free-fire" ? 30 : 60);
    }
    expect(GAME_DEFINITIONS.filter((g) => g.usualDeliveryMinutes).map((g) => g.slug)).toEqual(["super-sus"]);
    expect(game("super-sus").usualDeliveryMinutes).toEqual({ from: 5, to: 10 });
  });

  it("minimum purchases", () => {
    const minimums: Record<string, number> = {
      genshin: 60,
      honkai: 60,
      "arena-breakout": 66,
      pubg: 60,
      "mobile-legends": 10,
      "tower-of-fantasy": 60,
      farlight: 50,
      "clash-of-clans": 80,
      "clash-royale": 80,
      nikke: 60,
      "pubg-new-state": 60,
    };
    for (const [slug, minimum] of Object.entries(minimums)) {
      expect(game(slug).minimumPurchase, slug).toBe(minimum);
      expect(smallestCurrencyPack(slug), slug).toBeGreaterThanOrEqual(minimum);
    }
  });

  it("first-top-up double bonus for Genshin, Honkai and Mobile Legends; ML packs 50+5, 150+15, 250+25, 500+65", () => {
    for (const slug of ["genshin", "honkai", "mobile-legends"]) {
      expect(game(slug).firstTopUpDouble, slug).toBe(true);
      for (const product of products(slug, (p) => Boolean(p.firstTopUpBonus))) {
        expect(product.firstTopUpBonus, product.sku).toBe(product.amount);
      }
    }
    const mlFirst = products("mobile-legends", (p) => Boolean(p.firstTopUpBonus)).map((p) => [p.amount, p.bonus]);
    expect(mlFirst).toEqual([
      [50, 5],
      [150, 15],
      [250, 25],
      [500, 65],
    ]);
  });

  it("membership and pass limits as data for the order rules", () => {
    const [welkin] = products("genshin", (p) => p.limit?.maxStackedDays === 180);
    expect(welkin?.durationDays).toBe(30);
    const [zzz] = products("zenless-zone-zero", (p) => p.kind === "membership" && p.limit?.maxActive === 5);
    expect(zzz).toMatchObject({ durationDays: 30, limit: { maxActive: 5, maxStackedDays: 179 } });
    expect(zzz?.description?.en).toMatch(/300/);
    expect(zzz?.description?.en).toMatch(/90/);
    expect(zzz?.description?.en).toMatch(/330/);
    const [weekly] = products("honor-of-kings", (p) => p.limit?.perWindow?.window === "week");
    expect(weekly).toMatchObject({ limit: { perWindow: { count: 1, window: "week" }, notWhileActive: true } });
    expect(weekly?.description?.en).toMatch(/80/);
    expect(weekly?.description?.en).toMatch(/100/);
    expect(weekly?.description?.en).toMatch(/15/);
    const monthly = products("identity-v", (p) => p.limit?.perWindow?.window === "month");
    expect(monthly.length).toBeGreaterThan(0);
    for (const item of monthly) expect(item.limit?.perWindow?.count).toBe(1);
    expect(products("dragonheir", (p) => p.durationDays === 30 && p.kind === "membership")).toHaveLength(1);
    expect(
      products("tarisland", (p) => p.kind === "pass")
        .map((p) => p.durationDays)
        .sort((a, b) => (a ?? 0) - (b ?? 0)),
    ).toEqual([7, 30, 180]);
  });

  it("notes shown to buyers", () => {
    expect(game("tarisland").texts.id.notes.join(" ")).toMatch(/20/);
    expect(game("zepeto").texts.id.notes.length).toBeGreaterThan(0);
    for (const slug of ["clash-of-clans", "clash-royale", "brawl-stars"]) {
      expect(game(slug).account.confirmation, slug).toBe("supercellLinked");
      expect(game(slug).texts.en.notes.join(" "), slug).toMatch(/Supercell ID/);
    }
    expect(products("mobile-legends", (p) => p.regionOnly === "ID").length).toBeGreaterThan(0);
  });

  it("account identifiers follow each game", () => {
    const kinds = (slug: string) => game(slug).account.fields.map((field) => `${field.name}:${field.kind}`);
    expect(kinds("mobile-legends")).toEqual(["userId:userId", "zoneId:zoneId", "region:region"]);
    expect(kinds("magic-chess-go-go")).toEqual(["userId:userId", "zoneId:zoneId"]);
    for (const slug of ["genshin", "honkai", "zenless-zone-zero"]) {
      const uid = game(slug).account.fields.find((field) => field.kind === "uid");
      expect(uid?.type === "text" && uid.prefixFromField, slug).toBeTruthy();
    }
    const pubg = game("pubg").account.fields[0];
    expect(pubg?.type === "text" && pubg.startsWith).toEqual(["5"]);
    expect(kinds("wild-rift")).toEqual(["riotId:riotId"]);
    expect(kinds("zepeto")).toEqual(["zepetoId:zepetoId"]);
    expect(kinds("super-sus")).toEqual(["spaceId:spaceId"]);
    for (const slug of ["clash-of-clans", "clash-royale", "brawl-stars"])
      expect(kinds(slug), slug).toEqual(["playerTag:playerTag"]);
  });
});
