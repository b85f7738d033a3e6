import { and, desc, eq, isNotNull, sql } from "drizzle-orm";
import {
  maskBuyer,
  promoSubject,
  promoTerms,
  type AuditContext,
  type PromoAdminStore,
  type PromoCodeRow,
} from "../../../core/admin/promo-admin";
import { failure } from "../../../core/failure";
import { gameIdOf } from "../../../core/giveaway/mask";
import { createAuditRepository } from "../records/audit-repository";
import { promoCodeOf } from "../promos/promo-code-row";
import type { Database, Executor } from "../database";
import { games, orders, products, promoCodes } from "../schema";

type PromoRow = typeof promoCodes.$inferSelect;

const toRow = (row: PromoRow): PromoCodeRow => ({ ...promoCodeOf(row), createdAt: row.createdAt });

async function locked(tx: Executor, code: string): Promise<PromoRow | undefined> {
  const [row] = await tx.select().from(promoCodes).where(eq(promoCodes.code, code)).for("update");
  return row;
}

/** The console's promo codes in PostgreSQL: each change and its audit entry in one transaction. */
export function createPromoAdminStore(db: Database): PromoAdminStore {
  const audit = (tx: Executor, context: AuditContext, action: string, code: string, before: unknown, after: unknown) =>
    createAuditRepository(tx).append({
      operatorId: context.operatorId,
      action,
      subject: promoSubject(code),
      before,
      after,
      requestId: context.requestId,
    });

  return {
    async list() {
      return (await db.select().from(promoCodes).orderBy(desc(promoCodes.createdAt), promoCodes.code)).map(toRow);
    },

    async find(code) {
      const [row] = await db.select().from(promoCodes).where(eq(promoCodes.code, code));
      return row && toRow(row);
    },

    async scope(gameSlug, productSku) {
      const [game] = await db.select({ slug: games.slug }).from(games).where(eq(games.slug, gameSlug));
      if (!game) return "unknownGame";
      if (!productSku) return "ok";
      const [product] = await db
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.sku, productSku), eq(products.gameSlug, gameSlug)));
      return product ? "ok" : "unknownProduct";
    },

    async create(fields, context) {
      return db.transaction(async (tx) => {
        // One create per code at a time, whatever case it was typed in; the primary key backs it up.
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`promo:${fields.code}`}))`);
        const [same] = await tx
          .select({ code: promoCodes.code })
          .from(promoCodes)
          .where(sql`upper(${promoCodes.code}) = ${fields.code}`);
        if (same) return "taken";
        const inserted = await tx
          .insert(promoCodes)
          .values({ ...fields, active: true })
          .onConflictDoNothing()
          .returning({ code: promoCodes.code });
        if (!inserted.length) return "taken";
        await audit(tx, context, "promo.created", fields.code, null, promoTerms({ ...fields, active: true }));
        return "created";
      });
    },

    async update(fields, context) {
      return db.transaction(async (tx) => {
        const current = await locked(tx, fields.code);
        if (!current) return failure("notFound");
        // Paid orders already counted cannot be undone by a lower limit (the table's check agrees).
        if (fields.globalLimit !== null && fields.globalLimit < current.redemptions) return failure("belowRedemptions");
        const before = promoTerms(current);
        const after = promoTerms(fields);
        if (JSON.stringify(before) === JSON.stringify({ ...after, active: current.active }))
          return { ok: true, changed: false } as const;
        await tx.update(promoCodes).set(fields).where(eq(promoCodes.code, fields.code));
        await audit(tx, context, "promo.updated", fields.code, before, { ...after, active: current.active });
        return { ok: true, changed: true } as const;
      });
    },

    async setActive(code, active, context) {
      return db.transaction(async (tx) => {
        const current = await locked(tx, code);
        if (!current) return failure("notFound");
        if (current.active === active) return { ok: true, changed: false } as const;
        await tx.update(promoCodes).set({ active }).where(eq(promoCodes.code, code));
        await audit(tx, context, active ? "promo.resumed" : "promo.paused", code, { active: !active }, { active });
        return { ok: true, changed: true } as const;
      });
    },

    async redemptions(code, limit) {
      const rows = await db
        .select({
          orderId: orders.id,
          number: orders.number,
          paidAt: orders.paidAt,
          status: orders.status,
          discount: orders.promoDiscount,
          currency: orders.currency,
          email: orders.contactEmail,
          phone: orders.contactPhone,
          accountLabel: orders.accountLabel,
        })
        .from(orders)
        .where(and(eq(orders.promoCode, code), isNotNull(orders.paidAt)))
        .orderBy(desc(orders.paidAt), desc(orders.id))
        .limit(limit);
      return rows.map((row) => ({
        orderId: row.orderId,
        number: row.number,
        paidAt: row.paidAt!,
        status: row.status,
        discount: row.discount,
        currency: row.currency,
        buyer: maskBuyer({ email: row.email, phone: row.phone, gameId: gameIdOf(row.accountLabel) }),
      }));
    },
  };
}
