import { and, eq, gt, isNull } from "drizzle-orm";
import type { SessionOpener } from "../../../core/auth/sign-in";
import type { SessionRepository, SessionUser } from "../../../core/auth/sessions";
import type { Database } from "../database";
import { sessions, users } from "../schema";

export function createSessionRepository(db: Database): SessionRepository {
  const live = (tokenHash: string, now: Date) =>
    and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, now));
  return {
    async findActiveUser(tokenHash: string, now: Date): Promise<SessionUser | undefined> {
      const rows = await db
        .select({ id: users.id, displayName: users.displayName, email: users.email })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(live(tokenHash, now))
        .limit(1);
      return rows[0];
    },
    async findActive(tokenHash, now) {
      const [row] = await db
        .select({
          id: users.id,
          displayName: users.displayName,
          email: users.email,
          openedBy: sessions.openedBy,
          createdAt: sessions.createdAt,
          linkRequestedAt: sessions.linkRequestedAt,
        })
        .from(sessions)
        .innerJoin(users, eq(users.id, sessions.userId))
        .where(live(tokenHash, now))
        .limit(1);
      if (!row) return undefined;
      const { openedBy, createdAt, linkRequestedAt, ...user } = row;
      // The column holds only what createSession wrote: a provider's name or "link".
      return { user, openedBy: openedBy as SessionOpener | null, createdAt, linkRequestedAt };
    },
    async requestLink(tokenHash, now) {
      await db.update(sessions).set({ linkRequestedAt: now }).where(live(tokenHash, now));
    },
    async revoke(tokenHash: string, now: Date): Promise<void> {
      await db
        .update(sessions)
        .set({ revokedAt: now })
        .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt)));
    },
  };
}
