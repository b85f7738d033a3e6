import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { NewOrder } from "../../../core/orders/orders";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createOrderRepository } from "./order-repository";
import { orderEvents } from "../schema";

/**
 * An order with nothing else to write is inserted with its first event in one statement (decision
 * 027): what it answers must be the order as stored, and a key used before must give that order back.
 * Orders read at the same moment are read in one statement (orders-by-id.ts): each gets its own.
 */
describe("orders in one statement: created, and read together", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  const order = (key: string, hash = "same-request"): NewOrder => ({
    userId: null,
    locale: "id",
    currency: "IDR",
    gameSlug: "mobile-legends",
    productSku: "ml-170",
    productTitle: "Mobile Legends: 170 Diamonds",
    quantity: 1,
    account: { userId: "123456789", zoneId: "2001" },
    accountLabel: "123456789 (2001)",
    nickname: null,
    contactEmail: null,
    contactPhone: null,
    paymentMethod: "qris",
    promoCode: null,
    listAmount: 47_000,
    temporaryDiscount: 0,
    promoDiscount: 0,
    cashbackUsed: 0,
    goldUsed: 0,
    fee: 329,
    total: 47_329,
    tax: 4_690,
    cashbackRateBps: 0,
    cashbackAmount: 0,
    idempotencyKey: key,
    requestHash: hash,
    expiresAt: new Date(Date.now() + 3_600_000),
  });

  it("answers the order exactly as a later read finds it, with its 'order created' event", async () => {
    const orders = createOrderRepository(database.db);
    const created = await orders.create(order("one-statement-key-1"));
    if (!created.ok) throw new Error(created.error.code);
    expect(created.created).toBe(true);
    expect(created.order).toStrictEqual(await orders.find(created.order.id));
    const events = await database.db.select().from(orderEvents).where(eq(orderEvents.orderId, created.order.id));
    expect(events).toMatchObject([{ fromStatus: null, toStatus: "awaiting_payment", actor: "guest" }]);
  });

  it("gives the same key's order back, once, whether asked again later or at the same moment", async () => {
    const orders = createOrderRepository(database.db);
    const first = await orders.create(order("one-statement-key-2"));
    if (!first.ok) throw new Error(first.error.code);
    expect(await orders.create(order("one-statement-key-2"))).toMatchObject({
      ok: true,
      created: false,
      order: { id: first.order.id },
    });
    expect(await orders.create(order("one-statement-key-2", "another-request"))).toEqual({
      ok: false,
      error: { code: "idempotencyConflict" },
    });
    const racing = await Promise.all(Array.from({ length: 20 }, () => orders.create(order("one-statement-key-3"))));
    const ids = new Set(racing.map((result) => (result.ok ? result.order.id : result.error.code)));
    expect(ids.size).toBe(1);
    expect(racing.filter((result) => result.ok && result.created)).toHaveLength(1);
  });

  it("with one key and two different requests at the same moment, makes one order and refuses the other request", async () => {
    const orders = createOrderRepository(database.db);
    const racing = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        orders.create(order("one-statement-key-4", index % 2 === 0 ? "request-a" : "request-b")),
      ),
    );
    const made = racing.filter((result) => result.ok && result.created);
    expect(made).toHaveLength(1);
    const winner = made[0]!.ok ? made[0]!.order : undefined;
    for (const result of racing) {
      // The winner's own request gets its order back; the other request is refused, never a second order.
      if (result.ok) expect(result.order.id).toBe(winner!.id);
      else expect(result.error).toEqual({ code: "idempotencyConflict" });
    }
    expect(racing.filter((result) => !result.ok)).toHaveLength(10);
    const { rows } = await database.pool.query("SELECT count(*)::int AS n FROM orders WHERE idempotency_key = $1", [
      "one-statement-key-4",
    ]);
    expect(rows[0].n).toBe(1);
  });

  it("reads orders asked at the same moment together, each its own; an unknown or malformed id finds none", async () => {
    const orders = createOrderRepository(database.db);
    const made = await Promise.all(["together-1", "together-2", "together-3"].map((key) => orders.create(order(key))));
    const ids = made.map((result) => (result.ok ? result.order.id : ""));
    const stored = await Promise.all(
      ids.map(async (id) => (await database.pool.query("SELECT idempotency_key FROM orders WHERE id = $1", [id])).rows),
    );
    expect(stored.map((rows) => rows[0].idempotency_key)).toEqual(["together-1", "together-2", "together-3"]);

    const [third, first, unknown, malformed, secondInCapitals, firstAgain] = await Promise.all([
      orders.find(ids[2]!),
      orders.find(ids[0]!),
      orders.find("7b0a9a0e-8f55-4a53-9c31-0a4a3c1b2d3e"),
      orders.find("KP-NOT-AN-ID"),
      orders.find(ids[1]!.toUpperCase()),
      orders.find(ids[0]!),
    ]);
    expect(third?.idempotencyKey).toBe("together-3");
    expect(first?.idempotencyKey).toBe("together-1");
    expect(unknown).toBeUndefined();
    expect(malformed).toBeUndefined();
    expect(secondInCapitals?.idempotencyKey).toBe("together-2");
    expect(firstAgain).toStrictEqual(first);
  });
});
