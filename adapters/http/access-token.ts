import type { FastifyRequest } from "fastify";
import { accessTokenFromHeaders } from "../../core/auth/access-token";

/** The request's access token (Bearer header, then the access_token cookie). */
export function requestAccessToken(request: FastifyRequest): string | undefined {
  return accessTokenFromHeaders(request.headers.authorization, request.headers.cookie);
}
