import { failure, type Failure } from "../failure";
import type { SupplierPort } from "../orders/supplier-port";
import { DEFAULT_BALANCE_THRESHOLD_IDR, lowOnBalance, type SupplierAccount } from "../orders/supplier-routing";
import type { AuditDraft } from "./catalog-admin-store";
import type { RequestContext } from "./catalog-admin";
import type { Operator } from "./operators";

/** The largest threshold and cost the console takes, in rupiah: far above any real one, within an int. */
export const SUPPLIER_AMOUNT_MAX_IDR = 2_000_000_000;
/** Ranks run both ways from 0 (the default), so an offer can go before or after the others. */
export const OFFER_RANK_LIMIT = 1_000;

/**
 * Where a supplier's deposit stands for routing: `unread` before its first read, `short` after a
 * purchase refused for balance (until a read finds it back at its threshold), `low` under it.
 */
export type SupplierState = "ok" | "unread" | "low" | "short";

export interface SupplierRow {
  name: string;
  /** Sells our own SKUs (the sandbox): offers every product without a row. */
  sellsOurSkus: boolean;
  balanceIdr: number | null;
  checkedAt: Date | null;
  thresholdIdr: number;
  state: SupplierState;
}

/** One supplier's offer of one product, as stored. */
export interface OfferRow {
  productSku: string;
  supplier: string;
  supplierSku: string;
  costIdr: number | null;
  open: boolean;
  rank: number;
}

/** One product of a game with each configured supplier's offer, in routing order of the suppliers. */
export interface ProductOffers {
  sku: string;
  label: string;
  active: boolean;
  offers: {
    supplier: string;
    /** The stored offer; null when there is none. */
    offer: OfferRow | null;
    /** No row, but the supplier sells our SKUs: it offers the product under our own code. */
    ourSku: boolean;
  }[];
}

/**
 * Port: suppliers' thresholds and offers as the console changes them
 * (adapters/db/admin/supplier-admin-repository.ts). Every write appends its audit entry, with the
 * row before and after, in the same transaction.
 */
export interface SupplierAdminStore {
  accounts(): Promise<Map<string, SupplierAccount>>;
  setThreshold(supplier: string, thresholdIdr: number, audit: AuditDraft): Promise<void>;
  /** A game's products in catalog order, with their stored offers; undefined when no such game. */
  gameProducts(
    gameSlug: string,
  ): Promise<{ sku: string; label: string; active: boolean; offers: OfferRow[] }[] | undefined>;
  /** false when the product does not exist. */
  setOffer(offer: OfferRow, audit: AuditDraft): Promise<boolean>;
  /** false when there was no such offer. */
  removeOffer(productSku: string, supplier: string, audit: AuditDraft): Promise<boolean>;
  /** An entry with no row of its own to change (a deposit read on an operator's word). */
  audit(entry: AuditDraft & { after: unknown }): Promise<void>;
}

const supplierSubject = (name: string) => `supplier:${name}`;
const offerSubject = (productSku: string, supplier: string) => `offer:${productSku}:${supplier}`;

export type SupplierChange = { ok: true } | Failure<"notFound">;

function supplierState(account: SupplierAccount | undefined): SupplierState {
  if (account?.short) return "short";
  if (lowOnBalance(account)) return "low";
  return account?.balanceIdr === null || account?.balanceIdr === undefined ? "unread" : "ok";
}

/**
 * The console's Suppliers page: the configured suppliers in routing order with their deposits and
 * thresholds, a deposit read on demand, and each product's offers. The caller checks the permission;
 * every change is audited by the store in its own transaction.
 */
export function createSupplierAdmin(deps: {
  store: SupplierAdminStore;
  /** The configured suppliers, in the order deliveries try them. */
  suppliers: readonly Pick<SupplierPort, "name" | "sellsOurSkus">[];
  /** Reads one deposit now and stores it (the balance watch); undefined when the supplier did not answer. */
  readBalance(name: string): Promise<SupplierAccount | undefined>;
}) {
  const { store } = deps;
  const configured = (name: string) => deps.suppliers.some((supplier) => supplier.name === name);
  const draft = (by: Operator, action: string, subject: string, context: RequestContext): AuditDraft => ({
    operatorId: by.userId,
    action,
    subject,
    reason: null,
    requestId: context.requestId ?? null,
  });

  return {
    async suppliers(): Promise<SupplierRow[]> {
      const accounts = await store.accounts();
      return deps.suppliers.map(({ name, sellsOurSkus }) => {
        const account = accounts.get(name);
        return {
          name,
          sellsOurSkus,
          balanceIdr: account?.balanceIdr ?? null,
          checkedAt: account?.checkedAt ?? null,
          thresholdIdr: account?.thresholdIdr ?? DEFAULT_BALANCE_THRESHOLD_IDR,
          state: supplierState(account),
        };
      });
    },

    /** A game's products, each with every configured supplier's offer; undefined when no such game. */
    async offers(gameSlug: string): Promise<ProductOffers[] | undefined> {
      const products = await store.gameProducts(gameSlug);
      return products?.map((product) => ({
        sku: product.sku,
        label: product.label,
        active: product.active,
        offers: deps.suppliers.map((supplier) => {
          const offer = product.offers.find((row) => row.supplier === supplier.name) ?? null;
          return { supplier: supplier.name, offer, ourSku: !offer && supplier.sellsOurSkus };
        }),
      }));
    },

    /** Reads a deposit now: refused for a supplier not configured; `read: false` when it did not answer. */
    async readNow(
      by: Operator,
      name: string,
      context: RequestContext = {},
    ): Promise<{ ok: true; read: boolean } | Failure<"notFound">> {
      if (!configured(name)) return failure("notFound");
      const account = await deps.readBalance(name);
      if (!account) return { ok: true, read: false };
      await store.audit({
        ...draft(by, "suppliers.balanceRead", supplierSubject(name), context),
        after: { balanceIdr: account.balanceIdr },
      });
      return { ok: true, read: true };
    },

    async setThreshold(
      by: Operator,
      name: string,
      thresholdIdr: number,
      context: RequestContext = {},
    ): Promise<SupplierChange> {
      if (!configured(name)) return failure("notFound");
      await store.setThreshold(name, thresholdIdr, draft(by, "suppliers.thresholdSet", supplierSubject(name), context));
      return { ok: true };
    },

    /** Adds or changes an offer: refused for a supplier not configured or a product not ours. */
    async setOffer(by: Operator, offer: OfferRow, context: RequestContext = {}): Promise<SupplierChange> {
      if (!configured(offer.supplier)) return failure("notFound");
      const subject = offerSubject(offer.productSku, offer.supplier);
      return (await store.setOffer(offer, draft(by, "suppliers.offerSet", subject, context)))
        ? { ok: true }
        : failure("notFound");
    },

    async removeOffer(
      by: Operator,
      productSku: string,
      supplier: string,
      context: RequestContext = {},
    ): Promise<SupplierChange> {
      const subject = offerSubject(productSku, supplier);
      return (await store.removeOffer(productSku, supplier, draft(by, "suppliers.offerRemoved", subject, context)))
        ? { ok: true }
        : failure("notFound");
    },
  };
}

export type SupplierAdmin = ReturnType<typeof createSupplierAdmin>;
