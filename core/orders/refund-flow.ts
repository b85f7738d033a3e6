import { eachApart, type BatchResult } from "../each-apart";
import { loggableId } from "../loggable-id";
import { money, type Money } from "../money";
import type { PaymentProviders } from "../payments/payment-providers";
import { PaymentProviderError, type PaymentsPort } from "../payments/payments-port";
import type { ProviderAnswer } from "../records/provider-answers";
import type { PaymentAttempt } from "./orders";
import type { PaymentAttempts } from "./attempts";
import type { ConsoleRefund } from "./order-decisions";
import type { OrderProcess, RefundAudit, RefundRequestResult } from "./order-process";
import { refundRetryDelayMs, type RefundClaim, type RefundMethod, type RefundStore } from "./refunds";

export interface RefundFlowDeps {
  store: RefundStore;
  process: OrderProcess;
  payments: PaymentProviders;
  /** The attempt a claim refunds: the provider that took the money is the one asked to give it back. */
  attempts: Pick<PaymentAttempts, "findAttempt">;
  log: {
    info(object: object, message: string): void;
    warn(object: object, message: string): void;
    error(object: object, message: string): void;
  };
  now?: () => Date;
  /** Keeps the provider's raw answers for the console's timeline; never throws (core/records/provider-answers.ts). */
  answers?: (answer: ProviderAnswer) => Promise<void>;
  /** Counts a provider's errors toward an alert; never throws. */
  providerErrors?: { providerError(provider: string, operation: string): Promise<void> };
}

/** Twice one provider call's timeout (10 s), so a worker never loses a claim while it asks. */
const LEASE_SECONDS = 20;

const PROVIDER_REASON: Record<RefundClaim["kind"], string> = {
  order: "order not delivered: 100% refund",
  surplus: "payment the order could not take",
};
const providerReason = (claim: RefundClaim) =>
  claim.reason === "delivered" ? "refunded by the shop after delivery: 100% refund" : PROVIDER_REASON[claim.kind];

/**
 * Refunds at the provider, for claims the order process wrote first (decision 009). A claim is
 * asked of the provider under its own key, as often as it takes: the provider makes one refund per
 * key. An answer settles it (done, or refused for support to look at); no answer leaves it pending
 * for the job to ask again later, with a growing wait. Never a second path.
 */
