import { sql } from "drizzle-orm";
import type { SupplierBalanceStore } from "../../../core/orders/supplier-balances";
import type { Database } from "../database";
import { supplierAccounts } from "../schema";
import type { SupplierAccount } from "../../../core/orders/supplier-routing";

type AccountRow = typeof supplierAccounts.$inferSelect;

const toAccount = (row: AccountRow): SupplierAccount => ({
  supplier: row.supplier,
  balanceIdr: row.balanceIdr,
  thresholdIdr: row.thresholdIdr,
  checkedAt: row.checkedAt,
  short: row.shortAt !== null,
});

/** Every supplier's deposit as last read, by supplier. */
export async function supplierAccountsOf(db: Database): Promise<Map<string, SupplierAccount>> {
  const rows = await db.select().from(supplierAccounts);
  return new Map(rows.map((row) => [row.supplier, toAccount(row)]));
}

/** Suppliers' deposits in PostgreSQL, shared by every server (decision 049). */
export function createSupplierAccountRepository(db: Database): SupplierBalanceStore {
  return {
    accounts: () => supplierAccountsOf(db),

    async recordBalance(supplier, balanceIdr) {
      const [row] = await db
        .insert(supplierAccounts)
        .values({ supplier, balanceIdr, checkedAt: sql`now()` })
        .onConflictDoUpdate({
          target: supplierAccounts.supplier,
          set: {
            balanceIdr,
            checkedAt: sql`now()`,
            updatedAt: sql`now()`,
            // A refusal for balance is over once the deposit is back at the threshold.
            shortAt: sql`CASE WHEN ${balanceIdr} >= ${supplierAccounts.thresholdIdr} THEN NULL ELSE ${supplierAccounts.shortAt} END`,
          },
        })
        .returning();
      return toAccount(row!);
    },
  };
}
