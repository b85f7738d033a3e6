import type { DeliveryRecord, EarlierPurchase, UnitState } from "./delivery-record";

/** One supplier's offer of one of our products (decision 049). */
export interface SupplierOffer {
  supplier: string;
  supplierSku: string;
  /** What it costs us, in rupiah; null when unknown. */
  costIdr: number | null;
  open: boolean;
}

/** A supplier's deposit as last read, the operator's threshold, and a refusal for balance since. */
export interface SupplierAccount {
  supplier: string;
  balanceIdr: number | null;
  thresholdIdr: number;
  checkedAt: Date | null;
  short: boolean;
}

/** A supplier's low-balance threshold until an operator sets one, in rupiah. */
export const DEFAULT_BALANCE_THRESHOLD_IDR = 1_000_000;

/** A configured supplier, as routing sees it. */
export interface RoutableSupplier {
  name: string;
  /** Sells our products under our own SKUs (the sandbox): an offer of every product without a row. */
  sellsOurSkus: boolean;
}

/** Whether a supplier's deposit is known to be under its threshold, or a purchase was refused for it. */
export function lowOnBalance(account: SupplierAccount | undefined): boolean {
  if (!account) return false;
  return account.short || (account.balanceIdr !== null && account.balanceIdr < account.thresholdIdr);
}

/**
 * The offers a delivery tries, in order: the product's open offers of configured suppliers by their
 * stored order, then suppliers that sell our SKUs in configuration order; a supplier low on balance
 * goes last rather than out (when every supplier is low, asking is still better than waiting).
 */
export function deliveryRoute(input: {
  productSku: string;
  offers: readonly SupplierOffer[];
  suppliers: readonly RoutableSupplier[];
  accounts: ReadonlyMap<string, SupplierAccount>;
}): SupplierOffer[] {
  const configured = new Set(input.suppliers.map((supplier) => supplier.name));
  const stored = input.offers.filter((offer) => configured.has(offer.supplier));
  const implicit = input.suppliers
    .filter((supplier) => supplier.sellsOurSkus && !stored.some((offer) => offer.supplier === supplier.name))
    .map((supplier) => ({ supplier: supplier.name, supplierSku: input.productSku, costIdr: null, open: true }));
  const open = [...stored, ...implicit].filter((offer) => offer.open);
  const low = (offer: SupplierOffer) => lowOnBalance(input.accounts.get(offer.supplier));
  return [...open.filter((offer) => !low(offer)), ...open.filter(low)];
}

/** Suppliers a unit has already bought from (now or earlier): it never goes back to one. */
export function triedSuppliers(unit: UnitState | undefined): Set<string> {
  const tried = new Set(
    (unit?.earlier ?? []).filter((purchase) => !purchase.beforeRetry).map((purchase) => purchase.supplier),
  );
  if (unit?.supplier) tried.add(unit.supplier);
  return tried;
}

/**
 * Whether a delivery still under way has a unit that moved on from a supplier and waits at another:
 * the buyer's page says it takes a little longer, never naming a supplier. Purchases given up before
 * an operator's retry do not count: that round is over.
 */
export function sentAnotherWay(delivery: DeliveryRecord | undefined): boolean {
  if (!delivery || (delivery.status !== "queued" && delivery.status !== "pending")) return false;
  return Object.values(delivery.units).some(
    (unit) => unit.status === "pending" && (unit.earlier ?? []).some((purchase) => !purchase.beforeRetry),
  );
}

/** The next offer for a unit: the first of the route at a supplier it has not tried. */
export function nextOffer(route: readonly SupplierOffer[], unit: UnitState | undefined): SupplierOffer | undefined {
  const tried = triedSuppliers(unit);
  return route.find((offer) => !tried.has(offer.supplier));
}

/** The unit's purchase under `reference` given up, kept in its history with what was last known of it. */
export function givenUp(unit: UnitState, status: EarlierPurchase["status"]): EarlierPurchase[] {
  return [
    ...(unit.earlier ?? []),
    {
      supplier: unit.supplier ?? "",
      reference: unit.reference,
      status,
      ...(unit.serial ? { serial: unit.serial } : {}),
    },
  ];
}

/**
 * A failed unit an operator sends again: its purchases so far are kept (a late success of one is
 * still flagged) and every supplier may be asked anew, each under a new reference.
 */
export function retriedUnit(unit: UnitState): UnitState {
  const earlier = unit.supplier ? givenUp(unit, "failed") : (unit.earlier ?? []);
  const retried: UnitState = {
    ...unit,
    status: "pending",
    serial: null,
    tries: 1,
    purchases: unit.purchases ?? unit.tries,
    earlier: earlier.map((purchase) => ({ ...purchase, beforeRetry: true })),
  };
  delete retried.supplier;
  delete retried.supplierSku;
  delete retried.cost;
  delete retried.since;
  return retried;
}
