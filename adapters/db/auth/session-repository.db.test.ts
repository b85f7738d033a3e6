import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateAccessToken, hashAccessToken } from "../../../core/auth/access-token";
import { authenticate } from "../../../core/auth/sessions";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { deleteAccount } from "../../../core/auth/delete-account";
import { failure } from "../../../core/failure";
import { createAccountRepository } from "./account-repository";
import { sessions, users } from "../schema";
import { createSessionRepository } from "./session-repository";

describe("sessions", () => {
  let database: TestDatabase;
  let userId: string;
  const valid = generateAccessToken();
  const expired = generateAccessToken();
  const revoked = generateAccessToken();

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db.insert(users).values({ displayName: "Rina" }).returning();
    userId = user!.id;
    const day = 86_400_000;
    await database.db.insert(sessions).values([
      { userId, tokenHash: hashAccessToken(valid), expiresAt: new Date(Date.now() + day) },
      { userId, tokenHash: hashAccessToken(expired), expiresAt: new Date(Date.now() - 1000) },
      { userId, tokenHash: hashAccessToken(revoked), expiresAt: new Date(Date.now() + day), revokedAt: new Date() },
    ]);
  });
  afterAll(() => database.drop());

  it("finds the user of a live token, stored only as a hash", async () => {
    const repository = createSessionRepository(database.db);
    expect(await authenticate(repository, valid)).toMatchObject({ id: userId, displayName: "Rina" });
    const stored = await database.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((row) => row.hash)).not.toContain(valid);
  });

  it("refuses expired, revoked, unknown, malformed and missing tokens", async () => {
    const repository = createSessionRepository(database.db);
    for (const token of [expired, revoked, generateAccessToken(), "x' OR 1=1 --", "", undefined]) {
      expect(await authenticate(repository, token)).toBeUndefined();
    }
  });

  it("deleting the account ends its sessions", async () => {
    expect(await deleteAccount({ accounts: createAccountRepository(database.db) }, userId)).toEqual({ ok: true });
    expect(await authenticate(createSessionRepository(database.db), valid)).toBeUndefined();
    expect(await deleteAccount({ accounts: createAccountRepository(database.db) }, userId)).toEqual(
      failure("notFound"),
    );
  });
});
