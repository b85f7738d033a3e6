import { eq } from "drizzle-orm";
import type { AccountRepository } from "../../core/auth/accounts";
import type { Database } from "./database";
import { users } from "./schema";

export function createAccountRepository(db: Database): AccountRepository {
  return {
    async deleteAccount(userId: string): Promise<boolean> {
      // Sessions reference users with ON DELETE CASCADE, so this one statement signs out everywhere.
      const deleted = await db.delete(users).where(eq(users.id, userId)).returning({ id: users.id });
      return deleted.length > 0;
    },
  };
}
