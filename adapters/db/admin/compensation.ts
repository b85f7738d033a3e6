import { eq } from "drizzle-orm";
import type { CompensationStore } from "../../../core/admin/compensation";
import { assertBalanced } from "../../../core/wallet/ledger";
import { createAuditRepository } from "../records/audit-repository";
import type { Database } from "../database";
import { createLedgerStore } from "../wallet/ledger-store";
import { orders, users } from "../schema";

/**
 * Compensations in PostgreSQL: the gold posting and its audit entry in one transaction (the ledger
 * store built on it joins as a savepoint), so a crash leaves both or neither. Ten requests with one
 * key: the ledger's unique reference lets one post; the others wait for it, find it posted, and
 * write no entry.
 */
export function createCompensationStore(db: Database): CompensationStore {
  return {
    async buyerExists(userId) {
      const [row] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).limit(1);
      return Boolean(row);
    },

    async order(orderId) {
      const [row] = await db
        .select({ id: orders.id, number: orders.number, userId: orders.userId })
        .from(orders)
        .where(eq(orders.id, orderId))
        .limit(1);
      return row;
    },

    async creditWithAudit(transaction, audit) {
      assertBalanced(transaction);
      const credited = transaction.postings.find((posting) => posting.account.owner === "user");
      if (!credited) throw new Error(`${transaction.reference}: no buyer account to credit`);
      return db.transaction(async (tx) => {
        const ledger = createLedgerStore(tx);
        const { created } = await ledger.post(transaction);
        const balance = await ledger.balance(credited.account);
        if (created)
          await createAuditRepository(tx).append(audit({ before: balance - credited.amount, after: balance }));
        return { created, balance };
      });
    },
  };
}
