import { and, asc, eq } from "drizzle-orm";
import type { IdentityRepository } from "../../../core/auth/sign-in";
import type { Database } from "../database";
import { identities, sessions, users } from "../schema";

/** Another sign-in created the same identity a moment before this one: read it and go on with it. */
class IdentityCreatedConcurrently extends Error {}

export function createIdentityRepository(db: Database): IdentityRepository {
  const resolveOnce: IdentityRepository["resolve"] = (identity, linkTo) =>
    db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ userId: identities.userId })
        .from(identities)
        .where(and(eq(identities.provider, identity.provider), eq(identities.subject, identity.subject)))
        .limit(1);
      if (existing)
        return linkTo && existing.userId !== linkTo ? { conflict: true as const } : { userId: existing.userId };
      let userId = linkTo;
      if (!userId) {
        const [user] = await tx
          .insert(users)
          .values({ displayName: identity.displayName, email: identity.email })
          .returning({ id: users.id });
        userId = user!.id;
      }
      // Two first sign-ins racing for one identity: the unique index lets one win; the other rolls
      // back (its new user with it) and finds the winner's identity on its second try.
      const inserted = await tx
        .insert(identities)
        .values({
          userId,
          provider: identity.provider,
          subject: identity.subject,
          email: identity.email,
          displayName: identity.displayName,
        })
        .onConflictDoNothing()
        .returning({ userId: identities.userId });
      if (inserted.length === 0) throw new IdentityCreatedConcurrently();
      return { userId };
    });

  return {
    async resolve(identity, linkTo) {
      try {
        return await resolveOnce(identity, linkTo);
      } catch (error) {
        if (!(error instanceof IdentityCreatedConcurrently)) throw error;
        return resolveOnce(identity, linkTo);
      }
    },
    async createSession(userId, tokenHash, expiresAt, openedBy) {
      await db.insert(sessions).values({ userId, tokenHash, expiresAt, openedBy });
    },
    async list(userId) {
      const rows = await db
        .select({
          provider: identities.provider,
          displayName: identities.displayName,
          email: identities.email,
          createdAt: identities.createdAt,
        })
        .from(identities)
        .where(eq(identities.userId, userId))
        .orderBy(asc(identities.createdAt));
      return rows;
    },
  };
}
