import { describe, expect, it } from "vitest";
import { maskRecipient, outboxFor, type OutboxItem } from "./order-outbox";

describe("an order's outbox", () => {
  it("masks e-mails and phone numbers for support", () => {
    expect(maskRecipient("putri@gmail.com")).toBe("pu***@gmail.com");
    expect(maskRecipient("a@b.co")).toBe("***@b.co");
    expect(maskRecipient("6281234567890")).toBe("6281*****7890");
    expect(maskRecipient("12345")).toBe("*****");
  });

  it("lists newest first; support sees masked recipients, an admin the whole address", () => {
    const item = (at: string, recipient: string): OutboxItem => ({
      source: "receipt",
      channel: "email",
      recipient,
      status: "sent",
      attempts: 1,
      lastError: null,
      at: new Date(at),
      sentAt: new Date(at),
    });
    const items = [item("2026-11-23T10:00:00Z", "putri@gmail.com"), item("2026-11-23T11:00:00Z", "agus@kupi.id")];
    expect(outboxFor(items, "support").map((row) => row.recipient)).toEqual(["ag***@kupi.id", "pu***@gmail.com"]);
    expect(outboxFor(items, "admin").map((row) => row.recipient)).toEqual(["agus@kupi.id", "putri@gmail.com"]);
  });
});
