import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createRateLimitStore } from "../../adapters/db/rate-limit-store";
import { auditLog, identities, whatsappCodes } from "../../adapters/db/schema";
import { OTP_MAX_SENDS_PER_HOUR, requestCode } from "../../core/auth/whatsapp-otp";
import { createRateLimiter, RATE_LIMITS } from "../../core/rate-limits";
import { formatDateTime } from "../../core/date-format";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * A buyer locked out of WhatsApp sign-in: three codes sent within the hour, and a requester's code
 * checks on their phone at the limit. The buyer's page shows both with when they end on the shop's
 * clock; support clears them with a reason (audited once, however many clicks arrive), and the
 * phone then gets a code and its checks pass again.
 */
describe("a buyer's sign-in lockouts on the console", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  /**
   * The shop's own code store and limiter, as the sign-in doors use them, on the test database. The
   * limiter counts at one moment inside the next 10-minute window: a run crossing a window's edge
   * would otherwise split its checks between two windows, and the lockout would never stand.
   */
  const checksAt = new Date((Math.floor(Date.now() / 600_000) + 1) * 600_000 + 60_000);
  const limiter = () => createRateLimiter(createRateLimitStore(shop.database.db), undefined, () => checksAt);
  const otpStore = () => ({
    sendsSince: async (phone: string, since: Date) =>
      (await shop.database.db.select().from(whatsappCodes).where(eq(whatsappCodes.phone, phone))).filter(
        (row) => row.createdAt > since,
      ).length,
    save: async (phone: string, codeHash: string, expiresAt: Date) => {
      await shop.database.db.insert(whatsappCodes).values({ phone, codeHash, expiresAt });
    },
    latest: async () => undefined,
    countAttempt: async () => 0,
    consume: async () => false,
  });
  const send = (phone: string) =>
    requestCode({ store: otpStore(), messenger: { sendAuthCode: async () => undefined } }, { phone, locale: "id" });

  async function lockedBuyer(name: string, phone: string) {
    const buyer = await shop.signedInBuyer(name);
    await shop.database.db
      .insert(identities)
      .values({ userId: buyer.userId, provider: "whatsapp", subject: phone, displayName: `+${phone}` });
    for (let sent = 0; sent < OTP_MAX_SENDS_PER_HOUR; sent += 1) expect((await send(`+${phone}`)).ok).toBe(true);
    expect(await send(`+${phone}`)).toMatchObject({ ok: false, error: { code: "tooManySends" } });
    const checks = RATE_LIMITS.codeCheck.perRequesterTarget!.limit;
    for (let tried = 0; tried < checks; tried += 1)
      expect((await limiter().check("codeCheck", { address: "10.9.8.7", target: `phone:${phone}` })).ok).toBe(true);
    expect((await limiter().check("codeCheck", { address: "10.9.8.7", target: `phone:${phone}` })).ok).toBe(false);
    return buyer;
  }

  it("shows both lockouts with their end in WIB; support clears them once; the phone works again", async () => {
    const phone = "6281234000111";
    const buyer = await lockedBuyer("Locked Lina", phone);
    const support = await signedInOperator(shop, "Support Locks", "support");
    const page = await door.read(`/en/admin/buyers/${buyer.userId}`, asOperator(support));
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain(`+${phone}</strong> · too many WhatsApp codes sent · ends by itself at`);
    expect(text).toContain(`+${phone}</strong> · too many codes tried · ends by itself at`);
    const [oldest] = (await shop.database.db.select().from(whatsappCodes).where(eq(whatsappCodes.phone, phone))).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    const ends = formatDateTime(new Date(oldest!.createdAt.getTime() + 3_600_000).toISOString(), "en", "Asia/Jakarta");
    expect(text).toContain(`too many WhatsApp codes sent · ends by itself at ${ends} WIB`);

    const short = await door.post(
      `/en/admin/buyers/${buyer.userId}`,
      { intent: "clearLockouts", reason: "x" },
      asOperator(support),
    );
    expect(short.status).toBe(400);
    expect(await pageText(short)).toContain("Write the reason in 3 to 500 characters.");
    expect(await send(`+${phone}`)).toMatchObject({ ok: false });

    const reason = "Buyer called: typed an old code many times";
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        door.post(`/admin/buyers/${buyer.userId}`, { intent: "clearLockouts", reason }, asOperator(support)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `user:${buyer.userId}`), eq(auditLog.action, "buyer.lockoutsCleared")));
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorId: support.userId, reason, after: { lockouts: [] } });
    expect((entries[0]!.before as { lockouts: { kind: string }[] }).lockouts.map((l) => l.kind).sort()).toEqual([
      "codeChecks",
      "codeSends",
    ]);

    const after = await door.read(`/en/admin/buyers/${buyer.userId}`, asOperator(support));
    expect(await after.text()).not.toContain('data-testid="lockout"');
    expect((await send(`+${phone}`)).ok).toBe(true);
    expect((await limiter().check("codeCheck", { address: "10.9.8.7", target: `phone:${phone}` })).ok).toBe(true);
  });

  it("another buyer's phone keeps its lockouts; a manager may not clear", async () => {
    const kept = await lockedBuyer("Locked Kept", "6281234000222");
    const other = await lockedBuyer("Locked Other", "6281234000333");
    const support = await signedInOperator(shop, "Support Other", "support");
    expect(
      (
        await door.post(
          `/admin/buyers/${other.userId}`,
          { intent: "clearLockouts", reason: "only this one" },
          asOperator(support),
        )
      ).status,
    ).toBe(200);
    expect(await send("+6281234000222")).toMatchObject({ ok: false, error: { code: "tooManySends" } });
    const manager = await signedInOperator(shop, "Manager Locks", "manager");
    const refused = await door.post(
      `/admin/buyers/${kept.userId}`,
      { intent: "clearLockouts", reason: "not mine to clear" },
      asOperator(manager),
    );
    expect(refused.status).toBe(403);
    const page = await door.read(`/admin/buyers/${kept.userId}`, asOperator(support));
    expect((await page.text()).match(/data-testid="lockout"/g)).toHaveLength(2);
  });
});
