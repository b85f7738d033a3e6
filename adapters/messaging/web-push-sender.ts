import { createHash } from "node:crypto";
import webpush from "web-push";
import type { PushSender } from "../../core/orders/push";

/** The shop's VAPID identity (RFC 8292): the push services know its messages by the public key. */
export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  /** A mailto: or https: address the push service may reach the sender at. */
  subject: string;
}

/**
 * Web Push through the browsers' push services (RFC 8030): the web-push library signs the VAPID
 * JWT and encrypts the payload to the subscription (RFC 8291, aes128gcm); the request itself goes
 * by fetch, which also reaches the local fake over http (the library's own sender speaks https only).
 * The order-and-status key is the message's Topic: a push service still holding an undelivered one
 * replaces it rather than adding another.
 */
export function createWebPushSender(vapid: VapidKeys, timeoutMs = 10_000): PushSender {
  return {
    async send(subscription, message, options) {
      const request = webpush.generateRequestDetails(
        { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
        JSON.stringify(message),
        {
          vapidDetails: vapid,
          TTL: options.ttlSeconds,
          topic: topicOf(options.key),
          urgency: "normal",
          contentEncoding: "aes128gcm",
        },
      );
      const answer = await fetch(request.endpoint, {
        method: request.method,
        headers: request.headers as Record<string, string>,
        body: request.body ?? null,
        redirect: "error",
        signal: AbortSignal.timeout(timeoutMs),
      });
      if (answer.status === 404 || answer.status === 410) return "gone";
      if (!answer.ok) throw new Error(`push service answered ${answer.status}: ${(await answer.text()).slice(0, 200)}`);
      return "sent";
    },
  };
}

/** A Topic is at most 32 characters of the URL-safe base64 alphabet (RFC 8030 5.4): the key's hash. */
function topicOf(key: string): string {
  return createHash("sha256").update(key).digest("base64url").slice(0, 32);
}
