import type { Currency } from "../money";
import { isPayable, type OrderStatus } from "./order-states";
import type { OrderRecord } from "./orders";

/**
 * Hides the middle of each ID in a game account ("123456789 (2001)" -> "12•••••89 (2001)"): the
 * public order page is reachable by anyone holding its link, and a full ID plus an order number is
 * what social engineering on support needs. Short parts (zones) and words (server and region
 * names) stay readable.
 */
export function maskAccountLabel(label: string): string {
  return label.replace(/[\p{L}\p{N}]{5,}/gu, (part) => {
    if (!DIGIT.test(part)) return part;
    const chars = [...part];
    return chars.slice(0, 2).join("") + "•".repeat(chars.length - 4) + chars.slice(-2).join("");
  });
}

/** Made once: the bundle builds this pattern with `new RegExp` where it stands, per call. */
const DIGIT = /\p{N}/u;

/** The order as its public page and `GET /orders/public/:id` show it: no contact data, ID masked. */
export interface PublicOrder {
  id: string;
  number: string;
  status: OrderStatus;
  /** The buyer may pay now: Pay (awaiting payment) or Pay again (payment failed). */
  payable: boolean;
  createdAt: string;
  expiresAt: string;
  paidAt: string | null;
  locale: string;
  currency: Currency;
  game: string;
  product: string;
  quantity: number;
  account: string;
  nickname: string | null;
  paymentMethod: string;
  promoCode: string | null;
  lines: {
    listPrice: number;
    temporaryDiscount: number;
    promoDiscount: number;
    cashbackUsed: number;
    goldUsed: number;
    fee: number;
    total: number;
    tax: number;
  };
  cashback: { rateBps: number; amount: number } | null;
}

export function publicOrder(order: OrderRecord): PublicOrder {
  return {
    id: order.id,
    number: order.number,
    status: order.status,
    payable: isPayable(order.status),
    createdAt: order.createdAt.toISOString(),
    expiresAt: order.expiresAt.toISOString(),
    paidAt: order.paidAt?.toISOString() ?? null,
    locale: order.locale,
    currency: order.currency,
    game: order.gameSlug,
    product: order.productTitle,
    quantity: order.quantity,
    account: maskAccountLabel(order.accountLabel),
    nickname: order.nickname,
    paymentMethod: order.paymentMethod,
    promoCode: order.promoCode,
    lines: {
      listPrice: order.listAmount,
      temporaryDiscount: order.temporaryDiscount,
      promoDiscount: order.promoDiscount,
      cashbackUsed: order.cashbackUsed,
      goldUsed: order.goldUsed,
      fee: order.fee,
      total: order.total,
      tax: order.tax,
    },
    cashback:
      order.userId && order.cashbackRateBps > 0
        ? { rateBps: order.cashbackRateBps, amount: order.cashbackAmount }
        : null,
  };
}
