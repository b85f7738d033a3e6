import { and, eq, gt, inArray, or, sql } from "drizzle-orm";
import type { LockoutStore } from "../../../core/admin/buyer-lockouts";
import type { Database, Executor } from "../database";
import { createAuditRepository } from "../records/audit-repository";
import { identities, rateLimitHits, whatsappCodes } from "../schema";

/** Keys starting with any of the prefixes (starts_with: a key's own `_` is no wildcard). */
const startingWith = (prefixes: readonly string[]) =>
  or(...prefixes.map((prefix) => sql`starts_with(${rateLimitHits.key}, ${prefix})`));

/** A buyer's lockouts as the rate-limit counters and the WhatsApp codes table hold them. */
export function createLockoutStore(db: Database): LockoutStore {
  return {
    async phonesOf(userId) {
      const rows = await db
        .select({ phone: identities.subject })
        .from(identities)
        .where(and(eq(identities.userId, userId), eq(identities.provider, "whatsapp")));
      return rows.map((row) => row.phone);
    },

    checkCounters: (prefixes, now) =>
      db
        .select({ key: rateLimitHits.key, hits: rateLimitHits.hits, windowEnd: rateLimitHits.windowEnd })
        .from(rateLimitHits)
        .where(and(startingWith(prefixes), gt(rateLimitHits.windowEnd, now))),

    sendsSince: (phones, since) =>
      db
        .select({ phone: whatsappCodes.phone, at: whatsappCodes.createdAt })
        .from(whatsappCodes)
        .where(and(inArray(whatsappCodes.phone, [...phones]), gt(whatsappCodes.createdAt, since))),

    clear: (prefixes, phones, since, audit) =>
      db.transaction(async (tx: Executor) => {
        const counters = await tx
          .delete(rateLimitHits)
          .where(startingWith(prefixes))
          .returning({ key: rateLimitHits.key });
        const sends = await tx
          .delete(whatsappCodes)
          .where(and(inArray(whatsappCodes.phone, [...phones]), gt(whatsappCodes.createdAt, since)))
          .returning({ id: whatsappCodes.id });
        const forgot = counters.length + sends.length;
        if (forgot > 0) await createAuditRepository(tx).append(audit);
        return forgot;
      }),
  };
}
