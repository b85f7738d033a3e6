import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createOrderSearch, type OrderSearchInput } from "../../../core/admin/order-search";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { plansOf } from "../../../tests/support/query-plans";
import { createOrderSearchStore } from "./order-search";

const ORDER_COLUMNS = `id, number, status, locale, currency, game_slug, product_sku, product_title, quantity,
  account, account_label, contact_email, contact_phone, payment_method, list_amount, temporary_discount,
  promo_discount, cashback_used, gold_used, fee, total, tax, idempotency_key, request_hash, expires_at,
  paid_at, created_at`;

/**
 * The console finds one order among 50,000 by what a buyer tells support: its number, the game ID,
 * the receipt's e-mail or phone; or lists a status or a game, newest first, a page at a time.
 */
describe("the operator's order search", () => {
  let database: TestDatabase;
  /** The console in the Indonesian market, where the seeded phone numbers are local ones. */
  let search: (input: OrderSearchInput) => ReturnType<ReturnType<typeof createOrderSearch>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    const searchIn = createOrderSearch(createOrderSearchStore(database.db));
    search = (input) => searchIn(input, "id");
    // 50,000 orders a minute apart, back from 2026-11-20 00:00 UTC: six statuses, two games, 10,000
    // game accounts, an e-mail on even ones and a phone on every third.
    await database.pool.query(`
      INSERT INTO orders (${ORDER_COLUMNS})
      SELECT ('10000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'R' || lpad(n::text, 7, '0'),
        (ARRAY['awaiting_payment','in_progress','complete','complete','payment_failed','delivery_failed','canceled'])[n % 7 + 1],
        'id', 'IDR', CASE WHEN n % 2 = 0 THEN 'mobile-legends' ELSE 'free-fire' END, 'sku-' || (n % 7), 'Item', 1,
        jsonb_build_object('playerId', (100000000 + n % 10000)::text), (100000000 + n % 10000)::text,
        CASE WHEN n % 2 = 0 THEN 'buyer' || n || '@mail.test' END,
        CASE WHEN n % 3 = 0 THEN (6281000000000 + n)::text END,
        'qris', 15000, 0, 0, 0, 0, 0, 15000, 1486, 'search-' || n, 'hash',
        timestamptz '2026-11-20T00:00:00Z', NULL, timestamptz '2026-11-20T00:00:00Z' - (n || ' minutes')::interval
      FROM generate_series(1, 50000) AS n`);
    // The orders support is asked about, the newest of all.
    await database.pool.query(`
      INSERT INTO orders (${ORDER_COLUMNS}) VALUES
      ('20000000-0000-4000-8000-000000000001', 'K7M4Q2TX', 'delivery_failed', 'id', 'IDR', 'mobile-legends',
        'ml-86', 'Mobile Legends: 86 Diamonds', 1, '{"userId":"12345678","zoneId":"1234"}', '12345678 (1234)',
        'Budi.Santoso@Mail.com', '6281234567890', 'qris', 20000, 0, 0, 0, 0, 140, 20140, 1995, 'k1', 'h',
        '2026-11-21T10:00:00Z', '2026-11-21T09:05:00Z', '2026-11-21T09:00:00Z'),
      ('20000000-0000-4000-8000-000000000002', 'P3QR8W2N', 'complete', 'id', 'IDR', 'clash-of-clans',
        'coc-pass', 'Clash of Clans: Gold Pass', 1, '{"playerTag":"2PP0Q"}', '#2PP0Q',
        NULL, '6281234567890', 'gopay', 75000, 0, 0, 0, 0, 1500, 76500, 7581, 'k2', 'h',
        '2026-11-21T11:00:00Z', '2026-11-21T10:01:00Z', '2026-11-21T10:00:00Z')`);
    // The player check's nicknames; a literal "_" is part of one.
    await database.pool.query(`
      UPDATE orders SET nickname = 'Budi_Gaming' WHERE number = 'K7M4Q2TX';
      UPDATE orders SET nickname = 'BudiXGaming' WHERE number = 'P3QR8W2N'`);
    // A signed-in buyer who gave no receipt e-mail: her account's e-mail is one, Google's another.
    await database.pool.query(`
      INSERT INTO users (id, display_name, email) VALUES
        ('30000000-0000-4000-8000-000000000001', 'Sari', 'Sari.Dewi@Mail.com');
      INSERT INTO identities (user_id, provider, subject, email) VALUES
        ('30000000-0000-4000-8000-000000000001', 'google', 'g-1', 'sari.work@gmail.com');
      INSERT INTO orders (${ORDER_COLUMNS}, user_id) VALUES
      ('20000000-0000-4000-8000-000000000003', 'W9X2M4RT', 'complete', 'id', 'IDR', 'free-fire',
        'ff-140', 'Free Fire: 140 Diamonds', 1, '{"playerId":"998877665"}', '998877665',
        NULL, NULL, 'qris', 20000, 0, 0, 0, 0, 140, 20140, 1995, 'k3', 'h',
        '2026-11-21T08:00:00Z', '2026-11-21T07:01:00Z', '2026-11-21T07:00:00Z',
        '30000000-0000-4000-8000-000000000001')`);
    await database.pool.query("ANALYZE orders");
  }, 180_000);
  afterAll(() => database.drop());

  async function rows(input: OrderSearchInput) {
    const result = await search(input);
    if (!result.ok) throw new Error(`refused: ${result.error.values.field}`);
    return result.page;
  }

  it("finds an order by its number as the buyer reads it out, in any case", async () => {
    const page = await rows({ number: "k7m4-q2tx" });
    expect(page.rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    expect(page.rows[0]).toMatchObject({
      id: "20000000-0000-4000-8000-000000000001",
      status: "delivery_failed",
      gameSlug: "mobile-legends",
      productTitle: "Mobile Legends: 86 Diamonds",
      accountLabel: "12345678 (1234)",
      contactEmail: "Budi.Santoso@Mail.com",
      contactPhone: "6281234567890",
      total: { amount: 20_140, currency: "IDR" },
      createdAt: new Date("2026-11-21T09:00:00Z"),
      paidAt: new Date("2026-11-21T09:05:00Z"),
    });
    expect(page.next).toBeNull();
  });

  it("finds an order by the game ID as the buyer types it, whatever the game", async () => {
    for (const typed of ["12345678 (1234)", "12345678(1234)", " 12345678 1234 "]) {
      expect((await rows({ gameId: typed })).rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    }
    // Only the user ID: every order of that ID, in any zone.
    expect((await rows({ gameId: "12345678" })).rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    // A Supercell tag typed with '#', lower case and the letter O, as checkout reads it.
    expect((await rows({ gameId: "#2ppoq" })).rows.map((row) => row.number)).toEqual(["P3QR8W2N"]);
    // A generated account: 100000042 is n = 42, 10042, 20042, 30042 and 40042, newest first.
    expect((await rows({ gameId: "100000042" })).rows.map((row) => row.number)).toEqual([
      "R0000042",
      "R0010042",
      "R0020042",
      "R0030042",
      "R0040042",
    ]);
  });

  it("finds orders by the receipt's e-mail in any case and by the phone in any local form", async () => {
    expect((await rows({ email: "budi.santoso@mail.com" })).rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    expect((await rows({ phone: "0812-3456-7890" })).rows.map((row) => row.number)).toEqual(["P3QR8W2N", "K7M4Q2TX"]);
  });

  it("finds orders by a part of the game ID or of the nickname, in any case, % and _ as typed", async () => {
    expect((await rows({ gameId: "345678" })).rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    expect((await rows({ nickname: "BUDI" })).rows.map((row) => row.number)).toEqual(["P3QR8W2N", "K7M4Q2TX"]);
    expect((await rows({ nickname: "di_g" })).rows.map((row) => row.number)).toEqual(["K7M4Q2TX"]);
    expect((await rows({ nickname: "100%" })).rows).toEqual([]);
  });

  it("finds a signed-in buyer's orders by any e-mail the buyer signs in with", async () => {
    expect((await rows({ email: "sari.dewi@mail.com" })).rows.map((row) => row.number)).toEqual(["W9X2M4RT"]);
    expect((await rows({ email: "SARI.WORK@gmail.com" })).rows.map((row) => row.number)).toEqual(["W9X2M4RT"]);
  });

  it("lists a status of one game in a date range, newest first, page by page without gaps or repeats", async () => {
    // Free Fire (odd n) and delivery_failed (n % 7 = 5): n = 5, 19, 33, ... in the last 1,000 minutes.
    const filter: OrderSearchInput = {
      status: "delivery_failed",
      gameSlug: "free-fire",
      from: new Date("2026-11-19T07:20:00Z"), // n = 1,000
      to: new Date("2026-11-20T00:00:00Z"),
      size: 50,
    };
    const expected: string[] = [];
    for (let n = 1; n <= 1000; n += 1) if (n % 2 === 1 && n % 7 === 5) expected.push(`R${String(n).padStart(7, "0")}`);
    const seen: string[] = [];
    let cursor: string | undefined;
    do {
      const page = await rows({ ...filter, ...(cursor ? { cursor } : {}) });
      expect(page.rows.length).toBeLessThanOrEqual(50);
      seen.push(...page.rows.map((row) => row.number));
      cursor = page.next ?? undefined;
    } while (cursor);
    expect(expected).toHaveLength(72);
    expect(seen).toEqual(expected);
  });

  it("refuses what cannot be searched, naming the field", async () => {
    expect(await search({ number: "12" })).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "number" } },
    });
    expect(await search({ size: 51 })).toEqual({ ok: false, error: { code: "invalid", values: { field: "size" } } });
    expect(await search({ status: "paid" })).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "status" } },
    });
    expect(await search({ phone: "12" })).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "phone" } },
    });
    expect(await search({ nickname: " ab " })).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "nickname" } },
    });
    expect(await search({ cursor: "x" })).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "cursor" } },
    });
  });

  it("answers each filter from an index, never a scan of all orders", async () => {
    // The selective filters read their own index; a broad one (a status, a game, a day) may instead
    // read newest-first along created_at and stop after a page: an index either way.
    const broad = ["orders_status_created_idx", "orders_game_created_idx", "orders_created_idx"];
    const filters: [OrderSearchInput, string[]][] = [
      [{ number: "K7M4Q2TX" }, ["orders_number_unique"]],
      [{ gameId: "12345678 (1234)" }, ["orders_account_values_idx"]],
      [{ email: "budi.santoso@mail.com" }, ["orders_email_idx"]],
      [{ email: "sari.work@gmail.com" }, ["orders_user_idx"]],
      [{ gameId: "2345678" }, ["orders_account_label_trgm_idx"]],
      [{ nickname: "gaming" }, ["orders_nickname_trgm_idx"]],
      [{ phone: "081234567890" }, ["orders_phone_idx"]],
      [{ status: "delivery_failed" }, broad],
      [{ gameSlug: "free-fire", cursor: "2026-11-19T12:00:00.000Z_10000000-0000-4000-8000-000000000720" }, broad],
      [{ from: new Date("2026-11-01T00:00:00Z"), to: new Date("2026-11-02T00:00:00Z") }, ["orders_created_idx"]],
      [{}, ["orders_created_idx"]],
    ];
    for (const [input, indexes] of filters) {
      // An e-mail first reads which buyers sign in with it: the plan that matters is the orders'.
      const plan = (await plansOf(database, () => search(input))).find((nodes) =>
        nodes.some((node) => node["Relation Name"] === "orders"),
      );
      const orderScans = plan!.filter((node) => node["Relation Name"] === "orders");
      expect(orderScans.length, JSON.stringify(input)).toBeGreaterThan(0);
      for (const scan of orderScans) {
        expect(scan["Node Type"], JSON.stringify(input)).not.toBe("Seq Scan");
      }
      const used = plan!.map((node) => node["Index Name"]).filter((name) => name !== undefined);
      expect(
        used.some((name) => indexes.includes(name)),
        `${JSON.stringify(input)} used ${used.join(", ")}`,
      ).toBe(true);
    }
  }, 60_000);
});
