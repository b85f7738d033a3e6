import { describe, expect, it } from "vitest";
import { passesLuhn } from "../../../core/payments/card";
import { checkCard, TOKEN_TTL_MS, TokenVault } from "./cards";

const NOW = new Date("2026-05-15T10:00:00Z");

function card(cardNumber: string, expMonth = "12", expYear = "2030", cvv = "123") {
  return checkCard({ cardNumber, expMonth, expYear, cvv }, NOW);
}

describe("test cards", () => {
  it("checks the Luhn digit", () => {
    expect(passesLuhn("4111111111111111")).toBe(true);
    expect(passesLuhn("4811111111111114")).toBe(true);
    expect(passesLuhn("4911111111111113")).toBe(true);
    expect(passesLuhn("5555555555554444")).toBe(true);
    expect(passesLuhn("4111111111111112")).toBe(false);
    expect(passesLuhn("")).toBe(false);
  });

  it("knows what each test card does, and keeps only the last four digits", () => {
    expect(card("4111 1111 1111 1111")).toEqual({ ok: true, last4: "1111", behaviour: "success" });
    expect(card("4811-1111-1111-1114")).toEqual({ ok: true, last4: "1114", behaviour: "challenge" });
    expect(card("4911111111111113")).toEqual({ ok: true, last4: "1113", behaviour: "decline" });
    expect(card("5555555555554444")).toEqual({ ok: true, last4: "4444", behaviour: "success" });
  });

  it("accepts this month's expiry and refuses last month's", () => {
    expect(card("4111111111111111", "05", "2026").ok).toBe(true);
    expect(card("4111111111111111", "4", "2026")).toEqual({ ok: false, messages: ["card is expired"] });
    expect(card("4111111111111111", "12", "25")).toEqual({ ok: false, messages: ["card is expired"] });
  });

  it("lists every problem at once", () => {
    const result = card("1234", "13", "20x", "12");
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messages).toHaveLength(4);
  });

  it("refuses a card without its CVV, or with a malformed one", () => {
    const withoutCvv = { cardNumber: "4111111111111111", expMonth: "12", expYear: "2030", cvv: undefined };
    expect(checkCard(withoutCvv, NOW)).toEqual({ ok: false, messages: ["card_cvv is required"] });
    expect(card("4111111111111111", "12", "2030", " ")).toEqual({ ok: false, messages: ["card_cvv is required"] });
    expect(card("4111111111111111", "12", "2030", "12")).toEqual({
      ok: false,
      messages: ["card_cvv must be 3 or 4 digits"],
    });
    expect(card("4111111111111111", "12", "2030", "12a")).toEqual({
      ok: false,
      messages: ["card_cvv must be 3 or 4 digits"],
    });
    expect(card("4111111111111111", "12", "2030", "1234").ok).toBe(true);
  });
});

describe("card tokens", () => {
  it("are single-use", () => {
    const vault = new TokenVault();
    const id = vault.issue({ last4: "1111", behaviour: "success" }, 0);
    expect(vault.take(id, 1)).toMatchObject({ last4: "1111", behaviour: "success" });
    expect(vault.take(id, 2)).toBeUndefined();
  });

  it("expire after 10 minutes", () => {
    const vault = new TokenVault();
    const id = vault.issue({ last4: "1114", behaviour: "challenge" }, 0);
    expect(vault.take(id, TOKEN_TTL_MS)).toBeUndefined();
    expect(vault.take("unknown", 0)).toBeUndefined();
  });
});
