import { Readable } from "node:stream";
import type { FastifyReply, FastifyRequest } from "fastify";

/**
 * The Fetch API Request React Router expects, built from a Fastify request and the body the page
 * scope already read and checked (server/pages.ts); without one, the raw stream. Aborted when the
 * client goes away, so loaders can stop early. Its address is at `origin`, the shop's own that the
 * page door checked a form post's Origin against (React Router checks it again: the two agree), and
 * `pathAndQuery` replaces the request's own (the page's address without its landing parameters).
 */
export function toWebRequest(
  request: FastifyRequest,
  reply: FastifyReply,
  options: { origin: string; body?: Buffer; pathAndQuery?: string },
): Request {
  const { body, pathAndQuery = request.url } = options;
  // Appended rather than resolved: a path that starts with "//" or "/\" is still a path on this site.
  const url = new URL(pathAndQuery.startsWith("/") ? `${options.origin}${pathAndQuery}` : "/", options.origin);
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, value);
  }
  const controller = new AbortController();
  reply.raw.once("close", () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const init: RequestInit & { duplex?: "half" } = { method: request.method, headers, signal: controller.signal };
  if (body) init.body = new Uint8Array(body);
  else if (request.method !== "GET" && request.method !== "HEAD") {
    init.body = Readable.toWeb(request.raw) as ReadableStream<Uint8Array>;
    init.duplex = "half";
  }
  return new Request(url, init);
}
