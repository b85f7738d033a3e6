import { and, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  orderFeedback,
  orders,
  users,
} from "../../adapters/db/schema";
import { auditSearchInput, searchAudit } from "../../core/admin/audit-search";
import { DEFAULT_SHOP_TIME_ZONE } from "../../core/admin/console-time";
import { calendarDay } from "../../core/orders/order-date";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { storedOrder } from "../support/stored-order";

/**
 * The console's buyer pages, through their one door: support finds a buyer and compensates with gold
 * up to its limit, once per key, the posting balanced and audited in the same transaction; a buyer
 * and a manager are refused and nothing changes; support hides a review and it leaves every public
 * reader; the admin searches the audit log.
 */
describe("the console's buyer pages", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let support: Awaited<ReturnType<typeof signedInOperator>>;
  let keys = 0;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
    support = await signedInOperator(shop, "Support Wulan", "support");
  }, 60_000);
  afterAll(() => shop?.close());

  const key = () => `test-key-${++keys}-${Date.now()}`;
  const compensate = (
    userId: string,
    fields: Record<string, string>,
    who: Record<string, string> = asOperator(support),
  ) => door.post(`/admin/buyers/${userId}`, { intent: "compensate", ...fields }, who);

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

  it("refuses no session (to sign in), a buyer and a manager (403), and the compensation changes nothing", async () => {
    const buyer = await buyerWithEmail("Buyer Rina", "rina@example.com");
    const manager = await signedInOperator(shop, "Manager Bayu", "manager");
    const fields = { amount: "5.000", currency: "IDR", reason: "late delivery", key: key() };
    for (const call of [
      (who: Record<string, string>) => door.read("/admin/buyers?q=rina@example.com", who),
      (who: Record<string, string>) => door.read(`/admin/buyers/${buyer.userId}`, who),
      (who: Record<string, string>) => compensate(buyer.userId, fields, who),
      (who: Record<string, string>) => door.read("/admin/reviews", who),
      (who: Record<string, string>) => door.read("/admin/audit", who),
    ]) {
      expect((await call({})).status).toBe(302);
      const refused = await call(buyer.auth);
      expect(refused.status).toBe(403);
      expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
      expect((await call(asOperator(manager))).status).toBe(403);
    }
    // Support may not read the whole audit log: that is the admin's.
    expect((await door.read("/admin/audit", asOperator(support))).status).toBe(403);
    expect(await gold(buyer.userId)).toBe(0);
    expect(await compensations(buyer.userId)).toHaveLength(0);
    expect(await auditAbout(buyer.userId)).toHaveLength(0);
  }, 30_000);

  it("support finds the buyer by e-mail, an order number, a name and a game ID; a bad query says what to type", async () => {
    const buyer = await buyerWithEmail("Buyer Sekar Ayu", "Sekar.Ayu@example.com");
    const stored = await storedOrder(shop.database.db, { createdAt: new Date(), events: [["complete", new Date()]] });
    // A number as receipts print it (the stored helper's T0000001 is not one), typed as a buyer would.
    const order = { number: "KPBYR8M2" };
    await shop.database.db
      .update(orders)
      .set({ userId: buyer.userId, number: order.number, account: { playerId: "5512340987" } })
      .where(eq(orders.id, stored.id));

    for (const q of ["sekar.ayu@EXAMPLE.com", "#kpby-r8m2", "sekar ayu", "5512 340 987"]) {
      const searched = await shop.services.adminBuyers.lookup.search(q, "id");
      expect(searched.ok && searched.buyers.map((row) => row.id), q).toEqual([buyer.userId]);
      const found = await door.read(`/admin/buyers?q=${encodeURIComponent(q)}`, asOperator(support));
      expect(found.status, q).toBe(200);
      expect(await pageText(found), q).toContain(`/admin/buyers/${buyer.userId}`);
    }
    const bad = await door.read("/admin/buyers?q=ab", asOperator(support));
    expect(await pageText(bad)).toContain(
      "Ketik e-mail, nomor HP, ID game, ID pengguna, nomor pesanan, atau minimal 3 huruf nama.",
    );

    const page = await door.read(`/admin/buyers/${buyer.userId}`, asOperator(support));
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("Sekar.Ayu@example.com");
    expect(text).toContain(order.number);
    const missing = await door.read("/admin/buyers/00000000-0000-4000-8000-000000000000", asOperator(support));
    expect(missing.status).toBe(404);
  }, 30_000);

  it("bad forms are 400 translated and change nothing; over support's limit is 403; a guest's order 409", async () => {
    const buyer = await buyerWithEmail("Buyer Tono", "tono@example.com");
    for (const fields of [
      { amount: "5.000", currency: "IDR", reason: " x ", key: key() },
      { amount: "0", currency: "IDR", reason: "late delivery", key: key() },
      { amount: "50,5", currency: "IDR", reason: "late delivery", key: key() },
      { amount: "5.000", currency: "XYZ", reason: "late delivery", key: key() },
      { amount: "5.000", currency: "IDR", reason: "late delivery", key: "short" },
      { amount: "5000'; DROP TABLE users; --", currency: "IDR", reason: "late delivery", key: key() },
    ]) {
      const answer = await compensate(buyer.userId, fields);
      expect(answer.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(answer)).toContain("Isi jumlah lebih dari nol dan alasan 3 sampai 500 karakter.");
    }
    const over = await compensate(buyer.userId, {
      amount: "200.001",
      currency: "IDR",
      reason: "angry buyer",
      key: key(),
    });
    expect(over.status).toBe(403);
    const usd = await compensate(buyer.userId, { amount: "1.00", currency: "USD", reason: "angry buyer", key: key() });
    expect(usd.status).toBe(403);

    const guest = await storedOrder(shop.database.db, { createdAt: new Date(), events: [["complete", new Date()]] });
    const guestAnswer = await compensate(buyer.userId, {
      amount: "5.000",
      currency: "IDR",
      reason: "late delivery",
      key: key(),
      orderId: guest.id,
    });
    expect(guestAnswer.status).toBe(409);
    expect(await pageText(guestAnswer)).toContain(
      "Pesanan tamu tidak punya akun, jadi tidak bisa diberi gold. Bantu pembeli lewat pengembalian dana.",
    );
    expect(await gold(buyer.userId)).toBe(0);
    expect(await compensations(buyer.userId)).toHaveLength(0);
    expect(await auditAbout(buyer.userId)).toHaveLength(0);
  }, 30_000);

  it("ten compensations with one key pay once, with one audit entry; ten keys pay ten times; the ledger balances", async () => {
    const buyer = await buyerWithEmail("Buyer Indah", "indah@example.com");
    const once = key();
    const same = await Promise.all(
      Array.from({ length: 10 }, () =>
        compensate(buyer.userId, { amount: "5.000", currency: "IDR", reason: "late delivery", key: once }),
      ),
    );
    expect(same.map((answer) => answer.status)).toEqual(Array(10).fill(200));
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
        compensate(buyer.userId, { amount: "1.500", currency: "IDR", reason: "outage apology", key: key() }),
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

    // The buyer's page reads the balance, the ledger lines and the audit entries as changed fields.
    const seen = await shop.services.adminBuyers.lookup.buyer(buyer.userId);
    expect(seen?.balances).toEqual([expect.objectContaining({ currency: "IDR", gold: 20_000 })]);
    expect(seen?.ledger).toHaveLength(11);
    expect(seen?.ledger.every((line) => line.kind === "gold_compensation")).toBe(true);
    expect((await door.read(`/admin/buyers/${buyer.userId}`, asOperator(support))).status).toBe(200);
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
    const publicReviews = async () =>
      (await (await fetch(`${shop.base}/backend/api/orders/public/feedback?page=1`)).json()) as Reviews;
    const before = await publicReviews();
    expect(before.data.map((review) => review.comment)).toContain("Kata kasar dan nomor HP 0812 di sini");
    const reviewerBefore = before.data.find((review) => review.comment === "Cepat sekali")!.reviewer.reviews;
    const moderate = (fields: Record<string, string>) => door.post("/admin/reviews", fields, asOperator(support));

    const noReason = await moderate({ orderId: rated[1]!, hidden: "1", reason: "" });
    expect(noReason.status).toBe(400);
    expect(await pageText(noReason)).toContain("Tulis alasannya dalam 3 sampai 500 karakter.");
    const hides = await Promise.all(
      Array.from({ length: 10 }, () => moderate({ orderId: rated[1]!, hidden: "1", reason: "personal data" })),
    );
    expect(hides.map((answer) => answer.status)).toEqual(Array(10).fill(200));
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

    const moderation = await door.read("/admin/reviews?hidden=1", asOperator(support));
    const listed = await pageText(moderation);
    expect(listed).toContain("Kata kasar dan nomor HP 0812 di sini");
    expect(listed).toContain("personal data");
    expect(listed).not.toContain("Cepat sekali");

    expect((await moderate({ orderId: rated[1]!, hidden: "0", reason: "checked again" })).status).toBe(200);
    expect((await publicReviews()).total).toBe(before.total);
    const missing = await moderate({
      orderId: "00000000-0000-4000-8000-000000000000",
      hidden: "1",
      reason: "personal data",
    });
    expect(missing.status).toBe(404);
    expect((await moderate({ orderId: "not-an-order", hidden: "1", reason: "personal data" })).status).toBe(404);
  }, 30_000);

  it("the admin searches the audit log by operator, action, subject (e-mail) and days; bad days say so", async () => {
    const admin = await signedInOperator(shop, "Admin Ratna", "admin");
    const buyer = await buyerWithEmail("Buyer Yogi", "yogi@example.com");
    const given = await compensate(buyer.userId, {
      amount: "2.500",
      currency: "IDR",
      reason: "voucher failed",
      key: key(),
    });
    expect(given.status).toBe(200);
    // Today on the shop's clock, the day the audit filter reads.
    const today = calendarDay(new Date(), DEFAULT_SHOP_TIME_ZONE);
    const search = async (query: string) => {
      const input = auditSearchInput(Object.fromEntries(new URLSearchParams(query)), DEFAULT_SHOP_TIME_ZONE);
      if (!input.ok) throw new Error(query);
      const page = await door.read(`/admin/audit?${query}`, asOperator(admin));
      expect(page.status, query).toBe(200);
      return { found: await searchAudit(shop.services.adminBuyers.audit, input), page: await pageText(page) };
    };
    const { found, page } = await search(
      `subject=yogi%40example.com&action=buyer.&operator=Wulan&from=${today}&to=${today}`,
    );
    expect(found).toEqual([
      expect.objectContaining({
        subject: `user:${buyer.userId}`,
        operatorId: support.userId,
        action: "buyer.compensated",
      }),
    ]);
    expect(page).toContain("voucher failed");
    const outside = await search("subject=yogi%40example.com&from=2020-01-01&to=2020-01-02");
    expect(outside.found).toEqual([]);
    expect(outside.page).not.toContain("voucher failed");
    expect((await search("subject=nobody%40example.com")).found).toEqual([]);
    const bad = await door.read("/admin/audit?from=2026-02-30", asOperator(admin));
    expect(await pageText(bad)).toContain("Periksa");
  }, 30_000);
});
