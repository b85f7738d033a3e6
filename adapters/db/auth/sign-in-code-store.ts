import { and, eq, gt, isNull, lt } from "drizzle-orm";
import type { SignInCodeStore } from "../../../core/auth/sign-in-codes";
import type { Database } from "../database";
import { signInCodes, users } from "../schema";

export function createSignInCodeStore(db: Database): SignInCodeStore {
  return {
    async save(codeHash, userId, expiresAt) {
      await db.insert(signInCodes).values({ codeHash, userId, expiresAt });
    },
    async consume(codeHash, now) {
      // One statement: of two devices opening the link at once, exactly one gets the session.
      const [row] = await db
        .update(signInCodes)
        .set({ usedAt: now })
        .where(and(eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
        .returning({ userId: signInCodes.userId });
      return row?.userId;
    },
    async peek(codeHash, now) {
      const [row] = await db
        .select({ userId: signInCodes.userId, displayName: users.displayName })
        .from(signInCodes)
        .innerJoin(users, eq(users.id, signInCodes.userId))
        .where(and(eq(signInCodes.codeHash, codeHash), isNull(signInCodes.usedAt), gt(signInCodes.expiresAt, now)))
        .limit(1);
      return row;
    },
    async prune(before) {
      await db.delete(signInCodes).where(lt(signInCodes.expiresAt, before));
    },
  };
}
