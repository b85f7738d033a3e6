import { describe, expect, it } from "vitest";
import { LOCALES } from "./locales";
import { fillMarketTexts, orderMarket, orderTax, paymentMethodGroups } from "./market-texts";
import { MARKETS, marketFor } from "./markets";

describe("a market's payment methods, grouped for texts", () => {
  it("groups the methods by kind in the market's order, each brand once", () => {
    const groups = paymentMethodGroups("id");
    expect(groups.map((group) => group.kind)).toEqual(["qris", "ewallet", "va", "store", "card"]);
    expect(groups.find((group) => group.kind === "ewallet")?.brands).toEqual(["GoPay", "OVO", "DANA", "ShopeePay"]);
    expect(groups.find((group) => group.kind === "card")?.brands).toEqual(["Visa", "Mastercard", "JCB"]);
  });

  it("names every brand of every method the market offers, and nothing else", () => {
    for (const locale of LOCALES) {
      const named = paymentMethodGroups(locale).flatMap((group) => group.brands);
      const offered = marketFor(locale).paymentMethods.flatMap((method) => method.brand.split(" / "));
      expect(new Set(named), locale).toEqual(new Set(offered));
    }
  });
});

describe("fillMarketTexts", () => {
  it("fills the threshold and both lists of payment methods, every time they occur", () => {
    const text = "From {cashbackThreshold}. Pay with {paymentMethodsOr}. We take {paymentMethods}; {paymentMethodsOr}.";
    expect(fillMarketTexts(text, "ru", { paymentMethods: "A и B", paymentMethodsOr: "A или B" })).toBe(
      "From 500\u00a0₽. Pay with A или B. We take A и B; A или B.",
    );
  });

  it("fills the market's own tax rate, as its readers write it (the terms quote it)", () => {
    const none = { paymentMethods: "", paymentMethodsOr: "" };
    expect(fillMarketTexts("PPN {taxRate}", "id", none)).toBe("PPN 11%");
    expect(fillMarketTexts("НДС {taxRate}", "ru", none)).toBe("НДС 22%");
    expect(fillMarketTexts("{taxRate} QQS", "uz", none)).toBe("12% QQS");
  });

  it("leaves other placeholders (ICU arguments) alone", () => {
    expect(fillMarketTexts("{amount} {game}", "uz", { paymentMethods: "x", paymentMethodsOr: "y" })).toBe(
      "{amount} {game}",
    );
  });
});

describe("an order's market", () => {
  it("is the market the order was placed in, whoever reads it", () => {
    expect(orderMarket({ locale: "uz" })).toBe(MARKETS.uz);
    expect(orderTax({ locale: "uz" })).toEqual({ market: "uz", rateBps: 1_200 });
    expect(orderTax({ locale: "ru" })).toEqual({ market: "ru", rateBps: 2_200 });
    expect(orderTax({ locale: "id" })).toEqual({ market: "id", rateBps: 1_100 });
    expect(orderTax({ locale: "en" })).toEqual({ market: "en", rateBps: 0 });
    expect(orderMarket({ locale: "ru" }).timeZone).toBe("Europe/Moscow");
  });

  it("is the default market for a locale no order can carry, rather than a broken page", () => {
    expect(orderMarket({ locale: "xx" })).toBe(MARKETS.id);
  });
});
