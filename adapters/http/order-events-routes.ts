import type { FastifyInstance } from "fastify";
import type { ServerResponse } from "node:http";
import type { OrderNews } from "../../core/orders/order-news";
import type { AppServices } from "../../core/services";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

/** A comment line every so often keeps proxies and mobile carriers from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** Open streams from one address: a household's or a carrier's many pages, not a script's thousands. */
const STREAMS_PER_ADDRESS = 20;
/** Open streams on this server; past it pages poll (their fallback) instead. */
const STREAMS_PER_SERVER = 20_000;

/**
 * GET /orders/public/:id/news: the same news read once, for a page whose stream broke (it asks every
 * few seconds): one read of the order's news, cheaper than the page's whole data.
 *
 * GET /orders/public/:id/events: an order's news as server-sent events (decision 064). The first
 * event is the order's news at once, then one per change its notifications announce; the stream
 * ends once the order is settled. Whoever holds the order's link may follow it, as they may read it.
 * Idle streams cost no timer of their own: one heartbeat serves them all.
 */
export async function orderEventsRoutes(
  app: FastifyInstance,
  options: { services: Pick<AppServices, "orderNews"> },
): Promise<void> {
  const { orderNews } = options.services;
  const open = new Set<ServerResponse>();
  const perAddress = new Map<string, number>();
  let heartbeat: ReturnType<typeof setInterval> | undefined;

  const beat = () => open.forEach((response) => response.write(":\n\n"));

  function opened(response: ServerResponse, address: string): void {
    open.add(response);
    perAddress.set(address, (perAddress.get(address) ?? 0) + 1);
    heartbeat ??= setInterval(beat, HEARTBEAT_MS).unref();
  }

  function closed(response: ServerResponse, address: string): void {
    if (!open.delete(response)) return;
    const left = (perAddress.get(address) ?? 1) - 1;
    if (left > 0) perAddress.set(address, left);
    else perAddress.delete(address);
    if (open.size === 0 && heartbeat) {
      clearInterval(heartbeat);
      heartbeat = undefined;
    }
  }

  // Streams never end on their own: a shutdown ends them (the pages poll, then follow another server).
  app.addHook("preClose", (done) => {
    open.forEach((response) => response.end());
    done();
  });

  typed(app).route({
    ...contract("readOrderNews", { notFound: "payment.orderNotFound" }),
    handler: async (request, reply) => {
      const news = await orderNews.read(request.params.id);
      if (!news) return sendApiError(request, reply, "payment.orderNotFound");
      return reply.header("Cache-Control", "no-store").send({ data: news });
    },
  });

  typed(app).route({
    ...contract("followOrder", { notFound: "payment.orderNotFound" }),
    handler: async (request, reply) => {
      const address = request.ip;
      if (open.size >= STREAMS_PER_SERVER || (perAddress.get(address) ?? 0) >= STREAMS_PER_ADDRESS)
        return sendApiError(request, reply, "api.tooManyRequests");
      const orderId = request.params.id;
      // Followed before the first read, so that no change between the two goes unsent.
      const early: { open: boolean; newer?: OrderNews } = { open: false };
      const unfollow = orderNews.follow(orderId, (news) => (early.open ? send(news) : (early.newer = news)));
      const first = await orderNews.read(orderId).catch((error: unknown) => {
        unfollow();
        throw error;
      });
      if (!first) {
        unfollow();
        return sendApiError(request, reply, "payment.orderNotFound");
      }

      // The stream is written here, past Fastify's answer hooks: the compressor would hold its
      // events back to fill a block.
      reply.hijack();
      const stream = reply.raw;
      // The headers the shop's hooks set (request id, policies) go with it: those set on the raw
      // answer (helmet's) are on it already, and Fastify's own are added as Fastify would.
      const onRaw = stream.getHeaders();
      for (const [name, value] of Object.entries(reply.getHeaders()))
        if (value !== undefined && onRaw[name] !== value) stream.setHeader(name, value);
      stream.writeHead(200, {
        "Content-Type": "text/event-stream; charset=utf-8",
        "Cache-Control": "no-store",
        // nginx and its kin would buffer the stream too.
        "X-Accel-Buffering": "no",
      });
      function end() {
        unfollow();
        closed(stream, address);
        stream.end();
      }
      function send(news: OrderNews) {
        stream.write(`data: ${JSON.stringify(news)}\n\n`);
        if (news.settled) end();
      }
      opened(stream, address);
      stream.on("close", end);
      early.open = true;
      send(early.newer ?? first);
    },
  });
}
