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
 * Test mode's VAPID keys, public like test mode's secret key: the shop starts with no configuration,
 * and nothing signed with them reaches anyone but a browser on a test shop.
 */
export const TEST_MODE_VAPID_KEYS = {
  publicKey: "BPEN7WXbxjqRJio54W26WGISAy7egV8RQmxoG8s1Ybs_ZcOnoNDtsz-sih_PLtFK2qAPDDtj1tsR4K1UuSIVPE4",
  privateKey: "awPBJNLUHDDX8_ca_sM8vetXZ6i1VbS3zF1dgd7XQUY",
};

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
        body: request.body ? new Uint8Array(request.body) : null,
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
