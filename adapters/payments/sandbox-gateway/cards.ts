import { randomUUID } from "node:crypto";
import { passesLuhn } from "../../../core/payments/card";

/** What a test card does when charged. */
export type CardBehaviour = "success" | "challenge" | "decline";

/**
 * The sandbox's test cards, after Midtrans's own sandbox ones: 4811 1111 1111 1114 goes through
 * 3-D Secure (OTP 112233) and 4911 1111 1111 1113 is declined by the "bank". 4111 1111 1111 1111
 * succeeds without a challenge, as does any other number that passes the Luhn check.
 */
const TEST_CARDS: Record<string, CardBehaviour> = {
  "4111111111111111": "success",
  "4811111111111114": "challenge",
  "4911111111111113": "decline",
};

export const TEST_OTP = "112233";

/** Midtrans's Get Token answers a token valid for one charge; ours also times out after 10 minutes. */
export const TOKEN_TTL_MS = 10 * 60 * 1000;

export interface CardInput {
  cardNumber: unknown;
  expMonth: unknown;
  expYear: unknown;
  cvv: unknown;
}

export type CardCheck = { ok: true; last4: string; behaviour: CardBehaviour } | { ok: false; messages: string[] };

/**
 * Validates a card as Midtrans's Get Token does and returns only what the gateway may keep: the
 * last four digits and how the test card behaves. The number itself goes no further than here.
 */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const messages: string[] = [];
  const number = typeof input.cardNumber === "string" ? input.cardNumber.replace(/[\s-]/g, "") : "";
  if (!/^\d{12,19}$/.test(number)) messages.push("card_number is invalid");
  else if (!passesLuhn(number)) messages.push("card_number does not match with Luhn algorithm");

  const monthText = typeof input.expMonth === "string" ? input.expMonth.trim() : "";
  const month = /^\d{1,2}$/.test(monthText) ? Number(monthText) : Number.NaN;
  if (!(month >= 1 && month <= 12)) messages.push("card_exp_month must be between 01 and 12");

  const yearText = typeof input.expYear === "string" ? input.expYear.trim() : "";
  // Midtrans asks for YYYY; a two-digit year is read as 20YY, as card forms print it.
  const year = /^\d{4}$/.test(yearText) ? Number(yearText) : /^\d{2}$/.test(yearText) ? 2000 + Number(yearText) : NaN;
  if (Number.isNaN(year)) messages.push("card_exp_year must be a year in YYYY format");

  if (!Number.isNaN(year) && month >= 1 && month <= 12) {
    // A card is valid through the last day of its expiry month.
    const currentYear = now.getUTCFullYear();
    const currentMonth = now.getUTCMonth() + 1;
    if (year < currentYear || (year === currentYear && month < currentMonth)) messages.push("card is expired");
  }

  // Midtrans's Get Token requires card_cvv for every token, a saved card's two-click one included.
  const cvv = typeof input.cvv === "string" ? input.cvv.trim() : "";
  if (cvv === "") messages.push("card_cvv is required");
  else if (!/^\d{3,4}$/.test(cvv)) messages.push("card_cvv must be 3 or 4 digits");

  if (messages.length > 0) return { ok: false, messages };
  return { ok: true, last4: number.slice(-4), behaviour: TEST_CARDS[number] ?? "success" };
}

export interface CardToken {
  last4: string;
  behaviour: CardBehaviour;
  expiresAt: number;
}

/** Single-use card tokens. Expired ones are swept on each new token, so memory stays bounded. */
export class TokenVault {
  private readonly tokens = new Map<string, CardToken>();

  issue(card: { last4: string; behaviour: CardBehaviour }, now: number): string {
    for (const [id, token] of this.tokens) if (token.expiresAt <= now) this.tokens.delete(id);
    // Midtrans's token_id is "<first digits>-<last four>-<uuid>"; the sandbox keeps no first digits.
    const id = `sandbox-${card.last4}-${randomUUID()}`;
    this.tokens.set(id, { ...card, expiresAt: now + TOKEN_TTL_MS });
    return id;
  }

  /** The token's card, once: a second use, or a use after 10 minutes, finds nothing. */
  take(id: string, now: number): CardToken | undefined {
    const token = this.tokens.get(id);
    if (!token) return undefined;
    this.tokens.delete(id);
    return token.expiresAt > now ? token : undefined;
  }
}
