import { MARKETS } from "../markets";
import { money } from "../money";
import {
  PaymentProviderError,
  type PaymentCustomer,
  type PaymentStatus,
  type PaymentUpdate,
  type PaymentsPort,
} from "../payments/payments-port";
import { isPayable } from "./order-states";
import type { OrderRecord, OrderRepository, PaymentAttempt } from "./orders";

export type PayResult =
  | { kind: "paid" }
  | { kind: "redirect"; url: string }
  | { kind: "pending" }
  | { kind: "declined" }
  | { kind: "notPayable" }
  | { kind: "tokenRequired" }
  | { kind: "providerError" };

export interface PaymentFlowDeps {
  orders: OrderRepository;
  payments: PaymentsPort;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Unpaid orders are canceled after this long; the provider's page expires no later. */
  unpaidMinutes: number;
  /** Called after an order was paid (once): fulfillment puts its delivery on the queue. */
  onPaid?: (orderId: string) => Promise<void>;
}

const FINAL: PaymentStatus[] = ["paid", "failed", "expired", "canceled", "refunded"];

/**
 * Payments of orders: starting an attempt (Pay, Pay again), applying what the provider says about
 * it (notifications, card answers, status checks), canceling orders left unpaid, and asking the
 * provider about attempts whose notification never came. Every path ends in `applyUpdate`, which is
 * idempotent: duplicates, delays and reordering change each status once.
 */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  const { orders, payments, log } = deps;
  const actor = `provider:${payments.provider}`;

  async function applyUpdate(update: PaymentUpdate, source: string): Promise<{ applied: boolean; reason: string }> {
    const attempt = await orders.findAttempt(update.paymentId);
    if (!attempt) return { applied: false, reason: "unknown payment" };
    if (update.amount.amount !== attempt.amount || update.amount.currency !== attempt.currency) {
      log.warn({ paymentId: attempt.id, reported: update.amount }, "payment amount differs from the attempt: ignored");
      return { applied: false, reason: "amount mismatch" };
    }
    // A provider may deliver "pending" after "settlement": a final status never goes back.
    if (FINAL.includes(attempt.status) && !FINAL.includes(update.status))
      return { applied: false, reason: "regression" };
    if (attempt.status === "paid" && update.status !== "refunded") return { applied: false, reason: "already paid" };
    // What the provider said is recorded with the order's transition, in one transaction, so the
    // attempt and the order never disagree (a paid attempt on an unpaid order, even for a moment).
    const recorded =
      attempt.status !== update.status || attempt.providerStatus !== update.providerStatus
        ? {
            id: attempt.id,
            change: {
              status: update.status,
              providerStatus: update.providerStatus,
              ...(update.providerTransactionId ? { providerTransactionId: update.providerTransactionId } : {}),
            },
          }
        : undefined;
    const recordOnly = async (reason: string) => {
      if (recorded) await orders.updateAttempt(recorded.id, recorded.change);
      return { applied: false, reason };
    };
    const cause = { reason: `${source}: ${update.providerStatus} (${attempt.id})`, actor };
    if (update.status === "paid") {
      const result = await orders.apply(attempt.orderId, "paid", cause, recorded);
      if (result.changed) await paid(attempt.orderId);
      if (!result.changed && result.order?.status === "canceled") await refundLatePayment(attempt);
      return { applied: result.changed, reason: result.changed ? "paid" : "order not payable" };
    }
    if (update.status === "failed" || update.status === "expired" || update.status === "canceled") {
      // Only the newest attempt speaks for the order: an old one failing late must not undo a retry.
      const latest = await orders.latestAttempt(attempt.orderId);
      if (latest?.id !== attempt.id) return recordOnly("superseded attempt");
      const result = await orders.apply(attempt.orderId, "declined", cause, recorded);
      return { applied: result.changed, reason: result.changed ? "declined" : "no change" };
    }
    return recordOnly(update.status);
  }

  // The delivery row was written with the payment; the queue is only told. If telling it fails, the
  // fulfillment sweeper finds the delivery anyway.
  async function paid(orderId: string) {
    await deps
      .onPaid?.(orderId)
      .catch((error: unknown) => log.warn({ err: error, orderId }, "delivery not queued yet"));
  }

  /** Money that arrives for an order already canceled goes straight back (100%, DESIGN §2). */
  async function refundLatePayment(attempt: PaymentAttempt) {
    log.warn({ paymentId: attempt.id }, "payment for a canceled order: refunding");
    await payments
      .refund({
        paymentId: attempt.id,
        refundKey: `late-${attempt.id}`,
        amount: money(attempt.amount, attempt.currency),
        reason: "order canceled before the payment arrived",
      })
      .catch((error: unknown) => log.warn({ err: error, paymentId: attempt.id }, "refund failed; retried later"));
  }

  return {
    applyUpdate,

    /** Pay or Pay again: a new attempt at the provider, for the order's total. */
    async pay(
      order: OrderRecord,
      input: { tokenId?: string; finishUrl: string; customer: PaymentCustomer },
    ): Promise<PayResult> {
      if (!isPayable(order.status)) return { kind: "notPayable" };
      if (order.total === 0) {
        const result = await orders.apply(order.id, "paid", { reason: "paid with KupiCoins and gold", actor: "buyer" });
        if (result.changed) await paid(order.id);
        return { kind: "paid" };
      }
      const method = MARKETS[order.locale].paymentMethods.find((candidate) => candidate.id === order.paymentMethod);
      const card = method?.kind === "card";
      if (card && !input.tokenId) return { kind: "tokenRequired" };
      const attempt = await orders.newAttempt({
        orderId: order.id,
        number: order.number,
        provider: payments.provider,
        method: order.paymentMethod,
        amount: order.total,
        currency: order.currency,
      });
      const amount = money(order.total, order.currency);
      const itemName = `${order.productTitle}${order.quantity > 1 ? ` × ${order.quantity}` : ""}`;
      try {
        if (!card) {
          const minutesLeft = Math.max(1, Math.ceil((order.expiresAt.getTime() - Date.now()) / 60_000));
          const { redirectUrl } = await payments.startRedirect({
            paymentId: attempt.id,
            amount,
            methodId: order.paymentMethod,
            itemName,
            customer: input.customer,
            finishUrl: input.finishUrl,
            expiryMinutes: Math.min(deps.unpaidMinutes, minutesLeft),
            locale: order.locale,
          });
          await orders.updateAttempt(attempt.id, { status: "pending", providerStatus: "pending", redirectUrl });
          return { kind: "redirect", url: redirectUrl };
        }
        const charge = await payments.chargeCard({
          paymentId: attempt.id,
          amount,
          tokenId: input.tokenId!,
          itemName,
          customer: input.customer,
          finishUrl: input.finishUrl,
          locale: order.locale,
        });
        switch (charge.outcome) {
          case "paid":
            await applyUpdate(
              {
                paymentId: attempt.id,
                status: "paid",
                amount,
                providerStatus: "capture/accept",
                providerTransactionId: charge.providerTransactionId,
              },
              "card charge",
            );
            return { kind: "paid" };
          case "challenge":
            await orders.updateAttempt(attempt.id, {
              status: "pending",
              providerStatus: "pending/3ds",
              providerTransactionId: charge.providerTransactionId,
              redirectUrl: charge.redirectUrl,
            });
            return { kind: "redirect", url: charge.redirectUrl };
          case "declined":
            await applyUpdate(
              { paymentId: attempt.id, status: "failed", amount, providerStatus: "deny" },
              "card charge",
            );
            return { kind: "declined" };
          case "pending":
            return { kind: "pending" };
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error, paymentId: attempt.id }, "payment provider failed");
        await orders.updateAttempt(attempt.id, { status: "failed", providerStatus: "provider error" });
        return { kind: "providerError" };
      }
    },

    /** Cancels orders left unpaid past their time, releasing their promo codes and balances. */
    async cancelExpired(now: Date): Promise<number> {
      let canceled = 0;
      for (const id of await orders.expiredUnpaid(now, 100)) {
        const result = await orders.apply(id, "expired", { reason: "not paid in time", actor: "system" });
        if (result.changed) canceled += 1;
      }
      return canceled;
    },

    /** Asks the provider about attempts still pending after a while: lost notifications heal. */
    async reconcile(olderThan: Date): Promise<number> {
      let applied = 0;
      for (const attempt of await orders.stalePendingAttempts(olderThan, 50)) {
        const update = await payments.fetchStatus(attempt.id).catch(() => undefined);
        if (update && (await applyUpdate(update, "status check")).applied) applied += 1;
      }
      return applied;
    },
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
