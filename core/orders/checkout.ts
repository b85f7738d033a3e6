import { hash } from "node:crypto";
import { formatAccount, validateAccount, type AccountError } from "../catalog/account-validation";
import { failure, type Failure } from "../failure";
import { findProduct, type CatalogRepository, type GameDetails, type ProductOffer } from "../catalog/catalog";
import { lookupPlayer, type PlayerLookup } from "../catalog/player-lookup";
import { normalizePhone } from "../contact/phone";
import { marketOf, type Locale, type MarketCode } from "../locales";
import { type PaymentMethod, marketFor } from "../markets";
import { money } from "../money";
import type { Wallet } from "../wallet/wallet";
import { normalizePromoCode } from "../promos/promo-codes";
import { buyerKeysOf, type BuyerKeys } from "./buyer-keys";
import { quoteOrder, type Quote } from "./quote";
import { resettleOrder, settlementColumns } from "./settle-order";
import { isPayable } from "./order-states";
import { calendarDay } from "./order-date";
import type { OrderProcess } from "./order-process";
import type { NewOrder, OrderRecord, OrderRepository } from "./orders";
import { checkPurchaseLimit, type LimitRefusal } from "./purchase-limits";
import type { DrawStanding, Giveaway } from "../giveaway/giveaway";

/** What the buyer asks for: the same body for a quote and for an order. */
export interface OrderRequest {
  locale: Locale;
  gameSlug: string;
  productSku: string;
  quantity: number;
  account: Record<string, unknown>;
  /** The "my ID is correct" checkbox: required to order, not to quote. */
  confirmed: boolean;
  promoCode: string | null;
  paymentMethod: string | null;
  useCashback: number;
  useGold: number;
  /** The buyer knowingly goes on while the publisher's player check is unavailable. */
  lookupSkipped: boolean;
  contactEmail: string | null;
  contactPhone: string | null;
  /** The buyer saw that this account had the first-top-up pack before and goes on without its bonus. */
  firstTopUpAcknowledged: boolean;
}

/** Checkout's refusals, in the one failure shape (core/failure.ts): a code and what its message needs. */
export type CheckoutError =
  | Failure<
      | "notFound"
      | "playerNotFound"
      | "playerNotAllowed"
      | "lookupUnavailable"
      | "promoInvalid"
      | "paymentMethod"
      | "contact"
      /** The order's market sends a fiscal receipt with the payment, and the buyer left no e-mail or phone. */
      | "contactRequired"
      | "insufficientBalance"
      | "idempotencyConflict"
      | "firstTopUpRepeat"
      /** The buyer's account was deleted while the order was being placed: their session is gone too. */
      | "accountClosed"
    >
  | Failure<"account", { fields: Record<string, AccountError> }>
  | Failure<"methodMinimum", { minimum: number }>
  | Failure<"purchaseLimit", LimitRefusal>;

export interface PricedOrder {
  quote: Quote;
  game: GameDetails;
  product: ProductOffer;
  method: PaymentMethod | null;
  promoCode: string | null;
  firstTopUpRepeat: FirstTopUpRepeat | null;
  /** The account's earlier orders of this first-top-up pack were looked up (the answer tells). */
  firstTopUpAsked: boolean;
}

export interface QuoteAnswer extends PricedOrder {
  /** The draw a valid giveaway code (EPICWIN) enters the order in if it completes now, or why none. */
  giveaway: DrawStanding | null;
  /**
   * The publisher's limit already reached by this game account (its paid purchases of the item):
   * the order would be refused, so the buyer is told before Buy now.
   */
  purchaseLimit: LimitRefusal | null;
  /** The account's paid purchases of a limited item were looked up (the answer tells). */
  limitAsked: boolean;
}

/**
 * The game account already has an order of this first-top-up pack, so the publisher's
 * bonus will not come again. Anyone can type a game ID, so it says only whether that order is paid
 * and its day (on the market's clock), never which order, whose, or how to reach them.
 */
export interface FirstTopUpRepeat {
  status: "paid" | "awaitingPayment";
  /** "2026-11-12". */
  date: string;
}

