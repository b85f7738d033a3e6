import type { FastifyRequest } from "fastify";
import { DEFAULT_LOCALE, isLocale, localeFromAcceptLanguage, type Locale } from "../../core/locales";

/** The language of an API call: the `locale` header the web client sends, else the browser's. */
export function requestLocale(request: FastifyRequest): Locale {
  const header = request.headers.locale;
  if (isLocale(header)) return header;
  return localeFromAcceptLanguage(request.headers["accept-language"]) ?? DEFAULT_LOCALE;
}
