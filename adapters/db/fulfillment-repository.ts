import { and, eq, inArray, isNotNull, isNull, lt, ne, or, sql } from "drizzle-orm";
import type { FulfillmentStore } from "../../core/fulfillment/fulfillment";
import type { PastPurchase } from "../../core/fulfillment/purchase-limits";
import type { Database, Executor } from "./database";
import { applyOrderEvent, toOrderRecord } from "./order-transitions";
import { deliveries, orders, products, refunds } from "./schema";

/**
 * Earlier purchases of an item for one game account that count against its limit: paid ones, and
 * those still waiting for payment (two unpaid orders must not both pass a "one at a time" rule).
 */
export async function purchaseHistory(
  db: Executor,
  key: { gameSlug: string; productSku: string; account: Record<string, string> },
  excludeOrderId?: string,
): Promise<PastPurchase[]> {
  const rows = await db
    .select({ paidAt: orders.paidAt, createdAt: orders.createdAt, quantity: orders.quantity })
    .from(orders)
    .where(
      and(
        eq(orders.gameSlug, key.gameSlug),
        eq(orders.productSku, key.productSku),
        sql`${orders.account} = ${JSON.stringify(key.account)}::jsonb`,
        inArray(orders.status, ["awaiting_payment", "payment_failed", "in_progress", "complete"]),
        ...(excludeOrderId ? [ne(orders.id, excludeOrderId)] : []),
      ),
    );
  return rows.map((row) => ({ at: row.paidAt ?? row.createdAt, quantity: row.quantity }));
}

/** Deliveries, purchase history and refunds in PostgreSQL. */
export function createFulfillmentRepository(db: Database): FulfillmentStore {
  return {
    async delivery(orderId) {
      const [row] = await db.select().from(deliveries).where(eq(deliveries.orderId, orderId)).limit(1);
      return row
        ? {
            orderId: row.orderId,
            status: row.status,
            units: row.units,
            flaggedAt: row.flaggedAt,
          }
        : undefined;
    },

    async claim(orderId, seconds) {
      const claimed = await db
        .update(deliveries)
        .set({ leasedUntil: sql`now() + make_interval(secs => ${seconds})` })
        .where(
          and(
            eq(deliveries.orderId, orderId),
            or(isNull(deliveries.leasedUntil), lt(deliveries.leasedUntil, sql`now()`)),
          ),
        )
        .returning({ orderId: deliveries.orderId });
      return claimed.length > 0;
    },

    async release(orderId) {
      await db.update(deliveries).set({ leasedUntil: null }).where(eq(deliveries.orderId, orderId));
    },

    async releaseAll() {
      await db.update(deliveries).set({ leasedUntil: null }).where(isNotNull(deliveries.leasedUntil));
    },

    async recordUnits(orderId, supplier, units, message) {
      await db
        .update(deliveries)
        .set({
          units,
          supplier,
          lastMessage: message.slice(0, 500),
          attempts: sql`${deliveries.attempts} + 1`,
          updatedAt: sql`now()`,
          status: sql`CASE WHEN ${deliveries.status} IN ('queued', 'pending') THEN 'pending' ELSE ${deliveries.status} END`,
        })
        .where(eq(deliveries.orderId, orderId));
    },

    async staleDeliveries(olderThan, limit) {
      const rows = await db
        .select({ orderId: deliveries.orderId })
        .from(deliveries)
        .where(and(inArray(deliveries.status, ["queued", "pending"]), lt(deliveries.updatedAt, olderThan)))
        .orderBy(deliveries.updatedAt)
        .limit(limit);
      return rows.map((row) => row.orderId);
    },

    async flagLate(now, promiseMinutes) {
      const open = await db
        .select({ orderId: deliveries.orderId, gameSlug: orders.gameSlug, paidAt: orders.paidAt })
        .from(deliveries)
        .innerJoin(orders, eq(orders.id, deliveries.orderId))
        .where(and(inArray(deliveries.status, ["queued", "pending"]), isNull(deliveries.flaggedAt)));
      const late = open
        .filter((row) => row.paidAt && now.getTime() - row.paidAt.getTime() > promiseMinutes(row.gameSlug) * 60_000)
        .map((row) => row.orderId);
      if (late.length > 0) await db.update(deliveries).set({ flaggedAt: now }).where(inArray(deliveries.orderId, late));
      return late;
    },

    purchaseHistory: (order) => purchaseHistory(db, order, order.id),

    async orderByReference(reference) {
      const number = reference.split("-")[0] ?? "";
      const [row] = await db.select().from(orders).where(eq(orders.number, number)).limit(1);
      return row ? toOrderRecord(row) : undefined;
    },

    async refund(orderId, method, requestedBy) {
      return db.transaction(async (tx) => {
        const result = await applyOrderEvent(
          tx,
          orderId,
          "refunded",
          { reason: `refunded 100% ${method === "gold" ? "as gold" : "to the payment method"}`, actor: requestedBy },
          { method, requestedBy },
        );
        return result.changed;
      });
    },

    async supplierSku(productSku) {
      const [row] = await db
        .select({ supplierSku: products.supplierSku })
        .from(products)
        .where(eq(products.sku, productSku))
        .limit(1);
      return row?.supplierSku ?? null;
    },

    async refundOf(orderId) {
      const [row] = await db.select().from(refunds).where(eq(refunds.orderId, orderId)).limit(1);
      return row ? { method: row.method, amount: row.amount, completedAt: row.completedAt } : undefined;
    },
  };
}
