import { eq } from "drizzle-orm";
import type { FiscalCodesReader } from "../../../core/catalog/fiscal";
import type { Database } from "../database";
import { products } from "../schema";

/** The products' fiscal codes, read where a receipt is made (a payment's start, a provider's check). */
export function createFiscalCodesReader(db: Database): FiscalCodesReader {
  return {
    async fiscalCodesOf(sku) {
      const [row] = await db.select({ fiscal: products.fiscal }).from(products).where(eq(products.sku, sku));
      return row?.fiscal;
    },
  };
}
