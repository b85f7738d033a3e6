import { randomUUID } from "node:crypto";
import type { Database } from "../../adapters/db/database";
import { deliveries, orderEvents, orders, refunds } from "../../adapters/db/schema";
import type { UnitState } from "../../core/orders/delivery-record";
import type { OrderStatus } from "../../core/orders/order-states";
import type { RefundKind, RefundStatus } from "../../core/orders/refunds";
import type { Currency } from "../../core/money";

let sequence = 0;

/**
 * An order written straight to the database with its history, for queries that read what happened
 * and when (the console's queue and dashboard): faster than buying it and able to place it in the past.
 * Each `events` entry is a status change at its time; the last one is the order's status.
 */
export async function storedOrder(
  db: Database,
  order: {
    game?: "free-fire" | "mobile-legends";
    currency?: Currency;
    total?: number;
    createdAt: Date;
    paidAt?: Date;
    events?: [OrderStatus, Date, string?][];
    delivery?: "queued" | "pending" | "delivered" | "failed";
    /** The delivery's units as the fulfillment wrote them (with `delivery`). */
    units?: Record<string, UnitState>;
    refund?: { kind: RefundKind; status: RefundStatus; amount: number; at: Date; completedAt?: Date };
    /** The buyer's account; none: a guest's order. */
    userId?: string;
  },
): Promise<{ id: string; number: string }> {
  const id = randomUUID();
  sequence += 1;
  const number = `T${String(sequence).padStart(7, "0")}`;
  const events = order.events ?? [];
  const status = events.at(-1)?.[0] ?? "awaiting_payment";
  const currency = order.currency ?? "IDR";
  const total = order.total ?? 20_000;
  const game = order.game ?? "mobile-legends";
  await db.insert(orders).values({
    id,
    number,
    status,
    locale: currency === "IDR" ? "id" : "ru",
    currency,
    gameSlug: game,
    productSku: game === "free-fire" ? "ff-140" : "ml-86",
    productTitle: "Item",
    quantity: 1,
    account: { playerId: String(200_000_000 + sequence) },
    accountLabel: String(200_000_000 + sequence),
    paymentMethod: "qris",
    listAmount: total,
    temporaryDiscount: 0,
    promoDiscount: 0,
    cashbackUsed: 0,
    goldUsed: 0,
    fee: 0,
    total,
    tax: 0,
    idempotencyKey: `stored-${id}`,
    requestHash: "hash",
    expiresAt: new Date(order.createdAt.getTime() + 3_600_000),
    paidAt: order.paidAt ?? null,
    userId: order.userId ?? null,
    createdAt: order.createdAt,
    updatedAt: events.at(-1)?.[1] ?? order.createdAt,
  });
  let from: OrderStatus | null = null;
  for (const [to, at, reason] of events) {
    await db
      .insert(orderEvents)
      .values({ orderId: id, fromStatus: from, toStatus: to, reason: reason ?? to, actor: "system", createdAt: at });
    from = to;
  }
  if (order.delivery)
    await db
      .insert(deliveries)
      .values({ orderId: id, status: order.delivery, units: order.units ?? {}, createdAt: order.paidAt });
  if (order.refund) {
    await db.insert(refunds).values({
      id: `${order.refund.kind}-${id}`,
      orderId: id,
      kind: order.refund.kind,
      method: "gold",
      amount: order.refund.amount,
      currency,
      status: order.refund.status,
      reason: order.refund.kind === "order" ? "delivery" : "payment.late",
      requestedBy: "system",
      lastError: order.refund.status === "refused" ? "provider refused" : null,
      completedAt: order.refund.completedAt ?? null,
      createdAt: order.refund.at,
      updatedAt: order.refund.at,
    });
  }
  return { id, number };
}

export const minutesAfter = (time: Date, minutes: number) => new Date(time.getTime() + minutes * 60_000);

/** An order paid two minutes after it was made and delivered `deliverMinutes` after payment (complete). */
export function deliveredOrder(
  db: Database,
  createdAt: Date,
  deliverMinutes: number,
  extra: { game?: "free-fire" | "mobile-legends"; total: number; currency?: Currency },
): Promise<{ id: string; number: string }> {
  const paidAt = minutesAfter(createdAt, 2);
  return storedOrder(db, {
    ...extra,
    createdAt,
    paidAt,
    events: [
      ["awaiting_payment", createdAt],
      ["in_progress", paidAt],
      ["complete", minutesAfter(paidAt, deliverMinutes)],
    ],
    delivery: "delivered",
  });
}
