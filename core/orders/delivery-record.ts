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
  tries: number;
};

export interface DeliveryRecord {
  orderId: string;
  /**
   * `abandoned`: refunded while the supplier still had a purchase pending (no more status checks);
   * `landedAfterRefund`: such a purchase the supplier delivered later, for support to settle.
   */
  status: "queued" | "pending" | "delivered" | "failed" | "abandoned" | "landedAfterRefund";
  units: Record<string, UnitState>;
  flaggedAt: Date | null;
}
