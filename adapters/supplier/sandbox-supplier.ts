import { randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { SupplierUnavailableError, type DeliveryResult, type SupplierPort } from "../../core/orders/supplier-port";
import { GAME_DEFINITIONS } from "../../catalog/definitions";
import type { SupplierProduct } from "../../core/orders/supplier-port";
import type { Database } from "../db/database";
import { sandboxSupplierPurchases } from "../db/schema";

/**
 * Test accounts of the sandbox supplier (docs/catalog.md), by the end of the game ID:
 * `5555` fails for good (wrong destination), `6666` stays pending forever (past the delivery
 * promise: support's case), `7777` times out on the first call for each purchase, then goes on,
 * `4444` fails for good on an order's first purchase (`<number>-<n>`) and succeeds on a later one
 * (`<number>-<n>-<try>`): support's "retry delivery" after a supplier-side hiccup.
 */
export const SANDBOX_SUPPLIER_TEST_IDS = { fails: "5555", stuck: "6666", flaky: "7777", failsOnce: "4444" } as const;

/** A unit's first purchase carries no try suffix: "K7M4Q2TX-1" (a retry is "K7M4Q2TX-1-2"). */
const firstPurchase = (reference: string) => /^[^-]+-\d+$/.test(reference);

/**
 * The built-in test supplier: every purchase is pending for `delayMs`, then succeeds
 * with a serial, except for the test accounts above. Its purchases are rows keyed by our reference,
 * so asking again never buys twice, across restarts too.
 */
export function createSandboxSupplier(db: Database, options: { delayMs: number }): SupplierPort {
  const answer = (row: typeof sandboxSupplierPurchases.$inferSelect): DeliveryResult => ({
    reference: row.reference,
    status: row.status,
    serial: row.serial,
    message:
      row.status === "success"
        ? "Transaksi Sukses (sandbox)"
        : row.status === "failed"
          ? "Nomor tujuan salah (sandbox)"
          : "Transaksi Pending (sandbox)",
    permanent: row.status === "failed",
    // What a real supplier's answer would carry: the purchase as the sandbox keeps it.
    raw: {
      ref_id: row.reference,
      buyer_sku_code: row.supplierSku,
      customer_no: row.customerNo,
      status: row.status,
      sn: row.serial,
      calls: row.calls,
    },
  });

  return {
    name: "sandbox",
    sellsOurSkus: true,

    async deliver(request) {
      await db
        .insert(sandboxSupplierPurchases)
        .values({
          reference: request.reference,
          supplierSku: request.supplierSku,
          customerNo: request.customerNo,
          status:
            request.customerNo.endsWith(SANDBOX_SUPPLIER_TEST_IDS.fails) ||
            (request.customerNo.endsWith(SANDBOX_SUPPLIER_TEST_IDS.failsOnce) && firstPurchase(request.reference))
              ? "failed"
              : "pending",
          readyAt: new Date(Date.now() + options.delayMs),
        })
        .onConflictDoNothing();
      const row = await db.transaction(async (tx) => {
        const [current] = await tx
          .select()
          .from(sandboxSupplierPurchases)
          .where(eq(sandboxSupplierPurchases.reference, request.reference))
          .for("update");
        if (!current) return undefined;
        // A pending purchase whose time has come succeeds, with a serial like a real supplier's.
        const settles =
          current.status === "pending" &&
          current.readyAt.getTime() <= Date.now() &&
          !current.customerNo.endsWith(SANDBOX_SUPPLIER_TEST_IDS.stuck);
        const [updated] = await tx
          .update(sandboxSupplierPurchases)
          .set({
            calls: sql`${sandboxSupplierPurchases.calls} + 1`,
            ...(settles
              ? { status: "success" as const, serial: `SBX${randomBytes(6).toString("hex").toUpperCase()}` }
              : {}),
          })
          .where(eq(sandboxSupplierPurchases.reference, request.reference))
          .returning();
        return updated;
      });
      if (!row) throw new SupplierUnavailableError("sandbox purchase vanished");
      if (row.calls === 1 && row.customerNo.endsWith(SANDBOX_SUPPLIER_TEST_IDS.flaky))
        throw new SupplierUnavailableError("sandbox supplier timed out (test account)");
      return answer(row);
    },

    // The sandbox has no callbacks: the delivery job asks until the purchase is settled.
    parseCallback: () => ({ verdict: "refused", reason: "unsupported" }),

    // A price list of every product in the catalog's data, under our own SKUs (the sandbox delivers
    // by them), named as a supplier would and priced at SANDBOX_COST_PERCENT of the sample rupiah price.
    async priceList() {
      return sandboxPriceList();
    },
  };
}

/** The sandbox supplier's cost as a share of the sample rupiah list price: room for a margin. */
export const SANDBOX_COST_PERCENT = 80;

export function sandboxPriceList(): SupplierProduct[] {
  return GAME_DEFINITIONS.flatMap((game) =>
    game.products.map((product) => ({
      supplierSku: product.sku,
      name: `${game.name} ${product.title?.en ?? (product.amount ?? 0) + (product.bonus ?? 0)}`,
      brand: game.name,
      category: "Games",
      price: Math.floor((product.prices.IDR.list * SANDBOX_COST_PERCENT) / 100),
      available: true,
    })),
  );
}
