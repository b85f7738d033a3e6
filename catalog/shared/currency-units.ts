import type { Localized } from "../../core/catalog/types";

/**
 * Currency names several games share, as ICU messages with `amount` in the four languages (Russian
 * needs its plural forms). A game's texts take the one of its language: `CURRENCY_UNITS.diamonds.ru`.
 */
export const CURRENCY_UNITS = {
  diamonds: {
    id: "{amount, number} Diamond",
    en: "{amount, plural, one {# Diamond} other {# Diamonds}}",
    ru: "{amount, plural, one {# алмаз} few {# алмаза} many {# алмазов} other {# алмаза}}",
    uz: "{amount, number} olmos",
  },
  gems: {
    id: "{amount, number} Gems",
    en: "{amount, plural, one {# Gem} other {# Gems}}",
    ru: "{amount, plural, one {# гем} few {# гема} many {# гемов} other {# гема}}",
    uz: "{amount, number} gem",
  },
} satisfies Record<string, Localized>;
