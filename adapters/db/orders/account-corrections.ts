import { desc, eq } from "drizzle-orm";
import type { Executor } from "../database";
import { orderAccountCorrections } from "../schema";

/** When support last corrected the order's game account, or null (the buyer's order page says so). */
export async function lastAccountCorrection(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: orderAccountCorrections.createdAt })
    .from(orderAccountCorrections)
    .where(eq(orderAccountCorrections.orderId, orderId))
    .orderBy(desc(orderAccountCorrections.createdAt))
    .limit(1);
  return row?.at ?? null;
}
