import { languageOf, type Locale, type Language } from "../core/locales";
import { createTranslator, type Translate } from "./translate";
import { en } from "./messages/en";
import { id, type Messages } from "./messages/id";
import { ru } from "./messages/ru";
import { uz } from "./messages/uz";

/**
 * All UI messages, by language. Only the server imports this: each page receives just its own
 * language's messages through the root loader, so the browser never downloads all four.
 */
export const MESSAGES: Record<Language, Messages> = { id, en, ru, uz };

/** A translator holding every message of a locale, for text the server writes (receipts, answers). */
export function serverTranslator(locale: Locale): Translate {
  return createTranslator(locale, MESSAGES[languageOf(locale)]);
}
