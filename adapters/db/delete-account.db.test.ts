import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAccessToken, hashAccessToken } from "../../core/auth/access-token";
import { deleteAccount } from "../../core/auth/delete-account";
import { authenticate } from "../../core/auth/sessions";
import { money } from "../../core/money";
import { createWallet } from "../../core/wallet/wallet";
import { createTestDatabase, type TestDatabase } from "../../tests/support/test-database";
import { createAccountRepository } from "./account-repository";
import { createLedgerStore } from "./ledger-store";
import { sessions, users } from "./schema";
import { createSessionRepository } from "./session-repository";

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

    expect(await deleteAccount({ accounts, wallet }, userId)).toBe(true);

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
    // No table keeps the name or the e-mail address.
    const dump = await database.db.execute(sql`
      SELECT string_agg(t::text, ' ') AS everything FROM (
        SELECT row_to_json(u)::text AS t FROM users u UNION ALL SELECT row_to_json(s)::text FROM sessions s
        UNION ALL SELECT row_to_json(a)::text FROM ledger_accounts a UNION ALL SELECT row_to_json(x)::text FROM ledger_transactions x
      ) rows`);
    expect(String(dump.rows[0]?.everything ?? "")).not.toMatch(/Siti|siti@example\.com/);
    expect(await deleteAccount({ accounts, wallet }, userId)).toBe(false);
  });
});
