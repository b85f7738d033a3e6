import type { CatalogRepository } from "../catalog/catalog";
import { formatAccount, validateAccount, type AccountError } from "../catalog/account-validation";
import type { DeliveryRecord, UnitState } from "../orders/delivery-record";
import type { Decision, OrderEffect } from "../orders/order-effects";
import { nextStatus } from "../orders/order-states";
import type { OrderUnitOfWork } from "../orders/order-unit";
import type { OrderRecord } from "../orders/orders";
import type { RefundClaim } from "../orders/refunds";
import { retriedUnit } from "../orders/supplier-routing";
import { failure, type Failure } from "../failure";
import type { AuditEntryInput } from "../records/audit";
import { orderSubject } from "./operator-refund";
import type { Operator } from "./operators";

/**
 * Support's correction of a mistyped game account (player ID, zone, server) on a paid order that
 * nothing was bought for yet: checked with the game's own form as checkout checks it, written with
 * its audit entry (the account before and after, the reason) under the order's lock, and the
 * delivery sent to the corrected account. It never moves money and never buys twice: while a
 * purchase may still land at a supplier, the account stays as it is.
 */
export const CORRECTION_REASON_MIN = 3;
export const CORRECTION_REASON_MAX = 500;
/** How the console's form names a game account's fields: `account.<name>`. */
export const ACCOUNT_FIELD_PREFIX = "account.";

export type AccountCorrectionRefusal =
  | "notFound"
  | "notPaid"
  | "alreadyDelivered"
  | "refundClaimed"
  | "purchaseUnderWay"
  | "gameUnavailable"
  | "reasonInvalid";

export type AccountCorrectionDecision =
  /** The order takes the new account; `units`: its failed units, each to be bought anew. */
  | { ok: true; outcome: "corrected"; reopen: boolean; units: Record<string, UnitState> }
  /** The order already has this account (the same request again): nothing to write. */
  | { ok: true; outcome: "existing" }
  | Failure<Exclude<AccountCorrectionRefusal, "notFound" | "gameUnavailable" | "reasonInvalid">>;

const sameAccount = (a: Record<string, string>, b: Record<string, string>) =>
  Object.keys(a).length === Object.keys(b).length && Object.entries(a).every(([key, value]) => b[key] === value);

type Refusal = Exclude<AccountCorrectionRefusal, "notFound" | "gameUnavailable" | "reasonInvalid">;
type DeliveryFacts = (Pick<DeliveryRecord, "status" | "units"> & { leasedUntil?: Date | null }) | undefined;

/** Why the order's account may not change, whatever it would become; undefined when it may. */
function paidAndUndelivered(
  order: Pick<OrderRecord, "status">,
  delivery: DeliveryFacts,
  claim: Pick<RefundClaim, "kind"> | undefined,
): Refusal | undefined {
  if (claim) return "refundClaimed";
  if (order.status === "complete") return "alreadyDelivered";
  if ((order.status !== "in_progress" && order.status !== "delivery_failed") || !delivery) return "notPaid";
  return undefined;
}

/**
 * Why nothing bought for the order may still land on the old account, or undefined: a unit the
 * supplier delivered keeps the order as it is (alreadyDelivered); a unit pending at a supplier, or a
 * delivery a worker holds right now, may still land (purchaseUnderWay).
 */
function nothingMayLand(
  order: Pick<OrderRecord, "status">,
  delivery: NonNullable<DeliveryFacts>,
  now: Date,
): Refusal | undefined {
  const units = Object.values(delivery.units);
  if (units.some((unit) => unit.status === "success")) return "alreadyDelivered";
  // Pending at a supplier: one a unit names, or (from before routing) the only one it could be at.
  const pendingNow = (unit: UnitState) => unit.status === "pending" && (unit.supplier || unit.purchases === undefined);
  // Given up at an earlier supplier while pending or unanswered: it may still land.
  const mayLandEarlier = (unit: UnitState) =>
    (unit.earlier ?? []).some((purchase) => purchase.status === "pending" || purchase.status === "unknown");
  if (units.some((unit) => pendingNow(unit) || mayLandEarlier(unit))) return "purchaseUnderWay";
  if (delivery.leasedUntil && delivery.leasedUntil > now) return "purchaseUnderWay";
  if (order.status === "delivery_failed")
    return delivery.status === "failed" && nextStatus(order.status, "deliveryRetried") ? undefined : "notPaid";
  return delivery.status === "queued" || delivery.status === "pending" ? undefined : "notPaid";
}

/** Whether the console offers the correction at all (the use case decides again under the lock). */
export function mayCorrectAccount(
  order: Pick<OrderRecord, "status">,
  delivery: DeliveryFacts,
  claim: Pick<RefundClaim, "kind"> | undefined,
  now: Date,
): boolean {
  return !paidAndUndelivered(order, delivery, claim) && !nothingMayLand(order, delivery!, now);
}

