import { and, eq, gt, isNull } from "drizzle-orm";
import type { SessionRepository, SessionUser } from "../../core/auth/sessions";
import type { Database } from "./database";
import { sessions, users } from "./schema";

export function createSessionRepository(db: Database): SessionRepository {
  return {
    async findActiveUser(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
      const rows = await db
        .select({ id: users.id, displayName: users.displayName, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
        .limit(1);
      return rows[0];
    },
    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
