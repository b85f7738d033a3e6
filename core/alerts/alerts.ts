import type { Language } from "../locales";
import type { Money } from "../money";

/**
 * Alerts: what operators are told without opening the console. Each event belongs to an incident
 * (its key); the first event of an incident sends one message to every operator who asked for its
 * kind, more events of the same open incident only count, and a follow-up with the count goes out
 * when the incident clears (explicitly, or when its kind's quiet window passes without an event).
 */
export const ALERT_KINDS = [
  "deliveryFailed",
  "deliveriesLate",
  "supplierBalanceLow",
  "providerErrors",
  "jobFailing",
  "moneyOutOfBalance",
  "deliveredTwice",
] as const;
export type AlertKind = (typeof ALERT_KINDS)[number];

/** One event, with what its message names; never a secret, never a buyer's contact. */
export type AlertEvent =
  | { kind: "deliveryFailed"; game: string; supplier: string; orderId: string; orderNumber: string }
  | { kind: "deliveriesLate"; supplier: string; orders: number }
  | { kind: "supplierBalanceLow"; supplier: string; balance: Money; threshold: Money }
  | { kind: "providerErrors"; provider: string; operation: string; errors: number }
  | { kind: "jobFailing"; job: string; failures: number }
  /** `orderId`: the order whose payment is out of balance, where the link leads. */
  | { kind: "moneyOutOfBalance"; scope: string; difference: Money; orderId?: string }
  /** A purchase given up at one supplier landed after another supplier delivered the same unit. */
  | { kind: "deliveredTwice"; supplier: string; orderId: string; orderNumber: string };

/** The incident an event belongs to: one per game and supplier, per supplier, per provider, per job. */
export function incidentKey(event: AlertEvent): string {
  switch (event.kind) {
    case "deliveryFailed":
      return `deliveryFailed:${event.game}:${event.supplier}`;
    case "deliveriesLate":
      return `deliveriesLate:${event.supplier}`;
    case "supplierBalanceLow":
      return `supplierBalanceLow:${event.supplier}`;
    case "providerErrors":
      return `providerErrors:${event.provider}`;
    case "jobFailing":
      return `jobFailing:${event.job}`;
    case "moneyOutOfBalance":
      return `moneyOutOfBalance:${event.scope}`;
    case "deliveredTwice":
      return `deliveredTwice:${event.supplier}`;
  }
}

/**
 * How long an incident stays open without a new event. A balance or a money mismatch is slow to
 * mend and is cleared by whoever sees it mended; failures that come in bursts close sooner.
 */
export const QUIET_MINUTES: Record<AlertKind, number> = {
  deliveryFailed: 30,
  deliveriesLate: 60,
  supplierBalanceLow: 360,
  providerErrors: 15,
  jobFailing: 30,
  moneyOutOfBalance: 1440,
  deliveredTwice: 60,
};

/** What a stored incident looks like to the grouping rule. */
export interface IncidentTimes {
  lastAt: Date;
  kind: AlertKind;
}

/** Whether an open incident is over: its kind's quiet window has passed since its last event. */
export function incidentQuiet(incident: IncidentTimes, now: Date): boolean {
  return now.getTime() - incident.lastAt.getTime() >= QUIET_MINUTES[incident.kind] * 60_000;
}

/**
 * The grouping rule for a new event: no open incident (or one already quiet) opens a new one and
 * sends; an open one only counts the event.
 */
export function groupEvent(open: IncidentTimes | undefined, now: Date): "open" | "count" {
  return !open || incidentQuiet(open, now) ? "open" : "count";
}

/** At most this many alert messages per operator per hour: a storm of incidents must not flood a phone. */
export const OPERATOR_RATE_LIMIT = { messages: 20, minutes: 60 } as const;

/** A provider's errors become an incident from this many within the window (one error is noise). */
export const PROVIDER_ERRORS = { threshold: 3, minutes: 10 } as const;

/** A background job becomes an incident after this many failed runs in a row. */
export const JOB_FAILURES_IN_A_ROW = 3;

