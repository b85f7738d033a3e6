import { createContext, useContext, useMemo, type ReactNode } from "react";
import { languageOf, LOCALE_INFO, localizePath, type Language, type Locale } from "../../core/locales";
import { formatMoney, type Money } from "../../core/money";
import type { MessageSet } from "../../i18n/namespaces";
import { createTranslator, type Translate } from "../../i18n/translate";
import { mergeMessages } from "./merge-messages";

export interface I18n {
  locale: Locale;
  /** The language of the locale's words (English on /en-id as on /en): which of a text's versions to show. */
  language: Language;
  t: Translate;
  /** The path in the current locale: href("/about") is "/en/about" on English pages. */
  href(path: string): string;
  money(value: Money): string;
}

const I18nContext = createContext<I18n | null>(null);

/**
 * The translator of the page on screen: the shell's messages (root loader, sent once) and the page's
 * own (its loader, `handle.messages`).
 */
export function I18nProvider(props: {
  locale: Locale;
  shell: MessageSet;
  page: MessageSet | undefined;
  children: ReactNode;
}) {
  const { locale, shell, page } = props;
  const value = useMemo<I18n>(
    () => ({
      locale,
      language: languageOf(locale),
      t: createTranslator(locale, page ? mergeMessages(shell, page) : shell),
      href: (path) => localizePath(path, locale),
      money: (amount) => formatMoney(amount, LOCALE_INFO[locale].iso),
    }),
    [locale, shell, page],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
