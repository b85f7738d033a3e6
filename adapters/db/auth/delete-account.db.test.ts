import { marketFor } from "../../../core/markets";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAccessToken, hashAccessToken } from "../../../core/auth/access-token";
import { deleteAccount } from "../../../core/auth/delete-account";
import { failure } from "../../../core/failure";
import { authenticate } from "../../../core/auth/sessions";
import { money } from "../../../core/money";
import { createWallet } from "../../../core/wallet/wallet";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createAccountRepository } from "./account-repository";
import { createLedgerStore } from "../wallet/ledger-store";
import { createOrderRepository } from "../orders/order-repository";
import { createAttemptReads } from "../orders/attempt-reads";
import { createOrderUnitOfWork } from "../orders/order-unit";
import { createOrderProcess } from "../../../core/orders/order-process";
import { orders, receipts, sessions, users } from "../schema";
import { createSessionRepository } from "./session-repository";
import { createCatalogRepository } from "../catalog/catalog-repository";

describe("account deletion", () => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.drop());

  it("ends the sessions, forfeits the balances and leaves no personal data", async () => {
    const wallet = createWallet(createLedgerStore(database.db));
    const accounts = createAccountRepository(database.db);
    const sessionRepository = createSessionRepository(database.db);
    const orderRepository = createOrderRepository(database.db);
    const process = createOrderProcess({
      units: createOrderUnitOfWork(database.db),
      orders: orderRepository,
      attempts: createAttemptReads(database.db),
      catalog: createCatalogRepository(database.db),
      offered: (locale) => marketFor(locale).paymentMethods,
    });
    const [user] = await database.db
      .insert(users)
      .values({ displayName: "Siti Rahma", email: "siti@example.com" })
      .returning();
    const userId = user!.id;
    const token = generateAccessToken();
    await database.db
      .insert(sessions)
      .values({ userId, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
    await wallet.accrueCashback({ userId, amount: money(2_000, "IDR"), reference: "del:cashback" });
    await wallet.creditGold({ userId, amount: money(30_000, "IDR"), reference: "del:gold" });
    await wallet.creditGold({ userId, amount: money(500, "USD"), reference: "del:gold-usd" });
    await wallet.hold({ userId, cashback: money(500, "IDR"), gold: money(0, "IDR"), reference: "del:hold" });
    const order = (orderValues: { contactEmail: string; key: string; goldUsed: number }) =>
      orderRepository.create({
        userId,
        locale: "id",
        currency: "IDR",
        gameSlug: "genshin",
        productSku: "genshin-60",
        productTitle: "Genshin Impact: 60 Genesis Crystal",
        quantity: 1,
        account: { uid: "812345678", server: "asia" },
        accountLabel: "812345678 (Asia)",
        nickname: "MoonWalker",
        contactEmail: orderValues.contactEmail,
        contactPhone: "6281211112222",
        paymentMethod: "qris",
        promoCode: null,
        listAmount: 16_000,
        temporaryDiscount: 0,
        promoDiscount: 0,
        cashbackUsed: 0,
        goldUsed: orderValues.goldUsed,
        fee: 0,
        total: 16_000 - orderValues.goldUsed,
        tax: 1_000,
        cashbackRateBps: 0,
        cashbackAmount: 0,
        idempotencyKey: orderValues.key,
        requestHash: "h",
        expiresAt: new Date(Date.now() + 3_600_000),
      });
    const paid = await order({ contactEmail: "siti@example.com", key: "del-paid", goldUsed: 0 });
    const unpaid = await order({ contactEmail: "siti@example.com", key: "del-unpaid", goldUsed: 6_000 });
    if (!paid.ok || !unpaid.ok) throw new Error("orders not created");
    const started = await process.startPayment(paid.order.id, "sandbox");
    if (started.kind !== "attempt") throw new Error("no payment attempt");
    await process.recordPayment(
      started.attempt,
      { paymentId: started.attempt.id, status: "paid", amount: money(16_000, "IDR"), providerStatus: "settlement" },
      { reason: "test", actor: "test" },
    );
    expect(await database.db.select().from(receipts).where(eq(receipts.orderId, paid.order.id))).toHaveLength(2);

    expect(await deleteAccount({ accounts }, userId)).toEqual({ ok: true });

    expect(await authenticate(sessionRepository, token)).toBeUndefined();
    expect(await database.db.select().from(users).where(eq(users.id, userId))).toEqual([]);
    expect(await database.db.select().from(sessions).where(eq(sessions.userId, userId))).toEqual([]);
    expect(await wallet.balances(userId, "IDR")).toEqual({
      cashback: money(0, "IDR"),
      gold: money(0, "IDR"),
      cashbackHeld: money(0, "IDR"),
      goldHeld: money(0, "IDR"),
    });
    expect((await wallet.balances(userId, "USD")).gold).toEqual(money(0, "USD"));
    // Orders stay for the books, pointing at no one; the unpaid one was canceled first.
    const kept = await database.db.select().from(orders).orderBy(orders.createdAt);
    expect(kept.map((row) => [row.status, row.userId, row.contactEmail, row.contactPhone])).toEqual([
      ["in_progress", null, null, null],
      ["canceled", null, null, null],
    ]);
    expect(await database.db.select().from(receipts)).toEqual([]);
    // No table keeps the name or the e-mail address.
    const dump = await database.db.execute(sql`
      SELECT string_agg(t::text, ' ') AS everything FROM (
        SELECT row_to_json(u)::text AS t FROM users u UNION ALL SELECT row_to_json(s)::text FROM sessions s
        UNION ALL SELECT row_to_json(a)::text FROM ledger_accounts a UNION ALL SELECT row_to_json(x)::text FROM ledger_transactions x
        UNION ALL SELECT row_to_json(o)::text FROM orders o UNION ALL SELECT row_to_json(r)::text FROM receipts r
        UNION ALL SELECT row_to_json(i)::text FROM identities i
      ) rows`);
    expect(String(dump.rows[0]?.everything ?? "")).not.toMatch(/Siti|siti@example\.com/);
    expect(await deleteAccount({ accounts }, userId)).toEqual(failure("notFound"));
  });
});
