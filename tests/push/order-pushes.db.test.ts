import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../adapters/db/database";
import { createPushQueue } from "../../adapters/db/orders/push-queue";
import { pushNotices, pushSubscriptions } from "../../adapters/db/schema";
import {
  startFakePushService,
  type FakePushService,
  type FakeSubscription,
} from "../../adapters/messaging/push-service-fake";
import { composePush } from "../../adapters/messaging/push-text";
import { TEST_MODE_VAPID_KEYS, createWebPushSender } from "../../adapters/messaging/web-push-sender";
import { createOrderRepository } from "../../adapters/db/orders/order-repository";
import { sendPendingPushes } from "../../core/orders/push-job";
import { startCheckoutHarness, until, type CheckoutHarness } from "../support/checkout-harness";

/**
 * The buyer who tapped "Notify me" on the order page is told each status once: the pushes are
 * queued with the moves, sent by the job from any number of servers, encrypted so that only their
 * browser reads them (the fake push service decrypts with the subscription's private key), and a
 * subscription the push service forgot is forgotten by the shop too.
 */
describe("order status pushes", () => {
  let shop: CheckoutHarness;
  let pushService: FakePushService;
  let second: DatabaseHandle;
  const vapid = { ...TEST_MODE_VAPID_KEYS, subject: "mailto:support@kupi.id" };

  beforeAll(async () => {
    pushService = await startFakePushService();
    shop = await startCheckoutHarness({
      delivery: { supplierDelayMs: 0 },
      // Every payment notification arrives three times: the paid move is still queued once.
      notifications: { duplicates: 3, delayMs: 0, retryDelaysMs: [100, 200] },
      push: { publicKey: vapid.publicKey, sender: createWebPushSender(vapid) },
    });
    second = openDatabase(shop.database.url, { max: 5 });
  }, 60_000);
  afterAll(async () => {
    await second?.close();
    await shop?.close();
    await pushService?.close();
  });

  const subscribe = (orderId: string, subscription: FakeSubscription, locale = "en") =>
    shop.post(`/orders/public/${orderId}/push`, {
      endpoint: subscription.endpoint,
      keys: { p256dh: subscription.p256dh, auth: subscription.auth },
      locale,
    });

  /** One server's run of the push job, on its own connection pool. */
  const serverRun = (db: DatabaseHandle["db"]) =>
    sendPendingPushes({
      orders: createOrderRepository(db),
      queue: createPushQueue(db),
      sender: createWebPushSender(vapid),
      compose: (order, push) => composePush(order, push, shop.base),
      log: { warn: () => undefined },
    });

  it("tells paid and delivered once each, in the subscribing page's language, even with two servers sending", async () => {
    const buyer = await shop.signedInBuyer("Buyer Push");
    const phone = pushService.subscribe(vapid.publicKey);
    // The page subscribes while the order awaits payment: create it unpaid first.
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "950501111" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "push-order-1", ...buyer.auth },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    expect((await subscribe(data.id, phone, "ru")).status).toBe(200);
    // Subscribing again from the same browser changes nothing.
    expect((await subscribe(data.id, phone, "ru")).status).toBe(200);
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize("4111111111111111") });
    await until(async () => (await shop.orderRow(data.id)).status === "complete", 20_000);

    const runs = await Promise.all([serverRun(shop.database.db), serverRun(second.db), serverRun(second.db)]);
    expect(runs.reduce((sum, run) => sum + run.sent, 0)).toBe(2);
    await Promise.all([serverRun(shop.database.db), serverRun(second.db)]);

    const { number, productTitle } = await shop.orderRow(data.id);
    const url = `${shop.base}/ru/card-payment/${data.id}`;
    expect(pushService.received(phone.endpoint)).toEqual([
      {
        title: `Kupi: заказ ${number}`,
        body: `Оплата за «${productTitle}» получена. Товар уже в пути на ваш игровой аккаунт.`,
        url,
        tag: `order:${data.id}`,
      },
      {
        title: `Kupi: заказ ${number}`,
        body: `«${productTitle}» доставлен на ваш игровой аккаунт.`,
        url,
        tag: `order:${data.id}`,
      },
    ]);
    const notices = await shop.database.db.select().from(pushNotices).where(eq(pushNotices.orderId, data.id));
    expect(notices.map((notice) => [notice.status, notice.state, notice.key]).sort()).toEqual([
      ["delivered", "sent", `push:${data.id}:delivered`],
      ["paid", "sent", `push:${data.id}:paid`],
    ]);
  });

  it("forgets a subscription the push service answers 410 Gone for, and its queued pushes", async () => {
    const buyer = await shop.signedInBuyer("Buyer Gone");
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId: "950502222" },
        confirmed: true,
        paymentMethod: "card",
      },
      { "idempotency-key": "push-order-2", ...buyer.auth },
    );
    const { data } = (await created.json()) as { data: { id: string } };
    const gone = pushService.subscribe(vapid.publicKey);
    const kept = pushService.subscribe(vapid.publicKey);
    await subscribe(data.id, gone, "id");
    await subscribe(data.id, kept, "id");
    pushService.expire(gone.endpoint);
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize("4111111111111111") });
    await until(async () => (await shop.orderRow(data.id)).status === "complete", 20_000);
    await serverRun(shop.database.db);

    const left = await shop.database.db
      .select({ id: pushSubscriptions.id, endpoint: pushSubscriptions.endpoint })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.orderId, data.id));
    expect(left.map((row) => row.endpoint)).toEqual([kept.endpoint]);
    // The dead subscription's queued delivered push went with it; only the kept one's remain.
    const notices = await shop.database.db.select().from(pushNotices).where(eq(pushNotices.orderId, data.id));
    expect(new Set(notices.map((notice) => notice.subscriptionId))).toEqual(new Set([left[0]!.id]));
    expect(pushService.received(gone.endpoint)).toEqual([]);
    expect(pushService.received(kept.endpoint).map((message) => (message as { body: string }).body)).toEqual([
      expect.stringMatching(/^Pembayaran untuk .* sudah diterima\./),
      expect.stringMatching(/sudah masuk ke akun game Anda\.$/),
    ]);
  });

  it("refuses a subscription to an order that does not exist, and a malformed one", async () => {
    const phone = pushService.subscribe(vapid.publicKey);
    const missing = await subscribe("00000000-0000-4000-8000-000000000000", phone);
    expect(missing.status).toBe(404);
    const malformed = await shop.post("/orders/public/00000000-0000-4000-8000-000000000000/push", {
      endpoint: "not a url",
      keys: { p256dh: "x", auth: "y" },
      locale: "en",
    });
    expect(malformed.status).toBe(400);
    expect(((await malformed.json()) as { message: string }).message).not.toMatch(/zod|stack|at /i);
  });
});
