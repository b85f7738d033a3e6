import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, paidCardOrder, signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { databaseDigest } from "../../tests/support/db-digest";
import { auditLog, orders, settings } from "../db/schema";

interface LimitRow {
  kind: string;
  currency: string;
  amount: number | null;
  source: string;
  updatedBy: string | null;
  updatedByName: string | null;
}

/**
 * The console's settings API: support's ceilings per currency, admin only; each real
 * change audited once; the refund and compensation use cases apply the stored limit at once.
 */
describe("the console's settings API", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop)(...args);
  const limitsOf = async (cookie: string) =>
    ((await (await call("GET", "/admin/settings/limits", { cookie })).json()) as { data: { limits: LimitRow[] } }).data
      .limits;
  const settingsAudit = () =>
    shop.database.db.select().from(auditLog).where(like(auditLog.subject, "setting:%")).orderBy(auditLog.id);

  it("support, a manager and a buyer are refused 403 reading or changing, and nothing changes", async () => {
    const support = await signedInOperator(shop, "Settings Support", "support");
    const manager = await signedInOperator(shop, "Settings Manager", "manager");
    const buyer = await shop.signedInBuyer("Settings Buyer");
    const before = await databaseDigest(shop.database.db, /^(?!operator_sessions$)/);
    for (const headers of [{ cookie: support.cookie }, { cookie: manager.cookie }, buyer.auth]) {
      const read = await call("GET", "/admin/settings/limits", headers);
      expect(read.status).toBe(403);
      const write = await call("PUT", "/admin/settings/limits", headers, {
        kind: "refund",
        currency: "IDR",
        amount: 99_000_000,
      });
      expect(write.status).toBe(403);
      expect(await write.json()).toMatchObject({ code: "admin.forbidden" });
    }
    expect(await databaseDigest(shop.database.db, /^(?!operator_sessions$)/)).toBe(before);
    expect(await shop.database.db.select().from(settings)).toHaveLength(0);
  });

  it("a bad body is 400 with a translated message and changes nothing", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Bad", "admin");
    for (const body of [
      { kind: "refund", currency: "IDR", amount: 1.5 },
      { kind: "refund", currency: "EUR", amount: 100 },
      { kind: "bonus", currency: "IDR", amount: 100 },
      { kind: "refund", currency: "IDR", amount: -5 },
      { kind: "refund", currency: "IDR", amount: "2000000" },
      { kind: "refund", currency: "IDR", amount: 100, reason: "x".repeat(501) },
    ]) {
      const answer = await call("PUT", "/admin/settings/limits", { cookie: admin.cookie }, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const error = (await answer.json()) as { code: string; message: string };
      expect(error.code).toBe("adminSettings.invalid");
      expect(error.message).toMatch(/^Periksa isiannya: nominal di atas nol/);
      expect(error.message).not.toMatch(/SELECT|at \w+ \(/);
    }
    expect(await shop.database.db.select().from(settings)).toHaveLength(0);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it("shows the environment's IDR defaults and no limit elsewhere until an admin sets one", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Read", "admin");
    const limits = await limitsOf(admin.cookie);
    expect(limits).toHaveLength(8);
    expect(limits.find((row) => row.kind === "refund" && row.currency === "IDR")).toMatchObject({
      amount: 2_000_000,
      source: "environment",
      updatedBy: null,
    });
    expect(limits.find((row) => row.kind === "compensation" && row.currency === "IDR")).toMatchObject({
      amount: 200_000,
      source: "environment",
    });
    expect(limits.filter((row) => row.currency !== "IDR").every((row) => row.amount === null)).toBe(true);
  });

  it("ten identical PUTs at once store the limit once with one audit entry; a different value is a second", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Ten", "admin");
    const auditBefore = (await settingsAudit()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          "PUT",
          "/admin/settings/limits",
          { cookie: admin.cookie },
          { kind: "compensation", currency: "RUB", amount: 150_000, reason: "RUB launch" },
        ),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const changed = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { changed: boolean } }).data.changed),
    );
    expect(changed.filter(Boolean)).toHaveLength(1);
    const entries = (await settingsAudit()).slice(auditBefore);
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      operatorId: admin.userId,
      action: "settings.supportLimit",
      subject: "setting:supportLimit.compensation.RUB",
      before: { amount: null, source: "environment", currency: "RUB" },
      after: { amount: 150_000, source: "set", currency: "RUB" },
      reason: "RUB launch",
    });
    const [row] = await shop.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, "supportLimit.compensation.RUB"));
    expect(row).toMatchObject({ value: { amount: 150_000 }, updatedBy: admin.userId });

    // Ten different values at once: each is a real change, so ten entries, and the row holds the last.
    const many = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(
          "PUT",
          "/admin/settings/limits",
          { cookie: admin.cookie },
          { kind: "compensation", currency: "RUB", amount: 160_000 + i },
        ),
      ),
    );
    expect(many.every((answer) => answer.status === 200)).toBe(true);
    const all = (await settingsAudit()).slice(auditBefore);
    expect(all).toHaveLength(11);
    // Entries chain: each one's "before" is the previous one's "after" (the lock serialised them).
    for (let i = 1; i < all.length; i++)
      expect((all[i]!.before as { amount: number }).amount).toBe((all[i - 1]!.after as { amount: number }).amount);
    const [last] = await shop.database.db
      .select()
      .from(settings)
      .where(eq(settings.key, "supportLimit.compensation.RUB"));
    expect(last!.value).toEqual({ amount: (all[10]!.after as { amount: number }).amount });
    const shown = (await limitsOf(admin.cookie)).find(
      (limit) => limit.kind === "compensation" && limit.currency === "RUB",
    );
    expect(shown).toMatchObject({ source: "set", updatedBy: admin.userId, updatedByName: "Settings Admin Ten" });
  }, 30_000);

  it("support's refund of a Rp 2.500.000 order is refused at the default and allowed after the admin raises it to Rp 3.000.000", async () => {
    const support = await signedInOperator(shop, "Settings Support Refund", "support");
    const admin = await signedInOperator(shop, "Settings Admin Refund", "admin");
    const buyer = await shop.signedInBuyer("Settings Big Buyer");
    const id = await paidCardOrder(shop, "933445555", buyer.auth, "delivery_failed");
    await shop.database.db.update(orders).set({ total: 2_500_000 }).where(eq(orders.id, id));
    const refund = () =>
      call("POST", `/admin/orders/${id}/refund`, { cookie: support.cookie }, { to: "gold", reason: "big order" });

    const refused = await refund();
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "admin.refundOverLimit" });
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(0);

    const raised = await call(
      "PUT",
      "/admin/settings/limits",
      { cookie: admin.cookie },
      { kind: "refund", currency: "IDR", amount: 3_000_000, reason: "big packs" },
    );
    expect(raised.status).toBe(200);
    const allowed = await refund();
    expect(allowed.status).toBe(200);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(2_500_000);
  }, 40_000);

  it("support compensates USD 5.00 once a USD limit is set, and is refused again once it is cleared", async () => {
    const support = await signedInOperator(shop, "Settings Support USD", "support");
    const admin = await signedInOperator(shop, "Settings Admin USD", "admin");
    const buyer = await shop.signedInBuyer("Settings USD Buyer");
    const compensate = (key: string) =>
      call(
        "POST",
        `/admin/buyers/${buyer.userId}/compensation`,
        { cookie: support.cookie },
        { amount: 500, currency: "USD", reason: "late delivery", key },
      );
    const setUsd = (amount: number | null) =>
      call(
        "PUT",
        "/admin/settings/limits",
        { cookie: admin.cookie },
        { kind: "compensation", currency: "USD", amount },
      );

    const before = await compensate("usd-key-0001");
    expect(before.status).toBe(403);
    expect(await before.json()).toMatchObject({ code: "adminBuyer.overLimit" });

    expect((await setUsd(1_000)).status).toBe(200);
    const paid = await compensate("usd-key-0002");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({
      data: { outcome: "credited", balance: { amount: 500, currency: "USD" } },
    });

    expect((await setUsd(null)).status).toBe(200);
    const cleared = await compensate("usd-key-0003");
    expect(cleared.status).toBe(403);
    expect((await shop.services.wallet.balances(buyer.userId, "USD")).gold.amount).toBe(500);
  }, 30_000);
});
