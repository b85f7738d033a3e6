import { describe, expect, it } from "vitest";
import type { OrderRecord } from "../../core/orders/orders";
import { uzReceiptLines } from "./uz-fiscal-receipt";

const codes = { ikpu: "10399002001000000", packageCode: "1501283", vatPercent: 12 };

const order = (overrides: Partial<OrderRecord>) =>
  ({
    id: "order-1",
    locale: "uz",
    currency: "UZS",
    productSku: "ff-355",
    productTitle: "355 Diamonds",
    quantity: 1,
    fee: 1_500,
    total: 61_500,
    ...overrides,
  }) as OrderRecord;

const deps = (found: OrderRecord | undefined, fiscal: object | undefined) => ({
  orders: { find: () => Promise.resolve(found) },
  fiscalCodes: { fiscalCodesOf: () => Promise.resolve(fiscal) },
});

describe("an Uzbek order's fiscal receipt lines", () => {
  it("name the fee in the order's language, every line under the product's Uzbek codes", async () => {
    expect(await uzReceiptLines(deps(order({}), { uz: codes }), "order-1")).toEqual([
      { title: "355 Diamonds", amount: 60_000, codes },
      { title: "To'lov usuli komissiyasi", amount: 1_500, codes },
    ]);
  });

  it("are none without Uzbek codes, outside so'm, or for an unknown order", async () => {
    expect(await uzReceiptLines(deps(order({}), {}), "order-1")).toBeUndefined();
    expect(
      await uzReceiptLines(deps(order({}), { ru: { vatCode: 1, paymentSubject: "service" } }), "order-1"),
    ).toBeUndefined();
    expect(await uzReceiptLines(deps(order({ currency: "IDR" }), { uz: codes }), "order-1")).toBeUndefined();
    expect(await uzReceiptLines(deps(undefined, { uz: codes }), "order-1")).toBeUndefined();
  });
});
