import { and, eq, sql } from "drizzle-orm";
import { nextStatus, statusesAccepting, type OrderEvent, type OrderStatus } from "../../core/checkout/order-states";
import {
  captureReference,
  holdReference,
  releaseReference,
  type AttemptChange,
  type OrderRecord,
} from "../../core/checkout/orders";
import type { Locale } from "../../core/locales";
import { money, type Currency } from "../../core/money";
import { createWallet } from "../../core/wallet/wallet";
import type { Executor } from "./database";
import { createLedgerStore } from "./ledger-store";
import { deliveries, orderEvents, orders, payments, promoCodes, promoRedemptions, receipts, refunds } from "./schema";

export function toOrderRecord(row: typeof orders.$inferSelect): OrderRecord {
  return {
    ...row,
    status: row.status as OrderStatus,
    locale: row.locale as Locale,
    currency: row.currency as Currency,
  };
}

/**
 * The one place an order changes status (DESIGN §2), inside the caller's transaction: the row is
 * locked, the transition table decides, the event is recorded, and the transition's effects happen
 * with it: paid (capture the balance hold, use the promo code, queue receipts and the delivery),
 * canceled while unpaid (release both), delivered (the cashback it earned), delivery failed, and
 * refunded (give back the balances it used, credit gold when the buyer chose it, record the refund).
 */
export async function applyOrderEvent(
  tx: Executor,
  orderId: string,
  event: OrderEvent,
  cause: { reason: string; actor: string },
  refund?: { method: "payment" | "gold"; requestedBy: string },
  attempt?: { id: string; change: AttemptChange },
): Promise<{ changed: boolean; order: OrderRecord | undefined }> {
  if (attempt)
    await tx
      .update(payments)
      .set({ ...attempt.change, updatedAt: sql`now()` })
      .where(eq(payments.id, attempt.id));
  const [locked] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  if (!locked) return { changed: false, order: undefined };
  const from = locked.status as OrderStatus;
  const to = nextStatus(from, event);
  if (!to || !statusesAccepting(event).includes(from)) return { changed: false, order: toOrderRecord(locked) };
  const [row] = await tx
    .update(orders)
    .set({ status: to, updatedAt: sql`now()`, ...(event === "paid" ? { paidAt: sql`now()` } : {}) })
    .where(eq(orders.id, orderId))
    .returning();
  await tx.insert(orderEvents).values({ orderId, fromStatus: from, toStatus: to, ...cause });
  const wallet = createWallet(createLedgerStore(tx));
  const currency = locked.currency as Currency;

  if (event === "paid") {
    await wallet.captureHold({
      holdReference: holdReference(orderId, locked.holdVersion),
      reference: captureReference(orderId, locked.holdVersion),
    });
    await tx.update(promoRedemptions).set({ status: "used" }).where(eq(promoRedemptions.orderId, orderId));
    // Receipts and the delivery are queued with the payment itself: nothing is lost or doubled.
    const queued = [
      ...(locked.contactEmail ? [{ orderId, channel: "email" as const, recipient: locked.contactEmail }] : []),
      ...(locked.contactPhone ? [{ orderId, channel: "whatsapp" as const, recipient: locked.contactPhone }] : []),
    ];
    if (queued.length > 0) await tx.insert(receipts).values(queued).onConflictDoNothing();
    await tx.insert(deliveries).values({ orderId }).onConflictDoNothing();
  }
  if (to === "canceled" && (from === "awaiting_payment" || from === "payment_failed")) {
    await wallet.releaseHold({
      holdReference: holdReference(orderId, locked.holdVersion),
      reference: releaseReference(orderId, locked.holdVersion),
    });
    const released = await tx
      .update(promoRedemptions)
      .set({ status: "released" })
      .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, "reserved")))
      .returning({ code: promoRedemptions.code });
    if (released[0]) {
      await tx
        .update(promoCodes)
        .set({ redemptions: sql`${promoCodes.redemptions} - 1` })
        .where(eq(promoCodes.code, released[0].code));
    }
  }
  if (event === "delivered") {
    await tx
      .update(deliveries)
      .set({ status: "delivered", updatedAt: sql`now()` })
      .where(eq(deliveries.orderId, orderId));
    if (locked.userId && locked.cashbackAmount > 0) {
      await wallet.accrueCashback({
        userId: locked.userId,
        amount: money(locked.cashbackAmount, currency),
        reference: `order:${orderId}:cashback`,
      });
    }
  }
  if (event === "deliveryFailed") {
    await tx
      .update(deliveries)
      .set({ status: "failed", updatedAt: sql`now()` })
      .where(eq(deliveries.orderId, orderId));
  }
  if (event === "refunded") {
    if (!refund) throw new Error("a refund needs its method");
    if (locked.userId && locked.cashbackUsed + locked.goldUsed > 0) {
      await wallet.returnSpent({
        userId: locked.userId,
        cashback: money(locked.cashbackUsed, currency),
        gold: money(locked.goldUsed, currency),
        reference: `order:${orderId}:refund-balances`,
      });
    }
    if (refund.method === "gold" && locked.userId && locked.total > 0) {
      await wallet.creditGold({
        userId: locked.userId,
        amount: money(locked.total, currency),
        reference: `order:${orderId}:refund-gold`,
      });
    }
    await tx.insert(refunds).values({
      orderId,
      method: refund.method,
      amount: locked.total,
      currency,
      status: "done",
      requestedBy: refund.requestedBy,
      completedAt: sql`now()`,
    });
  }
  return { changed: true, order: toOrderRecord(row!) };
}
