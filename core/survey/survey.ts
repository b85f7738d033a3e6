import { createHash } from "node:crypto";
import { formatAccount, validateAccount, type AccountError } from "../catalog/account-validation";
import { findProduct, type CatalogRepository, type GameDetails, type ProductOffer } from "../catalog/catalog";
import { lookupPlayer, type PlayerLookup } from "../catalog/player-lookup";
import type { OrderProcess } from "../orders/order-process";
import type { OrderStatus } from "../orders/order-states";
import type { OrderRecord, OrderRepository } from "../orders/orders";
import { failure, type Failure } from "../failure";
import { checkPurchaseLimit, type LimitRefusal } from "../orders/purchase-limits";
import type { Locale } from "../locales";
import { marketFor } from "../markets";
import { VOUCHER_PAYMENT_METHOD, voucherKey } from "./voucher";
import { REWARD_DURATION_DAYS, SURVEY_COMMENT_MAX, type SurveyAnswers } from "./questions";

/** A buyer's survey as stored: answered once, which earned the voucher. */
export interface SurveyResponse {
  id: string;
  userId: string;
}

/** An order a voucher became (an account has one survey, so its voucher orders are this voucher's). */
export interface VoucherOrder {
  id: string;
  status: OrderStatus;
}

/** Port: where survey answers are kept (adapters/db/survey/survey-repository.ts). */
export interface SurveyRepository {
  find(userId: string): Promise<SurveyResponse | undefined>;
  /** Stores the answers; "alreadyAnswered" when the account has a row (its unique key decides races). */
  save(userId: string, answers: SurveyAnswers): Promise<"saved" | "alreadyAnswered">;
  /** The orders the account's voucher became, oldest first. */
  voucherOrders(userId: string): Promise<VoucherOrder[]>;
}

/** Where a signed-in buyer stands with the survey. */
export interface SurveyStatus {
  answered: boolean;
  /** The free month's order once the voucher is spent. */
  voucherOrderId: string | null;
}

/** One membership the voucher can become, with the game's account form. */
export interface RewardOffer {
  game: Pick<GameDetails, "slug" | "name" | "account">;
  product: ProductOffer;
}

/** What the buyer sends to spend the voucher: the product and the game account, as a purchase. */
export interface VoucherRequest {
  locale: Locale;
  gameSlug: string;
  productSku: string;
  account: Record<string, unknown>;
  confirmed: boolean;
  lookupSkipped: boolean;
}

export type CompleteResult = { ok: true } | Failure<"invalid" | "alreadyAnswered">;

export type RedeemResult =
  | { ok: true; order: OrderRecord; created: boolean }
  | Failure<"notAnswered" | "voucherUsed" | "notEligible" | "playerNotFound" | "playerNotAllowed" | "lookupUnavailable">
  | Failure<"account", { fields: Record<string, AccountError> }>
  | Failure<"purchaseLimit", LimitRefusal>;

export interface SurveyDeps {
  responses: SurveyRepository;
  catalog: Pick<CatalogRepository, "listGames" | "findGame">;
  lookup: PlayerLookup;
  orders: Pick<OrderRepository, "create" | "find">;
  process: Pick<OrderProcess, "startPayment">;
  /** "Genshin Impact: Blessing of the Welkin Moon", as checkout names the item on the order. */
  productTitle: (game: GameDetails, product: ProductOffer, locale: Locale) => string;
  /** Called once the free order is paid: fulfillment puts its delivery on the queue. */
  onPaid: (orderId: string) => Promise<void>;
  now?: () => Date;
}

/**
 * Where the voucher stands, from its orders alone: spent while one of them is not canceled (unpaid,
 * paid, delivering, delivered, or failed and not refunded yet: support may still deliver it); each
 * order that ended canceled (refused at payment by a purchase limit, expired unpaid, or refunded)
 * gave it back once. Canceled is final, so a return is never undone and never counted twice.
 */
export function voucherStanding(voucherOrders: readonly VoucherOrder[]) {
  return {
    spentOn: voucherOrders.find((order) => order.status !== "canceled")?.id ?? null,
    returned: voucherOrders.filter((order) => order.status === "canceled").length,
  };
}

const isReward = (product: ProductOffer) =>
  product.kind === "membership" && product.durationDays === REWARD_DURATION_DAYS;

/**
 * The first survey and its reward: a signed-in buyer answers once, and the
 * answer is a voucher for one 30-day membership of their choice, delivered like an order at price 0.
 */
