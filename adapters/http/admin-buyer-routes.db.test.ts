import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { storedOrder } from "../../tests/support/stored-order";
import {
  auditLog,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderFeedback,
  orders,
  users,
} from "../db/schema";

/**
 * The console's buyers API: support finds a buyer and compensates with gold up to its
 * limit, once per key, the posting balanced and audited in the same transaction; a buyer and a
 * manager are refused and nothing changes; support hides a review and it leaves every public reader;
 * the admin searches the audit log.
 */
describe("the console's buyers API", () => {
  let shop: CheckoutHarness;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    support = await signedInOperator(shop, "Support Wulan", "support");
  }, 60_000);
  afterAll(() => shop.close());

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop)(...args);
  const asSupport = (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: support.cookie }, body);
  const key = () => `test-key-${++keys}-${Date.now()}`;

  async function buyerWithEmail(name: string, email: string) {
    const buyer = await shop.signedInBuyer(name);
    await shop.database.db.update(users).set({ email }).where(eq(users.id, buyer.userId));
    return buyer;
  }
  const gold = async (userId: string) => (await shop.services.wallet.balances(userId, "IDR")).gold.amount;
  const compensations = (userId: string) =>
    shop.database.db
      .select()
      .from(ledgerTransactions)
      .where(like(ledgerTransactions.reference, `compensation:${userId}:%`));
  const auditAbout = (userId: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `user:${userId}`), eq(auditLog.action, "buyer.compensated")));

  it("refuses no session (401), a buyer and a manager (403), and the compensation changes nothing", async () => {
    const buyer = await buyerWithEmail("Buyer Rina", "rina@example.com");
    const manager = await signedInOperator(shop, "Manager Bayu", "manager");
    const body = { amount: 5_000, currency: "IDR", reason: "late delivery", key: key() };
    for (const [method, path, payload] of [
      ["GET", "/admin/buyers?q=rina@example.com", undefined],
      ["GET", `/admin/buyers/${buyer.userId}`, undefined],
      ["POST", `/admin/buyers/${buyer.userId}/compensation`, body],
      ["GET", "/admin/reviews", undefined],
      ["GET", "/admin/audit", undefined],
    ] as const) {
      const stranger = await call(method, path, {}, payload);
      expect(stranger.status, `${method} ${path}`).toBe(401);
      const refused = await call(method, path, buyer.auth, payload);
      expect(refused.status, `${method} ${path}`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "admin.forbidden" });
      const managerAnswer = await call(method, path, { cookie: manager.cookie }, payload);
      expect(managerAnswer.status, `manager ${method} ${path}`).toBe(403);
    }
    // Support may not read the whole audit log: that is the admin's.
    expect((await asSupport("GET", "/admin/audit")).status).toBe(403);
    expect(await gold(buyer.userId)).toBe(0);
    expect(await compensations(buyer.userId)).toHaveLength(0);
    expect(await auditAbout(buyer.userId)).toHaveLength(0);
  }, 30_000);

  it("support finds the buyer by e-mail, by an order number and by name; bad queries are 400 translated", async () => {
    const buyer = await buyerWithEmail("Buyer Sekar Ayu", "Sekar.Ayu@example.com");
    const stored = await storedOrder(shop.database.db, { createdAt: new Date(), events: [["complete", new Date()]] });
    // A number as receipts print it (the stored helper's T0000001 is not one), typed as a buyer would.
    const order = { number: "KPBYR8M2" };
    await shop.database.db
      .update(orders)
      .set({ userId: buyer.userId, number: order.number })
      .where(eq(orders.id, stored.id));

    for (const q of ["sekar.ayu@EXAMPLE.com", "#kpby-r8m2", "sekar ayu"]) {
      const found = await asSupport("GET", `/admin/buyers?q=${encodeURIComponent(q)}`);
      expect(found.status, q).toBe(200);
      expect(
        ((await found.json()) as { data: { id: string }[] }).data.map((row) => row.id),
        q,
      ).toEqual([buyer.userId]);
    }
    const bad = await asSupport("GET", "/admin/buyers?q=ab");
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      code: "adminBuyer.queryInvalid",
      message: "Ketik e-mail, nomor HP, ID pengguna, nomor pesanan, atau minimal 3 huruf nama.",
    });

    const page = await asSupport("GET", `/admin/buyers/${buyer.userId}`);
    expect(page.status).toBe(200);
    const { data } = (await page.json()) as { data: { facts: { email: string }; orders: { number: string }[] } };
    expect(data.facts.email).toBe("Sekar.Ayu@example.com");
    expect(data.orders.map((row) => row.number)).toEqual([order.number]);
    const missing = await asSupport("GET", "/admin/buyers/00000000-0000-4000-8000-000000000000");
    expect(missing.status).toBe(404);
    expect(await missing.json()).toMatchObject({ code: "adminBuyer.notFound" });
  }, 30_000);

  it("bad bodies are 400 translated and change nothing; over support's limit is 403; a guest's order 409", async () => {
    const buyer = await buyerWithEmail("Buyer Tono", "tono@example.com");
    const path = `/admin/buyers/${buyer.userId}/compensation`;
    for (const body of [
      { amount: 5_000, currency: "IDR", reason: " x ", key: key() },
      { amount: 0, currency: "IDR", reason: "late delivery", key: key() },
      { amount: 50.5, currency: "IDR", reason: "late delivery", key: key() },
      { amount: 5_000, currency: "XYZ", reason: "late delivery", key: key() },
      { amount: 5_000, currency: "IDR", reason: "late delivery", key: "short" },
      { amount: "5000'; DROP TABLE users; --", currency: "IDR", reason: "late delivery", key: key() },
    ]) {
      const answer = await asSupport("POST", path, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(await answer.json()).toEqual({
        code: "adminBuyer.compensationInvalid",
        message: "Isi jumlah lebih dari nol dan alasan 3 sampai 500 karakter.",
      });
    }
    const over = await asSupport("POST", path, { amount: 200_001, currency: "IDR", reason: "angry buyer", key: key() });
    expect(over.status).toBe(403);
    expect(await over.json()).toMatchObject({ code: "adminBuyer.overLimit" });
    const usd = await asSupport("POST", path, { amount: 100, currency: "USD", reason: "angry buyer", key: key() });
    expect(usd.status).toBe(403);

    const guest = await storedOrder(shop.database.db, { createdAt: new Date(), events: [["complete", new Date()]] });
    const guestAnswer = await asSupport("POST", path, {
      amount: 5_000,
      currency: "IDR",
      reason: "late delivery",
      key: key(),
      orderId: guest.id,
    });
    expect(guestAnswer.status).toBe(409);
    expect(await guestAnswer.json()).toEqual({
      code: "adminBuyer.guestOrder",
      message: "Pesanan tamu tidak punya akun, jadi tidak bisa diberi gold. Bantu pembeli lewat pengembalian dana.",
    });
    expect(await gold(buyer.userId)).toBe(0);
    expect(await compensations(buyer.userId)).toHaveLength(0);
    expect(await auditAbout(buyer.userId)).toHaveLength(0);
  }, 30_000);

  it("ten compensations with one key pay once, with one audit entry; ten keys pay ten times; the ledger balances", async () => {
    const buyer = await buyerWithEmail("Buyer Indah", "indah@example.com");
    const path = `/admin/buyers/${buyer.userId}/compensation`;
    const once = key();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        asSupport("POST", path, { amount: 5_000, currency: "IDR", reason: "late delivery", key: once }),
      ),
    );
    expect(same.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      same.map(async (answer) => ((await answer.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.filter((outcome) => outcome === "credited")).toHaveLength(1);
    expect(await gold(buyer.userId)).toBe(5_000);
    expect(await compensations(buyer.userId)).toHaveLength(1);
    const [entry] = await auditAbout(buyer.userId);
    expect(entry).toMatchObject({
      operatorId: support.userId,
      reason: "late delivery",
      before: { gold: 0, currency: "IDR" },
      after: { gold: 5_000, currency: "IDR", amount: 5_000, reference: `compensation:${buyer.userId}:${once}` },
    });
    expect(await auditAbout(buyer.userId)).toHaveLength(1);

    const many = await Promise.all(
      Array.from({ length: 10 }, () =>
        asSupport("POST", path, { amount: 1_500, currency: "IDR", reason: "outage apology", key: key() }),
      ),
    );
    expect(many.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await gold(buyer.userId)).toBe(5_000 + 10 * 1_500);
    expect(await compensations(buyer.userId)).toHaveLength(11);
    expect(await auditAbout(buyer.userId)).toHaveLength(11);

    // Every compensation posting sums to zero: the buyer's gold came from the shop's gold account.
    const sums = await shop.database.db
      .select({ reference: ledgerTransactions.reference, amount: ledgerEntries.amount, owner: ledgerAccounts.owner })
      .from(ledgerEntries)
      .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(like(ledgerTransactions.reference, `compensation:${buyer.userId}:%`));
    const byReference = new Map<string, number>();
    for (const row of sums) byReference.set(row.reference, (byReference.get(row.reference) ?? 0) + row.amount);
    expect([...byReference.values()]).toEqual(Array(11).fill(0));
    expect(sums.filter((row) => row.owner === "shop").every((row) => row.amount < 0)).toBe(true);

    // The buyer's page shows the balance, the ledger lines and the audit entries as changed fields.
    const page = await asSupport("GET", `/admin/buyers/${buyer.userId}`);
    const { data } = (await page.json()) as {
      data: {
        balances: { currency: string; gold: number }[];
        ledger: { kind: string; amount: number }[];
        audit: { action: string; changes: { field: string; before: string | null; after: string | null }[] }[];
      };
    };
    expect(data.balances).toEqual([expect.objectContaining({ currency: "IDR", gold: 20_000 })]);
    expect(data.ledger).toHaveLength(11);
    expect(data.ledger.every((line) => line.kind === "gold_compensation")).toBe(true);
    expect(data.audit).toHaveLength(11);
    expect(data.audit.at(-1)!.changes).toContainEqual({ field: "gold", before: "0", after: "5000" });
  }, 60_000);

  it("support hides a review: it leaves the public list, the average and the reviewer's counts; unhiding restores them", async () => {
    const reviewer = await buyerWithEmail("Buyer Made", "made@example.com");
    const rated: string[] = [];
    for (const [stars, comment] of [
      [5, "Cepat sekali"],
      [1, "Kata kasar dan nomor HP 0812 di sini"],
    ] as const) {
      const order = await storedOrder(shop.database.db, {
        game: "free-fire",
        createdAt: new Date(),
        events: [["complete", new Date()]],
      });
      await shop.database.db.update(orders).set({ userId: reviewer.userId }).where(eq(orders.id, order.id));
      await shop.database.db.insert(orderFeedback).values({ orderId: order.id, stars, comment });
      rated.push(order.id);
    }
    type Reviews = { data: { comment: string; reviewer: { reviews: number } }[]; total: number; average: number };
    const publicReviews = async () => (await (await call("GET", "/orders/public/feedback?page=1")).json()) as Reviews;
    const before = await publicReviews();
    expect(before.data.map((review) => review.comment)).toContain("Kata kasar dan nomor HP 0812 di sini");
    const reviewerBefore = before.data.find((review) => review.comment === "Cepat sekali")!.reviewer.reviews;

    const noReason = await asSupport("POST", `/admin/reviews/${rated[1]}/hidden`, { hidden: true, reason: "" });
    expect(noReason.status).toBe(400);
    expect(await noReason.json()).toEqual({
      code: "adminBuyer.hideReasonInvalid",
      message: "Tulis alasannya dalam 3 sampai 500 karakter.",
    });
    const hides = await Promise.all(
      Array.from({ length: 10 }, () =>
        asSupport("POST", `/admin/reviews/${rated[1]}/hidden`, { hidden: true, reason: "personal data" }),
      ),
    );
    const changed = await Promise.all(
      hides.map(async (answer) => ((await answer.json()) as { data: { changed: boolean } }).data.changed),
    );
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect(
      await shop.database.db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.subject, `order:${rated[1]}`), eq(auditLog.action, "review.hidden"))),
    ).toHaveLength(1);

    const after = await publicReviews();
    expect(after.data.map((review) => review.comment)).not.toContain("Kata kasar dan nomor HP 0812 di sini");
    expect(after.total).toBe(before.total - 1);
    // The average is of what is shown: one 1-star rating fewer raises it.
    expect(after.average!).toBeGreaterThan(before.average!);
    expect(after.data.find((review) => review.comment === "Cepat sekali")!.reviewer.reviews).toBe(reviewerBefore - 1);

    const moderation = (await (await asSupport("GET", "/admin/reviews?hidden=1")).json()) as {
      data: { orderId: string; hidden: { reason: string } }[];
    };
    expect(moderation.data).toEqual([
      expect.objectContaining({ orderId: rated[1], hidden: expect.objectContaining({ reason: "personal data" }) }),
    ]);

    const shown = await asSupport("POST", `/admin/reviews/${rated[1]}/hidden`, {
      hidden: false,
      reason: "checked again",
    });
    expect(shown.status).toBe(200);
    expect((await publicReviews()).total).toBe(before.total);
    const missing = await asSupport("POST", "/admin/reviews/00000000-0000-4000-8000-000000000000/hidden", {
      hidden: true,
      reason: "personal data",
    });
    expect(missing.status).toBe(404);
  }, 30_000);

  it("the admin searches the audit log by operator, action, subject (e-mail) and days; bad days are 400", async () => {
    const admin = await signedInOperator(shop, "Admin Ratna", "admin");
    const buyer = await buyerWithEmail("Buyer Yogi", "yogi@example.com");
    await asSupport("POST", `/admin/buyers/${buyer.userId}/compensation`, {
      amount: 2_500,
      currency: "IDR",
      reason: "voucher failed",
      key: key(),
    });
    const today = new Date().toISOString().slice(0, 10);
    const search = async (query: string) => {
      const answer = await call("GET", `/admin/audit?${query}`, { cookie: admin.cookie });
      expect(answer.status, query).toBe(200);
      return ((await answer.json()) as { data: { subject: string; operator: string; action: string }[] }).data;
    };
    const found = await search(`subject=yogi%40example.com&action=buyer.&operator=Wulan&from=${today}&to=${today}`);
    expect(found).toEqual([
      expect.objectContaining({
        subject: `user:${buyer.userId}`,
        operator: "Support Wulan",
        action: "buyer.compensated",
      }),
    ]);
    expect(await search("subject=yogi%40example.com&from=2020-01-01&to=2020-01-02")).toEqual([]);
    expect(await search("subject=nobody%40example.com")).toEqual([]);
    const bad = await call("GET", "/admin/audit?from=2026-02-30", { cookie: admin.cookie });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ code: "adminBuyer.auditFilterInvalid" });
  }, 30_000);
});
