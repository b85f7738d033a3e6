import { and, asc, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from "drizzle-orm";
import type { OrderSearchQuery, OrderSearchRow, OrderSearchStore } from "../../../core/admin/order-search";
import type { Currency } from "../../../core/money";
import type { Database } from "../database";
import { containing } from "../like-pattern";
import { identities, orders, refunds, users } from "../schema";

/** Every value of an order's game account as one JSON array: the expression orders_account_values_idx holds. */
export const accountValues = sql`jsonb_path_query_array(${orders.account}, '$.*')`;

/** An order as the console lists it (core/admin/order-search.ts OrderSearchRow). */
export const orderRowColumns = {
  id: orders.id,
  number: orders.number,
  status: orders.status,
  gameSlug: orders.gameSlug,
  productSku: orders.productSku,
  productTitle: orders.productTitle,
  accountLabel: orders.accountLabel,
  nickname: orders.nickname,
  contactEmail: orders.contactEmail,
  contactPhone: orders.contactPhone,
  amount: orders.total,
  currency: orders.currency,
  createdAt: orders.createdAt,
  paidAt: orders.paidAt,
  limitReleasedAt: orders.limitReleasedAt,
  userId: orders.userId,
};

export function toOrderRow({
  amount,
  currency,
  ...row
}: Omit<OrderSearchRow, "total"> & { amount: number; currency: Currency }): OrderSearchRow {
  return { ...row, total: { amount, currency } };
}

/**
 * The rows after the previous page's last, and the order, of a sort: the time sorts read created_at
 * (an index with each filter's column), the total sorts the currency, then the total, then the id.
 */
function sortOf(query: OrderSearchQuery): { after?: SQL; orderBy: SQL[] } {
  const sort = query.sort ?? "newest";
  const down = sort === "newest" || sort === "largest";
  const direction = down ? desc : asc;
  const beyond = down ? sql.raw("<") : sql.raw(">");
  const after = query.after;
  if (sort === "largest" || sort === "smallest") {
    const total = after && "total" in after ? after.total : undefined;
    return {
      after: total
        ? sql`(${orders.currency} > ${total.currency} OR (${orders.currency} = ${total.currency} AND (${orders.total}, ${orders.id}) ${beyond} (${total.amount}, ${after!.id}::uuid)))`
        : undefined,
      orderBy: [asc(orders.currency), direction(orders.total), direction(orders.id)],
    };
  }
  const createdAt = after && "createdAt" in after ? after.createdAt : undefined;
  return {
    after: createdAt
      ? sql`(${orders.createdAt}, ${orders.id}) ${beyond} (${createdAt.toISOString()}::timestamptz, ${after!.id}::uuid)`
      : undefined,
    orderBy: [direction(orders.createdAt), direction(orders.id)],
  };
}

/**
 * The console's order search. Each filter is a condition one index of migration 0023 answers (the
 * number's unique index, lower(contact_email), contact_phone, the account values' GIN index, status or
 * game with created_at); newest first is that index read backwards, so a page reads a page of rows.
 * A part of an ID or of a nickname is found through the trigram indexes of migration 0037. An e-mail finds the orders whose receipt went to it and those of every buyer who signs in with it:
 * the buyers are read first, so that the orders are one index or the other (orders_user_idx).
 */
export function createOrderSearchStore(db: Database): OrderSearchStore {
  /** The buyers whose account or any linked sign-in method has this e-mail (lower-cased). */
  async function buyersWithEmail(email: string): Promise<string[]> {
    const rows = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(sql`lower(${users.email})`, email))
      .union(
        db
          .select({ id: identities.userId })
          .from(identities)
          .where(eq(sql`lower(${identities.email})`, email)),
      );
    return rows.map((row) => row.id);
  }

  return {
    async search(query) {
      const sort = sortOf(query);
      const buyers = query.email ? await buyersWithEmail(query.email) : [];
      const byEmail = query.email ? sql`lower(${orders.contactEmail}) = ${query.email}` : undefined;
      const conditions: (SQL | undefined)[] = [
        query.number ? eq(orders.number, query.number) : undefined,
        query.gameIds
          ? or(
              ...query.gameIds.map((values) => sql`${accountValues} @> ${JSON.stringify(values)}::jsonb`),
              query.gameIdPart ? ilike(orders.accountLabel, containing(query.gameIdPart)) : undefined,
            )
          : undefined,
        query.nickname ? ilike(orders.nickname, containing(query.nickname)) : undefined,
        byEmail && buyers.length > 0 ? or(byEmail, inArray(orders.userId, buyers)) : byEmail,
        query.phone ? eq(orders.contactPhone, query.phone) : undefined,
        query.status ? eq(orders.status, query.status) : undefined,
        query.refunded
          ? sql`exists (select 1 from ${refunds} where ${refunds.orderId} = ${orders.id} and ${refunds.kind} = 'order' and ${refunds.status} <> 'refused')`
          : undefined,
        query.gameSlug ? eq(orders.gameSlug, query.gameSlug) : undefined,
        query.from ? gte(orders.createdAt, query.from) : undefined,
        query.to ? lt(orders.createdAt, query.to) : undefined,
        sort.after,
      ];
      const rows = await db
        .select({ ...orderRowColumns, buyerName: sql<string | null>`coalesce(${users.displayName}, ${users.email})` })
        .from(orders)
        .leftJoin(users, eq(users.id, orders.userId))
        .where(and(...conditions))
        .orderBy(...sort.orderBy)
        .limit(query.limit);
      return rows.map(toOrderRow);
    },
  };
}
