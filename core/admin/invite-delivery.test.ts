import { describe, expect, it } from "vitest";
import { AlertNotSent, type AlertMessage } from "../alerts/alerts";
import { inviteAddress, sendInvite } from "./invite-delivery";
import { inviteState } from "./operators";

describe("an invitation's address and state", () => {
  it("writes to the e-mail first, then to a Telegram id; no other identity has an address", () => {
    expect(inviteAddress({ email: "a@example.com", identity: "telegram:42" })).toEqual({
      channel: "email",
      address: "a@example.com",
    });
    expect(inviteAddress({ email: null, identity: "telegram:123456789" })).toEqual({
      channel: "telegram",
      address: "123456789",
    });
    expect(inviteAddress({ email: null, identity: "telegram:@someone" })).toBeUndefined();
    expect(inviteAddress({ email: null, identity: "google:1098" })).toBeUndefined();
  });

  it("is accepted or revoked for good, and otherwise open until it expires", () => {
    const at = new Date("2026-11-29T10:00:00Z");
    const later = new Date("2026-11-30T10:00:00Z");
    const earlier = new Date("2026-11-28T10:00:00Z");
    expect(inviteState({ acceptedAt: null, revokedAt: null, expiresAt: later }, at)).toBe("open");
    expect(inviteState({ acceptedAt: null, revokedAt: null, expiresAt: at }, at)).toBe("expired");
    expect(inviteState({ acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, at)).toBe("accepted");
    expect(inviteState({ acceptedAt: null, revokedAt: earlier, expiresAt: later }, at)).toBe("revoked");
  });
});

describe("sending an invitation", () => {
  const invite = { id: "i-1", role: "support" as const, email: null, identity: "telegram:77", url: "https://x/i" };
  const compose = () => ({ subject: "S", text: "T" });

  it("sends once with a key of its own, and says which channel took it", async () => {
    const sent: AlertMessage[] = [];
    const result = await sendInvite(
      { senders: { telegram: { send: async (message) => void sent.push(message) } }, compose },
      invite,
      "ru",
    );
    expect(result).toEqual({ sent: true, channel: "telegram" });
    expect(sent).toEqual([
      { channel: "telegram", address: "77", language: "ru", subject: "S", text: "T", key: "invite:i-1:telegram" },
    ]);
  });

  it("never throws: an unconfigured or failing channel is told apart", async () => {
    expect(await sendInvite({ senders: {}, compose }, invite, "en")).toEqual({
      sent: false,
      channel: "telegram",
      reason: "unconfigured",
    });
    const failing = {
      send: async () => {
        throw new AlertNotSent("Telegram answered 403", { permanent: true });
      },
    };
    expect(await sendInvite({ senders: { telegram: failing }, compose }, invite, "en")).toEqual({
      sent: false,
      channel: "telegram",
      reason: "failed",
    });
  });
});
