import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { balancesByCurrency, readBuyerQuery } from "./buyers";

describe("what the buyer search box holds", () => {
  it.each([
    ["0f8fad5b-d9cb-469f-a165-70867728950e", { by: "id", userId: "0f8fad5b-d9cb-469f-a165-70867728950e" }],
    [" Dewi@Example.COM ", { by: "email", email: "dewi@example.com" }],
    ["#k7mp-2xq9", { by: "order", number: "K7MP2XQ9", name: "#k7mp-2xq9" }],
    ["0812-3456-7890", { by: "phone", phone: "6281234567890" }],
    ["+62 812 3456 7890", { by: "phone", phone: "6281234567890" }],
    ["Dewi", { by: "name", name: "Dewi" }],
  ])("%j", (text, query) => {
    expect(readBuyerQuery(text, "id")).toEqual({ ok: true, query });
  });

  it("refuses blank, two letters and a number that is no phone", () => {
    expect(readBuyerQuery("  ", "id")).toEqual(failure("queryInvalid"));
    expect(readBuyerQuery("De", "id")).toEqual(failure("queryInvalid"));
    expect(readBuyerQuery("+0 1234 5678", "id")).toEqual(failure("queryInvalid"));
  });
});

describe("a buyer's balances per currency", () => {
  it("groups accounts by currency, IDR first, holds apart from what is spendable", () => {
    expect(
      balancesByCurrency([
        { kind: "gold", currency: "USD", balance: 500 },
        { kind: "cashback", currency: "IDR", balance: 1_200 },
        { kind: "gold", currency: "IDR", balance: 5_000 },
        { kind: "gold_hold", currency: "IDR", balance: 2_000 },
      ]),
    ).toEqual([
      { currency: "IDR", cashback: 1_200, gold: 5_000, cashbackHeld: 0, goldHeld: 2_000 },
      { currency: "USD", cashback: 0, gold: 500, cashbackHeld: 0, goldHeld: 0 },
    ]);
  });
});
