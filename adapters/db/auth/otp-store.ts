import { and, desc, eq, gte, isNull, sql } from "drizzle-orm";
import type { OtpStore } from "../../../core/auth/whatsapp-otp";
import type { Database } from "../database";
import { whatsappCodes } from "../schema";

export function createOtpStore(db: Database): OtpStore {
  return {
    async sendsSince(phone, since) {
      return db.$count(whatsappCodes, and(eq(whatsappCodes.phone, phone), gte(whatsappCodes.createdAt, since)));
    },
    async save(phone, codeHash, expiresAt) {
      await db.insert(whatsappCodes).values({ phone, codeHash, expiresAt });
    },
    async latest(phone) {
      const [row] = await db
        .select()
        .from(whatsappCodes)
        .where(eq(whatsappCodes.phone, phone))
        .orderBy(desc(whatsappCodes.id))
        .limit(1);
      return row
        ? { id: row.id, codeHash: row.codeHash, expiresAt: row.expiresAt, attempts: row.attempts, usedAt: row.usedAt }
        : undefined;
    },
    async countAttempt(id) {
      // Atomic, so parallel guesses cannot all slip under the limit.
      const [row] = await db
        .update(whatsappCodes)
        .set({ attempts: sql`${whatsappCodes.attempts} + 1` })
        .where(eq(whatsappCodes.id, id))
        .returning({ attempts: whatsappCodes.attempts });
      return row?.attempts ?? Number.POSITIVE_INFINITY;
    },
    async consume(id, now) {
      const used = await db
        .update(whatsappCodes)
        .set({ usedAt: now })
        .where(and(eq(whatsappCodes.id, id), isNull(whatsappCodes.usedAt)))
        .returning({ id: whatsappCodes.id });
      return used.length > 0;
    },
  };
}
