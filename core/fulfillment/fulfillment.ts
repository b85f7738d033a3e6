import type { AccountFormDefinition, PurchaseLimit } from "../catalog/types";
import type { OrderRecord, OrderRepository } from "../checkout/orders";
import type { PaymentsPort } from "../payments/payments-port";
import { money } from "../money";
import { customerNumber, supportAfterMinutes } from "./delivery-promise";
import { checkPurchaseLimit, type LimitRefusal, type PastPurchase } from "./purchase-limits";
import { SupplierUnavailableError, type DeliveryResult, type SupplierPort } from "./supplier-port";

/**
 * One unit of an order at the supplier. A temporary failure is tried again under a new reference
 * (`<number>-<unit>-<try>`): some suppliers keep a failed purchase under its reference, and asking
 * again with it would only repeat the failure.
 */
export type UnitState = {
  reference: string;
  status: DeliveryResult["status"];
  serial: string | null;
  message: string;
  tries: number;
};

/** A unit whose supplier keeps failing for temporary reasons ends as a failure after this many tries. */
export const MAX_UNIT_TRIES = 3;

export interface DeliveryRecord {
  orderId: string;
  status: "queued" | "pending" | "delivered" | "failed";
  units: Record<string, UnitState>;
  flaggedAt: Date | null;
}

/** Port: where deliveries and refunds are kept (adapters/db/fulfillment-repository.ts). */
export interface FulfillmentStore {
  delivery(orderId: string): Promise<DeliveryRecord | undefined>;
  /** Claims the delivery for `seconds`; false while another worker holds it. */
  claim(orderId: string, seconds: number): Promise<boolean>;
  release(orderId: string): Promise<void>;
  /** Drops every claim: at start, no worker of the (single) shop process is delivering yet. */
  releaseAll(): Promise<void>;
  /** Saves what the supplier said about each unit; the delivery stays open. */
  recordUnits(orderId: string, supplier: string, units: Record<string, UnitState>, message: string): Promise<void>;
  /** Open deliveries not touched since `olderThan`: the sweeper enqueues them again. */
  staleDeliveries(olderThan: Date, limit: number): Promise<string[]>;
  /** Open deliveries of orders paid before their game's promise: flagged for support, once. */
  flagLate(now: Date, promiseMinutes: (gameSlug: string) => number): Promise<string[]>;
  /** Earlier purchases of the same item for the same game account (paid, or waiting for payment). */
  purchaseHistory(order: OrderRecord): Promise<PastPurchase[]>;
  /** The order whose unit carries this supplier reference ("<number>-<n>"). */
  orderByReference(reference: string): Promise<OrderRecord | undefined>;
  /**
   * Records a 100% refund and cancels the order, in one transaction; `gold` credits the buyer's gold
   * balance there. Either way the balances the order used come back. False when it was not refundable.
   */
  refund(orderId: string, method: "payment" | "gold", requestedBy: string): Promise<boolean>;
  /** The supplier's code of one of our products (set by the price-list sync), or null. */
  supplierSku(productSku: string): Promise<string | null>;
  refundOf(
    orderId: string,
  ): Promise<{ method: "payment" | "gold"; amount: number; completedAt: Date | null } | undefined>;
}

/** What delivery needs to know about the product an order bought. */
export interface ProductFacts {
  supplierSku: string | null;
  limit: PurchaseLimit | null;
  durationDays: number | null;
  form: AccountFormDefinition;
}

export interface FulfillmentDeps {
  orders: OrderRepository;
  store: FulfillmentStore;
  supplier: SupplierPort;
  payments: PaymentsPort;
  productFacts: (order: OrderRecord) => Promise<ProductFacts | undefined>;
  /** Puts the order's delivery on the durable queue (idempotent per order). */
  enqueue: (orderId: string) => Promise<void>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
}

export type DeliveryOutcome = "delivered" | "failed" | "pending" | "skipped";

/** A unit after the supplier's answer: a temporary failure becomes a new try, until the last one. */
function unitAfter(result: DeliveryResult, tries: number): UnitState {
  const base = { reference: result.reference, serial: result.serial, message: result.message, tries };
  if (result.status !== "failed" || result.permanent || tries >= MAX_UNIT_TRIES)
    return { ...base, status: result.status };
  return { ...base, status: "pending", tries: tries + 1 };
}

/**
 * Fulfillment: a paid order becomes one purchase per unit at the supplier, under references we own
 * (`<order number>-<n>`), so retries, restarts and callbacks can only ever report on the same
 * purchases. Success completes the order (with the cashback it earned); a permanent failure ends in
 * `delivery_failed`, where the buyer or support chooses a 100% refund.
 */
