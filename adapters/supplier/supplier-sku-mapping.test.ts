import { describe, expect, it } from "vitest";
import type { GameDefinition } from "../../core/catalog/types";
import { findGameDefinition } from "../../catalog/definitions";
import { mobileLegends } from "../../catalog/games/mobile-legends";
import { pubg } from "../../catalog/games/pubg";
import type { SupplierProduct } from "../../core/orders/supplier-port";
import { mapSupplierSkus, type OurProduct } from "./supplier-sku-mapping";

/** A game as the price-list sync reads it: name, slug and the supplier spellings the catalog gives it. */
function gameOf(slug: string): Pick<OurProduct, "gameSlug" | "gameName" | "supplierNames"> {
  const game = findGameDefinition(slug);
  if (!game) throw new Error(`no game ${slug}`);
  return { gameSlug: game.slug, gameName: game.name, supplierNames: game.supplierNames ?? [] };
}

const ML = gameOf("mobile-legends");

function pack(sku: string, amount: number, bonus: number | null = null, game = ML): OurProduct {
  return { ...game, sku, amount, bonus, title: null };
}

function titled(sku: string, title: string, game = ML): OurProduct {
  return { ...game, sku, amount: null, bonus: null, title };
}

function theirs(supplierSku: string, name: string, brand: string, price: number, available = true): SupplierProduct {
  return { supplierSku, name, brand, category: "Games", price, available };
}

/** Our products as the catalog defines them, titles in English. */
function fromCatalog(game: GameDefinition): OurProduct[] {
  return game.products.map((product) => ({
    gameSlug: game.slug,
    gameName: game.name,
    supplierNames: game.supplierNames ?? [],
    sku: product.sku,
    amount: product.amount ?? null,
    bonus: product.bonus ?? null,
    title: product.title?.en ?? null,
  }));
}

describe("mapSupplierSkus: currency packs", () => {
  it("matches the brand whatever its spelling and the whole amount (78 + 8 = 86)", () => {
    const result = mapSupplierSkus(
      [pack("ml-86", 78, 8), pack("ml-172", 156, 16), pack("ml-12", 11, 1)],
      [
        theirs("A86", "MOBILE LEGENDS 86 Diamonds", "MOBILE LEGENDS", 19_800),
        theirs("A172", "Mobile Legends - 172 Diamonds", "Mobile Legends", 39_000),
        theirs("A12", "MobileLegends 12 Diamond", "MOBILELEGENDS", 3_300),
      ],
    );
    expect(result).toEqual({ mapped: { "ml-86": "A86", "ml-172": "A172", "ml-12": "A12" }, unmatched: [] });
  });

  it('reads sums written as "(78+8)" and thousands written "2.010"', () => {
    const result = mapSupplierSkus(
      [pack("ml-86", 78, 8), pack("ml-2010", 1708, 302)],
      [
        theirs("B86", "Mobile Legends 86 (78+8) Diamonds", "MOBILE LEGENDS", 20_000),
        theirs("B2010", "MOBILE LEGENDS 1.708 + 302 Diamonds", "MOBILE LEGENDS", 470_000),
      ],
    );
    expect(result.mapped).toEqual({ "ml-86": "B86", "ml-2010": "B2010" });
  });

  it("falls back to the plain amount, but prefers a row stating the whole amount", () => {
    const onlyBase = mapSupplierSkus(
      [pack("ml-86", 78, 8)],
      [theirs("C78", "MOBILE LEGENDS 78 Diamond", "MOBILE LEGENDS", 18_000)],
    );
    expect(onlyBase.mapped).toEqual({ "ml-86": "C78" });

    const both = mapSupplierSkus(
      [pack("ml-86", 78, 8)],
      [
        theirs("C78", "MOBILE LEGENDS 78 Diamond", "MOBILE LEGENDS", 18_000),
        theirs("C86", "MOBILE LEGENDS 86 Diamond", "MOBILE LEGENDS", 21_000),
      ],
    );
    expect(both.mapped).toEqual({ "ml-86": "C86" });
  });

  it("does not read the terms of a sum as packs of their own", () => {
    const result = mapSupplierSkus(
      [pack("ml-12", 11, 1)],
      [theirs("D112", "MOBILE LEGENDS 112 (100+12)", "MOBILE LEGENDS", 25_000)],
    );
    expect(result).toEqual({ mapped: {}, unmatched: ["ml-12"] });
  });

  it("prefers the cheapest of several available rows and ignores closed ones", () => {
    const result = mapSupplierSkus(
      [pack("ml-86", 78, 8)],
      [
        theirs("E1", "MOBILE LEGENDS 86 Diamonds", "MOBILE LEGENDS", 20_500),
        theirs("E2", "MOBILE LEGENDS 86 Diamonds Fast", "MOBILE LEGENDS", 19_900),
        theirs("E3", "MOBILE LEGENDS 86 Diamonds Murah", "MOBILE LEGENDS", 17_000, false),
      ],
    );
    expect(result.mapped).toEqual({ "ml-86": "E2" });
  });

  it("never gives one supplier SKU to two of our products", () => {
    const result = mapSupplierSkus(
      [pack("ml-86", 78, 8), pack("ml-86-again", 86)],
      [theirs("F86", "MOBILE LEGENDS 86 Diamonds", "MOBILE LEGENDS", 19_800)],
    );
    expect(Object.values(result.mapped)).toEqual(["F86"]);
    expect(result.unmatched).toHaveLength(1);
  });

  it("keeps games apart, even when one brand is the start of another", () => {
    const arena = gameOf("arena-breakout");
    const result = mapSupplierSkus(
      [pack("ab-66", 60, 6, arena), pack("ml-66", 60, 6)],
      [theirs("ABI66", "Arena Breakout Infinite 66 Bonds", "ARENA BREAKOUT INFINITE", 15_000)],
    );
    expect(result).toEqual({ mapped: {}, unmatched: ["ab-66", "ml-66"] });
  });

  it("does not take the digits of a brand for an amount", () => {
    const farlight = gameOf("farlight");
    const result = mapSupplierSkus(
      [pack("fl-84", 84, null, farlight), pack("fl-60", 60, null, farlight)],
      [theirs("FL60", "Farlight 84 60 Diamonds", "FARLIGHT 84", 14_000)],
    );
    expect(result).toEqual({ mapped: { "fl-60": "FL60" }, unmatched: ["fl-84"] });
  });

  it("never takes a pass for a currency pack", () => {
    const result = mapSupplierSkus(
      [pack("ml-80", 80)],
      [theirs("WDP", "MOBILE LEGENDS Weekly Diamond Pass (80 Diamond)", "MOBILE LEGENDS", 27_000)],
    );
    expect(result.unmatched).toEqual(["ml-80"]);
  });
});

