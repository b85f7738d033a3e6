import { LANGUAGES, marketOf, offeredLocale, type Locale } from "../core/locales";
import { serverTranslator } from "./catalog";

/** The offer of one language, written in that language: what it says, its switch, its dismissal. */
export interface LocaleOfferText {
  text: string;
  switchLabel: string;
  dismiss: string;
}

/**
 * The offers a page in `pageLocale` can make, by the locale each leads to (`offeredLocale`: the
 * language in the page's own market where the market is read in it), each written in the language it
 * offers (the page carries only its own language's messages): the same for every visitor, so the page
 * stays cacheable, and the browser shows the one its languages ask for (app/components/locale-offer.tsx,
 * decisions 033 and 036). An offer in the same market says that prices and methods stay; one that
 * leads to another market names its currency.
 */
export function localeOffers(pageLocale: Locale): Partial<Record<Locale, LocaleOfferText>> {
  return Object.fromEntries(
    LANGUAGES.flatMap((language) => {
      const target = offeredLocale([language], pageLocale);
      if (!target) return [];
      const t = serverTranslator(target);
      const text = marketOf(target) === marketOf(pageLocale) ? t("localeOffer.sameMarket") : t("localeOffer.text");
      return [[target, { text, switchLabel: t("localeOffer.switch"), dismiss: t("localeOffer.dismiss") }]];
    }),
  );
}
