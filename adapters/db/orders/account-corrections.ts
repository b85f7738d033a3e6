import { asc, eq } from "drizzle-orm";
import type { AccountCorrectionNote } from "../../../core/orders/receipts";
import type { Executor } from "../database";
import { orderAccountCorrections } from "../schema";

/** Every correction of the order's game account, oldest first, as the buyer is told of it (no operator, no reason). */
export async function accountCorrectionNotes(db: Executor, orderId: string): Promise<AccountCorrectionNote[]> {
  const rows = await db
    .select()
    .from(orderAccountCorrections)
    .where(eq(orderAccountCorrections.orderId, orderId))
    .orderBy(asc(orderAccountCorrections.createdAt), asc(orderAccountCorrections.id));
  return rows.map(correctionNote);
}

/**
 * A correction's accounts as the buyer reads them: the labels the game's form wrote; a correction
 * stored without them reads its fields' values in order.
 */
export function correctionNote(row: typeof orderAccountCorrections.$inferSelect): AccountCorrectionNote {
  return {
    before: row.beforeLabel ?? Object.values(row.before).join(" "),
    after: row.afterLabel ?? Object.values(row.after).join(" "),
    at: row.createdAt,
  };
}