/**
 * Whether the order's account may become `account` now: a paid order with nothing bought that may
 * land (no units yet, or only failed ones, which are bought anew for the new account). The same
 * account again (a double submit) changes nothing.
 */
export function decideAccountCorrection(
  order: Pick<OrderRecord, "status" | "account">,
  delivery: DeliveryFacts,
  claim: Pick<RefundClaim, "kind"> | undefined,
  account: Record<string, string>,
  now: Date,
): AccountCorrectionDecision {
  const refused = paidAndUndelivered(order, delivery, claim);
  if (refused || !delivery) return failure(refused ?? "notPaid");
  if (sameAccount(order.account, account)) return { ok: true, outcome: "existing" };
  const blocked = nothingMayLand(order, delivery, now);
  if (blocked) return failure(blocked);
  const units = Object.fromEntries(
    Object.entries(delivery.units).map(([key, unit]): [string, UnitState] =>
      unit.status === "failed" ? [key, retriedUnit(unit)] : [key, unit],
    ),
  );
  return { ok: true, outcome: "corrected", reopen: order.status === "delivery_failed", units };
}

export type AccountCorrectionResult =
  | { ok: true; outcome: "corrected" | "existing"; accountLabel: string }
  | Failure<AccountCorrectionRefusal>
  /** The game's form refused the account: each field's error, as checkout shows it. */
  | Failure<"account", { fields: Record<string, AccountError> }>;

export interface AccountCorrectionDeps {
  units: OrderUnitOfWork;
  catalog: Pick<CatalogRepository, "findGame">;
  /** Puts the order's delivery on the durable queue; the sweeper does it too if this call is lost. */
  enqueue: (orderId: string) => Promise<void>;
  now?: () => Date;
}

export function createAccountCorrection(deps: AccountCorrectionDeps) {
  const now = deps.now ?? (() => new Date());
  return async function correctPlayerAccount(
    operator: Operator,
    orderId: string,
    newAccount: Record<string, unknown>,
    reason: string,
    context: { requestId?: string | null } = {},
  ): Promise<AccountCorrectionResult> {
    const why = reason.trim();
    if (why.length < CORRECTION_REASON_MIN || why.length > CORRECTION_REASON_MAX) return failure("reasonInvalid");
    const result = await deps.units.withOrder(orderId, async (unit): Promise<AccountCorrectionResult> => {
      const order = unit.order;
      const game = await deps.catalog.findGame(order.gameSlug, order.locale, order.currency);
      if (!game) return failure("gameUnavailable");
      // The operator's submit stands for the buyer's "my ID is correct" tick.
      const checked = validateAccount(game.account, { values: newAccount, confirmed: true });
      if (!checked.ok) return failure("account", { fields: checked.error.values.fields });
      const delivery = await unit.delivery({ lock: true });
      const decided = decideAccountCorrection(order, delivery, await unit.refundClaim(), checked.account, now());
      if (!decided.ok) return decided;
      if (decided.outcome === "existing") return { ok: true, outcome: "existing", accountLabel: order.accountLabel };
      const accountLabel = formatAccount(game.account, checked.account, order.locale);
      const audit: AuditEntryInput = {
        operatorId: operator.userId,
        action: "order.accountCorrected",
        subject: orderSubject(orderId),
        before: { account: order.account, accountLabel: order.accountLabel, status: order.status },
        after: { account: checked.account, accountLabel, status: "in_progress" },
        reason: why,
        requestId: context.requestId ?? null,
      };
      const correct: OrderEffect = {
        kind: "correctAccount",
        account: checked.account,
        accountLabel,
        operatorId: operator.userId,
        reason: why,
        ...(decided.reopen ? {} : { units: decided.units }),
      };
      const decision: Decision = decided.reopen
        ? {
            steps: [
              {
                event: "deliveryRetried",
                from: order.status,
                to: "in_progress",
                reason: "game ID corrected by support",
                actor: `operator:${operator.userId}`,
                effects: [{ kind: "reopenDelivery", units: decided.units }],
              },
            ],
            effects: [correct, { kind: "appendAudit", entry: audit }],
          }
        : { steps: [], effects: [correct, { kind: "appendAudit", entry: audit }] };
      await unit.commit(decision);
      return { ok: true, outcome: "corrected", accountLabel };
    });
    if (!result) return failure("notFound");
    // The corrected account is written; if telling the queue fails, the sweeper requeues the open
    // delivery within a minute, so the operator's answer does not depend on the queue.
    if (result.ok && result.outcome === "corrected") await deps.enqueue(orderId).catch(() => undefined);
    return result;
  };
}

export type AccountCorrection = ReturnType<typeof createAccountCorrection>;
