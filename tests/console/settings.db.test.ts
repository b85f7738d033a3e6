import { eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, orders, settings } from "../../adapters/db/schema";
import { asOperator, consoleDoor, paidCardOrder, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { databaseDigest } from "../support/db-digest";
import { pageText } from "../support/page-text";

/**
 * The console's settings page, through its one door: support's ceilings per currency, admin only;
 * each real change audited once; the refund and compensation use cases apply the stored limit at once.
 */
describe("the console's settings page", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const setLimit = (who: Record<string, string>, fields: Record<string, string>) =>
    door.post("/admin/settings", fields, who);
  const settingsAudit = () =>
    shop.database.db.select().from(auditLog).where(like(auditLog.subject, "setting:%")).orderBy(auditLog.id);

  it("support, a manager and a buyer are refused 403 reading or changing, and nothing changes", async () => {
    const support = await signedInOperator(shop, "Settings Support", "support");
    const manager = await signedInOperator(shop, "Settings Manager", "manager");
    const buyer = await shop.signedInBuyer("Settings Buyer");
    const before = await databaseDigest(shop.database.db, /^(?!operator_sessions$)/);
    for (const who of [asOperator(support), asOperator(manager), buyer.auth]) {
      expect((await door.read("/admin/settings", who)).status).toBe(403);
      const write = await setLimit(who, { kind: "refund", currency: "IDR", amount: "99.000.000" });
      expect(write.status).toBe(403);
      expect(await pageText(write)).toContain("Peran Anda tidak punya akses ke bagian ini.");
    }
    expect(await databaseDigest(shop.database.db, /^(?!operator_sessions$)/)).toBe(before);
    expect(await shop.database.db.select().from(settings)).toHaveLength(0);
  });

  it("a bad form is 400 with a translated message and changes nothing", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Bad", "admin");
    for (const [fields, message] of [
      [{ kind: "refund", currency: "IDR", amount: "1,5" }, /Periksa isiannya: nominal di atas nol/],
      [{ kind: "refund", currency: "EUR", amount: "100" }, /Periksa isiannya: nominal di atas nol/],
      [{ kind: "bonus", currency: "IDR", amount: "100" }, /Periksa isiannya: nominal di atas nol/],
      [{ kind: "refund", currency: "IDR", amount: "-5" }, /Periksa isiannya: nominal di atas nol/],
      [{ kind: "refund", currency: "IDR", amount: "2000000'; --" }, /Periksa isiannya: nominal di atas nol/],
      [{ currency: "IDR", amount: "100" }, /Periksa isiannya: nominal di atas nol/],
      [{ kind: "refund", currency: "IDR", amount: "100", reason: "x".repeat(501) }, /Alasan maksimal 500 karakter\./],
    ] as const) {
      const answer = await setLimit(asOperator(admin), fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      const text = await pageText(answer);
      expect(text).toMatch(message);
      expect(text).not.toMatch(/SELECT|at \w+ \(/);
    }
    expect(await shop.database.db.select().from(settings)).toHaveLength(0);
    expect(await settingsAudit()).toHaveLength(0);
  });

  it("shows the environment's IDR defaults and no limit elsewhere until an admin sets one", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Read", "admin");
    const limits = await shop.services.supportLimits.all();
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
    const page = await pageText(await door.read("/admin/settings", asOperator(admin)));
    expect(page).toContain("2.000.000");
    expect(page).toContain("200.000");
  });

  it("ten identical posts at once store the limit once with one audit entry; a different value is a second", async () => {
    const admin = await signedInOperator(shop, "Settings Admin Ten", "admin");
    const auditBefore = (await settingsAudit()).length;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        setLimit(asOperator(admin), { kind: "compensation", currency: "RUB", amount: "1500", reason: "RUB launch" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
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
        setLimit(asOperator(admin), { kind: "compensation", currency: "RUB", amount: `${1600 + i}` }),
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
    const shown = (await shop.services.supportLimits.all()).find(
      (limit) => limit.kind === "compensation" && limit.currency === "RUB",
    );
    expect(shown).toMatchObject({ source: "set", updatedBy: admin.userId, updatedByName: "Settings Admin Ten" });
    expect(await pageText(await door.read("/admin/settings", asOperator(admin)))).toContain("Settings Admin Ten");
  }, 30_000);

  it("support's refund of a Rp 2.500.000 order is refused at the default and allowed after the admin raises it to Rp 3.000.000", async () => {
    const support = await signedInOperator(shop, "Settings Support Refund", "support");
    const admin = await signedInOperator(shop, "Settings Admin Refund", "admin");
    const buyer = await shop.signedInBuyer("Settings Big Buyer");
    const id = await paidCardOrder(shop, "933445555", buyer.auth, "delivery_failed");
    await shop.database.db.update(orders).set({ total: 2_500_000 }).where(eq(orders.id, id));
    const refund = () =>
      door.post(`/admin/orders/${id}`, { intent: "refund", to: "gold", reason: "big order" }, asOperator(support));

    expect((await refund()).status).toBe(403);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(0);

    const raised = await setLimit(asOperator(admin), {
      kind: "refund",
      currency: "IDR",
      amount: "3.000.000",
      reason: "big packs",
    });
    expect(raised.status).toBe(200);
    expect((await refund()).status).toBe(200);
    expect((await shop.services.wallet.balances(buyer.userId, "IDR")).gold.amount).toBe(2_500_000);
  }, 40_000);

  it("support compensates USD 5.00 once a USD limit is set, and is refused again once it is cleared", async () => {
    const support = await signedInOperator(shop, "Settings Support USD", "support");
    const admin = await signedInOperator(shop, "Settings Admin USD", "admin");
    const buyer = await shop.signedInBuyer("Settings USD Buyer");
    const compensate = (key: string) =>
      door.post(
        `/admin/buyers/${buyer.userId}`,
        { intent: "compensate", amount: "5.00", currency: "USD", reason: "late delivery", key },
        asOperator(support),
      );
    const setUsd = (amount: string) => setLimit(asOperator(admin), { kind: "compensation", currency: "USD", amount });

    expect((await compensate("usd-key-0001")).status).toBe(403);
    expect((await setUsd("10.00")).status).toBe(200);
    expect((await compensate("usd-key-0002")).status).toBe(200);
    expect((await shop.services.wallet.balances(buyer.userId, "USD")).gold.amount).toBe(500);
    expect((await setUsd("")).status).toBe(200);
    expect((await compensate("usd-key-0003")).status).toBe(403);
    expect((await shop.services.wallet.balances(buyer.userId, "USD")).gold.amount).toBe(500);
  }, 30_000);
});