export function createSurvey(deps: SurveyDeps) {
  const now = deps.now ?? (() => new Date());

  async function rewards(locale: Locale): Promise<RewardOffer[]> {
    const { currency } = marketFor(locale);
    const games = await deps.catalog.listGames(locale);
    const details = await Promise.all(games.map((game) => deps.catalog.findGame(game.slug, locale, currency)));
    return details.flatMap((game) =>
      game
        ? game.products
            .filter(isReward)
            .map((product) => ({ game: { slug: game.slug, name: game.name, account: game.account }, product }))
        : [],
    );
  }

  return {
    rewards,

    async status(userId: string): Promise<SurveyStatus> {
      const response = await deps.responses.find(userId);
      if (!response) return { answered: false, voucherOrderId: null };
      return { answered: true, voucherOrderId: voucherStanding(await deps.responses.voucherOrders(userId)).spentOn };
    },

    /** Stores the answers once per account; the games must be the catalog's. */
    async complete(userId: string, answers: SurveyAnswers, locale: Locale): Promise<CompleteResult> {
      const known = new Set((await deps.catalog.listGames(locale)).map((game) => game.slug));
      const games = [...new Set(answers.games)];
      if (games.length === 0 || games.some((slug) => !known.has(slug))) return failure("invalid");
      const comment = answers.comment?.trim() || null;
      if (comment && comment.length > SURVEY_COMMENT_MAX) return failure("invalid");
      const saved = await deps.responses.save(userId, { ...answers, games, comment });
      return saved === "saved" ? { ok: true } : failure("alreadyAnswered");
    },

    /**
     * Spends the voucher on one eligible membership for a game account: checked like a purchase
     * (the account form, the publisher's player check, the item's purchase limit), then created as an
     * order of price 0 under the voucher's own idempotency key, so that however many requests arrive
     * at once there is one order; and paid at once without any payment attempt. An order that ends
     * canceled gives the voucher back (voucherStanding), under the next key.
     */
    async redeem(userId: string, request: VoucherRequest): Promise<RedeemResult> {
      const response = await deps.responses.find(userId);
      if (!response) return failure("notAnswered");
      const market = marketFor(request.locale);
      const found = await findProduct(deps.catalog, request);
      if (!found || !isReward(found.product)) return failure("notEligible");
      const { game, product } = found;
      const checked = validateAccount(game.account, { values: request.account, confirmed: request.confirmed });
      if (!checked.ok) return failure("account", { fields: checked.error.values.fields });
      const player = await lookupPlayer(deps.lookup, game, checked.account);
      if (player.status === "not_found") return failure("playerNotFound");
      if (player.status === "not_allowed") return failure("playerNotAllowed");
      if (player.status === "unavailable" && !request.lookupSkipped) return failure("lookupUnavailable");

      const { returned } = voucherStanding(await deps.responses.voucherOrders(userId));
      const limited = { limit: product.limit, durationDays: product.durationDays };
      const created = await deps.orders.create(
        {
          userId,
          locale: request.locale,
          currency: market.currency,
          gameSlug: game.slug,
          productSku: product.sku,
          productTitle: deps.productTitle(game, product, request.locale),
          quantity: 1,
          account: checked.account,
          accountLabel: formatAccount(game.account, checked.account, request.locale),
          nickname: player.status === "found" ? player.nickname : null,
          contactEmail: null,
          contactPhone: null,
          paymentMethod: VOUCHER_PAYMENT_METHOD,
          promoCode: null,
          // Price 0: the voucher is not money and moves nothing in the buyers' ledger; what the
          // item costs the shop is the supplier's bill, like any delivered order's.
          listAmount: 0,
          temporaryDiscount: 0,
          promoDiscount: 0,
          cashbackUsed: 0,
          goldUsed: 0,
          fee: 0,
          total: 0,
          tax: 0,
          cashbackRateBps: 0,
          cashbackAmount: 0,
          idempotencyKey: voucherKey(response.id, returned),
          requestHash: voucherRequestHash(game.slug, product.sku, checked.account),
          expiresAt: new Date(now().getTime() + 60 * 60_000),
        },
        product.limit ? (history) => checkPurchaseLimit(limited, 1, history, now()) : undefined,
      );
      if (!created.ok) {
        if (created.error.code === "purchaseLimit") return failure("purchaseLimit", created.error.values);
        // The key already made an order for another product or account: the voucher is spent.
        return failure("voucherUsed");
      }
      // Paid at once (its total is 0: no attempt, no cashback); a repeat finds it paid already.
      const started = await deps.process.startPayment(created.order.id, VOUCHER_PAYMENT_METHOD);
      if (started.kind === "paid" && started.order.status === "in_progress") await deps.onPaid(created.order.id);
      const order = (await deps.orders.find(created.order.id)) ?? created.order;
      return { ok: true, order, created: created.created };
    },
  };
}

function voucherRequestHash(gameSlug: string, productSku: string, account: Record<string, string>): string {
  const sorted = Object.fromEntries(Object.entries(account).sort(([a], [b]) => a.localeCompare(b)));
  return createHash("sha256")
    .update(JSON.stringify({ voucher: true, gameSlug, productSku, account: sorted }))
    .digest("base64url");
}

export type Survey = ReturnType<typeof createSurvey>;
