import type { FastifyRequest } from "fastify";
import type { PublicConfig } from "../../core/services";

// A host as browsers send it: a name or IPv4 address, or a bracketed IPv6 one, and an optional port.
const HOST = /^(?:\[[0-9a-f:.]{2,45}\]|[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?)(?::\d{1,5})?$/i;

/**
 * The origin an order placed by this request links to (receipts, payment returns), or null for the
 * configured PUBLIC_ORIGIN. Only in test mode without PUBLIC_ORIGIN does the request decide, and only
 * with a well-formed host; outside test mode the Host header is never trusted.
 */
export function requestOrigin(request: FastifyRequest, config: PublicConfig): string | null {
  if (!config.originFromRequest) return null;
  const host = request.host;
  if (!HOST.test(host) || (request.protocol !== "http" && request.protocol !== "https")) return null;
  return `${request.protocol}://${host.toLowerCase()}`;
}
