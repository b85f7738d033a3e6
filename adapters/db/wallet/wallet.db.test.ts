import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { money } from "../../../core/money";
import { InsufficientBalanceError } from "../../../core/wallet/ledger";
import { createWallet, type Wallet } from "../../../core/wallet/wallet";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { openDatabase, type DatabaseHandle } from "../database";
import { createLedgerStore } from "./ledger-store";

const IDR = (amount: number) => money(amount, "IDR");

describe("wallet ledger on PostgreSQL", () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  let wallet: Wallet;
  beforeAll(async () => {
    database = await createTestDatabase();
    // A pool as wide as a busy server's, so the concurrent postings really run at once.
    handle = openDatabase(database.url, { max: 20 });
    wallet = createWallet(createLedgerStore(handle.db));
  });
  afterAll(async () => {
    await handle.close();
    await database.drop();
  });

  /** Every transaction sums to zero per currency, and every balance equals the sum of its entries. */
  async function expectLedgerConsistent() {
    const unbalanced = await handle.db.execute(sql`
      SELECT e.transaction_id, a.currency, sum(e.amount) AS total
      FROM ledger_entries e JOIN ledger_accounts a ON a.id = e.account_id
      GROUP BY e.transaction_id, a.currency HAVING sum(e.amount) <> 0`);
    expect(unbalanced.rows).toEqual([]);
    const drift = await handle.db.execute(sql`
      SELECT a.id FROM ledger_accounts a LEFT JOIN ledger_entries e ON e.account_id = a.id
      GROUP BY a.id, a.balance HAVING a.balance <> coalesce(sum(e.amount), 0)`);
    expect(drift.rows).toEqual([]);
    const negative = await handle.db.execute(sql`SELECT id FROM ledger_accounts WHERE owner <> 'shop' AND balance < 0`);
    expect(negative.rows).toEqual([]);
  }

  it("accrues cashback and credits gold, once per reference", async () => {
    expect(await wallet.accrueCashback({ userId: "u1", amount: IDR(1_500), reference: "order:1:cashback" })).toEqual({
      created: true,
    });
    expect(await wallet.accrueCashback({ userId: "u1", amount: IDR(1_500), reference: "order:1:cashback" })).toEqual({
      created: false,
    });
    await wallet.creditGold({ userId: "u1", amount: IDR(50_000), reference: "order:2:refund" });
    expect(await wallet.balances("u1", "IDR")).toEqual({
      cashback: IDR(1_500),
      gold: IDR(50_000),
      cashbackHeld: IDR(0),
      goldHeld: IDR(0),
    });
    await expectLedgerConsistent();
  });

  it("holds balances for an order, then releases or captures the hold", async () => {
    await wallet.hold({ userId: "u1", cashback: IDR(1_000), gold: IDR(20_000), reference: "order:3:hold" });
    expect(await wallet.balances("u1", "IDR")).toMatchObject({
      cashback: IDR(500),
      gold: IDR(30_000),
      cashbackHeld: IDR(1_000),
      goldHeld: IDR(20_000),
    });
    await wallet.releaseHold({ holdReference: "order:3:hold", reference: "order:3:release" });
    expect(await wallet.balances("u1", "IDR")).toMatchObject({
      cashback: IDR(1_500),
      gold: IDR(50_000),
      cashbackHeld: IDR(0),
    });

    await wallet.hold({ userId: "u1", cashback: IDR(1_000), gold: IDR(0), reference: "order:4:hold" });
    await wallet.captureHold({ holdReference: "order:4:hold", reference: "order:4:capture" });
    await wallet.captureHold({ holdReference: "order:4:hold", reference: "order:4:capture" });
    expect(await wallet.balances("u1", "IDR")).toMatchObject({ cashback: IDR(500), cashbackHeld: IDR(0) });
    await expectLedgerConsistent();
  });

  it("refuses a hold larger than the balance and changes nothing", async () => {
    await expect(
      wallet.hold({ userId: "u1", cashback: IDR(501), gold: IDR(0), reference: "order:5:hold" }),
    ).rejects.toBeInstanceOf(InsufficientBalanceError);
    expect(await wallet.balances("u1", "IDR")).toMatchObject({ cashback: IDR(500), cashbackHeld: IDR(0) });
    // The refused reference was not used up: the order can try again once it has the balance.
    await wallet.creditGold({ userId: "u1", amount: IDR(1), reference: "order:5:top" });
    await expectLedgerConsistent();
  });

  it("reverses refunded cashback, the shop absorbing what the buyer already spent", async () => {
    await wallet.accrueCashback({ userId: "u2", amount: IDR(3_000), reference: "order:6:cashback" });
    await wallet.hold({ userId: "u2", cashback: IDR(2_000), gold: IDR(0), reference: "order:7:hold" });
    await wallet.captureHold({ holdReference: "order:7:hold", reference: "order:7:capture" });
    const result = await wallet.reverseCashback({
      accrualReference: "order:6:cashback",
      reference: "order:6:reversal",
    });
    expect(result).toEqual({ created: true, reversed: 1_000 });
    expect((await wallet.balances("u2", "IDR")).cashback).toEqual(IDR(0));
    await expectLedgerConsistent();
  });

  it("200 concurrent write-offs against one balance never overdraw it", async () => {
    await wallet.accrueCashback({ userId: "u3", amount: IDR(100_000), reference: "seed:u3" });
    const attempts = Array.from({ length: 200 }, (_, index) =>
      wallet.hold({ userId: "u3", cashback: IDR(1_000), gold: IDR(0), reference: `race:${index}:hold` }),
    );
    const results = await Promise.allSettled(attempts);
    const succeeded = results.filter((result) => result.status === "fulfilled").length;
    const refused = results.filter(
      (result) => result.status === "rejected" && result.reason instanceof InsufficientBalanceError,
    ).length;
    expect(succeeded).toBe(100);
    expect(refused).toBe(100);
    expect(await wallet.balances("u3", "IDR")).toMatchObject({ cashback: IDR(0), cashbackHeld: IDR(100_000) });
    await expectLedgerConsistent();
  });

  it("the database itself refuses a negative buyer balance", async () => {
    const error = await handle.db
      .execute(sql`UPDATE ledger_accounts SET balance = -1 WHERE owner = 'u1' AND kind = 'cashback'`)
      .then(
        () => undefined,
        (failure: unknown) => failure as { cause?: { constraint?: string } },
      );
    expect(error?.cause?.constraint).toBe("ledger_accounts_no_negative_user_balance");
  });
});
