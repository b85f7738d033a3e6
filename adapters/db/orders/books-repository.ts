import { sql } from "drizzle-orm";
import type { BooksStore, Imbalance } from "../../../core/orders/books-check";
import type { Currency } from "../../../core/money";
import type { Database } from "../database";

type ImbalanceRow = {
  kind: Imbalance["kind"];
  currency: Currency;
  difference: string;
  owner: string | null;
  account: string | null;
  payment_id: string | null;
  order_id: string | null;
  order_number: string | null;
};

/**
 * The books' sums in one statement, so one snapshot: the ledger's balances by currency, each
 * account's balance against its entries, and payments taken that no order kept and no refund returns
 * (the order's paying attempt is kept; any other has a surplus refund from the moment it is seen).
 */
export function createBooksRepository(db: Database): BooksStore {
  return {
    async imbalances(settledBefore) {
      const result = await db.execute<ImbalanceRow>(sql`
        SELECT 'ledger' AS kind, currency, sum(balance)::text AS difference,
               NULL AS owner, NULL AS account, NULL AS payment_id, NULL AS order_id, NULL AS order_number
          FROM ledger_accounts GROUP BY currency HAVING sum(balance) <> 0
        UNION ALL
        SELECT 'account', a.currency, (a.balance - coalesce(e.total, 0))::text,
               a.owner, a.kind, NULL, NULL, NULL
          FROM ledger_accounts a
          LEFT JOIN (SELECT account_id, sum(amount) AS total FROM ledger_entries GROUP BY account_id) e
            ON e.account_id = a.id
         WHERE a.balance <> coalesce(e.total, 0)
        UNION ALL
        SELECT 'payment', p.currency, p.amount::text, NULL, NULL, p.id, o.id::text, o.number
          FROM payments p JOIN orders o ON o.id = p.order_id
         WHERE p.status = 'paid' AND p.updated_at < ${settledBefore}
           AND o.paid_by IS DISTINCT FROM p.id
           AND NOT EXISTS (SELECT 1 FROM refunds r WHERE r.payment_id = p.id)`);
      return result.rows.map((row): Imbalance => {
        const difference = Number(row.difference);
        if (row.kind === "account")
          return { kind: "account", owner: row.owner!, account: row.account!, currency: row.currency, difference };
        if (row.kind === "payment")
          return {
            kind: "payment",
            paymentId: row.payment_id!,
            orderId: row.order_id!,
            orderNumber: row.order_number!,
            currency: row.currency,
            difference,
          };
        return { kind: "ledger", currency: row.currency, difference };
      });
    },
  };
}
