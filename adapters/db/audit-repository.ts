import { desc, eq } from "drizzle-orm";
import type { AuditEntry, AuditLog } from "../../core/admin/audit";
import type { Executor } from "./database";
import { auditLog } from "./schema";

/** The audit log: insert and read only (the table's trigger refuses the rest). */
export function createAuditRepository(db: Executor): AuditLog {
  return {
    async append(entry) {
      await db.insert(auditLog).values({
        operatorId: entry.operatorId,
        action: entry.action,
        subject: entry.subject,
        before: entry.before ?? null,
        after: entry.after ?? null,
        reason: entry.reason ?? null,
        requestId: entry.requestId ?? null,
      });
    },
    async bySubject(subject, limit = 100): Promise<AuditEntry[]> {
      return db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, subject))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },
  };
}
