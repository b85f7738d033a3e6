import { isbot } from "isbot";
import { useState, useSyncExternalStore } from "react";
import { useLocation } from "react-router";
import { cookieValue, serializeCookie } from "../../core/cookies";
import {
  LOCALE_COOKIE,
  LOCALE_COOKIE_MAX_AGE_SECONDS,
  localeSwitchHref,
  offeredLocale,
  type Locale,
} from "../../core/locales";
import type { LocaleOfferText } from "../../i18n/locale-offers";
import { useI18n } from "../i18n/i18n-context";

function onLanguageChange(onChange: () => void): () => void {
  window.addEventListener("languagechange", onChange);
  return () => window.removeEventListener("languagechange", onChange);
}

/** The language this browser is offered on a page in `pageLocale`, if any. */
function browserOffer(pageLocale: Locale): Locale | undefined {
  if (isbot(navigator.userAgent)) return undefined;
  if (cookieValue(document.cookie, LOCALE_COOKIE)) return undefined;
  return offeredLocale(navigator.languages ?? [navigator.language], pageLocale);
}

/**
 * A small offer of the shop's language the browser prefers, when the page is in another (decision
 * 033). A language is also a market (currency, payment methods), so the visitor is asked, never
 * moved; the switch is the language switcher's, which remembers the choice. Decided in the browser
 * from navigator.languages, so the page is one for every visitor and stays cacheable. Not made to a
 * crawler (the page it indexes stays plain), nor to a visitor who chose a language (the locale
 * cookie): closing the offer is choosing the page's.
 */
export function LocaleOffer({ offers }: { offers: Partial<Record<Locale, LocaleOfferText>> }) {
  const { locale } = useI18n();
  const location = useLocation();
  // The server never offers (it cannot know the browser); the browser decides right after hydration.
  const offered = useSyncExternalStore(
    onLanguageChange,
    () => browserOffer(locale),
    () => undefined,
  );
  const [closed, setClosed] = useState(false);
  const offer = offered ? offers[offered] : undefined;
  if (!offered || !offer || closed) return null;
  // "No, thanks" keeps the page's language, remembered as the switcher remembers a choice.
  const close = () => {
    const secure = window.location.protocol === "https:";
    document.cookie = serializeCookie(LOCALE_COOKIE, locale, { maxAgeSeconds: LOCALE_COOKIE_MAX_AGE_SECONDS, secure });
    setClosed(true);
  };
  // Over the page's corner, as the new-version banner: appearing after the page is drawn, it moves nothing.
  return (
    <aside className="locale-offer" lang={offered} data-testid="locale-offer">
      <p className="locale-offer__box">
        <span>{offer.text}</span>
        <a
          className="button button--primary"
          href={localeSwitchHref(location.pathname, location.search, offered)}
          hrefLang={offered}
        >
          {offer.switchLabel}
        </a>
        <button type="button" className="button button--ghost" onClick={close}>
          {offer.dismiss}
        </button>
      </p>
    </aside>
  );
}
