import { and, eq, inArray, sql } from "drizzle-orm";
import { AttemptTransitionRefused, attemptMayMove } from "../../../core/orders/attempt-states";
import type { OrderEffect } from "../../../core/orders/order-effects";
import type { CommittedWork } from "../../../core/orders/order-unit";
import { captureReference, holdReference, releaseReference, type OrderRecord } from "../../../core/orders/orders";
import { receiptKey, type ReceiptChannel } from "../../../core/orders/receipts";
import { createWallet } from "../../../core/wallet/wallet";
import { createAuditRepository } from "../records/audit-repository";
import type { Executor } from "../database";
import { createLedgerStore } from "../wallet/ledger-store";
import { saveOrderAccount } from "./saved-account-store";
import {
  accountNotices,
  deliveries,
  orderAccountCorrections,
  orders,
  payments,
  promoCodes,
  promoRedemptions,
  receipts,
  refunds,
} from "../schema";

/** The order's row as an effect that writes it leaves it. */
export type OrderRow = typeof orders.$inferSelect;

/** The row an update of the (locked, so present) order returned. */
async function writtenRow(update: Promise<OrderRow[]>): Promise<OrderRow> {
  const [row] = await update;
  return row!;
}

/**
 * Carries out one effect of an order's decision inside the unit's transaction. Each is idempotent
 * by a key of its own (ledger references, unique rows, status guards), so nothing here can happen
 * twice even if a decision were applied again. An effect that writes the order's own row returns
 * the row as written, so that the unit need not read it again.
 */
