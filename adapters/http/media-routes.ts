import type { FastifyInstance } from "fastify";
import { parseArtFile } from "../../core/art/art";
import type { AppServices } from "../../core/services";
import { isDatabaseUnavailable } from "../db/database-errors";

/** An address names its content: what it answers never changes, so browsers and CDNs keep it a year. */
export const MEDIA_CACHE_CONTROL = "public, max-age=31536000, immutable";

/** Whether an If-None-Match header names this ETag (a list, weak or strong, or `*`). */
function matches(header: string | undefined, etag: string): boolean {
  if (!header) return false;
  return header.split(",").some((candidate) => {
    const tag = candidate.trim().replace(/^W\//, "");
    return tag === "*" || tag === etag;
  });
}

/**
 * The uploaded art's bytes (decision 034), at /media/<hash>-<width>.webp, for GET and HEAD. An
 * address this shop never wrote is a 404 before the database is asked; an ETag the browser holds
 * answers 304 without the bytes.
 */
export function mediaRoutes(app: FastifyInstance, services: Pick<AppServices, "art">): void {
  app.get<{ Params: { file: string } }>("/media/:file", async (request, reply) => {
    const notFound = () =>
      reply.code(404).header("Cache-Control", "no-cache").type("text/plain; charset=utf-8").send("Not Found");
    const address = parseArtFile(request.params.file);
    if (!address) return notFound();
    let variant;
    try {
      variant = await services.art.variant(address.hash, address.width);
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      request.log.warn({ err: error }, "media request failed: database unavailable");
      return reply.code(503).header("Retry-After", "30").header("Cache-Control", "no-store").send();
    }
    if (!variant) return notFound();
    const etag = `"${address.hash}-${address.width}"`;
    reply
      .header("Cache-Control", MEDIA_CACHE_CONTROL)
      .header("ETag", etag)
      .header("X-Content-Type-Options", "nosniff")
      .header("Content-Type", variant.contentType);
    if (matches(request.headers["if-none-match"], etag)) return reply.code(304).send();
    return reply.send(Buffer.from(variant.bytes));
  });
}
