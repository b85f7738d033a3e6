import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { AuditDraft } from "../../../core/admin/catalog-admin-store";
import type { OfferRow, SupplierAdminStore } from "../../../core/admin/supplier-admin";
import { createAuditRepository } from "../records/audit-repository";
import type { Database, Executor } from "../database";
import { games, products, supplierAccounts, supplierOffers } from "../schema";
import { supplierAccountsOf } from "../orders/supplier-account-repository";
import { productLabel } from "./catalog-admin-repository";

const audited = (tx: Executor, entry: AuditDraft, before: unknown, after: unknown) =>
  createAuditRepository(tx).append({ ...entry, before, after });

type OfferRecord = typeof supplierOffers.$inferSelect;

const offerRow = (row: OfferRecord): OfferRow => ({
  productSku: row.productSku,
  supplier: row.supplier,
  supplierSku: row.supplierSku,
  costIdr: row.costIdr,
  open: row.open,
  rank: row.rank,
});

/** What an audit entry keeps of an offer: the product and supplier are its subject. */
const offerState = ({ supplierSku, costIdr, open, rank }: OfferRow) => ({ supplierSku, costIdr, open, rank });

/** The console's suppliers: thresholds and offers, each change audited in its own transaction. */
export function createSupplierAdminRepository(db: Database): SupplierAdminStore {
  return {
    accounts: () => supplierAccountsOf(db),

    async setThreshold(supplier, thresholdIdr, audit) {
      await db.transaction(async (tx) => {
        const [before] = await tx
          .select({ thresholdIdr: supplierAccounts.thresholdIdr })
          .from(supplierAccounts)
          .where(eq(supplierAccounts.supplier, supplier))
          .for("update");
        await tx
          .insert(supplierAccounts)
          .values({ supplier, thresholdIdr })
          .onConflictDoUpdate({
            target: supplierAccounts.supplier,
            set: { thresholdIdr, updatedAt: sql`now()` },
          });
        await audited(tx, audit, before ?? null, { thresholdIdr });
      });
    },

    async gameProducts(gameSlug) {
      const [game] = await db.select({ slug: games.slug }).from(games).where(eq(games.slug, gameSlug));
      if (!game) return undefined;
      const rows = await db
        .select()
        .from(products)
        .where(eq(products.gameSlug, gameSlug))
        .orderBy(asc(products.position));
      const offers = rows.length
        ? await db
            .select()
            .from(supplierOffers)
            .where(
              inArray(
                supplierOffers.productSku,
                rows.map((row) => row.sku),
              ),
            )
        : [];
      return rows.map((row) => ({
        sku: row.sku,
        label: productLabel(row),
        active: row.active,
        offers: offers.filter((offer) => offer.productSku === row.sku).map(offerRow),
      }));
    },

    async setOffer(offer, audit) {
      return db.transaction(async (tx) => {
        const [product] = await tx
          .select({ sku: products.sku })
          .from(products)
          .where(eq(products.sku, offer.productSku))
          .for("update");
        if (!product) return false;
        const [before] = await tx
          .select()
          .from(supplierOffers)
          .where(and(eq(supplierOffers.productSku, offer.productSku), eq(supplierOffers.supplier, offer.supplier)));
        const { supplierSku, costIdr, open, rank } = offer;
        await tx
          .insert(supplierOffers)
          .values(offer)
          .onConflictDoUpdate({
            target: [supplierOffers.productSku, supplierOffers.supplier],
            set: { supplierSku, costIdr, open, rank, updatedAt: sql`now()` },
          });
        await audited(tx, audit, before ? offerState(offerRow(before)) : null, offerState(offer));
        return true;
      });
    },

    async removeOffer(productSku, supplier, audit) {
      return db.transaction(async (tx) => {
        const [removed] = await tx
          .delete(supplierOffers)
          .where(and(eq(supplierOffers.productSku, productSku), eq(supplierOffers.supplier, supplier)))
          .returning();
        if (!removed) return false;
        await audited(tx, audit, offerState(offerRow(removed)), null);
        return true;
      });
    },

    audit: ({ after, ...entry }) => audited(db, entry, null, after),
  };
}
