import { and, desc, eq, gte, ilike, inArray, lt, or, sql } from "drizzle-orm";
import { userSubject } from "../../../core/records/audit";
import { orderSubject } from "../../../core/admin/operator-refund";
import type { AuditEntry, AuditLog } from "../../../core/records/audit";
import type { AuditSearch } from "../../../core/admin/audit-search";
import { UUID_PATTERN } from "../../../core/admin/buyers";
import { normalizeOrderNumber } from "../../../core/orders/order-lookup";
import type { Executor } from "../database";
import { createBuyerStore } from "../admin/buyers";
import { auditLog, operators, orders, users } from "../schema";

/** `%` and `_` typed into a search are letters, not wildcards. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/** The audit log: insert and read only (the table's trigger refuses the rest). */
export function createAuditRepository(db: Executor): AuditLog & AuditSearch {
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

    async aboutOrder(orderId, limit = 100): Promise<AuditEntry[]> {
      return db
        .select()
        .from(auditLog)
        .where(
          or(
            eq(auditLog.subject, orderSubject(orderId)),
            and(sql`${auditLog.after} ? 'orderId'`, sql`(${auditLog.after}->>'orderId') = ${orderId}`),
          ),
        )
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(limit);
    },

    async search(query) {
      return (
        db
          .select()
          .from(auditLog)
          .where(
            and(
              query.operatorIds ? inArray(auditLog.operatorId, query.operatorIds) : undefined,
              query.action ? ilike(auditLog.action, `${escapeLike(query.action)}%`) : undefined,
              query.subjects ? inArray(auditLog.subject, query.subjects) : undefined,
              query.from ? gte(auditLog.createdAt, query.from) : undefined,
              query.to ? lt(auditLog.createdAt, query.to) : undefined,
              query.beforeId === undefined ? undefined : lt(auditLog.id, query.beforeId),
            ),
          )
          // Ids grow with time: newest first, and a cursor that never skips or repeats an entry.
          .orderBy(desc(auditLog.id))
          .limit(query.limit)
      );
    },

    async operatorsMatching(text) {
      if (UUID_PATTERN.test(text)) return [text.toLowerCase()];
      const pattern = `%${escapeLike(text)}%`;
      const rows = await db
        .select({ id: operators.userId })
        .from(operators)
        .innerJoin(users, eq(users.id, operators.userId))
        .where(or(ilike(users.email, pattern), ilike(users.displayName, pattern)))
        .limit(50);
      return rows.map((row) => row.id);
    },

    async operatorNames(ids) {
      const rows = await db
        .select({ id: users.id, name: users.displayName, email: users.email })
        .from(users)
        .where(inArray(users.id, ids));
      return new Map(rows.map((row) => [row.id, row.name ?? row.email ?? row.id]));
    },

    async subjectNames(subjects) {
      const ids = (kind: string) =>
        subjects.flatMap((subject) => {
          const id = subject.slice(kind.length + 1);
          return subject.startsWith(`${kind}:`) && UUID_PATTERN.test(id) ? [id] : [];
        });
      const [buyers, found] = await Promise.all([
        ids("user").length
          ? db
              .select({ id: users.id, name: users.displayName, email: users.email })
              .from(users)
              .where(inArray(users.id, ids("user")))
          : [],
        ids("order").length
          ? db
              .select({ id: orders.id, number: orders.number })
              .from(orders)
              .where(inArray(orders.id, ids("order")))
          : [],
      ]);
      return new Map([
        ...buyers.flatMap((row) => {
          const name = row.name ?? row.email;
          return name ? [[userSubject(row.id), name] as const] : [];
        }),
        ...found.map((row) => [orderSubject(row.id), row.number] as const),
      ]);
    },

    async subjectsMatching(text) {
      if (/^(order|user|promo|invite):\S+$/.test(text)) return [text];
      if (UUID_PATTERN.test(text)) return [`order:${text.toLowerCase()}`, `user:${text.toLowerCase()}`];
      if (text.includes("@")) {
        const buyers = await createBuyerStore(db).search({ by: "email", email: text.toLowerCase() }, 50);
        return buyers.map((buyer) => userSubject(buyer.id));
      }
      const number = normalizeOrderNumber(text);
      if (!number) return [];
      const [order] = await db.select({ id: orders.id }).from(orders).where(eq(orders.number, number)).limit(1);
      return order ? [`order:${order.id}`] : [];
    },
  };
}
