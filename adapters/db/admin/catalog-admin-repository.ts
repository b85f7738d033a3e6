import { and, asc, desc, eq, inArray, sql, TransactionRollbackError } from "drizzle-orm";
import type {
  AuditDraft,
  CatalogAdminStore,
  CatalogPriceRow,
  CatalogProductRow,
} from "../../../core/admin/catalog-admin-store";
import type { Currency } from "../../../core/money";
import { createAuditRepository } from "../records/audit-repository";
import { notifyCatalogChanged } from "../catalog/catalog-change-events";
import { announcing } from "../catalog/announcing";
import type { CatalogChanges } from "../../../core/catalog/catalog-changes";
import type { Database, Executor } from "../database";
import {
  currencyRates,
  games,
  marginRules,
  priceHistory,
  productPrices,
  products,
  supplierOffers,
  users,
} from "../schema";

/** One lock for every price apply: two applies never interleave their checks and writes. */
const APPLY_LOCK = 1_301_018;

type ProductRow = typeof products.$inferSelect;
type PriceRow = typeof productPrices.$inferSelect;

/** A product's name for operators: its English title, or its amount (+ bonus). */
export function productLabel(row: ProductRow): string {
  if (row.title?.en) return row.title.en;
  if (row.amount === null) return row.sku;
  return row.bonus ? `${row.amount} + ${row.bonus}` : String(row.amount);
}

function priceRow(row: PriceRow): CatalogPriceRow {
  return {
    currency: row.currency,
    listAmount: row.listAmount,
    saleAmount: row.saleAmount,
    saleStartsAt: row.saleStartsAt,
    saleEndsAt: row.saleEndsAt,
    sample: row.sample,
  };
}

const audited = (tx: Executor, entry: AuditDraft, before: unknown, after: unknown) =>
  createAuditRepository(tx).append({ ...entry, before, after });

/**
 * The console's catalog writes, each with its audit entry in the same transaction; those
 * buyers see also notify the other servers' page caches, delivered only if the write commits.
 */
