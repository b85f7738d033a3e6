import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { plansOf } from "../../../tests/support/query-plans";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createCatalogChanges } from "../../../core/catalog/catalog-changes";
import { createReviewStore } from "./review-repository";

/**
 * The reviews list counts each reviewer's orders and reviews (a guest's by game account). On a shop
 * with 50,000 orders that count must read an index, not every order, once per review shown.
 */
describe("the reviewer counts of the reviews list", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // 50,000 completed orders: three in four by guests, over 10,000 game accounts of two games,
    // and a review on every tenth (those numbered ...1: Free Fire's, by guests).
    await database.pool.query(`
      INSERT INTO users (id, display_name)
      SELECT ('00000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'Buyer ' || n
      FROM generate_series(1, 500) AS n`);
    await database.pool.query(`
      INSERT INTO orders (id, number, status, user_id, locale, currency, game_slug, product_sku,
        product_title, quantity, account, account_label, payment_method, list_amount,
        temporary_discount, promo_discount, cashback_used, gold_used, fee, total, tax,
        idempotency_key, request_hash, expires_at, paid_at, created_at)
      SELECT ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'R' || lpad(n::text, 7, '0'),
        'complete',
        CASE WHEN n % 4 = 0 THEN ('00000000-0000-4000-8000-' || lpad((n % 500 + 1)::text, 12, '0'))::uuid END,
        'id', 'IDR', CASE WHEN n % 2 = 0 THEN 'mobile-legends' ELSE 'free-fire' END, 'sku-' || (n % 7),
        'Item', 1, jsonb_build_object('playerId', (100000000 + n % 10000)::text), (100000000 + n % 10000)::text,
        'qris', 15000, 0, 0, 0, 0, 0, 15000, 1486,
        'review-plan-' || n, 'hash', now(), now(), now() - (n || ' minutes')::interval
      FROM generate_series(1, 50000) AS n`);
    await database.pool.query(`
      INSERT INTO order_feedback (order_id, stars, created_at)
      SELECT id, 5, created_at FROM orders WHERE number LIKE '%1'`);
    await database.pool.query("ANALYZE orders; ANALYZE order_feedback");
  }, 120_000);
  afterAll(() => database.drop());

  it("reads a guest's orders through an index, never a scan of all orders", async () => {
    let page: Awaited<ReturnType<ReturnType<typeof createReviewStore>["page"]>> | undefined;
    const plans = await plansOf(database, async () => {
      page = await createReviewStore(database.db).page({ market: "id", gameSlug: "free-fire" }, 0, 10);
    });
    // Free Fire's orders are the odd ones, all by guests; a reviewed account has 5 orders, all reviewed.
    expect(page!.rows).toHaveLength(10);
    for (const row of page!.rows) expect([row.reviewerOrders, row.reviewerReviews]).toEqual([5, 5]);

    // The list's statement: the one that reads the reviewers' orders.
    // PostgreSQL names the subqueries' copies of the table reviewer_orders, reviewer_orders_1, ...
    const nodes = plans.find((plan) => plan.some((node) => node.Alias?.startsWith("reviewer_orders")));
    if (!nodes) throw new Error("no statement read the reviewers' orders");
    const reviewerScans = nodes.filter((node) => node.Alias?.startsWith("reviewer_orders"));
    expect(reviewerScans.filter((node) => node["Node Type"] === "Seq Scan")).toEqual([]);
    // Both guest counts (orders, reviews) read the guests' index.
    expect(nodes.filter((node) => node["Index Name"] === "orders_guest_reviewer_idx")).toHaveLength(2);
  }, 120_000);
});

/**
 * Game pages read their first reviews from memory; a new or hidden rating sends the
 * catalog-change event (server/wiring.ts), and the next read must show it.
 */