describe("mapSupplierSkus: passes and memberships", () => {
  it("matches by title words, with the game's known synonyms", () => {
    const genshin = gameOf("genshin");
    const result = mapSupplierSkus(
      [titled("ml-weekly-pass", "Weekly Diamond Pass"), titled("gi-welkin", "Blessing of the Welkin Moon", genshin)],
      [
        theirs("MLWDP", "MOBILE LEGENDS Weekly Diamond Pass", "MOBILE LEGENDS", 27_000),
        theirs("ML86", "MOBILE LEGENDS 86 Diamonds", "MOBILE LEGENDS", 19_800),
        theirs("GIWM", "Genshin Impact Welkin Moon", "GENSHIN IMPACT", 75_000),
      ],
    );
    expect(result).toEqual({ mapped: { "ml-weekly-pass": "MLWDP", "gi-welkin": "GIWM" }, unmatched: [] });
  });

  it("tells siblings apart: Elite Pass is not Elite Pass Plus, even when Plus is cheaper", () => {
    const game = gameOf("pubg");
    const result = mapSupplierSkus(
      [
        titled("pubg-elite-pass", "Elite Pass (Royale Pass)", game),
        titled("pubg-elite-pass-plus", "Elite Pass Plus (Royale Pass)", game),
      ],
      [
        theirs("EPP", "PUBG MOBILE Elite Pass Plus", "PUBG MOBILE", 100_000),
        theirs("EP", "PUBG MOBILE Elite Pass", "PUBG MOBILE", 150_000),
      ],
    );
    expect(result.mapped).toEqual({ "pubg-elite-pass": "EP", "pubg-elite-pass-plus": "EPP" });
  });

  it("does not take a multiple for the single pass", () => {
    const result = mapSupplierSkus(
      [titled("ml-weekly-pass", "Weekly Diamond Pass")],
      [theirs("WDP2", "MOBILE LEGENDS Weekly Diamond Pass 2x", "MOBILE LEGENDS", 54_000)],
    );
    expect(result.unmatched).toEqual(["ml-weekly-pass"]);
  });

  it("leaves a product with neither amount nor title unmatched", () => {
    expect(mapSupplierSkus([{ ...ML, sku: "ml-odd", amount: null, bonus: null, title: null }], []).unmatched).toEqual([
      "ml-odd",
    ]);
  });
});

