import { describe, expect, it } from "vitest";
import { ORDER_TRANSITIONS, type OrderEvent } from "./order-states";
import { pushEndpointAllowed, pushKey, pushStatusOf } from "./push";

describe("which moves a buyer is told of", () => {
  it("pushes paid, delivered, a failed delivery and a refund; nothing a buyer does not wait for", () => {
    const events = [
      ...new Set(Object.values(ORDER_TRANSITIONS).flatMap((moves) => Object.keys(moves))),
    ] as OrderEvent[];
    expect(Object.fromEntries(events.map((event) => [event, pushStatusOf(event) ?? null]))).toEqual({
      paid: "paid",
      declined: null,
      expired: null,
      abandoned: null,
      delivered: "delivered",
      deliveryFailed: "failed",
      deliveryAbandoned: "failed",
      deliveryRetried: null,
      refunded: "refunded",
    });
    expect(pushKey("0b7d05a0-0000-4000-8000-000000000001", "paid")).toBe(
      "push:0b7d05a0-0000-4000-8000-000000000001:paid",
    );
  });

  it("posts only to the browsers' push services over https in live mode", () => {
    expect(pushEndpointAllowed("https://fcm.googleapis.com/fcm/send/abc", true)).toBe(true);
    expect(pushEndpointAllowed("https://updates.push.services.mozilla.com/wpush/v2/x", true)).toBe(true);
    expect(pushEndpointAllowed("https://web.push.apple.com/Qx", true)).toBe(true);
    expect(pushEndpointAllowed("http://fcm.googleapis.com/fcm/send/abc", true)).toBe(false);
    expect(pushEndpointAllowed("https://169.254.169.254/latest", true)).toBe(false);
    expect(pushEndpointAllowed("https://evilfcm.googleapis.com.attacker.io/x", true)).toBe(false);
    expect(pushEndpointAllowed("http://127.0.0.1:5331/push/1", false)).toBe(true);
    expect(pushEndpointAllowed("file:///etc/passwd", false)).toBe(false);
  });
});
