/**
 * Top-up ladders several publishers sell at the same amounts and sample prices: [amount, IDR, USD cents].
 * Games whose own ladder differs keep it in their file.
 */

/** The 60 to 6480 ladder: Dragonheir, Love and Deepspace, Tower of Fantasy, Tarisland, HoYoverse (with bonus). */
export const GACHA_LADDER: readonly (readonly [number, number, number])[] = [
  [60, 16_000, 99],
  [300, 79_000, 499],
  [980, 249_000, 1499],
  [1980, 479_000, 2999],
  [3280, 799_000, 4999],
  [6480, 1_599_000, 9999],
];

/** Supercell's gem ladder of the two Clash games, no bonus gems (Brawl Stars sells other amounts). */
export const CLASH_GEM_LADDER: readonly (readonly [number, number, number])[] = [
  [80, 16_000, 99],
  [500, 79_000, 499],
  [1200, 159_000, 999],
  [2500, 319_000, 1999],
  [6500, 799_000, 4999],
  [14000, 1_599_000, 9999],
];
