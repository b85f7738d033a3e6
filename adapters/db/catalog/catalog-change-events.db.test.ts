import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import type { PreviewRow } from "../../../core/pricing/price-preview";
import { until } from "../../../tests/support/checkout-harness";
import { createPgListener, LISTENER_APPLICATION_NAME, type PgListener } from "../pg-listener";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createCatalogAdminRepository } from "../admin/catalog-admin-repository";
import { CATALOG_CHANNEL, listenForCatalogChanges } from "./catalog-change-events";

/**
 * Another server's page cache hears the console's catalog writes through PostgreSQL (LISTEN/NOTIFY,
 * docs/decisions/026-page-cache.md): only writes that committed, and after a lost connection it
 * assumes it missed some.
 */
describe("catalog changes between servers", () => {
  let database: TestDatabase;
  let listener: PgListener;
  // The other server's events, as its page cache subscribes to them.
  const elsewhere = createCatalogChanges();
  let heard = 0;
  elsewhere.subscribe(() => (heard += 1));
  const audit = { operatorId: null, action: "catalog.test", subject: "game:azur-lane" };

  beforeAll(async () => {
    database = await createTestDatabase();
    listener = createPgListener(database.url, pino({ level: "silent" }));
    listenForCatalogChanges(listener, elsewhere);
    await listener.start();
  });
  afterAll(async () => {
    await listener.close();
    await database.drop();
  });

  it("a committed price or catalog write reaches the other server; one that changed nothing does not", async () => {
    const store = createCatalogAdminRepository(database.db);
    expect(elsewhere.heard()).toBe(true);
    heard = 0;
    // A game that does not exist: the transaction writes nothing and notifies nobody.
    expect(await store.updateGame("no-such-game", { active: false }, audit)).toBe(false);
    // A stale apply rolls back, its notification with it.
    const product = (await store.pricedProducts("sandbox", "azur-lane"))[0]!;
    const listAmount = product.prices.find((price) => price.currency === "IDR")!.listAmount;
    const stale: PreviewRow = {
      sku: product.sku,
      gameSlug: "azur-lane",
      currency: "IDR",
      current: listAmount + 1,
      next: listAmount + 500,
      cost: listAmount,
      margin: 500,
      rule: "shop",
    };
    expect(await store.applyPrices([stale], audit)).toBe("stale");
    // Then a real change: once it is heard, it is the only one (PostgreSQL delivers in commit order).
    expect(
      await store.setSale(
        product.sku,
        { currency: "IDR", saleAmount: listAmount - 100, saleStartsAt: null, saleEndsAt: null },
        { ...audit, reason: "test" },
      ),
    ).toBe(true);
    await until(async () => heard > 0);
    expect(heard).toBe(1);
  });

  it("a lost connection counts as a change, and the listener listens again", async () => {
    heard = 0;
    await database.pool.query(
      "select pg_terminate_backend(pid) from pg_stat_activity where application_name = $1 and datname = current_database()",
      [LISTENER_APPLICATION_NAME],
    );
    await until(async () => heard > 0);
    // Listening again: the pages cached meanwhile are dropped once more, and changes are heard.
    await until(async () => elsewhere.heard() && heard > 1);
    heard = 0;
    await database.pool.query(`select pg_notify('${CATALOG_CHANNEL}', '')`);
    await until(async () => heard > 0);
  });
});
