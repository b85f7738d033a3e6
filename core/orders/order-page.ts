import type { CatalogRepository, GameDetails } from "../catalog/catalog";
import type { Fulfillment } from "./fulfillment";
import { type PaymentMethod, marketFor } from "../markets";
import { money } from "../money";
import type { Checkout } from "./checkout";
import { isPayable } from "./order-states";
import { methodCosts, type MethodCost } from "./quote";
import type { Feedback } from "./feedback";
import type { OrderRecord, OrderRepository, PaymentAttempt } from "./orders";
import type { PaymentAttempts } from "./attempts";
import type { AccountCorrectionNote } from "./receipts";
import type { FeedbackStore } from "./feedback";
import type { PromiseView } from "./promise-compensation";
import { NO_MILESTONES, orderSteps, type MilestoneReader, type OrderStep } from "./order-steps";

/** Everything the order's page says about it (decision 007: it always says where the money is). */
export interface OrderPage {
  order: OrderRecord;
  /** The payment method the order was placed with, in its market (null: one retired since). */
  method: PaymentMethod | null;
  latestAttempt: PaymentAttempt | undefined;
  /** The balances its signed-in owner may write off (null for anyone else, or when nothing). */
  writeOff: Awaited<ReturnType<Checkout["writeOffOffer"]>>;
  /** What was delivered (serials) and how money came back (refunds). */
  delivery: Awaited<ReturnType<Fulfillment["view"]>>;
  /** The game as the catalog has it now; undefined for a game switched off since the order. */
  game: GameDetails | undefined;
  /** The buyer's rating, once the order is complete and rated. */
  feedback: Feedback | null;
  /** The viewer is the signed-in owner of the order: gold refunds and write-offs are theirs. */
  viewerOwnsOrder: boolean;
  /**
   * What each of the market's methods would cost if the buyer switched to it now; empty when the
   * method cannot change (paid, nothing due, or a payment open at the provider).
   */
  methodChoices: MethodCost[];
  /** Support's corrections of the order's game account (a mistyped ID), oldest first. */
  accountCorrections: AccountCorrectionNote[];
  /** Where a paid order stands: paid, sent for top-up, confirmed by the supplier, delivered, each with its time. */
  steps: OrderStep[];
  /** The gold added for a delivery past its promise, or offered to a guest who signs in (decision 063). */
  promise: PromiseView | null;
}

/** The methods an unpaid order may switch to, each with its fee and total (see decideMethodChange). */
export function methodChoices(
  order: OrderRecord,
  latestAttempt: PaymentAttempt | undefined,
  offered: PaymentMethod[],
): MethodCost[] {
  if (!isPayable(order.status) || order.total === 0 || order.paymentMethod === "balance") return [];
  if (latestAttempt?.status === "pending") return [];
  return methodCosts(money(order.total - order.fee, order.currency), offered);
}

export interface OrderPages {
  /** The page of one order as a viewer sees it (the signed-in user's id, or undefined), or undefined. */
  page(orderId: string, viewerId: string | undefined): Promise<OrderPage | undefined>;
}

/**
 * The order page as one use case: the page's loader asks once instead of composing the order, its
 * payment, the offer, the delivery, the game and the rating itself.
 */
export function createOrderPages(deps: {
  orders: Pick<OrderRepository, "find">;
  attempts: Pick<PaymentAttempts, "latestAttempt">;
  feedback: Pick<FeedbackStore, "feedbackOf">;
  checkout: Pick<Checkout, "writeOffOffer">;
  fulfillment: Pick<Fulfillment, "view">;
  catalog: Pick<CatalogRepository, "findGame">;
  /** The methods each market offers now (those whose provider is configured). */
  offered: (locale: OrderRecord["locale"]) => PaymentMethod[];
  /** Support's corrections of the order's game account, oldest first; absent: none. */
  accountCorrections?: (orderId: string) => Promise<AccountCorrectionNote[]>;
  /** When the order's delivery was sent and completed; absent: only the payment's time is known. */
  milestones?: MilestoneReader;
  /** What the page says of a missed promise, granting it for a signed-in viewer; absent: nothing. */
  promise?: (orderId: string, viewerId: string | undefined) => Promise<PromiseView | null>;
}): OrderPages {
  return {
    async page(orderId, viewerId) {
      const order = await deps.orders.find(orderId);
      if (!order) return undefined;
      const method = marketFor(order.locale).paymentMethods.find((candidate) => candidate.id === order.paymentMethod);
      const [latestAttempt, writeOff, delivery, game, feedback, accountCorrections, milestones, promise] =
        await Promise.all([
          deps.attempts.latestAttempt(order.id),
          viewerId && method ? deps.checkout.writeOffOffer(order, viewerId) : null,
          deps.fulfillment.view(order.id),
          deps.catalog.findGame(order.gameSlug, order.locale, order.currency),
          order.status === "complete" ? deps.feedback.feedbackOf(order.id) : undefined,
          deps.accountCorrections?.(order.id) ?? [],
          order.paidAt ? (deps.milestones?.(order.id) ?? NO_MILESTONES) : NO_MILESTONES,
          order.paidAt ? (deps.promise?.(order.id, viewerId) ?? null) : null,
        ]);
      // The order was read before its latest attempt. A payment recorded between the two reads would
      // show as a paid attempt on an order still awaiting payment, which no transaction leaves behind
      // (the attempt and the order change together), and the page would stop following it (an e2e run
      // stayed on "awaiting payment" after the payment). Read again after the attempt, the order is
      // at least as new as it.
      const current =
        latestAttempt && latestAttempt.status !== "pending" && isPayable(order.status)
          ? ((await deps.orders.find(orderId)) ?? order)
          : order;
      return {
        order: current,
        method: method ?? null,
        latestAttempt,
        writeOff,
        delivery,
        game,
        feedback: feedback ?? null,
        viewerOwnsOrder: Boolean(viewerId && order.userId === viewerId),
        methodChoices: methodChoices(current, latestAttempt, deps.offered(order.locale)),
        accountCorrections,
        steps: orderSteps(current, milestones),
        promise,
      };
    },
  };
}
