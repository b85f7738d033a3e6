import { createHash } from "node:crypto";
import { hasFiscalCodes, type FiscalCodes, type FiscalMarket } from "../catalog/fiscal";
import { failure, type Failure } from "../failure";
import type { SupplierProduct } from "../orders/supplier-port";
import type { Currency } from "../money";
import { convertIdr, type MarginRule, type MarginScope } from "../pricing/margin";
import { previewPrices, type PricePreview } from "../pricing/price-preview";
import { OPERATOR_TOKEN_ACTOR } from "../records/audit";
import type { AuditDraft, CatalogAdminStore, FiscalTarget, GameFlags, SaleInput } from "./catalog-admin-store";
import type { NewProduct } from "./new-product";
import type { Operator } from "./operators";

export interface RequestContext {
  requestId?: string | null;
}

/** Proposes supplier SKUs for our active products from a price list (adapters/supplier/supplier-sku-mapping). */
export type SkuMatcher = (
  theirs: SupplierProduct[],
) => Promise<{ mapped: Record<string, string>; unmatched: string[] }>;

export interface SkuOverview {
  /** What the matcher proposes; `token` must come back to store it. */
  proposal: { mapped: Record<string, string>; unmatched: string[]; token: string };
  /** Our active products without a supplier SKU. */
  oursUnmatched: { sku: string; gameSlug: string }[];
  /** Supplier rows (available) that none of our products uses. */
  theirsUnused: SupplierProduct[];
  current: Record<string, string | null>;
}

/** A market whose receipts need fiscal codes, and the active products held back there for lack of them. */
export interface FiscalHold {
  market: FiscalMarket;
  count: number;
  /** The games those products belong to, in catalog order, with how many of each. */
  games: { slug: string; name: string; count: number }[];
}

export const gameSubject = (slug: string) => `game:${slug}`;
export const productSubject = (sku: string) => `product:${sku}`;

/** A change to a game, product, price or rule: refused when it names none of ours. */
export type CatalogChange = { ok: true } | Failure<"notFound">;

/**
 * A product added: refused when its game is not ours, its kind is none the game sells, its offer
 * names a supplier not configured, or its SKU is already a product's.
 */
export type ProductAdded = { ok: true } | Failure<"notFound" | "kind" | "supplier" | "skuTaken">;

const found = (done: boolean): CatalogChange => (done ? { ok: true } : failure("notFound"));

const digest = (value: unknown) => createHash("sha256").update(JSON.stringify(value)).digest("base64url").slice(0, 32);

/**
 * The console's Catalog and prices: switching games and products, the first-top-up flag,
 * SKU mapping, margin rules and rates, preview-then-apply of prices, temporary discounts and the price
 * history. The callers check the permission; every change here is audited by the store, in the
 * change's own transaction.
 */
