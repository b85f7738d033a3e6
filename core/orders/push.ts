import type { Locale } from "../locales";
import type { OrderEvent } from "./order-states";

/**
 * Web Push of an order's status to a buyer who allowed it on the order page (decision 066). Only
 * the moves a buyer waits for are pushed; each at most once per subscription (the key is the order
 * and the status), sent by a job from a durable queue filled in the move's own transaction.
 */
export const PUSH_STATUSES = ["paid", "delivered", "failed", "refunded"] as const;
export type PushStatus = (typeof PUSH_STATUSES)[number];

/** The status a buyer is told of after an order event, or undefined for a move nobody waits for. */
export function pushStatusOf(event: OrderEvent): PushStatus | undefined {
  switch (event) {
    case "paid":
    case "delivered":
    case "refunded":
      return event;
    case "deliveryFailed":
    case "deliveryAbandoned":
      return "failed";
    default:
      return undefined;
  }
}

/** The idempotency key of one status's push: the push service's Topic and the queue's uniqueness. */
export function pushKey(orderId: string, status: PushStatus): string {
  return `push:${orderId}:${status}`;
}

/** A browser's push subscription, as PushSubscription.toJSON() gives it. */
export interface PushSubscriptionKeys {
  endpoint: string;
  p256dh: string;
  auth: string;
}

/** What the service worker shows: already in the buyer's language; `url` opens on a click. */
export interface PushMessage {
  title: string;
  body: string;
  url: string;
  /** One notification per order: a newer status replaces the older on the buyer's screen. */
  tag: string;
}

/** Port: the push service (adapters/messaging/web-push-sender.ts; the fake: push-service-fake.ts). */
export interface PushSender {
  /**
   * Sends one encrypted message; "gone" when the push service says the subscription no longer
   * exists (404, 410), so it is forgotten. Any other refusal throws and is retried.
   */
  send(
    subscription: PushSubscriptionKeys,
    message: PushMessage,
    options: { key: string; ttlSeconds: number },
  ): Promise<"sent" | "gone">;
}

/** One queued push, as the sending job claims it. */
export interface PendingPush {
  id: number;
  orderId: string;
  status: PushStatus;
  key: string;
  locale: Locale;
  attempts: number;
  subscription: PushSubscriptionKeys;
}

/** A push is given up after this many failed sends (a dead endpoint answers 410 and goes at once). */
export const PUSH_MAX_ATTEMPTS = 5;

/** The queue of pushes that order moves filled (adapters/db/orders/push-queue.ts). */
export interface PushQueue {
  claim(limit: number, leaseSeconds: number): Promise<PendingPush[]>;
  sent(id: number): Promise<void>;
  failed(id: number, error: string): Promise<void>;
  /** The push service forgot the subscription: it and its queued pushes go. */
  gone(endpoint: string): Promise<void>;
}

/** The buyers' subscriptions to their orders' pushes (adapters/db/orders/push-subscriptions.ts). */
export interface PushSubscriptions {
  /** False when there is no such order. Subscribing again with the same endpoint changes nothing. */
  subscribe(orderId: string, subscription: PushSubscriptionKeys, locale: Locale): Promise<boolean>;
  unsubscribe(orderId: string, endpoint: string): Promise<void>;
}

/**
 * Whether the shop may send to this endpoint: the server posts to an address a browser gave, so in
 * live mode only the browsers' push services (by host) and https; test mode also allows the local fake.
 */
export function pushEndpointAllowed(endpoint: string, live: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (!live) return url.protocol === "https:" || url.protocol === "http:";
  return url.protocol === "https:" && PUSH_SERVICE_HOSTS.some((host) => hostIs(url.hostname, host));
}

/** The push services of Chrome and Edge (FCM), Firefox (autopush), Safari (Apple) and Windows (WNS). */
const PUSH_SERVICE_HOSTS = ["fcm.googleapis.com", "push.services.mozilla.com", "push.apple.com", "notify.windows.com"];

function hostIs(hostname: string, host: string): boolean {
  return hostname === host || hostname.endsWith(`.${host}`);
}
