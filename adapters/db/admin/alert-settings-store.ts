import { eq, sql } from "drizzle-orm";
import type { AlertSettingsStore, OperatorAlertSettings } from "../../../core/admin/alert-settings";
import { createAuditRepository } from "../records/audit-repository";
import type { Database, Executor } from "../database";
import { operatorAlerts } from "../schema";

async function read(db: Executor, operatorId: string): Promise<OperatorAlertSettings | undefined> {
  const [row] = await db.select().from(operatorAlerts).where(eq(operatorAlerts.operatorId, operatorId));
  return row
    ? { telegramChatId: row.telegramChatId, email: row.email, kinds: row.kinds, language: row.language }
    : undefined;
}

/**
 * Operators' alert settings. A change takes a transaction-scoped advisory lock on the operator first:
 * a first save has no row for SELECT ... FOR UPDATE to lock, and two saves at once must still run one
 * after the other, each seeing what the previous one wrote.
 */
export function createAlertSettingsStore(db: Database): AlertSettingsStore {
  return {
    find: (operatorId) => read(db, operatorId),

    change(operatorId, decide) {
      return db.transaction(async (tx) => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`operator_alerts:${operatorId}`}))`);
        const decided = decide(await read(tx, operatorId));
        if (!decided) return false;
        const row = { ...decided.value, updatedAt: sql`now()` };
        await tx
          .insert(operatorAlerts)
          .values({ operatorId, ...row })
          .onConflictDoUpdate({ target: operatorAlerts.operatorId, set: row });
        await createAuditRepository(tx).append(decided.audit);
        return true;
      });
    },
  };
}
