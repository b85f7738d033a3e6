import { IntlMessageFormat } from "intl-messageformat";
import { LOCALE_INFO, type Locale } from "../core/locales";
import type { MessageKey, Messages } from "./messages/id";

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new Map<string, IntlMessageFormat>();

/**
 * A translator for one locale. Messages are ICU MessageFormat, so plurals follow each language's
 * rules (Russian one/few/many, Uzbek one/other). Compiled formats are cached per locale and key.
 */
export function createTranslator(locale: Locale, messages: Messages): Translate {
  const tag = LOCALE_INFO[locale].iso;
  return (key, values) => {
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = new IntlMessageFormat(messages[key], tag);
      compiled.set(cacheKey, format);
    }
    return String(format.format(values));
  };
}
