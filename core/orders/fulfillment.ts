import type { AlertReporter } from "../alerts/alert-service";
import type { ProviderAnswer } from "../records/provider-answers";
import { findProduct, type CatalogRepository } from "../catalog/catalog";
import { loggableId } from "../loggable-id";
import type { OrderProcess } from "./order-process";
import type { OrderRecord, OrderRepository } from "./orders";
import type { RefundClaim } from "./refunds";
import { customerNumber } from "./delivery-promise";
import type { DeliveryRecord, UnitState } from "./delivery-record";
import { SupplierUnavailableError, type DeliveryResult, type SupplierPort } from "./supplier-port";
import {
  deliveryRoute,
  givenUp,
  nextOffer,
  sentAnotherWay,
  type SupplierAccount,
  type SupplierOffer,
} from "./supplier-routing";

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
  /** The order whose unit carries this supplier reference ("<number>-<n>"), now or among its earlier purchases. */
  orderByReference(reference: string): Promise<OrderRecord | undefined>;
  /** Who offers one of our products, in the operator's order (decision 049). */
  offers(productSku: string): Promise<SupplierOffer[]>;
  /** Every supplier's deposit as last read and its threshold. */
  accounts(): Promise<Map<string, SupplierAccount>>;
  /** A purchase was refused for balance: the supplier is routed around until a read shows the deposit back. */
  markShort(supplier: string): Promise<void>;
  /** A purchase given up at an earlier supplier landed after the unit moved on: kept, and the delivery flagged. */
  recordEarlierLanding(orderId: string, units: Record<string, UnitState>, message: string): Promise<void>;
}

export interface FulfillmentDeps {
  orders: OrderRepository;
  process: OrderProcess;
  store: FulfillmentStore;
  /** The configured suppliers, in the configuration's order (SUPPLIERS). */
  suppliers: readonly SupplierPort[];
  /** A purchase still pending, or unanswered, after this long moves to the next supplier (default 10 min). */
  failoverAfterMs?: number;
  /** Asks for a fresh read of a supplier's deposit after a purchase (at once when refused for balance); never throws. */
  balanceSpent?: (supplier: string, short: boolean) => void;
  /** Told each answer about a purchase (the metrics): the supplier, what it said, how long it took. */
  observe?: (
    supplier: string,
    outcome: "success" | "pending" | "failed" | "outOfBalance" | "unavailable",
    seconds: number,
  ) => void;
  /** Counts a supplier's failed and unanswered purchases toward a provider-errors alert; never throws. */
  providerErrors?: { providerError(provider: string, operation: string): Promise<void> };
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
  /** Told once the order moved to complete (a late one's compensation, decision 063); never throws. */
  onDelivered?: (orderId: string) => Promise<void>;
}

export type DeliveryOutcome = "delivered" | "failed" | "pending" | "skipped";

/** How often an operator's ask looks again for the lease another run holds. */
const ASK_WAIT_MS = 100;

/** The k-th purchase of a unit, at any supplier: `<number>-<unit>` first, then `<number>-<unit>-<k>`. */
function purchaseReference(orderNumber: string, unit: number, purchases: number): string {
  return purchases === 1 ? `${orderNumber}-${unit}` : `${orderNumber}-${unit}-${purchases}`;
}

/** The purchase of a unit at an offer: a new reference, numbered by the unit's purchases so far. */
function purchaseAt(
  order: OrderRecord,
  unit: number,
  current: UnitState | undefined,
  offer: SupplierOffer,
  now: Date,
): UnitState {
  const purchases = (current?.purchases ?? current?.tries ?? 0) + 1;
  return {
    reference: purchaseReference(order.number, unit, purchases),
    status: "pending",
    serial: null,
    message: "",
    tries: 1,
    supplier: offer.supplier,
    supplierSku: offer.supplierSku,
    ...(offer.costIdr !== null ? { cost: offer.costIdr } : {}),
    purchases,
    since: now.toISOString(),
    ...(current?.earlier ? { earlier: current.earlier } : {}),
  };
}

/** The moment a supplier's success is recorded, as a unit keeps it. */
const confirmedNow = () => new Date().toISOString();

/**
 * A unit after its supplier's answer, when there is nowhere else to go: a temporary failure becomes
 * a new purchase at the same supplier, until the last try.
 */
