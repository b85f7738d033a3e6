import { and, asc, inArray, isNull, lt, or, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "./database";

/** A table whose rows jobs take with a lease (an outbox): each row's id and the end of its lease. */
type LeasedTable = PgTable & { id: AnyPgColumn; leasedUntil: AnyPgColumn };

export interface LeaseRequest {
  /** Which rows are due besides being free of a lease: pending, and whatever else the queue asks. */
  due: SQL | undefined;
  limit: number;
  leaseSeconds: number;
  /** The order the rows are taken in; by id unless given. */
  orderBy?: AnyPgColumn;
  /** The clock leases are read and set by: the database's unless given. */
  now?: Date;
}

/**
 * Leases up to `limit` due rows that no live lease holds, and answers them as leased (in no
 * particular order). SKIP LOCKED: the jobs of servers running at the same moment take different
 * rows; a row whose lease ran out (its server died mid-send) is taken again.
 */
export async function leaseDue<T extends LeasedTable>(
  db: Database,
  table: T,
  request: LeaseRequest,
): Promise<T["$inferSelect"][]> {
  const { now, leaseSeconds } = request;
  const until = now
    ? new Date(now.getTime() + leaseSeconds * 1000)
    : sql`now() + make_interval(secs => ${leaseSeconds})`;
  const free = or(isNull(table.leasedUntil), lt(table.leasedUntil, now ?? sql`now()`));
  const rows = await db
    .update(table)
    .set({ leasedUntil: until } as PgUpdateSetSource<T>)
    .where(
      inArray(
        table.id,
        db
          .select({ id: table.id })
          .from(table as PgTable)
          .where(and(request.due, free))
          .orderBy(asc(request.orderBy ?? table.id))
          .limit(request.limit)
          .for("update", { skipLocked: true }),
      ),
    )
    .returning();
  return rows as T["$inferSelect"][];
}

/** What a failed try sets on a leased row: one more attempt, its error kept short, the lease released. */
export function failedTry(attempts: AnyPgColumn, error: string) {
  return { attempts: sql`${attempts} + 1`, lastError: error.slice(0, 500), leasedUntil: null };
}

/** A row's status after a failed try: failed for good at the queue's last attempt, pending again before. */
export function statusAfterFailedTry(attempts: AnyPgColumn, maxAttempts: number): SQL {
  return sql`CASE WHEN ${attempts} + 1 >= ${maxAttempts} THEN 'failed' ELSE 'pending' END`;
}
