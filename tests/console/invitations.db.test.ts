import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, operatorInvites, operators, outboxMessages } from "../../adapters/db/schema";
import { createTelegramAlertSender } from "../../adapters/messaging/telegram-alerts";
import { formatDateTime } from "../../core/date-format";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { startFakeTelegramBotApi, type FakeTelegramBotApi } from "../fakes/telegram-bot-api";

/**
 * The operators' page lists the invitations with their state and dates on the shop's clock, and an
 * admin revokes an open one: audited once however many clicks arrive at once, its link then invalid,
 * and against an acceptance at the same moment exactly one of the two wins.
 */
describe("the console's invitations", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const inviteRow = async (id: string) =>
    (await shop.database.db.select().from(operatorInvites).where(eq(operatorInvites.id, id)))[0]!;
  const auditOf = (id: string, action: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `invite:${id}`), eq(auditLog.action, action)));
  /** An invitation for a test identity, made through the page as an admin does. */
  async function invite(boss: { cookie: string }, identity: string): Promise<{ id: string; token: string }> {
    const made = await door.post("/admin/operators", { intent: "invite", role: "support", identity }, asOperator(boss));
    expect(made.status).toBe(200);
    const token = /\/admin\/invite\/([A-Za-z0-9_-]{43})/.exec(await pageText(made))![1]!;
    const [row] = await shop.database.db.select().from(operatorInvites).where(eq(operatorInvites.identity, identity));
    return { id: row!.id, token };
  }

  it("lists each invitation with its role, maker, dates in WIB and state", async () => {
    const boss = await signedInOperator(shop, "Boss Listing", "admin");
    const open = await invite(boss, "test:list-open");
    const expired = await invite(boss, "test:list-expired");
    await shop.database.db
      .update(operatorInvites)
      .set({ expiresAt: new Date(Date.now() - 60_000) })
      .where(eq(operatorInvites.id, expired.id));
    const page = await door.read("/en/admin/operators", asOperator(boss));
    expect(page.status).toBe(200);
    const html = await page.text();
    const row = await inviteRow(open.id);
    // Jakarta is UTC+7 all year: the shop's default clock.
    const created = formatDateTime(row.createdAt.toISOString(), "en", "Asia/Jakarta");
    const expires = formatDateTime(row.expiresAt.toISOString(), "en", "Asia/Jakarta");
    expect(html).toContain(`Created ${created} WIB`);
    expect(html).toContain(`Valid until ${expires} WIB`);
    expect(html).toContain("Invited by Boss Listing");
    expect(html).toMatch(new RegExp(`data-state="open" data-id="${open.id}"`));
    expect(html).toMatch(new RegExp(`data-state="expired" data-id="${expired.id}"`));
    // An expired invitation has nothing left to revoke: no button, and a post changes nothing.
    const late = await door.post(
      "/admin/operators",
      { intent: "revokeInvite", inviteId: expired.id },
      asOperator(boss),
    );
    expect(late.status).toBe(200);
    expect((await inviteRow(expired.id)).revokedAt).toBeNull();
    expect(await auditOf(expired.id, "operator.inviteRevoked")).toHaveLength(0);
  });

  it("ten revocations at once revoke once, audited once; the link then answers as invalid", async () => {
    const boss = await signedInOperator(shop, "Boss Revoking", "admin");
    const { id, token } = await invite(boss, "test:revoked-ten");
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        door.post("/admin/operators", { intent: "revokeInvite", inviteId: id }, asOperator(boss)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const entries = await auditOf(id, "operator.inviteRevoked");
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ operatorId: boss.userId, after: expect.objectContaining({ state: "revoked" }) });
    expect(await inviteRow(id)).toMatchObject({ revokedBy: boss.userId, acceptedAt: null });
    expect(await shop.services.admin.findInvite(token)).toBeUndefined();

    const invitee = await shop.services.auth.completeSignIn(
      { provider: "test", subject: "revoked-ten", displayName: "Too Late", email: null },
      undefined,
    );
    if (!invitee.ok) throw new Error("the invitee could not sign in");
    const accepted = await shop.services.admin.acceptInvite(token, invitee.userId);
    expect(accepted).toMatchObject({ ok: false, error: { code: "inviteInvalid" } });
    expect(await shop.database.db.select().from(operators).where(eq(operators.userId, invitee.userId))).toEqual([]);
    const link = await door.read(`/en/admin/invite/${token}`, { authorization: `Bearer ${invitee.accessToken}` });
    expect(link.status).toBe(404);
    expect(await pageText(link)).toContain("This invitation is not valid: already used, expired or withdrawn.");
  });

  it("a revocation racing an acceptance: exactly one wins, and only the winner is audited", async () => {
    const boss = await signedInOperator(shop, "Boss Racing", "admin");
    const outcomes: string[] = [];
    for (let round = 0; round < 6; round += 1) {
      const subject = `race-${round}`;
      const { id, token } = await invite(boss, `test:${subject}`);
      const invitee = await shop.services.auth.completeSignIn(
        { provider: "test", subject, displayName: `Racer ${round}`, email: null },
        undefined,
      );
      if (!invitee.ok) throw new Error("the invitee could not sign in");
      const [revoked, accepted] = await Promise.all([
        door.post("/admin/operators", { intent: "revokeInvite", inviteId: id }, asOperator(boss)),
        shop.services.admin.acceptInvite(token, invitee.userId),
      ]);
      expect(revoked.status).toBe(200);
      const row = await inviteRow(id);
      const isOperator = (await shop.services.admin.find(invitee.userId)) !== undefined;
      const revokeAudits = await auditOf(id, "operator.inviteRevoked");
      if (accepted.ok) {
        expect(row).toMatchObject({ revokedAt: null, acceptedBy: invitee.userId });
        expect(isOperator).toBe(true);
        expect(revokeAudits).toHaveLength(0);
        outcomes.push("accepted");
      } else {
        expect(accepted).toMatchObject({ error: { code: "inviteInvalid" } });
        expect(row).toMatchObject({ acceptedAt: null, revokedBy: boss.userId });
        expect(isOperator).toBe(false);
        expect(revokeAudits).toHaveLength(1);
        outcomes.push("revoked");
      }
    }
    expect(outcomes).toHaveLength(6);
  });

  it("an unknown invitation is refused in the page's language; a support operator may not revoke", async () => {
    const boss = await signedInOperator(shop, "Boss Unknown", "admin");
    const unknown = await door.post(
      "/ru/admin/operators",
      { intent: "revokeInvite", inviteId: "00000000-0000-4000-8000-000000000000" },
      asOperator(boss),
    );
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("Приглашение не найдено.");
    expect(
      (await door.post("/admin/operators", { intent: "revokeInvite", inviteId: "nope" }, asOperator(boss))).status,
    ).toBe(404);
    const { id } = await invite(boss, "test:kept");
    const support = await signedInOperator(shop, "Support Kept", "support");
    const refused = await door.post("/admin/operators", { intent: "revokeInvite", inviteId: id }, asOperator(support));
    expect(refused.status).toBe(403);
    expect((await inviteRow(id)).revokedAt).toBeNull();
  });
});

