import { createHash } from "node:crypto";
import type { Currency } from "../money";
import { priceFromCost, ruleFor, type MarginRule } from "./margin";

/** A product as repricing sees it: its supplier code and its current list prices per currency. */
export interface PricedProduct {
  sku: string;
  gameSlug: string;
  supplierSku: string | null;
  /** Open offers of the other delivering suppliers with a known cost, in rupiah (decision 049). */
  otherCosts?: number[];
  prices: { currency: Currency; listAmount: number }[];
}

export interface PreviewRow {
  sku: string;
  gameSlug: string;
  currency: Currency;
  current: number;
  next: number;
  cost: number;
  margin: number;
  /** Where the rule came from, for the operator: "product", "game" or "shop". */
  rule: MarginRule["scope"];
}

export interface PricePreview {
  /** The prices that would change. */
  rows: PreviewRow[];
  /** Rows the rule would price under cost: the preview cannot be applied while there is one. */
  belowCost: PreviewRow[];
  /** Our products with a rule but no open offer with a cost to price them from (unmapped or off the list). */
  noCost: string[];
  /** Currencies without a rate (their prices are left as they are). */
  noRate: Currency[];
  /** A digest of everything the preview was computed from: apply refuses another. */
  token: string;
}

/**
 * What a price change would do, computed without changing anything. The token hashes the inputs
 * (rules, rates, costs, current prices); apply recomputes it and refuses when anything moved.
 */
export function previewPrices(input: {
  products: readonly PricedProduct[];
  /** The supplier's rupiah cost per supplier SKU (available rows only). */
  costs: ReadonlyMap<string, number>;
  rules: readonly MarginRule[];
  rates: Partial<Record<Currency, number>>;
}): PricePreview {
  const rows: PreviewRow[] = [];
  const belowCost: PreviewRow[] = [];
  const noCost: string[] = [];
  const noRate = new Set<Currency>();
  const seen: unknown[] = [];
  for (const product of input.products) {
    const rule = ruleFor(input.rules, product);
    if (!rule) continue;
    // The cheapest open offer: the mapped supplier's price list, or another supplier's stored cost.
    const listed = product.supplierSku === null ? undefined : input.costs.get(product.supplierSku);
    const known = [...(listed === undefined ? [] : [listed]), ...(product.otherCosts ?? [])];
    const costIdr = known.length ? Math.min(...known) : undefined;
    if (costIdr === undefined) {
      noCost.push(product.sku);
      continue;
    }
    for (const { currency, listAmount } of product.prices) {
      const priced = priceFromCost(costIdr, rule, currency, input.rates[currency]);
      if (!priced) {
        noRate.add(currency);
        continue;
      }
      seen.push([
        product.sku,
        currency,
        listAmount,
        costIdr,
        rule.basisPoints,
        rule.fixedIdr,
        input.rates[currency] ?? 0,
      ]);
      const row: PreviewRow = {
        sku: product.sku,
        gameSlug: product.gameSlug,
        currency,
        current: listAmount,
        next: priced.price,
        cost: priced.cost,
        margin: priced.margin,
        rule: rule.scope,
      };
      if (priced.price < priced.cost) belowCost.push(row);
      else if (priced.price !== listAmount) rows.push(row);
    }
  }
  const token = createHash("sha256").update(JSON.stringify(seen)).digest("base64url").slice(0, 32);
  return { rows, belowCost, noCost, noRate: [...noRate], token };
}
