import { and, asc, desc, eq, gt, isNull, sql, TransactionRollbackError } from "drizzle-orm";
import type { Operator, OperatorRepository, TotpState } from "../../../core/admin/operators";
import type { SecretBox } from "../../crypto/secret-box";
import type { Database } from "../database";
import { createAuditRepository } from "../records/audit-repository";
import { identities, operatorInvites, operatorSessions, operators, users } from "../schema";

const operatorColumns = {
  userId: operators.userId,
  role: operators.role,
  status: operators.status,
  displayName: users.displayName,
  email: users.email,
  totpEnrolled: sql<boolean>`${operators.totpConfirmedAt} is not null`,
  createdBy: operators.createdBy,
  createdAt: operators.createdAt,
};

const inviteColumns = {
  id: operatorInvites.id,
  role: operatorInvites.role,
  email: operatorInvites.email,
  identity: operatorInvites.identity,
  expiresAt: operatorInvites.expiresAt,
};

/** An invitation's link opens while it is neither accepted nor revoked, before it expires. */
const inviteOpen = (now: Date) =>
  and(isNull(operatorInvites.acceptedAt), isNull(operatorInvites.revokedAt), gt(operatorInvites.expiresAt, now));

export interface OperatorRepositoryOptions {
  /** The TOTP secrets are stored sealed with it (adapters/crypto/secret-box.ts). */
  secrets: SecretBox;
  /** A stored secret that does not open (TOTP_SECRET_KEY changed?): that operator's codes all fail. */
  onUnreadableSecret?: (userId: string) => void;
}