describe("an invitation is sent to whom it names, in the admin's console language", () => {
  const TOKEN = "7000000002:invite-test-token";
  const CHAT = "555000222";
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let bot: FakeTelegramBotApi;

  beforeAll(async () => {
    bot = await startFakeTelegramBotApi({ token: TOKEN, chats: [CHAT] });
    shop = await startCheckoutHarness({
      pages: true,
      alerts: { telegram: createTelegramAlertSender({ token: TOKEN, apiUrl: bot.url }) },
    });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(async () => {
    await shop?.close();
    await bot?.close();
  });

  const sentAudit = async (who: { email?: string; identity?: string }) => {
    const [row] = await shop.database.db
      .select()
      .from(operatorInvites)
      .where(who.email ? eq(operatorInvites.email, who.email) : eq(operatorInvites.identity, who.identity!));
    const [entry] = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `invite:${row!.id}`), eq(auditLog.action, "operator.inviteSent")));
    return entry?.after;
  };

  it("by e-mail through the outbox, in Russian from the Russian console, the link still shown", async () => {
    const boss = await signedInOperator(shop, "Boss Mailing", "admin");
    const made = await door.post(
      "/ru/admin/operators",
      { intent: "invite", role: "manager", email: "Invitee@Example.com" },
      asOperator(boss),
    );
    expect(made.status).toBe(200);
    const text = await pageText(made);
    expect(text).toContain("Приглашение отправлено по электронной почте.");
    const link = /https?:\/\/[^\s"]+\/ru\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(text)![0];
    const mails = await shop.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "invitee@example.com"));
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ channel: "email", orderId: null });
    expect(mails[0]!.body).toContain("Приглашение в консоль операторов Kupi");
    expect(mails[0]!.body).toContain("с ролью «Менеджер»");
    expect(mails[0]!.body).toContain(link);
    expect(await sentAudit({ email: "invitee@example.com" })).toEqual({ sent: true, channel: "email", language: "ru" });
  });

  it("by the alerts' Telegram bot for a telegram identity, in Uzbek from the Uzbek console", async () => {
    const boss = await signedInOperator(shop, "Boss Telegram", "admin");
    const made = await door.post(
      "/uz/admin/operators",
      { intent: "invite", role: "support", identity: `telegram:${CHAT}` },
      asOperator(boss),
    );
    const text = await pageText(made);
    expect(text).toContain("Taklifnoma Telegram orqali yuborildi.");
    const link = /https?:\/\/[^\s"]+\/uz\/admin\/invite\/[A-Za-z0-9_-]{43}/.exec(text)![0];
    expect(bot.messages).toEqual([
      expect.objectContaining({ chatId: CHAT, text: expect.stringContaining(link) as unknown }),
    ]);
    expect(bot.messages[0]!.text).toContain(
      "Kupi operatorlar konsoliga Qo'llab-quvvatlash sifatida taklif qilindingiz",
    );
    expect(await sentAudit({ identity: `telegram:${CHAT}` })).toEqual({
      sent: true,
      channel: "telegram",
      language: "uz",
    });
  });

  it("a chat the bot cannot reach, or an identity with no address: the page says so and shows the link", async () => {
    const boss = await signedInOperator(shop, "Boss Unreached", "admin");
    const unreached = await door.post(
      "/en/admin/operators",
      { intent: "invite", role: "support", identity: "telegram:999000999" },
      asOperator(boss),
    );
    const text = await pageText(unreached);
    expect(text).toContain("The invitation could not be sent: copy the link and send it yourself.");
    expect(text).toMatch(/\/en\/admin\/invite\/[A-Za-z0-9_-]{43}/);
    expect(await sentAudit({ identity: "telegram:999000999" })).toEqual({
      sent: false,
      channel: "telegram",
      reason: "failed",
      language: "en",
    });
    const google = await door.post(
      "/en/admin/operators",
      { intent: "invite", role: "support", identity: "google:10987654321" },
      asOperator(boss),
    );
    const googleText = await google.text();
    expect(googleText).not.toContain('data-testid="invite-sent"');
    expect(googleText).not.toContain('data-testid="invite-not-sent"');
    expect(googleText).toMatch(/\/en\/admin\/invite\/[A-Za-z0-9_-]{43}/);
    expect(await sentAudit({ identity: "google:10987654321" })).toEqual({
      sent: false,
      channel: null,
      reason: "noAddress",
      language: "en",
    });
  });
});
