import { describe, expect, it } from "vitest";
import { pushKey } from "../../core/orders/push";
import type { OrderRecord } from "../../core/orders/orders";
import { composePush } from "./push-text";

describe("the push's words", () => {
  const order = {
    id: "0b7d05a0-0000-4000-8000-000000000001",
    number: "3C7PT367",
    productTitle: "Free Fire: 140 Diamond",
  } as OrderRecord;
  const push = (status: "paid" | "delivered" | "failed" | "refunded", locale: "id" | "en" | "ru" | "uz") => ({
    id: 1,
    orderId: order.id,
    status,
    key: pushKey(order.id, status),
    locale,
    attempts: 0,
    subscription: { endpoint: "https://fcm.googleapis.com/x", p256dh: "k", auth: "a" },
  });

  it("speaks the subscribing page's language and opens that locale's order page", () => {
    expect(composePush(order, push("refunded", "id"), "https://kupi.id")).toEqual({
      title: "Kupi: pesanan 3C7PT367",
      body: "Pengembalian dana untuk Free Fire: 140 Diamond sedang diproses.",
      url: `https://kupi.id/card-payment/${order.id}`,
      tag: `order:${order.id}`,
    });
    expect(composePush(order, push("delivered", "en"), "https://kupi.id").body).toBe(
      "Free Fire: 140 Diamond has arrived in your game account.",
    );
    expect(composePush(order, push("failed", "uz"), "https://kupi.id")).toMatchObject({
      title: "Kupi: 3C7PT367 buyurtma",
      url: `https://kupi.id/uz/card-payment/${order.id}`,
    });
  });
});
