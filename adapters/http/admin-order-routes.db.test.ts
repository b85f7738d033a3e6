import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, paidCardOrder, signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { auditLog, orders, refunds } from "../db/schema";

/**
 * The console's Orders API: only operators with the orders/refunds permission; support
 * finds a failed order by its game ID and refunds it as gold with a reason, audited; above support's
 * limit (Rp 2.000.000) nothing changes; ten refunds at once make one claim and one audit entry.
 */
describe("the console's orders API", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop)(...args);

  /** A buyer's Free Fire order paid by card whose delivery failed (the sandbox fails IDs ending 5555). */
  const failedOrder = (playerId: string, auth: Record<string, string>) =>
    paidCardOrder(shop, playerId, auth, "delivery_failed");

  const auditOf = (orderId: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `order:${orderId}`));

  it("no session 401, a buyer 403 on search, order and refund, and the refund changes nothing", async () => {
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    const id = await failedOrder("700105555", buyer.auth);
    for (const [method, path, body] of [
      ["GET", "/admin/orders?gameId=700105555", undefined],
      ["GET", `/admin/orders/${id}`, undefined],
      ["POST", `/admin/orders/${id}/refund`, { to: "gold", reason: "buyer asked in chat" }],
    ] as const) {
      const stranger = await call(method, path, {}, body);
      expect(stranger.status, `${method} ${path}`).toBe(401);
      expect(await stranger.json()).toMatchObject({ code: "admin.signInRequired" });
      const refused = await call(method, path, buyer.auth, body);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "admin.forbidden" });
    }
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
  }, 40_000);

  it("support finds the failed order by game ID and refunds it as gold with a reason, audited", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const buyer = await shop.signedInBuyer("Buyer Agus");
    const id = await failedOrder("811225555", buyer.auth);
    const total = (await shop.orderRow(id)).total;

    const found = await call("GET", "/admin/orders?gameId=811225555&status=delivery_failed", {
      cookie: support.cookie,
    });
    expect(found.status).toBe(200);
    const page = (await found.json()) as { data: { id: string; status: string }[]; next: string | null };
    expect(page.data).toEqual([expect.objectContaining({ id, status: "delivery_failed" })]);

    const noReason = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "gold", reason: " x " },
    );
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      code: "admin.refundReasonInvalid",
      message: "Tulis alasannya dalam 3 sampai 500 karakter.",
    });

    const refunded = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "gold", reason: "Supplier rejected the ID twice" },
    );
    expect(refunded.status).toBe(200);
    expect(((await refunded.json()) as { refund: unknown }).refund).toEqual({
      method: "gold",
      amount: total,
      status: "done",
    });
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(total);

    const detail = await call("GET", `/admin/orders/${id}`, { cookie: support.cookie });
    expect(detail.status).toBe(200);
    const { data } = (await detail.json()) as {
      data: { order: { status: string }; timeline: { kind: string }[]; refund: { method: string }; audit: unknown[] };
    };
    expect(data.refund).toMatchObject({ method: "gold", status: "done", requestedBy: `operator:${support.userId}` });
    expect(data.timeline.map((entry) => entry.kind)).toContain("refund");
    expect(data.audit).toEqual([
      expect.objectContaining({
        operatorId: support.userId,
        action: "order.refunded",
        reason: "Supplier rejected the ID twice",
        before: { status: "delivery_failed" },
        after: expect.objectContaining({ method: "gold", amount: total, currency: "IDR", status: data.order.status }),
      }),
    ]);
  }, 40_000);

  it("above support's limit: 403 and nothing changes; a manager has no refunds, an admin no limit", async () => {
    const support = await signedInOperator(shop, "Support Budi", "support");
    const manager = await signedInOperator(shop, "Manager Rina", "manager");
    const buyer = await shop.signedInBuyer("Buyer Big");
    const id = await failedOrder("922335555", buyer.auth);
    // An order of Rp 2.000.001: one rupiah above the default limit.
    await shop.database.db.update(orders).set({ total: 2_000_001 }).where(eq(orders.id, id));
    const refused = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "gold", reason: "big order" },
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "admin.refundOverLimit" });
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(0);

    // A manager has no refunds permission (support's), so the console refuses the manager too; an admin may.
    const byManager = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: manager.cookie },
      { to: "gold", reason: "big order" },
    );
    expect(byManager.status).toBe(403);
    expect(await byManager.json()).toMatchObject({ code: "admin.forbidden" });
    const admin = await signedInOperator(shop, "Admin Joko", "admin");
    const byAdmin = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: admin.cookie },
      { to: "gold", reason: "big order" },
    );
    expect(byAdmin.status).toBe(200);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(2_000_001);
  }, 40_000);

  it("ten refunds of one order at once: one claim, one audit entry, the gold credited once", async () => {
    const support = await signedInOperator(shop, "Support Putri", "support");
    const buyer = await shop.signedInBuyer("Buyer Race");
    const id = await failedOrder("933445555", buyer.auth);
    const total = (await shop.orderRow(id)).total;
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call("POST", `/admin/orders/${id}/refund`, { cookie: support.cookie }, { to: "gold", reason: `try ${i}` }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(total);
  }, 40_000);

  it("the claim and its audit entry are one: when the entry cannot be written, nothing is refunded", async () => {
    const support = await signedInOperator(shop, "Support Wulan", "support");
    const buyer = await shop.signedInBuyer("Buyer Atomic");
    const id = await failedOrder("944555555", buyer.auth);
    // The audit log refuses the refund's entry, as a crash between the two writes would lose it.
    await shop.database.db.execute(sql`
      CREATE FUNCTION refuse_refund_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.action = 'order.refunded' THEN RAISE EXCEPTION 'audit unavailable'; END IF; RETURN NEW; END $$`);
    await shop.database.db.execute(
      sql`CREATE TRIGGER refuse_refund_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_refund_audit()`,
    );
    try {
      const failed = await call(
        "POST",
        `/admin/orders/${id}/refund`,
        { cookie: support.cookie },
        { to: "gold", reason: "audit down" },
      );
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect((await shop.orderRow(id)).status).toBe("delivery_failed");
      expect(await shop.database.db.select().from(refunds).where(eq(refunds.orderId, id))).toHaveLength(0);
      expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(0);
    } finally {
      await shop.database.db.execute(sql`DROP TRIGGER refuse_refund_audit ON audit_log`);
      await shop.database.db.execute(sql`DROP FUNCTION refuse_refund_audit()`);
    }
    // The log back: the same request refunds, with its one entry.
    const done = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "gold", reason: "again" },
    );
    expect(done.status).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(
      (await shop.orderRow(id)).total,
    );
  }, 40_000);

  it("the order's page lists a compensation given about it, though it is audited on the buyer", async () => {
    const support = await signedInOperator(shop, "Support Compensates", "support");
    const buyer = await shop.signedInBuyer("Buyer Compensated");
    const id = await failedOrder("955665555", buyer.auth);
    const given = await call(
      "POST",
      `/admin/buyers/${buyer.userId}/compensation`,
      { cookie: support.cookie },
      { amount: 5_000, currency: "IDR", reason: "late delivery", key: "order-page-compensation", orderId: id },
    );
    expect(given.status).toBe(200);
    const page = await call("GET", `/admin/orders/${id}`, { cookie: support.cookie });
    const { data } = (await page.json()) as { data: { audit: { action: string; subject: string }[] } };
    expect(data.audit).toEqual([
      expect.objectContaining({ action: "buyer.compensated", subject: `user:${buyer.userId}` }),
    ]);
    // Another order of the same buyer does not list it.
    const other = await failedOrder("955675555", buyer.auth);
    const otherPage = await call("GET", `/admin/orders/${other}`, { cookie: support.cookie });
    expect(((await otherPage.json()) as { data: { audit: unknown[] } }).data.audit).toEqual([]);
  }, 40_000);

  it("a filter that can match nothing is a translated 400", async () => {
    const support = await signedInOperator(shop, "Support Dian", "support");
    for (const query of ["status=shipped", "from=2026-13-40", "phone=abc", "from=2026-05-02&to=2026-05-01"]) {
      const response = await call("GET", `/admin/orders?${query}`, { cookie: support.cookie });
      expect(response.status, query).toBe(400);
      expect(await response.json()).toMatchObject({
        code: "admin.badFilter",
        message: expect.stringContaining("Periksa"),
      });
    }
  });
});
