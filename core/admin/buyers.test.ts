import { describe, expect, it } from "vitest";
import { failure } from "../failure";
import { balancesByCurrency, readBuyerQuery } from "./buyers";

describe("what the buyer search box holds", () => {
  it.each([
    ["0f8fad5b-d9cb-469f-a165-70867728950e", { by: "id", userId: "0f8fad5b-d9cb-469f-a165-70867728950e" }],
    [" Dewi@Example.COM ", { by: "email", email: "dewi@example.com" }],
    ["#k7mp-2xq9", { by: "order", number: "K7MP2XQ9", name: "#k7mp-2xq9" }],
  ])("%j", (text, query) => {
    expect(readBuyerQuery(text, "id")).toEqual({ ok: true, query });
  });

  it("reads anything else as a name, a game ID and, when it is one, a phone number", () => {
    const read = (text: string) => {
      const result = readBuyerQuery(text, "id");
      return result.ok ? result.query : undefined;
    };
    expect(read("0812-3456-7890")).toMatchObject({ by: "text", phone: "6281234567890" });
    expect(read("+62 812 3456 7890")).toMatchObject({ by: "text", phone: "6281234567890" });
    expect(read("Dewi")).toMatchObject({ by: "text", name: "Dewi" });
    expect(read("Dewi")).not.toHaveProperty("phone");
    // A Mobile Legends user ID and zone as support is told them; no phone number in any market.
    const ml = read("12345678 (1234)");
    expect(ml).not.toHaveProperty("phone");
    expect(ml).toMatchObject({ by: "text" });
    expect(ml?.by === "text" && ml.gameIds).toContainEqual(["12345678", "1234"]);
  });

  it("refuses blank and two letters", () => {
    expect(readBuyerQuery("  ", "id")).toEqual(failure("queryInvalid"));
    expect(readBuyerQuery("De", "id")).toEqual(failure("queryInvalid"));
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
