import { findProduct, type CatalogRepository } from "../catalog/catalog";
import type { PurchaseLimit } from "../catalog/types";
import { type PaymentMethod, marketFor } from "../markets";
import { failure, type Failure } from "../failure";
import { checkPurchaseLimit } from "./purchase-limits";
import type { PaymentUpdate } from "../payments/payments-port";
import { InsufficientBalanceError } from "../wallet/ledger";
import {
  decideDeclined,
  decideDelivered,
  decideDeliveryFailed,
  decideMethodChange,
  decidePaid,
  decideRefundOutcome,
  decideRefundRequest,
  type ConsoleRefund,
  decideReturn,
  decideUnpaidCancel,
  decideWriteOff,
  paymentAcceptance,
  type Cause,
  type MethodChangeDecision,
} from "./order-decisions";
import type { AuditEntryInput } from "../records/audit";
import type { Decision, OrderEffect } from "./order-effects";
import { isPayable } from "./order-states";
import { attemptMayMove } from "./attempt-states";
import type { OrderUnit, OrderUnitOfWork } from "./order-unit";
import type { PaymentAttempts } from "./attempts";
import type { AttemptChange, OrderRecord, OrderRepository, PaymentAttempt } from "./orders";
import { orderRefundKey, type RefundClaim, type RefundMethod } from "./refunds";

type ProductLimit = { limit: PurchaseLimit | null; durationDays: number | null } | null;

export interface OrderProcessDeps {
  units: OrderUnitOfWork;
  orders: Pick<OrderRepository, "find">;
  attempts: Pick<PaymentAttempts, "findAttempt">;
  /** Where the publisher's limit of the order's item is read, to check it again when the order is paid. */
  catalog: Pick<CatalogRepository, "findGame">;
  /** The methods a market offers now: an order may switch only to one of those (decision 022). */
  offered: (locale: OrderRecord["locale"]) => PaymentMethod[];
  now?: () => Date;
}

/** What recording a provider's word about a payment did. */
export interface PaymentRecorded {
  /** The order moved (paid, or unpaid at the bank). */
  applied: boolean;
  reason: string;
  orderId?: string;
  /** The order was paid and goes to delivery. */
  paid?: boolean;
  /** Refunds claimed by this update (a payment the order could not take, an order refused at payment). */
  claims: string[];
  /** The order as the update left it (undefined when the attempt or its order is unknown). */
  order?: OrderRecord;
}

/**
 * Which provider takes a new attempt, decided from the order as locked; or why none can: its
 * method's provider is not configured, or a card order came without the card's token.
 */
export type AttemptProvider =
  string | ((order: OrderRecord) => { provider: string } | { refused: "methodUnavailable" | "tokenRequired" });

export type StartPayment =
  | { kind: "notFound" }
  | { kind: "notPayable" }
  | { kind: "refused"; reason: "methodUnavailable" | "tokenRequired"; order: OrderRecord }
  /** Balances covered everything: paid now (and refunded at once if a limit or the code went to an order paid first). */
  | { kind: "paid"; order: OrderRecord; claims: string[] }
  | { kind: "attempt"; attempt: PaymentAttempt; order: OrderRecord };

export type RefundRequestResult =
  | Failure<
      "notFound" | "notRefundable" | "goldNeedsAccount" | "otherMethod" | "deliveredUnconfirmed" | "pendingNeedsAdmin"
    >
  | { ok: true; outcome: "existing" | "claimed"; claimId: string; settled: boolean };

/** Who asks a refund from the console and why: the claim's audit entry is made of it. */
export type RefundAudit = Pick<AuditEntryInput, "operatorId" | "action" | "subject" | "reason" | "requestId">;

/** The audit entry of a refund claim: the order's status before, and the claim and status after. */
function refundAuditEntry(
  order: OrderRecord,
  decision: Decision,
  method: RefundMethod,
  audit: RefundAudit,
): AuditEntryInput {
  return {
    ...audit,
    before: { status: order.status },
    after: {
      status: decision.steps.at(-1)?.to ?? order.status,
      method,
      amount: order.total,
      currency: order.currency,
      claimId: orderRefundKey(order.id),
    },
  };
}

export type MethodChangeResult =
  { ok: true; order: OrderRecord } | Failure<"notFound"> | Exclude<MethodChangeDecision, { ok: true }>;

