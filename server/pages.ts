import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import { serviceWorkerRoute } from "../adapters/http/service-worker";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { RouterContext, ServerBuild } from "react-router";
import { randomBytes } from "node:crypto";
import { Readable } from "node:stream";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { toWebRequest } from "../adapters/http/web-request";
import { requestOrigin } from "../adapters/http/request-origin";
import { contentSecurityPolicy, inlineScriptHashes, inlineStyleHashes } from "../adapters/http/content-security-policy";
import { PAGE_CACHE_VARY, pageCacheKey } from "../adapters/http/page-cache-policy";
import {
  checkPageBodySize,
  checkPageRequest,
  sendRefusal,
  UPLOAD_BODY_LIMIT,
  UNAVAILABLE_RETRY_AFTER_SECONDS,
} from "../adapters/http/page-door";
import { isDatabaseUnavailable } from "../adapters/db/database-errors";
import { pageServices, type AppServices } from "../core/services";
import { attributionFromUrl, attributionSetCookie, withoutLandingParams } from "../core/attribution";
import type { RequestScope } from "../app/context";
import { withoutForeignSignalHandlers } from "./signals";
import { CACHED_PAGE_CONTROL, cachedPage, createPageCache, sendCachedPage } from "./page-cache";
import { pageHandlers } from "./page-builds";
import { sendPage } from "./page-compression";

const ROOT = fileURLToPath(new URL("..", import.meta.url));

/** The parameters of a request's path and query. */
const queryOf = (pathAndQuery: string) => new URLSearchParams(pathAndQuery.slice(pathAndQuery.indexOf("?") + 1));
export const BUILD_DIR = path.join(ROOT, "build");
/** The build's id for open tabs to poll (written by react-router.config.ts). */
const LATEST_BUILD_FILE = path.join("builds", "latest.json");

/** An answer the browser saves as a file rather than shows. */
const isAttachment = (response: Response) => /^attachment\b/i.test(response.headers.get("content-disposition") ?? "");

/** Every method reaches the handler, which answers 405 to all but GET, HEAD and POST. */
const PAGE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"] as const;

/**
 * Every request that is not the API goes to React Router's server rendering, with the domain
 * services as its load context. In development Vite serves the modules with hot reload;
 * in production the built assets are served here, hashed ones cached as immutable.
 */
