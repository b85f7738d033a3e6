import { describe, expect, it } from "vitest";
import { order } from "../../tests/support/order-fixture";
import { createRateLimiter, type RateCounter, type RateLimitStore } from "../rate-limits";
import {
  contactKey,
  createOrderLookup,
  gameIdKey,
  normalizeOrderNumber,
  orderGameIdKey,
  sameSecret,
} from "./order-lookup";
import type { OrderRecord } from "./orders";

describe("what a buyer types, normalised", () => {
  it("reads an order number with spaces, dashes, a '#' or in lower case", () => {
    for (const typed of ["K7M4Q2TX", " k7m4q2tx ", "#K7M4Q2TX", "K7M4-Q2TX", "k7m4 q2tx"])
      expect(normalizeOrderNumber(typed), typed).toBe("K7M4Q2TX");
  });

  it("refuses what cannot be an order number: wrong length, look-alike characters", () => {
    for (const typed of ["", "K7M4Q2T", "K7M4Q2TXX", "K7M4Q2T0", "K7M4Q2TI", "K7M4Q2T!"])
      expect(normalizeOrderNumber(typed), typed).toBeUndefined();
  });

  it("reads a Mobile Legends ID with its zone however it is written, and not without the zone", () => {
    const stored = orderGameIdKey({ accountLabel: "123456789 (2001) · Indonesia" });
    for (const typed of ["123456789 (2001)", "123456789(2001)", " 123456789 2001 ", "123456789-2001"])
      expect(gameIdKey(typed), typed).toBe(stored);
    expect(gameIdKey("123456789")).not.toBe(stored);
    expect(gameIdKey("123456789 (2002)")).not.toBe(stored);
  });

  it("reads a Supercell tag typed with '#', in lower case, with O for 0", () => {
    expect(gameIdKey("#2ppoq")).toBe(orderGameIdKey({ accountLabel: "#2PP0Q" }));
  });

  it("reads a Riot ID whatever the case and spacing", () => {
    expect(gameIdKey("kupi player #sea1")).toBe(orderGameIdKey({ accountLabel: "Kupi Player#SEA1" }));
  });

  it("reads an e-mail address trimmed and in lower case", () => {
    expect(contactKey("  Putri.Ayu@Mail.COM ", "id")).toEqual({ kind: "email", value: "putri.ayu@mail.com" });
  });

  it("reads an Indonesian WhatsApp number in any of its usual forms as the same digits", () => {
    for (const typed of ["081234567890", "0812-3456-7890", "+62 812 3456 7890", "62 812 3456 7890", "(0812) 3456 7890"])
      expect(contactKey(typed, "id"), typed).toEqual({ kind: "phone", value: "6281234567890" });
  });

  it("refuses a contact that is neither an e-mail nor a phone number", () => {
    for (const typed of ["", "   ", "hello", "12"]) expect(contactKey(typed, "id"), typed).toBeUndefined();
  });

  it("compares secrets exactly, whatever their lengths", () => {
    expect(sameSecret("6281234567890", "6281234567890")).toBe(true);
    expect(sameSecret("6281234567890", "628123456789")).toBe(false);
    expect(sameSecret("", "x")).toBe(false);
  });
});

function memoryStore(): RateLimitStore {
  const counts = new Map<string, number>();
  const id = (counter: RateCounter) => `${counter.key}@${counter.windowStart.toISOString()}`;
  return {
    async hit(counters) {
      return counters.map((counter) => {
        const next = (counts.get(id(counter)) ?? 0) + 1;
        counts.set(id(counter), next);
        return next;
      });
    },
    async prune() {
      return 0;
    },
  };
}

describe("finding a lost order", () => {
  const mlOrder = order({
    number: "K7M4Q2TX",
    gameSlug: "mobile-legends",
    account: { userId: "123456789", zoneId: "2001", region: "ID" },
    accountLabel: "123456789 (2001) · Indonesia",
    contactEmail: "Putri@Mail.com",
    contactPhone: "6281234567890",
  });
  const lookup = (stored: OrderRecord[] = [mlOrder]) => {
    const now = new Date("2026-11-23T10:01:00Z");
    return createOrderLookup({
      orders: { findByNumber: async (number) => stored.find((candidate) => candidate.number === number) },
      rateLimits: createRateLimiter(memoryStore(), undefined, () => now),
    });
  };

  it("finds the order by its number and the game ID, the e-mail or the phone", async () => {
    const shop = lookup();
    for (const detail of [
      { gameId: "123456789 (2001)" },
      { contact: "putri@mail.com" },
      { contact: "0812 3456 7890" },
      { gameId: "wrong", contact: "+6281234567890" },
    ])
      expect(
        await shop.find({ locale: "id", number: "k7m4q2tx", ...detail }, "10.0.0.1"),
        JSON.stringify(detail),
      ).toEqual({
        ok: true,
        order: mlOrder,
      });
  });

  it("reads a phone number typed the local way in the page's market", async () => {
    const shop = lookup([{ ...mlOrder, contactPhone: "79123456789", locale: "ru" }]);
    const russian = { number: "K7M4Q2TX", contact: "8 912 345-67-89" };
    expect(await shop.find({ ...russian, locale: "ru" }, "10.0.0.1")).toMatchObject({ ok: true });
    expect(await shop.find({ ...russian, locale: "id" }, "10.0.0.2")).toEqual({
      ok: false,
      error: { code: "noMatch" },
    });
  });

  it("says one thing for a wrong detail and for a number that does not exist", async () => {
    const shop = lookup();
    const wrongId = await shop.find({ locale: "id", number: "K7M4Q2TX", gameId: "123456789 (2002)" }, "10.0.0.1");
    const wrongNumber = await shop.find({ locale: "id", number: "K7M4Q2TY", gameId: "123456789 (2001)" }, "10.0.0.1");
    const noContact = await lookup([{ ...mlOrder, contactEmail: null }]).find(
      { locale: "id", number: "K7M4Q2TX", contact: "putri@mail.com" },
      "10.0.0.1",
    );
    expect(wrongId).toEqual({ ok: false, error: { code: "noMatch" } });
    expect(wrongNumber).toEqual(wrongId);
    expect(noContact).toEqual(wrongId);
  });

  it("refuses a request without a usable number or detail as invalid", async () => {
    const shop = lookup();
    for (const request of [
      { number: "nope", gameId: "123456789 (2001)" },
      { number: "K7M4Q2TX" },
      { number: "K7M4Q2TX", gameId: " () ", contact: "hello" },
    ])
      expect(await shop.find({ ...request, locale: "id" }, "10.0.0.1"), JSON.stringify(request)).toEqual({
        ok: false,
        error: { code: "invalid" },
      });
  });

  it("stops at the 6th try of one order number within the hour, even with the right details", async () => {
    const shop = lookup();
    for (let index = 1; index <= 5; index++)
      expect((await shop.find({ locale: "id", number: "K7M4Q2TX", gameId: `${index}` }, `10.0.1.${index}`)).ok).toBe(
        false,
      );
    expect(await shop.find({ locale: "id", number: "K7M4Q2TX", gameId: "123456789 (2001)" }, "10.0.1.9")).toEqual({
      ok: false,
      error: { code: "rateLimited", values: { retryAfterSeconds: 59 * 60 } },
    });
  });
});
