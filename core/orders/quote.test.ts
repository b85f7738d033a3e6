import { describe, expect, it } from "vitest";
import { MARKETS, type PaymentMethod } from "../markets";
import { money } from "../money";
import type { PromoCode } from "../promos/promo-codes";
import { quoteOrder, type QuoteInput } from "./quote";

const IDR = (amount: number) => money(amount, "IDR");
const qris = MARKETS.id.paymentMethods.find((method) => method.id === "qris")!;
const bca = MARKETS.id.paymentMethods.find((method) => method.id === "va-bca")!;
const freeMethod: PaymentMethod = {
  id: "free",
  provider: "midtrans",
  kind: "qris",
  brand: "Test",
  minimum: 1,
  fee: { fixed: 0, bps: 0 },
};
const NOW = new Date("2026-11-22T10:00:00Z");

const promo = (overrides: Partial<PromoCode> = {}): PromoCode => ({
  code: "HEMAT10",
  kind: "percent",
  percentBps: 1_000,
  amount: 0,
  currency: null,
  minimumTotal: 0,
  startsAt: null,
  endsAt: null,
  perUserLimit: null,
  globalLimit: null,
  redemptions: 0,
  gameSlug: null,
  productSku: null,
  active: true,
  ...overrides,
});

function quote(overrides: Partial<QuoteInput> = {}) {
  return quoteOrder({
    gameSlug: "mobile-legends",
    productSku: "ml-86",
    unitListPrice: IDR(100_000),
    unitPrice: IDR(100_000),
    quantity: 1,
    promo: null,
    method: freeMethod,
    taxRateBps: MARKETS.id.taxRateBps,
    cashbackThreshold: IDR(MARKETS.id.cashbackThreshold),
    buyer: { signedIn: true, cashbackBalance: IDR(0), goldBalance: IDR(0) },
    use: { cashback: 0, gold: 0 },
    now: NOW,
    ...overrides,
  });
}

describe("quote: discounts in order", () => {
  it("takes the temporary discount, then the promo code on what is left", () => {
    const result = quote({
      unitPrice: IDR(80_000),
      quantity: 2,
      promo: { code: "HEMAT10", found: promo(), buyerRedemptions: 0 },
    });
    expect(result.listPrice).toEqual(IDR(200_000));
    expect(result.temporaryDiscount).toEqual(IDR(40_000));
    expect(result.promo).toEqual({ code: "HEMAT10", valid: true, discount: IDR(16_000) });
    expect(result.total).toEqual(IDR(144_000));
  });

  it("a fixed code never takes more than the order", () => {
    const result = quote({
      unitPrice: IDR(5_000),
      unitListPrice: IDR(5_000),
      promo: { code: "POTONG", found: promo({ kind: "fixed", amount: 20_000, currency: "IDR" }), buyerRedemptions: 0 },
    });
    expect(result.promo?.discount).toEqual(IDR(5_000));
    expect(result.total).toEqual(IDR(0));
  });

  it.each([
    ["unknown", undefined, 0],
    ["expired", promo({ endsAt: new Date("2026-11-22T09:59:59Z") }), 0],
    ["not started", promo({ startsAt: new Date("2026-11-23T00:00:00Z") }), 0],
    ["exhausted", promo({ globalLimit: 100, redemptions: 100 }), 0],
    ["used up by this buyer", promo({ perUserLimit: 1 }), 1],
    ["for another game", promo({ gameSlug: "genshin" }), 0],
    ["for another product", promo({ productSku: "ml-172" }), 0],
    ["inactive", promo({ active: false }), 0],
    ["below its minimum", promo({ minimumTotal: 100_001, currency: "IDR" }), 0],
  ])("an %s code gives nothing and is marked invalid", (_name, found, buyerRedemptions) => {
    const result = quote({ promo: { code: "X", found, buyerRedemptions } });
    expect(result.promo).toEqual({ code: "X", valid: false, discount: IDR(0) });
    expect(result.total).toEqual(IDR(100_000));
  });
});

describe("quote: balances", () => {
  it("KupiCoins pay at most 15% of the order; gold covers the rest without a cap", () => {
    const result = quote({
      buyer: { signedIn: true, cashbackBalance: IDR(50_000), goldBalance: IDR(200_000) },
      use: { cashback: 1e12, gold: 1e12 },
    });
    expect(result.writeOffUpTo).toEqual(IDR(15_000));
    expect(result.cashbackUsed).toEqual(IDR(15_000));
    expect(result.goldUsed).toEqual(IDR(85_000));
    expect(result.total).toEqual(IDR(0));
    // No cashback on an order that used any balance.
    expect(result.cashback).toEqual({ rateBps: 0, amount: IDR(0) });
  });

  it("the write-off is capped by the balance too, and only what the buyer asks for is used", () => {
    const small = quote({
      buyer: { signedIn: true, cashbackBalance: IDR(4_000), goldBalance: IDR(0) },
      use: { cashback: 1e12, gold: 0 },
    });
    expect(small.writeOffUpTo).toEqual(IDR(4_000));
    expect(small.total).toEqual(IDR(96_000));
    const none = quote({ buyer: { signedIn: true, cashbackBalance: IDR(50_000), goldBalance: IDR(0) } });
    expect(none.cashbackUsed).toEqual(IDR(0));
    expect(none.writeOffUpTo).toEqual(IDR(15_000));
  });

  it("guests use no balance and get no cashback offer", () => {
    const result = quote({
      buyer: { signedIn: false, cashbackBalance: IDR(50_000), goldBalance: IDR(50_000) },
      use: { cashback: 1e12, gold: 1e12 },
    });
    expect(result.cashbackUsed).toEqual(IDR(0));
    expect(result.goldUsed).toEqual(IDR(0));
    expect(result.cashback).toBeNull();
  });
});

