import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createFulfillmentRepository } from "./fulfillment-repository";
import { createOrderRepository } from "./order-repository";
import { deliveries } from "../schema";

const UNIT = { reference: "K7M4Q2TX-1", status: "pending" as const, serial: null, message: "Pending", tries: 1 };

/**
 * Delivery leases (decision 009): one worker at a time, renewed while it works, taken over only
 * once it has run out (its server died), and nobody writes through a lease that is not theirs.
 */
describe("delivery leases", () => {
  let database: TestDatabase;
  let orderId: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const created = await createOrderRepository(database.db).create({
      userId: null,
      locale: "id",
      currency: "IDR",
      gameSlug: "free-fire",
      productSku: "ff-140",
      productTitle: "Free Fire: 140 Diamond",
      quantity: 1,
      account: { playerId: "123456789" },
      accountLabel: "123456789",
      nickname: null,
      contactEmail: null,
      contactPhone: null,
      paymentMethod: "qris",
      promoCode: null,
      listAmount: 20_000,
      temporaryDiscount: 0,
      promoDiscount: 0,
      cashbackUsed: 0,
      goldUsed: 0,
      fee: 140,
      total: 20_140,
      tax: 1_996,
      cashbackRateBps: 0,
      cashbackAmount: 0,
      idempotencyKey: "lease-test-order",
      requestHash: "h",
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    if (!created.ok) throw new Error("order not created");
    orderId = created.order.id;
    await database.db.insert(deliveries).values({ orderId });
  });
  afterAll(() => database.drop());

  it("a live lease keeps every other worker out; once it runs out another takes over and the first can no longer write", async () => {
    const store = createFulfillmentRepository(database.db);
    const first = "host-a:101:aa#1";
    const second = "host-b:202:bb#1";
    expect(await store.claim(orderId, first, 30)).toBe(true);
    expect(await store.claim(orderId, second, 30)).toBe(false);
    expect(await store.renew(orderId, first, 30)).toBe(true);
    expect(await store.recordUnits(orderId, second, "sandbox", { "1": UNIT }, "Pending")).toBe(false);
    expect(await store.recordUnits(orderId, first, "sandbox", { "1": UNIT }, "Pending")).toBe(true);
    // A server that is not the owner cannot release the lease either.
    await store.release(orderId, second);
    expect(await store.claim(orderId, second, 30)).toBe(false);

    // The first server dies: its lease runs out (as if 30 s had passed without a renewal).
    await database.db
      .update(deliveries)
      .set({ leasedUntil: sql`now() - interval '1 second'` })
      .where(eq(deliveries.orderId, orderId));
    expect(await store.claim(orderId, second, 30)).toBe(true);
    expect(await store.renew(orderId, first, 30)).toBe(false);
    expect(await store.recordUnits(orderId, first, "sandbox", { "1": { ...UNIT, status: "failed" } }, "late")).toBe(
      false,
    );
    expect((await store.delivery(orderId))?.units["1"]?.status).toBe("pending");

    await store.release(orderId, second);
    expect(await store.claim(orderId, first, 30)).toBe(true);
  });
});