export function createFulfillment(deps: FulfillmentDeps) {
  const { orders, store, supplier, log } = deps;

  async function settle(order: OrderRecord, units: Record<string, UnitState>): Promise<DeliveryOutcome> {
    const states = Object.values(units);
    const failed = states.find((unit) => unit.status === "failed");
    if (failed) {
      await orders.apply(order.id, "deliveryFailed", { reason: failed.message, actor: `supplier:${supplier.name}` });
      return "failed";
    }
    if (states.length === order.quantity && states.every((unit) => unit.status === "success")) {
      await orders.apply(order.id, "delivered", {
        reason: `delivered: ${states.map((unit) => unit.serial ?? "-").join(", ")}`,
        actor: `supplier:${supplier.name}`,
      });
      return "delivered";
    }
    return "pending";
  }

  async function refuse(order: OrderRecord, refusal: LimitRefusal) {
    await orders.apply(order.id, "deliveryFailed", { reason: `purchase limit: ${refusal.code}`, actor: "system" });
    return "failed" as const;
  }

  async function deliverClaimed(orderId: string): Promise<DeliveryOutcome> {
    const order = await orders.find(orderId);
    const delivery = await store.delivery(orderId);
    if (!order || !delivery || order.status !== "in_progress") return "skipped";
    const facts = await deps.productFacts(order);
    const units: Record<string, UnitState> = { ...delivery.units };
    // The publisher's limit again, now that the money is in: an order paid twice in parallel for
    // the same account is stopped here rather than at the publisher.
    if (Object.keys(units).length === 0 && facts) {
      const refusal = checkPurchaseLimit(facts, order.quantity, await store.purchaseHistory(order), new Date());
      if (refusal) return refuse(order, refusal);
    }
    if (!facts?.supplierSku) {
      units["1"] = {
        reference: `${order.number}-1`,
        status: "failed",
        serial: null,
        message: "product not available at the supplier",
        tries: 1,
      };
      await store.recordUnits(orderId, supplier.name, units, "product not mapped");
      return settle(order, units);
    }
    const customerNo = customerNumber(facts.form, order.account);
    let message = "";
    for (let unit = 1; unit <= order.quantity; unit += 1) {
      const key = String(unit);
      const current = units[key];
      if (current?.status === "success" || current?.status === "failed") continue;
      const tries = current?.tries ?? 1;
      const reference = tries === 1 ? `${order.number}-${unit}` : `${order.number}-${unit}-${tries}`;
      try {
        const result = await supplier.deliver({ reference, supplierSku: facts.supplierSku, customerNo });
        units[key] = unitAfter(result, tries);
        message = result.message;
      } catch (error) {
        if (!(error instanceof SupplierUnavailableError)) throw error;
        message = error.message;
        log.warn({ orderId, reference, err: error.message }, "supplier unavailable; delivery retried");
      }
    }
    await store.recordUnits(orderId, supplier.name, units, message);
    return settle(order, units);
  }

  return {
    /** The delivery job: safe to run any number of times for the same order, also at once. */
    async deliver(orderId: string): Promise<DeliveryOutcome> {
      // Longer than the slowest supplier round (a 30 s timeout per unit, at most 10 units).
      if (!(await store.claim(orderId, 330))) return "pending";
      try {
        return await deliverClaimed(orderId);
      } finally {
        await store.release(orderId);
      }
    },

    /** A supplier's callback: the same bookkeeping as the job's own status checks. */
    async applyCallback(result: DeliveryResult): Promise<DeliveryOutcome> {
      const order = await store.orderByReference(result.reference);
      const delivery = order ? await store.delivery(order.id) : undefined;
      if (!order || !delivery || order.status !== "in_progress") return "skipped";
      const entry = Object.entries(delivery.units).find(([, unit]) => unit.reference === result.reference);
      // A callback about an earlier try, superseded by a newer reference, changes nothing.
      if (!entry) return "skipped";
      const units = { ...delivery.units, [entry[0]]: unitAfter(result, entry[1].tries) };
      await store.recordUnits(order.id, supplier.name, units, result.message);
      return settle(order, units);
    },

    /**
     * A 100% refund of an order whose delivery failed: to the payment method through the provider
     * (idempotent by our refund key) or, for signed-in buyers, as gold.
     */
    async refund(orderId: string, method: "payment" | "gold", requestedBy: string) {
      const order = await orders.find(orderId);
      if (!order || order.status !== "delivery_failed") return { ok: false as const, error: "notRefundable" as const };
      if (method === "gold" && !order.userId) return { ok: false as const, error: "goldNeedsAccount" as const };
      if (method === "payment" && order.total > 0) {
        const attempt = await orders.latestAttempt(order.id);
        if (!attempt || attempt.status !== "paid") return { ok: false as const, error: "notRefundable" as const };
        const answer = await deps.payments.refund({
          paymentId: attempt.id,
          refundKey: `refund-${order.id}`,
          amount: money(order.total, order.currency),
          reason: "delivery failed",
        });
        if (!answer.ok) return { ok: false as const, error: "providerRefused" as const };
      }
      const done = await store.refund(order.id, method, requestedBy);
      log.info({ orderId, method, requestedBy, done }, "order refunded");
      return done ? { ok: true as const } : { ok: false as const, error: "notRefundable" as const };
    },

    /** What the order page shows of delivery and refund: the supplier's serials, and how money came back. */
    async view(orderId: string) {
      const [delivery, refund] = await Promise.all([store.delivery(orderId), store.refundOf(orderId)]);
      const serials = Object.values(delivery?.units ?? {})
        .filter((unit) => unit.status === "success" && unit.serial)
        .map((unit) => unit.serial!);
      return { serials, refund: refund ?? null };
    },

    /** Every 30 s: open deliveries nobody touched lately go back on the queue; late ones are flagged. */
    async sweep(now: Date, options: { all?: boolean } = {}): Promise<{ requeued: number; flagged: number }> {
      // At start (`all`), nothing of this process is delivering yet (the shop is one process,
      // DESIGN §3): claims left by a killed process are dropped and every open delivery is queued.
      if (options.all) await store.releaseAll();
      const stale = await store.staleDeliveries(options.all ? now : new Date(now.getTime() - 60_000), 1_000);
      for (const orderId of stale) await deps.enqueue(orderId);
      const flagged = await store.flagLate(now, supportAfterMinutes);
      for (const orderId of flagged) log.warn({ orderId }, "delivery past its promise: flagged for support");
      return { requeued: stale.length, flagged: flagged.length };
    },
  };
}

export type Fulfillment = ReturnType<typeof createFulfillment>;
