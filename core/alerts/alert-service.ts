import { loggableId } from "../loggable-id";
import type { Money } from "../money";
import {
  AlertNotSent,
  incidentKey,
  JOB_FAILURES_IN_A_ROW,
  OPERATOR_RATE_LIMIT,
  PROVIDER_ERRORS,
  type AlertEvent,
  type AlertMessage,
  type AlertPhase,
  type AlertRecipients,
  type AlertSender,
  type AlertStore,
  type Incident,
  type PendingAlert,
} from "./alerts";

export interface AlertServiceDeps {
  store: AlertStore;
  recipients: AlertRecipients;
  /** One sender per channel; a channel without one (no bot token) is logged only. */
  senders: Partial<Record<PendingAlert["channel"], AlertSender>>;
  /** Writes a message's words in the operator's language, with its console link. */
  compose: (incident: Incident, phase: AlertPhase, alert: PendingAlert) => { subject: string; text: string };
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
  clock?: () => Date;
}

/** What the rest of the shop calls: each never throws, so an alert can never break an order. */
export interface AlertReporter {
  report(event: AlertEvent): Promise<void>;
  clear(event: AlertEvent): Promise<void>;
}

/**
 * The alerts: events grouped into incidents (core/alerts/alerts.ts), their messages queued in the
 * database in the same transaction and sent by a job that retries, so each operator gets one
 * message per incident however many servers see the event.
 */
export function createAlerts(deps: AlertServiceDeps) {
  const { store, log } = deps;
  const now = () => deps.clock?.() ?? new Date();
  // Per server: a provider's recent errors, and each job's failed runs in a row.
  const providerErrors = new Map<string, number[]>();
  const jobFailures = new Map<string, number>();

  async function report(event: AlertEvent): Promise<void> {
    const key = incidentKey(event);
    // The one log line per event, whether or not anyone is told; an order by its loggable id only.
    const line = {
      alert: event.kind,
      incident: key,
      ...(event.kind === "deliveryFailed" ? { order: loggableId(event.orderId) } : {}),
    };
    if (event.kind === "moneyOutOfBalance" || event.kind === "deliveryFailed") log.error(line, "alert");
    else log.warn(line, "alert");
    try {
      const subscribed = await deps.recipients.subscribed(event.kind);
      await store.record({
        key,
        event,
        now: now(),
        recipients: (recent) =>
          subscribed.filter((recipient) => {
            const sent = recent.get(recipient.operatorId) ?? 0;
            if (sent < OPERATOR_RATE_LIMIT.messages) return true;
            log.warn(
              { alert: event.kind, incident: key, operator: recipient.operatorId },
              "alert over the operator's rate limit: not sent",
            );
            return false;
          }),
      });
    } catch (error) {
      log.error({ err: error, alert: event.kind, incident: key }, "alert not recorded");
    }
  }

  async function clear(event: AlertEvent): Promise<void> {
    try {
      await store.close(incidentKey(event), now());
    } catch (error) {
      log.error({ err: error, alert: event.kind, incident: incidentKey(event) }, "alert not cleared");
    }
  }

  return {
    report,
    clear,

    /** The entry point a supplier-balance watcher calls when a balance is under its threshold. */
    supplierBalanceLow(supplier: string, balance: Money, threshold: Money): Promise<void> {
      return report({ kind: "supplierBalanceLow", supplier, balance, threshold });
    },

    /** A payment provider answered an error: an incident from PROVIDER_ERRORS.threshold within its window. */
    async providerError(provider: string, operation: string): Promise<void> {
      const at = now().getTime();
      const recent = (providerErrors.get(provider) ?? []).filter(
        (time) => at - time < PROVIDER_ERRORS.minutes * 60_000,
      );
      recent.push(at);
      providerErrors.set(provider, recent);
      if (recent.length >= PROVIDER_ERRORS.threshold)
        await report({ kind: "providerErrors", provider, operation, errors: recent.length });
    },

    /** A run of a background job failed, or (`ok`) went through: the incident opens after a few in a row and clears on success. */
    async jobRun(job: string, ok: boolean): Promise<void> {
      const failures = ok ? 0 : (jobFailures.get(job) ?? 0) + 1;
      const before = jobFailures.get(job) ?? 0;
      jobFailures.set(job, failures);
      if (ok && before >= JOB_FAILURES_IN_A_ROW) await clear({ kind: "jobFailing", job, failures: before });
      if (failures >= JOB_FAILURES_IN_A_ROW) await report({ kind: "jobFailing", job, failures });
    },

    /**
     * The job: closes incidents gone quiet (queueing their follow-ups), then sends what is queued.
     * A message is sent by one server (a lease); a failure waits as long as the channel asked, or
     * is retried on the next run until ALERT_MAX_ATTEMPTS; a chat that refuses the bot is given up.
     */
    async run(limit = 50): Promise<{ closed: number; sent: number; failed: number }> {
      const closed = await store.closeQuiet(now());
      let sent = 0;
      let failed = 0;
      for (const alert of await store.claim(limit, 120, now())) {
        const message: AlertMessage = {
          channel: alert.channel,
          address: alert.address,
          language: alert.language,
          key: `alert:${alert.incident.id}:${alert.phase}:${alert.id}:${alert.channel}`,
          ...deps.compose(alert.incident, alert.phase, alert),
        };
        const sender = deps.senders[alert.channel];
        try {
          if (sender) await sender.send(message);
          else
            log.warn(
              { alert: alert.incident.event.kind, incident: alert.incident.key, channel: alert.channel },
              "alert channel not configured: logged only",
            );
          await store.sent(alert.id, now());
          sent += 1;
        } catch (error) {
          const reason = error instanceof Error ? error.message : String(error);
          const retry = error instanceof AlertNotSent ? error.retry : {};
          log.warn(
            { alert: alert.incident.event.kind, incident: alert.incident.key, channel: alert.channel, err: reason },
            "alert not sent; retried later unless refused for good",
          );
          await store.failed(alert.id, reason, retry, now());
          failed += 1;
        }
      }
      return { closed, sent, failed };
    },
  };
}

export type Alerts = ReturnType<typeof createAlerts>;