export async function carryOut(
  tx: Executor,
  order: OrderRecord,
  effect: OrderEffect,
  /** Where the payments and refunds it finishes are noted, for the metrics once the unit commits. */
  seen: Pick<CommittedWork, "payments" | "refunds">,
): Promise<OrderRow | undefined> {
  const wallet = createWallet(createLedgerStore(tx));
  const orderId = order.id;
  const accrual = `order:${orderId}:cashback`;
  switch (effect.kind) {
    case "captureHold":
      await wallet.captureHold({
        holdReference: holdReference(orderId, effect.version),
        reference: captureReference(orderId, effect.version),
      });
      return;
    case "releaseHold":
      await wallet.releaseHold({
        holdReference: holdReference(orderId, effect.version),
        reference: releaseReference(orderId, effect.version),
      });
      return;
    case "placeHold":
      await wallet.hold({
        userId: effect.userId,
        cashback: effect.cashback,
        gold: effect.gold,
        reference: holdReference(orderId, effect.version),
      });
      return;
    case "rewriteLines":
      return writtenRow(
        tx
          .update(orders)
          .set({ ...effect.lines, holdVersion: effect.holdVersion, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId))
          .returning(),
      );
    case "switchMethod":
      return writtenRow(
        tx
          .update(orders)
          .set({ paymentMethod: effect.paymentMethod, ...effect.lines, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId))
          .returning(),
      );
    case "notePayment":
      return writtenRow(tx.update(orders).set({ paidBy: effect.paymentId }).where(eq(orders.id, orderId)).returning());
    case "usePromo": {
      const used = await tx
        .update(promoRedemptions)
        .set({ status: "used" })
        .where(and(eq(promoRedemptions.orderId, orderId), eq(promoRedemptions.status, "reserved")))
        .returning({ code: promoRedemptions.code });
      if (used[0])
        await tx
          .update(promoCodes)
          .set({ redemptions: sql`${promoCodes.redemptions} + 1` })
          .where(eq(promoCodes.code, used[0].code));
      return;
    }
    case "releasePromo": {
      const [before] = await tx
        .select({ status: promoRedemptions.status, code: promoRedemptions.code })
        .from(promoRedemptions)
        .where(and(eq(promoRedemptions.orderId, orderId), inArray(promoRedemptions.status, ["reserved", "used"])));
      if (!before) return;
      await tx.update(promoRedemptions).set({ status: "released" }).where(eq(promoRedemptions.orderId, orderId));
      if (before.status === "used")
        await tx
          .update(promoCodes)
          .set({ redemptions: sql`${promoCodes.redemptions} - 1` })
          .where(eq(promoCodes.code, before.code));
      return;
    }
    case "queueReceipts": {
      const queued = contactsOf(order).map(({ channel, recipient }) => ({ orderId, channel, recipient }));
      if (queued.length > 0) await tx.insert(receipts).values(queued).onConflictDoNothing();
      return;
    }
    case "saveAccount":
      await saveOrderAccount(tx, order);
      return;
    case "openDelivery":
      await tx.insert(deliveries).values({ orderId }).onConflictDoNothing();
      return;
    case "closeDelivery":
      await tx
        .update(deliveries)
        .set({ status: effect.outcome, leasedBy: null, leasedUntil: null, updatedAt: sql`now()` })
        .where(eq(deliveries.orderId, orderId));
      return;
    case "accrueCashback":
      await wallet.accrueCashback({
        userId: effect.userId,
        amount: effect.amount,
        reference: accrual,
      });
      return;
    case "reverseCashback":
      await wallet.reverseCashback({
        accrualReference: accrual,
        reference: `order:${orderId}:cashback-reversal`,
      });
      return;
    case "returnBalances":
      await wallet.returnSpent({
        userId: effect.userId,
        cashback: effect.cashback,
        gold: effect.gold,
        reference: `order:${orderId}:refund-balances`,
      });
      return;
    case "creditGold":
      await wallet.creditGold({
        userId: effect.userId,
        amount: effect.amount,
        reference: `order:${orderId}:refund-gold`,
      });
      return;
    case "claimRefund":
      await tx
        .insert(refunds)
        .values({ ...effect.claim, status: "pending" })
        .onConflictDoNothing();
      return;
    case "completeRefund": {
      const [done] = await tx
        .update(refunds)
        .set({ status: "done", completedAt: sql`now()`, leasedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, effect.refundId), eq(refunds.status, "pending")))
        .returning({ paymentId: refunds.paymentId });
      if (done) seen.refunds.push({ provider: await refundProvider(tx, done.paymentId), status: "done" });
      return;
    }
    case "refuseRefund": {
      const [refused] = await tx
        .update(refunds)
        .set({ status: "refused", lastError: effect.message.slice(0, 500), leasedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(refunds.id, effect.refundId), eq(refunds.status, "pending")))
        .returning({ paymentId: refunds.paymentId });
      if (refused) seen.refunds.push({ provider: await refundProvider(tx, refused.paymentId), status: "refused" });
      return;
    }
    case "reopenDelivery":
      // Only a failed delivery reopens: the order's lock and status guard it already; this is the second guard.
      await tx
        .update(deliveries)
        .set({ status: "queued", units: effect.units, leasedBy: null, leasedUntil: null, updatedAt: sql`now()` })
        .where(and(eq(deliveries.orderId, orderId), eq(deliveries.status, "failed")));
      return;
    case "touchDelivery":
      await tx
        .update(deliveries)
        .set({ updatedAt: sql`now()` })
        .where(eq(deliveries.orderId, orderId));
      return;
    case "correctAccount": {
      const row = await writtenRow(
        tx
          .update(orders)
          .set({ account: effect.account, accountLabel: effect.accountLabel, nickname: null, updatedAt: sql`now()` })
          .where(eq(orders.id, orderId))
          .returning(),
      );
      const [correction] = await tx
        .insert(orderAccountCorrections)
        .values({
          orderId,
          operatorId: effect.operatorId,
          before: order.account,
          after: effect.account,
          beforeLabel: order.accountLabel,
          afterLabel: effect.accountLabel,
          reason: effect.reason,
        })
        .returning({ id: orderAccountCorrections.id });
      // The buyer is told on each channel they gave a receipt, sent by the receipt job.
      const notices = contactsOf(order).map(({ channel, recipient }) => ({
        orderId,
        correctionId: correction!.id,
        channel,
        recipient,
        key: receiptKey({ kind: "accountCorrected", correctionId: correction!.id }, channel),
      }));
      if (notices.length > 0) await tx.insert(accountNotices).values(notices).onConflictDoNothing();
      // An open delivery that no worker holds (the order's decision checked it under the row's lock).
      if (effect.units)
        await tx
          .update(deliveries)
          .set({ units: effect.units, updatedAt: sql`now()` })
          .where(and(eq(deliveries.orderId, orderId), inArray(deliveries.status, ["queued", "pending"])));
      return row;
    }
    case "appendAudit":
      await createAuditRepository(tx).append(effect.entry);
      return;
    case "recordAttempt": {
      // Attempts change only here, under their order's lock, and only as their table allows.
      const [attempt] = await tx
        .select({ status: payments.status, provider: payments.provider })
        .from(payments)
        .where(and(eq(payments.id, effect.paymentId), eq(payments.orderId, orderId)));
      if (!attempt || !attemptMayMove(attempt.status, effect.change.status))
        throw new AttemptTransitionRefused(effect.paymentId, attempt?.status, effect.change.status);
      const status = effect.change.status;
      await tx
        .update(payments)
        .set({
          ...effect.change,
          ...(status === "expired" && attempt.status !== "expired" ? { expiredAt: sql`now()` } : {}),
          updatedAt: sql`now()`,
        })
        .where(eq(payments.id, effect.paymentId));
      if (status !== attempt.status && status !== "pending") seen.payments.push({ provider: attempt.provider, status });
      return;
    }
  }
}

/** The contacts the buyer gave, one per channel: where receipts and notices go. */
function contactsOf(order: OrderRecord): { channel: ReceiptChannel; recipient: string }[] {
  return [
    ...(order.contactEmail ? [{ channel: "email" as const, recipient: order.contactEmail }] : []),
    ...(order.contactPhone ? [{ channel: "whatsapp" as const, recipient: order.contactPhone }] : []),
  ];
}

/** Where a refund's money went: the refunded payment's provider, or "gold" without a payment. */
async function refundProvider(tx: Executor, paymentId: string | null): Promise<string> {
  if (paymentId === null) return "gold";
  const [payment] = await tx.select({ provider: payments.provider }).from(payments).where(eq(payments.id, paymentId));
  return payment?.provider ?? "unknown";
}
