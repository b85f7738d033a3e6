import { and, eq } from "drizzle-orm";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogChanges } from "../../core/catalog/catalog-changes";
import { until } from "../../tests/support/checkout-harness";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { createCatalogAdminRepository } from "./catalog-admin-repository";
import { listenForCatalogChanges, type CatalogChangeListener } from "./catalog-change-events";
import { createCatalogRepository } from "./catalog-repository";
import { productPrices } from "./schema";

/**
 * The catalog a quote and a game page read comes from memory (decision 027), and stays exact across
 * servers: another server's console write empties it through PostgreSQL's notification, and while the
 * notification cannot be heard every read goes to the database.
 */
describe("catalog cache across servers", () => {
  let database: TestDatabase;
  let listener: CatalogChangeListener;
  const changes = createCatalogChanges();
  const audit = { operatorId: null, action: "catalog.test", subject: "game:azur-lane" };

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = await listenForCatalogChanges(database.url, changes, pino({ level: "silent" }));
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
    const product = (await store.pricedProducts("azur-lane"))[0]!;
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

  it("reads the database on every call while changes cannot be heard", async () => {
    const catalog = createCatalogRepository(database.db, undefined, changes);
    const sku = (await createCatalogAdminRepository(database.db).pricedProducts("azur-lane"))[1]!.sku;
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