export type WriteOffResult =
  | { ok: true; order: OrderRecord }
  | Failure<"notFound" | "notPayable" | "paymentOpen" | "methodMinimum" | "noPaymentMethod" | "insufficientBalance">;

/** A write-off change that loses its balance to a concurrent order is settled again this many times. */
const WRITE_OFF_TRIES = 3;

const claimsOf = (decision: Decision): string[] =>
  [...decision.effects, ...decision.steps.flatMap((step) => step.effects)].flatMap((effect) =>
    effect.kind === "claimRefund" ? [effect.claim.id] : [],
  );

/** A change decided from the order alone, in its own unit; true when the order moved (false: late or repeated). */
async function transitionIn(
  units: OrderUnitOfWork,
  orderId: string,
  decide: (order: OrderRecord) => Decision,
): Promise<boolean> {
  const moved = await units.withOrder(orderId, async (unit) => {
    const decision = decide(unit.order);
    if (decision.steps.length > 0) await unit.commit(decision);
    return decision.steps.length > 0;
  });
  return moved ?? false;
}

/**
 * Unpaid past its time, or abandoned (account deleted): canceled, hold and code released. `units`
 * may run inside a larger transaction (the account's deletion).
 */
export const cancelUnpaidOrder = (
  units: OrderUnitOfWork,
  orderId: string,
  event: "expired" | "abandoned",
  cause: Cause,
): Promise<boolean> => transitionIn(units, orderId, (order) => decideUnpaidCancel(order, event, cause));

/**
 * The order process: every change of an order's status or amounts, each in one unit of work with
 * the order locked, decided by the pure rules of order-decisions.ts. Providers are never called
 * here; the payment flow and the refund job call them before or after, with keys this process
 * wrote down first.
 */
