import { eq } from "drizzle-orm";
import type { Database } from "../database";
import { games, products } from "../schema";

/** The catalog as the price-list sync matches it (the catalog admin's store writes the codes back). */
export function createSupplierSkuRepository(db: Database) {
  return {
    async products() {
      const rows = await db
        .select({
          gameSlug: products.gameSlug,
          gameName: games.name,
          supplierNames: games.supplierNames,
          sku: products.sku,
          amount: products.amount,
          bonus: products.bonus,
          title: products.title,
        })
        .from(products)
        .innerJoin(games, eq(games.slug, products.gameSlug))
        .where(eq(products.active, true));
      // Suppliers name passes in English or Indonesian: the English title is the one to match.
      return rows.map((row) => ({ ...row, title: row.title?.en ?? null }));
    },
  };
}
