import type { FiscalCodesReader } from "../catalog/fiscal";
import { eachApart, type BatchResult } from "../each-apart";
import { failure, type Failure } from "../failure";
import { loggableId } from "../loggable-id";
import { marketOf, type Locale, type MarketCode } from "../locales";
import { paysInCardForm, marketFor } from "../markets";
import { money } from "../money";
import type { PaymentProviders } from "../payments/payment-providers";
import {
  PaymentProviderError,
  type PaymentCustomer,
  type PaymentReceipt,
  type PaymentUpdate,
} from "../payments/payments-port";
import type { ProviderAnswer, ProviderAnswerKind } from "../records/provider-answers";
import { fiscalReceiptLines } from "./fiscal-receipt";
import type { OrderProcess } from "./order-process";
import { isPayable } from "./order-states";
import { providerReturnUrl } from "./provider-return";
import type { PaymentAttempts } from "./attempts";
import type { AttemptChange, OrderRecord, OrderRepository, PaymentAttempt } from "./orders";

/**
 * What Pay did; `order`: the order as the last unit of Pay left it (the buyer's page shows it). A
 * decline is an outcome, not a refusal: the buyer may try again.
 */
export type PayResult =
  | { ok: true; outcome: "paid" | "pending" | "declined"; order: OrderRecord }
  | { ok: true; outcome: "redirect"; url: string; order: OrderRecord }
  | Failure<
      | "notFound"
      | "notPayable"
      | "tokenRequired"
      | "providerError"
      /** The order's method has no configured provider (any more): the buyer picks another. */
      | "methodUnavailable"
    >;

export interface PaymentFlowDeps {
  orders: Pick<OrderRepository, "find" | "expiredUnpaid">;
  attempts: PaymentAttempts;
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
  /**
   * Fiscal receipts sent with a payment: the markets whose law asks for one (config.fiscal), the
   * products' codes, and the fee line's title in the order's language. None: no receipt is sent.
   */
  /** Counts a provider's errors toward an alert; never throws. */
  providerErrors?: { providerError(provider: string, operation: string): Promise<void> };
  receipts?: {
    requiredIn: readonly MarketCode[];
    codes: FiscalCodesReader;
    feeTitle: (locale: Locale) => string;
  };
}

/**
 * Payments of orders: starting an attempt (Pay, Pay again), applying what the provider says about
 * it (notifications, card answers, status checks), canceling orders left unpaid, and asking the
 * provider about attempts whose notification never came. Every change of an order goes through the
 * order process, under the order's lock; the provider is called only between units, with the
 * attempt (and its amount) already written down.
 */
