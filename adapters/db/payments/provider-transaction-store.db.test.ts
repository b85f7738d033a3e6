import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { giveawayOrder } from "../../../tests/support/giveaway-orders";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createProviderTransactionStore } from "./provider-transaction-store";
import { payments } from "../schema";

/**
 * Payme's and Click's transactions on a real PostgreSQL (decision 022): their calls come again and
 * at the same moment from several servers, and each rule must hold in the database, not in memory.
 */
describe("provider transactions", () => {
  let database: TestDatabase;
  let count = 0;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  /** A fresh unpaid attempt of UZS 18 800, as Pay writes it. */
  async function attempt(): Promise<string> {
    count += 1;
    const number = `PT${String(count).padStart(6, "0")}`;
    const orderId = await giveawayOrder(database.db, { number, status: "awaiting_payment", promoCode: null });
    const id = `${number}-1`;
    await database.db.insert(payments).values({
      id,
      orderId,
      attempt: 1,
      provider: "payme",
      method: "payme",
      amount: 18_800,
      currency: "UZS",
      status: "pending",
    });
    return id;
  }

  const store = () => createProviderTransactionStore(database.db);
  const transaction = (paymentId: string, transactionId: string) => ({
    provider: "payme" as const,
    transactionId,
    paymentId,
    amount: 18_800,
    currency: "UZS" as const,
    providerTime: 1_700_000_000_000,
  });

  it("records a transaction once: the same provider id sent ten times at once is one row", async () => {
    const paymentId = await attempt();
    const results = await Promise.all(
      Array.from({ length: 10 }, () => store().create(transaction(paymentId, "5305e3bab097f420a62ced0b"))),
    );
    expect(results.filter((result) => result.created)).toHaveLength(1);
    expect(results.every((result) => result.transaction.transactionId === "5305e3bab097f420a62ced0b")).toBe(true);
    expect(results.some((result) => !result.created && result.conflict)).toBe(false);
    expect(await store().ofPayment("payme", paymentId)).toHaveLength(1);
  });

  it("keeps one live transaction per attempt: ten different ids at once, one wins, nine see it", async () => {
    const paymentId = await attempt();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, index) => store().create(transaction(paymentId, `tx-${paymentId}-${index}`))),
    );
    const won = results.filter((result) => result.created);
    expect(won).toHaveLength(1);
    const winner = won[0]!.transaction.transactionId;
    for (const result of results.filter((candidate) => !candidate.created))
      expect(result).toMatchObject({ conflict: true, transaction: { transactionId: winner } });
    // Once it is canceled, the attempt may be paid by another transaction.
    expect(await store().transition("payme", winner, 1, -1, 3)).toMatchObject({ state: -1, reason: 3 });
    expect(await store().create(transaction(paymentId, `tx-${paymentId}-again`))).toMatchObject({ created: true });
  });

  it("moves a transaction once when two calls race, and stamps the moment", async () => {
    const paymentId = await attempt();
    await store().create(transaction(paymentId, `race-${paymentId}`));
    const moved = await Promise.all(
      Array.from({ length: 10 }, () => store().transition("payme", `race-${paymentId}`, 1, 2)),
    );
    expect(moved.filter(Boolean)).toHaveLength(1);
    const stored = await store().find("payme", `race-${paymentId}`);
    expect(stored).toMatchObject({ state: 2, canceledAt: null });
    expect(stored?.performedAt).toBeInstanceOf(Date);
    // Performed money can only be canceled from 2 (a refund), never be performed again.
    expect(await store().transition("payme", `race-${paymentId}`, 1, 2)).toBeUndefined();
    expect(await store().transition("payme", `race-${paymentId}`, 2, -2, 5)).toMatchObject({ state: -2, reason: 5 });
  });

  it("lists transactions by creation time for a statement, per provider", async () => {
    const from = new Date(Date.now() - 1_000);
    const paymentId = await attempt();
    await store().create(transaction(paymentId, `statement-${paymentId}`));
    const to = new Date(Date.now() + 1_000);
    const listed = await store().createdBetween("payme", from, to);
    expect(listed.map((row) => row.transactionId)).toContain(`statement-${paymentId}`);
    expect(await store().createdBetween("click", from, to)).toEqual([]);
  });

  it("keeps a fiscal receipt per kind: a repeat writes nothing, a new one replaces it, an unknown id is undefined", async () => {
    const paymentId = await attempt();
    await store().create(transaction(paymentId, `fiscal-${paymentId}`));
    const receipt = {
      receiptId: "121",
      statusCode: 0,
      message: "accepted",
      terminalId: "EP000000000025",
      fiscalSign: "800031554082",
      qrCodeUrl: "https://ofd.soliq.uz/check?t=EP000000000025&r=121",
      date: "2021-09-09 10:25:11",
    };
    const repeats = await Promise.all(
      Array.from({ length: 5 }, () => store().keepFiscalReceipt("payme", `fiscal-${paymentId}`, "perform", receipt)),
    );
    expect(repeats.filter((kept) => kept?.changed)).toHaveLength(1);
    const canceled = { ...receipt, receiptId: "122", qrCodeUrl: null };
    expect(await store().keepFiscalReceipt("payme", `fiscal-${paymentId}`, "cancel", canceled)).toMatchObject({
      changed: true,
      transaction: { fiscal: { perform: receipt, cancel: canceled } },
    });
    const corrected = { ...receipt, statusCode: 1 };
    expect(await store().keepFiscalReceipt("payme", `fiscal-${paymentId}`, "perform", corrected)).toMatchObject({
      changed: true,
      transaction: { fiscal: { perform: corrected, cancel: canceled } },
    });
    expect(await store().keepFiscalReceipt("payme", "no-such-transaction", "perform", receipt)).toBeUndefined();
    expect(await store().keepFiscalReceipt("click", `fiscal-${paymentId}`, "perform", receipt)).toBeUndefined();
  });
});
