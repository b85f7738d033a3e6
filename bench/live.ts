/**
 * The live order path under load (decision 064), on a shop of its own: the built shop on a
 * fresh embedded database, the sandbox payment gateway in its own process (`dist/sandbox-gateway.js`,
 * whose Snap the shop's real Midtrans adapter calls when a buyer presses Pay), and the bench's own
 * Digiflazz (bench/live-supplier.ts), which the shop's real Digiflazz adapter buys from. The bench
 * plays the payment provider's notifications (signed as the gateway signs them) and the supplier's
 * webhooks, so that it knows to the millisecond when each left, and follows each order as an open
 * order page does, over the shop's server-sent events. Every request goes through the shop's real
 * routes; nothing is a test door.
 *
 * - paid to supplier request: a paid notification posted for each of N orders at once, until the
 *   shop's purchase request for it reaches the supplier;
 * - delivered to open page: the supplier's webhook for each of them, sent at once, until the page
 *   following it receives the news with the order complete;
 * - paid to open page (reported, not budgeted): the notification until the page's news say paid;
 * - paid notification answered, delivery webhook answered (reported): the shop's answers to them;
 * - the same three, one at a time (reported): each order paid, then delivered, once the one before
 *   has had its effect, the path's own latency without the crowd;
 * - idle order pages: the shop's CPU over a quiet interval while 2,000 pages follow 2,000 orders whose
 *   payments are open, as a share of one core (with the same share without the pages beside it);
 * - order stream opening: the shop's CPU to open a page's stream and, later, to close it, per stream.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { randomBytes, randomUUID } from "node:crypto";
import http from "node:http";
import { performance } from "node:perf_hooks";
import { notificationBody } from "../adapters/payments/sandbox-gateway/bodies";
import { money } from "../core/money";
import type { OrderNews } from "../core/orders/order-news";
import { sandboxDigiflazzAccount } from "../server/supplier";
import type { LiveMeasured } from "./budgets";
import { startBenchSupplier, type BenchSupplier, type Times } from "./live-supplier";
import { cpuMs, freePort, percentile, sleep, treeCpuMs, waitFor } from "./measure";
import { BENCH_ORDER, startShop, stopShop, type ShopProcess } from "./shop-process";

export interface LiveSettings {
  /** Orders paid at once, then delivered at once (the 200). */
  orders: number;
  /** Order pages following their orders while the shop idles (the 2,000). */
  streams: number;
  /** The quiet interval measured, with the pages and without them. */
  idleSeconds: number;
  /** One round of paying and delivering before the measured one: the shop's code warm, as on a sale day. */
  warmRound: boolean;
  /** The shop, the gateway, its Digiflazz face and the bench's supplier listen on the four ports from here; unset: free ports. */
  firstPort?: number;
  /** Node options of the shop's process (bench/statements.ts loads its statement log with them). */
  shopNodeArgs?: string[];
}

/** The most any one event of a round may take before it counts as lost. */
const PATIENCE_MS = 30_000;
/** The shop's cap on streams from one address (adapters/http/order-events-routes.ts): pages come from many. */
const STREAMS_PER_ADDRESS = 20;
/** Requests the bench has in flight while it sets orders up. */
const SETUP_AT_ONCE = 20;
/** Orders paid and delivered one after the other, after the burst. */
const ALONE = 20;
/** Pages opening their streams at the same moment while 2,000 open. */
const OPENING_AT_ONCE = 50;

/** Runs `work` over `items`, `size` at a time, keeping their order. */
async function inPool<T, R>(items: readonly T[], size: number, work: (item: T, index: number) => Promise<R>) {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}

async function until(done: () => boolean, timeoutMs = PATIENCE_MS): Promise<void> {
  const deadline = performance.now() + timeoutMs;
  while (!done() && performance.now() < deadline) await sleep(5);
}

/** An order page's stream: when the news first said each order status, and whether it broke. */
interface Stream {
  firstAt: Map<string, number>;
  opened: Promise<void>;
  /** The stream ended or broke before the bench closed it (it ends by itself once the order is settled). */
  ended: boolean;
  close(): void;
}

/**
 * Follows an order as its open page does (EventSource: GET …/events, `accept: text/event-stream`),
 * from `localAddress` on loopback: the shop counts streams per address, as pages come from many.
 */
