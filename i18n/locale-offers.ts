import { LOCALES, type Locale } from "../core/locales";
import { serverTranslator } from "./catalog";

/** The offer of one language, written in that language: what it says, its switch, its dismissal. */
export interface LocaleOfferText {
  text: string;
  switchLabel: string;
  dismiss: string;
}

/**
 * The offers a page in `pageLocale` can make, each in the language it offers (the page carries only
 * its own language's messages): the same for every visitor, so the page stays cacheable, and the
 * browser shows the one its languages ask for (app/components/locale-offer.tsx, decision 033).
 */
export function localeOffers(pageLocale: Locale): Partial<Record<Locale, LocaleOfferText>> {
  return Object.fromEntries(
    LOCALES.filter((locale) => locale !== pageLocale).map((locale) => {
      const t = serverTranslator(locale);
      return [
        locale,
        { text: t("localeOffer.text"), switchLabel: t("localeOffer.switch"), dismiss: t("localeOffer.dismiss") },
      ];
    }),
  );
}
