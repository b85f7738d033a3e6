import { createContext, useContext, useMemo, type ReactNode } from "react";
import { LOCALE_INFO, localizePath, type Locale } from "../../core/locales";
import { formatMoney, type Money } from "../../core/money";
import type { Messages } from "../../i18n/messages/id";
import { createTranslator, type Translate } from "../../i18n/translate";

export interface I18n {
  locale: Locale;
  t: Translate;
  /** The path in the current locale: href("/about") is "/en/about" on English pages. */
  href(path: string): string;
  money(value: Money): string;
}

const I18nContext = createContext<I18n | null>(null);

export function I18nProvider(props: { locale: Locale; messages: Messages; children: ReactNode }) {
  const { locale, messages } = props;
  const value = useMemo<I18n>(
    () => ({
      locale,
      t: createTranslator(locale, messages),
      href: (path) => localizePath(path, locale),
      money: (amount) => formatMoney(amount, LOCALE_INFO[locale].iso),
    }),
    [locale, messages],
  );
  return <I18nContext.Provider value={value}>{props.children}</I18nContext.Provider>;
}

export function useI18n(): I18n {
  const value = useContext(I18nContext);
  if (!value) throw new Error("useI18n outside I18nProvider");
  return value;
}
