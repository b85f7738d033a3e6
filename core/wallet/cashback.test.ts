import { describe, expect, it } from "vitest";
import { MARKETS } from "../markets";
import { money } from "../money";
import { cashbackOffer, cashbackWriteOffLimit } from "./cashback";

const threshold = money(MARKETS.id.cashbackThreshold, "IDR");
const offer = (amount: number, options: { signedIn?: boolean; promo?: boolean; balanceUsed?: boolean } = {}) =>
  cashbackOffer({
    total: money(amount, "IDR"),
    threshold,
    signedIn: options.signedIn ?? true,
    promoCodeApplied: options.promo ?? false,
    balanceUsed: options.balanceUsed ?? false,
  });

describe("cashback", () => {
  it("Indonesia's threshold is Rp 87.252", () => {
    expect(threshold).toEqual(money(87_252, "IDR"));
  });

  it("0% below the threshold, 1% at or above it", () => {
    expect(offer(87_251)).toEqual({ rateBps: 0, amount: money(0, "IDR") });
    expect(offer(87_252)).toEqual({ rateBps: 100, amount: money(872, "IDR") });
    expect(offer(150_000)).toEqual({ rateBps: 100, amount: money(1_500, "IDR") });
  });

  it("a promo code adds 2%: 0-2% below the threshold, 1-3% at or above it", () => {
    expect(offer(50_000, { promo: true })).toEqual({ rateBps: 200, amount: money(1_000, "IDR") });
    expect(offer(100_000, { promo: true })).toEqual({ rateBps: 300, amount: money(3_000, "IDR") });
  });

  it("only for signed-in buyers, and none when a balance was used", () => {
    expect(offer(100_000, { signedIn: false }).amount.amount).toBe(0);
    expect(offer(100_000, { balanceUsed: true, promo: true }).amount.amount).toBe(0);
  });
});

describe("balance write-off", () => {
  it("cashback may pay at most 15% of an order, and never more than the balance", () => {
    expect(cashbackWriteOffLimit(money(100_000, "IDR"), money(50_000, "IDR"))).toEqual(money(15_000, "IDR"));
    expect(cashbackWriteOffLimit(money(100_000, "IDR"), money(4_000, "IDR"))).toEqual(money(4_000, "IDR"));
    // 15% of Rp 87.252 is Rp 13.087,8: rounded down.
    expect(cashbackWriteOffLimit(money(87_252, "IDR"), money(99_999, "IDR"))).toEqual(money(13_087, "IDR"));
  });
});
