import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  auditLog,
  deliveries,
  orderEvents,
  orderResolutions,
  orders,
  outboxMessages,
  providerAnswers,
  receiptResends,
  receipts,
  refunds,
  sandboxSupplierPurchases,
} from "../../adapters/db/schema";
import { asOperator, consoleDoor, paidCardOrder, signedInOperator } from "../support/admin-operator";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The console's order pages, through the one door an operator has (the page and its forms): support
 * finds a failed order and refunds it as gold with a reason, audited; above support's limit nothing
 * changes; retry, resolve and resend each act once however often they are posted; a refused form is
 * answered in the page's language with its status, and changes nothing.
 */
describe("the console's order pages", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const failedOrder = (playerId: string, auth: Record<string, string>) =>
    paidCardOrder(shop, playerId, auth, "delivery_failed");
  /** A buyer's order paid by card, with an e-mail for its receipt, once delivery has settled. */
  const paidOrder = (
    playerId: string,
    auth: Record<string, string>,
    settled: "delivery_failed" | "complete" | "in_progress",
  ) => paidCardOrder(shop, playerId, auth, settled, { email: "putri@gmail.com" });
  const auditOf = (orderId: string, action?: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(
        action
          ? and(eq(auditLog.subject, `order:${orderId}`), eq(auditLog.action, action))
          : eq(auditLog.subject, `order:${orderId}`),
      );
  const refundsOf = (orderId: string) => shop.database.db.select().from(refunds).where(eq(refunds.orderId, orderId));
  const gold = async (userId: string) => (await shop.services.wallet.balances(userId, "IDR")).gold.amount;
  const refund = (id: string, who: Record<string, string>, reason: string, to = "gold", more = {}) =>
    door.post(`/admin/orders/${id}`, { intent: "refund", to, reason, ...more }, who);

  it("no session goes to sign in, a buyer is refused (403): reading, searching and refunding; nothing changes", async () => {
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    const id = await failedOrder("700105555", buyer.auth);
    for (const call of [
      (who: Record<string, string>) => door.read("/admin/orders?gameId=700105555", who),
      (who: Record<string, string>) => door.read(`/admin/orders/${id}`, who),
      (who: Record<string, string>) => refund(id, who, "buyer asked in chat"),
    ]) {
      const stranger = await call({});
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toBe("/admin/sign-in");
      const refused = await call(buyer.auth);
      expect(refused.status).toBe(403);
      expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
    }
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await refundsOf(id)).toHaveLength(0);
  }, 40_000);

  it("support finds the failed order by game ID and refunds it as gold with a reason, audited", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const buyer = await shop.signedInBuyer("Buyer Agus");
    const id = await failedOrder("811225555", buyer.auth);
    const { number, total } = await shop.orderRow(id);

    const found = await door.read("/admin/orders?gameId=811225555&status=delivery_failed", asOperator(support));
    expect(found.status).toBe(200);
    expect(await pageText(found)).toContain(number);

    const noReason = await refund(id, asOperator(support), " x ");
    expect(noReason.status).toBe(400);
    expect(await pageText(noReason)).toContain("Tulis alasannya dalam 3 sampai 500 karakter.");
    expect(await refundsOf(id)).toHaveLength(0);

    const refunded = await refund(id, asOperator(support), "Supplier rejected the ID twice");
    expect(refunded.status).toBe(200);
    expect(await gold(buyer.userId)).toBe(total);
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({
        method: "gold",
        amount: total,
        status: "done",
        requestedBy: `operator:${support.userId}`,
      }),
    ]);

    const page = await door.read(`/admin/orders/${id}`, asOperator(support));
    expect(page.status).toBe(200);
    expect(await pageText(page)).toContain("Supplier rejected the ID twice");
    const timeline = await shop.services.adminQueries.orderTimeline(id);
    expect(timeline.ok && timeline.timeline.entries.map((entry) => entry.kind)).toContain("refund");
    expect(await shop.services.admin.auditOfOrder(id)).toEqual([
      expect.objectContaining({
        operatorId: support.userId,
        action: "order.refunded",
        reason: "Supplier rejected the ID twice",
        before: { status: "delivery_failed" },
        after: expect.objectContaining({
          method: "gold",
          amount: total,
          currency: "IDR",
          status: (await shop.orderRow(id)).status,
        }),
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
    const refused = await refund(id, asOperator(support), "big order");
    expect(refused.status).toBe(403);
    expect(await pageText(refused)).toContain("Rp");
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);
    expect(await gold(buyer.userId)).toBe(0);

    // A manager has no refunds permission (support's), so the console refuses the manager too; an admin may.
    const byManager = await refund(id, asOperator(manager), "big order");
    expect(byManager.status).toBe(403);
    expect(await pageText(byManager)).toContain("Peran Anda tidak punya akses ke bagian ini.");
    const admin = await signedInOperator(shop, "Admin Joko", "admin");
    expect((await refund(id, asOperator(admin), "big order")).status).toBe(200);
    expect(await gold(buyer.userId)).toBe(2_000_001);
  }, 40_000);

  it("ten refunds of one order at once: one claim, one audit entry, the gold credited once", async () => {
    const support = await signedInOperator(shop, "Support Putri", "support");
    const buyer = await shop.signedInBuyer("Buyer Race");
    const id = await failedOrder("933445555", buyer.auth);
    const { total } = await shop.orderRow(id);
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(id, asOperator(support), `try ${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await refundsOf(id)).toHaveLength(1);
    expect(await auditOf(id)).toHaveLength(1);
    expect(await gold(buyer.userId)).toBe(total);
  }, 40_000);

  it("a delivered order: refused until support confirms, then ten at once refund it once, cashback taken back", async () => {
    const support = await signedInOperator(shop, "Support Dian", "support");
    const buyer = await shop.signedInBuyer("Buyer Wrong Item");
    const id = await paidOrder("770702003", buyer.auth, "complete");
    const { total } = await shop.orderRow(id);
    // The order's earned cashback, posted under the reference delivery posts it with (card orders
    // of the harness's market earn none by themselves).
    await shop.database.db.update(orders).set({ cashbackAmount: 1_000 }).where(eq(orders.id, id));
    await shop.services.wallet.accrueCashback({
      userId: buyer.userId,
      amount: { amount: 1_000, currency: "IDR" },
      reference: `order:${id}:cashback`,
    });
    const cashback = async () => (await shop.services.wallet.balances(buyer.userId, "IDR")).cashback.amount;
    expect(await cashback()).toBe(1_000);

    const page = await door.read(`/admin/orders/${id}`, asOperator(support));
    expect(await pageText(page)).toContain("Pesanan ini sudah terkirim: pembeli tetap memegang itemnya.");
    const unconfirmed = await refund(id, asOperator(support), "wrong item sent");
    expect(unconfirmed.status).toBe(400);
    expect(await pageText(unconfirmed)).toContain("Centang konfirmasi bahwa pembeli tetap memegang itemnya");
    expect(await refundsOf(id)).toHaveLength(0);
    expect((await shop.orderRow(id)).status).toBe("complete");

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        refund(id, asOperator(support), `wrong item ${i}`, "gold", { confirmDelivered: "on" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({ method: "gold", amount: total, status: "done", reason: "delivered" }),
    ]);
    expect(await auditOf(id, "order.refunded")).toHaveLength(1);
    expect(await gold(buyer.userId)).toBe(total);
    expect(await cashback()).toBe(0);
    expect((await shop.orderRow(id)).status).toBe("canceled");
    const events = await shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id));
    expect(events.filter((event) => event.fromStatus === "complete")).toEqual([
      expect.objectContaining({ toStatus: "canceled", reason: expect.stringContaining("the buyer keeps the item") }),
    ]);
  }, 60_000);

  /** A paid order whose purchase the sandbox supplier keeps pending (a game ID ending in 6666). */
  const stuckOrder = async (playerId: string, auth: Record<string, string>) => {
    const id = await paidOrder(playerId, auth, "in_progress");
    const { number } = await shop.orderRow(id);
    await until(async () => {
      const [purchase] = await shop.database.db
        .select({ status: sandboxSupplierPurchases.status })
        .from(sandboxSupplierPurchases)
        .where(eq(sandboxSupplierPurchases.reference, `${number}-1`));
      return purchase?.status === "pending";
    }, 20_000);
    return { id, number };
  };
  const deliveryOf = async (orderId: string) =>
    (await shop.database.db.select().from(deliveries).where(eq(deliveries.orderId, orderId)))[0];

  it("a stuck order: support is refused (403), nothing changes; ten admin refunds at once refund it once", async () => {
    const support = await signedInOperator(shop, "Support Tari", "support");
    const admin = await signedInOperator(shop, "Admin Bayu", "admin");
    const buyer = await shop.signedInBuyer("Buyer Stuck");
    const { id, number } = await stuckOrder("780806666", buyer.auth);
    const { total } = await shop.orderRow(id);

    const page = await door.read(`/admin/orders/${id}`, asOperator(support));
    expect(await pageText(page)).toContain("Pemasok ditanya dulu");
    const bySupport = await refund(id, asOperator(support), "stuck for hours");
    expect(bySupport.status).toBe(403);
    expect(await pageText(bySupport)).toContain("Hanya admin yang boleh mengembalikan dananya sekarang");
    expect((await shop.orderRow(id)).status).toBe("in_progress");
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);
    expect((await deliveryOf(id))?.status).toBe("pending");

    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => refund(id, asOperator(admin), `stuck ${i}`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await refundsOf(id)).toEqual([
      expect.objectContaining({ method: "gold", amount: total, status: "done", reason: "pending" }),
    ]);
    expect(await auditOf(id, "order.refunded")).toHaveLength(1);
    expect(await gold(buyer.userId)).toBe(total);
    expect((await shop.orderRow(id)).status).toBe("canceled");
    expect((await deliveryOf(id))?.status).toBe("abandoned");
    // No second purchase: the pending one keeps its reference, and a retry is refused.
    const retry = await door.post(`/admin/orders/${id}`, { intent: "retry" }, asOperator(admin));
    expect(retry.status).toBe(409);
    const purchases = await shop.database.db
      .select({ reference: sandboxSupplierPurchases.reference })
      .from(sandboxSupplierPurchases)
      .where(like(sandboxSupplierPurchases.reference, `${number}-%`));
    expect(purchases).toEqual([{ reference: `${number}-1` }]);
  }, 60_000);

  it("a purchase that lands after a stuck order's refund is flagged in the queue", async () => {
    const admin = await signedInOperator(shop, "Admin Sinta", "admin");
    const buyer = await shop.signedInBuyer("Buyer Late Landing");
    const { id, number } = await stuckOrder("790906666", buyer.auth);
    expect((await refund(id, asOperator(admin), "stuck at the supplier")).status).toBe(200);
    const flagged = async () =>
      (await shop.services.adminQueries.attentionQueue(new Date())).filter(
        (item) => item.order.id === id && item.kind === "landedAfterRefund",
      );
    expect(await flagged()).toHaveLength(0);

    // The supplier's callback: the purchase it had pending succeeded after all.
    await shop.services.fulfillment.applyCallback("sandbox", {
      reference: `${number}-1`,
      status: "success",
      serial: "SN-LATE-1",
      message: "Transaksi Sukses",
      permanent: false,
    });
    expect(await flagged()).toHaveLength(1);
    expect((await deliveryOf(id))?.status).toBe("landedAfterRefund");
    expect((await shop.orderRow(id)).status).toBe("canceled");
    const queue = await door.read("/admin/queue", asOperator(admin));
    expect(await pageText(queue)).toContain("Terkirim setelah dana dikembalikan");
  }, 60_000);

  it("the supplier delivers while a stuck order is being refunded: refused (409), the order complete", async () => {
    const admin = await signedInOperator(shop, "Admin Raka", "admin");
    const buyer = await shop.signedInBuyer("Buyer Just In Time");
    const { id, number } = await stuckOrder("791916666", buyer.auth);
    // The supplier has delivered; the shop has not asked since.
    await shop.database.db
      .update(sandboxSupplierPurchases)
      .set({ status: "success", serial: "SN-JUST-IN-TIME" })
      .where(eq(sandboxSupplierPurchases.reference, `${number}-1`));

    const refused = await refund(id, asOperator(admin), "stuck at the supplier");
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("Pemasok baru saja mengirim pesanan ini");
    expect((await shop.orderRow(id)).status).toBe("complete");
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await auditOf(id)).toHaveLength(0);
  }, 60_000);

  it("an admin forces a retry of a stuck order: the supplier asked again, never a second purchase", async () => {
    const support = await signedInOperator(shop, "Support Nia", "support");
    const admin = await signedInOperator(shop, "Admin Dodi", "admin");
    const buyer = await shop.signedInBuyer("Buyer Forced Retry");
    const { id, number } = await stuckOrder("792926666", buyer.auth);
    const retry = (who: Record<string, string>, more = {}) =>
      door.post(`/admin/orders/${id}`, { intent: "retry", ...more }, who);

    // Touched lately: a plain retry is refused; support may not force it.
    expect((await retry(asOperator(admin))).status).toBe(409);
    const bySupport = await retry(asOperator(support), { force: "on" });
    expect(bySupport.status).toBe(403);
    expect(await pageText(bySupport)).toContain("Hanya admin yang boleh memaksa pengiriman ulang.");
    expect(await auditOf(id, "order.deliveryRetried")).toEqual([]);

    const answers = await Promise.all(Array.from({ length: 10 }, () => retry(asOperator(admin), { force: "on" })));
    // Each forced retry is an admin's act, audited; none buys: the one purchase stays pending.
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect((await shop.orderRow(id)).status).toBe("in_progress");
    expect(await auditOf(id, "order.deliveryRetried")).toContainEqual(
      expect.objectContaining({ operatorId: admin.userId, after: { status: "in_progress", forced: true } }),
    );
    const purchases = await shop.database.db
      .select({ reference: sandboxSupplierPurchases.reference, status: sandboxSupplierPurchases.status })
      .from(sandboxSupplierPurchases)
      .where(like(sandboxSupplierPurchases.reference, `${number}-%`));
    expect(purchases).toEqual([{ reference: `${number}-1`, status: "pending" }]);
  }, 60_000);

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
      const failed = await refund(id, asOperator(support), "audit down");
      expect(failed.status).toBeGreaterThanOrEqual(500);
      expect((await shop.orderRow(id)).status).toBe("delivery_failed");
      expect(await refundsOf(id)).toHaveLength(0);
      expect(await gold(buyer.userId)).toBe(0);
    } finally {
      await shop.database.db.execute(sql`DROP TRIGGER refuse_refund_audit ON audit_log`);
      await shop.database.db.execute(sql`DROP FUNCTION refuse_refund_audit()`);
    }
    // The log back: the same form refunds, with its one entry.
    expect((await refund(id, asOperator(support), "again")).status).toBe(200);
    expect(await auditOf(id)).toHaveLength(1);
    expect(await gold(buyer.userId)).toBe((await shop.orderRow(id)).total);
  }, 40_000);

  it("the order's page lists a compensation given about it, though it is audited on the buyer", async () => {
    const support = await signedInOperator(shop, "Support Compensates", "support");
    const buyer = await shop.signedInBuyer("Buyer Compensated");
    const id = await failedOrder("955665555", buyer.auth);
    const given = await door.post(
      `/admin/buyers/${buyer.userId}`,
      {
        intent: "compensate",
        amount: "5.000",
        currency: "IDR",
        reason: "late delivery of this order",
        key: "order-page-compensation",
        orderId: id,
      },
      asOperator(support),
    );
    expect(given.status).toBe(200);
    expect(await shop.services.admin.auditOfOrder(id)).toEqual([
      expect.objectContaining({ action: "buyer.compensated", subject: `user:${buyer.userId}` }),
    ]);
    expect(await pageText(await door.read(`/admin/orders/${id}`, asOperator(support)))).toContain(
      "late delivery of this order",
    );
    // Another order of the same buyer does not list it.
    const other = await failedOrder("955675555", buyer.auth);
    expect(await shop.services.admin.auditOfOrder(other)).toEqual([]);
    expect(await pageText(await door.read(`/admin/orders/${other}`, asOperator(support)))).not.toContain(
      "late delivery of this order",
    );
  }, 40_000);

  it("a search filter that can match nothing shows its translated refusal and no rows", async () => {
    const support = await signedInOperator(shop, "Support Dian", "support");
    for (const query of ["status=shipped", "from=2026-13-40", "phone=abc", "from=2026-05-02&to=2026-05-01"]) {
      const response = await door.read(`/admin/orders?${query}`, asOperator(support));
      expect(response.status, query).toBe(200);
      expect(await pageText(response), query).toContain("Periksa");
    }
  });

  it("a buyer and a manager are refused every order action (403) and nothing changes", async () => {
    const buyer = await shop.signedInBuyer("Buyer Wati");
    const manager = await signedInOperator(shop, "Manager Tono", "manager");
    const id = await paidOrder("710104444", buyer.auth, "delivery_failed");
    for (const who of [buyer.auth, asOperator(manager)]) {
      for (const fields of [
        { intent: "retry" },
        { intent: "resolve", note: "nothing to do" },
        { intent: "resend", key: "refused-key-1", channel: "email" },
      ] as Record<string, string>[]) {
        const refused = await door.post(`/admin/orders/${id}`, fields, who);
        expect(refused.status, fields.intent).toBe(403);
        expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
      }
      expect((await door.read(`/admin/orders/${id}`, who)).status).toBe(403);
    }
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await shop.database.db.select().from(orderResolutions).where(eq(orderResolutions.orderId, id))).toEqual([]);
    expect(await shop.database.db.select().from(receiptResends).where(eq(receiptResends.orderId, id))).toEqual([]);
    expect(await auditOf(id)).toEqual([]);
  }, 40_000);

  it("a post without an intent, or with one no form sends, is a translated 400 and changes nothing", async () => {
    const support = await signedInOperator(shop, "Support Intent", "support");
    const buyer = await shop.signedInBuyer("Buyer Intent");
    const id = await failedOrder("710115555", buyer.auth);
    for (const fields of [
      { to: "gold", reason: "no intent at all" },
      { intent: "delete", reason: "not a form" },
    ] as Record<string, string>[]) {
      const refused = await door.post(`/admin/orders/${id}`, fields, asOperator(support));
      expect(refused.status).toBe(400);
      expect(await pageText(refused)).toContain("Isian formulir tidak valid.");
    }
    expect(await refundsOf(id)).toHaveLength(0);
    expect(await auditOf(id)).toEqual([]);
  }, 40_000);

  it("ten retries of a failed delivery at once: one new purchase under the next reference, delivered once", async () => {
    const support = await signedInOperator(shop, "Support Rani", "support");
    const buyer = await shop.signedInBuyer("Buyer Hiccup");
    const id = await paidOrder("720204444", buyer.auth, "delivery_failed");
    const { number } = await shop.orderRow(id);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => door.post(`/admin/orders/${id}`, { intent: "retry" }, asOperator(support))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((candidate) => candidate.status === 409))
      expect(await pageText(answer)).toMatch(/Pesanan ini sudah terkirim\.|Pengiriman pesanan ini tidak macet/);

    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const purchases = await shop.database.db
      .select({ reference: sandboxSupplierPurchases.reference, status: sandboxSupplierPurchases.status })
      .from(sandboxSupplierPurchases)
      .where(like(sandboxSupplierPurchases.reference, `${number}-%`));
    expect(purchases.sort((a, b) => a.reference.localeCompare(b.reference))).toEqual([
      { reference: `${number}-1`, status: "failed" },
      { reference: `${number}-1-2`, status: "success" },
    ]);
    expect(await auditOf(id, "order.deliveryRetried")).toEqual([
      expect.objectContaining({
        operatorId: support.userId,
        before: expect.objectContaining({ status: "delivery_failed", delivery: "failed" }),
      }),
    ]);
    const retried = await shop.database.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, id), eq(orderEvents.fromStatus, "delivery_failed")));
    expect(retried.map((event) => [event.toStatus, event.actor])).toEqual([
      ["in_progress", `operator:${support.userId}`],
    ]);

    // Delivered now: a retry is refused with the reason, in Indonesian.
    const again = await door.post(`/admin/orders/${id}`, { intent: "retry" }, asOperator(support));
    expect(again.status).toBe(409);
    expect(await pageText(again)).toContain("Pesanan ini sudah terkirim.");
  }, 60_000);

  it("a refunded order is not delivered again", async () => {
    const support = await signedInOperator(shop, "Support Lina", "support");
    const buyer = await shop.signedInBuyer("Buyer Refunded");
    const id = await paidOrder("730305555", buyer.auth, "delivery_failed");
    expect((await refund(id, asOperator(support), "wrong player ID")).status).toBe(200);
    const retry = await door.post(`/admin/orders/${id}`, { intent: "retry" }, asOperator(support));
    expect(retry.status).toBe(409);
    expect((await shop.orderRow(id)).status).toBe("canceled");
    expect(await auditOf(id, "order.deliveryRetried")).toEqual([]);
  }, 40_000);

  it("resolved with a note: out of the queue until the order changes; ten at once write one note", async () => {
    const support = await signedInOperator(shop, "Support Ayu", "support");
    const buyer = await shop.signedInBuyer("Buyer Queue");
    const id = await paidOrder("740405555", buyer.auth, "delivery_failed");
    const queued = async () =>
      (await shop.services.adminQueries.attentionQueue(new Date())).some((item) => item.order.id === id);
    expect(await queued()).toBe(true);

    const short = await door.post(`/admin/orders/${id}`, { intent: "resolve", note: " x " }, asOperator(support));
    expect(short.status).toBe(400);
    expect(await pageText(short)).toContain("Tulis catatannya dalam 3 sampai 500 karakter.");
    expect(await queued()).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        door.post(`/admin/orders/${id}`, { intent: "resolve", note: "Buyer will re-order" }, asOperator(support)),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await shop.database.db.select().from(orderResolutions).where(eq(orderResolutions.orderId, id))).toEqual([
      expect.objectContaining({ note: "Buyer will re-order", operatorId: support.userId }),
    ]);
    expect(await auditOf(id, "order.resolved")).toEqual([
      expect.objectContaining({ reason: "Buyer will re-order", operatorId: support.userId }),
    ]);
    expect(await queued()).toBe(false);
    const timeline = await shop.services.adminQueries.orderTimeline(id);
    expect(timeline.ok && timeline.timeline.entries).toContainEqual(
      expect.objectContaining({ kind: "resolved", note: "Buyer will re-order" }),
    );

    // Something new happens to the order (here: its row changes, as any status change does): back in the queue.
    await shop.database.db.execute(sql`UPDATE orders SET updated_at = now() + interval '1 second' WHERE id = ${id}`);
    expect(await queued()).toBe(true);
  }, 40_000);

  it("resends the receipt to a corrected address once per key; the outbox lists it, masked for support", async () => {
    const support = await signedInOperator(shop, "Support Dewi", "support");
    const buyer = await shop.signedInBuyer("Buyer Receipt");
    const id = await paidOrder("750502001", buyer.auth, "complete");
    await shop.services.sendReceipts();
    const resend = (fields: Record<string, string>) =>
      door.post(`/admin/orders/${id}`, { intent: "resend", ...fields }, asOperator(support));

    for (const [fields, status] of [
      [{ key: "bad-channel-1", channel: "sms" }, 400],
      [{ key: "x", channel: "email" }, 400],
      [{ key: "bad-address-1", channel: "email", recipient: "putri@gmail" }, 400],
      [{ key: "bad-phone-1", channel: "whatsapp", recipient: "12ab" }, 400],
    ] as const) {
      const refused = await resend(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(status);
      expect(await pageText(refused)).toMatch(/Periksa|tidak valid/);
    }
    expect(await shop.database.db.select().from(receiptResends).where(eq(receiptResends.orderId, id))).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        resend({ key: "resend-key-0001", channel: "email", recipient: "putri.w@gmail.com" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(await shop.database.db.select().from(receiptResends).where(eq(receiptResends.orderId, id))).toHaveLength(1);
    expect(await auditOf(id, "order.receiptResent")).toHaveLength(1);
    expect(
      await shop.database.db
        .select({ recipient: receipts.recipient, status: receipts.status, attempts: receipts.attempts })
        .from(receipts)
        .where(eq(receipts.orderId, id)),
    ).toEqual([{ recipient: "putri.w@gmail.com", status: "pending", attempts: 0 }]);

    expect(await shop.services.sendReceipts()).toMatchObject({ sent: 1 });
    const written = await shop.database.db.select().from(outboxMessages).where(eq(outboxMessages.orderId, id));
    expect(written.map((row) => row.recipient).sort()).toEqual(["putri.w@gmail.com", "putri@gmail.com"]);

    // What each role's order page lists: support sees addresses masked, an admin whole.
    const supportView = await shop.services.adminOrderActions.outbox(id, "support");
    expect(supportView).toContainEqual(
      expect.objectContaining({ source: "receipt", recipient: "pu***@gmail.com", status: "sent" }),
    );
    expect(supportView.map((item) => item.recipient)).not.toContain("putri.w@gmail.com");
    expect((await shop.services.adminOrderActions.outbox(id, "admin")).map((item) => item.recipient)).toContain(
      "putri.w@gmail.com",
    );
    expect(await pageText(await door.read(`/admin/orders/${id}`, asOperator(support)))).toContain("pu***@gmail.com");
  }, 40_000);

  it("keeps the providers' answers per order, redacted: the card charge and the supplier's purchase", async () => {
    const buyer = await shop.signedInBuyer("Buyer Answers");
    const id = await paidOrder("760602002", buyer.auth, "complete");
    const kept = await shop.database.db.select().from(providerAnswers).where(eq(providerAnswers.orderId, id));
    const kinds = new Set(kept.map((row) => row.kind));
    expect(kinds.has("paymentCharge")).toBe(true);
    expect(kinds.has("supplierDelivery")).toBe(true);
    const delivery = kept.find((row) => row.kind === "supplierDelivery");
    // Digiflazz's own answer, as the sandbox's face of it sends it.
    expect(delivery?.answer).toMatchObject({ data: { customer_no: "760602002", status: "Sukses", rc: "00" } });
    const everything = JSON.stringify(kept.map((row) => row.answer));
    expect(everything).not.toMatch(/"signature_key":"(?!\[redacted\])/);
    expect(everything).not.toContain(CARDS.success);
  }, 40_000);

  it("keeps the provider's answer to a refund to the payment method", async () => {
    const support = await signedInOperator(shop, "Support Refund Answer", "support");
    const buyer = await shop.signedInBuyer("Buyer Refund Answer");
    const id = await paidOrder("760603335555", buyer.auth, "delivery_failed");
    expect((await refund(id, asOperator(support), "supplier refused the ID", "payment")).status).toBe(200);
    const kept = await shop.database.db.select().from(providerAnswers).where(eq(providerAnswers.orderId, id));
    const answer = kept.find((row) => row.kind === "paymentRefund");
    expect(answer?.provider).toBe("sandbox");
    expect(JSON.stringify(answer?.answer)).toMatch(/"status_code":"200"/);
  }, 40_000);
});
