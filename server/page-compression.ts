import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";
import { chooseEncoding } from "../adapters/http/accept-encoding";

/** Below this a page goes as it is: compression would save less than its headers cost. */
const COMPRESSION_THRESHOLD = 1024;
/** What a page route answers in text: its HTML, a navigation's data, a sitemap; anything else goes as it is. */
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|xml|javascript)|image\/svg\+xml)/;

/**
 * Sends a page rendered for this request, compressed in one synchronous call at quick levels (Brotli
 * quality 0, gzip level 3; docs/decisions/028-uncached-render.md). The page is whole in memory, and
 * one call costs a good part of a render less than handing it to the streaming compressor, which
 * every other answer goes through (docs/decisions/040-pages-on-public-api.md has the figures). Pages
 * kept for every visitor are compressed once at better levels (server/page-cache.ts).
 */
export function sendPage(request: FastifyRequest, reply: FastifyReply, page: Buffer | undefined): FastifyReply {
  const type = String(reply.getHeader("content-type") ?? "");
  if (!page || page.length < COMPRESSION_THRESHOLD || !COMPRESSIBLE.test(type) || reply.hasHeader("content-encoding"))
    return reply.send(page);
  reply.header("Vary", varyWithEncoding(reply.getHeader("vary")));
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return reply.send(page);
  const body =
    encoding === "br"
      ? brotliCompressSync(page, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 } })
      : gzipSync(page, { level: 3 });
  return reply.header("Content-Encoding", encoding).send(body);
}

function varyWithEncoding(vary: unknown): string {
  if (!vary) return "Accept-Encoding";
  const text = String(vary);
  return /accept-encoding|\*/i.test(text) ? text : `${text}, Accept-Encoding`;
}
