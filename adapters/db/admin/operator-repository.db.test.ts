import { createHash, randomBytes } from "node:crypto";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAdminUseCases, type AdminUseCases } from "../../../core/admin/operators";
import type { OperatorRole } from "../../../core/admin/permissions";
import { base32Decode, totpCode, totpStep } from "../../../core/admin/totp";
import { failure } from "../../../core/failure";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createSecretBox } from "../../crypto/secret-box";
import { createAuditRepository } from "../records/audit-repository";
import { createIdentityRepository } from "../auth/identity-repository";
import { createOperatorRepository } from "./operator-repository";
import { auditLog, operators } from "../schema";

describe("operators, invitations, TOTP and the audit log", () => {
  let database: TestDatabase;
  let admin: AdminUseCases;
  let clock = new Date("2026-11-23T10:00:00Z");
  const box = createSecretBox(randomBytes(32));
  /** The TOTP column as stored. */
  const storedColumn = async (userId: string) => {
    const [row] = await database.db
      .select({ stored: operators.totpSecret })
      .from(operators)
      .where(eq(operators.userId, userId));
    return row!.stored;
  };
  /** The secret as the operator's phone holds it, from its sealed row. */
  const storedSecret = async (userId: string) => box.open((await storedColumn(userId))!, userId)!.plain;
  /** An enrolled operator whose secret was stored in the clear, as before secrets were sealed. */
  async function clearSecretOperator(name: string, role: OperatorRole, secret: string): Promise<string> {
    const userId = await person(name);
    await database.db
      .insert(operators)
      .values({ userId, role, status: "active", totpSecret: secret, totpConfirmedAt: clock });
    return userId;
  }

  async function person(name: string, email: string | null = null): Promise<string> {
    const resolved = await createIdentityRepository(database.db).resolve({
      provider: "test",
      subject: name,
      displayName: name,
      email,
    });
    if ("conflict" in resolved) throw new Error("conflict");
    return resolved.userId;
  }

  /** Enrols (or signs in) with the code of the current step, as the person's phone would show it. */
  async function enrol(userId: string) {
    const operator = (await admin.operatorOfUser(userId))!;
    const enrolment = await admin.enrolment(operator);
    return { secret: enrolment!.secret, result: await admin.verifyTotp(userId, codeNow(enrolment!.secret)) };
  }
  const codeNow = (secret: string) => totpCode(base32Decode(secret), totpStep(clock));

  /** A minute later (a fresh code), the enrolled operator signs in again with their phone's code. */
  async function signInLater(userId: string) {
    const secret = await storedSecret(userId);
    clock = new Date(clock.getTime() + 60_000);
    const signedIn = await admin.verifyTotp(userId, codeNow(secret));
    if (!signedIn.ok) throw new Error("sign-in failed");
    return signedIn;
  }

  beforeAll(async () => {
    database = await createTestDatabase();
    admin = createAdminUseCases({
      operators: createOperatorRepository(database.db, { secrets: box }),
      audit: createAuditRepository(database.db),
      bootstrap: { provider: "test", subject: "boss" },
      now: () => clock,
    });
  });
  afterAll(() => database.drop());

  it("the bootstrap identity becomes one active admin, once, even signing in ten times at once", async () => {
    const boss = await person("boss");
    const stranger = await person("stranger");
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.operatorOfUser(boss)));
    expect(results.every((operator) => operator?.role === "admin" && operator.status === "active")).toBe(true);
    expect(results[0]?.totpEnrolled).toBe(false);
    expect(await database.db.select().from(operators)).toHaveLength(1);
    expect(await admin.auditOf(`user:${boss}`)).toMatchObject([{ action: "operator.bootstrapped" }]);
    expect(await admin.operatorOfUser(stranger)).toBeUndefined();
  });

  it("one right code verified ten times at once opens one admin session; the code is then spent", async () => {
    const boss = await person("boss");
    const enrolment = await admin.enrolment((await admin.operatorOfUser(boss))!);
    // Asking again shows the same secret: the phone that scanned it keeps working.
    expect((await admin.enrolment((await admin.operatorOfUser(boss))!))?.secret).toBe(enrolment?.secret);
    expect(enrolment?.uri).toMatch(/^otpauth:\/\/totp\/Kupi:.+\?issuer=Kupi&secret=[A-Z2-7]{32}&/);
    const code = codeNow(enrolment!.secret);
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.verifyTotp(boss, code)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok).map((result) => !result.ok && result.error.code)).toEqual(
      Array(9).fill("codeInvalid"),
    );
    // The nine replays were no guesses: the next code still works, and enrolment is over.
    clock = new Date(clock.getTime() + 30_000);
    expect((await admin.verifyTotp(boss, codeNow(enrolment!.secret))).ok).toBe(true);
    expect(await admin.enrolment((await admin.operatorOfUser(boss))!)).toBeUndefined();
  });

  it("keeps the secret sealed: the stored column never holds what the phone was given", async () => {
    const manager = await person("sealed-manager");
    await database.db.insert(operators).values({ userId: manager, role: "manager", status: "active" });
    const { secret, result } = await enrol(manager);
    expect(result.ok).toBe(true);
    const stored = (await storedColumn(manager))!;
    expect(stored.startsWith("v1.")).toBe(true);
    expect(stored).not.toContain(secret);
    // Sealed for this operator: copied onto another operator's row, it opens for nobody there.
    expect(box.open(stored, "someone-else")).toBeUndefined();
  });

  it("a secret stored in the clear before sealing still signs in, and is sealed by that sign-in", async () => {
    const secret = "JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP";
    const old = await clearSecretOperator("old-support", "support", secret);
    clock = new Date(clock.getTime() + 60_000);
    expect((await admin.verifyTotp(old, codeNow(secret))).ok).toBe(true);
    expect((await storedColumn(old))!.startsWith("v1.")).toBe(true);
    expect(await storedSecret(old)).toBe(secret);
  });

  it("a secret stored in the clear, its code verified ten times at once: one session, the row sealed and opening", async () => {
    const secret = "KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLU";
    const old = await clearSecretOperator("old-manager", "manager", secret);
    clock = new Date(clock.getTime() + 60_000);
    const code = codeNow(secret);
    const results = await Promise.all(Array.from({ length: 10 }, () => admin.verifyTotp(old, code)));
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await storedSecret(old)).toBe(secret);
    clock = new Date(clock.getTime() + 30_000);
    expect((await admin.verifyTotp(old, codeNow(secret))).ok).toBe(true);
  });

  it("a sign-in that dies after sealing a clear secret, inside its transaction, leaves the secret as it was", async () => {
    const secret = "MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LK";
    const old = await clearSecretOperator("old-support-2", "support", secret);
    // The process dies after the row was sealed and before the transaction commits: it rolls back.
    await expect(
      createOperatorRepository(database.db, { secrets: box }).withTotpState(old, () => {
        throw new Error("killed");
      }),
    ).rejects.toThrow("killed");
    expect(await storedColumn(old)).toBe(secret);
    clock = new Date(clock.getTime() + 60_000);
    expect((await admin.verifyTotp(old, codeNow(secret))).ok).toBe(true);
    expect(await storedSecret(old)).toBe(secret);
  });

  it("a secret that does not open with the key (the key changed) fails every code and is reported", async () => {
    const moved = await person("moved-support");
    await database.db.insert(operators).values({ userId: moved, role: "support", status: "active" });
    const { secret } = await enrol(moved);
    const unreadable: string[] = [];
    const otherKey = createAdminUseCases({
      operators: createOperatorRepository(database.db, {
        secrets: createSecretBox(randomBytes(32)),
        onUnreadableSecret: (userId) => unreadable.push(userId),
      }),
      audit: createAuditRepository(database.db),
      bootstrap: undefined,
      now: () => clock,
    });
    clock = new Date(clock.getTime() + 60_000);
    expect(await otherKey.verifyTotp(moved, codeNow(secret))).toMatchObject({
      ok: false,
      error: { code: "codeInvalid" },
    });
    expect(unreadable).toEqual([moved]);
  });

  it("five wrong codes lock TOTP for 15 minutes, even against the right code", async () => {
    const boss = await person("boss");
    const secret = await storedSecret(boss);
    clock = new Date(clock.getTime() + 60_000);
    for (let attempt = 1; attempt <= 4; attempt++) {
      expect(await admin.verifyTotp(boss, "000000")).toMatchObject({ ok: false, error: { code: "codeInvalid" } });
    }
    expect(await admin.verifyTotp(boss, "000000")).toMatchObject({
      ok: false,
      error: { code: "locked", values: { minutes: 15 } },
    });
    expect(await admin.verifyTotp(boss, codeNow(secret))).toMatchObject({ ok: false, error: { code: "locked" } });
    clock = new Date(clock.getTime() + 15 * 60_000);
    expect((await admin.verifyTotp(boss, codeNow(secret))).ok).toBe(true);
  });

  it("every wrong, reused or locked-out TOTP code is audited without the code typed, and so is a sign-out", async () => {
    const tono = await person("audited-tono");
    await database.db.insert(operators).values({ userId: tono, role: "support", status: "active" });
    const { secret, result } = await enrol(tono);
    expect(result.ok).toBe(true);
    const used = codeNow(secret);
    // A code no step of the window accepts: the right one moved by half the code space.
    const wrong = String((Number(used) + 500_000) % 1_000_000).padStart(6, "0");
    expect(await admin.verifyTotp(tono, used, { requestId: "totp-reused" })).toMatchObject({
      error: { code: "codeInvalid" },
    });
    for (let attempt = 1; attempt <= 4; attempt++)
      expect(await admin.verifyTotp(tono, wrong, { requestId: `totp-wrong-${attempt}` })).toMatchObject({
        error: { code: "codeInvalid" },
      });
    expect(await admin.verifyTotp(tono, wrong, { requestId: "totp-wrong-5" })).toMatchObject({
      error: { code: "locked" },
    });
    clock = new Date(clock.getTime() + 60_000);
    expect(await admin.verifyTotp(tono, codeNow(secret), { requestId: "totp-while-locked" })).toMatchObject({
      error: { code: "locked" },
    });
    const failures = (await admin.auditOf(`user:${tono}`)).filter((entry) => entry.action !== "operator.totpEnrolled");
    expect(failures.map((entry) => [entry.action, entry.requestId])).toEqual([
      ["operator.totpWhileLocked", "totp-while-locked"],
      ["operator.totpLocked", "totp-wrong-5"],
      ["operator.totpFailed", "totp-wrong-4"],
      ["operator.totpFailed", "totp-wrong-3"],
      ["operator.totpFailed", "totp-wrong-2"],
      ["operator.totpFailed", "totp-wrong-1"],
      ["operator.totpFailed", "totp-reused"],
    ]);
    expect(failures.every((entry) => entry.operatorId === tono)).toBe(true);
    expect(failures[2]).toMatchObject({ after: { failedAttempts: 4 } });
    const recorded = JSON.stringify(failures.map((entry) => [entry.before, entry.after, entry.reason]));
    expect(recorded).not.toContain(wrong);
    expect(recorded).not.toContain(used);

    // Signing out ends the admin session and says who did; a session already ended writes nothing.
    clock = new Date(clock.getTime() + 15 * 60_000);
    const signedIn = await admin.verifyTotp(tono, codeNow(secret));
    if (!signedIn.ok) throw new Error("sign-in failed");
    await admin.signOut(signedIn.sessionToken, { requestId: "sign-out-1" });
    await admin.signOut(signedIn.sessionToken, { requestId: "sign-out-2" });
    await admin.signOut(undefined, { requestId: "sign-out-3" });
    const latest = await admin.auditOf(`user:${tono}`);
    expect(latest.slice(0, 2).map((entry) => [entry.action, entry.operatorId, entry.requestId])).toEqual([
      ["operator.signedOut", tono, "sign-out-1"],
      ["operator.signIn", tono, null],
    ]);
    expect(await admin.authorize(signedIn.sessionToken, null)).toMatchObject({ error: { code: "signInRequired" } });

    // Disabled, the operator's shop account trying a code is refused, and that is audited too.
    await database.db.update(operators).set({ status: "disabled" }).where(eq(operators.userId, tono));
    expect(await admin.verifyTotp(tono, wrong, { requestId: "totp-disabled" })).toMatchObject({
      error: { code: "notOperator" },
    });
    expect((await admin.auditOf(`user:${tono}`))[0]).toMatchObject({
      action: "operator.totpFailed",
      after: { status: "disabled" },
      requestId: "totp-disabled",
    });
  });

  it("an invite accepted twice at once makes one operator; a stranger cannot use it", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const sari = await person("sari", "Sari@Example.com");
    const other = await person("other", "other@example.com");
    const { token } = await admin.invite(boss, { role: "support", email: "sari@example.com", identity: null });
    expect(await admin.acceptInvite(token, other)).toMatchObject({ ok: false, error: { code: "inviteNotYours" } });
    const results = await Promise.all([admin.acceptInvite(token, sari), admin.acceptInvite(token, sari)]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(await admin.acceptInvite(token, sari)).toMatchObject({ ok: false, error: { code: "inviteInvalid" } });
    const operator = await admin.operatorOfUser(sari);
    expect(operator).toMatchObject({ role: "support", status: "invited", totpEnrolled: false, createdBy: boss.userId });
    // Enrolment makes the operator active.
    expect((await enrol(sari)).result.ok).toBe(true);
    expect((await admin.operatorOfUser(sari))?.status).toBe("active");
  });

  it("an operator who accepts an invitation meant for them is told so, keeps their role, and the invitation stays unused", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const dewi = await person("dewi-operator", "dewi@example.com");
    await database.db.insert(operators).values({ userId: dewi, role: "manager", status: "active" });
    const { token } = await admin.invite(boss, { role: "support", email: "dewi@example.com", identity: null });
    expect(await admin.acceptInvite(token, dewi)).toMatchObject({ ok: false, error: { code: "alreadyOperator" } });
    // Both checks passed at once and the insert met the operator a moment later: the same outcome.
    const repository = createOperatorRepository(database.db, { secrets: box });
    const tokenHash = createHash("sha256").update(token).digest("hex");
    expect(await repository.acceptInvite(tokenHash, dewi, clock)).toBeUndefined();
    expect(await admin.operatorOfUser(dewi)).toMatchObject({ role: "manager", status: "active" });
    expect(await admin.findInvite(token)).toMatchObject({ role: "support", email: "dewi@example.com" });
  });

  it("an expired invite cannot be accepted", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const late = await person("late", "late@example.com");
    const { token } = await admin.invite(boss, { role: "manager", email: null, identity: "test:late" });
    clock = new Date(clock.getTime() + 73 * 3600_000);
    expect(await admin.acceptInvite(token, late)).toMatchObject({ ok: false, error: { code: "inviteInvalid" } });
    expect(await admin.operatorOfUser(late)).toBeUndefined();
  });

  it("the role check: no session 401, a support operator 403 on operators, sessions expire when idle or revoked", async () => {
    const sari = await person("sari");
    const signedIn = await signInLater(sari);
    expect(await admin.authorize(undefined, "orders")).toMatchObject({ ok: false, error: { code: "signInRequired" } });
    expect(await admin.authorize("not-a-token", "orders")).toMatchObject({
      ok: false,
      error: { code: "signInRequired" },
    });
    expect(await admin.authorize(signedIn.sessionToken, "orders")).toMatchObject({
      ok: true,
      operator: { role: "support" },
    });
    expect(await admin.authorize(signedIn.sessionToken, "operators")).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    expect(await admin.authorize(signedIn.sessionToken, "prices")).toMatchObject({
      ok: false,
      error: { code: "forbidden" },
    });
    // 29 minutes idle is fine, 31 is not.
    clock = new Date(clock.getTime() + 29 * 60_000);
    expect((await admin.authorize(signedIn.sessionToken, "orders")).ok).toBe(true);
    clock = new Date(clock.getTime() + 31 * 60_000);
    expect(await admin.authorize(signedIn.sessionToken, "orders")).toMatchObject({
      ok: false,
      error: { code: "signInRequired" },
    });
  });

  it("disabling an operator ends their sessions; role changes are audited with before and after", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const sari = await person("sari");
    const signedIn = await signInLater(sari);
    expect(await admin.changeRole(boss, sari, "manager")).toEqual({ ok: true, changed: true });
    expect(await admin.setDisabled(boss, sari, true)).toEqual({ ok: true, changed: true });
    expect(await admin.setDisabled(boss, boss.userId, true)).toEqual(failure("self"));
    expect(await admin.authorize(signedIn.sessionToken, "orders")).toMatchObject({
      ok: false,
      error: { code: "signInRequired" },
    });
    const entries = await admin.auditOf(`user:${sari}`);
    expect(entries.map((entry) => entry.action)).toEqual([
      "operator.disabled",
      "operator.roleChanged",
      "operator.signIn",
      "operator.signIn",
      "operator.totpEnrolled",
      "operator.inviteAccepted",
    ]);
    expect(entries[1]).toMatchObject({
      operatorId: boss.userId,
      before: { role: "support" },
      after: { role: "manager" },
    });
  });

  it("an admin resets a lost phone's second factor: the old key stops, sessions end, a new key enrols", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const rina = await person("rina-lost-phone");
    await database.db.insert(operators).values({ userId: rina, role: "manager", status: "active" });
    const { secret: oldSecret } = await enrol(rina);
    const signedIn = await signInLater(rina);

    // A double click: two resets at once forget the secret once, audited once.
    const resets = await Promise.all([admin.resetTotp(boss, rina), admin.resetTotp(boss, rina)]);
    expect(resets.map((reset) => reset.ok && reset.changed).sort()).toEqual([false, true]);
    expect(resets.every((reset) => reset.ok)).toBe(true);
    expect(await admin.authorize(signedIn.sessionToken, "orders")).toMatchObject({
      ok: false,
      error: { code: "signInRequired" },
    });
    clock = new Date(clock.getTime() + 60_000);
    expect(await admin.verifyTotp(rina, codeNow(oldSecret))).toMatchObject({
      ok: false,
      error: { code: "codeInvalid" },
    });
    expect(await admin.operatorOfUser(rina)).toMatchObject({ status: "invited", totpEnrolled: false, role: "manager" });

    const { secret: newSecret, result } = await enrol(rina);
    expect(newSecret).not.toBe(oldSecret);
    expect(result.ok).toBe(true);
    expect(await admin.operatorOfUser(rina)).toMatchObject({ status: "active", totpEnrolled: true });

    // Nobody resets their own (it would only end their own session), nor an unknown operator's.
    expect(await admin.resetTotp(boss, boss.userId)).toEqual(failure("self"));
    expect(await admin.resetTotp(boss, "00000000-0000-4000-8000-000000000000")).toEqual(failure("notFound"));
    const entries = await admin.auditOf(`user:${rina}`);
    expect(entries.filter((entry) => entry.action === "operator.totpReset")).toEqual([
      expect.objectContaining({
        operatorId: boss.userId,
        before: { status: "active", totpEnrolled: true },
        after: { status: "invited", totpEnrolled: false },
      }),
    ]);
  });

  it("a sign-in and a reset of the same operator at the same moment leave no admin session behind", async () => {
    const boss = (await admin.operatorOfUser(await person("boss")))!;
    const dani = await person("dani-race");
    await database.db.insert(operators).values({ userId: dani, role: "support", status: "active" });
    for (let round = 0; round < 10; round++) {
      const { secret, result: enrolled } = await enrol(dani);
      expect(enrolled.ok).toBe(true);
      clock = new Date(clock.getTime() + 60_000);
      // The reset starts a little later each round, so it meets the sign-in at different points.
      const [signIn, reset] = await Promise.all([
        admin.verifyTotp(dani, codeNow(secret)),
        new Promise((resolve) => setTimeout(resolve, round % 4)).then(() => admin.resetTotp(boss, dani)),
      ]);
      expect(reset).toEqual({ ok: true, changed: true });
      for (const token of [enrolled.ok && enrolled.sessionToken, signIn.ok && signIn.sessionToken]) {
        if (token) expect((await admin.authorize(token, "orders")).ok).toBe(false);
      }
      expect(await admin.operatorOfUser(dani)).toMatchObject({ totpEnrolled: false });
    }
  });

  it("the audit log refuses UPDATE, DELETE and TRUNCATE", async () => {
    const before = await database.db.select().from(auditLog);
    await expect(database.db.update(auditLog).set({ action: "forged" })).rejects.toThrow();
    await expect(database.db.delete(auditLog)).rejects.toThrow();
    await expect(database.db.execute(sql`truncate audit_log`)).rejects.toThrow();
    expect(await database.db.select().from(auditLog)).toEqual(before);
  });
});
