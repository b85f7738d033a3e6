import { describe, expect, it } from "vitest";
import { gameIdCandidates, orderSearchQuery, totalsByCurrency } from "./order-search";

describe("what the operator types, as checkout stored it", () => {
  it("reads a game ID as each form's charset would have stored it", () => {
    const candidates = gameIdCandidates("#2ppoq");
    expect(candidates).toContainEqual(["2PP0Q"]);
    expect(gameIdCandidates(" @Kupi.Fan ")).toContainEqual(["kupi.fan"]);
    // A Mobile Legends ID with its zone is two values of one account.
    expect(gameIdCandidates("12345678 (1234)")).toContainEqual(["12345678", "1234"]);
    expect(gameIdCandidates("123 456 789")).toContainEqual(["123456789"]);
  });

  it("normalizes the number and the phone, and refuses a date range that ends before it starts", () => {
    expect(orderSearchQuery({ number: "#k7m4 q2tx", phone: "0812 3456 7890" }, "id")).toEqual({
      ok: true,
      query: { number: "K7M4Q2TX", phone: "6281234567890", limit: 20 },
    });
    expect(
      orderSearchQuery({ from: new Date("2026-11-23T00:00:00Z"), to: new Date("2026-11-22T00:00:00Z") }, "id"),
    ).toEqual({
      ok: false,
      error: { code: "invalid", values: { field: "to" } },
    });
  });
});

describe("the totals of the orders shown", () => {
  it("sums each currency apart, in the currencies' order", () => {
    expect(
      totalsByCurrency([
        { amount: 1299, currency: "USD" },
        { amount: 30_000, currency: "IDR" },
        { amount: 1, currency: "USD" },
        { amount: 60_000, currency: "IDR" },
      ]),
    ).toEqual([
      { amount: 90_000, currency: "IDR" },
      { amount: 1300, currency: "USD" },
    ]);
    expect(totalsByCurrency([])).toEqual([]);
  });
});
