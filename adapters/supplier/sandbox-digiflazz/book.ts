import type { DeliveryStatus } from "../../../core/orders/supplier-port";
import { sandboxSerial, type FinalStatus } from "./plan";

/** One purchase at the sandbox's Digiflazz face, kept by its ref_id. */
export interface SandboxPurchase {
  reference: string;
  supplierSku: string;
  customerNo: string;
  status: DeliveryStatus;
  serial: string | null;
  /** A pending purchase may settle once this time has passed. */
  readyAt: Date;
  /** Posts of this ref_id so far, the purchase itself included. */
  calls: number;
}

export interface NewPurchase {
  reference: string;
  supplierSku: string;
  customerNo: string;
  status: DeliveryStatus;
  /** A purchase that succeeds at once has its serial from the start. */
  serial: string | null;
  readyAt: Date;
}

/** How a post may settle the purchase it reports on. */
export interface PostSettlement {
  /** What a pending purchase becomes once due; undefined: it stays pending. */
  settlesAs: FinalStatus | undefined;
  /** The post that makes the purchase answers Pending even when it is already due. */
  pendingFirst: boolean;
}

export type PostResult =
  /** The purchase under the ref_id, counted; `settled` when this very post settled it. */
  | { kind: "purchase"; purchase: SandboxPurchase; settled: boolean }
  /** The ref_id is taken by a purchase of another product or number. */
  | { kind: "clash" };

/**
 * Where the face keeps its purchases: one per ref_id, ever, so posting a ref_id again reports on
 * its purchase and never buys twice. Beside a shop, its database (the purchases outlive a crash);
 * in the standalone gateway, memory.
 */
export interface DigiflazzBook {
  /**
   * Makes the purchase unless its ref_id has one, counts the post, and settles a pending purchase
   * whose time has come (except in the post that made it, when `pendingFirst`).
   */
  post(purchase: NewPurchase, settlement: PostSettlement, now: Date): Promise<PostResult>;
  /** Settles a pending purchase whose time has come; the purchase if this call settled it. */
  settle(reference: string, status: FinalStatus, now: Date): Promise<SandboxPurchase | undefined>;
}

/** The serial a settlement writes: one for a success, none for a failure. */
export function settledFields(status: FinalStatus): { status: FinalStatus; serial: string | null } {
  return { status, serial: status === "success" ? sandboxSerial() : null };
}

/** The standalone gateway's book: in memory, gone when the gateway stops (as its payments are). */
export function createMemoryDigiflazzBook(): DigiflazzBook {
  const purchases = new Map<string, SandboxPurchase>();
  const due = (purchase: SandboxPurchase, now: Date) =>
    purchase.status === "pending" && purchase.readyAt.getTime() <= now.getTime();
  return {
    post(purchase, settlement, now) {
      let current = purchases.get(purchase.reference);
      if (!current) {
        current = { ...purchase, calls: 0 };
        purchases.set(purchase.reference, current);
      } else if (current.supplierSku !== purchase.supplierSku || current.customerNo !== purchase.customerNo) {
        return Promise.resolve({ kind: "clash" });
      }
      const made = current.calls === 0;
      current.calls += 1;
      const settles = settlement.settlesAs !== undefined && due(current, now) && !(made && settlement.pendingFirst);
      if (settles && settlement.settlesAs) Object.assign(current, settledFields(settlement.settlesAs));
      return Promise.resolve({ kind: "purchase", purchase: { ...current }, settled: settles });
    },
    settle(reference, status, now) {
      const current = purchases.get(reference);
      if (!current || !due(current, now)) return Promise.resolve(undefined);
      Object.assign(current, settledFields(status));
      return Promise.resolve({ ...current });
    },
  };
}
