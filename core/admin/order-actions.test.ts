import { describe, expect, it } from "vitest";
import { decideReceiptResend, decideResolution } from "./order-actions";

const t = (minute: number) => new Date(`2026-11-23T10:${String(minute).padStart(2, "0")}:00Z`);

describe("marking an order resolved", () => {
  it("takes a note of 3 to 500 characters, trimmed", () => {
    const facts = { lastChangeAt: t(0), lastResolvedAt: null };
    expect(decideResolution("  ok ", facts)).toEqual({ ok: false, error: { code: "noteInvalid" } });
    expect(decideResolution("x".repeat(501), facts)).toEqual({ ok: false, error: { code: "noteInvalid" } });
    expect(decideResolution("  Buyer confirmed in chat  ", facts)).toEqual({
      ok: true,
      outcome: "resolved",
      note: "Buyer confirmed in chat",
    });
  });

  it("holds until the order changes: resolved again after a change, not before", () => {
    expect(decideResolution("again", { lastChangeAt: t(0), lastResolvedAt: t(5) })).toMatchObject({
      outcome: "existing",
    });
    expect(decideResolution("again", { lastChangeAt: t(6), lastResolvedAt: t(5) })).toMatchObject({
      outcome: "resolved",
    });
  });
});

describe("resending a receipt", () => {
  const order = {
    paidAt: t(0),
    contactEmail: "putri@example.com",
    contactPhone: "6281234567890",
    locale: "id" as const,
  };

  it("goes to the order's own contact for the channel, or to a corrected address checked like checkout's", () => {
    expect(decideReceiptResend(order, { channel: "email" })).toEqual({
      ok: true,
      channel: "email",
      recipient: "putri@example.com",
    });
    expect(decideReceiptResend(order, { channel: "whatsapp", recipient: "0812-9999-0000" })).toEqual({
      ok: true,
      channel: "whatsapp",
      recipient: "6281299990000",
    });
    expect(decideReceiptResend(order, { channel: "email", recipient: " putri@example.co.id " })).toMatchObject({
      recipient: "putri@example.co.id",
    });
  });

  it("reads a corrected number the local way of the order's market", () => {
    const uzbek = { ...order, contactPhone: "998901111111", locale: "uz" as const };
    expect(decideReceiptResend(uzbek, { channel: "whatsapp", recipient: "90 123 45 67" })).toMatchObject({
      recipient: "998901234567",
    });
  });

  it("refuses a malformed address, a channel the order has no contact for, and an unpaid order", () => {
    expect(decideReceiptResend(order, { channel: "email", recipient: "putri@example" })).toEqual({
      ok: false,
      error: { code: "recipientInvalid" },
    });
    expect(decideReceiptResend(order, { channel: "whatsapp", recipient: "12ab" })).toMatchObject({
      error: { code: "recipientInvalid" },
    });
    expect(decideReceiptResend({ ...order, contactPhone: null }, { channel: "whatsapp" })).toMatchObject({
      error: { code: "noRecipient" },
    });
    expect(decideReceiptResend({ ...order, paidAt: null }, { channel: "email" })).toMatchObject({
      error: { code: "notPaid" },
    });
  });
});