export interface CheckoutDeps {
  catalog: CatalogRepository;
  lookup: PlayerLookup;
  orders: OrderRepository;
  process: OrderProcess;
  wallet: Wallet;
  /** "86 Diamonds": the item's name in the buyer's language, stored on the order. */
  productTitle: (game: GameDetails, product: ProductOffer, locale: Locale) => string;
  /** Unpaid orders are canceled after this long (default 60 minutes). */
  unpaidMinutes: number;
  /** The methods a market offers now: those whose provider is configured (decision 022). */
  offered: (locale: Locale) => PaymentMethod[];
  /** Which draw an order with a giveaway's code enters: the landing page's own answer. */
  giveaway: Pick<Giveaway, "standing">;
  /**
   * The markets whose payments carry a fiscal receipt sent to the buyer (Russia with YooKassa's
   * receipts on): an order paid there needs the buyer's e-mail or phone.
   */
  contactRequiredIn?: readonly MarketCode[];
  now?: () => Date;
}

/** A contact e-mail as checkout accepts it (also the console's corrected receipt address). */
export const EMAIL = /^[^\s@]{1,64}@[^\s@]{1,190}\.[^\s@]{2,}$/;

/**
 * Checkout: quotes and order creation. Client numbers are never trusted: the order is quoted again
 * here from the catalog, the promo code and the buyer's balances at the moment it is created.
 */