export async function pagesPlugin(
  app: FastifyInstance,
  options: { services: AppServices; dev: boolean },
): Promise<void> {
  // A function makes React Router derive its route tables (flattened and ranked for four locale trees)
  // on every request, so it is given only in development, where Vite may reload the modules; in
  // production the build object itself is handed over and derived once (decision 028).
  let build: () => Promise<ServerBuild>;
  let fixedBuild: ServerBuild | undefined;
  if (options.dev) {
    const { createServer } = await import("vite");
    const vite = await withoutForeignSignalHandlers(() =>
      createServer({ root: ROOT, server: { middlewareMode: true }, appType: "custom" }),
    );
    await app.register((await import("@fastify/middie")).default);
    app.use(vite.middlewares);
    app.addHook("onClose", () => vite.close());
    build = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
  } else {
    const serverBuild = (await import(path.join(BUILD_DIR, "server", "index.js"))) as ServerBuild;
    build = async () => serverBuild;
    fixedBuild = serverBuild;
    // The shell the service worker keeps: the entry and root modules and the installed app's icons.
    const { assets } = serverBuild;
    serviceWorkerRoute(app, {
      version: assets.version,
      precache: [
        ...new Set([
          assets.entry.module,
          ...assets.entry.imports,
          ...(assets.routes.root?.module ? [assets.routes.root.module] : []),
          ...(assets.routes.root?.imports ?? []),
          "/icons/icon-192.png",
        ]),
      ],
    });
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      wildcard: false,
      index: false,
      // The hashed assets' .br and .gz files, compressed at build time (scripts/precompress-assets.ts).
      preCompressed: true,
      setHeaders(reply, filePath) {
        // The build's id (react-router.config.ts) must reach polling tabs fresh, or none sees a deploy.
        if (filePath.endsWith(LATEST_BUILD_FILE)) return reply.header("Cache-Control", "no-cache");
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Loaded here, not at the top of the module: React picks its production or development build from
  // NODE_ENV when first loaded, and server/main.ts sets NODE_ENV only after validating the environment.
  const { createRequestHandler, RouterContextProvider } = await import("react-router");
  const mode = options.dev ? "development" : "production";
  // React Router's own handlers. A function as the build makes React Router derive its route tables
  // on every request, so it is given only in development, where Vite may reload the modules. In
  // production a request goes to the build of its locale and first segment (server/page-builds.ts),
  // the route discovery endpoint to the whole one.
  const devHandler = fixedBuild ? undefined : createRequestHandler(build, mode);
  const handlerFor = fixedBuild
    ? pageHandlers(fixedBuild, (routes) => createRequestHandler(routes, mode))
    : () => devHandler!;
  const services = pageServices(options.services);
  const policyOptions = { tokenizerUrl: options.services.payments.cardTokenizer?.url };
  const cookieOptions = { secureCookies: options.services.config.production };
  // Anonymous catalog, legal and landing pages, rendered once per catalog change (production only:
  // in development every edit must show). Any catalog change, here or on another server, empties it.
  const cache = options.dev ? undefined : createPageCache();
  if (cache) options.services.catalogChanges.subscribe(() => cache.clear());
  await app.register(async (scope) => {
    // Size first, before a byte is read: 64 KB at most, more for the console's upload forms only
    // (art, the reconciliation's report: checkPageBodySize holds every other form to its own limit,
    // so the parser's larger one is reached by those alone). Then the body is read here, checked, and handed to React Router, so
    // an action never meets a body it would fail on.
    scope.addHook("onRequest", async (request, reply) => {
      const refusal = checkPageBodySize(request);
      if (refusal) return sendRefusal(request, reply, refusal);
    });
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", { parseAs: "buffer", bodyLimit: UPLOAD_BODY_LIMIT }, (_request, body, done) =>
      done(null, body),
    );
    // Errors while reading a body (cut short, over the limit) answer as refusals, never as a 500.
    scope.setErrorHandler((error: FastifyError, request, reply) => {
      if (error.statusCode === 413) return sendRefusal(request, reply, { status: 413 });
      if (error.statusCode && error.statusCode < 500) return sendRefusal(request, reply, { status: 400 });
      if (isDatabaseUnavailable(error)) {
        request.log.warn({ err: error }, "page request failed: database unavailable");
        return sendRefusal(request, reply, { status: 503 });
      }
      request.log.error({ err: error }, "page request failed");
      return reply.code(500).type("text/plain; charset=utf-8").send("Internal Server Error");
    });
    const handler = async (request: FastifyRequest, reply: FastifyReply) => {
      const body = Buffer.isBuffer(request.body) ? request.body : undefined;
      // The shop's own address: a form post must come from it, and React Router sees the request at it.
      const shopOrigin = requestOrigin(request, options.services.config) ?? options.services.config.publicOrigin;
      const refusal = await checkPageRequest(request, body, shopOrigin);
      if (refusal) return sendRefusal(request, reply, refusal);
      // A landing link's parameters change nothing a page shows (core/attribution.ts): the attribution
      // cookie is set from them here, on whatever answer goes back, and the page is the one of the
      // address without them, from the cache when it may be.
      const url = withoutLandingParams(request.url);
      const landing = url === request.url ? undefined : attributionFromUrl(queryOf(request.url), new Date());
      if (landing) reply.header("Set-Cookie", attributionSetCookie(landing, cookieOptions.secureCookies));
      // While another server's change could go unheard, nothing is served from the cache or stored.
      const cacheKey =
        cache && options.services.catalogChanges.heard()
          ? pageCacheKey({ method: request.method, url, headers: request.headers })
          : undefined;
      if (cache && cacheKey) {
        const hit = cache.get(cacheKey, Date.now());
        if (hit) return sendCachedPage(request, reply, hit, "hit", cookieOptions);
      }
      const generation = cache?.generation() ?? 0;
      // A fresh nonce per answer rendered for one visitor; a page that may be cached carries none and
      // is allowed its inline scripts by their hashes. Development leaves the policy off (Vite
      // injects its own scripts).
      const cspNonce = options.dev || cacheKey ? undefined : randomBytes(16).toString("base64");
      const serverBuild = await build();
      // The key comes from the build, whose copy of app/context.ts is not the one imported here.
      const { requestScope } = serverBuild.entry.module as unknown as { requestScope: RouterContext<RequestScope> };
      let databaseOut = false;
      const scope: RequestScope = {
        services,
        buildId: serverBuild.assets.version,
        requestId: request.id,
        clientAddress: request.ip,
        cspNonce,
        log: request.log,
        shared: cacheKey !== undefined,
        document: !url.split("?", 1)[0]!.endsWith(".data"),
        failed(error) {
          if (!isDatabaseUnavailable(error)) return request.log.error({ err: error }, "page request failed");
          databaseOut = true;
          request.log.warn({ err: error }, "page request failed: database unavailable");
        },
      };
      const response = await handlerFor(url)(
        toWebRequest(request, reply, { origin: shopOrigin, body, pathAndQuery: url }),
        new RouterContextProvider(new Map([[requestScope, scope]])),
      );
      // A page that failed because the database is out of reach says so and when to try again (503),
      // as the API does; a client navigation's data keeps React Router's shape for its router.
      const status = databaseOut && response.status >= 500 ? 503 : response.status;
      if (status === 503 && scope.document) return sendRefusal(request, reply, { status });
      if (status === 503) reply.header("Retry-After", String(UNAVAILABLE_RETRY_AFTER_SECONDS));
      if (cspNonce) reply.header("Content-Security-Policy", contentSecurityPolicy({ nonce: cspNonce }, policyOptions));
      // A download (a console export, decision 048) is sent as it is made, never read whole: it may be
      // larger than memory. Fastify pipes the stream with backpressure and destroys it when the client
      // goes away, which cancels the web stream and stops its reads; the shop's compressor streams it.
      if (response.body && isAttachment(response)) {
        reply.code(status);
        for (const [name, value] of response.headers) reply.header(name, value);
        return reply.send(Readable.fromWeb(response.body as WebReadableStream<Uint8Array>));
      }
      // The entry renders a page whole (app/entry.server.tsx), so reading it whole costs no waiting.
      const bytes = response.body ? Buffer.from(await response.arrayBuffer()) : undefined;
      if (cache && cacheKey) {
        // The whole page is read here: its scripts are hashed for the policy, and it may be stored.
        const html = bytes ?? Buffer.alloc(0);
        const text = html.toString("utf8");
        const csp = contentSecurityPolicy(
          { hashes: inlineScriptHashes(text), styleHashes: inlineStyleHashes(text) },
          policyOptions,
        );
        const storable =
          response.status === 200 &&
          !response.headers.has("set-cookie") &&
          // A page with a part that failed to render is answered 500 (app/entry.server.tsx).
          (response.headers.get("content-type") ?? "").startsWith("text/html");
        if (storable) {
          const headers: Record<string, string> = {};
          for (const [name, value] of response.headers) headers[name] = value;
          headers["cache-control"] = CACHED_PAGE_CONTROL;
          headers.vary = PAGE_CACHE_VARY;
          const page = await cachedPage(html, { csp, headers, now: Date.now() });
          cache.set(cacheKey, page, generation);
          return sendCachedPage(request, reply, page, "miss", cookieOptions);
        }
        reply.header("Content-Security-Policy", csp);
        reply.code(status);
        for (const [name, value] of response.headers) reply.header(name, value);
        if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", "private, no-cache");
        return sendPage(request, reply, html);
      }
      // Status and headers go onto Fastify's reply and the body as one buffer (app/entry.server.tsx
      // renders it whole), compressed in one call; Set-Cookie headers arrive one by one and are
      // appended.
      reply.code(status);
      for (const [name, value] of response.headers) reply.header(name, value);
      // A page rendered for one visitor is kept by no shared cache, and by the browser only to revalidate.
      if (!reply.hasHeader("cache-control")) reply.header("Cache-Control", "private, no-cache");
      return sendPage(request, reply, bytes);
    };
    scope.route({ method: [...PAGE_METHODS], url: "/", handler });
    scope.route({ method: [...PAGE_METHODS], url: "/*", handler });
  });
}