export function createCatalogAdmin(deps: {
  store: CatalogAdminStore;
  /** The supplier whose price list maps and prices our products (the first configured one). */
  supplier: { name: string; priceList(): Promise<SupplierProduct[]> };
  /** The other delivering suppliers: their open offers' stored costs count toward the cheapest. */
  otherSuppliers?: readonly string[];
  matchSkus: SkuMatcher;
  /** The markets where a product without its fiscal codes is not sold. */
  fiscalRequiredIn?: readonly FiscalMarket[];
}) {
  const { store, supplier } = deps;
  const fiscalRequiredIn = deps.fiscalRequiredIn ?? [];
  const configuredSuppliers = [supplier.name, ...(deps.otherSuppliers ?? [])];
  const draft = (
    by: Operator,
    action: string,
    subject: string,
    context: RequestContext,
    reason?: string,
  ): AuditDraft => ({
    operatorId: by.userId,
    action,
    subject,
    reason: reason ?? null,
    requestId: context.requestId ?? null,
  });

  async function preview(gameSlug?: string): Promise<PricePreview> {
    const [products, list, rules, rates] = await Promise.all([
      store.pricedProducts(supplier.name, gameSlug, deps.otherSuppliers),
      supplier.priceList(),
      store.rules(),
      store.rates(),
    ]);
    const costs = new Map(list.filter((row) => row.available).map((row) => [row.supplierSku, row.price]));
    return previewPrices({ products, costs, rules, rates });
  }

  async function skuOverview(): Promise<SkuOverview> {
    const [products, list] = await Promise.all([store.pricedProducts(supplier.name), supplier.priceList()]);
    const proposal = await deps.matchSkus(list);
    const used = new Set(products.map((product) => product.supplierSku).filter(Boolean));
    return {
      proposal: { ...proposal, token: digest([proposal.mapped, products.map((product) => product.sku)]) },
      oursUnmatched: products
        .filter((product) => product.supplierSku === null)
        .map(({ sku, gameSlug }) => ({ sku, gameSlug })),
      theirsUnused: list.filter((row) => row.available && !used.has(row.supplierSku)),
      current: Object.fromEntries(products.map((product) => [product.sku, product.supplierSku])),
    };
  }

  /** Per market that requires codes, the active products that lack them (an empty list when none is required). */
  async function fiscalHolds(): Promise<FiscalHold[]> {
    if (!fiscalRequiredIn.length) return [];
    const [games, products] = await Promise.all([store.games(), store.products()]);
    return fiscalRequiredIn.map((market) => {
      const held = products.filter((product) => product.active && !hasFiscalCodes(product.fiscal, market));
      return {
        market,
        count: held.length,
        games: games
          .map(({ slug, name }) => ({ slug, name, count: held.filter((product) => product.gameSlug === slug).length }))
          .filter((game) => game.count > 0),
      };
    });
  }

  return {
    games: () => store.games(),
    products: (gameSlug: string) => store.products(gameSlug),
    product: (sku: string) => store.product(sku),
    rules: () => store.rules(),
    rates: () => store.rates(),
    history: (sku: string) => store.history(sku),
    preview,
    skuOverview,
    fiscalRequiredIn,
    fiscalHolds,
    suppliers: configuredSuppliers,

    setGameFlags: async (
      by: Operator,
      slug: string,
      flags: GameFlags,
      context: RequestContext = {},
    ): Promise<CatalogChange> =>
      found(await store.updateGame(slug, flags, draft(by, "catalog.gameChanged", gameSubject(slug), context))),

    /**
     * A product for sale from a game's catalog page, switched off until it has a price and an
     * operator switches it on. Its kind is one the game's products already have, so it lands in one
     * of the game page's tabs.
     */
    async addProduct(by: Operator, product: NewProduct, context: RequestContext = {}): Promise<ProductAdded> {
      if (!(await store.games()).some((game) => game.slug === product.gameSlug)) return failure("notFound");
      const kinds = new Set((await store.products(product.gameSlug)).map((row) => row.kind));
      if (kinds.size && !kinds.has(product.kind)) return failure("kind");
      if (product.offer && !configuredSuppliers.includes(product.offer.supplier)) return failure("supplier");
      const added = await store.addProduct(
        product,
        draft(by, "catalog.productAdded", productSubject(product.sku), context),
      );
      return added === "added" ? { ok: true } : failure("skuTaken");
    },

    /**
     * Retires a product (off: gone from the shop, kept in orders, history and reports) or brings it
     * back, with the operator's reason; bringing back one that has no price in any market is refused.
     */
    async setActive(
      by: Operator,
      sku: string,
      active: boolean,
      reason: string,
      context: RequestContext = {},
    ): Promise<CatalogChange | Failure<"unpriced">> {
      const product = await store.product(sku);
      if (!product) return failure("notFound");
      if (active && !product.prices.length) return failure("unpriced");
      return found(
        await store.updateProduct(
          sku,
          { active },
          draft(by, "catalog.productChanged", productSubject(sku), context, reason),
        ),
      );
    },

    /**
     * A list price typed by hand for one market: how a product no margin rule can price (no open
     * offer with a known cost) gets its price, and how a new product gets its first. Refused under
     * the cheapest open offer's cost where that cost is known in the market's currency. A product
     * with such a cost is repriced by the next apply of its margin rule.
     */
    async setListPrice(
      by: Operator,
      sku: string,
      currency: Currency,
      listAmount: number,
      reason: string,
      context: RequestContext = {},
    ): Promise<CatalogChange | Failure<"belowCost">> {
      const product = await store.product(sku);
      if (!product) return failure("notFound");
      const costs = product.offers.flatMap((offer) => (offer.open && offer.costIdr !== null ? [offer.costIdr] : []));
      if (costs.length) {
        const rate = currency === "IDR" ? undefined : (await store.rates())[currency];
        const cost = convertIdr(Math.min(...costs), currency, rate);
        if (cost !== undefined && listAmount < cost) return failure("belowCost");
      }
      return found(
        await store.setListPrice(
          sku,
          currency,
          listAmount,
          draft(by, "prices.listSet", productSubject(sku), context, reason),
        ),
      );
    },

    /** The first top-up bonus of a product (null: none); switching it on and off is setActive's. */
    setFirstTopUpBonus: async (
      by: Operator,
      sku: string,
      firstTopUpBonus: number | null,
      context: RequestContext = {},
    ): Promise<CatalogChange> =>
      found(
        await store.updateProduct(
          sku,
          { firstTopUpBonus },
          draft(by, "catalog.productChanged", productSubject(sku), context),
        ),
      ),

    /** Refused when the rule names no game or product of ours (the shop-wide rule has target ""). */
    async saveRule(by: Operator, rule: MarginRule, context: RequestContext = {}): Promise<CatalogChange> {
      const exists =
        rule.scope === "shop"
          ? rule.target === ""
          : rule.scope === "game"
            ? (await store.games()).some((game) => game.slug === rule.target)
            : (await store.product(rule.target)) !== undefined;
      if (!exists) return failure("notFound");
      await store.saveRule(rule, draft(by, "prices.ruleSaved", `margin:${rule.scope}:${rule.target}`, context));
      return { ok: true };
    },

    /** Refused when there is no such rule. */
    removeRule: async (
      by: Operator,
      scope: MarginScope,
      target: string,
      context: RequestContext = {},
    ): Promise<CatalogChange> =>
      found(
        await store.removeRule(scope, target, draft(by, "prices.ruleRemoved", `margin:${scope}:${target}`, context)),
      ),

    setRate: (by: Operator, currency: Currency, perMillionIdr: number, context: RequestContext = {}) =>
      store.setRate(currency, perMillionIdr, draft(by, "prices.rateSet", `rate:${currency}`, context)),

    /**
     * Applies a preview the operator saw: recomputed now, it must give the same token (nothing moved:
     * rules, rates, costs, prices), sell nothing under cost, and find the prices still as previewed
     * when it writes (ten applies at once: the first writes, the rest find the prices moved).
     */
    async apply(
      by: Operator,
      input: { gameSlug?: string; token: string; reason: string },
      context: RequestContext = {},
    ): Promise<{ ok: true; changed: number } | Failure<"stale" | "belowCost">> {
      const fresh = await preview(input.gameSlug);
      if (fresh.token !== input.token) return failure("stale");
      if (fresh.belowCost.length) return failure("belowCost");
      if (!fresh.rows.length) return { ok: true, changed: 0 };
      const subject = `prices:${input.gameSlug ?? "all"}`;
      const result = await store.applyPrices(fresh.rows, draft(by, "prices.applied", subject, context, input.reason));
      return result === "applied" ? { ok: true, changed: fresh.rows.length } : failure("stale");
    },

    /** Refused when the product has no price in the sale's currency. */
    setSale: async (
      by: Operator,
      sku: string,
      sale: SaleInput,
      reason: string,
      context: RequestContext = {},
    ): Promise<CatalogChange> =>
      found(await store.setSale(sku, sale, draft(by, "prices.saleSet", productSubject(sku), context, reason))),

    /**
     * Stores the matcher's proposal the operator saw (same token), replacing every mapping; refused
     * as stale when the proposal has changed since.
     */
    async storeProposal(
      by: Operator,
      token: string,
      context: RequestContext = {},
    ): Promise<{ ok: true } | Failure<"stale">> {
      const overview = await skuOverview();
      if (overview.proposal.token !== token) return failure("stale");
      await store.setSupplierSkus(
        supplier.name,
        overview.proposal.mapped,
        draft(by, "catalog.skusSynced", "skus:all", context),
        true,
      );
      return { ok: true };
    },

    /**
     * The OPERATOR_TOKEN door's sync (a deploy script's): the matcher's proposal stored as it is,
     * replacing every mapping, audited as the console's is with the token as its actor.
     */
    async syncByToken(context: RequestContext = {}): Promise<{ mapped: number; unmatched: string[] }> {
      const proposal = await deps.matchSkus(await supplier.priceList());
      await store.setSupplierSkus(
        supplier.name,
        proposal.mapped,
        {
          operatorId: null,
          action: "catalog.skusSynced",
          subject: "skus:all",
          reason: OPERATOR_TOKEN_ACTOR,
          requestId: context.requestId ?? null,
        },
        true,
      );
      return { mapped: Object.keys(proposal.mapped).length, unmatched: proposal.unmatched };
    },

    /**
     * One market's fiscal codes set on a product, or on every product of a game at once (`codes` as
     * readFiscalCodes answered them), or cleared with null. Refused when the target names nothing.
     */
    async setFiscalCodes(
      by: Operator,
      target: FiscalTarget,
      market: FiscalMarket,
      codes: FiscalCodes | null,
      context: RequestContext = {},
    ): Promise<CatalogChange> {
      const subject = "sku" in target ? productSubject(target.sku) : gameSubject(target.gameSlug);
      const action = codes ? "catalog.fiscalSet" : "catalog.fiscalCleared";
      const changed = await store.setFiscalCodes(target, market, codes, draft(by, action, subject, context));
      return found(changed > 0);
    },

    /** One product mapped by hand (null clears it). */
    setSku: (by: Operator, sku: string, supplierSku: string | null, context: RequestContext = {}) =>
      store.setSupplierSkus(
        supplier.name,
        { [sku]: supplierSku },
        draft(by, "catalog.skuMapped", productSubject(sku), context),
        false,
      ),
  };
}

export type CatalogAdmin = ReturnType<typeof createCatalogAdmin>;
