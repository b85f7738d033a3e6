import { eq, inArray } from "drizzle-orm";
import type { AccountRepository } from "../../core/auth/accounts";
import type { Database } from "./database";
import { orders, receipts, users } from "./schema";

export function createAccountRepository(db: Database): AccountRepository {
  return {
    async deleteAccount(userId: string): Promise<boolean> {
      return db.transaction(async (tx) => {
        // Orders stay (the shop's books and the public order links need them) but no longer point
        // at the person: the receipt contacts go, and user_id is nulled by its ON DELETE SET NULL.
        await tx
          .delete(receipts)
          .where(inArray(receipts.orderId, tx.select({ id: orders.id }).from(orders).where(eq(orders.userId, userId))));
        await tx.update(orders).set({ contactEmail: null, contactPhone: null }).where(eq(orders.userId, userId));
        // Sessions and identities reference users with ON DELETE CASCADE: this signs out everywhere.
        const deleted = await tx.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
        return deleted.length > 0;
      });
    },
  };
}
