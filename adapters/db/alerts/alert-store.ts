import { and, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import {
  ALERT_KINDS,
  ALERT_MAX_ATTEMPTS,
  incidentQuiet,
  OPERATOR_RATE_LIMIT,
  QUIET_MINUTES,
  type AlertKind,
  type AlertRecipients,
  type AlertStore,
} from "../../../core/alerts/alerts";
import type { Database, Executor } from "../database";
import { failedTry, leaseDue, statusAfterFailedTry } from "../leases";
import { alertIncidents, alertMessages, operatorAlerts, operators } from "../schema";

/** Closes one open incident and queues its follow-up to everyone its opening reached (or still may). */
async function closeIncident(tx: Executor, id: number, now: Date): Promise<boolean> {
  const closed = await tx
    .update(alertIncidents)
    .set({ closedAt: now })
    .where(and(eq(alertIncidents.id, id), isNull(alertIncidents.closedAt)))
    .returning({ id: alertIncidents.id });
  if (closed.length === 0) return false;
  await tx.execute(sql`
    INSERT INTO ${alertMessages} (incident_id, phase, operator_id, channel, address, language, due_at, created_at)
    SELECT incident_id, 'cleared', operator_id, channel, address, language, ${now}, ${now}
    FROM ${alertMessages}
    WHERE incident_id = ${id} AND phase = 'opened' AND status <> 'failed'
    ON CONFLICT ON CONSTRAINT alert_messages_once DO NOTHING`);
  return true;
}

/** Incidents and their outbox in PostgreSQL (decision 046). */
export function createAlertStore(db: Database): AlertStore {
  return {
    record({ key, event, now, recipients }) {
      return db.transaction(async (tx) => {
        const openRows = await tx
          .select()
          .from(alertIncidents)
          .where(and(eq(alertIncidents.key, key), isNull(alertIncidents.closedAt)))
          .for("update");
        const open = openRows[0];
        if (open && incidentQuiet(open, now)) await closeIncident(tx, open.id, now);
        else if (open) {
          const [counted] = await tx
            .update(alertIncidents)
            .set({ count: sql`${alertIncidents.count} + 1`, lastAt: now })
            .where(eq(alertIncidents.id, open.id))
            .returning();
          return { opened: false, incidentId: counted!.id, count: counted!.count };
        }
        const [inserted] = await tx
          .insert(alertIncidents)
          .values({ kind: event.kind, key, event, openedAt: now, lastAt: now })
          .onConflictDoNothing()
          .returning();
        if (!inserted) {
          // Another server opened it a moment ago (its insert held ours until it committed): count.
          const [counted] = await tx
            .update(alertIncidents)
            .set({ count: sql`${alertIncidents.count} + 1`, lastAt: now })
            .where(and(eq(alertIncidents.key, key), isNull(alertIncidents.closedAt)))
            .returning();
          return { opened: false, incidentId: counted!.id, count: counted!.count };
        }
        const recent = await tx
          .select({ operatorId: alertMessages.operatorId, sent: sql<number>`count(*)::int` })
          .from(alertMessages)
          .where(gt(alertMessages.createdAt, new Date(now.getTime() - OPERATOR_RATE_LIMIT.minutes * 60_000)))
          .groupBy(alertMessages.operatorId);
        const chosen = recipients(new Map(recent.map((row) => [row.operatorId, row.sent])));
        if (chosen.length > 0)
          await tx
            .insert(alertMessages)
            .values(
              chosen.map((recipient) => ({
                incidentId: inserted.id,
                phase: "opened" as const,
                operatorId: recipient.operatorId,
                channel: recipient.channel,
                address: recipient.address,
                language: recipient.language,
                dueAt: now,
                // The rate limit counts by the events' clock, as the incidents' windows do.
                createdAt: now,
              })),
            )
            .onConflictDoNothing();
        return { opened: true, incidentId: inserted.id, count: 1 };
      });
    },

    close(key, now) {
      return db.transaction(async (tx) => {
        const [open] = await tx
          .select({ id: alertIncidents.id })
          .from(alertIncidents)
          .where(and(eq(alertIncidents.key, key), isNull(alertIncidents.closedAt)));
        return open ? closeIncident(tx, open.id, now) : false;
      });
    },

    closeQuiet(now) {
      return db.transaction(async (tx) => {
        let closed = 0;
        for (const kind of ALERT_KINDS) {
          const quiet = await tx
            .select({ id: alertIncidents.id })
            .from(alertIncidents)
            .where(
              and(
                eq(alertIncidents.kind, kind),
                isNull(alertIncidents.closedAt),
                lte(alertIncidents.lastAt, new Date(now.getTime() - QUIET_MINUTES[kind] * 60_000)),
              ),
            );
          for (const { id } of quiet) if (await closeIncident(tx, id, now)) closed += 1;
        }
        return closed;
      });
    },

    async claim(limit, leaseSeconds, now) {
      const due = and(eq(alertMessages.status, "pending"), lte(alertMessages.dueAt, now));
      const rows = await leaseDue(db, alertMessages, { due, limit, leaseSeconds, now });
      if (rows.length === 0) return [];
      const incidents = await db
        .select()
        .from(alertIncidents)
        .where(
          inArray(
            alertIncidents.id,
            rows.map((row) => row.incidentId),
          ),
        );
      const byId = new Map(incidents.map((incident) => [incident.id, incident]));
      return rows
        .sort((a, b) => a.id - b.id)
        .map((row) => {
          const incident = byId.get(row.incidentId)!;
          return {
            id: row.id,
            incident: {
              id: incident.id,
              key: incident.key,
              event: incident.event,
              count: incident.count,
              openedAt: incident.openedAt,
              closedAt: incident.closedAt,
            },
            phase: row.phase,
            channel: row.channel,
            address: row.address,
            language: row.language,
            attempts: row.attempts,
          };
        });
    },

    async sent(id, now) {
      await db
        .update(alertMessages)
        .set({ status: "sent", sentAt: now, leasedUntil: null })
        .where(eq(alertMessages.id, id));
    },

    async failed(id, error, retry, now) {
      const lastError = error.slice(0, 500);
      if (retry.afterSeconds !== undefined && !retry.permanent) {
        await db
          .update(alertMessages)
          .set({ lastError, leasedUntil: null, dueAt: new Date(now.getTime() + retry.afterSeconds * 1000) })
          .where(eq(alertMessages.id, id));
        return;
      }
      await db
        .update(alertMessages)
        .set({
          ...failedTry(alertMessages.attempts, error),
          status: retry.permanent ? "failed" : statusAfterFailedTry(alertMessages.attempts, ALERT_MAX_ATTEMPTS),
        })
        .where(eq(alertMessages.id, id));
    },
  };
}

/** The active operators who asked for a kind: a Telegram chat and/or an e-mail each. */
export function createAlertRecipients(db: Database): AlertRecipients {
  return {
    async subscribed(kind: AlertKind) {
      const rows = await db
        .select({
          operatorId: operatorAlerts.operatorId,
          chat: operatorAlerts.telegramChatId,
          email: operatorAlerts.email,
          language: operatorAlerts.language,
        })
        .from(operatorAlerts)
        .innerJoin(operators, eq(operators.userId, operatorAlerts.operatorId))
        .where(and(eq(operators.status, "active"), sql`${operatorAlerts.kinds} @> ${JSON.stringify([kind])}::jsonb`));
      return rows.flatMap((row) => [
        ...(row.chat
          ? [{ operatorId: row.operatorId, channel: "telegram" as const, address: row.chat, language: row.language }]
          : []),
        ...(row.email
          ? [{ operatorId: row.operatorId, channel: "email" as const, address: row.email, language: row.language }]
          : []),
      ]);
    },
  };
}
