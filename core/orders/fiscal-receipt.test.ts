import { describe, expect, it } from "vitest";
import { fiscalReceiptLines } from "./fiscal-receipt";

const codes = { uz: { ikpu: "10305008003000000", packageCode: "1545643", vatPercent: 12 } };

describe("an order's fiscal receipt lines", () => {
  it("add up to what the payment takes, the fee on its own line", () => {
    const lines = fiscalReceiptLines(
      { productTitle: "86 Diamonds", quantity: 1, fee: 1_500, total: 21_500 },
      codes,
      "Fee",
    );
    expect(lines).toEqual([
      { kind: "product", title: "86 Diamonds", amount: 20_000, codes },
      { kind: "fee", title: "Fee", amount: 1_500, codes },
    ]);
    expect(lines.reduce((sum, line) => sum + line.amount, 0)).toBe(21_500);
  });

  it("name the count of a multiple order and leave out a fee of nothing", () => {
    const lines = fiscalReceiptLines({ productTitle: "Weekly Pass", quantity: 3, fee: 0, total: 85_001 }, codes, "Fee");
    expect(lines).toEqual([{ kind: "product", title: "Weekly Pass × 3", amount: 85_001, codes }]);
  });
});
