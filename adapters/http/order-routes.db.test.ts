import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { and, eq, sql } from "drizzle-orm";
import { generateAccessToken, hashAccessToken } from "../../core/auth/access-token";
import { money } from "../../core/money";
import { sendPendingReceipts } from "../../core/orders/receipt-job";
import { createReceiptQueue } from "../db/orders/receipt-queue";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { orderEvents, orders, outboxMessages, promoCodes, receipts, sessions, users } from "../db/schema";

const { challenge: CARD_3DS, success: CARD_OK, declined: CARD_DECLINED } = CARDS;

describe("checkout over HTTP, paid through the sandbox gateway", () => {
  let shop: CheckoutHarness;
  const token = generateAccessToken();
  let userId: string;

  beforeAll(async () => {
    // Every notification is sent three times, late, and followed by a stale "pending" (reordered).
    shop = await startCheckoutHarness({
      notifications: { duplicates: 2, delayMs: 100, reorder: true, retryDelaysMs: [100, 200] },
    });
    const [user] = await shop.database.db.insert(users).values({ displayName: "Putri" }).returning();
    userId = user!.id;
    await shop.database.db
      .insert(sessions)
      .values({ userId, tokenHash: hashAccessToken(token), expiresAt: new Date(Date.now() + 86_400_000) });
  }, 60_000);
  afterAll(() => shop.close());

  const ML_ACCOUNT = { userId: "123456789", zoneId: "2001", region: "ID" };
  const orderBody = (overrides: Record<string, unknown> = {}) => ({
    game: "mobile-legends",
    product: "ml-170",
    account: ML_ACCOUNT,
    confirmed: true,
    paymentMethod: "qris",
    ...overrides,
  });
  let keys = 0;
  const post = (path: string, body: unknown, headers: Record<string, string> = {}) => shop.post(path, body, headers);
  const createOrder = async (overrides: Record<string, unknown> = {}, headers: Record<string, string> = {}) => {
    const response = await post("/orders", orderBody(overrides), {
      "idempotency-key": `test-order-${++keys}`,
      ...headers,
    });
    return {
      status: response.status,
      body: (await response.json()) as { data: { id: string; lines: { total: number } } },
    };
  };
  const eventsOf = (id: string) =>
    shop.database.db.select().from(orderEvents).where(eq(orderEvents.orderId, id)).orderBy(orderEvents.id);

  it("quotes with the market's rules and says 'Kode promosi tidak valid' for an unknown code", async () => {
    const quote = (await (await post("/orders/calculate", orderBody({ promoCode: "epicwin" }))).json()) as {
      data: { promo: { code: string; valid: boolean }; total: number; tax: number; fee: number };
    };
    expect(quote.data.promo).toMatchObject({ code: "EPICWIN", valid: true });
    expect(quote.data.tax).toBe(Math.round((quote.data.total * 1_100) / 11_100));
    const unknown = (await (await post("/orders/calculate", orderBody({ promoCode: "NOPE" }))).json()) as {
      data: { promo: { valid: boolean; message: string } };
    };
    expect(unknown.data.promo).toMatchObject({ valid: false, message: "Kode promosi tidak valid" });
    const english = await post("/orders", orderBody({ promoCode: "NOPE", paymentMethod: "card" }), {
      "idempotency-key": "english-1",
      locale: "en",
    });
    expect(english.status).toBe(422);
    expect(await english.json()).toEqual({ message: "Invalid promo code", code: "checkout.promoInvalid" });
  });

  it("the same Idempotency-Key returns the same order; another body under it is refused; bad input writes nothing", async () => {
    const headers = { "idempotency-key": "same-key-123" };
    const first = await post("/orders", orderBody(), headers);
    const again = await post("/orders", orderBody(), headers);
    expect(first.status).toBe(201);
    expect(again.status).toBe(200);
    const id = ((await first.json()) as { data: { id: string } }).data.id;
    expect(((await again.json()) as { data: { id: string } }).data.id).toBe(id);
    expect((await post("/orders", orderBody({ product: "ml-240" }), headers)).status).toBe(422);

    const countOrders = async () =>
      (await shop.database.db.select({ count: sql<number>`count(*)::int` }).from(orders))[0]!.count;
    const before = await countOrders();
    expect((await post("/orders", orderBody())).status).toBe(400);
    expect((await post("/orders", { game: 42 }, { "idempotency-key": "bad-body-1" })).status).toBe(400);
    const unconfirmed = await post("/orders", orderBody({ confirmed: false }), { "idempotency-key": "unconfirmed-1" });
    expect(unconfirmed.status).toBe(400);
    const notFound = await post("/orders", orderBody({ account: { ...ML_ACCOUNT, userId: "123450000" } }), {
      "idempotency-key": "not-found-1",
    });
    expect(notFound.status).toBe(422);
    expect(await countOrders()).toBe(before);
  });

  it("never redeems a promo code past its global limit: 20 orders paid at once, 5 delivered, 15 refunded in full", async () => {
    await shop.database.db
      .insert(promoCodes)
      .values({ code: "LIMA", kind: "percent", percentBps: 1_000, globalLimit: 5 });
    // Unpaid orders reserve nothing: all 20 are accepted.
    const created = await Promise.all(
      Array.from({ length: 20 }, (_, index) =>
        createOrder({
          promoCode: "LIMA",
          paymentMethod: "card",
          account: { ...ML_ACCOUNT, userId: `5${index + 10}6789123` },
        }),
      ),
    );
    expect(created.every((result) => result.status === 201)).toBe(true);
    const tokens = await Promise.all(created.map(() => tokenize(CARD_OK)));
    await Promise.all(
      created.map((result, index) => post(`/orders/public/${result.body.data.id}/pay`, { tokenId: tokens[index] })),
    );
    const ids = created.map((result) => result.body.data.id);
    await until(async () => {
      const rows = await Promise.all(ids.map((id) => shop.orderRow(id)));
      return rows.filter((row) => row.status === "canceled").length === 15;
    }, 20_000);
    const rows = await Promise.all(ids.map((id) => shop.orderRow(id)));
    expect(rows.filter((row) => row.status === "in_progress" || row.status === "complete")).toHaveLength(5);
    const [promo] = await shop.database.db.select().from(promoCodes).where(eq(promoCodes.code, "LIMA"));
    expect(promo!.redemptions).toBe(5);
    // The 15 that lost the code got their money back at the gateway, each in full (card payments
    // not settled yet are voided).
    for (const row of rows.filter((candidate) => candidate.status === "canceled")) {
      expect(await shop.midtrans.fetchStatus({ paymentId: `${row.number}-1` })).toMatchObject({
        status: "canceled",
        amount: money(row.total, "IDR"),
      });
    }
    // Now the code is used up: a new order is told so at once.
    expect((await createOrder({ promoCode: "LIMA" })).status).toBe(422);
  }, 30_000);

  it("holds the balance at creation and gives it and the promo code back when the order expires unpaid", async () => {
    await shop.services.wallet.creditGold({ userId, amount: money(200_000, "IDR"), reference: "test:gold" });
    await shop.database.db
      .insert(promoCodes)
      .values({ code: "SEKALI", kind: "percent", percentBps: 500, perUserLimit: 1 });
    const created = await createOrder(
      { promoCode: "SEKALI", useGold: 5_000, paymentMethod: "va-bca" },
      { authorization: `Bearer ${token}` },
    );
    expect(created.status).toBe(201);
    expect((await shop.services.wallet.balances(userId, "IDR")).goldHeld).toEqual(money(5_000, "IDR"));
    // The code is spent for this buyer while the order waits.
    const second = await createOrder({ promoCode: "SEKALI" }, { authorization: `Bearer ${token}` });
    expect(second.status).toBe(422);

    const canceled = await shop.services.paymentFlow.cancelExpired(new Date(Date.now() + 61 * 60_000));
    expect(canceled.done).toBeGreaterThanOrEqual(1);
    expect(canceled.failed).toBe(0);
    expect((await shop.orderRow(created.body.data.id)).status).toBe("canceled");
    const balances = await shop.services.wallet.balances(userId, "IDR");
    expect(balances.gold).toEqual(money(200_000, "IDR"));
    expect(balances.goldHeld).toEqual(money(0, "IDR"));
    const [promo] = await shop.database.db.select().from(promoCodes).where(eq(promoCodes.code, "SEKALI"));
    expect(promo!.redemptions).toBe(0);
    expect((await createOrder({ promoCode: "SEKALI" }, { authorization: `Bearer ${token}` })).status).toBe(201);
  });

  it("a QRIS payment with duplicated, delayed and reordered notifications moves the order to in_progress once", async () => {
    const { body } = await createOrder();
    const pay = (await (await post(`/orders/public/${body.data.id}/pay`, {})).json()) as { redirectUrl: string };
    const page = await (await fetch(pay.redirectUrl)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)![1]!;
    const paid = await fetch(pay.redirectUrl.split("?")[0]!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "id" }),
    });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toContain(`/card-payment/${body.data.id}`);

    await until(async () => (await shop.orderRow(body.data.id)).status === "in_progress");
    // Let every duplicate and the stale "pending" arrive, then count the transitions.
    await new Promise((resolve) => setTimeout(resolve, 800));
    const events = await eventsOf(body.data.id);
    expect(events.map((event) => `${event.fromStatus}->${event.toStatus}`)).toEqual([
      "null->awaiting_payment",
      "awaiting_payment->in_progress",
    ]);
    expect((await shop.orderRow(body.data.id)).status).toBe("in_progress");
  });

  it("sends the buyer back to the shop's own address whatever Host header the pay call carried", async () => {
    const { body } = await createOrder();
    const pay = await shop.app.inject({
      method: "POST",
      url: `/backend/api/orders/public/${body.data.id}/pay`,
      headers: { host: "evil.example", "x-forwarded-host": "evil.example" },
      payload: {},
    });
    const { redirectUrl } = pay.json<{ redirectUrl: string }>();
    const page = await (await fetch(redirectUrl)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)![1]!;
    const paid = await fetch(redirectUrl.split("?")[0]!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "id" }),
    });
    expect(paid.headers.get("location")).toMatch(new RegExp(`^${shop.base}/card-payment/${body.data.id}\\?`));
  });

  it("refuses a notification with a tampered signature and changes nothing", async () => {
    const { body } = await createOrder();
    await post(`/orders/public/${body.data.id}/pay`, {});
    const order = await shop.orderRow(body.data.id);
    const forged = {
      transaction_status: "settlement",
      status_code: "200",
      order_id: `${order.number}-1`,
      gross_amount: `${order.total}.00`,
      currency: "IDR",
      payment_type: "qris",
      transaction_id: "forged",
      signature_key: "0".repeat(128),
    };
    const response = await post("/payments/notification", forged);
    expect(response.status).toBe(403);
    expect((await shop.orderRow(body.data.id)).status).toBe("awaiting_payment");
  });

  const tokenize = (number: string) => shop.tokenize(number);

  it("a declined card leaves the order unpaid at the bank; Pay again with another card pays it", async () => {
    const { body } = await createOrder({ paymentMethod: "card" });
    const declined = (await (
      await post(`/orders/public/${body.data.id}/pay`, {
        tokenId: await tokenize(CARD_DECLINED),
        cardholderName: "PUTRI",
      })
    ).json()) as { result: string; data: { status: string; payable: boolean } };
    expect(declined.result).toBe("declined");
    expect(declined.data).toMatchObject({ status: "payment_failed", payable: true });

    const again = (await (
      await post(`/orders/public/${body.data.id}/pay`, { tokenId: await tokenize(CARD_OK), cardholderName: "PUTRI" })
    ).json()) as { result: string; data: { status: string } };
    expect(again.result).toBe("paid");
    expect(again.data.status).toBe("in_progress");
    await new Promise((resolve) => setTimeout(resolve, 800));
    const transitions = (await eventsOf(body.data.id)).map((event) => event.toStatus);
    expect(transitions).toEqual(["awaiting_payment", "payment_failed", "in_progress"]);
  });

  it("a 3-D Secure card goes to the challenge page; the right OTP pays the order", async () => {
    const { body } = await createOrder({ paymentMethod: "card" });
    const challenge = (await (
      await post(`/orders/public/${body.data.id}/pay`, { tokenId: await tokenize(CARD_3DS) })
    ).json()) as { result: string; redirectUrl: string };
    expect(challenge.result).toBe("redirect");
    const page = await (await fetch(challenge.redirectUrl)).text();
    const formToken = /name="form_token" value="([^"]+)"/.exec(page)![1]!;
    const done = await fetch(challenge.redirectUrl.split("?")[0]!, {
      method: "POST",
      redirect: "manual",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ otp: "112233", form_token: formToken, lang: "id" }),
    });
    expect(done.status).toBe(303);
    await until(async () => (await shop.orderRow(body.data.id)).status === "in_progress");
  });

  it("'write off up to' on the payment page settles the order again and moves the holds", async () => {
    const [buyer] = await shop.database.db.insert(users).values({ displayName: "Bima" }).returning();
    const bimaToken = generateAccessToken();
    await shop.database.db.insert(sessions).values({
      userId: buyer!.id,
      tokenHash: hashAccessToken(bimaToken),
      expiresAt: new Date(Date.now() + 86_400_000),
    });
    await shop.services.wallet.accrueCashback({
      userId: buyer!.id,
      amount: money(10_000, "IDR"),
      reference: "bima:cb",
    });
    await shop.services.wallet.creditGold({ userId: buyer!.id, amount: money(5_000, "IDR"), reference: "bima:gold" });
    const auth = { authorization: `Bearer ${bimaToken}` };
    const { body } = await createOrder({ product: "ml-568", paymentMethod: "va-bca" }, auth);
    const id = body.data.id;
    const before = await shop.orderRow(id);
    expect([before.listAmount, before.cashbackUsed, before.goldUsed, before.fee]).toEqual([150_000, 0, 0, 4_000]);
    // 1% cashback is offered while no balance is used.
    expect(before.cashbackAmount).toBe(1_500);

    const on = await post(`/orders/public/${id}/write-off`, { use: true }, auth);
    expect(on.status).toBe(200);
    const used = await shop.orderRow(id);
    // KupiCoins: 15% of Rp 150.000 is Rp 22.500, so the whole Rp 10.000 balance; then the Rp 5.000 gold.
    expect([used.cashbackUsed, used.goldUsed, used.total, used.cashbackAmount]).toEqual([10_000, 5_000, 139_000, 0]);
    expect(await shop.services.wallet.balances(buyer!.id, "IDR")).toEqual({
      cashback: money(0, "IDR"),
      gold: money(0, "IDR"),
      cashbackHeld: money(10_000, "IDR"),
      goldHeld: money(5_000, "IDR"),
    });

    // Someone else's order, or no session, changes nothing.
    expect((await post(`/orders/public/${id}/write-off`, { use: false })).status).toBe(401);
    expect(
      (await post(`/orders/public/${id}/write-off`, { use: false }, { authorization: `Bearer ${token}` })).status,
    ).toBe(404);

    expect((await post(`/orders/public/${id}/write-off`, { use: false }, auth)).status).toBe(200);
    const off = await shop.orderRow(id);
    expect([off.cashbackUsed, off.goldUsed, off.total, off.cashbackAmount]).toEqual([0, 0, 154_000, 1_500]);
    expect((await shop.services.wallet.balances(buyer!.id, "IDR")).cashback).toEqual(money(10_000, "IDR"));

    // Once the buyer is at the provider's page, the amount is fixed.
    await post(`/orders/public/${id}/pay`, {});
    expect((await post(`/orders/public/${id}/write-off`, { use: true }, auth)).status).toBe(409);
  });

  it("a paid order's receipt goes once to each contact the buyer gave; a failed send is retried", async () => {
    const { body } = await createOrder({ paymentMethod: "card", email: "putri@example.com", phone: "0812 7777 8888" });
    await post(`/orders/public/${body.data.id}/pay`, { tokenId: await tokenize(CARD_OK) });
    const queued = await shop.database.db.select().from(receipts).where(eq(receipts.orderId, body.data.id));
    expect(queued.map((receipt) => [receipt.channel, receipt.recipient]).sort()).toEqual([
      ["email", "putri@example.com"],
      ["whatsapp", "6281277778888"],
    ]);

    const failing = await sendPendingReceipts({
      orders: shop.services.orders,
      receipts: createReceiptQueue(shop.database.db),
      sender: { send: () => Promise.reject(new Error("SMTP 451 try later")) },
      compose: (_order, receipt) => ({
        channel: receipt.channel,
        recipient: receipt.recipient,
        locale: "id",
        subject: "",
        text: "",
        fields: { kind: "receipt", orderNumber: "", product: "", total: "", orderUrl: "" },
        key: "",
        orderId: receipt.orderId,
      }),
      log: { warn: () => undefined },
    });
    expect(failing).toEqual({ sent: 0, failed: 2 });
    const retried = await shop.database.db.select().from(receipts).where(eq(receipts.orderId, body.data.id));
    expect(retried.every((receipt) => receipt.status === "pending" && receipt.attempts === 1)).toBe(true);

    expect(await shop.services.sendReceipts()).toEqual({ sent: 2, failed: 0 });
    expect(await shop.services.sendReceipts()).toEqual({ sent: 0, failed: 0 });
    const number = (await shop.orderRow(body.data.id)).number;
    const sent = await shop.database.db
      .select()
      .from(outboxMessages)
      .where(eq(outboxMessages.recipient, "putri@example.com"));
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toContain(`Kupi: pembayaran pesanan ${number} diterima`);
    expect(sent[0]!.body).toContain(`${shop.base}/card-payment/${body.data.id}`);
    expect(sent[0]!.body).toContain("12•••••89 (2001)");
  });

  it("no card number reaches the shop's logs or any of its tables", async () => {
    const { rows } = await shop.database.pool.query<{ table_name: string }>(
      "SELECT table_name FROM information_schema.tables WHERE table_schema = 'public'",
    );
    const dump: string[] = [];
    for (const { table_name: table } of rows) {
      const content = await shop.database.pool.query<{ row: string }>(
        `SELECT row_to_json(t)::text AS row FROM "${table}" t`,
      );
      dump.push(...content.rows.map((row) => row.row));
    }
    expect(dump.join("\n")).toContain("in_progress");
    for (const number of [CARD_3DS, CARD_OK, CARD_DECLINED]) {
      expect(dump.join("\n")).not.toContain(number);
      expect(shop.logLines.join("")).not.toContain(number);
    }
    expect(shop.logLines.length).toBeGreaterThan(10);
    const [paidOrders] = await shop.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.status, "in_progress"), eq(orders.paymentMethod, "card")));
    // Cards paid orders in this file (the declined card's order was paid again with another card).
    expect(paidOrders!.count).toBeGreaterThanOrEqual(3);
  });
});
