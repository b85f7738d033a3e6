import { useLocation } from "react-router";
import { LOCALE_INFO, languageOf, localesOfMarket, localeSwitchHref, MARKET_CODES } from "../../core/locales";
import { currencySign } from "../../core/money";
import { marketFor } from "../../core/markets";
import { useI18n } from "../i18n/i18n-context";

/** Each market's locales together, its home locale first: Bahasa Indonesia and English in rupiah, then the others. */
const SWITCHER_ORDER = MARKET_CODES.flatMap(localesOfMarket);

/**
 * Links to the same page in each locale, each with its market's currency sign beside the language's
 * name ("English · Rp", "English · $"): a language may be read in two markets (decision 036). The
 * switch parameter makes the root loader remember the choice in the locale cookie (365 days) and then
 * drop the parameter from the URL.
 */
export function LocaleSwitcher() {
  const { locale, language, t } = useI18n();
  const location = useLocation();
  return (
    <details className="locale-switcher">
      {/* The accessible name holds the visible code too (WCAG 2.5.3, label in name): "Bahasa: ID". */}
      <summary aria-label={`${t("header.language")}: ${language.toUpperCase()}`}>
        <svg
          viewBox="0 0 24 24"
          width="16"
          height="16"
          aria-hidden="true"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        >
          <circle cx="12" cy="12" r="9" />
          <path d="M3 12h18M12 3c2.5 2.7 3.8 5.7 3.8 9s-1.3 6.3-3.8 9c-2.5-2.7-3.8-5.7-3.8-9S9.5 5.7 12 3z" />
        </svg>{" "}
        {language.toUpperCase()}
      </summary>
      <ul>
        {SWITCHER_ORDER.map((code) => {
          const sign = currencySign(marketFor(code).currency, LOCALE_INFO[code].iso);
          return (
            <li key={code}>
              <a
                href={localeSwitchHref(location.pathname, location.search, code)}
                hrefLang={code}
                lang={languageOf(code)}
                aria-current={code === locale ? "true" : undefined}
                // Read aloud as "English, Rp": the sign tells the two Englishes apart.
                aria-label={`${LOCALE_INFO[code].name}, ${sign}`}
              >
                {LOCALE_INFO[code].name}
                <span className="locale-switcher__currency">{sign}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </details>
  );
}
