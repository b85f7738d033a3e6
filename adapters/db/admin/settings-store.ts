import { eq, inArray, sql } from "drizzle-orm";
import type { SettingsStore, StoredSetting } from "../../../core/admin/support-limits";
import { createAuditRepository } from "../records/audit-repository";
import type { Database, Executor } from "../database";
import { settings, users } from "../schema";

async function readRows(db: Executor, keys: readonly string[]): Promise<StoredSetting[]> {
  if (keys.length === 0) return [];
  const rows = await db
    .select({
      key: settings.key,
      value: settings.value,
      updatedBy: settings.updatedBy,
      name: users.displayName,
      email: users.email,
      updatedAt: settings.updatedAt,
    })
    .from(settings)
    .leftJoin(users, eq(users.id, settings.updatedBy))
    .where(inArray(settings.key, [...keys]));
  return rows.map((row) => ({
    key: row.key,
    value: row.value,
    updatedBy: row.updatedBy,
    updatedByName: row.name ?? row.email ?? null,
    updatedAt: row.updatedAt,
  }));
}

/**
 * The settings table. A change takes a transaction-scoped advisory lock on its key first: a key
 * without a row has nothing for SELECT ... FOR UPDATE to lock, and ten concurrent first writes must
 * still run one after another, each seeing what the previous one wrote.
 */
export function createSettingsStore(db: Database): SettingsStore {
  return {
    read: (keys) => readRows(db, keys),

    async change(key, operatorId, decide) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`settings:${key}`}))`);
        const [before] = await readRows(tx, [key]);
        const decided = decide(before);
        if (!decided) return false;
        await tx
          .insert(settings)
          .values({ key, value: decided.value, updatedBy: operatorId, updatedAt: sql`now()` })
          .onConflictDoUpdate({
            target: settings.key,
            set: { value: decided.value, updatedBy: operatorId, updatedAt: sql`now()` },
          });
        await createAuditRepository(tx).append(decided.audit);
        return true;
      });
    },
  };
}