/** The console's catalog store; with `changes`, each visible write is announced to this process too. */
export function createCatalogAdminRepository(db: Database, changes?: CatalogChanges): CatalogAdminStore {
  async function productRows(where: ReturnType<typeof eq> | undefined): Promise<CatalogProductRow[]> {
    const rows = await db.select().from(products).where(where).orderBy(asc(products.gameSlug), asc(products.position));
    if (!rows.length) return [];
    const offers = await db
      .select()
      .from(supplierOffers)
      .where(
        inArray(
          supplierOffers.productSku,
          rows.map((row) => row.sku),
        ),
      )
      .orderBy(asc(supplierOffers.rank), asc(supplierOffers.supplier));
    const prices = await db
      .select()
      .from(productPrices)
      .where(
        inArray(
          productPrices.sku,
          rows.map((row) => row.sku),
        ),
      )
      .orderBy(asc(productPrices.currency));
    return rows.map((row) => ({
      sku: row.sku,
      gameSlug: row.gameSlug,
      kind: row.kind,
      label: productLabel(row),
      active: row.active,
      firstTopUpBonus: row.firstTopUpBonus,
      offers: offers
        .filter((offer) => offer.productSku === row.sku)
        .map(({ supplier, supplierSku, costIdr, open }) => ({ supplier, supplierSku, costIdr, open })),
      prices: prices.filter((price) => price.sku === row.sku).map(priceRow),
      fiscal: row.fiscal,
    }));
  }

  const store: CatalogAdminStore = {
    async games() {
      return db
        .select({
          slug: games.slug,
          name: games.name,
          active: games.active,
          firstTopUpDouble: games.firstTopUpDouble,
          products: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.gameSlug} = ${games.slug})`,
          activeProducts: sql<number>`(SELECT count(*)::int FROM ${products} WHERE ${products.gameSlug} = ${games.slug} AND ${products.active})`,
        })
        .from(games)
        .orderBy(asc(games.position));
    },

    products: (gameSlug) => productRows(gameSlug === undefined ? undefined : eq(products.gameSlug, gameSlug)),

    async product(sku) {
      return (await productRows(eq(products.sku, sku)))[0];
    },

    async updateGame(slug, flags, audit) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ active: games.active, firstTopUpDouble: games.firstTopUpDouble })
          .from(games)
          .where(eq(games.slug, slug))
          .for("update");
        if (!before) return false;
        const after = { ...before, ...flags };
        await tx
          .update(games)
          .set({ ...after, updatedAt: sql`now()` })
          .where(eq(games.slug, slug));
        await notifyCatalogChanged(tx);
        await audited(tx, audit, before, after);
        return true;
      });
    },

    async updateProduct(sku, flags, audit) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select({ active: products.active, firstTopUpBonus: products.firstTopUpBonus })
          .from(products)
          .where(eq(products.sku, sku))
          .for("update");
        if (!before) return false;
        const after = { ...before, ...flags };
        await tx
          .update(products)
          .set({ ...after, updatedAt: sql`now()` })
          .where(eq(products.sku, sku));
        await notifyCatalogChanged(tx);
        await audited(tx, audit, before, after);
        return true;
      });
    },

    async rules() {
      const rows = await db.select().from(marginRules).orderBy(asc(marginRules.scope), asc(marginRules.target));
      return rows.map(({ scope, target, basisPoints, fixedIdr }) => ({ scope, target, basisPoints, fixedIdr }));
    },

    async saveRule(rule, audit) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ basisPoints: marginRules.basisPoints, fixedIdr: marginRules.fixedIdr })
          .from(marginRules)
          .where(and(eq(marginRules.scope, rule.scope), eq(marginRules.target, rule.target)))
          .for("update");
        const values = { basisPoints: rule.basisPoints, fixedIdr: rule.fixedIdr, updatedBy: audit.operatorId };
        await tx
          .insert(marginRules)
          .values({ scope: rule.scope, target: rule.target, ...values })
          .onConflictDoUpdate({
            target: [marginRules.scope, marginRules.target],
            set: { ...values, updatedAt: sql`now()` },
          });
        await notifyCatalogChanged(tx);
        await audited(tx, audit, before ?? null, { basisPoints: rule.basisPoints, fixedIdr: rule.fixedIdr });
      });
    },

    async removeRule(scope, target, audit) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(marginRules)
          .where(and(eq(marginRules.scope, scope), eq(marginRules.target, target)))
          .returning();
        if (!removed) return false;
        await notifyCatalogChanged(tx);
        await audited(tx, audit, { basisPoints: removed.basisPoints, fixedIdr: removed.fixedIdr }, null);
        return true;
      });
    },

    async rates() {
      const rows = await db.select().from(currencyRates);
      return Object.fromEntries(rows.map((row) => [row.currency, row.perMillionIdr])) as Partial<
        Record<Currency, number>
      >;
    },

    async setRate(currency, perMillionIdr, audit) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ perMillionIdr: currencyRates.perMillionIdr })
          .from(currencyRates)
          .where(eq(currencyRates.currency, currency))
          .for("update");
        await tx
          .insert(currencyRates)
          .values({ currency, perMillionIdr, updatedBy: audit.operatorId })
          .onConflictDoUpdate({
            target: currencyRates.currency,
            set: { perMillionIdr, updatedBy: audit.operatorId, updatedAt: sql`now()` },
          });
        await notifyCatalogChanged(tx);
        await audited(tx, audit, before ?? null, { perMillionIdr });
      });
    },

    async pricedProducts(supplier, gameSlug, others = []) {
      const rows = await productRows(gameSlug === undefined ? undefined : eq(products.gameSlug, gameSlug));
      return rows
        .filter((row) => row.active)
        .map((row) => ({
          sku: row.sku,
          gameSlug: row.gameSlug,
          supplierSku: row.offers.find((offer) => offer.supplier === supplier)?.supplierSku ?? null,
          otherCosts: row.offers.flatMap((offer) =>
            offer.open && offer.costIdr !== null && others.includes(offer.supplier) && offer.supplier !== supplier
              ? [offer.costIdr]
              : [],
          ),
          prices: row.prices.map(({ currency, listAmount }) => ({ currency, listAmount })),
        }));
    },

    async applyPrices(rows, audit) {
      return db
        .transaction(async (tx) => {
          await tx.execute(sql`SELECT pg_advisory_xact_lock(${APPLY_LOCK})`);
          for (const row of rows) {
            const [updated] = await tx
              .update(productPrices)
              .set({ listAmount: row.next, sample: false, updatedAt: sql`now()` })
              .where(
                and(
                  eq(productPrices.sku, row.sku),
                  eq(productPrices.currency, row.currency),
                  eq(productPrices.listAmount, row.current),
                ),
              )
              .returning({ sku: productPrices.sku });
            // A price moved since the preview: nothing of this apply is kept.
            if (!updated) {
              tx.rollback();
            }
          }
          await tx.insert(priceHistory).values(
            rows.map((row) => ({
              sku: row.sku,
              currency: row.currency,
              kind: "list" as const,
              oldAmount: row.current,
              newAmount: row.next,
              operatorId: audit.operatorId,
              reason: audit.reason ?? "",
            })),
          );
          await notifyCatalogChanged(tx);
          await audited(
            tx,
            audit,
            rows.map((row) => ({ sku: row.sku, currency: row.currency, amount: row.current })),
            rows.map((row) => ({ sku: row.sku, currency: row.currency, amount: row.next, cost: row.cost })),
          );
          return "applied" as const;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return "stale" as const;
          throw error;
        });
    },

    async addProduct(product, audit) {
      return db.transaction(async (tx) => {
        const position =
          product.position ??
          (
            await tx
              .select({ next: sql<number>`coalesce(max(${products.position}) + 1, 0)::int` })
              .from(products)
              .where(eq(products.gameSlug, product.gameSlug))
          )[0]!.next;
        const row = {
          sku: product.sku,
          gameSlug: product.gameSlug,
          kind: product.kind,
          title: product.title,
          amount: product.amount,
          bonus: product.bonus,
          position,
          active: false,
        };
        // The SKU is the key: of adds racing for one, the first inserts and the rest find it taken.
        const [added] = await tx
          .insert(products)
          .values(row)
          .onConflictDoNothing({ target: products.sku })
          .returning({ sku: products.sku });
        if (!added) return "taken" as const;
        if (product.offer)
          await tx.insert(supplierOffers).values({
            productSku: product.sku,
            supplier: product.offer.supplier,
            supplierSku: product.offer.supplierSku,
            costIdr: product.offer.costIdr,
          });
        await audited(tx, audit, null, { ...row, offer: product.offer });
        return "added" as const;
      });
    },

    async setListPrice(sku, currency, listAmount, audit) {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ sku: products.sku })
          .from(products)
          .where(eq(products.sku, sku))
          .for("update");
        if (!product) return false;
        const [before] = await tx
          .select({ listAmount: productPrices.listAmount })
          .from(productPrices)
          .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, currency)));
        await tx
          .insert(productPrices)
          .values({ sku, currency, listAmount, sample: false })
          .onConflictDoUpdate({
            target: [productPrices.sku, productPrices.currency],
            set: { listAmount, sample: false, updatedAt: sql`now()` },
          });
        await tx.insert(priceHistory).values({
          sku,
          currency,
          kind: "list",
          oldAmount: before?.listAmount ?? null,
          newAmount: listAmount,
          operatorId: audit.operatorId,
          reason: audit.reason ?? "",
        });
        await notifyCatalogChanged(tx);
        await audited(tx, audit, before ? { currency, listAmount: before.listAmount } : null, {
          currency,
          listAmount,
        });
        return true;
      });
    },

    async setSale(sku, sale, audit) {
      return db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(productPrices)
          .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, sale.currency)))
          .for("update");
        if (!before) return false;
        await tx
          .update(productPrices)
          .set({
            saleAmount: sale.saleAmount,
            saleStartsAt: sale.saleAmount === null ? null : sale.saleStartsAt,
            saleEndsAt: sale.saleAmount === null ? null : sale.saleEndsAt,
            updatedAt: sql`now()`,
          })
          .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, sale.currency)));
        await tx.insert(priceHistory).values({
          sku,
          currency: sale.currency,
          kind: "sale",
          oldAmount: before.saleAmount,
          newAmount: sale.saleAmount,
          operatorId: audit.operatorId,
          reason: audit.reason ?? "",
        });
        const window = (row: { saleAmount: number | null; saleStartsAt: Date | null; saleEndsAt: Date | null }) => ({
          currency: sale.currency,
          saleAmount: row.saleAmount,
          startsAt: row.saleStartsAt?.toISOString() ?? null,
          endsAt: row.saleEndsAt?.toISOString() ?? null,
        });
        await notifyCatalogChanged(tx);
        await audited(tx, audit, window(before), window(sale));
        return true;
      });
    },

    async history(sku, limit = 200) {
      const rows = await db
        .select({ row: priceHistory, operatorName: users.displayName })
        .from(priceHistory)
        .leftJoin(users, eq(users.id, priceHistory.operatorId))
        .where(eq(priceHistory.sku, sku))
        .orderBy(desc(priceHistory.createdAt), desc(priceHistory.id))
        .limit(limit);
      return rows.map(({ row, operatorName }) => ({ ...row, operatorName }));
    },

    async setFiscalCodes(target, market, codes, audit) {
      return db.transaction(async (tx) => {
        const where = "sku" in target ? eq(products.sku, target.sku) : eq(products.gameSlug, target.gameSlug);
        const before = await tx
          .select({ sku: products.sku, fiscal: products.fiscal })
          .from(products)
          .where(where)
          .orderBy(asc(products.position))
          .for("update");
        if (!before.length) return 0;
        const entry = codes?.[market];
        await tx
          .update(products)
          .set({
            // Only this market's entry changes; the other markets' codes stay as they are.
            fiscal: entry
              ? sql`${products.fiscal} || ${JSON.stringify({ [market]: entry })}::jsonb`
              : sql`${products.fiscal} - ${market}::text`,
            updatedAt: sql`now()`,
          })
          .where(where);
        await notifyCatalogChanged(tx);
        await audited(
          tx,
          audit,
          Object.fromEntries(before.map((row) => [row.sku, { [market]: row.fiscal[market] ?? null }])),
          Object.fromEntries(before.map((row) => [row.sku, { [market]: entry ?? null }])),
        );
        return before.length;
      });
    },

    async setSupplierSkus(supplier, mapping, audit, replaceAll) {
      await db.transaction(async (tx) => {
        const skus = Object.keys(mapping);
        const mine = eq(supplierOffers.supplier, supplier);
        // Every product in scope, with its code before (null: no offer of this supplier).
        const before = await tx
          .select({ sku: products.sku, supplierSku: supplierOffers.supplierSku })
          .from(products)
          .leftJoin(supplierOffers, and(mine, eq(supplierOffers.productSku, products.sku)))
          .where(replaceAll ? undefined : inArray(products.sku, skus.length ? skus : [""]))
          .for("update", { of: products });
        if (replaceAll) await tx.delete(supplierOffers).where(mine);
        for (const [sku, supplierSku] of Object.entries(mapping)) {
          if (supplierSku === null) {
            await tx.delete(supplierOffers).where(and(mine, eq(supplierOffers.productSku, sku)));
            continue;
          }
          // A product that is not ours names nothing: the foreign key would refuse it.
          const [known] = await tx.select({ sku: products.sku }).from(products).where(eq(products.sku, sku));
          if (!known) continue;
          await tx
            .insert(supplierOffers)
            .values({ productSku: sku, supplier, supplierSku })
            .onConflictDoUpdate({
              target: [supplierOffers.productSku, supplierOffers.supplier],
              set: { supplierSku, updatedAt: sql`now()` },
            });
        }
        await audited(
          tx,
          audit,
          Object.fromEntries(before.map((row) => [row.sku, row.supplierSku])),
          replaceAll ? mapping : Object.fromEntries(Object.entries(mapping)),
        );
      });
    },
  };
  return changes ? announcingCatalogChanges(store, changes) : store;
}

/** The store's writes that change what buyers see (a supplier SKU mapping shows on no page). */
const VISIBLE_WRITES = [
  "updateGame",
  "updateProduct",
  "saveRule",
  "removeRule",
  "setRate",
  "applyPrices",
  "setListPrice",
  "setSale",
  "setFiscalCodes",
] as const;

/**
 * The console's catalog store, announcing each visible write once it has committed: the page cache of
 * this process drops its pages before the operator's request returns, so the next page shows the new
 * price. (The store itself tells the other processes, from inside the write's transaction.)
 */
function announcingCatalogChanges(store: CatalogAdminStore, changes: CatalogChanges): CatalogAdminStore {
  const announced: Partial<CatalogAdminStore> = {};
  for (const name of VISIBLE_WRITES) {
    const write = store[name] as (...args: unknown[]) => Promise<unknown>;
    (announced as Record<string, unknown>)[name] = announcing(write.bind(store), changes);
  }
  return { ...store, ...announced };
}
