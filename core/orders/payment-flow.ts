import { eachApart, type BatchResult } from "../each-apart";
import { loggableId } from "../loggable-id";
import { paysInCardForm, marketFor } from "../markets";
import { money } from "../money";
import type { PaymentProviders } from "../payments/payment-providers";
import { PaymentProviderError, type PaymentCustomer, type PaymentUpdate } from "../payments/payments-port";
import type { ProviderAnswer } from "../records/provider-answers";
import type { OrderProcess } from "./order-process";
import { isPayable } from "./order-states";
import { providerReturnUrl } from "./provider-return";
import type { OrderRecord, OrderRepository, PaymentAttempt } from "./orders";

export type PayResult =
  | { kind: "paid" }
  | { kind: "redirect"; url: string }
  | { kind: "pending" }
  | { kind: "declined" }
  | { kind: "notPayable" }
  | { kind: "tokenRequired" }
  | { kind: "providerError" }
  /** The order's method has no configured provider (any more): the buyer picks another. */
  | { kind: "methodUnavailable" };

export interface PaymentFlowDeps {
  orders: OrderRepository;
  process: OrderProcess;
  payments: PaymentProviders;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  /** Unpaid orders are canceled after this long; the provider's page expires no later. */
  unpaidMinutes: number;
  /** Keeps the provider's raw answers for the console's timeline; never throws (core/records/provider-answers.ts). */
  answers?: (answer: ProviderAnswer) => Promise<void>;
  /** Called after an order was paid (once): fulfillment puts its delivery on the queue. */
  onPaid?: (orderId: string) => Promise<void>;
  /** Called with refunds just claimed (a payment the order could not take): asked of the provider now. */
  onRefundsClaimed?: (claimIds: string[]) => Promise<void>;
}

