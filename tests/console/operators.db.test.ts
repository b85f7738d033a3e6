import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, operatorInvites, operators } from "../../adapters/db/schema";
import type { OperatorRole } from "../../core/admin/permissions";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The console's Operators page checks the role on every form: a stranger is sent to sign in, a buyer
 * and a support operator are refused (403) with nothing changed, an admin gets through; the TOTP
 * secret never reaches the page; each refusal is in the page's language.
 */
describe("the console's operators page", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const operator = (name: string, role: OperatorRole) => signedInOperator(shop, name, role);
  const post = (who: Record<string, string>, fields: Record<string, string | undefined>, path = "/admin/operators") =>
    door.post(path, fields, who);
  const secretOf = async (userId: string) =>
    (await shop.database.db.select().from(operators).where(eq(operators.userId, userId)))[0]!.totpSecret!;

  it("no session: sent to sign in; a buyer: 403, translated in the page's language", async () => {
    const stranger = await door.read("/ru/admin/operators");
    expect(stranger.status).toBe(302);
    expect(stranger.headers.get("location")).toBe("/ru/admin/sign-in");
    const buyer = await shop.signedInBuyer("Just a buyer");
    const refused = await door.read("/ru/admin/operators", buyer.auth);
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("У вашей роли нет доступа к этому разделу.");
  });

  it("a support operator is refused on every operators' form and changes nothing", async () => {
    const support = await operator("Support Sari", "support");
    const boss = await operator("Boss", "admin");
    const before = await shop.database.db.select().from(operators);
    const audited = (await shop.database.db.select().from(auditLog)).length;
    expect((await door.read("/admin/operators", asOperator(support))).status).toBe(403);
    for (const fields of [
      { intent: "invite", role: "admin", email: "friend@example.com" },
      { intent: "role", userId: support.userId, role: "admin" },
      { intent: "disable", userId: boss.userId },
      { intent: "resetTotp", userId: boss.userId },
    ]) {
      const response = await post(asOperator(support), fields);
      expect(response.status, fields.intent).toBe(403);
    }
    expect(await shop.database.db.select().from(operators)).toEqual(before);
    expect(await shop.database.db.select().from(auditLog)).toHaveLength(audited);
    expect(await shop.database.db.select().from(operatorInvites)).toEqual([]);
  });

  it("an admin lists operators without their secrets, invites, and changes a role (audited)", async () => {
    const boss = await operator("Boss Two", "admin");
    const support = await operator("Support Budi", "support");
    const list = await door.read("/admin/operators", asOperator(boss));
    expect(list.status).toBe(200);
    const text = await pageText(list);
    expect(text).toContain("Support Budi");
    expect(text).not.toContain(await secretOf(support.userId));
    expect(text).not.toContain(await secretOf(boss.userId));

    for (const fields of [
      { intent: "invite", role: "manager" },
      { intent: "invite", role: "manager", email: "not an e-mail" },
      { intent: "invite", role: "manager", identity: "no identity" },
    ]) {
      const refused = await post(asOperator(boss), fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused)).toContain("Isi e-mail atau identitas masuk orang yang diundang.");
    }
    for (const fields of [
      { role: "manager", email: "new@example.com" },
      { intent: "promote", userId: support.userId },
    ]) {
      const refused = await post(asOperator(boss), fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused)).toContain("Isian formulir tidak valid.");
    }
    expect(await shop.database.db.select().from(operatorInvites)).toEqual([]);
    const invited = await post(asOperator(boss), { intent: "invite", role: "manager", email: "new@example.com" });
    expect(invited.status).toBe(200);
    expect(await pageText(invited)).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}/);
    expect(await shop.database.db.select().from(operatorInvites)).toEqual([
      expect.objectContaining({ role: "manager", email: "new@example.com" }),
    ]);

    expect((await post(asOperator(boss), { intent: "role", userId: support.userId, role: "manager" })).status).toBe(
      200,
    );
    expect(await shop.services.admin.find(support.userId)).toMatchObject({ role: "manager" });
    expect(await shop.services.admin.auditOf(`user:${support.userId}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "operator.roleChanged",
          operatorId: boss.userId,
          after: { role: "manager" },
        }),
      ]),
    );
    const unknown = await post(asOperator(boss), {
      intent: "role",
      userId: "00000000-0000-4000-8000-000000000000",
      role: "manager",
    });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("Operator tidak ditemukan.");
    expect((await post(asOperator(boss), { intent: "role", userId: "not-a-uuid", role: "manager" })).status).toBe(404);
    expect((await post(asOperator(boss), { intent: "role", userId: support.userId, role: "owner" })).status).toBe(400);
  });

  it("an admin resets another operator's TOTP: their session ends; twice at once resets once; never their own", async () => {
    const boss = await operator("Boss Three", "admin");
    const lost = await operator("Lost Phone Lia", "manager");
    expect((await door.read("/admin/dashboard", asOperator(lost))).status).toBe(200);
    const resets = await Promise.all(
      [1, 2].map(() => post(asOperator(boss), { intent: "resetTotp", userId: lost.userId })),
    );
    expect(resets.map((reset) => reset.status)).toEqual([200, 200]);
    const entries = await shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `user:${lost.userId}`), eq(auditLog.action, "operator.totpReset")));
    expect(entries).toHaveLength(1);
    const after = await door.read("/admin/dashboard", asOperator(lost));
    expect(after.status).toBe(302);
    expect(after.headers.get("location")).toBe("/admin/sign-in");
    expect(await shop.services.admin.find(lost.userId)).toMatchObject({ status: "invited", totpEnrolled: false });

    const own = await post(asOperator(boss), { intent: "resetTotp", userId: boss.userId });
    expect(own.status).toBe(200);
    expect(await shop.services.admin.find(boss.userId)).toMatchObject({ totpEnrolled: true });
    expect((await door.read("/admin/dashboard", asOperator(boss))).status).toBe(200);
    const unknown = await post(asOperator(boss), {
      intent: "resetTotp",
      userId: "00000000-0000-4000-8000-000000000000",
    });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("Operator tidak ditemukan.");
  });
});
