import type { Price, PriceList } from "../core/catalog/types";

/**
 * Sample prices for the seed: the rupiah and dollar prices are written per product in the data files;
 * the rouble and so'm prices are derived from the dollar price at fixed sample rates. All of them are
 * samples: the seed writes them once and the operator edits prices in the database afterwards.
 */
export const SAMPLE_RATES = { rubPerUsd: 92, uzsPerUsd: 12_800 } as const;

function round(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/**
 * A product's sample price list from its rupiah price and its dollar price in cents, optionally on a
 * temporary sale of `salePercent` (a whole number of percent) in every market.
 */
export function samplePrices(idr: number, usdCents: number, options: { salePercent?: number } = {}): PriceList {
  const list = {
    IDR: round(idr, 100),
    USD: usdCents,
    RUB: round((usdCents * SAMPLE_RATES.rubPerUsd) / 100, 1) * 100,
    UZS: round((usdCents * SAMPLE_RATES.uzsPerUsd) / 100, 100),
  };
  const steps = { IDR: 100, USD: 1, RUB: 100, UZS: 100 };
  const withSale = (currency: keyof typeof list): Price => {
    const amount = list[currency];
    if (!options.salePercent) return { list: amount };
    const sale = round((amount * (100 - options.salePercent)) / 100, steps[currency]);
    return sale < amount ? { list: amount, sale } : { list: amount };
  };
  return { IDR: withSale("IDR"), USD: withSale("USD"), RUB: withSale("RUB"), UZS: withSale("UZS") };
}
