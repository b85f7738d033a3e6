import type { GameTexts } from "../core/catalog/types";
import { LOCALE_INFO, type Locale } from "../core/locales";
import { fillMarketTexts, paymentMethodGroups, type MarketPhrases } from "../core/market-texts";
import type { PaymentMethod, PaymentMethodKind } from "../core/markets";
import type { MessageKey } from "./messages/id";
import type { Translate } from "./translate";
import { intlOnce } from "../core/intl-once";

/**
 * The words for a kind of payment method that stands for several brands (e-wallets: GoPay, OVO...).
 * QRIS and the wallet apps (СБП, Click, Payme) are named by their brand, one item each.
 */
const KIND_WORDS: Partial<Record<PaymentMethodKind, MessageKey>> = {
  ewallet: "market.method.ewallet",
  va: "market.method.va",
  store: "market.method.store",
  card: "market.method.card",
};

/**
 * The market's payment methods in a sentence of its own language: "QRIS, e-wallet,
 * virtual account bank, gerai ritel, atau kartu debit/kredit"; "банковская карта или СБП";
 * "Click yoki Payme". Built from MARKETS (or from the methods offered now, when the caller knows
 * them), so a text never names a method its market lacks. `t` needs the "market" messages.
 */
export function marketPhrases(locale: Locale, t: Translate, methods?: readonly PaymentMethod[]): MarketPhrases {
  const items = paymentMethodGroups(locale, methods).flatMap((group) => {
    const words = KIND_WORDS[group.kind];
    return words ? [t(words)] : group.brands;
  });
  // No method can be taken right now (no provider configured): words that stay true, not an empty list.
  if (items.length === 0) return { paymentMethods: t("market.method.none"), paymentMethodsOr: t("market.method.none") };
  const list = (type: "conjunction" | "disjunction") =>
    intlOnce(
      `list:${locale}:${type}`,
      () => new Intl.ListFormat(LOCALE_INFO[locale].iso, { type, style: "long" }),
    ).format(items);
  return { paymentMethods: list("conjunction"), paymentMethodsOr: list("disjunction") };
}

/** A text's market tokens ({cashbackThreshold}, {paymentMethods}, {paymentMethodsOr}) filled. */
export function fillMarketTextsIn(
  locale: Locale,
  t: Translate,
  methods?: readonly PaymentMethod[],
): (text: string) => string {
  const phrases = marketPhrases(locale, t, methods);
  return (text) => fillMarketTexts(text, locale, phrases);
}

/**
 * A game's texts with the market's facts filled in: "Pay with {paymentMethodsOr}" names the
 * methods of the market the game is read in. The currency unit is an ICU message and holds none.
 */
export function fillGameTexts(texts: GameTexts, fill: (text: string) => string): GameTexts {
  return {
    ...texts,
    ogTitle: fill(texts.ogTitle),
    ogDescription: fill(texts.ogDescription),
    intro: fill(texts.intro),
    faq: texts.faq.map((entry) => ({ question: fill(entry.question), answer: fill(entry.answer) })),
    guide: texts.guide.map(fill),
    notes: texts.notes.map(fill),
  };
}
