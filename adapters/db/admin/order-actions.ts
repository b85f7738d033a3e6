import { and, desc, eq, isNotNull, max, sql } from "drizzle-orm";
import type { OrderActionStore } from "../../../core/admin/order-actions";
import type { LimitReleaseStore } from "../../../core/admin/purchase-limit-release";
import type { OrderOutboxStore, OutboxItem } from "../../../core/admin/order-outbox";
import { POLLED_ANSWER_KINDS, type ProviderAnswerLog } from "../../../core/records/provider-answers";
import { createAuditRepository } from "../records/audit-repository";
import type { Database, Executor } from "../database";
import { toOrderRecord } from "../orders/order-unit";
import {
  accountNotices,
  orderResolutions,
  orders,
  outboxMessages,
  providerAnswers,
  receiptResends,
  receipts,
  refunds,
} from "../schema";

/** The order's row, locked to the end of the transaction: the console's actions on one order take turns. */
async function lockOrder(tx: Executor, orderId: string) {
  const [row] = await tx.select().from(orders).where(eq(orders.id, orderId)).for("update");
  return row;
}

/** The newest resolution of an order, or null. */
async function lastResolvedAt(db: Executor, orderId: string): Promise<Date | null> {
  const [row] = await db
    .select({ at: max(orderResolutions.createdAt) })
    .from(orderResolutions)
    .where(eq(orderResolutions.orderId, orderId));
  return row?.at ?? null;
}

export function createOrderActionStore(db: Database): OrderActionStore & OrderOutboxStore & LimitReleaseStore {
  return {
    releaseLimit(orderId, decide, audit) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return undefined;
        const decided = decide(toOrderRecord(order));
        if (decided.ok && decided.outcome === "released") {
          await tx
            .update(orders)
            .set({ limitReleasedAt: sql`now()` })
            .where(eq(orders.id, orderId));
          await createAuditRepository(tx).append(audit(decided.reason));
        }
        return decided;
      });
    },

    resolve(orderId, decide, audit) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return undefined;
        const [refund] = await tx
          .select({ at: max(refunds.updatedAt) })
          .from(refunds)
          .where(eq(refunds.orderId, orderId));
        const lastChangeAt = refund?.at && refund.at > order.updatedAt ? refund.at : order.updatedAt;
        const decided = decide({ lastChangeAt, lastResolvedAt: await lastResolvedAt(tx, orderId) });
        if (decided.ok && decided.outcome === "resolved") {
          const entry = audit(decided.note);
          await tx.insert(orderResolutions).values({ orderId, operatorId: entry.operatorId!, note: decided.note });
          await createAuditRepository(tx).append(entry);
        }
        return decided;
      });
    },

    resendReceipt(orderId, key, decide, audit) {
      return db.transaction(async (tx) => {
        const order = await lockOrder(tx, orderId);
        if (!order) return undefined;
        const decided = decide(toOrderRecord(order));
        if (!decided.ok) return decided;
        const entry = audit({ channel: decided.channel, recipient: decided.recipient });
        const [fresh] = await tx
          .insert(receiptResends)
          .values({
            key,
            orderId,
            operatorId: entry.operatorId!,
            channel: decided.channel,
            recipient: decided.recipient,
          })
          .onConflictDoNothing()
          .returning({ key: receiptResends.key });
        if (!fresh) return { ...decided, outcome: "existing" as const };
        // One receipt per order and channel: it goes back to the queue, to the address decided now.
        await tx
          .insert(receipts)
          .values({ orderId, channel: decided.channel, recipient: decided.recipient })
          .onConflictDoUpdate({
            target: [receipts.orderId, receipts.channel],
            set: {
              recipient: decided.recipient,
              status: "pending",
              attempts: 0,
              lastError: null,
              leasedUntil: null,
              sentAt: null,
            },
          });
        await createAuditRepository(tx).append(entry);
        return { ...decided, outcome: "queued" as const };
      });
    },

    async outbox(orderId) {
      const [queued, notices, written] = await Promise.all([
        db.select().from(receipts).where(eq(receipts.orderId, orderId)),
        db.select().from(accountNotices).where(eq(accountNotices.orderId, orderId)),
        db
          .select()
          .from(outboxMessages)
          .where(and(isNotNull(outboxMessages.orderId), eq(outboxMessages.orderId, orderId)))
          .orderBy(desc(outboxMessages.id))
          .limit(100),
      ]);
      return [
        ...queued.map((row): OutboxItem => ({
          source: "receipt",
          channel: row.channel,
          recipient: row.recipient,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          at: row.createdAt,
          sentAt: row.sentAt,
        })),
        ...notices.map((row): OutboxItem => ({
          source: "accountCorrected",
          channel: row.channel,
          recipient: row.recipient,
          status: row.status,
          attempts: row.attempts,
          lastError: row.lastError,
          at: row.createdAt,
          sentAt: row.sentAt,
        })),
        ...written.map((row): OutboxItem => ({
          source: "outbox",
          channel: row.channel,
          recipient: row.recipient,
          status: "sent",
          attempts: 1,
          lastError: null,
          at: row.createdAt,
          sentAt: row.createdAt,
        })),
      ];
    },
  };
}

/** The providers' answers about orders (core/records/provider-answers.ts): written as redacted there. */
export function createProviderAnswerRepository(db: Executor): ProviderAnswerLog & {
  ofOrder(orderId: string): Promise<(typeof providerAnswers.$inferSelect)[]>;
} {
  return {
    async record(answer) {
      const row = {
        orderId: answer.orderId,
        provider: answer.provider,
        kind: answer.kind,
        answer: answer.answer ?? {},
      };
      if (!POLLED_ANSWER_KINDS.has(answer.kind)) {
        await db.insert(providerAnswers).values(row);
        return;
      }
      const value = JSON.stringify(row.answer);
      await db.execute(sql`
        INSERT INTO ${providerAnswers} (order_id, provider, kind, answer)
        SELECT ${row.orderId}, ${row.provider}, ${row.kind}, ${value}::jsonb
        WHERE NOT EXISTS (
          SELECT 1 FROM (
            SELECT ${providerAnswers.answer} AS answer FROM ${providerAnswers}
            WHERE ${providerAnswers.orderId} = ${row.orderId}
              AND ${providerAnswers.provider} = ${row.provider}
              AND ${providerAnswers.kind} = ${row.kind}
            ORDER BY ${providerAnswers.id} DESC LIMIT 1
          ) AS last
          WHERE last.answer = ${value}::jsonb
        )`);
    },
    ofOrder: (orderId) =>
      db.select().from(providerAnswers).where(eq(providerAnswers.orderId, orderId)).orderBy(providerAnswers.id),
  };
}
