import { like } from "drizzle-orm";
import { get, type ClientRequest, type IncomingMessage } from "node:http";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { OrderNews } from "../../core/orders/order-news";
import { createOrderNewsHub, type OrderNewsHub } from "../../core/orders/order-news-hub";
import { createDeliveryWake } from "../../server/delivery-wake";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { listenForDueDeliveries, listenForOrderNews } from "../db/orders/order-news-events";
import { createPgListener, type PgListener } from "../db/pg-listener";
import { sandboxSupplierPurchases } from "../db/schema";

const silent = pino({ level: "silent" });

/**
 * One server-sent events stream, read as the browser's EventSource would, on a socket of its own
 * (a pooled client keeps spare sockets open, which would hold the shop's shutdown).
 */
async function follow(base: string, orderId: string) {
  const events: OrderNews[] = [];
  let ended = false;
  let request: ClientRequest | undefined;
  const response = await new Promise<IncomingMessage>((resolve, reject) => {
    request = get(`${base}/backend/api/orders/public/${orderId}/events`, {
      agent: false,
      headers: { "accept-encoding": "br, gzip" },
    });
    request.on("response", resolve).on("error", reject);
  });
  const reading = (async () => {
    let buffer = "";
    for await (const chunk of response.setEncoding("utf8")) {
      buffer += chunk as string;
      let cut: number;
      while ((cut = buffer.indexOf("\n\n")) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        if (block.startsWith("data: ")) events.push(JSON.parse(block.slice(6)) as OrderNews);
      }
    }
    ended = true;
  })().catch(() => undefined);
  return {
    status: response.statusCode,
    headers: response.headers,
    events,
    ended: () => ended,
    reading,
    close: () => request!.destroy(),
  };
}

/**
 * An order's changes reach every server at once through PostgreSQL (decision 064): the database's
 * triggers announce each committed change on a channel, each server's one LISTEN connection hears it,
 * its open order pages get the order's news over server-sent events, and a paid order's delivery
 * starts on the notification instead of at the queue's next poll.
 */
