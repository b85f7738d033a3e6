import { expect } from "vitest";
import type { Cluster } from "./cluster";

/** What the shop's database and the bank say, read after a scenario: every figure must reconcile. */
export interface Books {
  /** Ledger transactions whose postings do not sum to zero (per currency). */
  unbalancedTransactions: number;
  ledgerTransactions: number;
  /** Buyers' balances below zero. */
  overdrawnAccounts: number;
  /** Accounts whose stored balance is not the sum of their postings. */
  driftingAccounts: number;
  ordersByStatus: Record<string, number>;
  /** Orders delivered (or being delivered) whose paying attempt is not exactly their total. */
  underpaidDeliveries: number;
  /** Orders whose money went back more than one way (at the bank and as gold, or twice at the bank). */
  doubleRefunds: number;
  /** Refund claims not settled (pending) or refused by the bank. */
  openRefunds: number;
  refusedRefunds: number;
  /**
   * Minor units: money the bank took, money it gave back (refunded, or a card payment voided before
   * it settled), goods delivered, gold given for refunds.
   */
  moneyIn: number;
  refundedAtBank: number;
  /** Card payments given back by voiding them before they settled (included in refundedAtBank). */
  voidedAtBank: number;
  delivered: number;
  refundedAsGold: number;
  /** Payments the bank took that the shop returned on their own (second payments, late ones). */
  returnedPayments: number;
  /** Payments the bank took that the shop has not heard of yet (its status check catches them). */
  unheardPayments: number;
}

const count = async (cluster: Cluster, query: string): Promise<number> =>
  Number((await cluster.database.pool.query<{ count: string }>(query)).rows[0]?.count ?? 0);

export async function readBooks(cluster: Cluster): Promise<Books> {
  const pool = cluster.database.pool;
  const statuses = await pool.query<{ status: string; count: string }>(
    "SELECT status, count(*) AS count FROM orders GROUP BY status",
  );
  const attempts = await pool.query<{ id: string; order_id: string; amount: string; status: string }>(
    "SELECT id, order_id, amount, status FROM payments",
  );
  // The bank's own word on every payment the shop ever started.
  const atBank = await Promise.all(
    attempts.rows.map(async (row) => ({
      ...row,
      ours: row.status,
      status: (await cluster.gateway.port.fetchStatus({ paymentId: row.id }).catch(() => undefined))?.status,
    })),
  );
  // A payment canceled at the bank after the shop claimed its refund was voided by the shop: the
  // bank took it (authorised and captured) and gave it back before settling.
  const claimed = new Set(
    (await pool.query<{ payment_id: string }>("SELECT payment_id FROM refunds WHERE payment_id IS NOT NULL")).rows.map(
      (row) => row.payment_id,
    ),
  );
  const voided = atBank.filter((row) => row.status === "canceled" && claimed.has(row.id));
  const taken = [...atBank.filter((row) => row.status === "paid" || row.status === "refunded"), ...voided];
  const refundedAtBank = [...atBank.filter((row) => row.status === "refunded"), ...voided];
  const sum = (rows: { amount: string }[]) => rows.reduce((total, row) => total + Number(row.amount), 0);
  const delivered = await pool.query<{ amount: string }>(
    "SELECT coalesce(sum(total), 0) AS amount FROM orders WHERE status IN ('complete', 'in_progress')",
  );
  const gold = await pool.query<{ amount: string }>(
    "SELECT coalesce(sum(amount), 0) AS amount FROM refunds WHERE method = 'gold' AND status = 'done'",
  );
  // Ways back per order: its paying attempt refunded (or voided) at the bank, and gold credited in
  // the ledger for its refund.
  const paidBy = new Map(
    (await pool.query<{ id: string; paid_by: string | null }>("SELECT id, paid_by FROM orders")).rows.map((row) => [
      row.id,
      row.paid_by,
    ]),
  );
  const goldOrders = new Set(
    (
      await pool.query<{ order_id: string }>(
        "SELECT split_part(reference, ':', 2) AS order_id FROM ledger_transactions WHERE reference LIKE 'order:%:refund-gold'",
      )
    ).rows.map((row) => row.order_id),
  );
  const waysBack = new Map<string, number>();
  for (const row of refundedAtBank)
    if (paidBy.get(row.order_id) === row.id) waysBack.set(row.order_id, (waysBack.get(row.order_id) ?? 0) + 1);
  for (const id of goldOrders) waysBack.set(id, (waysBack.get(id) ?? 0) + 1);

  return {
    unbalancedTransactions: await count(
      cluster,
      `SELECT count(*) FROM (SELECT e.transaction_id FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
       GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0) unbalanced`,
    ),
    ledgerTransactions: await count(cluster, "SELECT count(*) FROM ledger_transactions"),
    overdrawnAccounts: await count(
      cluster,
      "SELECT count(*) FROM ledger_accounts WHERE owner <> 'shop' AND balance < 0",
    ),
    driftingAccounts: await count(
      cluster,
      `SELECT count(*) FROM ledger_accounts a
       WHERE a.balance <> coalesce((SELECT sum(e.amount) FROM ledger_entries e WHERE e.account_id = a.id), 0)`,
    ),
    ordersByStatus: Object.fromEntries(statuses.rows.map((row) => [row.status, Number(row.count)])),
    underpaidDeliveries: await count(
      cluster,
      `SELECT count(*) FROM orders o LEFT JOIN payments p ON p.id = o.paid_by
       WHERE o.status IN ('in_progress', 'complete') AND o.total > 0 AND (p.id IS NULL OR p.amount <> o.total)`,
    ),
    doubleRefunds: [...waysBack.values()].filter((ways) => ways > 1).length,
    openRefunds: await count(cluster, "SELECT count(*) FROM refunds WHERE status = 'pending'"),
    refusedRefunds: await count(cluster, "SELECT count(*) FROM refunds WHERE status = 'refused'"),
    moneyIn: sum(taken),
    refundedAtBank: sum(refundedAtBank),
    voidedAtBank: sum(voided),
    delivered: Number(delivered.rows[0]?.amount ?? 0),
    refundedAsGold: Number(gold.rows[0]?.amount ?? 0),
    returnedPayments: await count(cluster, "SELECT count(*) FROM refunds WHERE kind = 'surplus' AND status = 'done'"),
    unheardPayments: taken.filter((row) => row.ours === "pending" || row.ours === "failed").length,
  };
}

/**
 * What must hold whatever happened: every ledger transaction sums to zero, no balance is overdrawn
 * or drifts from its postings, no delivery is underpaid, no money went back twice, every refund is
 * settled, the shop has heard of every payment the bank took, and every rupiah the bank took was
 * delivered or went back.
 */
export function expectExactBooks(books: Books): void {
  expect({
    unbalancedTransactions: books.unbalancedTransactions,
    overdrawnAccounts: books.overdrawnAccounts,
    driftingAccounts: books.driftingAccounts,
    underpaidDeliveries: books.underpaidDeliveries,
    doubleRefunds: books.doubleRefunds,
    openRefunds: books.openRefunds,
    refusedRefunds: books.refusedRefunds,
    unheardPayments: books.unheardPayments,
  }).toEqual({
    unbalancedTransactions: 0,
    overdrawnAccounts: 0,
    driftingAccounts: 0,
    underpaidDeliveries: 0,
    doubleRefunds: 0,
    openRefunds: 0,
    refusedRefunds: 0,
    unheardPayments: 0,
  });
  expect(books.moneyIn).toBe(books.delivered + books.refundedAtBank + books.refundedAsGold);
}