function follow(port: number, orderId: string, localAddress: string): Stream {
  const firstAt = new Map<string, number>();
  const stream: Stream = { firstAt, opened: Promise.resolve(), ended: false, close: () => undefined };
  stream.opened = new Promise((resolve, reject) => {
    const request = http.get(
      {
        host: "127.0.0.1",
        port,
        localAddress,
        path: `/backend/api/orders/public/${orderId}/events`,
        headers: { accept: "text/event-stream", "user-agent": "Mozilla/5.0 (bench)" },
        agent: false,
      },
      (response) => {
        if (response.statusCode !== 200) {
          reject(new Error(`following ${orderId} from ${localAddress} answered ${response.statusCode}`));
          response.resume();
          return;
        }
        response.setEncoding("utf8");
        let buffer = "";
        response.on("data", (chunk: string) => {
          const at = performance.now();
          buffer += chunk;
          let end: number;
          while ((end = buffer.indexOf("\n\n")) >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            for (const line of event.split("\n")) {
              if (!line.startsWith("data: ")) continue;
              const news = JSON.parse(line.slice(6)) as OrderNews;
              if (!firstAt.has(news.order.status)) firstAt.set(news.order.status, at);
              resolve();
            }
          }
        });
        response.on("close", () => (stream.ended = true));
      },
    );
    request.on("error", (error) => {
      stream.ended = true;
      reject(error);
    });
    stream.close = () => request.destroy();
  });
  return stream;
}

/** The loopback address of the `index`th page: 20 pages an address, from 127.0.<block>.1 on. */
const addressOf = (block: number, index: number) => `127.0.${block}.${1 + Math.floor(index / STREAMS_PER_ADDRESS)}`;

interface PayingOrder {
  id: string;
  /** The supplier's ref_id of its one unit. */
  reference: string;
  /** The Midtrans order_id of its open payment (the shop's attempt). */
  paymentId: string;
  total: number;
}

function summary(name: string, latencies: number[], count: number, note?: string): LiveMeasured {
  const lost = count - latencies.length;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    name,
    count,
    lost,
    ...(latencies.length > 0
      ? {
          p50Ms: round(percentile(latencies, 0.5)),
          p99Ms: round(percentile(latencies, 0.99)),
          maxMs: round(Math.max(...latencies)),
        }
      : {}),
    ...(note ? { note } : {}),
  };
}

