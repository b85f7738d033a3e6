import { and, asc, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../../core/orders/delivery-promise";
import type { FulfillmentStore } from "../../../core/orders/fulfillment";
import type { Database } from "../database";
import { toOrderRecord } from "./order-unit";
import { supplierAccountsOf } from "./supplier-account-repository";
import { deliveries, games, orders, supplierAccounts, supplierOffers } from "../schema";

const leaseFor = (seconds: number) => sql`now() + make_interval(secs => ${seconds})`;

/** Deliveries in PostgreSQL, worked under leases that name their owner (decision 009). */
export function createFulfillmentRepository(db: Database): FulfillmentStore {
  const heldBy = (orderId: string, owner: string) =>
    and(eq(deliveries.orderId, orderId), eq(deliveries.leasedBy, owner), sql`${deliveries.leasedUntil} > now()`);
  // Read on every order page and poll: prepared once (order-repository.ts says why).
  const deliveryByOrder = db
    .select()
    .from(deliveries)
    .where(eq(deliveries.orderId, sql.placeholder("orderId")))
    .limit(1)
    .prepare("delivery_by_order");

  return {
    async delivery(orderId) {
      const [row] = await deliveryByOrder.execute({ orderId });
      return row
        ? {
            orderId: row.orderId,
            status: row.status,
            units: row.units,
            flaggedAt: row.flaggedAt,
          }
        : undefined;
    },

    async claim(orderId, owner, seconds) {
      const claimed = await db
        .update(deliveries)
        .set({ leasedBy: owner, leasedUntil: leaseFor(seconds) })
        .where(
          and(
            eq(deliveries.orderId, orderId),
            or(isNull(deliveries.leasedUntil), lt(deliveries.leasedUntil, sql`now()`)),
          ),
        )
        .returning({ orderId: deliveries.orderId });
      return claimed.length > 0;
    },

    async renew(orderId, owner, seconds) {
      const renewed = await db
        .update(deliveries)
        .set({ leasedUntil: leaseFor(seconds) })
        .where(heldBy(orderId, owner))
        .returning({ orderId: deliveries.orderId });
      return renewed.length > 0;
    },

    async release(orderId, owner) {
      await db
        .update(deliveries)
        .set({ leasedBy: null, leasedUntil: null })
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.leasedBy, owner)));
    },

    async recordUnits(orderId, owner, supplier, units, message) {
      // A run that asked the supplier while an admin gave the purchase up may bring its success:
      // the abandoned delivery is then flagged, as a callback's landing is (recordLanding).
      const landed = Object.values(units).some((unit) => unit.status === "success") ? "landedAfterRefund" : "abandoned";
      const written = await db
        .update(deliveries)
        .set({
          units,
          supplier,
          lastMessage: message.slice(0, 500),
          attempts: sql`${deliveries.attempts} + 1`,
          updatedAt: sql`now()`,
          status: sql`CASE WHEN ${deliveries.status} IN ('queued', 'pending') THEN 'pending'
            WHEN ${deliveries.status} = 'abandoned' THEN ${landed} ELSE ${deliveries.status} END`,
        })
        .where(heldBy(orderId, owner))
        .returning({ orderId: deliveries.orderId });
      return written.length > 0;
    },

    async recordCallback(orderId, supplier, units, message) {
      await db
        .update(deliveries)
        .set({
          units,
          supplier,
          lastMessage: message.slice(0, 500),
          updatedAt: sql`now()`,
          status: sql`CASE WHEN ${deliveries.status} IN ('queued', 'pending') THEN 'pending' ELSE ${deliveries.status} END`,
        })
        .where(eq(deliveries.orderId, orderId));
    },

    async recordLanding(orderId, supplier, units, message) {
      await db
        .update(deliveries)
        .set({
          units,
          supplier,
          lastMessage: message.slice(0, 500),
          status: "landedAfterRefund",
          updatedAt: sql`now()`,
        })
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, "abandoned")));
    },

    async staleDeliveries(olderThan, limit) {
      const rows = await db
        .select({ orderId: deliveries.orderId })
        .from(deliveries)
        .where(
          and(
            inArray(deliveries.status, ["queued", "pending"]),
            // Untouched for a while, or left by a worker whose lease ran out (its server died): the
            // latter go back on the queue at once, not after the queue's growing retry waits.
            or(
              lt(deliveries.updatedAt, olderThan),
              and(isNotNull(deliveries.leasedBy), lt(deliveries.leasedUntil, sql`now()`)),
            ),
          ),
        )
        .orderBy(deliveries.updatedAt)
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    async flagLate(now) {
      const open = await db
        .select({
          orderId: deliveries.orderId,
          paidAt: orders.paidAt,
          promiseMinutes: games.deliveryPromiseMinutes,
        })
        .from(deliveries)
        .innerJoin(orders, eq(orders.id, deliveries.orderId))
        // Orders name their game by slug, with no foreign key: a game row deleted since the order
        // leaves no promise to read, and the general hour applies.
        .leftJoin(games, eq(games.slug, orders.gameSlug))
        .where(and(inArray(deliveries.status, ["queued", "pending"]), isNull(deliveries.flaggedAt)));
      const late = open
        .filter((row) => {
          const promise = (row.promiseMinutes ?? DEFAULT_DELIVERY_PROMISE_MINUTES) * 60_000;
          return row.paidAt && now.getTime() - row.paidAt.getTime() > promise;
        })
        .map((row) => row.orderId);
      if (late.length === 0) return [];
      // Conditional, so that when several servers sweep at once each delivery is flagged by one of them.
      const flagged = await db
        .update(deliveries)
        .set({ flaggedAt: now })
        .where(and(inArray(deliveries.orderId, late), isNull(deliveries.flaggedAt)))
        .returning({ orderId: deliveries.orderId });
      return flagged.map((row) => row.orderId);
    },

    async orderByReference(reference) {
      const number = reference.split("-")[0] ?? "";
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ? toOrderRecord(row) : undefined;
    },

    async offers(productSku) {
      return db
        .select({
          supplier: supplierOffers.supplier,
          supplierSku: supplierOffers.supplierSku,
          costIdr: supplierOffers.costIdr,
          open: supplierOffers.open,
        })
        .from(supplierOffers)
        .where(eq(supplierOffers.productSku, productSku))
        .orderBy(asc(supplierOffers.rank), asc(supplierOffers.supplier));
    },

    accounts: () => supplierAccountsOf(db),

    async markShort(supplier) {
      await db
        .insert(supplierAccounts)
        .values({ supplier, shortAt: sql`now()` })
        .onConflictDoUpdate({
          target: supplierAccounts.supplier,
          set: { shortAt: sql`coalesce(${supplierAccounts.shortAt}, now())`, updatedAt: sql`now()` },
        });
    },

    async recordEarlierLanding(orderId, units, message) {
      await db
        .update(deliveries)
        .set({ units, lastMessage: message.slice(0, 500), status: "deliveredTwice", updatedAt: sql`now()` })
        .where(eq(deliveries.orderId, orderId));
    },
  };
}