/** Where the console shows what an incident is about (a path under /admin, unprefixed). */
export function consolePath(event: AlertEvent): string {
  switch (event.kind) {
    case "deliveryFailed":
    case "deliveredTwice":
      return `/admin/orders/${event.orderId}`;
    case "deliveriesLate":
    case "jobFailing":
      return "/admin/queue";
    case "moneyOutOfBalance":
      return event.orderId ? `/admin/orders/${event.orderId}` : "/admin/dashboard";
    case "supplierBalanceLow":
    case "providerErrors":
      return "/admin/dashboard";
  }
}

export type AlertChannel = "telegram" | "email";
export type AlertPhase = "opened" | "cleared";

/** An operator who asked for a kind, with where they are told and in which language. */
export interface AlertRecipient {
  operatorId: string;
  channel: AlertChannel;
  /** A Telegram chat id, or an e-mail address. */
  address: string;
  language: Language;
}

/** An incident as its messages describe it. */
export interface Incident {
  id: number;
  key: string;
  /** The event that opened it. */
  event: AlertEvent;
  count: number;
  openedAt: Date;
  closedAt: Date | null;
}

/** A queued message, as the sending job takes it. */
export interface PendingAlert {
  id: number;
  incident: Incident;
  phase: AlertPhase;
  channel: AlertChannel;
  address: string;
  language: Language;
  attempts: number;
}

/** One message ready for a channel. */
export interface AlertMessage {
  channel: AlertChannel;
  address: string;
  /** The operator's console language, which the words are in. */
  language: Language;
  subject: string;
  text: string;
  /** Ours, the same on every retry: `alert:<incident>:<phase>:<message>:<channel>`. */
  key: string;
}

/**
 * A send that did not go through. `retryAfterSeconds`: the channel asked us to wait (Telegram's
 * flood control); `permanent`: this address will never take it (the chat blocked the bot).
 */
export class AlertNotSent extends Error {
  override name = "AlertNotSent";
  constructor(
    message: string,
    readonly retry: { afterSeconds?: number; permanent?: boolean } = {},
  ) {
    super(message);
  }
}

/** Port: sends one alert message on its channel; throws AlertNotSent (or anything, counted as temporary). */
export interface AlertSender {
  send(message: AlertMessage): Promise<void>;
}

/** A queued message is given up after this many failed sends (flood-control waits do not count). */
export const ALERT_MAX_ATTEMPTS = 5;

/** Port: incidents and the outbox of their messages (adapters/db/alerts/alert-store.ts). */
export interface AlertStore {
  /**
   * Records one event in one transaction: closes the key's open incident if it is quiet (queueing
   * its follow-up), then opens a new incident (queueing the opening message for `recipients`) or
   * counts the event in the open one. With several servers, exactly one of them opens.
   */
  record(input: {
    key: string;
    event: AlertEvent;
    now: Date;
    recipients: (operatorsSentRecently: ReadonlyMap<string, number>) => AlertRecipient[];
  }): Promise<{ opened: boolean; incidentId: number; count: number }>;
  /** Closes the key's open incident now and queues its follow-up; false when none was open. */
  close(key: string, now: Date): Promise<boolean>;
  /** Closes every open incident whose kind's quiet window has passed, queueing their follow-ups. */
  closeQuiet(now: Date): Promise<number>;
  /** Takes up to `limit` due messages for `leaseSeconds` (another server skips them meanwhile). */
  claim(limit: number, leaseSeconds: number, now: Date): Promise<PendingAlert[]>;
  sent(id: number, now: Date): Promise<void>;
  /** A failed send: wait `afterSeconds` without counting it, give up at once (`permanent`), or count it. */
  failed(id: number, error: string, retry: { afterSeconds?: number; permanent?: boolean }, now: Date): Promise<void>;
}

/** Port: the operators who asked for a kind, and where (active operators only). */
export interface AlertRecipients {
  subscribed(kind: AlertKind): Promise<AlertRecipient[]>;
}