export function createOperatorRepository(db: Database, options: OperatorRepositoryOptions): OperatorRepository {
  const select = () => db.select(operatorColumns).from(operators).innerJoin(users, eq(users.id, operators.userId));
  /** The stored secret in the clear, or null (none, or one that does not open), and whether to seal it anew. */
  const openSecret = (userId: string, stored: string | null) => {
    if (stored === null) return { plain: null, legacy: false };
    const opened = options.secrets.open(stored, userId);
    if (!opened) options.onUnreadableSecret?.(userId);
    return opened ?? { plain: null, legacy: false };
  };

  return {
    async find(userId) {
      const [row] = await select().where(eq(operators.userId, userId));
      return row;
    },

    list: () => select().orderBy(asc(operators.createdAt)),

    async bootstrapAdmin(userId, identity) {
      // The primary key makes this once-only, also for two servers at once; a later disabling sticks.
      const inserted = await db.execute(sql`
        insert into ${operators} (user_id, role, status)
        select ${identities.userId}, 'admin', 'active' from ${identities}
        where ${identities.userId} = ${userId} and ${identities.provider} = ${identity.provider}
          and ${identities.subject} = ${identity.subject}
        on conflict (user_id) do nothing
        returning user_id`);
      return inserted.rows.length > 0;
    },

    async userIdentities(userId) {
      const rows = await db
        .select({ provider: identities.provider, subject: identities.subject, email: identities.email })
        .from(identities)
        .where(eq(identities.userId, userId));
      const [user] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
      const emails = [user?.email, ...rows.map((row) => row.email)].filter((email): email is string => !!email);
      return {
        emails: [...new Set(emails.map((email) => email.toLowerCase()))],
        identities: rows.map((row) => `${row.provider}:${row.subject}`),
      };
    },

    async createInvite(invite) {
      const [row] = await db.insert(operatorInvites).values(invite).returning({ id: operatorInvites.id });
      return row!.id;
    },

    async findInvite(tokenHash, now) {
      const [row] = await db
        .select(inviteColumns)
        .from(operatorInvites)
        .where(and(eq(operatorInvites.tokenHash, tokenHash), inviteOpen(now)));
      return row;
    },

    async listInvites(limit) {
      return db
        .select({
          ...inviteColumns,
          createdByName: sql<string | null>`coalesce(${users.displayName}, ${users.email})`,
          createdAt: operatorInvites.createdAt,
          acceptedAt: operatorInvites.acceptedAt,
          revokedAt: operatorInvites.revokedAt,
        })
        .from(operatorInvites)
        .leftJoin(users, eq(users.id, operatorInvites.createdBy))
        .orderBy(desc(operatorInvites.createdAt), desc(operatorInvites.id))
        .limit(limit);
    },

    revokeInvite: (id, by, now, audit) =>
      db.transaction(async (tx) => {
        // Conditional on nobody having accepted or revoked it: the row's lock orders this with an
        // acceptance in flight, and the loser finds the condition false.
        const [revoked] = await tx
          .update(operatorInvites)
          .set({ revokedAt: now, revokedBy: by })
          .where(
            and(
              eq(operatorInvites.id, id),
              isNull(operatorInvites.acceptedAt),
              isNull(operatorInvites.revokedAt),
              gt(operatorInvites.expiresAt, now),
            ),
          )
          .returning(inviteColumns);
        if (revoked) {
          await createAuditRepository(tx).append(audit(revoked));
          return { invite: revoked, revoked: true };
        }
        const [row] = await tx.select(inviteColumns).from(operatorInvites).where(eq(operatorInvites.id, id));
        return row ? { invite: row, revoked: false } : undefined;
      }),

    acceptInvite: (tokenHash, userId, now) =>
      db
        .transaction(async (tx) => {
          // The conditional update is the single use: of two accepts at once, one updates the row.
          const [invite] = await tx
            .update(operatorInvites)
            .set({ acceptedAt: now, acceptedBy: userId })
            .where(and(eq(operatorInvites.tokenHash, tokenHash), inviteOpen(now)))
            .returning({ ...inviteColumns, createdBy: operatorInvites.createdBy });
          if (!invite) return undefined;
          const created = await tx
            .insert(operators)
            .values({ userId, role: invite.role, status: "invited", createdBy: invite.createdBy })
            .onConflictDoNothing()
            .returning({ userId: operators.userId });
          if (created.length === 0) {
            // Already an operator: the rollback leaves the invite unused, for whom it was meant.
            tx.rollback();
          }
          return {
            id: invite.id,
            role: invite.role,
            email: invite.email,
            identity: invite.identity,
            expiresAt: invite.expiresAt,
          };
        })
        .catch((error: unknown) => {
          // drizzle names every error of its own "DrizzleError": the rollback is told by its class.
          if (error instanceof TransactionRollbackError) return undefined;
          throw error;
        }),

    async pendingTotpSecret(userId, newSecret) {
      await db
        .update(operators)
        .set({ totpSecret: options.secrets.seal(newSecret, userId) })
        .where(and(eq(operators.userId, userId), isNull(operators.totpSecret)));
      const [row] = await db
        .select({ secret: operators.totpSecret, confirmed: operators.totpConfirmedAt })
        .from(operators)
        .where(eq(operators.userId, userId));
      return row && !row.confirmed ? (openSecret(userId, row.secret).plain ?? undefined) : undefined;
    },

    withTotpState: (userId, decide) =>
      db.transaction(async (tx) => {
        const [row] = await tx
          .select({
            secret: operators.totpSecret,
            confirmedAt: operators.totpConfirmedAt,
            lastStep: operators.totpLastStep,
            failedAttempts: operators.totpFailedAttempts,
            lockedUntil: operators.totpLockedUntil,
          })
          .from(operators)
          .where(eq(operators.userId, userId))
          .for("update");
        if (!row) return undefined;
        const secret = openSecret(userId, row.secret);
        // Stored in the clear before secrets were sealed: sealed now, under this row's lock.
        if (secret.legacy && secret.plain !== null)
          await tx
            .update(operators)
            .set({ totpSecret: options.secrets.seal(secret.plain, userId) })
            .where(eq(operators.userId, userId));
        const state: TotpState = {
          secret: secret.plain,
          confirmed: row.confirmedAt !== null,
          lastStep: row.lastStep,
          failedAttempts: row.failedAttempts,
          lockedUntil: row.lockedUntil,
        };
        const { update, session, result } = decide(state);
        if (update) {
          await tx
            .update(operators)
            .set({
              ...(update.confirmed && !state.confirmed ? { totpConfirmedAt: new Date() } : {}),
              ...(update.lastStep !== undefined ? { totpLastStep: update.lastStep } : {}),
              ...(update.failedAttempts !== undefined ? { totpFailedAttempts: update.failedAttempts } : {}),
              ...(update.lockedUntil !== undefined ? { totpLockedUntil: update.lockedUntil } : {}),
              ...(update.status ? { status: update.status } : {}),
            })
            .where(eq(operators.userId, userId));
        }
        if (session) {
          await tx.insert(operatorSessions).values({
            userId,
            tokenHash: session.tokenHash,
            expiresAt: session.expiresAt,
            lastSeenAt: session.createdAt,
          });
        }
        return result;
      }),

    resetTotp: (userId, now) =>
      db.transaction(async (tx) => {
        // The row's lock orders this with any sign-in in flight (withTotpState): one that won opened
        // its session before this ends them all; one that waited finds no secret.
        const [row] = await tx
          .select({ status: operators.status, secret: operators.totpSecret, confirmedAt: operators.totpConfirmedAt })
          .from(operators)
          .where(eq(operators.userId, userId))
          .for("update");
        // Nothing to forget: the second of two resets at once (a double click) changes nothing.
        if (!row || (row.secret === null && row.confirmedAt === null)) return undefined;
        await tx
          .update(operators)
          .set({
            totpSecret: null,
            totpConfirmedAt: null,
            totpLastStep: null,
            totpFailedAttempts: 0,
            totpLockedUntil: null,
            ...(row.status === "active" ? { status: "invited" as const } : {}),
          })
          .where(eq(operators.userId, userId));
        await tx
          .update(operatorSessions)
          .set({ revokedAt: now })
          .where(and(eq(operatorSessions.userId, userId), isNull(operatorSessions.revokedAt)));
        return { status: row.status, enrolled: row.confirmedAt !== null };
      }),

    async setRole(userId, role) {
      await db.update(operators).set({ role }).where(eq(operators.userId, userId));
    },

    async setStatus(userId, status) {
      await db.update(operators).set({ status }).where(eq(operators.userId, userId));
    },

    async useSession(tokenHash, now, idleSince) {
      const [session] = await db
        .update(operatorSessions)
        .set({ lastSeenAt: now })
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
            gt(operatorSessions.lastSeenAt, idleSince),
          ),
        )
        .returning({ userId: operatorSessions.userId });
      if (!session) return undefined;
      const [operator] = await select().where(eq(operators.userId, session.userId));
      return operator satisfies Operator | undefined;
    },

    async revokeSession(tokenHash, now) {
      const [ended] = await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        // An expired session needs no ending: only a live one is signed out of.
        .where(
          and(
            eq(operatorSessions.tokenHash, tokenHash),
            isNull(operatorSessions.revokedAt),
            gt(operatorSessions.expiresAt, now),
          ),
        )
        .returning({ userId: operatorSessions.userId });
      return ended?.userId;
    },

    async revokeSessionsOf(userId, now) {
      await db
        .update(operatorSessions)
        .set({ revokedAt: now })
        .where(and(eq(operatorSessions.userId, userId), isNull(operatorSessions.revokedAt)));
    },
  };
}
