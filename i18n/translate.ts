import { compileMessage, type CompiledMessage } from "./message-format";
import { LOCALE_INFO, type Locale } from "../core/locales";
import type { MessageKey, MessageSet } from "./messages/id";

export type MessageValues = Record<string, string | number>;
export type Translate = (key: MessageKey, values?: MessageValues) => string;

const compiled = new Map<string, CompiledMessage>();

/** How a missing message is reported on the console. */
export const MISSING_MESSAGE = "Missing message:";

/**
 * A translator for one locale. Messages are ICU MessageFormat, so plurals follow each language's
 * rules (Russian one/few/many, Uzbek one/other). Compiled formats are cached per locale and key.
 *
 * A page holds only its namespaces (i18n/namespaces.ts). A key it lacks is a defect the page-message
 * test should have caught: the buyer then sees the key rather than a broken page, and the console
 * says which (the end-to-end tests fail on that line).
 */
export function createTranslator(locale: Locale, messages: MessageSet): Translate {
  const tag = LOCALE_INFO[locale].iso;
  return (key, values) => {
    // Asked of this page's set first: a format compiled for another page must not hide a gap here.
    const text = messages[key];
    if (text === undefined) {
      console.error(`${MISSING_MESSAGE} ${key}`);
      return key;
    }
    const cacheKey = `${locale}\u0000${key}`;
    let format = compiled.get(cacheKey);
    if (!format) {
      format = compileMessage(text, tag);
      compiled.set(cacheKey, format);
    }
    return format.format(values);
  };
}
