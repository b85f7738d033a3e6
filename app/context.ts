import type { FastifyBaseLogger } from "fastify";
import type { AppServices } from "../core/services";

declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    requestId: string;
    /** The client's address (TRUST_PROXY_HOPS decides whether a proxy's word counts), for rate limits. */
    clientAddress: string;
    /** This answer's Content-Security-Policy nonce (undefined in development, which sends no policy). */
    cspNonce: string | undefined;
    /** The request's logger: its lines carry the request id. */
    log: FastifyBaseLogger;
  }
}

export {};
