import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from "libphonenumber-js/min";
import type { MarketCode } from "../locales";
import { MARKETS } from "../markets";

/**
 * Phone numbers (WhatsApp contacts, sign-in numbers) as the shop stores and sends them: E.164 digits
 * without the "+" ("6281234567890"). A number typed the local way is read with the rules of the
 * market the buyer is in (Indonesia's 0812…, Russia's 8 912…, Uzbekistan's 90 123…); a number with
 * its country code ("+7 912…") is that country's in every market. libphonenumber-js's smallest
 * metadata checks each country's lengths and leading digits, which is what telling a typo from a
 * number needs; the full set's per-type patterns would only refuse freshly assigned ranges.
 */
export function normalizePhone(input: string, market: MarketCode): string | undefined {
  const written = input.trim().replace(/[\s().-]/g, "");
  // Letters are refused rather than read as a keypad spells them ("1-800-FLOWERS").
  if (!/^\+?\d+$/.test(written)) return undefined;
  if (written.startsWith("+")) return validDigits(written);
  const country = MARKETS[market].country as CountryCode;
  const international = validDigits(`+${written}`);
  // Digits that start with the market's own country code are the number as WhatsApp shows it
  // ("62 812…"), not a local number that happens to begin so: a local one starts with its prefix.
  if (international && international.startsWith(getCountryCallingCode(country))) return international;
  // A number the market cannot read, written as stored (with its country code), is still that number.
  return validDigits(written, country) ?? international;
}

function validDigits(text: string, country?: CountryCode): string | undefined {
  const parsed = parsePhoneNumberFromString(text, country);
  return parsed?.isValid() ? parsed.number.slice(1) : undefined;
}
