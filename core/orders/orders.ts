import type { BuyerKeys } from "./buyer-keys";
import type { Attribution } from "../attribution";
import type { Failure } from "../failure";
import type { Locale } from "../locales";
import type { Currency } from "../money";
import type { PaymentStatus } from "../payments/payments-port";
import type { OrderStatus } from "./order-states";
import type { PromoCode } from "../promos/promo-codes";
import type { LimitRefusal, PastPurchase } from "./purchase-limits";

/** An order as stored: the quote's lines as they were charged, in minor units of `currency`. */
export interface OrderRecord {
  id: string;
  number: string;
  status: OrderStatus;
  userId: string | null;
  locale: Locale;
  currency: Currency;
  gameSlug: string;
  productSku: string;
  productTitle: string;
  quantity: number;
  account: Record<string, string>;
  accountLabel: string;
  nickname: string | null;
  contactEmail: string | null;
  contactPhone: string | null;
  paymentMethod: string;
  promoCode: string | null;
  listAmount: number;
  temporaryDiscount: number;
  promoDiscount: number;
  cashbackUsed: number;
  goldUsed: number;
  fee: number;
  total: number;
  tax: number;
  cashbackRateBps: number;
  cashbackAmount: number;
  holdVersion: number;
  idempotencyKey: string;
  requestHash: string;
  expiresAt: Date;
  paidAt: Date | null;
  /** The payment attempt whose money paid the order; null while unpaid or when balances paid it all. */
  paidBy: string | null;
  /** The buyer's address in test mode without PUBLIC_ORIGIN, for the order's links; else null. */
  origin: string | null;
  /** The campaign or partner that brought the buyer, null when none. */
  attribution: Attribution | null;
  /** When an operator took it out of the publisher's purchase limits (decision 060); null: it counts. */
  limitReleasedAt: Date | null;
  createdAt: Date;
}

export type NewOrder = Omit<
  OrderRecord,
  | "id"
  | "number"
  | "status"
  | "paidAt"
  | "paidBy"
  | "createdAt"
  | "holdVersion"
  | "origin"
  | "attribution"
  | "limitReleasedAt"
> &
  Partial<Pick<OrderRecord, "origin" | "attribution">>;

/** The lines a change of the balance write-off rewrites. */
export type WriteOffLines = Pick<
  OrderRecord,
  "cashbackUsed" | "goldUsed" | "fee" | "total" | "tax" | "cashbackRateBps" | "cashbackAmount"
>;

export interface OrderEventRecord {
  fromStatus: OrderStatus | null;
  toStatus: OrderStatus;
  reason: string;
  actor: string;
  createdAt: Date;
}

export interface PaymentAttempt {
  id: string;
  orderId: string;
  attempt: number;
  provider: string;
  method: string;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  providerStatus: string | null;
  /** The provider's own id of the payment, when it gave one (YooKassa, Payme, a Midtrans card charge). */
  providerTransactionId: string | null;
  redirectUrl: string | null;
}

/** What the provider said about a payment attempt, as stored. */
export interface AttemptChange {
  status: PaymentStatus;
  providerStatus: string;
  providerTransactionId?: string;
  redirectUrl?: string;
}

/**
 * An earlier order of the same item for the same game account, as a first-top-up warning may tell
 * anyone who types that account: whether it is paid and its moment, nothing that names its buyer.
 */
export interface EarlierPurchase {
  paid: boolean;
  /** When it was paid; for an order still awaiting payment, when it was placed. */
  at: Date;
}

export type CreateOrderResult =
  | { ok: true; order: OrderRecord; created: boolean }
  /** accountClosed: the buyer's account was deleted meanwhile; nothing was written. */
  | Failure<"promoUnavailable" | "insufficientBalance" | "idempotencyConflict" | "accountClosed">
  | Failure<"purchaseLimit", LimitRefusal>;

/**
 * The ledger references of an order's balance hold and of its release and capture. The version
 * grows each time the buyer changes the write-off, so every hold has its own idempotency key.
 */
export const holdReference = (orderId: string, version = 0) =>
  version === 0 ? `order:${orderId}:hold` : `order:${orderId}:hold:${version}`;
export const releaseReference = (orderId: string, version = 0) =>
  version === 0 ? `order:${orderId}:release` : `order:${orderId}:release:${version}`;
export const captureReference = (orderId: string, version = 0) =>
  version === 0 ? `order:${orderId}:capture` : `order:${orderId}:capture:${version}`;

/**
 * Port: orders as placed and read, with their events and what placing one checks (promo codes,
 * earlier purchases). Changes after placement go through the order's unit (order-unit.ts); attempts,
 * receipts and ratings have their own ports (attempts.ts, receipts.ts, feedback.ts).
 */
export interface OrderRepository {
  findPromo(code: string): Promise<PromoCode | undefined>;
  /**
   * Redemptions of a code that count against a buyer's per-buyer limit: paid orders sharing any of
   * their keys, and the signed-in buyer's own unpaid ones.
   */
  buyerRedemptions(code: string, keys: BuyerKeys): Promise<number>;
  /**
   * Creates the order in `awaiting_payment` with its first event, noting its promo code (an unpaid
   * order only counts against the buyer's own per-user limit, never against the global one) and
   * holding the balances, all in one transaction. With a limit guard, the game account's earlier
   * paid purchases of the item may refuse it; limits and codes are decided again at payment
   * (decision 009), so a stranger's unpaid order can never block anyone. The same idempotency key
   * returns the order it created (`created: false`).
   */
  create(order: NewOrder, limitGuard?: (history: PastPurchase[]) => LimitRefusal | null): Promise<CreateOrderResult>;
  /**
   * The earliest order of this item for this game account (the account as stored on orders) that is
   * paid (in progress or complete), else the earliest still awaiting payment and not expired; an
   * order placed under `exceptIdempotencyKey` does not count (a retried request is not a repeat).
   */
  earlierPurchase(
    key: { gameSlug: string; productSku: string; account: Record<string, string> },
    now: Date,
    exceptIdempotencyKey?: string,
  ): Promise<EarlierPurchase | undefined>;
  /**
   * The paid purchases (in progress or complete) of this item for this game account, as the
   * publisher's limit counts them: a stranger's unpaid order never blocks the player (decision 009).
   */
  paidPurchases(key: {
    gameSlug: string;
    productSku: string;
    account: Record<string, string>;
  }): Promise<PastPurchase[]>;
  find(id: string): Promise<OrderRecord | undefined>;
  findByNumber(number: string): Promise<OrderRecord | undefined>;
  /** A user's orders, newest first. */
  listForUser(userId: string, limit: number): Promise<OrderRecord[]>;
  events(orderId: string): Promise<OrderEventRecord[]>;
  /** Unpaid orders whose time is up. */
  expiredUnpaid(now: Date, limit: number): Promise<string[]>;
}

const ORDER_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** An order's public id is a UUID: anything else in an address is no order and is not looked up. */
export function isOrderId(value: string): boolean {
  return ORDER_ID.test(value);
}
