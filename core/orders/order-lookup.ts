import { createHash, timingSafeEqual } from "node:crypto";
import { normalizePhone } from "../contact/phone";
import { failure, type Failure } from "../failure";
import { marketOf, type Locale, type MarketCode } from "../locales";
import type { RateLimiter } from "../rate-limits";
import { ORDER_NUMBER_PATTERN } from "./order-number";
import type { OrderRecord, OrderRepository } from "./orders";

/**
 * Finding a lost order: a buyer who bought without signing in and lost the link to the order's page
 * gives the order number and one detail only the buyer knows, the game ID the order was for or the
 * e-mail or WhatsApp number its receipt went to. A match gives the order (its page's UUID).
 *
 * A refusal never says which part was wrong: a wrong number and a wrong detail are the same "no
 * match", so the answer cannot be used to find out which order numbers exist. Tries are counted per
 * address and per order number (RATE_LIMITS.orderLookup) before anything is looked up.
 */
export interface OrderLookupRequest {
  number: string;
  gameId?: string | null;
  contact?: string | null;
  /** The page's locale: its market reads a phone number typed the local way. */
  locale: Locale;
}

export type OrderLookupResult =
  | { ok: true; order: OrderRecord }
  /** No usable order number, or neither a game ID nor a contact that could match anything. */
  | Failure<"invalid">
  | Failure<"noMatch">
  | Failure<"rateLimited", { retryAfterSeconds: number }>;

export interface OrderLookup {
  find(request: OrderLookupRequest, clientAddress: string): Promise<OrderLookupResult>;
}

/**
 * The order number as printed, whatever the buyer added: spaces, dashes, a leading '#', lower case.
 * Undefined when it cannot be an order number at all.
 */
export function normalizeOrderNumber(input: string): string | undefined {
  const number = input
    .trim()
    .replace(/^#/, "")
    .replace(/[\s-]+/g, "")
    .toUpperCase();
  return ORDER_NUMBER_PATTERN.test(number) ? number : undefined;
}

/**
 * A game ID reduced to what identifies it: letters and digits only, lower case, the letter O read
 * as zero. So "12345678 (1234)", "12345678(1234)" and "12345678 1234" are one Mobile Legends ID with
 * its zone, and "#2ppoq" is the Supercell tag the order stored as "2PP0Q" (tags have no O; players
 * type one for 0). The zone is part of the ID: the user ID alone does not match.
 */
export function gameIdKey(input: string): string {
  return input
    .normalize("NFKC")
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, "")
    .replace(/o/g, "0");
}

/**
 * The game ID of an order as its page and receipt show it: the account label without the region or
 * server that follow " · " (those are picked from a list, not typed, and are worded per language).
 */
export function orderGameIdKey(order: Pick<OrderRecord, "accountLabel">): string {
  return gameIdKey(order.accountLabel.split(" · ")[0] ?? "");
}

export type ContactKey = { kind: "email"; value: string } | { kind: "phone"; value: string };

/**
 * An e-mail address (anything with an '@': trimmed, lower case) or a phone number (its E.164 digits,
 * as checkout stores it; a local one is read in `market`: in Indonesia's, "0812-3456-7890" and
 * "+62 812 3456 7890" are one number). Undefined when it is neither.
 */
export function contactKey(input: string, market: MarketCode): ContactKey | undefined {
  const text = input.trim();
  if (text === "") return undefined;
  if (text.includes("@")) return { kind: "email", value: text.toLowerCase() };
  const phone = normalizePhone(text, market);
  return phone ? { kind: "phone", value: phone } : undefined;
}

/**
 * Equality that takes as long whatever the values: both are hashed to the same length first, so
 * neither the length nor the first differing character shows in the time taken.
 */
export function sameSecret(given: string, stored: string): boolean {
  const digest = (value: string) => createHash("sha256").update(value).digest();
  return timingSafeEqual(digest(given), digest(stored));
}

/** What an unknown order number is compared with, so that it takes the time a known one takes. */
const NO_ORDER: Pick<OrderRecord, "accountLabel" | "contactEmail" | "contactPhone"> = {
  accountLabel: "",
  contactEmail: null,
  contactPhone: null,
};

export function createOrderLookup(deps: {
  orders: Pick<OrderRepository, "findByNumber">;
  rateLimits: RateLimiter;
}): OrderLookup {
  return {
    async find(request, clientAddress) {
      const number = normalizeOrderNumber(request.number);
      const gameId = request.gameId ? gameIdKey(request.gameId) : "";
      const contact = request.contact ? contactKey(request.contact, marketOf(request.locale)) : undefined;
      // Counted first, whatever follows: a malformed try costs the address as much as a wrong one.
      const limit = await deps.rateLimits.check("orderLookup", {
        address: clientAddress,
        ...(number ? { target: `order:${number}` } : {}),
      });
      if (!limit.ok) return limit;
      if (!number || (gameId === "" && !contact)) return failure("invalid");

      const order = await deps.orders.findByNumber(number);
      const stored = order ?? NO_ORDER;
      // Every detail given is compared, matched or not, so the time taken does not tell which one
      // held. A given detail is never empty, so it never matches a contact the order does not have.
      const byGameId = gameId !== "" && sameSecret(gameId, orderGameIdKey(stored));
      const byContact =
        contact !== undefined &&
        sameSecret(
          contact.value,
          contact.kind === "email" ? (stored.contactEmail ?? "").toLowerCase() : (stored.contactPhone ?? ""),
        );
      return order && (byGameId || byContact) ? { ok: true, order } : failure("noMatch");
    },
  };
}