describe("quote: cashback offer at the Rp 87.252 threshold", () => {
  const at = (amount: number, withPromo: boolean) =>
    quote({
      unitListPrice: IDR(amount),
      unitPrice: IDR(amount),
      promo: withPromo
        ? { code: "EPICWIN", found: promo({ code: "EPICWIN", percentBps: 0 }), buyerRedemptions: 0 }
        : null,
    }).cashback;

  it("0% below, 1% at the threshold, +2% with a valid promo code", () => {
    expect(at(87_251, false)).toEqual({ rateBps: 0, amount: IDR(0) });
    expect(at(87_252, false)).toEqual({ rateBps: 100, amount: IDR(872) });
    expect(at(87_251, true)).toEqual({ rateBps: 200, amount: IDR(1_745) });
    expect(at(87_252, true)).toEqual({ rateBps: 300, amount: IDR(2_617) });
  });
});

describe("quote: payment method, fee and tax", () => {
  it("adds the channel's fee and shows the 11% PPN included in the total", () => {
    const result = quote({ method: bca });
    expect(result.fee).toEqual(IDR(4_000));
    expect(result.total).toEqual(IDR(104_000));
    // 104.000 × 11 / 111 = 10.306,3 -> Rp 10.306
    expect(result.tax).toEqual(IDR(10_306));
  });

  it("a percentage fee is rounded down", () => {
    expect(quote({ method: qris }).fee).toEqual(IDR(700));
    expect(quote({ method: qris, unitPrice: IDR(99_999), unitListPrice: IDR(99_999) }).fee).toEqual(IDR(699));
  });

  it("a total under the method's minimum makes the method unavailable", () => {
    const result = quote({ method: bca, unitPrice: IDR(9_999), unitListPrice: IDR(9_999) });
    expect(result.methodAvailable).toBe(false);
    expect(result.methodMinimum).toEqual(IDR(10_000));
  });

  it("an order paid entirely with balances needs no method and pays no fee", () => {
    const result = quote({
      method: bca,
      buyer: { signedIn: true, cashbackBalance: IDR(0), goldBalance: IDR(500_000) },
      use: { cashback: 0, gold: 1e12 },
    });
    expect(result.total).toEqual(IDR(0));
    expect(result.fee).toEqual(IDR(0));
    expect(result.methodAvailable).toBe(true);
  });

  it("refuses a quantity outside 1..10", () => {
    expect(() => quote({ quantity: 0 })).toThrow(RangeError);
    expect(() => quote({ quantity: 11 })).toThrow(RangeError);
  });
});

describe("quote: every offered method's fee and total, before the buyer chooses", () => {
  const costs = (price: number) =>
    Object.fromEntries(
      quote({
        unitListPrice: IDR(price),
        unitPrice: IDR(price),
        method: null,
        offeredMethods: MARKETS.id.paymentMethods,
      }).methods.map((cost) => [
        cost.id,
        { fee: cost.fee.amount, total: cost.total.amount, available: cost.available },
      ]),
    );

  it("shows the card's Rp 24.226 beside QRIS's Rp 21.751 for a Rp 21.600 item", () => {
    const all = costs(21_600);
    expect(Object.keys(all)).toEqual(MARKETS.id.paymentMethods.map((method) => method.id));
    expect(all.card).toEqual({ fee: 2_626, total: 24_226, available: true });
    expect(all.qris).toEqual({ fee: 151, total: 21_751, available: true });
    expect(all["va-bca"]).toEqual({ fee: 4_000, total: 25_600, available: true });
    expect(all.alfamart).toEqual({ fee: 5_000, total: 26_600, available: true });
  });

  it("marks the methods whose minimum the amount does not reach", () => {
    const all = costs(5_000);
    expect(all.qris!.available).toBe(true);
    expect(all["va-bca"]!.available).toBe(false);
    expect(all.card!.available).toBe(false);
  });

  it("the chosen method's total is the same figure the list showed", () => {
    const card = MARKETS.id.paymentMethods.find((method) => method.id === "card")!;
    const chosen = quote({ unitListPrice: IDR(21_600), unitPrice: IDR(21_600), method: card });
    expect(chosen.total.amount).toBe(costs(21_600).card!.total);
  });
});
