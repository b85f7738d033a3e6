import { brotliCompressSync, constants as zlibConstants, gzipSync } from "node:zlib";
import type { FastifyReply, FastifyRequest } from "fastify";

/** br when the visitor accepts it, else gzip, else none (a q=0 refuses an encoding). */
export function chooseEncoding(acceptEncoding: string | undefined): "br" | "gzip" | undefined {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.split(";").map((piece) => piece.trim());
    const refused = params.some((param) => /^q=0(\.0*)?$/.test(param));
    if (name && !refused) accepted.add(name);
  }
  if (accepted.has("br")) return "br";
  if (accepted.has("gzip")) return "gzip";
  return undefined;
}

/** Below this an answer goes as it is: compression would save less than its headers cost. */
export const COMPRESSION_THRESHOLD = 1024;
/**
 * Above this an answer is left to the streaming compressor (server/app.ts), so no single answer holds
 * the event loop for long. Pages (about 70 KB) and every JSON answer are well under it.
 */
const IN_ONE_CALL_LIMIT = 512 * 1024;
const COMPRESSIBLE = /^(text\/(?!event-stream)|application\/(json|problem\+json|javascript|xml)|image\/svg\+xml)/;

/**
 * Brotli quality 0 and gzip level 3 for answers made per request: on an uncached game page
 * each step up in quality costs more CPU than the bytes it saves are worth (decision 028 has the
 * figures). A render is the shop's scarce resource on a sale
 * day, and a few KB more cost a slow 4G link only milliseconds; the streaming compressor's per-chunk machinery cost more
 * than the compression itself. Pages kept in the page cache are compressed once at the formats' best
 * (server/page-cache.ts), hashed assets at build.
 */
const BROTLI = { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 0 } };
const GZIP = { level: 3 };

/**
 * Fastify onSend hook: an answer already whole in memory (a rendered page, a JSON body) is compressed
 * in one synchronous call. Streams, answers already encoded and small answers pass through unchanged
 * (the streaming compressor registered after this hook handles the streams).
 */
export function compressWholeAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: null, payload?: unknown) => void,
): void {
  if (typeof payload !== "string" && !Buffer.isBuffer(payload)) return done(null, payload);
  if (reply.hasHeader("content-encoding") || request.headers["x-no-compression"] !== undefined) {
    return done(null, payload);
  }
  const length = Buffer.byteLength(payload);
  const type = String(reply.getHeader("content-type") ?? "application/json");
  if (length < COMPRESSION_THRESHOLD || length > IN_ONE_CALL_LIMIT || !COMPRESSIBLE.test(type)) {
    return done(null, payload);
  }
  const encoding = chooseEncoding(request.headers["accept-encoding"]);
  if (!encoding) return done(null, payload);
  const body = encoding === "br" ? brotliCompressSync(payload, BROTLI) : gzipSync(payload, GZIP);
  reply.header("Content-Encoding", encoding);
  reply.header("Content-Length", body.length);
  const vary = reply.getHeader("vary");
  if (!vary) reply.header("Vary", "Accept-Encoding");
  else if (!/accept-encoding|\*/i.test(String(vary))) reply.header("Vary", `${String(vary)}, Accept-Encoding`);
  done(null, body);
}
