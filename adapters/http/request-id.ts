import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";

export const REQUEST_ID_HEADER = "x-request-id";
const SAFE_ID = /^[A-Za-z0-9._-]{8,64}$/;

/**
 * Uses the caller's X-Request-Id (a proxy's) when it is a plain token, so one id follows a request
 * across services; anything else is replaced, so a client cannot write arbitrary text into the logs.
 */
export function requestIdFor(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === "string" && SAFE_ID.test(incoming) ? incoming : randomUUID();
}