describe("the reviews kept in memory", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    await database.pool.query(`
      INSERT INTO orders (id, number, status, locale, currency, game_slug, product_sku, product_title,
        quantity, account, account_label, payment_method, list_amount, temporary_discount,
        promo_discount, cashback_used, gold_used, fee, total, tax, idempotency_key, request_hash,
        expires_at, paid_at, created_at)
      SELECT ('20000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'C' || lpad(n::text, 7, '0'),
        'complete', 'id', 'IDR', 'free-fire', 'sku-1', 'Item', 1,
        jsonb_build_object('playerId', (200000000 + n)::text), (200000000 + n)::text, 'qris',
        15000, 0, 0, 0, 0, 0, 15000, 1486, 'review-cache-' || n, 'hash', now(), now(),
        now() - (n || ' minutes')::interval
      FROM generate_series(1, 3) AS n`);
  }, 120_000);
  afterAll(() => database.drop());

  const rate = (n: number, stars: number) =>
    database.pool.query(
      `INSERT INTO order_feedback (order_id, stars)
       VALUES (('20000000-0000-4000-8000-' || lpad($1::text, 12, '0'))::uuid, $2)`,
      [n, stars],
    );

  it("shows a new rating once the change is announced, and reads the database while changes go unheard", async () => {
    const changes = createCatalogChanges();
    const store = createReviewStore(database.db, changes);
    await rate(1, 5);
    expect(await store.page({ market: "id", gameSlug: "free-fire" }, 0, 5)).toMatchObject({ total: 1, starsSum: 5 });

    // Written without the event (as no path of the shop does): the kept page is still served...
    await rate(2, 1);
    expect(await store.page({ market: "id", gameSlug: "free-fire" }, 0, 5)).toMatchObject({ total: 1, starsSum: 5 });
    // ...until the event, after which the next read has it.
    changes.emit();
    const fresh = await store.page({ market: "id", gameSlug: "free-fire" }, 0, 5);
    expect(fresh).toMatchObject({ total: 2, starsSum: 6 });
    expect(fresh.rows.map((row) => row.stars)).toEqual([1, 5]);

    // While another server's change could go unheard, every read goes to the database.
    changes.setHeard(false);
    await rate(3, 4);
    expect(await store.page({ market: "id", gameSlug: "free-fire" }, 0, 5)).toMatchObject({ total: 3, starsSum: 10 });
  });
});

/** A review belongs to the market of its order: each market's list, count and average are its own. */
describe("each market's reviews", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase();
    // Free Fire orders in three markets, each rated: two Indonesian (5 and 3 stars), one Russian (4).
    await database.pool.query(`
      INSERT INTO orders (id, number, status, locale, currency, game_slug, product_sku, product_title,
        quantity, account, account_label, payment_method, list_amount, temporary_discount,
        promo_discount, cashback_used, gold_used, fee, total, tax, idempotency_key, request_hash,
        expires_at, paid_at, created_at)
      SELECT ('30000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'M' || lpad(n::text, 7, '0'),
        'complete', market, currency, 'free-fire', 'ff-140', 'Item', 1,
        jsonb_build_object('playerId', (300000000 + n)::text), (300000000 + n)::text, 'qris',
        15000, 0, 0, 0, 0, 0, 15000, 0, 'review-market-' || n, 'hash', now(), now(),
        now() - (n || ' minutes')::interval
      FROM (VALUES (1, 'id', 'IDR'), (2, 'id', 'IDR'), (3, 'ru', 'RUB')) AS markets(n, market, currency)`);
    await database.pool.query(`
      INSERT INTO order_feedback (order_id, stars, comment, created_at)
      VALUES ('30000000-0000-4000-8000-000000000001', 5, 'Mantap', now()),
             ('30000000-0000-4000-8000-000000000002', 3, NULL, now() - interval '1 minute'),
             ('30000000-0000-4000-8000-000000000003', 4, 'Быстро', now())`);
  }, 120_000);
  afterAll(() => database.drop());

  it("lists, counts and averages only the orders of the market asked, on the home page and the game's", async () => {
    const store = createReviewStore(database.db, createCatalogChanges());
    for (const gameSlug of [undefined, "free-fire"]) {
      const filter = (market: "id" | "en" | "ru" | "uz") => (gameSlug ? { market, gameSlug } : { market });
      const ru = await store.page(filter("ru"), 0, 5);
      expect(ru).toMatchObject({ total: 1, starsSum: 4 });
      expect(ru.rows.map((row) => row.comment)).toEqual(["Быстро"]);
      const id = await store.page(filter("id"), 0, 5);
      expect(id).toMatchObject({ total: 2, starsSum: 8 });
      expect(id.rows.map((row) => row.comment)).toEqual(["Mantap", null]);
      // A market none of whose buyers has rated an order yet has no reviews, not another market's.
      expect(await store.page(filter("uz"), 0, 5)).toEqual({ rows: [], total: 0, starsSum: 0 });
    }
  });
});
