import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";

const ORDER_COUNT = 100_000;
const ORDER_COLUMNS = `id, number, status, locale, currency, game_slug, product_sku, product_title, quantity,
  account, account_label, nickname, contact_email, contact_phone, payment_method, list_amount, temporary_discount,
  promo_discount, cashback_used, gold_used, fee, total, tax, idempotency_key, request_hash, expires_at,
  paid_at, created_at`;

// The collector, callable from the test: retained memory, not garbage waiting for its turn, is what
// a sample must show (the young generation alone may hold megabytes of garbage between collections).
setFlagsFromString("--expose-gc");
const collect = runInNewContext("gc") as () => void;
/** What the process holds: the JavaScript heap and the bytes of its Buffers, which live outside it. */
const memoryUsed = () => {
  collect();
  const { heapUsed, arrayBuffers } = process.memoryUsage();
  return heapUsed + arrayBuffers;
};

/**
 * An export of 100,000 orders streams in constant memory: the shop serves it in this process, the
 * test reads it chunk by chunk, and the heap (with the Buffers' bytes), sampled all along, grows by
 * far less than the file, which an export built whole before sending would hold at once.
 */
describe("an export of 100,000 orders", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    await shop.database.pool.query(`
      INSERT INTO orders (${ORDER_COLUMNS})
      SELECT ('60000000-0000-4000-8000-' || lpad(n::text, 12, '0'))::uuid, 'M' || lpad(n::text, 7, '0'),
        'complete', 'id', 'IDR', 'mobile-legends', 'ml-86', 'Mobile Legends: 86 Diamonds', 1,
        jsonb_build_object('userId', (10000000 + n)::text, 'zoneId', '1234'), (10000000 + n)::text || ' (1234)',
        'Player ' || n, 'buyer' || n || '@mail.test', (6281000000000 + n)::text, 'qris', 20000, 0, 0, 0, 0, 140,
        20140, 1995, 'memory-' || n, 'hash', timestamptz '2026-11-20T00:00:00Z',
        timestamptz '2026-11-20T00:00:00Z' - (n || ' seconds')::interval + interval '30 seconds',
        timestamptz '2026-11-20T00:00:00Z' - (n || ' seconds')::interval
      FROM generate_series(1, ${ORDER_COUNT}) AS n`);
    await shop.database.pool.query("ANALYZE orders");
  }, 180_000);
  afterAll(() => shop?.close());

  it("streams through the page door with the heap's growth far below the file's size", async () => {
    const support = await signedInOperator(shop, "Support Memory", "support");
    const door = consoleDoor(shop);
    // Warm-up: the route, the query and the stream's code loaded, and their first allocations made.
    const warm = await door.read("/admin/exports/orders?gameId=10000001", asOperator(support));
    expect((await warm.text()).split("\r\n")).toHaveLength(3);

    const baseline = memoryUsed();
    const answer = await door.read("/admin/exports/orders", asOperator(support));
    expect(answer.status).toBe(200);
    const reader = answer.body!.getReader();
    let bytes = 0;
    let lines = 0;
    let sampledAt = 0;
    let peak = 0;
    const samples: number[] = [];
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      bytes += value.length;
      for (const byte of value) if (byte === 0x0a) lines++;
      if (bytes - sampledAt >= 256 * 1024) {
        sampledAt = bytes;
        const growth = memoryUsed() - baseline;
        samples.push(growth);
        peak = Math.max(peak, growth);
      }
    }
    // Every order and the header, and enough samples to have watched the whole stream.
    expect(lines).toBe(ORDER_COUNT + 1);
    expect(samples.length).toBeGreaterThan(40);
    // Built whole, the file would be one string of `bytes` characters (one byte each, being ASCII), on
    // top of 100,000 rows read before it, or one Buffer of `bytes` if the door read it whole: at least
    // `bytes` held at once. Streamed, the growth is what one batch in flight takes, whatever the count.
    const buffered = bytes;
    expect(buffered).toBeGreaterThan(12 * 1024 * 1024);
    expect(peak).toBeLessThan(buffered / 2);
    // Flat, not slowly climbing: the last samples hold about what the first did.
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    expect(median(samples.slice(-10)) - median(samples.slice(1, 11))).toBeLessThan(buffered / 20);
  }, 180_000);
});
