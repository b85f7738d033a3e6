import type { DeliveryResult } from "./supplier-port";

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
  /** Tries at the current supplier: a temporary failure there is tried again, up to a bound. */
  tries: number;
  /** The supplier `reference` was bought from, and its code for the item (asked again with the same). */
  supplier?: string;
  supplierSku?: string;
  /**
   * What the offer bought under `reference` cost us, in rupiah, as it stood at the purchase: the
   * money reports read it, so a later change of the offer's price does not rewrite what was paid.
   * Absent when the offer named no cost, and on units bought before it was recorded.
   */
  cost?: number;
  /** Purchases made for this unit so far, at any supplier: the next reference's number. */
  purchases?: number;
  /** When the purchase under `reference` was first asked for (ISO): how long it has been waiting. */
  since?: string;
  /** When the supplier reported it delivered (ISO): the order page's "confirmed" step. */
  confirmedAt?: string;
  /** Purchases given up at earlier suppliers (failed, or no answer in time): a late success is flagged. */
  earlier?: EarlierPurchase[];
};

/** A purchase a unit moved on from. `unknown`: the supplier never answered about it. */
export interface EarlierPurchase {
  supplier: string;
  reference: string;
  status: DeliveryResult["status"] | "unknown";
  serial?: string | null;
  /** Given up before an operator's retry: its supplier may be asked again in the new round. */
  beforeRetry?: boolean;
}

export interface DeliveryRecord {
  orderId: string;
  /**
   * `abandoned`: refunded while the supplier still had a purchase pending (no more status checks);
   * `landedAfterRefund`: such a purchase the supplier delivered later, for support to settle;
   * `deliveredTwice`: a purchase given up at an earlier supplier landed after another delivered.
   */
  status: "queued" | "pending" | "delivered" | "failed" | "abandoned" | "landedAfterRefund" | "deliveredTwice";
  units: Record<string, UnitState>;
  flaggedAt: Date | null;
}
