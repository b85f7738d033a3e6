import { and, eq, ne, or, sql, type SQL } from "drizzle-orm";
import type { BuyerKeys } from "../../../core/orders/buyer-keys";
import type { Executor } from "../database";
import { orders, promoRedemptions } from "../schema";

/**
 * A buyer's redemptions of a code, for its per-buyer limit: paid orders with the code that share any
 * of the buyer's keys (account, game account, e-mail, phone), and, with `reserved`, the signed-in
 * buyer's own unpaid ones. A stranger's unpaid order for someone's game ID never counts: anyone can
 * type a game ID, and unpaid orders are decided again when paid.
 */
export async function buyerRedemptions(
  db: Executor,
  code: string,
  keys: BuyerKeys,
  options: { reserved: boolean; exceptOrderId?: string },
): Promise<number> {
  const sameBuyer = or(
    ...[
      keys.userId ? eq(orders.userId, keys.userId) : undefined,
      keys.gameAccount
        ? and(
            eq(orders.gameSlug, keys.gameAccount.gameSlug),
            sql`${orders.account} = ${JSON.stringify(keys.gameAccount.account)}::jsonb`,
          )
        : undefined,
      keys.email ? sql`lower(${orders.contactEmail}) = ${keys.email}` : undefined,
      keys.phone ? eq(orders.contactPhone, keys.phone) : undefined,
    ].filter((condition): condition is SQL => condition !== undefined),
  );
  const counted = or(
    and(eq(promoRedemptions.status, "used"), sameBuyer),
    options.reserved && keys.userId
      ? and(eq(promoRedemptions.status, "reserved"), eq(promoRedemptions.userId, keys.userId))
      : undefined,
  );
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(promoRedemptions)
    .innerJoin(orders, eq(orders.id, promoRedemptions.orderId))
    .where(
      and(
        eq(promoRedemptions.code, code),
        counted,
        options.exceptOrderId ? ne(promoRedemptions.orderId, options.exceptOrderId) : undefined,
      ),
    );
  return row?.count ?? 0;
}
