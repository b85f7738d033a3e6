import { asc, eq, inArray } from "drizzle-orm";
import type { AccountRepository } from "../../../core/auth/accounts";
import { createWallet } from "../../../core/wallet/wallet";
import type { Database } from "../database";
import { createLedgerStore } from "../wallet/ledger-store";
import { createOrderUnitOfWork, toOrderRecord } from "../orders/order-unit";
import { accountNotices, orders, receipts, users } from "../schema";

export function createAccountRepository(db: Database): AccountRepository {
  return {
    async closeAccount(userId, work) {
      return db.transaction(async (tx) => {
        // An order is placed with the buyer's row share-locked (order-repository.ts): one placed
        // meanwhile is waited for here and seen below; one placed later waits and finds no account.
        // Not FOR UPDATE: an order unit that writes its order twice takes a key-share lock on the
        // user (the foreign key's check), which must not wait for this while this waits for its order.
        const [user] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("no key update");
        if (!user) return undefined;
        // Then every order of theirs, in id order (each order unit locks one order, so nothing waits
        // in a circle): a payment, delivery or refund in flight finishes first, and none starts
        // until the deletion is over, when the order no longer points at the user.
        const owned = await tx
          .select()
          .from(orders)
          .where(eq(orders.userId, userId))
          .orderBy(asc(orders.id))
          .for("update");
        return work({
          orders: owned.map(toOrderRecord),
          units: createOrderUnitOfWork(tx),
          wallet: createWallet(createLedgerStore(tx)),
          async erase() {
            // Orders stay (the shop's books and the public order links need them) but no longer
            // point at the person: the receipt and notice contacts go, and user_id is nulled by its ON DELETE
            // SET NULL. Sessions and identities go with the user (ON DELETE CASCADE).
            const ids = owned.map((order) => order.id);
            if (ids.length > 0) {
              await tx.delete(receipts).where(inArray(receipts.orderId, ids));
              await tx.delete(accountNotices).where(inArray(accountNotices.orderId, ids));
              await tx.update(orders).set({ contactEmail: null, contactPhone: null }).where(inArray(orders.id, ids));
            }
            await tx.delete(users).where(eq(users.id, userId));
          },
        });
      });
    },
  };
}