export function createCheckout(deps: CheckoutDeps) {
  const now = deps.now ?? (() => new Date());

  /** The account's earlier order of a first-top-up pack, when the account is whole enough to tell. */
  async function firstTopUpRepeat(
    game: GameDetails,
    product: ProductOffer,
    values: Record<string, unknown>,
    timeZone: string,
    exceptIdempotencyKey: string | undefined,
  ): Promise<{ asked: boolean; repeat: FirstTopUpRepeat | null }> {
    const notAsked = { asked: false, repeat: null };
    if (!product.firstTopUpBonus) return notAsked;
    // Normalized as orders store it ("#2PP" and "2pp" are one tag); the checkbox is not needed to ask.
    const checked = validateAccount(game.account, { values, confirmed: true });
    if (!checked.ok) return notAsked;
    const earlier = await deps.orders.earlierPurchase(
      { gameSlug: game.slug, productSku: product.sku, account: checked.account },
      now(),
      exceptIdempotencyKey,
    );
    if (!earlier) return { asked: true, repeat: null };
    return {
      asked: true,
      repeat: { status: earlier.paid ? "paid" : "awaitingPayment", date: calendarDay(earlier.at, timeZone) },
    };
  }

  /** Where the account stands with the item's publisher limit, when the account is whole enough to tell. */
  async function limitStanding(
    game: GameDetails,
    product: ProductOffer,
    values: Record<string, unknown>,
    quantity: number,
  ): Promise<{ asked: boolean; refusal: LimitRefusal | null }> {
    if (!product.limit) return { asked: false, refusal: null };
    const checked = validateAccount(game.account, { values, confirmed: true });
    if (!checked.ok) return { asked: false, refusal: null };
    const history = await deps.orders.paidPurchases({
      gameSlug: game.slug,
      productSku: product.sku,
      account: checked.account,
    });
    const limited = { limit: product.limit, durationDays: product.durationDays };
    return { asked: true, refusal: checkPurchaseLimit(limited, quantity, history, now()) };
  }

  /** The quote's lines and the first-top-up repeat: what placing an order needs of the quote. */
  async function priced(
    request: OrderRequest,
    userId: string | null,
    /** When placing an order: the order this key already created is no earlier purchase. */
    idempotencyKey?: string,
  ): Promise<{ ok: true; value: PricedOrder } | CheckoutError> {
    const market = marketFor(request.locale);
    const named = await findProduct(deps.catalog, request);
    if (!named) return failure("notFound");
    const { game, product } = named;
    const offered = deps.offered(request.locale);
    const method = request.paymentMethod
      ? offered.find((candidate) => candidate.id === request.paymentMethod)
      : undefined;
    if (request.paymentMethod && !method) return failure("paymentMethod");
    const code = request.promoCode ? normalizePromoCode(request.promoCode) : "";
    const balances = userId
      ? await deps.wallet.balances(userId, market.currency)
      : { cashback: money(0, market.currency), gold: money(0, market.currency) };
    const found = code ? await deps.orders.findPromo(code) : undefined;
    const promo = code
      ? {
          code,
          found,
          buyerRedemptions:
            found?.perUserLimit != null
              ? await deps.orders.buyerRedemptions(code, requestKeys(game, request, userId))
              : 0,
        }
      : null;
    const value = quoteOrder({
      gameSlug: game.slug,
      productSku: product.sku,
      unitListPrice: product.listPrice,
      unitPrice: product.price,
      quantity: request.quantity,
      promo,
      method: method ?? null,
      offeredMethods: offered,
      taxRateBps: market.taxRateBps,
      cashbackThreshold: money(market.cashbackThreshold, market.currency),
      buyer: { signedIn: userId !== null, cashbackBalance: balances.cashback, goldBalance: balances.gold },
      use: { cashback: request.useCashback, gold: request.useGold },
      now: now(),
    });
    const firstTopUp = await firstTopUpRepeat(game, product, request.account, market.timeZone, idempotencyKey);
    return {
      ok: true,
      value: {
        quote: value,
        game,
        product,
        method: method ?? null,
        promoCode: code || null,
        firstTopUpRepeat: firstTopUp.repeat,
        firstTopUpAsked: firstTopUp.asked,
      },
    };
  }

  /**
   * The quote as the buyer sees it before Buy now: the lines, and what the order will meet later
   * said now (the giveaway draw it enters, the publisher's limit already reached by the account).
   */
  async function quote(
    request: OrderRequest,
    userId: string | null,
  ): Promise<{ ok: true; value: QuoteAnswer } | CheckoutError> {
    const result = await priced(request, userId);
    if (!result.ok) return result;
    const { quote: lines, game, product } = result.value;
    const limit = await limitStanding(game, product, request.account, lines.quantity);
    const standing = lines.promo?.valid ? await deps.giveaway.standing(lines.promo.code, now()) : undefined;
    return {
      ok: true,
      value: { ...result.value, giveaway: standing ?? null, purchaseLimit: limit.refusal, limitAsked: limit.asked },
    };
  }

  return {
    quote,

    /**
     * Creates the order (or returns the one this idempotency key created). Validates the account
     * and asks the publisher again, quotes again, then reserves the promo code and the balances
     * together with the order in one transaction.
     */
    async placeOrder(
      request: OrderRequest,
      userId: string | null,
      idempotencyKey: string,
      placedFrom: Pick<NewOrder, "origin" | "attribution"> = {},
    ): Promise<{ ok: true; order: OrderRecord; created: boolean } | CheckoutError> {
      const quoted = await priced(request, userId, idempotencyKey);
      if (!quoted.ok) return quoted;
      const { game, product, method, quote: lines } = quoted.value;
      const checked = validateAccount(game.account, { values: request.account, confirmed: request.confirmed });
      if (!checked.ok) return failure("account", { fields: checked.error.values.fields });
      // Told before paying: a repeat of a first-top-up pack needs the buyer's "I understand".
      if (quoted.value.firstTopUpRepeat && !request.firstTopUpAcknowledged) return failure("firstTopUpRepeat");
      if (lines.promo && !lines.promo.valid) return failure("promoInvalid");
      if (lines.total.amount > 0 && !method) return failure("paymentMethod");
      if (!lines.methodAvailable && method) return failure("methodMinimum", { minimum: method.minimum });
      const email = request.contactEmail?.trim() || null;
      const phone = request.contactPhone?.trim()
        ? normalizePhone(request.contactPhone, marketOf(request.locale))
        : null;
      if ((email && !EMAIL.test(email)) || phone === undefined) return failure("contact");
      if (!email && !phone && lines.total.amount > 0 && deps.contactRequiredIn?.includes(marketOf(request.locale)))
        return failure("contactRequired");

      const player = await lookupPlayer(deps.lookup, game, checked.account);
      if (player.status === "not_found") return failure("playerNotFound");
      if (player.status === "not_allowed") return failure("playerNotAllowed");
      if (player.status === "unavailable" && !request.lookupSkipped) return failure("lookupUnavailable");

      const limited = { limit: product.limit, durationDays: product.durationDays };
      const created = await deps.orders.create(
        {
          userId,
          locale: request.locale,
          currency: lines.total.currency,
          gameSlug: game.slug,
          productSku: product.sku,
          productTitle: deps.productTitle(game, product, request.locale),
          quantity: lines.quantity,
          account: checked.account,
          accountLabel: formatAccount(game.account, checked.account, request.locale),
          nickname: player.status === "found" ? player.nickname : null,
          contactEmail: email,
          contactPhone: phone,
          paymentMethod: lines.total.amount === 0 ? "balance" : method!.id,
          promoCode: lines.promo?.code ?? null,
          listAmount: lines.listPrice.amount,
          temporaryDiscount: lines.temporaryDiscount.amount,
          promoDiscount: lines.promo?.discount.amount ?? 0,
          ...settlementColumns(lines),
          idempotencyKey,
          requestHash: requestHash(request, userId),
          expiresAt: new Date(now().getTime() + deps.unpaidMinutes * 60_000),
          ...placedFrom,
        },
        product.limit ? (history) => checkPurchaseLimit(limited, lines.quantity, history, now()) : undefined,
      );
      if (created.ok) return created;
      const { error } = created;
      if (error.code === "promoUnavailable") return failure("promoInvalid");
      if (error.code === "purchaseLimit") return failure("purchaseLimit", error.values);
      return failure(error.code);
    },

    /**
     * "Write off up to" on the payment page: a signed-in buyer turns the balance
     * write-off of their unpaid order on (as much as the rules allow) or off; every line is settled
     * again from the balances at that moment.
     */
    changeWriteOff(orderId: string, userId: string, use: boolean) {
      return deps.process.changeWriteOff(orderId, userId, use);
    },

    /** Another payment method for an unpaid order (after a decline, an expiry, or a change of mind). */
    changeMethod(orderId: string, methodId: string) {
      return deps.process.changeMethod(orderId, methodId);
    },

    /**
     * What the payment page offers its signed-in owner to write off: the most KupiCoins and gold the
     * order could use (their balances plus what the order already holds), or null when nothing.
     */
    async writeOffOffer(order: OrderRecord, userId: string) {
      if (order.userId !== userId || !isPayable(order.status)) return null;
      const balances = await deps.wallet.balances(userId, order.currency);
      const most = resettleOrder(
        order,
        { cashback: balances.cashback.amount + order.cashbackUsed, gold: balances.gold.amount + order.goldUsed },
        true,
      );
      const using = order.cashbackUsed + order.goldUsed > 0;
      if (!using && most.writeOffUpTo.amount + most.goldUpTo.amount === 0) return null;
      return { upTo: most.writeOffUpTo.amount, goldUpTo: most.goldUpTo.amount, using };
    },
  };
}

/** The buyer's keys as far as a request tells them (core/orders/buyer-keys.ts): as its order would store them. */
function requestKeys(game: GameDetails, request: OrderRequest, userId: string | null): BuyerKeys {
  const checked = validateAccount(game.account, { values: request.account, confirmed: true });
  return buyerKeysOf({
    userId,
    gameSlug: game.slug,
    account: checked.ok ? checked.account : null,
    contactEmail: request.contactEmail,
    contactPhone: request.contactPhone?.trim()
      ? (normalizePhone(request.contactPhone, marketOf(request.locale)) ?? null)
      : null,
  });
}

/** What makes two requests "the same order" for an idempotency key. */
function requestHash(request: OrderRequest, userId: string | null): string {
  // One-shot: a Hash object per order is measurable CPU per order (decision 027).
  return hash("sha256", JSON.stringify({ ...request, account: sortKeys(request.account), userId }), "base64url");
}

function sortKeys(value: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)));
}

export type Checkout = ReturnType<typeof createCheckout>;
