import { describe, expect, it } from "vitest";
import { LOCALES, MARKET_CODES, marketOf, type MarketCode } from "../core/locales";
import { MARKETS, marketFor } from "../core/markets";
import { serverTranslator } from "./catalog";
import { fillGameTexts, fillMarketTextsIn, marketPhrases } from "./market-phrases";
import { taxLabel } from "./tax-label";

/** Names only one market's methods may carry (the English FAQ listed QRIS and virtual accounts). */
const MARKET_ONLY: Record<MarketCode, RegExp[]> = {
  id: [/QRIS/, /e-wallet/i, /virtual/i],
  en: [],
  ru: [/СБП/],
  uz: [/Click/, /Payme/],
};

describe("a market's payment methods in its own words", () => {
  it("reads as each language writes a list", () => {
    expect(marketPhrases("id", serverTranslator("id"))).toEqual({
      paymentMethods: "QRIS, e-wallet, virtual account bank, gerai ritel, dan kartu debit/kredit",
      paymentMethodsOr: "QRIS, e-wallet, virtual account bank, gerai ritel, atau kartu debit/kredit",
    });
    expect(marketPhrases("ru", serverTranslator("ru")).paymentMethodsOr).toMatch(/ или СБП$/);
    expect(marketPhrases("en", serverTranslator("en")).paymentMethodsOr).toMatch(/card/);
    // English read in Indonesia names Indonesia's methods, in English as Indonesia writes it (no serial comma).
    expect(marketPhrases("en-id", serverTranslator("en-id"))).toEqual({
      paymentMethods: "QRIS, e-wallets, bank virtual accounts, convenience store counters and a debit or credit card",
      paymentMethodsOr: "QRIS, e-wallets, bank virtual accounts, convenience store counters or a debit or credit card",
    });
  });

  it("says where to find the methods when the shop can take none in the market, never an empty list", () => {
    expect(marketPhrases("ru", serverTranslator("ru"), [])).toEqual({
      paymentMethods: "способы, доступные при оформлении заказа",
      paymentMethodsOr: "способы, доступные при оформлении заказа",
    });
    const card = MARKETS.id.paymentMethods.filter((method) => method.kind === "card");
    expect(marketPhrases("id", serverTranslator("id"), card).paymentMethodsOr).toBe("kartu debit/kredit");
  });

  it("names each wallet app the market offers and no other market's methods", () => {
    for (const locale of LOCALES) {
      const { paymentMethods, paymentMethodsOr } = marketPhrases(locale, serverTranslator(locale));
      for (const method of marketFor(locale).paymentMethods.filter((candidate) => candidate.kind === "wallet-app")) {
        expect(paymentMethods, locale).toContain(method.brand);
        expect(paymentMethodsOr, locale).toContain(method.brand);
      }
      for (const other of MARKET_CODES.filter((candidate) => candidate !== marketOf(locale)))
        for (const name of MARKET_ONLY[other]) expect(paymentMethods, `${locale} names ${name}`).not.toMatch(name);
    }
  });

  it("fills the game texts the shop reads from the catalog, leaving the currency unit's ICU alone", () => {
    const fill = fillMarketTextsIn("uz", serverTranslator("uz"));
    const texts = fillGameTexts(
      {
        name: "Free Fire",
        ogTitle: "FF",
        ogDescription: "{paymentMethodsOr} orqali to'lang",
        intro: "{cashbackThreshold}",
        faq: [{ question: "?", answer: "{paymentMethods}" }],
        guide: [],
        notes: [],
        currencyUnit: "{amount, plural, other {# olmos}}",
      },
      fill,
    );
    expect(texts.ogDescription).toBe(`${marketPhrases("uz", serverTranslator("uz")).paymentMethodsOr} orqali to'lang`);
    expect(texts.intro).toBe("70\u00a0000\u00a0so'm");
    expect(texts.faq[0]!.answer).not.toContain("{");
    expect(texts.currencyUnit).toBe("{amount, plural, other {# olmos}}");
  });
});

describe("an order's tax line", () => {
  it("names the order's market's tax and rate in the reader's language", () => {
    expect(taxLabel(serverTranslator("uz"), "ru")).toBe("Shu jumladan Rossiya QQS (НДС) 22%");
    expect(taxLabel(serverTranslator("en"), "uz")).toBe("Uzbek VAT (QQS) 12% included");
    expect(taxLabel(serverTranslator("ru"), "id")).toBe("В том числе НДС Индонезии (PPN) 11%");
    expect(taxLabel(serverTranslator("id"), "id")).toBe("Sudah termasuk PPN 11%");
    expect(taxLabel(serverTranslator("ru"), "ru")).toBe("В том числе НДС 22%");
    expect(taxLabel(serverTranslator("uz"), "uz")).toBe("Shu jumladan QQS 12%");
  });

  it("says there is none for a market whose prices carry no tax, in any language", () => {
    expect(taxLabel(serverTranslator("en"), "en")).toBe("No sales tax");
    expect(taxLabel(serverTranslator("id"), "en")).toBe("Tanpa pajak penjualan");
  });
});
