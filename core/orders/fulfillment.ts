import type { AlertReporter } from "../alerts/alert-service";
import type { ProviderAnswer } from "../records/provider-answers";
import { findProduct, type CatalogRepository } from "../catalog/catalog";
import type { AccountFormDefinition } from "../catalog/types";
import { loggableId } from "../loggable-id";
import type { OrderProcess } from "./order-process";
import type { OrderRecord, OrderRepository } from "./orders";
import type { RefundClaim } from "./refunds";
import { customerNumber } from "./delivery-promise";
import type { DeliveryRecord, UnitState } from "./delivery-record";
import { SupplierUnavailableError, type DeliveryResult, type SupplierPort } from "./supplier-port";

export type { DeliveryRecord, UnitState } from "./delivery-record";

/** A unit whose supplier keeps failing for temporary reasons ends as a failure after this many tries. */
export const MAX_UNIT_TRIES = 3;

/**
 * Port: where deliveries are kept (adapters/db/orders/fulfillment-repository.ts). A delivery is worked by
 * one server at a time under a lease with its owner's id: the lease expires if that server dies, and
 * only its owner may extend it, release it or write units through it (decision 009).
 */
export interface FulfillmentStore {
  delivery(orderId: string): Promise<DeliveryRecord | undefined>;
  /** Leases the delivery to `owner` for `seconds`; false while another owner's lease runs. */
  claim(orderId: string, owner: string, seconds: number): Promise<boolean>;
  /** Extends `owner`'s lease; false when it has lost it (expired and taken by another). */
  renew(orderId: string, owner: string, seconds: number): Promise<boolean>;
  release(orderId: string, owner: string): Promise<void>;
  /** Saves what the supplier said about each unit, through `owner`'s lease; false when it has lost it. */
  recordUnits(
    orderId: string,
    owner: string,
    supplier: string,
    units: Record<string, UnitState>,
    message: string,
  ): Promise<boolean>;
  /** Saves a supplier's callback about units (no lease: the callback is the supplier's own word). */
  recordCallback(orderId: string, supplier: string, units: Record<string, UnitState>, message: string): Promise<void>;
  /** An abandoned delivery's purchase landed after all: kept, and the delivery flagged `landedAfterRefund`. */
  recordLanding(orderId: string, supplier: string, units: Record<string, UnitState>, message: string): Promise<void>;
  /** Open deliveries not touched since `olderThan`, or whose lease ran out: the sweeper enqueues them again. */
  staleDeliveries(olderThan: Date, limit: number): Promise<string[]>;
  /**
   * Open deliveries of orders paid longer ago than their game's delivery promise (the game's row
   * carries it, from the catalog): flagged for support, once.
   */
  flagLate(now: Date): Promise<string[]>;
  /** The order whose unit carries this supplier reference ("<number>-<n>"). */
  orderByReference(reference: string): Promise<OrderRecord | undefined>;
  /** The supplier's code of one of our products (set by the price-list sync), or null. */
  supplierSku(productSku: string): Promise<string | null>;
}

export interface FulfillmentDeps {
  orders: OrderRepository;
  process: OrderProcess;
  store: FulfillmentStore;
  supplier: SupplierPort;
  /** The game's form (how its account becomes the supplier's customer number) and whether it still sells the product. */
  catalog: Pick<CatalogRepository, "findGame">;
  /** Puts the order's delivery on the durable queue (idempotent per order). */
  enqueue: (orderId: string) => Promise<void>;
  /** This server process ("host:pid:random"): each delivery run leases as `<owner>#<n>`. */
  owner: string;
  /** How long a lease lasts without renewal (default 30 s); it is renewed every third of that. */
  leaseSeconds?: number;
  /** Refunds and returned payments of an order, for its page. */
  refundsOf: (orderId: string) => Promise<RefundClaim[]>;
  log: { info(object: object, message: string): void; warn(object: object, message: string): void };
  /** Keeps the supplier's raw answers for the console's timeline; never throws (core/records/provider-answers.ts). */
  answers?: (answer: ProviderAnswer) => Promise<void>;
  /** Tells operators of a delivery failed for good and of deliveries past their promise; never throws. */
  alerts?: AlertReporter;
}