function unitAfter(order: OrderRecord, key: number, unit: UnitState, result: DeliveryResult, now: Date): UnitState {
  const answered = { ...unit, serial: result.serial, message: result.message };
  if (result.status === "success") return { ...answered, status: result.status, confirmedAt: confirmedNow() };
  if (result.status !== "failed" || result.permanent || unit.tries >= MAX_UNIT_TRIES)
    return { ...answered, status: result.status };
  const purchases = (unit.purchases ?? unit.tries) + 1;
  const reference = purchaseReference(order.number, key, purchases);
  return { ...answered, reference, status: "pending", tries: unit.tries + 1, purchases, since: now.toISOString() };
}

/** A unit that moves on from its purchase: kept among its earlier ones, with no current supplier. */
function movedOn(unit: UnitState, status: "pending" | "failed" | "unknown", serial: string | null): UnitState {
  const rest = { ...unit, earlier: givenUp({ ...unit, serial }, status) };
  delete rest.supplier;
  delete rest.supplierSku;
  delete rest.cost;
  return rest;
}

/**
 * Fulfillment: a paid order becomes one purchase per unit at a supplier, under references we own
 * (`<order number>-<n>`), so retries, restarts and callbacks can only ever report on the same
 * purchases. Each unit goes to the first open offer of a supplier with the balance; a failure there
 * (the supplier's "failed", a refusal for balance, no answer past the failover time) moves it to the
 * next offer, and only the last one's failure ends the order in `delivery_failed`, where the buyer or
 * support chooses a 100% refund (decision 049). Success completes the order with its cashback.
 */
