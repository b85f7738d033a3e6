/**
 * Who an order is for, as far as a per-buyer promo limit can tell: an order sharing any of these
 * with another is the same buyer's. A guest is not a new buyer because they signed out: the game
 * account they top up and the contact their receipt goes to are theirs as much as the account is.
 */
export interface BuyerKeys {
  userId: string | null;
  /** The game account as orders store it (normalized by the game's form). */
  gameAccount: { gameSlug: string; account: Record<string, string> } | null;
  /** Compared without case. */
  email: string | null;
  /** Digits with country code, as orders store it. */
  phone: string | null;
}

/** An order's keys; `account` null when the buyer's game account is not whole yet (a quote). */
export function buyerKeysOf(order: {
  userId: string | null;
  gameSlug: string;
  account: Record<string, string> | null;
  contactEmail: string | null;
  contactPhone: string | null;
}): BuyerKeys {
  return {
    userId: order.userId,
    gameAccount: order.account ? { gameSlug: order.gameSlug, account: order.account } : null,
    email: order.contactEmail?.trim().toLowerCase() || null,
    phone: order.contactPhone,
  };
}