export function createOrderProcess(deps: OrderProcessDeps) {
  const { units } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * The item's limit, read before the unit: a unit holds one database connection and must never
   * wait for a second one (a full pool would wait on itself).
   */
  async function limitOf(orderId: string): Promise<ProductLimit> {
    const order = await deps.orders.find(orderId);
    return order ? productLimit(order) : null;
  }

  /** The publisher's limit of the order's item, as the catalog sells it now; null without one. */
  async function productLimit(order: OrderRecord): Promise<ProductLimit> {
    const found = await findProduct(deps.catalog, order);
    return found ? { limit: found.product.limit, durationDays: found.product.durationDays } : null;
  }

  /** Facts the paid decision needs, read under the unit's locks. */
  async function paidDecision(unit: OrderUnit, product: ProductLimit, paymentId: string | null, cause: Cause) {
    const limitRefusal = product?.limit
      ? checkPurchaseLimit(product, unit.order.quantity, await unit.paidPurchases(), now())
      : null;
    return decidePaid(unit.order, { paymentId, limitRefusal, promo: await unit.promoStanding(), cause });
  }

  function attemptRecord(attempt: PaymentAttempt, update: PaymentUpdate): OrderEffect[] {
    if (attempt.status === update.status && attempt.providerStatus === update.providerStatus) return [];
    if (!attemptMayMove(attempt.status, update.status)) return [];
    const change: AttemptChange = {
      status: update.status,
      providerStatus: update.providerStatus,
      ...(update.providerTransactionId ? { providerTransactionId: update.providerTransactionId } : {}),
    };
    return [{ kind: "recordAttempt", paymentId: attempt.id, change }];
  }

  const transitionOnly = (orderId: string, decide: (order: OrderRecord) => Decision) =>
    transitionIn(units, orderId, decide);

  const withEffects = (decision: Decision, effects: OrderEffect[]): Decision => ({
    steps: decision.steps,
    effects: [...effects, ...decision.effects],
  });

  return {
    /**
     * Pay or Pay again: a new attempt for the order's total as it is under the lock (the amount is
     * fixed from then on), or, when balances cover everything, the order paid at once.
     */
    async startPayment(orderId: string, provider: AttemptProvider): Promise<StartPayment> {
      // The item's limit matters only to an order the balances pay whole; it is read between units
      // (a unit never waits for a second connection), from the order as the first unit locked it.
      let product: ProductLimit | undefined;
      for (;;) {
        const result = await units.withOrder(
          orderId,
          async (unit): Promise<StartPayment | { kind: "limitNeeded"; order: OrderRecord }> => {
            const chosen = typeof provider === "string" ? { provider } : provider(unit.order);
            if ("refused" in chosen) return { kind: "refused", reason: chosen.refused, order: unit.order };
            if (!isPayable(unit.order.status)) return { kind: "notPayable" };
            if (unit.order.total === 0) {
              if (product === undefined) return { kind: "limitNeeded", order: unit.order };
              const cause = { reason: "paid with KupiCoins and gold", actor: "buyer" };
              const decision = await paidDecision(unit, product, null, cause);
              return { kind: "paid", order: await unit.commit(decision), claims: claimsOf(decision) };
            }
            // Placed to be paid with balances only: nothing else can pay it.
            if (unit.order.paymentMethod === "balance") return { kind: "notPayable" };
            return { kind: "attempt", attempt: await unit.newAttempt(chosen.provider), order: unit.order };
          },
        );
        if (!result) return { kind: "notFound" };
        if (result.kind !== "limitNeeded") return result;
        product = await productLimit(result.order);
      }
    },

    /**
     * What the provider answered when the attempt was started (its page, a 3-D Secure challenge, an
     * error), written under the order's lock and only while the attempt is still open: a
     * notification that settled it meanwhile has the last word. The order as locked, undefined when
     * there is no such order.
     */
    async recordAttempt(orderId: string, paymentId: string, change: AttemptChange): Promise<OrderRecord | undefined> {
      return units.withOrder(orderId, async (unit) => {
        const attempt = await unit.attempt(paymentId);
        if (attempt?.status === "pending" && attemptMayMove(attempt.status, change.status))
          await unit.commit({ steps: [], effects: [{ kind: "recordAttempt", paymentId, change }] });
        return unit.order;
      });
    },

    /**
     * What the provider says about a payment attempt (a notification, a card answer, a status
     * check). Idempotent: duplicates, delays and reordering change each thing once. Money the order
     * cannot take is claimed back at once; it is never delivered on. `known`: the attempt as the
     * caller read it, which names the order to lock; it is read again under the lock.
     */
    async recordPayment(known: PaymentAttempt, update: PaymentUpdate, cause: Cause): Promise<PaymentRecorded> {
      const product = update.status === "paid" ? await limitOf(known.orderId) : null;
      const result = await units.withOrder(known.orderId, async (unit): Promise<PaymentRecorded> => {
        const attempt = (await unit.attempt(update.paymentId))!;
        const base = {
          orderId: unit.order.id,
          claims: [] as string[],
          get order() {
            return unit.order;
          },
        };
        // A provider may deliver "pending" after "settlement", or "expire" after the money: an
        // attempt moves only as its table allows (money arriving late is decided below).
        if (update.status !== "paid" && !attemptMayMove(attempt.status, update.status))
          return { ...base, applied: false, reason: "regression" };
        const record = attemptRecord(attempt, update);
        const recordOnly = async (reason: string): Promise<PaymentRecorded> => {
          if (record.length > 0) await unit.commit({ steps: [], effects: record });
          return { ...base, applied: false, reason };
        };
        if (update.status === "paid") {
          const returned = (await unit.refundClaim())?.paymentId === attempt.id;
          const acceptance = paymentAcceptance(unit.order, attempt, update.amount, returned);
          if (acceptance.kind === "ignore") return { ...base, applied: false, reason: "already recorded" };
          if (acceptance.kind === "return") {
            const decision = withEffects(
              decideReturn(unit.order, attempt.id, acceptance.amount, acceptance.reason),
              record,
            );
            await unit.commit(decision);
            return { ...base, applied: false, reason: acceptance.reason, claims: claimsOf(decision) };
          }
          const decision = withEffects(await paidDecision(unit, product, attempt.id, cause), record);
          const order = await unit.commit(decision);
          return {
            ...base,
            applied: true,
            reason: "paid",
            paid: order.status === "in_progress",
            claims: claimsOf(decision),
          };
        }
        if (attempt.status === "paid") return recordOnly(update.status);
        if (update.status === "failed" || update.status === "expired" || update.status === "canceled") {
          // Only the newest attempt speaks for the order: an old one failing late must not undo a retry.
          if ((await unit.latestAttempt())?.id !== attempt.id) return recordOnly("superseded attempt");
          const decision = decideDeclined(unit.order, cause);
          await unit.commit(withEffects(decision, record));
          return {
            ...base,
            applied: decision.steps.length > 0,
            reason: decision.steps.length > 0 ? "declined" : "no change",
          };
        }
        return recordOnly(update.status);
      });
      return result ?? { applied: false, reason: "unknown order", claims: [] };
    },

    /** Unpaid past its time: canceled, hold and code released. */
    cancelExpired: (orderId: string, cause: Cause) => cancelUnpaidOrder(units, orderId, "expired", cause),

    /** The supplier delivered every unit: complete, with the cashback it earned. */
    delivered: (orderId: string, cause: Cause) => transitionOnly(orderId, (order) => decideDelivered(order, cause)),

    deliveryFailed: (orderId: string, cause: Cause) =>
      transitionOnly(orderId, (order) => decideDeliveryFailed(order, cause)),

    /** The buyer's or support's refund of an order whose delivery failed: claimed once, whoever asks. */
    async requestRefund(
      orderId: string,
      method: RefundMethod,
      requestedBy: string,
      audit?: RefundAudit,
      consoleRefund?: ConsoleRefund,
    ): Promise<RefundRequestResult> {
      const result = await units.withOrder(orderId, async (unit): Promise<RefundRequestResult> => {
        const request = decideRefundRequest(unit.order, await unit.refundClaim(), method, requestedBy, consoleRefund);
        if (!request.ok) return request;
        if (request.outcome === "existing")
          return { ok: true, outcome: "existing", claimId: request.claim.id, settled: request.claim.status === "done" };
        // An operator's refund is audited in the claim's own transaction: a crash cannot leave a claim
        // without its entry, and only the request that made the claim writes one.
        const entry = audit && refundAuditEntry(unit.order, request.decision, method, audit);
        await unit.commit(
          entry
            ? { ...request.decision, effects: [...request.decision.effects, { kind: "appendAudit", entry }] }
            : request.decision,
        );
        return { ok: true, outcome: "claimed", claimId: orderRefundKey(orderId), settled: request.settled };
      });
      return result ?? failure("notFound");
    },

    /** The provider's answer to a claimed refund: done (the order is refunded) or refused. */
    async refundAnswered(claim: RefundClaim, outcome: { done: true } | { done: false; message: string }) {
      await units.withOrder(claim.orderId, async (unit) => {
        const current = await unit.claim(claim.id);
        if (current) await unit.commit(decideRefundOutcome(unit.order, current, outcome));
      });
    },

    /**
     * Another payment method for the unpaid order, whoever holds its link (as Pay is): decided under
     * the order's lock, so it cannot slip between an attempt's start and its amount.
     */
    async changeMethod(orderId: string, methodId: string): Promise<MethodChangeResult> {
      const result = await units.withOrder(orderId, async (unit): Promise<MethodChangeResult> => {
        const market = marketFor(unit.order.locale);
        const decided = decideMethodChange(unit.order, {
          method: deps.offered(unit.order.locale).find((candidate) => candidate.id === methodId),
          taxRateBps: market.taxRateBps,
          paymentOpen: await unit.hasOpenAttempt(),
        });
        if (!decided.ok) return decided;
        if (decided.decision.effects.length === 0) return { ok: true, order: unit.order };
        return { ok: true, order: await unit.commit(decided.decision) };
      });
      return result ?? failure("notFound");
    },

    /**
     * "Write off up to" on the payment page. A concurrent order may spend the balance between the
     * read and the hold: the hold then fails, changing nothing, and the lines are settled again.
     */
    async changeWriteOff(orderId: string, userId: string, use: boolean): Promise<WriteOffResult> {
      for (let tries = 1; ; tries += 1) {
        try {
          const result = await units.withOrder(orderId, async (unit): Promise<WriteOffResult> => {
            if (unit.order.userId !== userId) return failure("notFound");
            const decided = decideWriteOff(unit.order, {
              userId,
              use,
              balances: await unit.balances(userId),
              paymentOpen: await unit.hasOpenAttempt(),
            });
            if (!decided.ok) return decided;
            return { ok: true, order: await unit.commit(decided.decision) };
          });
          return result ?? failure("notFound");
        } catch (error) {
          if (!(error instanceof InsufficientBalanceError)) throw error;
          if (tries >= WRITE_OFF_TRIES) return failure("insufficientBalance");
        }
      }
    },
  };
}

export type OrderProcess = ReturnType<typeof createOrderProcess>;
