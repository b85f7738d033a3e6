import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { count, eq } from "drizzle-orm";
import { issueSignInCode, redeemSignInCode } from "../../../core/auth/sign-in-codes";
import { authenticate } from "../../../core/auth/sessions";
import { failure } from "../../../core/failure";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createIdentityRepository } from "./identity-repository";
import { sessions, signInCodes, users } from "../schema";
import { createSessionRepository } from "./session-repository";
import { createSignInCodeStore } from "./sign-in-code-store";

describe("one-time sign-in codes", () => {
  let database: TestDatabase;
  let userId: string;
  let deps: Parameters<typeof redeemSignInCode>[0];

  beforeAll(async () => {
    database = await createTestDatabase();
    const [user] = await database.db.insert(users).values({ displayName: "Rizky" }).returning();
    userId = user!.id;
    deps = { signInCodes: createSignInCodeStore(database.db), identities: createIdentityRepository(database.db) };
  });
  afterAll(() => database.drop());

  const sessionCount = async () =>
    (await database.db.select({ n: count() }).from(sessions).where(eq(sessions.userId, userId)))[0]!.n;

  it("opens one session when the same link is opened ten times at once", async () => {
    const { code } = await issueSignInCode(deps.signInCodes, userId);
    const before = await sessionCount();
    const results = await Promise.all(Array.from({ length: 10 }, () => redeemSignInCode(deps, code)));
    const opened = results.filter((result) => result.ok);
    expect(opened).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual(Array.from({ length: 9 }, () => failure("spent")));
    expect(await sessionCount()).toBe(before + 1);
    expect(await authenticate(createSessionRepository(database.db), opened[0]!.accessToken)).toMatchObject({
      id: userId,
    });
    // Stored only as a hash.
    const stored = await database.db.select({ hash: signInCodes.codeHash }).from(signInCodes);
    expect(stored.map((row) => row.hash)).not.toContain(code);
  });

  it("refuses a code after its ten minutes, an unknown one and a malformed one", async () => {
    const issuedAt = new Date();
    const { code } = await issueSignInCode(deps.signInCodes, userId, issuedAt);
    const elevenMinutesLater = new Date(issuedAt.getTime() + 11 * 60_000);
    expect(await redeemSignInCode(deps, code, elevenMinutesLater)).toEqual(failure("spent"));
    expect(await redeemSignInCode(deps, "A".repeat(43))).toEqual(failure("spent"));
    expect(await redeemSignInCode(deps, "x' OR 1=1 --")).toEqual(failure("spent"));
    // Still within its time, the same code works once.
    expect(await redeemSignInCode(deps, code, new Date(issuedAt.getTime() + 9 * 60_000))).toMatchObject({
      ok: true,
      userId,
    });
  });
});