export function createRefundFlow(deps: RefundFlowDeps) {
  const { store, process, payments, log } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * What the provider holds of the claim's payment, asked before any of it goes back: a refund gives
   * back exactly that, whatever amount the claim was written with. Payme and Click cannot be asked;
   * the shop's own endpoint checked their amount before the money moved.
   */
  async function holding(
    provider: PaymentsPort,
    claim: RefundClaim,
    attempt: PaymentAttempt,
  ): Promise<{ kind: "held"; amount: Money } | { kind: "returned" } | { kind: "nothing"; status: string }> {
    if (provider.callsTheShop) return { kind: "held", amount: money(claim.amount, claim.currency) };
    const status = await provider.fetchStatus({
      paymentId: attempt.id,
      providerTransactionId: attempt.providerTransactionId,
    });
    if (status?.status === "paid") return { kind: "held", amount: status.amount };
    if (status?.status === "refunded" || status?.status === "canceled") return { kind: "returned" };
    return { kind: "nothing", status: status?.providerStatus ?? "unknown" };
  }

  async function ask(claim: RefundClaim): Promise<void> {
    if (claim.method === "gold" || claim.amount === 0 || !claim.paymentId) {
      // Nothing to ask a provider: such claims are settled where they are made; finish a stray one.
      await process.refundAnswered(claim, { done: true });
      return;
    }
    const attempt = await deps.attempts.findAttempt(claim.paymentId);
    const provider = attempt && payments.forAttempt(attempt.provider);
    if (!provider) {
      // The provider that took this money is not configured here: support must look at it.
      await process.refundAnswered(claim, {
        done: false,
        message: `${attempt?.provider ?? "unknown"}: provider not configured`,
      });
      log.warn({ refundId: claim.id, order: loggableId(claim.orderId) }, "refund's provider is not configured");
      return;
    }
    try {
      const held = await holding(provider, claim, attempt);
      if (held.kind === "returned") {
        // Given back already (an earlier try whose answer was lost, or voided before it settled).
        await process.refundAnswered(claim, { done: true });
        return;
      }
      if (held.kind === "nothing") {
        await process.refundAnswered(claim, {
          done: false,
          message: `${provider.provider}: holds no payment to give back (${held.status})`,
        });
        log.warn({ refundId: claim.id, status: held.status }, "refund claimed for money the provider does not hold");
        return;
      }
      if (held.amount.amount !== claim.amount || held.amount.currency !== claim.currency) {
        log.warn(
          { refundId: claim.id, claimed: claim.amount, held: held.amount },
          "refund set to what the provider holds",
        );
        await store.setAmount(claim.id, held.amount);
      }
      const answer = await provider.refund({
        paymentId: claim.paymentId,
        providerTransactionId: attempt.providerTransactionId,
        refundKey: claim.id,
        amount: held.amount,
        reason: providerReason(claim),
      });
      if (answer.raw !== undefined)
        await deps.answers?.({
          orderId: claim.orderId,
          provider: provider.provider,
          kind: "paymentRefund",
          answer: answer.raw,
        });
      await process.refundAnswered(
        claim,
        answer.ok ? { done: true } : { done: false, message: `${provider.provider} refused the refund` },
      );
      log.info(
        { refundId: claim.id, order: loggableId(claim.orderId), done: answer.ok },
        "refund answered by the provider",
      );
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) throw error;
      const retryAt = new Date(now().getTime() + refundRetryDelayMs(claim.tries + 1));
      await store.retryLater(claim.id, error.message, retryAt);
      await deps.providerErrors?.providerError(provider.provider, "refund");
      log.warn(
        { refundId: claim.id, order: loggableId(claim.orderId), retryAt },
        "refund not answered; asked again later",
      );
    }
  }

  async function run(claimId: string): Promise<RefundClaim | undefined> {
    const claim = await store.take(claimId, LEASE_SECONDS);
    if (claim) await ask(claim);
    return store.find(claimId);
  }

  return {
    /**
     * The buyer's or support's refund of an order whose delivery failed (support's also of a delivered
     * or stuck one, `consoleRefund` as in decideRefundRequest): claimed (once, whoever
     * asks), then asked of the provider at once; the answer says where the refund stands.
     */
    async request(
      orderId: string,
      method: RefundMethod,
      requestedBy: string,
      audit?: RefundAudit,
      consoleRefund?: ConsoleRefund,
    ): Promise<
      Exclude<RefundRequestResult, { ok: true }> | { ok: true; outcome: "claimed" | "existing"; claim: RefundClaim }
    > {
      const result = await process.requestRefund(orderId, method, requestedBy, audit, consoleRefund);
      if (!result.ok) return result;
      const claim = result.settled ? await store.find(result.claimId) : await run(result.claimId);
      return { ok: true, outcome: result.outcome, claim: claim! };
    },

    /** Asks the provider now for claims just made (a returned payment, an order refused at payment). */
    async runNow(claimIds: string[]): Promise<void> {
      for (const id of claimIds) {
        await run(id).catch((error: unknown) => log.warn({ err: error, refundId: id }, "refund left to the job"));
      }
    },

    /** The job (every server runs it): every claim that is due, each taken with a lease. */
    async runDue(): Promise<BatchResult> {
      return eachApart(
        await store.due(now(), 20, LEASE_SECONDS),
        async (claim) => {
          await ask(claim);
          return true;
        },
        (claim, error) =>
          log.error(
            { err: error, refundId: claim.id, order: loggableId(claim.orderId) },
            "could not ask for a refund; asked again later",
          ),
      );
    },

    /** Every refund and returned payment of an order, for its page. */
    ofOrder: (orderId: string) => store.ofOrder(orderId),
  };
}

export type RefundFlow = ReturnType<typeof createRefundFlow>;
