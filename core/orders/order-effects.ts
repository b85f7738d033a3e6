import type { AuditEntryInput } from "../records/audit";
import type { UnitState } from "./delivery-record";
import type { Money } from "../money";
import type { OrderEvent, OrderStatus } from "./order-states";
import type { AttemptChange, WriteOffLines } from "./orders";
import type { NewRefundClaim } from "./refunds";

/**
 * What a change of an order does besides its status, as data (the shape of Vendure's
 * `onTransitionEnd`): the rules in core decide the effects from the order as locked, and the
 * unit of work (adapters/db/orders/order-unit.ts) carries them out in the same transaction, so money
 * moves exactly when the status does, and the rules are tested without a database.
 */
export type OrderEffect =
  /** The balance hold of this version becomes spent: the order is paid. */
  | { kind: "captureHold"; version: number }
  /** The balance hold of this version goes back to the buyer. */
  | { kind: "releaseHold"; version: number }
  /** A new balance hold (the buyer changed "write off up to"). Fails, changing nothing, when a balance is short. */
  | { kind: "placeHold"; userId: string; version: number; cashback: Money; gold: Money }
  /** The order's balance lines, settled again, with the version of their hold. */
  | { kind: "rewriteLines"; lines: WriteOffLines; holdVersion: number }
  /** Another payment method for the unpaid order, with the fee, total and tax it makes. */
  | { kind: "switchMethod"; paymentMethod: string; lines: Pick<WriteOffLines, "fee" | "total" | "tax"> }
  /** The payment attempt whose money paid the order. */
  | { kind: "notePayment"; paymentId: string | null }
  /** The order's promo redemption counts: a paid order with the code (the code's count rises). */
  | { kind: "usePromo" }
  /** The order's promo reservation (unpaid) or use (paid, then refunded) no longer counts. */
  | { kind: "releasePromo" }
  | { kind: "queueReceipts" }
  /** The signed-in buyer's game account, as the order's player check found it, is kept for next time (decision 065). */
  | { kind: "saveAccount" }
  | { kind: "openDelivery" }
  | { kind: "closeDelivery"; outcome: "delivered" | "failed" | "abandoned" }
  | { kind: "accrueCashback"; userId: string; amount: Money }
  /** The cashback a delivered order earned goes back with its refund, as far as the buyer still holds it. */
  | { kind: "reverseCashback" }
  /** KupiCoins and gold an order spent come back as they were. */
  | { kind: "returnBalances"; userId: string; cashback: Money; gold: Money }
  | { kind: "creditGold"; userId: string; amount: Money }
  /** Money to give back, claimed before any provider is asked (decision 009). */
  | { kind: "claimRefund"; claim: NewRefundClaim }
  | { kind: "completeRefund"; refundId: string }
  /** The provider will not make this refund: support takes it from here. */
  | { kind: "refuseRefund"; refundId: string; message: string }
  /** What the provider said about a payment attempt. */
  | { kind: "recordAttempt"; paymentId: string; change: AttemptChange }
  /** Support's retry of a failed delivery: open again, with the units to try (core/admin/delivery-retry.ts). */
  | { kind: "reopenDelivery"; units: Record<string, UnitState> }
  /** Support's retry of a stuck delivery: marked as just touched, so a second retry at once is refused. */
  | { kind: "touchDelivery" }
  /**
   * Support's correction of the game account: the order's account and its label (the nickname the
   * player check found goes, it named the old account), the correction kept for the timeline and
   * the buyer's page; `units`, for a delivery still open, its failed units to buy anew.
   */
  | {
      kind: "correctAccount";
      account: Record<string, string>;
      accountLabel: string;
      operatorId: string;
      reason: string;
      units?: Record<string, UnitState>;
    }
  /** An operator's entry in the audit log, in the same transaction as the change it describes. */
  | { kind: "appendAudit"; entry: AuditEntryInput };

/** One change of status, why and by whom, with what it does. */
export interface Step {
  event: OrderEvent;
  from: OrderStatus;
  to: OrderStatus;
  reason: string;
  actor: string;
  effects: OrderEffect[];
}

/** What one unit of work does to an order: its steps in order, and effects that change no status. */
export interface Decision {
  steps: Step[];
  effects: OrderEffect[];
}

export const noChange: Decision = { steps: [], effects: [] };