describe("order news", () => {
  let shop: CheckoutHarness;
  /** Three servers' LISTEN connections: the shop's own and two others on the same database. */
  const listeners: PgListener[] = [];
  /** The other two servers' open order pages, and what each heard. */
  const elsewhere: OrderNewsHub[] = [];
  const heardElsewhere: string[][] = [[], []];

  beforeAll(async () => {
    // No delivery queue: only the notification can start a delivery here.
    shop = await startCheckoutHarness();
    for (let server = 0; server < 3; server += 1) {
      const listener = createPgListener(shop.database.url, silent);
      const hub = server === 0 ? shop.services.orderNews : createOrderNewsHub(shop.services.orderNews.read, () => {});
      listenForOrderNews(listener, hub);
      // Each run of a delivery is its own owner of the claim, as each server is.
      listenForDueDeliveries(listener, createDeliveryWake(shop.services.fulfillment, silent));
      await listener.start();
      listeners.push(listener);
      if (server > 0) elsewhere.push(hub);
    }
  }, 60_000);
  afterAll(async () => {
    for (const listener of listeners) await listener.close();
    await shop?.close();
  });

  async function cardOrder(playerId: string) {
    const created = await shop.post(
      "/orders",
      { game: "free-fire", product: "ff-140", account: { playerId }, confirmed: true, paymentMethod: "card" },
      { "idempotency-key": `news-${playerId}` },
    );
    return ((await created.json()) as { data: { id: string } }).data.id;
  }

  it("streams the order's news at once, on each change, and ends once it is delivered", async () => {
    const id = await cardOrder("556677101");
    const stream = await follow(shop.base, id);
    expect(stream.status).toBe(200);
    expect(stream.headers["content-type"]).toBe("text/event-stream; charset=utf-8");
    // Never compressed: a compressor would hold the events back.
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.headers["cache-control"]).toBe("no-store");
    // The shop's hooks' headers: the request's id, helmet's and the API's policies.
    expect(stream.headers["x-request-id"]).toMatch(/\S/);
    expect(stream.headers["x-content-type-options"]).toBe("nosniff");
    expect(stream.headers["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(stream.headers["permissions-policy"]).toContain("camera=()");
    await until(async () => stream.events.length > 0);
    expect(stream.events[0]!.order).toMatchObject({ id, status: "awaiting_payment", payable: true });

    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await stream.reading;
    expect(stream.ended()).toBe(true);
    const statuses = stream.events.map((news) => news.order.status);
    expect(statuses).toContain("in_progress");
    expect(statuses.at(-1)).toBe("complete");
    expect(stream.events.at(-1)!.steps.map((step) => [step.step, step.state])).toEqual([
      ["paid", "done"],
      ["sent", "done"],
      ["confirmed", "done"],
      ["delivered", "done"],
    ]);
    // The stream carries the public order only: the game ID masked, no contact, no supplier.
    const text = JSON.stringify(stream.events);
    expect(text).not.toContain("556677101");
    expect(text).not.toMatch(/sandbox|digiflazz|@/i);
  }, 30_000);

  it("a settled order's stream says where it stands and ends", async () => {
    const id = await cardOrder("556677102");
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const stream = await follow(shop.base, id);
    await stream.reading;
    expect(stream.events.map((news) => news.order.status)).toEqual(["complete"]);
  }, 30_000);

  it("reads the same news once for a page whose stream broke, never from a cache", async () => {
    const id = await cardOrder("556677105");
    const stream = await follow(shop.base, id);
    await until(async () => stream.events.length > 0);
    const response = await fetch(`${shop.base}/backend/api/orders/public/${id}/news`);
    expect(response.status).toBe(200);
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(((await response.json()) as { data: OrderNews }).data).toEqual(stream.events[0]);
    stream.close();

    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    const delivered = (
      (await (await fetch(`${shop.base}/backend/api/orders/public/${id}/news`)).json()) as {
        data: OrderNews;
      }
    ).data;
    expect(delivered.order.status).toBe("complete");
    expect(delivered.settled).toBe(true);
    expect(delivered.steps.map((step) => step.state)).toEqual(["done", "done", "done", "done"]);
    expect(JSON.stringify(delivered)).not.toContain("556677105");
  }, 30_000);

  it("an unknown order is not found; a malformed id is not found either, as for the order's read", async () => {
    for (const path of ["events", "news"])
      for (const id of ["7b0a9a0e-8f55-4a53-9c31-0a4a3c1b2d3e", "not-an-order", "1%27%20OR%201=1"]) {
        const response = await fetch(`${shop.base}/backend/api/orders/public/${id}/${path}`);
        expect(response.status, id).toBe(404);
        expect(response.headers.get("content-type")).toContain("application/json");
        const body = (await response.json()) as { message: string; code: string };
        expect(body.code).toBe("payment.orderNotFound");
        expect(body.message).toBe("Pesanan tidak ditemukan. Periksa kembali tautan pembayaran Anda.");
      }
  });

  it("caps the streams one address holds open", async () => {
    const id = await cardOrder("556677103");
    const streams = await Promise.all(Array.from({ length: 20 }, () => follow(shop.base, id)));
    expect(streams.map((stream) => stream.status)).toEqual(Array(20).fill(200));
    const refused = await fetch(`${shop.base}/backend/api/orders/public/${id}/events`);
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { code: string }).code).toBe("api.tooManyRequests");
    streams.forEach((stream) => stream.close());
    // A page closed gives its place back.
    await until(async () => shop.services.orderNews.following() === 0);
    const again = await follow(shop.base, id);
    expect(again.status).toBe(200);
    again.close();
  });

  it("every server hears a committed change, and three servers woken by one payment buy once", async () => {
    const id = await cardOrder("556677104");
    // A page of the order open on each of the other servers.
    const stops = elsewhere.map((hub, server) =>
      hub.follow(id, (news) => heardElsewhere[server]!.push(news.order.status)),
    );
    await shop.post(`/orders/public/${id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(id)).status === "complete", 20_000);
    await until(async () => heardElsewhere.every((heard) => heard.includes("complete")));
    for (const heard of heardElsewhere) expect(heard).toContain("in_progress");
    stops.forEach((stop) => stop());
    const { number } = await shop.orderRow(id);
    const purchases = await shop.database.db
      .select()
      .from(sandboxSupplierPurchases)
      .where(like(sandboxSupplierPurchases.reference, `${number}-%`));
    expect(purchases).toHaveLength(1);
  }, 30_000);
});