export type DeliveryOutcome = "delivered" | "failed" | "pending" | "skipped";

/** How often an operator's ask looks again for the lease another run holds. */
const ASK_WAIT_MS = 100;

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
  const { orders, store, supplier, log, process } = deps;
  const leaseSeconds = deps.leaseSeconds ?? 30;
  let runs = 0;

  async function settle(order: OrderRecord, units: Record<string, UnitState>): Promise<DeliveryOutcome> {
    const states = Object.values(units);
    const failed = states.find((unit) => unit.status === "failed");
    const actor = `supplier:${supplier.name}`;
    if (failed) {
      // Told once, by whoever moved the order: a second settle of the same failure finds it moved.
      if (await process.deliveryFailed(order.id, { reason: failed.message, actor }))
        await deps.alerts?.report({
          kind: "deliveryFailed",
          game: order.gameSlug,
          supplier: supplier.name,
          orderId: order.id,
          orderNumber: order.number,
        });
      return "failed";
    }
    if (states.length === order.quantity && states.every((unit) => unit.status === "success")) {
      await process.delivered(order.id, {
        reason: `delivered: ${states.map((unit) => unit.serial ?? "-").join(", ")}`,
        actor,
      });
      return "delivered";
    }
    return "pending";
  }

  /** What delivery needs to know about the product an order bought. */
  async function productFacts(
    order: OrderRecord,
  ): Promise<{ supplierSku: string | null; form: AccountFormDefinition } | undefined> {
    const found = await findProduct(deps.catalog, order);
    if (!found) return undefined;
    const supplierSku = supplier.sellsOurSkus ? found.product.sku : await store.supplierSku(found.product.sku);
    return { supplierSku, form: found.game.account };
  }

  async function deliverLeased(orderId: string, owner: string): Promise<DeliveryOutcome> {
    const order = await orders.find(orderId);
    const delivery = await store.delivery(orderId);
    if (!order || !delivery || order.status !== "in_progress") return "skipped";
    const facts = await productFacts(order);
    const units: Record<string, UnitState> = { ...delivery.units };
    // The publisher's limits were decided when the order was paid, under a lock per game account
    // (decision 009): what reaches delivery is cleared to be bought.
    if (!facts?.supplierSku) {
      units["1"] = {
        reference: `${order.number}-1`,
        status: "failed",
        serial: null,
        message: "product not available at the supplier",
        tries: 1,
      };
      if (!(await store.recordUnits(orderId, owner, supplier.name, units, "product not mapped"))) return "pending";
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
        if (result.raw !== undefined)
          await deps.answers?.({ orderId, provider: supplier.name, kind: "supplierDelivery", answer: result.raw });
        units[key] = unitAfter(result, tries);
        message = result.message;
      } catch (error) {
        if (!(error instanceof SupplierUnavailableError)) throw error;
        message = error.message;
        log.warn(
          { order: loggableId(orderId), reference, err: error.message },
          "supplier unavailable; delivery retried",
        );
      }
    }
    // A worker that lost its lease (paused past it, another server took over) writes nothing: the
    // new owner asks the supplier under the same references and records the same purchases.
    if (!(await store.recordUnits(orderId, owner, supplier.name, units, message))) return "pending";
    return settle(order, units);
  }

  /** One run of the job; `busy` while another run holds the delivery's lease. */
  async function run(orderId: string): Promise<DeliveryOutcome | "busy"> {
    // Each run its own owner: two jobs for one order on the same server exclude each other too.
    const owner = `${deps.owner}#${(runs += 1)}`;
    if (!(await store.claim(orderId, owner, leaseSeconds))) return "busy";
    const heartbeat = setInterval(
      () => {
        store.renew(orderId, owner, leaseSeconds).catch((error: unknown) => {
          log.warn({ err: error, order: loggableId(orderId) }, "delivery lease not renewed");
        });
      },
      (leaseSeconds * 1000) / 3,
    );
    try {
      return await deliverLeased(orderId, owner);
    } finally {
      clearInterval(heartbeat);
      await store.release(orderId, owner);
    }
  }

  return {
    /**
     * The delivery job: safe to run any number of times for the same order, on any server, also at
     * once. The lease is renewed while the supplier is being asked, so a slow supplier never lets a
     * second server in, and a dead server's lease runs out within `leaseSeconds`.
     */
    async deliver(orderId: string): Promise<DeliveryOutcome> {
      const outcome = await run(orderId);
      return outcome === "busy" ? "pending" : outcome;
    },

    /**
     * The supplier asked now, for an operator's decision (a refund, a forced retry): a run already
     * asking is waited for, up to its lease, so its answer is never missed. The order's status
     * afterwards says what the supplier answered.
     */
    async askNow(orderId: string): Promise<void> {
      for (let waited = 0; waited <= leaseSeconds * 1000; waited += ASK_WAIT_MS) {
        if ((await run(orderId)) !== "busy") return;
        await new Promise((resolve) => setTimeout(resolve, ASK_WAIT_MS));
      }
    },

    /** A supplier's callback: the same bookkeeping as the job's own status checks. */
    async applyCallback(result: DeliveryResult): Promise<DeliveryOutcome> {
      const order = await store.orderByReference(result.reference);
      if (order && result.raw !== undefined)
        await deps.answers?.({
          orderId: order.id,
          provider: supplier.name,
          kind: "supplierCallback",
          answer: result.raw,
        });
      const delivery = order ? await store.delivery(order.id) : undefined;
      const entry = Object.entries(delivery?.units ?? {}).find(([, unit]) => unit.reference === result.reference);
      if (order && delivery?.status === "abandoned" && entry && result.status === "success") {
        // Refunded while this purchase was pending: the buyer now has the item and the money.
        const units = { ...delivery.units, [entry[0]]: unitAfter(result, entry[1].tries) };
        await store.recordLanding(order.id, supplier.name, units, result.message);
        log.warn({ order: loggableId(order.id) }, "purchase landed after its order was refunded: flagged for support");
        return "skipped";
      }
      if (!order || !delivery || order.status !== "in_progress") return "skipped";
      // A callback about an earlier try, superseded by a newer reference, changes nothing.
      if (!entry) return "skipped";
      const units = { ...delivery.units, [entry[0]]: unitAfter(result, entry[1].tries) };
      await store.recordCallback(order.id, supplier.name, units, result.message);
      return settle(order, units);
    },

    /** What the order page shows of delivery and refunds: the supplier's serials, and how money came back. */
    async view(orderId: string) {
      const [delivery, refunds] = await Promise.all([store.delivery(orderId), deps.refundsOf(orderId)]);
      const serials = Object.values(delivery?.units ?? {})
        .filter((unit) => unit.status === "success" && unit.serial)
        .map((unit) => unit.serial!);
      return { serials, refunds };
    },

    /**
     * Every 30 s on every server: open deliveries nobody touched lately go back on the queue (a
     * delivery still leased by a live server simply steps back); late ones are flagged once.
     */
    async sweep(now: Date, options: { all?: boolean } = {}): Promise<{ requeued: number; flagged: number }> {
      const stale = await store.staleDeliveries(options.all ? now : new Date(now.getTime() - 60_000), 1_000);
      for (const orderId of stale) await deps.enqueue(orderId);
      const flagged = await store.flagLate(now);
      for (const orderId of flagged)
        log.warn({ order: loggableId(orderId) }, "delivery past its promise: flagged for support");
      if (flagged.length > 0)
        await deps.alerts?.report({ kind: "deliveriesLate", supplier: supplier.name, orders: flagged.length });
      return { requeued: stale.length, flagged: flagged.length };
    },
  };
}

export type Fulfillment = ReturnType<typeof createFulfillment>;
