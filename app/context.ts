import type { FastifyBaseLogger } from "fastify";
import { createContext, type RouterContextProvider } from "react-router";
import type { PageServices } from "../core/services";

/** What every page request carries from the server: the services pages may use and this request's facts. */
export interface RequestScope {
  services: PageServices;
  requestId: string;
  /** The client's address (TRUST_PROXY_HOPS decides whether a proxy's word counts), for rate limits. */
  clientAddress: string;
  /** This answer's Content-Security-Policy nonce (undefined in development, which sends no policy). */
  cspNonce: string | undefined;
  /** The id of the build this server serves (its client manifest's version), for update checks. */
  buildId: string;
  /** The request's logger: its lines carry the request id. */
  log: FastifyBaseLogger;
  /**
   * The page may be served to every visitor from the page cache (server/page-cache.ts): it is
   * rendered as for a guest, whoever asked, and the browser asks GET /auth/session who is signed in.
   */
  shared: boolean;
  /**
   * The request asks for a page's HTML, not for a client navigation's data (`.data`): loaders then
   * name their message sets (and the game pages their game), which the page carries as data blocks
   * (core/packed-blocks.ts).
   */
  document: boolean;
  /**
   * Hears an error React Router met in a loader, an action or a render: the server logs it by its
   * cause and, when the database is out of reach, answers 503 "try again" instead of the error page.
   */
  failed(error: unknown): void;
}

/**
 * React Router's typed context for the request scope: server/pages.ts sets it for each request,
 * loaders and actions read it with `context.get(requestScope)`. The server takes this very key from
 * the page build (entry.server.tsx re-exports it): a context is found by identity, and the build
 * holds its own copy of this module.
 */
export const requestScope = createContext<RequestScope>();

/**
 * What a loader, action or middleware hands the helpers it shares with others: the raw request (its
 * cookies, headers, body) and the page's URL, as React Router normalizes it. React Router passes its
 * own request through unchanged (`future.v8_passThroughRequests`, react-router.config.ts): a data
 * request's address ends in `.data` and carries `_routes`, so a page's path, language and parameters
 * are read from `url`, never from `request.url`.
 */
export interface PageArgs {
  request: Request;
  url: URL;
  context: Readonly<RouterContextProvider>;
}
