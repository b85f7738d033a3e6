import { and, eq, lte, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { sandboxSupplierPurchases } from "../../db/schema";
import { settledFields, type DigiflazzBook, type SandboxPurchase } from "./book";

type Row = typeof sandboxSupplierPurchases.$inferSelect;

const purchaseOf = (row: Row): SandboxPurchase => ({
  reference: row.reference,
  supplierSku: row.supplierSku,
  customerNo: row.customerNo,
  status: row.status,
  serial: row.serial,
  readyAt: row.readyAt,
  calls: row.calls,
});

/**
 * The book of the face started beside a shop: the shop's own database (`sandbox_supplier_purchases`),
 * so a purchase outlives a crash of the shop and its face, and several shops on one database (each
 * with its face) still buy once per ref_id. A row lock orders posts of one ref_id; a settlement
 * happens once, whichever of a post or the face's timer comes first.
 */
export function createDatabaseDigiflazzBook(db: Database): DigiflazzBook {
  return {
    async post(purchase, settlement, now) {
      await db
        .insert(sandboxSupplierPurchases)
        .values({
          reference: purchase.reference,
          supplierSku: purchase.supplierSku,
          customerNo: purchase.customerNo,
          status: purchase.status,
          serial: purchase.serial,
          readyAt: purchase.readyAt,
        })
        .onConflictDoNothing();
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(sandboxSupplierPurchases)
          .where(eq(sandboxSupplierPurchases.reference, purchase.reference))
          .for("update");
        if (!current) throw new Error("sandbox purchase vanished");
        if (current.supplierSku !== purchase.supplierSku || current.customerNo !== purchase.customerNo)
          return { kind: "clash" as const };
        const made = current.calls === 0;
        const settles =
          settlement.settlesAs !== undefined &&
          current.status === "pending" &&
          current.readyAt.getTime() <= now.getTime() &&
          !(made && settlement.pendingFirst);
        const [updated] = await tx
          .update(sandboxSupplierPurchases)
          .set({
            calls: sql`${sandboxSupplierPurchases.calls} + 1`,
            ...(settles && settlement.settlesAs ? settledFields(settlement.settlesAs) : {}),
          })
          .where(eq(sandboxSupplierPurchases.reference, purchase.reference))
          .returning();
        if (!updated) throw new Error("sandbox purchase vanished");
        return { kind: "purchase" as const, purchase: purchaseOf(updated), settled: settles };
      });
    },

    async settle(reference, status, now) {
      const [updated] = await db
        .update(sandboxSupplierPurchases)
        .set(settledFields(status))
        .where(
          and(
            eq(sandboxSupplierPurchases.reference, reference),
            eq(sandboxSupplierPurchases.status, "pending"),
            lte(sandboxSupplierPurchases.readyAt, now),
          ),
        )
        .returning();
      return updated ? purchaseOf(updated) : undefined;
    },
  };
}
