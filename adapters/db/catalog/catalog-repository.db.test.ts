import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { GAME_DEFINITIONS } from "../../../catalog/definitions";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createCatalogRepository } from "./catalog-repository";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import { createCatalogAdminRepository } from "../admin/catalog-admin-repository";
import { games, productPrices, products } from "../schema";
import { seedReferenceData } from "../seed";

describe("catalog in the database", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("seeds every game, product and market price", async () => {
    const productCount = GAME_DEFINITIONS.reduce((sum, game) => sum + game.products.length, 0);
    expect(await database.db.$count(games)).toBe(35);
    expect(await database.db.$count(products)).toBe(productCount);
    expect(await database.db.$count(productPrices)).toBe(productCount * 4);
    // Marked as samples for the operator to replace.
    expect(await database.db.$count(productPrices, eq(productPrices.sample, false))).toBe(0);
  });

  it("serves a game in the market's language and currency, with sale prices", async () => {
    const catalog = createCatalogRepository(database.db);
    const ml = await catalog.findGame("mobile-legends", "id", "IDR");
    expect(ml?.texts.guide.length).toBeGreaterThanOrEqual(3);
    expect(ml?.account.fields.map((field) => field.name)).toEqual(["userId", "zoneId", "region"]);
    const onSale = ml?.products.find((product) => product.price.amount < product.listPrice.amount);
    expect(onSale?.price.currency).toBe("IDR");
    const english = await catalog.findGame("mobile-legends", "en", "USD");
    expect(english?.products.every((product) => product.price.currency === "USD")).toBe(true);
    expect(english?.texts.faq[0]?.question).toMatch(/User ID/);
    expect(await catalog.findGame("no-such-game", "id", "IDR")).toBeUndefined();
  });

  it("serves each game's delivery facts from its definition", async () => {
    const catalog = createCatalogRepository(database.db);
    const freeFire = await catalog.findGame("free-fire", "en", "USD");
    expect(freeFire).toMatchObject({ deliveryPromiseMinutes: 30, usualDeliveryMinutes: null });
    expect(await catalog.findGame("genshin", "id", "IDR")).toMatchObject({ deliveryPromiseMinutes: 60 });
    const superSus = await catalog.findGame("super-sus", "ru", "RUB");
    expect(superSus).toMatchObject({ deliveryPromiseMinutes: 60, usualDeliveryMinutes: { from: 5, to: 10 } });
  });

  it("serves each game's own tile, from its definition, to lists, popular products and the game page", async () => {
    const catalog = createCatalogRepository(database.db);
    const tiles = Object.fromEntries((await catalog.listGames("id")).map((game) => [game.slug, game.tile]));
    expect(tiles).toEqual(Object.fromEntries(GAME_DEFINITIONS.map((game) => [game.slug, game.tile])));
    expect(tiles["free-fire"]?.mark).toBe("flame");
    const [first] = await catalog.popularProducts("en", "USD", 1);
    expect(first?.game.tile).toEqual(GAME_DEFINITIONS.find((game) => game.slug === first?.game.slug)?.tile);
    expect((await catalog.findGame("mobile-legends", "uz", "UZS"))?.tile.mark).toBe("diamond");
  });

  it("keeps the operator's prices and switches when the seed runs again", async () => {
    await database.db
      .update(productPrices)
      .set({ listAmount: 99_000, saleAmount: null, sample: false })
      .where(and(eq(productPrices.sku, "ml-85"), eq(productPrices.currency, "IDR")));
    await database.db.update(products).set({ active: false }).where(eq(products.sku, "ml-12"));
    await seedReferenceData(database.db);
    const catalog = createCatalogRepository(database.db);
    const ml = await catalog.findGame("mobile-legends", "id", "IDR");
    expect(ml?.products.find((product) => product.sku === "ml-85")?.price.amount).toBe(99_000);
    expect(ml?.products.some((product) => product.sku === "ml-12")).toBe(false);
  });

  it("gives a database seeded before the chests were added the chests on its next start, with sample prices", async () => {
    const chests = GAME_DEFINITIONS.flatMap((game) => game.products.filter((product) => product.kind === "chest"));
    expect(chests.length).toBeGreaterThan(0);
    // A database from before: the chest rows (and, by cascade, their prices) were never written.
    for (const chest of chests) await database.db.delete(products).where(eq(products.sku, chest.sku));
    expect(
      (await createCatalogRepository(database.db).findGame("free-fire", "id", "IDR"))?.products,
    ).not.toContainEqual(expect.objectContaining({ kind: "chest" }));
    await seedReferenceData(database.db);
    const freeFire = await createCatalogRepository(database.db).findGame("free-fire", "id", "IDR");
    const weaponRoyale = freeFire?.products.find((product) => product.sku === "ff-weapon-royale-10");
    expect(weaponRoyale).toMatchObject({
      kind: "chest",
      title: "10 Voucher Weapon Royale",
      price: { amount: 55_000, currency: "IDR" },
    });
  });

  it("lists games with every name and alias for search, and popular products one per game", async () => {
    const catalog = createCatalogRepository(database.db);
    const list = await catalog.listGames("ru");
    expect(list).toHaveLength(35);
    expect(list.find((game) => game.slug === "mobile-legends")?.searchTerms).toContain("mlbb");
    const popular = await catalog.popularProducts("id", "IDR", 8);
    expect(popular).toHaveLength(8);
    expect(new Set(popular.map((item) => item.game.slug)).size).toBe(8);
  });

  it("holds back, where Russian codes are required, a product without them from Russian lists, popular and the game page", async () => {
    const changes = createCatalogChanges();
    const catalog = createCatalogRepository(database.db, undefined, changes, ["ru"]);
    const admin = createCatalogAdminRepository(database.db, changes);
    const audit = {
      operatorId: null,
      action: "catalog.fiscalSet",
      subject: "game:mobile-legends",
      reason: null,
      requestId: null,
    };
    const skus = async (locale: "ru" | "id" | "uz") =>
      (
        await catalog.findGame("mobile-legends", locale, locale === "ru" ? "RUB" : locale === "id" ? "IDR" : "UZS")
      )?.products.map((product) => product.sku) ?? [];
    const popularGames = async (locale: "ru" | "id") =>
      (await catalog.popularProducts(locale, locale === "ru" ? "RUB" : "IDR", 50)).map((item) => item.game.slug);

    expect(await skus("ru")).toEqual([]);
    expect(await popularGames("ru")).toEqual([]);
    expect((await skus("id")).length).toBeGreaterThan(0);
    expect((await skus("uz")).length).toBeGreaterThan(0);
    expect(await popularGames("id")).toContain("mobile-legends");

    // Set through the console's store: the cached lists drop at once, no restart.
    await admin.setFiscalCodes(
      { gameSlug: "mobile-legends" },
      "ru",
      { ru: { vatCode: 11, paymentSubject: "service" } },
      audit,
    );
    expect(await skus("ru")).toEqual(await skus("id"));
    expect(await popularGames("ru")).toEqual(["mobile-legends"]);
    // The seed of the next start keeps them: they are the operator's, not the game's.
    await seedReferenceData(database.db);
    changes.emit();
    expect(await popularGames("ru")).toEqual(["mobile-legends"]);

    // A product whose stored codes break the rules is held back too.
    await database.db
      .update(products)
      .set({ fiscal: { ru: { vatCode: 20, paymentSubject: "service" } } })
      .where(eq(products.sku, "ml-85"));
    changes.emit();
    expect(await skus("ru")).not.toContain("ml-85");
    expect(await skus("id")).toContain("ml-85");
  });
});