describe("mapSupplierSkus: chests", () => {
  const FF = gameOf("free-fire");

  it("never takes a crate or a Royale voucher for a currency pack", () => {
    const result = mapSupplierSkus(
      [pack("ff-5", 5, null, FF), pack("pubg-60", 60, null, gameOf("pubg"))],
      [
        theirs("WRV5", "FREE FIRE 5 Weapon Royale Voucher", "FREE FIRE", 28_000),
        theirs("CC60", "PUBG MOBILE Classic Crate Coupon 60", "PUBG MOBILE", 800_000),
      ],
    );
    expect(result).toEqual({ mapped: {}, unmatched: ["ff-5", "pubg-60"] });
  });

  it("matches by title with the count, singular or plural, and keeps the two Royales apart", () => {
    const result = mapSupplierSkus(
      [
        titled("ff-weapon-royale-10", "10 Weapon Royale Vouchers", FF),
        titled("ff-diamond-royale-10", "10 Diamond Royale Vouchers", FF),
      ],
      [
        // One voucher is not our ten, and the Diamond Royale is not the Weapon Royale, even when cheaper.
        theirs("WRV1", "FREE FIRE Weapon Royale Voucher 1", "FREE FIRE", 5_000),
        theirs("DRV10", "FREE FIRE Diamond Royale Voucher 10", "FREE FIRE", 40_000),
        theirs("WRV10", "Free Fire 10 Weapon Royale Voucher", "FREE FIRE", 52_000),
      ],
    );
    expect(result).toEqual({
      mapped: { "ff-weapon-royale-10": "WRV10", "ff-diamond-royale-10": "DRV10" },
      unmatched: [],
    });
  });
});

describe("mapSupplierSkus with the real catalog", () => {
  it("maps Mobile Legends and PUBG Mobile from a Digiflazz-style price list", () => {
    const list = [
      theirs("ML12", "MOBILE LEGENDS 12 Diamonds", "MOBILE LEGENDS", 3_400),
      // The catalog's 77 + 8 pack: two rows state 85, the cheaper one wins.
      theirs("ML85X", "Mobile Legends 85 (77+8) Diamonds", "MOBILE LEGENDS", 21_000),
      theirs("ML85", "MOBILE LEGENDS 85 Diamonds", "MOBILE LEGENDS", 19_800),
      theirs("ML2010", "MOBILE LEGENDS 2.010 Diamonds", "MOBILE LEGENDS", 470_000),
      theirs("MLWDP", "MOBILE LEGENDS Weekly Diamond Pass", "MOBILE LEGENDS", 27_000),
      theirs("MLTP", "MOBILE LEGENDS Twilight Pass", "MOBILE LEGENDS", 140_000),
      theirs("UC60", "PUBG Mobile 60 UC", "PUBG MOBILE", 14_500),
      theirs("UC325", "PUBG Mobile 325 UC", "PUBG MOBILE", 70_000),
      theirs("UC660", "PUBG MOBILE 600 + 60 UC", "PUBG MOBILE", 140_000),
      theirs("PCC10", "PUBG MOBILE Premium Crate Coupon 10", "PUBG MOBILE", 240_000),
      theirs("CCC10", "PUBG MOBILE 10 Classic Crate Coupons", "PUBG MOBILE", 125_000),
    ];
    const result = mapSupplierSkus([...fromCatalog(mobileLegends), ...fromCatalog(pubg)], list);

    expect(result.mapped).toMatchObject({
      "ml-12": "ML12",
      "ml-85": "ML85",
      "ml-2010": "ML2010",
      "ml-weekly-pass": "MLWDP",
      "ml-twilight-pass": "MLTP",
      "pubg-60": "UC60",
      "pubg-325": "UC325",
      "pubg-660": "UC660",
      "pubg-classic-crate-10": "CCC10",
      "pubg-premium-crate-10": "PCC10",
    });
    expect(result.unmatched).toContain("ml-starlight");
    const values = Object.values(result.mapped);
    expect(new Set(values).size).toBe(values.length);
  });
});