export async function measureLive(settings: LiveSettings): Promise<LiveMeasured[]> {
  const ports = settings.firstPort
    ? [0, 1, 2, 3].map((offset) => settings.firstPort! + offset)
    : await Promise.all([freePort(), freePort(), freePort(), freePort()]);
  const [shopPort, gatewayPort, facePort, supplierPort] = ports as [number, number, number, number];
  const origin = `http://127.0.0.1:${shopPort}`;
  const serverKey = `SB-Mid-server-bench-${randomBytes(12).toString("base64url")}`;
  const clientKey = `SB-Mid-client-bench-${randomBytes(12).toString("base64url")}`;
  const children: ChildProcess[] = [];
  let shopProcess: ShopProcess | undefined;
  let supplier: BenchSupplier | undefined;
  const streams: Stream[] = [];
  const started = (file: string, env: Record<string, string>) => {
    const child = spawn(process.execPath, [file], { env: { ...process.env, ...env }, stdio: "inherit" });
    children.push(child);
    return child;
  };

  try {
    // The shop's Digiflazz account at a shared sandbox: username fixed, key and secret the gateway's server key.
    supplier = await startBenchSupplier({
      account: sandboxDigiflazzAccount(serverKey),
      port: supplierPort,
      callbackUrl: `${origin}/backend/api/supplier/callback`,
    });
    started("dist/sandbox-gateway.js", {
      PORT: String(gatewayPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PAYMENT_SANDBOX_SERVER_KEY: serverKey,
      PAYMENT_SANDBOX_CLIENT_KEY: clientKey,
      PAYMENT_SANDBOX_NOTIFICATION_URL: `${origin}/backend/api/payments/notification`,
      // Its own Digiflazz face is left unused: the shop buys from the bench's supplier.
      SUPPLIER_SANDBOX_PORT: String(facePort),
    });
    shopProcess = await startShop("live", ".", {
      port: shopPort,
      ...(settings.shopNodeArgs ? { nodeArgs: settings.shopNodeArgs } : {}),
      env: {
        PAYMENT_SANDBOX_URL: `http://127.0.0.1:${gatewayPort}`,
        PAYMENT_SANDBOX_SERVER_KEY: serverKey,
        PAYMENT_SANDBOX_CLIENT_KEY: clientKey,
        SUPPLIER_SANDBOX_URL: supplier.url,
        // The 2,000 payments the idle pages wait for stay open for minutes; the shop would ask the
        // gateway about each after two. That is the cost of open payments, not of pages following
        // them: the bench's are not asked about while it runs.
        PAYMENT_STATUS_CHECK_AFTER_SECONDS: "3600",
      },
    });
    await waitFor(`http://127.0.0.1:${gatewayPort}/`, true);
    const pid = shopProcess.shop.pid!;

    const post = async (pathname: string, body: string, headers: Record<string, string> = {}) => {
      const answer = await fetch(origin + pathname, {
        method: "POST",
        headers: { "content-type": "application/json", ...headers },
        body,
      });
      const text = await answer.text();
      if (!answer.ok) throw new Error(`POST ${pathname} answered ${answer.status}: ${text}`);
      return JSON.parse(text) as unknown;
    };
    /** A new order, and Pay pressed on it: its payment is open at the gateway. */
    const orderWithOpenPayment = async () => {
      const created = (await post("/backend/api/orders", BENCH_ORDER, { "idempotency-key": randomUUID() })) as {
        data: { id: string; number: string };
      };
      const paid = (await post(`/backend/api/orders/public/${created.data.id}/pay`, "{}")) as {
        redirectUrl?: string;
        data: { lines: { total: number } };
      };
      if (!paid.redirectUrl) throw new Error(`Pay on ${created.data.id} led nowhere`);
      return { ...created.data, redirectUrl: paid.redirectUrl, total: paid.data.lines.total };
    };
    /**
     * An order whose payment the bench will notify: the buyer opens the gateway's page (which makes the
     * payment pending there, as it does for a buyer), where its Midtrans order_id is shown.
     */
    const payingOrder = async (): Promise<PayingOrder> => {
      const order = await orderWithOpenPayment();
      const gatewayPage = new URL(order.redirectUrl);
      gatewayPage.searchParams.set("lang", "en");
      const page = await (await fetch(gatewayPage)).text();
      const paymentId = /<dt>Order ID<\/dt><dd>([^<]+)<\/dd>/.exec(page)?.[1];
      if (!paymentId) throw new Error(`the gateway's page of ${order.id} (${order.redirectUrl}) shows no order id`);
      return { id: order.id, reference: `${order.number}-1`, paymentId, total: order.total };
    };

    /**
     * N orders, each followed by its page, paid at once then delivered at once (`together`), or
     * one at a time: each payment or webhook sent once the one before has had its effect.
     */
    async function round(count: number, together: boolean) {
      const orders = await inPool(Array.from({ length: count }), SETUP_AT_ONCE, payingOrder);
      const pages = orders.map((order, index) => follow(shopPort, order.id, addressOf(2, index)));
      streams.push(...pages);
      await Promise.all(pages.map((page) => page.opened));
      // The gateway's own "pending" notifications (the buyers opened its page) have come and gone.
      await sleep(1_000);

      const now = new Date();
      const notifications = orders.map((order) =>
        JSON.stringify(
          notificationBody(
            {
              orderId: order.paymentId,
              transactionId: randomUUID(),
              amount: money(order.total, "IDR"),
              status: "settlement",
              channel: "other_qris",
              paymentType: "qris",
              itemName: "Mobile Legends",
              formToken: "",
              createdAt: now,
              transactionTime: now,
              settlementTime: now,
              expiresAt: new Date(now.getTime() + 3_600_000),
              refunds: new Map(),
              refundedAmount: 0,
            },
            serverKey,
          ),
        ),
      );
      /** The CPU the shop and its database spend, per order, from the first send until the last effect. */
      const cpu = async () => ({ shop: await cpuMs(pid), tree: await treeCpuMs(pid) });
      const cpuPerOrder = (before: { shop: number; tree: number }, after: { shop: number; tree: number }) =>
        `CPU per order: shop ${((after.shop - before.shop) / count).toFixed(1)} ms, ` +
        `database ${((after.tree - after.shop - before.tree + before.shop) / count).toFixed(1)} ms`;
      const paidAt: number[] = [];
      const answeredAt: number[] = [];
      const beforePaying = await cpu();
      const notify = (index: number) => {
        paidAt[index] = performance.now();
        return post("/backend/api/payments/notification", notifications[index]!).then(
          () => (answeredAt[index] = performance.now()),
        );
      };
      if (together) await Promise.all(orders.map((_, index) => notify(index)));
      else
        for (const [index, order] of orders.entries()) {
          await notify(index);
          await until(
            () => supplier!.arrivalOf(order.reference) !== undefined && pages[index]!.firstAt.has("in_progress"),
          );
        }
      await until(() => orders.every((order) => supplier!.arrivalOf(order.reference) !== undefined));
      const paying = cpuPerOrder(beforePaying, await cpu());
      await until(() => pages.every((page) => page.firstAt.has("in_progress")));
      // Paid news and the purchases' Pending answers written: the shop is quiet again before the webhooks.
      await sleep(1_000);

      const beforeDelivering = await cpu();
      const references = orders.map((order) => order.reference);
      const delivered = together ? await supplier!.deliver(references) : new Map<string, Times>();
      if (!together)
        for (const [index, reference] of references.entries()) {
          for (const [each, times] of await supplier!.deliver([reference])) delivered.set(each, times);
          await until(() => pages[index]!.firstAt.has("complete"));
        }
      await until(() => pages.every((page) => page.firstAt.has("complete")));
      const delivering = cpuPerOrder(beforeDelivering, await cpu());
      pages.forEach((page) => page.close());

      const since = (start: (index: number) => number, end: (index: number) => number | undefined) =>
        orders.flatMap((_, index) => {
          const at = end(index);
          return at === undefined ? [] : [at - start(index)];
        });
      return {
        paying,
        delivering,
        toSupplier: since(
          (index) => paidAt[index]!,
          (index) => supplier!.arrivalOf(orders[index]!.reference),
        ),
        answered: since(
          (index) => paidAt[index]!,
          (index) => answeredAt[index],
        ),
        paidOnPage: since(
          (index) => paidAt[index]!,
          (index) => pages[index]!.firstAt.get("in_progress"),
        ),
        deliveredOnPage: since(
          (index) => delivered.get(orders[index]!.reference)!.sentAt,
          (index) => pages[index]!.firstAt.get("complete"),
        ),
        deliveryAnswered: since(
          (index) => delivered.get(orders[index]!.reference)!.sentAt,
          (index) => delivered.get(orders[index]!.reference)!.answeredAt,
        ),
      };
    }

    if (settings.warmRound) await round(settings.orders, true);
    const measured = await round(settings.orders, true);
    // The same path without the crowd: the shop's own latency, which the burst's queue adds to.
    const alone = await round(ALONE, false);

    // The idle pages: orders whose payments are open, the page's reason to follow them.
    const waiting = await inPool(Array.from({ length: settings.streams }), SETUP_AT_ONCE, orderWithOpenPayment);
    const openAll = async () => {
      const opened = waiting.map((order, index) => follow(shopPort, order.id, addressOf(1, index)));
      streams.push(...opened);
      await inPool(opened, OPENING_AT_ONCE, (page) => page.opened);
      return opened;
    };
    const closeAll = async (pages: Stream[]) => {
      pages.forEach((page) => page.close());
      // The shop hears each close as its socket ends.
      await sleep(1_000);
    };
    if (settings.warmRound) {
      await closeAll(await openAll());
      await sleep(1_000);
    }
    const beforeOpening = await cpuMs(pid);
    const pages = await openAll();
    const opening = (await cpuMs(pid)) - beforeOpening;
    await sleep(3_000);
    const beforeIdle = await cpuMs(pid);
    await sleep(settings.idleSeconds * 1_000);
    const idle = (await cpuMs(pid)) - beforeIdle;
    const brokenPages = pages.filter((page) => page.ended).length;
    const beforeClosing = await cpuMs(pid);
    await closeAll(pages);
    const closing = (await cpuMs(pid)) - beforeClosing;
    await sleep(2_000);
    const beforeQuiet = await cpuMs(pid);
    await sleep(settings.idleSeconds * 1_000);
    const quiet = (await cpuMs(pid)) - beforeQuiet;
    const share = (ms: number) => Number((ms / (settings.idleSeconds * 1_000)).toFixed(4));
    if (supplier.refused() > 0)
      throw new Error(`the bench's supplier refused ${supplier.refused()} of the shop's requests`);

    return [
      summary("paid to supplier request", measured.toSupplier, settings.orders, measured.paying),
      summary("delivered to open page", measured.deliveredOnPage, settings.orders, measured.delivering),
      summary("paid to open page", measured.paidOnPage, settings.orders),
      summary("paid notification answered", measured.answered, settings.orders),
      summary("delivery webhook answered", measured.deliveryAnswered, settings.orders),
      summary("paid to supplier request, one at a time", alone.toSupplier, ALONE, alone.paying),
      summary("delivered to open page, one at a time", alone.deliveredOnPage, ALONE, alone.delivering),
      summary("paid to open page, one at a time", alone.paidOnPage, ALONE),
      {
        name: "idle order pages",
        count: settings.streams,
        lost: brokenPages,
        coreShare: share(idle),
        note: `${settings.idleSeconds} s; without the pages ${(share(quiet) * 100).toFixed(2)} %`,
      },
      {
        name: "order stream opening",
        count: settings.streams,
        lost: 0,
        cpuMsPerRequest: Number(((opening + closing) / settings.streams).toFixed(3)),
        note: `opening ${opening} ms, closing ${closing} ms of CPU for ${settings.streams}`,
      },
    ];
  } finally {
    streams.forEach((stream) => stream.close());
    await supplier?.close();
    if (shopProcess) await stopShop(shopProcess);
    for (const child of children) {
      if (child.exitCode !== null) continue;
      child.kill("SIGTERM");
      await new Promise((resolve) => child.once("exit", resolve));
    }
  }
}
