import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import { until } from "../../../tests/support/checkout-harness";
import { createPgListener, type PgListener } from "../pg-listener";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createCatalogAdminRepository } from "../admin/catalog-admin-repository";
import { listenForCatalogChanges } from "./catalog-change-events";
import { createCatalogRepository } from "./catalog-repository";
import { productPrices } from "../schema";

/**
 * The catalog a quote and a game page read comes from memory (decision 027), and stays exact across
 * servers: another server's console write empties it through PostgreSQL's notification, and while the
 * notification cannot be heard every read goes to the database.
 */
describe("catalog cache across servers", () => {
  let database: TestDatabase;
  let listener: PgListener;
  const changes = createCatalogChanges();
  const audit = { operatorId: null, action: "catalog.test", subject: "game:azur-lane" };

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = createPgListener(database.url, pino({ level: "silent" }));
    listenForCatalogChanges(listener, changes);
    await listener.start();
  });
  afterAll(async () => {
    await listener.close();
    await database.drop();
  });

  const priceOf = async (catalog: ReturnType<typeof createCatalogRepository>, sku: string) =>
    (await catalog.findGame("azur-lane", "id", "IDR"))?.products.find((product) => product.sku === sku)?.price.amount;

  it("serves the price another server's console set once its notification arrives", async () => {
    // This server's catalog; the console write below is another server's (it does not emit here).
    const catalog = createCatalogRepository(database.db, undefined, changes);
    const store = createCatalogAdminRepository(database.db);
    const product = (await store.pricedProducts("sandbox", "azur-lane"))[0]!;
    const listAmount = product.prices.find((price) => price.currency === "IDR")!.listAmount;
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);

    // Behind the console's back (no notification): the cached row is what this server keeps serving,
    // which is why every console write notifies.
    await database.db
      .update(productPrices)
      .set({ listAmount: listAmount + 1_000 })
      .where(and(eq(productPrices.sku, product.sku), eq(productPrices.currency, "IDR")));
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);

    // Through the console: the notification empties the cache, the next read is the new price.
    expect(
      await store.setSale(
        product.sku,
        { currency: "IDR", saleAmount: listAmount - 100, saleStartsAt: null, saleEndsAt: null },
        { ...audit, reason: "test" },
      ),
    ).toBe(true);
    await until(async () => (await priceOf(catalog, product.sku)) === listAmount - 100);
  });

  it("opens and closes a temporary discount on time from memory, with no change in between", async () => {
    let clock = new Date("2026-11-20T10:00:00Z");
    const catalog = createCatalogRepository(database.db, () => clock, changes);
    const store = createCatalogAdminRepository(database.db);
    const product = (await store.pricedProducts("sandbox", "azur-lane"))[2]!;
    const listAmount = product.prices.find((price) => price.currency === "IDR")!.listAmount;
    const sale = {
      currency: "IDR" as const,
      saleAmount: listAmount - 500,
      saleStartsAt: new Date("2026-11-20T12:00:00Z"),
      saleEndsAt: new Date("2026-11-20T14:00:00Z"),
    };
    expect(await store.setSale(product.sku, sale, { ...audit, reason: "test" })).toBe(true);
    // The notification of that write has emptied the cache: the rows read now stay in memory.
    await until(async () => {
      const game = await catalog.findGame("azur-lane", "id", "IDR");
      return game?.products.find((item) => item.sku === product.sku)?.listPrice.amount === listAmount;
    });
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);
    clock = new Date("2026-11-20T11:59:59.999Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);
    clock = new Date("2026-11-20T12:00:00Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount - 500);
    clock = new Date("2026-11-20T13:59:59.999Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount - 500);
    clock = new Date("2026-11-20T14:00:00Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);
    // A clock set back (a test's, or a corrected server's) is priced for its own moment too.
    clock = new Date("2026-11-20T12:30:00Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount - 500);
    clock = new Date("2026-11-20T10:00:00Z");
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);
    // One request cannot change what the next is served.
    const game = (await catalog.findGame("azur-lane", "id", "IDR"))!;
    expect(() => {
      (game.products as { price: unknown }[])[0]!.price = null;
    }).toThrow(TypeError);
    expect(await priceOf(catalog, product.sku)).toBe(listAmount);
  });

  it("reads the database on every call while changes cannot be heard", async () => {
    const catalog = createCatalogRepository(database.db, undefined, changes);
    const sku = (await createCatalogAdminRepository(database.db).pricedProducts("sandbox", "azur-lane"))[1]!.sku;
    const before = (await priceOf(catalog, sku))!;
    changes.setHeard(false);
    try {
      await database.db
        .update(productPrices)
        .set({ listAmount: before + 2_000 })
        .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, "IDR")));
      expect(await priceOf(catalog, sku)).toBe(before + 2_000);
    } finally {
      changes.setHeard(true);
    }
  });
});
