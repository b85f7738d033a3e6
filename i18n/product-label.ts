import { compileMessage, type CompiledMessage } from "./message-format";
import type { GameDetails, ProductOffer } from "../core/catalog/catalog";
import { languageOf, LOCALE_INFO, withUzbekApostrophe, type Locale } from "../core/locales";
import { formatNumber } from "../core/money";
import { REGION_NAMES } from "./region-names";
import { intlOnce } from "../core/intl-once";

const units = new Map<string, CompiledMessage>();

/** "1.250 Diamond" / "1 250 алмазов": an amount in the game's currency, in the buyer's language. */
export function formatCurrencyAmount(unit: string, amount: number, locale: Locale): string {
  const key = `${locale}\u0000${unit}`;
  let format = units.get(key);
  if (!format) {
    format = compileMessage(unit, LOCALE_INFO[locale].iso);
    units.set(key, format);
  }
  return format.format({ amount });
}

/** A product's name and its fine print: "86 Diamond" with "77 + 9 bonus"; passes by their title. */
export function productLabel(
  product: ProductOffer,
  unit: string,
  locale: Locale,
): { title: string; detail: string | null } {
  if (product.title) return { title: product.title, detail: product.description };
  const amount = product.amount ?? 0;
  const bonus = product.bonus ?? 0;
  return {
    title: formatCurrencyAmount(unit, amount + bonus, locale),
    detail:
      bonus > 0
        ? `${formatNumber(amount, LOCALE_INFO[locale].iso)} + ${formatNumber(bonus, LOCALE_INFO[locale].iso)}`
        : null,
  };
}

/** What a receipt, an order and a review call a product: "Mobile Legends: 86 Diamond". */
export function productTitle(game: Pick<GameDetails, "name" | "texts">, product: ProductOffer, locale: Locale): string {
  return `${game.name}: ${productLabel(product, game.texts.currencyUnit, locale).title}`;
}

/** The country's name in the buyer's language ("ID" -> "Indonesia"); codes we do not know stay as they are. */
export function regionName(code: string, locale: Locale): string {
  const language = languageOf(locale);
  const listed = REGION_NAMES[language][code];
  if (listed) return listed;
  try {
    const iso = LOCALE_INFO[locale].iso;
    const name = intlOnce(`region:${iso}`, () => new Intl.DisplayNames([iso], { type: "region" })).of(code) ?? code;
    return language === "uz" ? withUzbekApostrophe(name) : name;
  } catch {
    return code;
  }
}