export function createFulfillment(deps: FulfillmentDeps) {
  const { orders, store, log, process } = deps;
  const suppliers = new Map(deps.suppliers.map((supplier) => [supplier.name, supplier]));
  const firstSupplier = deps.suppliers[0];
  const failoverAfterMs = deps.failoverAfterMs ?? 10 * 60_000;
  const leaseSeconds = deps.leaseSeconds ?? 30;
  let runs = 0;

  async function settle(order: OrderRecord, units: Record<string, UnitState>): Promise<DeliveryOutcome> {
    const states = Object.values(units);
    const failed = states.find((unit) => unit.status === "failed");
    const supplierOf = (unit: UnitState | undefined) => unit?.supplier ?? firstSupplier?.name ?? "none";
    if (failed) {
      // Told once, by whoever moved the order: a second settle of the same failure finds it moved.
      if (await process.deliveryFailed(order.id, { reason: failed.message, actor: `supplier:${supplierOf(failed)}` }))
        await deps.alerts?.report({
          kind: "deliveryFailed",
          game: order.gameSlug,
          supplier: supplierOf(failed),
          orderId: order.id,
          orderNumber: order.number,
        });
      return "failed";
    }
    if (states.length === order.quantity && states.every((unit) => unit.status === "success")) {
      const moved = await process.delivered(order.id, {
        reason: `delivered: ${states.map((unit) => unit.serial ?? "-").join(", ")}`,
        actor: `supplier:${supplierOf(states[0])}`,
      });
      if (moved) await deps.onDelivered?.(order.id);
      return "delivered";
    }
    return "pending";
  }

  /**
   * A unit from before routing names no supplier: its purchase was made at the first configured
   * one, which is asked about it under the same reference.
   */
  function withSupplier(unit: UnitState | undefined, route: SupplierOffer[], now: Date): UnitState | undefined {
    if (!unit || unit.supplier || unit.purchases !== undefined || !firstSupplier) return unit;
    const offer = route.find((candidate) => candidate.supplier === firstSupplier.name);
    if (!offer) return unit;
    return {
      ...unit,
      supplier: offer.supplier,
      supplierSku: offer.supplierSku,
      since: unit.since ?? now.toISOString(),
    };
  }

  /** One unit's purchases in this run: asked, and moved on from each supplier that cannot deliver it. */
  async function deliverUnit(
    order: OrderRecord,
    unit: number,
    start: UnitState | undefined,
    route: SupplierOffer[],
    customerNo: string,
  ): Promise<{ state: UnitState | undefined; message: string }> {
    const now = new Date();
    let current = start;
    let message = "";
    const overdue = (state: UnitState) =>
      now.getTime() - Date.parse(state.since ?? now.toISOString()) >= failoverAfterMs;
    // Each pass either settles the unit or moves it to a supplier it has not tried: it ends.
    for (;;) {
      if (!current?.supplier) {
        const offer = nextOffer(route, current);
        if (!offer) {
          const reason = current?.earlier?.length ? current.message : "product not available at any supplier";
          const failed: UnitState = {
            ...(current ?? { reference: `${order.number}-${unit}`, serial: null, tries: 1 }),
            status: "failed",
            message: reason,
          };
          return { state: failed, message: reason };
        }
        current = purchaseAt(order, unit, current, offer, now);
      }
      const supplier = suppliers.get(current.supplier!);
      const request = { reference: current.reference, supplierSku: current.supplierSku ?? "", customerNo };
      const asked = Date.now();
      const took = () => (Date.now() - asked) / 1000;
      try {
        if (!supplier) throw new SupplierUnavailableError(`${current.supplier}: no longer configured`);
        const result = await supplier.deliver(request);
        deps.observe?.(supplier.name, result.outOfBalance ? "outOfBalance" : result.status, took());

        if (result.raw !== undefined)
          await deps.answers?.({
            orderId: order.id,
            provider: supplier.name,
            kind: "supplierDelivery",
            answer: result.raw,
          });
        message = result.message;
        if (result.status === "failed") {
          await deps.providerErrors?.providerError(supplier.name, "purchase");
          if (result.outOfBalance) await store.markShort(supplier.name);
        }
        deps.balanceSpent?.(supplier.name, result.outOfBalance === true);
        const movesOn =
          (result.status === "failed" || (result.status === "pending" && overdue(current))) &&
          nextOffer(route, current) !== undefined;
        if (movesOn) {
          log.warn(
            {
              order: loggableId(order.id),
              reference: current.reference,
              supplier: supplier.name,
              status: result.status,
            },
            "delivery moves to the next supplier",
          );
          current = movedOn(
            { ...current, message: result.message },
            result.status === "failed" ? "failed" : "pending",
            result.serial,
          );
          continue;
        }
        return { state: unitAfter(order, unit, current, result, now), message };
      } catch (error) {
        if (!(error instanceof SupplierUnavailableError)) throw error;
        message = error.message;
        deps.observe?.(current.supplier!, "unavailable", took());
        await deps.providerErrors?.providerError(current.supplier!, "purchase");
        log.warn(
          { order: loggableId(order.id), reference: current.reference, err: error.message },
          "supplier unavailable; delivery retried",
        );
        // Unanswered past the failover time: the purchase may exist, so it is kept to be flagged if it lands.
        if (overdue(current) && nextOffer(route, current)) {
          current = movedOn({ ...current, message }, "unknown", null);
          continue;
        }
        return { state: current, message };
      }
    }
  }

  async function deliverLeased(orderId: string, owner: string): Promise<DeliveryOutcome> {
    const order = await orders.find(orderId);
    const delivery = await store.delivery(orderId);
    if (!order || !delivery || order.status !== "in_progress") return "skipped";
    const found = await findProduct(deps.catalog, order);
    // The publisher's limits were decided when the order was paid, under a lock per game account
    // (decision 009): what reaches delivery is cleared to be bought.
    const route = found
      ? deliveryRoute({
          productSku: found.product.sku,
          offers: await store.offers(found.product.sku),
          suppliers: deps.suppliers,
          accounts: await store.accounts(),
        })
      : [];
    const customerNo = found ? customerNumber(found.game.account, order.account) : "";
    const units: Record<string, UnitState> = { ...delivery.units };
    let message = "";
    for (let unit = 1; unit <= order.quantity; unit += 1) {
      const key = String(unit);
      const start = withSupplier(units[key], route, new Date());
      if (start?.status === "success" || start?.status === "failed") continue;
      const done = await deliverUnit(order, unit, start, route, customerNo);
      if (done.state) units[key] = done.state;
      message = done.message || message;
    }
    const last = Object.values(units).find((unit) => unit.supplier)?.supplier ?? firstSupplier?.name ?? "none";
    // A worker that lost its lease (paused past it, another server took over) writes nothing: the
    // new owner asks the supplier under the same references and records the same purchases.
    if (!(await store.recordUnits(orderId, owner, last, units, message))) return "pending";
    return settle(order, units);
  }

  /** A callback about a purchase a unit had moved on from (see applyCallback). */
  async function applyEarlier(
    order: OrderRecord,
    units: Record<string, UnitState>,
    result: DeliveryResult,
  ): Promise<DeliveryOutcome> {
    const entry = Object.entries(units).find(([, unit]) =>
      (unit.earlier ?? []).some((purchase) => purchase.reference === result.reference),
    );
    // A superseded try at the same supplier, or a reference we never used, changes nothing.
    if (!entry || result.status !== "success") return "skipped";
    const [key, unit] = entry;
    const landed = (unit.earlier ?? []).find((purchase) => purchase.reference === result.reference)!;
    // Its landing is known already (the supplier said it twice).
    if (landed.status === "success") return "skipped";
    const others = (unit.earlier ?? []).filter((purchase) => purchase !== landed);
    if (unit.status !== "success" && order.status === "in_progress") {
      // Nothing else delivered this unit yet: the late purchase does, and the current one is the
      // purchase to watch for a second landing.
      const current = unit.supplier ? givenUp(unit, unit.status === "failed" ? "failed" : "pending").slice(-1) : [];
      const delivered: UnitState = {
        ...unit,
        reference: landed.reference,
        supplier: landed.supplier,
        status: "success",
        serial: result.serial,
        message: result.message,
        confirmedAt: confirmedNow(),
        earlier: [...others, ...current],
      };
      const updated = { ...units, [key]: delivered };
      await store.recordCallback(order.id, landed.supplier, updated, result.message);
      return settle(order, updated);
    }
    const updated = {
      ...units,
      [key]: { ...unit, earlier: [...others, { ...landed, status: "success" as const, serial: result.serial }] },
    };
    await store.recordEarlierLanding(order.id, updated, result.message);
    log.warn(
      { order: loggableId(order.id), reference: result.reference, supplier: landed.supplier },
      "a purchase given up at an earlier supplier landed too: the unit was delivered twice",
    );
    await deps.alerts?.report({
      kind: "deliveredTwice",
      supplier: landed.supplier,
      orderId: order.id,
      orderNumber: order.number,
    });
    return "skipped";
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

    /**
     * A supplier's callback about one purchase. The current purchase of a unit: a success settles
     * it, a failure puts the delivery back on the queue, whose run asks again and moves on. A purchase
     * the unit had moved on from that now succeeds: it delivers the unit if nothing else has, and is
     * otherwise a second delivery, kept and raised for the operator.
     */
    async applyCallback(supplierName: string, result: DeliveryResult): Promise<DeliveryOutcome> {
      const order = await store.orderByReference(result.reference);
      if (order && result.raw !== undefined)
        await deps.answers?.({
          orderId: order.id,
          provider: supplierName,
          kind: "supplierCallback",
          answer: result.raw,
        });
      const delivery = order ? await store.delivery(order.id) : undefined;
      if (!order || !delivery) return "skipped";
      const units = delivery.units;
      const entry = Object.entries(units).find(([, unit]) => unit.reference === result.reference);
      if (delivery.status === "abandoned" && entry && result.status === "success") {
        // Refunded while this purchase was pending: the buyer now has the item and the money.
        const landed = {
          ...units,
          [entry[0]]: { ...entry[1], status: result.status, serial: result.serial, message: result.message },
        };
        await store.recordLanding(order.id, supplierName, landed, result.message);
        log.warn({ order: loggableId(order.id) }, "purchase landed after its order was refunded: flagged for support");
        return "skipped";
      }
      if (!entry) return applyEarlier(order, units, result);
      if (order.status !== "in_progress") return "skipped";
      const [key, unit] = entry;
      if (result.status === "failed") {
        await store.recordCallback(
          order.id,
          supplierName,
          { ...units, [key]: { ...unit, message: result.message } },
          result.message,
        );
        await deps.enqueue(order.id);
        return "pending";
      }
      const updated = {
        ...units,
        [key]: {
          ...unit,
          status: result.status,
          serial: result.serial,
          message: result.message,
          ...(result.status === "success" && !unit.confirmedAt ? { confirmedAt: confirmedNow() } : {}),
        },
      };
      await store.recordCallback(order.id, supplierName, updated, result.message);
      return settle(order, updated);
    },
    /**
     * What the order page shows of delivery and refunds: the supplier's serials, whether a unit is on
     * its way by another supplier (`rerouted`, said without naming any), and how money came back.
     */
    async view(orderId: string) {
      const [delivery, refunds] = await Promise.all([store.delivery(orderId), deps.refundsOf(orderId)]);
      const serials = Object.values(delivery?.units ?? {})
        .filter((unit) => unit.status === "success" && unit.serial)
        .map((unit) => unit.serial!);
      return { serials, rerouted: sentAnotherWay(delivery), refunds };
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
        await deps.alerts?.report({
          kind: "deliveriesLate",
          supplier: firstSupplier?.name ?? "none",
          orders: flagged.length,
        });
      return { requeued: stale.length, flagged: flagged.length };
    },
  };
}

export type Fulfillment = ReturnType<typeof createFulfillment>;