export function createPaymentFlow(deps: PaymentFlowDeps) {
  const { orders, attempts, payments, log, process } = deps;

  /**
   * Applies what a provider said about one of our attempts. `provider`: the adapter's name, for the
   * order's events and the console (each provider's endpoint knows who it is).
   */
  async function applyUpdate(
    reported: PaymentUpdate,
    source: string,
    provider: string,
  ): Promise<{ applied: boolean; reason: string; order?: OrderRecord }> {
    const known = await attempts.findAttempt(reported.paymentId);
    if (!known) return { applied: false, reason: "unknown payment" };
    const update = await confirmed(known, reported, source);
    if (!update) return { applied: false, reason: "amount not confirmed" };
    const result = await process.recordPayment(known, update, {
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
    return { applied: result.applied, reason: result.reason, ...(result.order ? { order: result.order } : {}) };
  }

  /**
   * A payment reported paid with another amount than its attempt's is believed only as the provider
   * itself then answers: a signed message can still be wrong (a provider's bug, a leaked key), and
   * money the order cannot take is given back as the provider holds it, never as a message says.
   * Undefined when the provider cannot tell now: the status check asks again later.
   */
  async function confirmed(
    attempt: PaymentAttempt,
    update: PaymentUpdate,
    source: string,
  ): Promise<PaymentUpdate | undefined> {
    if (update.status !== "paid" || source === "status check") return update;
    if (attempt.amount === update.amount.amount && attempt.currency === update.amount.currency) return update;
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

  /** The receipt of a payment for the order, when its market asks for one; the lines add up to its total. */
  async function receiptOf(order: OrderRecord): Promise<PaymentReceipt | undefined> {
    const receipts = deps.receipts;
    if (!receipts?.requiredIn.includes(marketOf(order.locale))) return undefined;
    const codes = (await receipts.codes.fiscalCodesOf(order.productSku)) ?? {};
    return { lines: fiscalReceiptLines(order, codes, receipts.feeTitle(order.locale)) };
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
     * Keeps what a provider said about an attempt that changes nothing of the order (Payme's fiscal
     * receipt of a payment), for the console's timeline; never throws.
     */
    async keepAnswer(paymentId: string, provider: string, kind: ProviderAnswerKind, answer: unknown): Promise<void> {
      const attempt = await attempts.findAttempt(paymentId);
      if (attempt) await deps.answers?.({ orderId: attempt.orderId, provider, kind, answer });
    },

    /**
     * An attempt as a provider that asks before it takes the money (Payme's CheckPerformTransaction,
     * Click's Prepare) must see it: `payable` only while it is the order's newest attempt, still
     * pending, and the order still waits for its money. Whatever the provider then does goes through
     * applyUpdate, which decides again under the order's lock.
     */
    async attemptForProvider(
      paymentId: string,
    ): Promise<{ attempt: PaymentAttempt; orderStatus: OrderRecord["status"]; payable: boolean } | undefined> {
      const attempt = await attempts.findAttempt(paymentId);
      if (!attempt) return undefined;
      const [order, latest] = await Promise.all([
        orders.find(attempt.orderId),
        attempts.latestAttempt(attempt.orderId),
      ]);
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
     * The order is read once, under that lock, to choose the provider and start the attempt; the
     * provider's answer is written under the lock again (the provider is called between the two).
     * `finishUrl`: the order's page, given to the provider with the return mark (provider-return.ts).
     */
    async pay(
      orderId: string,
      input: { tokenId?: string; cardholderName?: string; finishUrl: (order: OrderRecord) => string },
    ): Promise<PayResult> {
      let chosen: ReturnType<PaymentProviders["forProtocol"]>;
      let card = false;
      const started = await process.startPayment(orderId, (order) => {
        const method = marketFor(order.locale).paymentMethods.find((candidate) => candidate.id === order.paymentMethod);
        // A method whose provider is not configured (any more) cannot be paid: the buyer changes method.
        chosen = method ? payments.forProtocol(method.provider) : undefined;
        card = method !== undefined && paysInCardForm(method);
        // (A free order never reaches a provider: startPayment pays it from the balances.)
        if (order.total > 0 && !chosen) return { refused: "methodUnavailable" };
        if (order.total > 0 && card && !input.tokenId) return { refused: "tokenRequired" };
        return { provider: chosen?.provider ?? "none" };
      });
      if (started.kind === "notFound") return failure("notFound");
      if (started.kind === "notPayable") return failure("notPayable");
      if (started.kind === "refused") return failure(started.reason);
      if (started.kind === "paid") {
        await after(orderId, started.order.status === "in_progress", started.claims);
        return { ok: true, outcome: "paid", order: started.order };
      }
      const { attempt, order } = started;
      const provider = chosen!;
      if (!provider) return failure("methodUnavailable");
      // The attempt's amount, fixed when it was written; never the order as read before the lock.
      const amount = money(attempt.amount, attempt.currency);
      const itemName = `${order.productTitle}${order.quantity > 1 ? ` × ${order.quantity}` : ""}`;
      const customer: PaymentCustomer = {
        ...(input.cardholderName ? { name: input.cardholderName } : {}),
        ...(order.contactEmail ? { email: order.contactEmail } : {}),
        ...(order.contactPhone ? { phone: order.contactPhone } : {}),
      };
      // Every provider sends the buyer back to the same marked address: the page then waits for its answer.
      const finishUrl = providerReturnUrl(input.finishUrl(order), provider.protocol);
      const record = async (change: AttemptChange) =>
        (await process.recordAttempt(orderId, attempt.id, change)) ?? order;
      try {
        if (!card || !provider.chargeCard) {
          const minutesLeft = Math.max(1, Math.ceil((order.expiresAt.getTime() - Date.now()) / 60_000));
          const receipt = await receiptOf(order);
          const redirect = await provider.startRedirect({
            paymentId: attempt.id,
            amount,
            methodId: attempt.method,
            itemName,
            customer,
            finishUrl,
            expiryMinutes: Math.min(deps.unpaidMinutes, minutesLeft),
            locale: order.locale,
            ...(receipt ? { receipt } : {}),
          });
          if (redirect.raw !== undefined)
            await deps.answers?.({ orderId, provider: provider.provider, kind: "paymentCharge", answer: redirect.raw });
          const recorded = await record({
            status: "pending",
            providerStatus: "pending",
            redirectUrl: redirect.redirectUrl,
            ...(redirect.providerTransactionId ? { providerTransactionId: redirect.providerTransactionId } : {}),
          });
          return { ok: true, outcome: "redirect", url: redirect.redirectUrl, order: recorded };
        }
        const charge = await provider.chargeCard({
          paymentId: attempt.id,
          amount,
          // (Refused above without one: a card order is started only with its token.)
          tokenId: input.tokenId!,
          itemName,
          customer,
          finishUrl,
          locale: order.locale,
        });
        if (charge.raw !== undefined)
          await deps.answers?.({ orderId, provider: provider.provider, kind: "paymentCharge", answer: charge.raw });
        switch (charge.outcome) {
          case "paid": {
            const paid = await applyUpdate(
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
            return { ok: true, outcome: "paid", order: paid.order ?? order };
          }
          case "challenge": {
            const recorded = await record({
              status: "pending",
              providerStatus: "pending/3ds",
              providerTransactionId: charge.providerTransactionId,
              redirectUrl: charge.redirectUrl,
            });
            return { ok: true, outcome: "redirect", url: charge.redirectUrl, order: recorded };
          }
          case "declined": {
            const declined = await applyUpdate(
              { paymentId: attempt.id, status: "failed", amount, providerStatus: "deny" },
              "card charge",
              provider.provider,
            );
            return { ok: true, outcome: "declined", order: declined.order ?? order };
          }
          case "pending":
            return { ok: true, outcome: "pending", order };
        }
      } catch (error) {
        if (!(error instanceof PaymentProviderError)) throw error;
        log.warn({ err: error, paymentId: attempt.id }, "payment provider failed");
        await deps.providerErrors?.providerError(provider.provider, "payment");
        await record({ status: "failed", providerStatus: "provider error" });
        return failure("providerError");
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
        await attempts.stalePendingAttempts(olderThan, 50),
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
