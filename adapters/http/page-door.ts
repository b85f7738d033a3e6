import type { FastifyReply, FastifyRequest } from "fastify";
import { serverTranslator } from "../../i18n/catalog";
import { localizePath, splitLocalePath } from "../../core/locales";
import { ART_MAX_BYTES } from "../../core/art/upload-check";
import { RECONCILIATION_MAX_BYTES } from "../../core/admin/reconciliation";

/** Page forms are a few fields (sign-in, a code, a rating): more than this is not a buyer. */
export const PAGE_BODY_LIMIT = 65_536;

/**
 * The console's art forms carry one image (core/art/upload-check.ts) and a few fields; the
 * reconciliation form, one provider's report (core/admin/reconciliation.ts). Twice the file's limit,
 * so that a file somewhat over it still reaches the form, which says what the limit is.
 */
const ART_BODY_LIMIT = 2 * ART_MAX_BYTES;
const REPORT_BODY_LIMIT = 2 * RECONCILIATION_MAX_BYTES;

/** The largest body any page takes: what the body parser is set to read at most. */
export const UPLOAD_BODY_LIMIT = Math.max(ART_BODY_LIMIT, REPORT_BODY_LIMIT);

/**
 * The largest body a page's form may post: more than a few fields only for the console's pages that
 * upload a file (art on a game's page and the payment marks, the reconciliation's report). Such a
 * post's file may hold NUL bytes; the action still checks the operator.
 */
function uploadLimit(url: string): number | undefined {
  const path = splitLocalePath(url.split("?")[0] ?? "").path;
  if (/^\/admin\/catalog\/[^/]+$/.test(path)) return ART_BODY_LIMIT;
  if (path === "/admin/reconciliation") return REPORT_BODY_LIMIT;
  return undefined;
}

/** What the shop's forms send; anything else is not one of them. */
const FORM_TYPES = /^(application\/x-www-form-urlencoded|multipart\/form-data)\s*(;|$)/i;

export type Refusal = { status: 400 | 403 | 405 | 411 | 413 | 415 | 503 };

/** When a visitor, or a crawler, is told to come back while the database is out of reach. */
export const UNAVAILABLE_RETRY_AFTER_SECONDS = 30;

/**
 * Checks a page request before React Router sees it, so that no action ever meets input it would
 * fail on (a 500) or store half of: only GET, HEAD and POST; no NUL character anywhere (PostgreSQL
 * cannot keep one); a form post is of a form's type, from this site (the check React Router makes,
 * answered here without its logged error), with a body that parses. `shopOrigin` is the shop's
 * address (PUBLIC_ORIGIN, or the request's own in test mode without one): a form post's Origin must
 * be exactly it, scheme, host and port.
 */
export async function checkPageRequest(
  request: FastifyRequest,
  body: Buffer | undefined,
  shopOrigin: string,
): Promise<Refusal | undefined> {
  if (!["GET", "HEAD", "POST"].includes(request.method)) return { status: 405 };
  if (/%00/.test(request.url) || request.url.includes("\u0000")) return { status: 400 };
  if (request.method !== "POST") return undefined;
  const type = request.headers["content-type"] ?? "";
  if (!FORM_TYPES.test(type)) return { status: 415 };
  const origin = request.headers.origin;
  if (origin !== undefined && !isOrigin(origin, shopOrigin)) return { status: 403 };
  const bytes = body ?? Buffer.alloc(0);
  // An image's bytes hold NULs: there only the fields' text is held to the rule, the files are the action's.
  const upload = uploadLimit(request.url) !== undefined && /^multipart\/form-data/i.test(type);
  if (!upload && (bytes.includes(0) || /%00/.test(bytes.toString("latin1")))) return { status: 400 };
  let form: FormData;
  try {
    form = await new Response(new Uint8Array(bytes), { headers: { "content-type": type } }).formData();
  } catch {
    return { status: 400 };
  }
  if (upload)
    for (const [name, value] of form.entries())
      if (name.includes("\u0000") || (typeof value === "string" ? value : value.name).includes("\u0000"))
        return { status: 400 };
  return undefined;
}

/** Whether an Origin header names exactly this origin (scheme, host and port, as URLs normalise them). */
function isOrigin(header: string, origin: string): boolean {
  try {
    return new URL(header).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}

/** Before the body is read: a length must be given (Node then reads no more), and it must be small. */
export function checkPageBodySize(request: FastifyRequest): Refusal | undefined {
  if (request.method !== "POST" && request.method !== "PUT" && request.method !== "PATCH") return undefined;
  if (request.headers["transfer-encoding"]) return { status: 411 };
  const limit = uploadLimit(request.url) ?? PAGE_BODY_LIMIT;
  if (Number(request.headers["content-length"] ?? 0) > limit) return { status: 413 };
  return undefined;
}

/**
 * A refused page request answers a short page in the visitor's language, with a way home; one the
 * shop cannot serve for now (503: the database out of reach) says to try again, and when.
 */
export function sendRefusal(request: FastifyRequest, reply: FastifyReply, refusal: Refusal): FastifyReply {
  const pathname = request.url.split("?")[0] ?? "/";
  let locale;
  try {
    locale = splitLocalePath(decodeURIComponent(pathname)).locale;
  } catch {
    locale = splitLocalePath(pathname).locale;
  }
  const t = serverTranslator(locale);
  const unavailable = refusal.status === 503;
  const message = t(refusal.status === 413 ? "page.tooLarge" : unavailable ? "page.unavailable" : "api.badRequest");
  if (refusal.status === 405) reply.header("Allow", "GET, HEAD, POST");
  if (unavailable) {
    reply.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
    reply.header("Cache-Control", "no-store");
  }
  // An empty link is this very address: the page again.
  const tryAgain = unavailable ? `<p><a href="">${t("page.tryAgain")}</a></p>` : "";
  const html =
    `<!doctype html><html lang="${locale}"><head><meta charset="utf-8">` +
    `<meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">` +
    `<title>${message}</title></head><body><h1>${message}</h1>${tryAgain}` +
    `<p><a href="${localizePath("/", locale)}">${t("error.backHome")}</a></p></body></html>`;
  return reply.code(refusal.status).type("text/html; charset=utf-8").send(html);
}
