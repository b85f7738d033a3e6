import { and, eq, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiCaller, paidCardOrder, signedInOperator } from "../../tests/support/admin-operator";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import {
  auditLog,
  orderEvents,
  orderResolutions,
  outboxMessages,
  providerAnswers,
  receiptResends,
  receipts,
  sandboxSupplierPurchases,
} from "../db/schema";

/**
 * The console's other order actions: retry delivery, mark resolved, resend the receipt,
 * the order's outbox and the providers' answers. Only operators with "orders"; a bad body is a
 * translated 400 that changes nothing; ten identical requests at once make one effect.
 */
describe("the console's order actions", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const call = (...args: Parameters<ReturnType<typeof apiCaller>>) => apiCaller(shop)(...args);

  /** A buyer's order paid by card, with an e-mail for its receipt, once delivery has settled. */
  const paidOrder = (playerId: string, auth: Record<string, string>, settled: "delivery_failed" | "complete") =>
    paidCardOrder(shop, playerId, auth, settled, { email: "putri@gmail.com" });

  const auditOf = (orderId: string, action: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.subject, `order:${orderId}`), eq(auditLog.action, action)));

  it("a buyer and a manager are refused on every action (403) and nothing changes", async () => {
    const buyer = await shop.signedInBuyer("Buyer Wati");
    const manager = await signedInOperator(shop, "Manager Tono", "manager");
    const id = await paidOrder("710104444", buyer.auth, "delivery_failed");
    for (const auth of [buyer.auth, { cookie: manager.cookie }]) {
      for (const [method, path, body] of [
        ["POST", `/admin/orders/${id}/retry-delivery`, undefined],
        ["POST", `/admin/orders/${id}/resolve`, { note: "nothing to do" }],
        ["POST", `/admin/orders/${id}/resend-receipt`, { key: "refused-key-1", channel: "email" }],
        ["GET", `/admin/orders/${id}/outbox`, undefined],
      ] as const) {
        const refused = await call(method, path, auth, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(await refused.json()).toMatchObject({ code: "admin.forbidden" });
      }
    }
    expect((await shop.orderRow(id)).status).toBe("delivery_failed");
    expect(await shop.database.db.select().from(orderResolutions).where(eq(orderResolutions.orderId, id))).toEqual([]);
    expect(await shop.database.db.select().from(receiptResends).where(eq(receiptResends.orderId, id))).toEqual([]);
    expect(
      await shop.database.db
        .select()
        .from(auditLog)
        .where(eq(auditLog.subject, `order:${id}`)),
    ).toEqual([]);
  }, 40_000);

  it("ten retries of a failed delivery at once: one new purchase under the next reference, delivered once", async () => {
    const support = await signedInOperator(shop, "Support Rani", "support");
    const buyer = await shop.signedInBuyer("Buyer Hiccup");
    const id = await paidOrder("720204444", buyer.auth, "delivery_failed");
    const { number } = await shop.orderRow(id);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", `/admin/orders/${id}/retry-delivery`, { cookie: support.cookie })),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const bodies = await Promise.all(answers.map((answer) => answer.json() as Promise<{ code?: string }>));
    for (const body of bodies.filter((candidate) => candidate.code))
      expect(["adminOrder.retryNotStuck", "adminOrder.retryDelivered"]).toContain(body.code);

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
    const again = await call("POST", `/admin/orders/${id}/retry-delivery`, { cookie: support.cookie });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ code: "adminOrder.retryDelivered", message: "Pesanan ini sudah terkirim." });
  }, 60_000);

  it("a refunded order is not delivered again", async () => {
    const support = await signedInOperator(shop, "Support Lina", "support");
    const buyer = await shop.signedInBuyer("Buyer Refunded");
    const id = await paidOrder("730305555", buyer.auth, "delivery_failed");
    const refunded = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "gold", reason: "wrong player ID" },
    );
    expect(refunded.status).toBe(200);
    const retry = await call("POST", `/admin/orders/${id}/retry-delivery`, { cookie: support.cookie });
    expect(retry.status).toBe(409);
    expect(await retry.json()).toMatchObject({ code: "adminOrder.retryRefundClaimed" });
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

    const short = await call("POST", `/admin/orders/${id}/resolve`, { cookie: support.cookie }, { note: " x " });
    expect(short.status).toBe(400);
    expect(await short.json()).toEqual({
      code: "adminOrder.noteInvalid",
      message: "Tulis catatannya dalam 3 sampai 500 karakter.",
    });
    expect(await queued()).toBe(true);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call("POST", `/admin/orders/${id}/resolve`, { cookie: support.cookie }, { note: "Buyer will re-order" }),
      ),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    const outcomes = await Promise.all(
      answers.map(async (answer) => ((await answer.json()) as { data: { outcome: string } }).data.outcome),
    );
    expect(outcomes.sort()).toEqual([...Array(9).fill("existing"), "resolved"]);
    expect(await shop.database.db.select().from(orderResolutions).where(eq(orderResolutions.orderId, id))).toEqual([
      expect.objectContaining({ note: "Buyer will re-order", operatorId: support.userId }),
    ]);
    expect(await auditOf(id, "order.resolved")).toEqual([
      expect.objectContaining({ reason: "Buyer will re-order", operatorId: support.userId }),
    ]);
    expect(await queued()).toBe(false);

    const detail = await call("GET", `/admin/orders/${id}`, { cookie: support.cookie });
    const { data } = (await detail.json()) as { data: { timeline: { kind: string; note?: string }[] } };
    expect(data.timeline).toContainEqual(expect.objectContaining({ kind: "resolved", note: "Buyer will re-order" }));

    // Something new happens to the order (here: its row changes, as any status change does): back in the queue.
    await shop.database.db.execute(sql`UPDATE orders SET updated_at = now() + interval '1 second' WHERE id = ${id}`);
    expect(await queued()).toBe(true);
  }, 40_000);

  it("resends the receipt to a corrected address once per key; the outbox lists it, masked for support", async () => {
    const support = await signedInOperator(shop, "Support Dewi", "support");
    const admin = await signedInOperator(shop, "Admin Rudi", "admin");
    const buyer = await shop.signedInBuyer("Buyer Receipt");
    const id = await paidOrder("750502001", buyer.auth, "complete");
    await shop.services.sendReceipts();

    for (const [body, code] of [
      [{ key: "bad-channel-1", channel: "sms" }, "adminOrder.resendInvalid"],
      [{ key: "x", channel: "email" }, "adminOrder.resendInvalid"],
      [{ key: "bad-address-1", channel: "email", recipient: "putri@gmail" }, "adminOrder.recipientInvalid"],
      [{ key: "bad-phone-1", channel: "whatsapp", recipient: "12ab" }, "adminOrder.recipientInvalid"],
    ] as const) {
      const refused = await call("POST", `/admin/orders/${id}/resend-receipt`, { cookie: support.cookie }, body);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(await refused.json()).toMatchObject({ code, message: expect.stringMatching(/\S/) });
    }
    expect(await shop.database.db.select().from(receiptResends).where(eq(receiptResends.orderId, id))).toEqual([]);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        call(
          "POST",
          `/admin/orders/${id}/resend-receipt`,
          { cookie: support.cookie },
          { key: "resend-key-0001", channel: "email", recipient: "putri.w@gmail.com" },
        ),
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

    const bySupport = await call("GET", `/admin/orders/${id}/outbox`, { cookie: support.cookie });
    expect(bySupport.status).toBe(200);
    const supportView = ((await bySupport.json()) as { data: { source: string; recipient: string; status: string }[] })
      .data;
    expect(supportView).toContainEqual(
      expect.objectContaining({ source: "receipt", recipient: "pu***@gmail.com", status: "sent" }),
    );
    expect(supportView.map((item) => item.recipient)).not.toContain("putri.w@gmail.com");
    const byAdmin = await call("GET", `/admin/orders/${id}/outbox`, { cookie: admin.cookie });
    const adminView = ((await byAdmin.json()) as { data: { recipient: string }[] }).data;
    expect(adminView.map((item) => item.recipient)).toContain("putri.w@gmail.com");
  }, 40_000);

  it("keeps the providers' answers per order, redacted: the card charge and the supplier's purchase", async () => {
    const buyer = await shop.signedInBuyer("Buyer Answers");
    const id = await paidOrder("760602002", buyer.auth, "complete");
    const kept = await shop.database.db.select().from(providerAnswers).where(eq(providerAnswers.orderId, id));
    const kinds = new Set(kept.map((row) => row.kind));
    expect(kinds.has("paymentCharge")).toBe(true);
    expect(kinds.has("supplierDelivery")).toBe(true);
    const delivery = kept.find((row) => row.kind === "supplierDelivery");
    expect(delivery?.answer).toMatchObject({ customer_no: "760602002", status: "success" });
    const everything = JSON.stringify(kept.map((row) => row.answer));
    expect(everything).not.toMatch(/"signature_key":"(?!\[redacted\])/);
    expect(everything).not.toContain(CARDS.success);
  }, 40_000);

  it("keeps the provider's answer to a refund to the payment method", async () => {
    const support = await signedInOperator(shop, "Support Refund Answer", "support");
    const buyer = await shop.signedInBuyer("Buyer Refund Answer");
    const id = await paidOrder("760603335555", buyer.auth, "delivery_failed");
    const refunded = await call(
      "POST",
      `/admin/orders/${id}/refund`,
      { cookie: support.cookie },
      { to: "payment", reason: "supplier refused the ID" },
    );
    expect(refunded.status).toBe(200);
    const kept = await shop.database.db.select().from(providerAnswers).where(eq(providerAnswers.orderId, id));
    const refund = kept.find((row) => row.kind === "paymentRefund");
    expect(refund?.provider).toBe("sandbox");
    expect(JSON.stringify(refund?.answer)).toMatch(/"status_code":"200"/);
  }, 40_000);
});
