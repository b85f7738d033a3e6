import path from "node:path";
import { fileURLToPath } from "node:url";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import type { ServerBuild } from "react-router";
import { randomBytes } from "node:crypto";
import { toWebRequest } from "../adapters/http/web-request";
import { contentSecurityPolicy } from "../adapters/http/content-security-policy";
import type { AppServices } from "../core/services";
import { withoutForeignSignalHandlers } from "./signals";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
export const BUILD_DIR = path.join(ROOT, "build");

const PAGE_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE"] as const;
/** Page forms are a few fields (sign-in, a code, a rating): more than this is not a buyer. */
export const PAGE_BODY_LIMIT = 65_536;

/**
 * Every request that is not the API goes to React Router's server rendering, with the domain
 * services as its load context (DESIGN §3). In development Vite serves the modules with hot reload;
 * in production the built assets are served here, hashed ones cached as immutable.
 */
export async function pagesPlugin(
  app: FastifyInstance,
  options: { services: AppServices; dev: boolean },
): Promise<void> {
  let build: () => Promise<ServerBuild>;
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
    await app.register(fastifyStatic, {
      root: path.join(BUILD_DIR, "client"),
      wildcard: false,
      index: false,
      setHeaders(reply, filePath) {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600");
      },
    });
  }

  // Loaded here, not at the top of the module: React picks its production or development build from
  // NODE_ENV when first loaded, and server/main.ts sets NODE_ENV only after validating the environment.
  const { createRequestHandler } = await import("react-router");
  const handle = createRequestHandler(build, options.dev ? "development" : "production");
  await app.register(async (scope) => {
    // Leave bodies unread: React Router actions parse their own form data from the raw stream.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null));
    const handler = async (request: Parameters<typeof toWebRequest>[0], reply: Parameters<typeof toWebRequest>[1]) => {
      // Actions read their own bodies, so the size is checked here, before anything is read: a body
      // must say how long it is (Node then reads no more), and that must be small.
      if (request.headers["transfer-encoding"]) return reply.code(411).type("text/plain").send("Length Required");
      if (Number(request.headers["content-length"] ?? 0) > PAGE_BODY_LIMIT)
        return reply.code(413).type("text/plain").send("Payload Too Large");
      // A fresh nonce per answer; development leaves the policy off (Vite injects its own scripts).
      const cspNonce = options.dev ? undefined : randomBytes(16).toString("base64");
      const response = await handle(toWebRequest(request, reply), {
        services: options.services,
        requestId: request.id,
        clientAddress: request.ip,
        cspNonce,
        log: request.log,
      });
      if (cspNonce)
        reply.header(
          "Content-Security-Policy",
          contentSecurityPolicy(cspNonce, { tokenizerUrl: options.services.payments.cardTokenizer.url }),
        );
      // Status and headers go onto Fastify's reply and the body as a plain stream, so every onSend
      // hook (compression) keeps them; Set-Cookie headers arrive one by one and are appended.
      reply.code(response.status);
      for (const [name, value] of response.headers) reply.header(name, value);
      return reply.send(response.body);
    };
    scope.route({ method: [...PAGE_METHODS], url: "/", handler });
    scope.route({ method: [...PAGE_METHODS], url: "/*", handler });
  });
}
