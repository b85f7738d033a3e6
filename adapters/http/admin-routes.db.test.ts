import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OperatorRole } from "../../core/admin/permissions";
import { signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { auditLog, operators } from "../db/schema";

/**
 * The role check of the console's API: a stranger 401, a buyer 403, a support operator
 * 403 on the operators' routes with nothing changed, an admin through; the TOTP secret never shown.
 */
describe("the console's API checks the role on every route", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
  }, 60_000);
  afterAll(() => shop.close());

  const operator = (name: string, role: OperatorRole) => signedInOperator(shop, name, role);

  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${shop.base}/backend/api${path}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}), "accept-language": "ru" },
      body: body ? JSON.stringify(body) : undefined,
    });

  it("no session: 401 with the console's own code; a buyer: 403, translated", async () => {
    const stranger = await call("GET", "/admin/operators");
    expect(stranger.status).toBe(401);
    expect(await stranger.json()).toMatchObject({ code: "admin.signInRequired" });
    const buyer = await shop.signedInBuyer("Just a buyer");
    const refused = await call("GET", "/admin/operators", buyer.auth);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({
      code: "admin.forbidden",
      message: "У вашей роли нет доступа к этому разделу.",
    });
  });

  it("a support operator is refused on the operators' routes and changes nothing", async () => {
    const support = await operator("Support Sari", "support");
    const boss = await operator("Boss", "admin");
    const before = await shop.database.db.select().from(operators);
    const audited = (await shop.database.db.select().from(auditLog)).length;
    for (const [method, path, body] of [
      ["GET", "/admin/operators", undefined],
      ["POST", "/admin/operators/invite", { role: "admin", email: "friend@example.com" }],
      ["POST", `/admin/operators/${support.userId}/role`, { role: "admin" }],
      ["POST", `/admin/operators/${boss.userId}/status`, { disabled: true }],
      ["POST", `/admin/operators/${boss.userId}/totp-reset`, undefined],
    ] as const) {
      const response = await call(method, path, { cookie: support.cookie }, body);
      expect(response.status, `${method} ${path}`).toBe(403);
    }
    expect(await shop.database.db.select().from(operators)).toEqual(before);
    expect(await shop.database.db.select().from(auditLog)).toHaveLength(audited);
  });

  it("an admin lists operators without their secrets, invites, and changes a role (audited)", async () => {
    const boss = await operator("Boss Two", "admin");
    const support = await operator("Support Budi", "support");
    const list = await call("GET", "/admin/operators", { cookie: boss.cookie });
    expect(list.status).toBe(200);
    const text = await list.text();
    expect(text).not.toMatch(/secret/i);
    expect(JSON.parse(text).data).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: support.userId, role: "support", totpEnrolled: true }),
      ]),
    );
    const invite = await call("POST", "/admin/operators/invite", { cookie: boss.cookie }, { role: "manager" });
    expect(invite.status).toBe(400);
    expect(await invite.json()).toMatchObject({ code: "admin.inviteNeedsWho" });
    const invited = await call(
      "POST",
      "/admin/operators/invite",
      { cookie: boss.cookie },
      { role: "manager", email: "new@example.com" },
    );
    expect(invited.status).toBe(200);
    expect((await invited.json()).data.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const changed = await call(
      "POST",
      `/admin/operators/${support.userId}/role`,
      { cookie: boss.cookie },
      { role: "manager" },
    );
    expect(await changed.json()).toEqual({ data: { changed: true } });
    expect(await shop.services.admin.auditOf(`user:${support.userId}`)).toEqual(
      expect.arrayContaining([
        expect.objectContaining({
          action: "operator.roleChanged",
          operatorId: boss.userId,
          after: { role: "manager" },
        }),
      ]),
    );
    const unknown = await call(
      "POST",
      "/admin/operators/00000000-0000-4000-8000-000000000000/role",
      { cookie: boss.cookie },
      { role: "manager" },
    );
    expect(unknown.status).toBe(404);
  });

  it("an admin resets another operator's TOTP: their session ends; twice at once resets once; never their own", async () => {
    const boss = await operator("Boss Three", "admin");
    const lost = await operator("Lost Phone Lia", "manager");
    expect((await call("GET", "/admin/dashboard", { cookie: lost.cookie })).status).toBe(200);
    const resets = await Promise.all(
      [1, 2].map(() => call("POST", `/admin/operators/${lost.userId}/totp-reset`, { cookie: boss.cookie })),
    );
    expect((await Promise.all(resets.map((reset) => reset.json()))).map((body) => body.data.changed).sort()).toEqual([
      false,
      true,
    ]);
    const after = await call("GET", "/admin/dashboard", { cookie: lost.cookie });
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ code: "admin.signInRequired" });
    const list = (await (await call("GET", "/admin/operators", { cookie: boss.cookie })).json()).data;
    expect(list).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ userId: lost.userId, status: "invited", totpEnrolled: false }),
      ]),
    );
    const own = await call("POST", `/admin/operators/${boss.userId}/totp-reset`, { cookie: boss.cookie });
    expect(await own.json()).toEqual({ data: { changed: false } });
    expect((await call("GET", "/admin/dashboard", { cookie: boss.cookie })).status).toBe(200);
    const unknown = await call("POST", "/admin/operators/00000000-0000-4000-8000-000000000000/totp-reset", {
      cookie: boss.cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "admin.operatorNotFound" });
  });
});
