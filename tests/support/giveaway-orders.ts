import { randomUUID } from "node:crypto";
import type { Database } from "../../adapters/db/database";
import { orderEvents, orders, refunds } from "../../adapters/db/schema";
import type { OrderStatus } from "../../core/orders/order-states";

/**
 * An order as the giveaway reads it, written straight to the database: its number, code and status,
 * and (when it completed) the order event that says when, since that time decides its week.
 */
export async function giveawayOrder(
  db: Database,
  order: {
    number: string;
    promoCode?: string | null;
    status?: OrderStatus;
    completedAt?: Date;
    accountLabel?: string;
    /** A 100% refund claimed for the order (kind "order"). */
    refunded?: boolean;
  },
): Promise<string> {
  const id = randomUUID();
  await db.insert(orders).values({
    id,
    number: order.number,
    status: order.status ?? "complete",
    locale: "id",
    currency: "IDR",
    gameSlug: "mobile-legends",
    productSku: "ml-86",
    productTitle: "Mobile Legends: 86 Diamonds",
    quantity: 1,
    account: { userId: "12345678", zoneId: "1234" },
    accountLabel: order.accountLabel ?? "12345678 (1234)",
    paymentMethod: "qris",
    promoCode: order.promoCode === undefined ? "EPICWIN" : order.promoCode,
    listAmount: 20_000,
    temporaryDiscount: 0,
    promoDiscount: 0,
    cashbackUsed: 0,
    goldUsed: 0,
    fee: 0,
    total: 20_000,
    tax: 1_982,
    idempotencyKey: `giveaway-${id}`,
    requestHash: "test",
    expiresAt: new Date("2030-01-01T00:00:00Z"),
  });
  if (order.completedAt)
    await db.insert(orderEvents).values({
      orderId: id,
      fromStatus: "in_progress",
      toStatus: "complete",
      reason: "delivered",
      actor: "system",
      createdAt: order.completedAt,
    });
  if (order.refunded)
    await db.insert(refunds).values({
      id: `refund-${id}`,
      orderId: id,
      kind: "order",
      method: "gold",
      amount: 20_000,
      currency: "IDR",
      status: "done",
      reason: "delivery",
      requestedBy: "operator",
    });
  return id;
}