/**
 * Payments of orders: starting an attempt (Pay, Pay again), applying what the provider says about
 * it (notifications, card answers, status checks), canceling orders left unpaid, and asking the
 * provider about attempts whose notification never came. Every change of an order goes through the
 * order process, under the order's lock; the provider is called only between units, with the
 * attempt (and its amount) already written down.
 */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  const { orders, payments, log, process } = deps;

  /**
   * Applies what a provider said about one of our attempts. `provider`: the adapter's name, for the
   * order's events and the console (each provider's endpoint knows who it is).
   */
  async function applyUpdate(
    reported: PaymentUpdate,
    source: string,
    provider: string,
  ): Promise<{ applied: boolean; reason: string }> {
    const update = await confirmed(reported, source);
    if (!update) return { applied: false, reason: "amount not confirmed" };
    const result = await process.recordPayment(update, {
      reason: `${source}: ${update.providerStatus} (${update.paymentId})`,
      actor: `provider:${provider}`,
    });
    if (result.orderId && update.raw !== undefined)
      await deps.answers?.({
        orderId: result.orderId,
        provider,
        kind: source === "notification" ? "paymentNotification" : "paymentStatus",
        answer: update.raw,
      });
    if (result.reason === "payment.amount")
      log.warn(
        { paymentId: update.paymentId, reported: update.amount },
        "payment amount differs from the attempt: refunded",
      );
    else if (result.reason === "payment.duplicate" || result.reason === "payment.late")
      log.warn({ paymentId: update.paymentId, reason: result.reason }, "payment the order cannot take: refunded");
    await after(result.orderId, result.paid === true, result.claims);
    return { applied: result.applied, reason: result.reason };
  }

  /**
   * A payment reported paid with another amount than its attempt's is believed only as the provider
   * itself then answers: a signed message can still be wrong (a provider's bug, a leaked key), and
   * money the order cannot take is given back as the provider holds it, never as a message says.
   * Undefined when the provider cannot tell now: the status check asks again later.
   */
  async function confirmed(update: PaymentUpdate, source: string): Promise<PaymentUpdate | undefined> {
    if (update.status !== "paid" || source === "status check") return update;
    const attempt = await orders.findAttempt(update.paymentId);
    if (!attempt || (attempt.amount === update.amount.amount && attempt.currency === update.amount.currency))
      return update;
    const port = payments.forAttempt(attempt.provider);
    if (!port || port.callsTheShop) return update;
    const held = await port
      .fetchStatus({ paymentId: attempt.id, providerTransactionId: attempt.providerTransactionId })
      .catch(() => undefined);
    const answer = held?.paymentId === attempt.id ? held : undefined;
    if (!answer)
      log.warn({ paymentId: attempt.id, reported: update.amount }, "payment amount not confirmed by the provider");
    return answer;
  }

  // The delivery row and refund claims were written with the payment; the queue and the refund job
  // are only told. If telling them fails, their sweepers find the work anyway.
  async function after(orderId: string | undefined, paid: boolean, claims: string[]) {
    if (paid && orderId)
      await deps
        .onPaid?.(orderId)
        .catch((error: unknown) => log.warn({ err: error, order: loggableId(orderId) }, "delivery not queued yet"));
    if (claims.length > 0)
      await deps
        .onRefundsClaimed?.(claims)
        .catch((error: unknown) =>
          log.warn({ err: error, order: orderId && loggableId(orderId) }, "refund left to the job"),
        );
  }

  return {
    applyUpdate,

    /**
     * An attempt as a provider that asks before it takes the money (Payme's CheckPerformTransaction,
     * Click's Prepare) must see it: `payable` only while it is the order's newest attempt, still
     * pending, and the order still waits for its money. Whatever the provider then does goes through
     * applyUpdate, which decides again under the order's lock.
     */
    async attemptForProvider(
      paymentId: string,
    ): Promise<{ attempt: PaymentAttempt; orderStatus: OrderRecord["status"]; payable: boolean } | undefined> {
      const attempt = await orders.findAttempt(paymentId);
      if (!attempt) return undefined;
      const [order, latest] = await Promise.all([orders.find(attempt.orderId), orders.latestAttempt(attempt.orderId)]);
      if (!order) return undefined;
      const payable =
        isPayable(order.status) &&
        latest?.id === attempt.id &&
        attempt.status === "pending" &&
        order.expiresAt.getTime() > Date.now();
      return { attempt, orderStatus: order.status, payable };
    },

    /**
     * Pay or Pay again: a new attempt at the provider, for the order's total as it is under its lock.
     * `finishUrl`: the order's page, given to the provider with the return mark (provider-return.ts).
     */
    async pay(
      orderId: string,
      input: { tokenId?: string; finishUrl: string; customer: PaymentCustomer },
    ): Promise<PayResult> {
      const order = await orders.find(orderId);
      if (!order) return { kind: "notPayable" };
      const method = marketFor(order.locale).paymentMethods.find((candidate) => candidate.id === order.paymentMethod);
      // A method whose provider is not configured (any more) cannot be paid: the buyer changes method.
      const provider = method ? payments.forProtocol(method.provider) : undefined;
      if (order.total > 0 && !provider) return { kind: "methodUnavailable" };
      const card = method !== undefined && paysInCardForm(method);
      if (order.total > 0 && card && !input.tokenId) return { kind: "tokenRequired" };
      // (A free order never reaches a provider: startPayment pays it from the balances.)
      const started = await process.startPayment(orderId, provider?.provider ?? "none");
      if (started.kind === "notFound" || started.kind === "notPayable") return { kind: "notPayable" };
      if (started.kind === "paid") {
        await after(orderId, started.order.status === "in_progress", started.claims);
        return { kind: "paid" };
      }
      const { attempt } = started;
      // The attempt's amount, fixed when it was written; never the order as read before the lock.
      const amount = money(attempt.amount, attempt.currency);
      const itemName = `${started.order.productTitle}${started.order.quantity > 1 ? ` × ${started.order.quantity}` : ""}`;
      if (!provider) return { kind: "methodUnavailable" };
      // Every provider sends the buyer back to the same marked address: the page then waits for its answer.
      const finishUrl = providerReturnUrl(input.finishUrl, provider.protocol);
      try {
        if (!card || !provider.chargeCard) {
          const minutesLeft = Math.max(1, Math.ceil((started.order.expiresAt.getTime() - Date.now()) / 60_000));
          const redirect = await provider.startRedirect({
            paymentId: attempt.id,
            amount,
            methodId: attempt.method,
            itemName,
            customer: input.customer,
            finishUrl,
            expiryMinutes: Math.min(deps.unpaidMinutes, minutesLeft),
            locale: started.order.locale,
          });
          if (redirect.raw !== undefined)
            await deps.answers?.({
              orderId: started.order.id,
              provider: provider.provider,
              kind: "paymentCharge",
              answer: redirect.raw,
            });
          await orders.updateAttempt(attempt.id, {
            status: "pending",
            providerStatus: "pending",
            redirectUrl: redirect.redirectUrl,
            ...(redirect.providerTransactionId ? { providerTransactionId: redirect.providerTransactionId } : {}),
          });
          return { kind: "redirect", url: redirect.redirectUrl };
        }
        if (!input.tokenId) {
          // (Only when the total rose from nothing after the first read: close the attempt again.)
          await orders.updateAttempt(attempt.id, { status: "failed", providerStatus: "no card token" });
          return { kind: "tokenRequired" };
        }
        const charge = await provider.chargeCard({
          paymentId: attempt.id,
          amount,
          tokenId: input.tokenId,
          itemName,
          customer: input.customer,
          finishUrl,
          locale: started.order.locale,
        });
        if (charge.raw !== undefined)
          await deps.answers?.({
            orderId: started.order.id,
            provider: provider.provider,
            kind: "paymentCharge",
            answer: charge.raw,
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
              provider.provider,
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
              provider.provider,
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
    async cancelExpired(now: Date): Promise<BatchResult> {
      return eachApart(
        await orders.expiredUnpaid(now, 100),
        (id) => process.cancelExpired(id, { reason: "not paid in time", actor: "system" }),
        (orderId, error) =>
          log.error({ err: error, order: loggableId(orderId) }, "could not cancel an expired order; tried again later"),
      );
    },

    /**
     * Asks the provider about attempts still pending after a while: lost notifications heal. Each
     * attempt is asked of the provider that started it.
     */
    async reconcile(olderThan: Date): Promise<BatchResult> {
      return eachApart(
        await orders.stalePendingAttempts(olderThan, 50),
        async (attempt) => {
          const provider = payments.forAttempt(attempt.provider);
          if (!provider) return false;
          const update = await provider
            .fetchStatus({ paymentId: attempt.id, providerTransactionId: attempt.providerTransactionId })
            .catch(() => undefined);
          return Boolean(update && (await applyUpdate(update, "status check", provider.provider)).applied);
        },
        (attempt, error) =>
          log.error(
            { err: error, order: loggableId(attempt.orderId), paymentId: attempt.id },
            "could not record a payment's status; asked again later",
          ),
      );
    },
  };
}

export type PaymentFlow = ReturnType<typeof createPaymentFlow>;
