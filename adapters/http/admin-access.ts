import type { FastifyReply, FastifyRequest } from "fastify";
import type { Operator } from "../../core/admin/operators";
import type { Permission } from "../../core/admin/permissions";
import { ADMIN_SESSION_COOKIE, cookieValue } from "../../core/cookies";
import type { AppServices } from "../../core/services";
import { requestAccessToken } from "./access-token";
import { sendApiError } from "./api-reply";

const operatorsOf = new WeakMap<FastifyRequest, Operator>();

/**
 * The role check of every route under /backend/api/admin, as a preValidation hook (before the body
 * is read, so a refused caller learns nothing of shapes): no admin session 401, a buyer or a role
 * without `permission` 403, in the API's error shape.
 */
export function requireOperator(services: Pick<AppServices, "admin" | "auth">, permission: Permission) {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const buyer = await services.auth.currentUser(requestAccessToken(request));
    const access = await services.admin.authorize(
      cookieValue(request.headers.cookie, ADMIN_SESSION_COOKIE),
      permission,
      buyer?.id,
    );
    if (!access.ok)
      return sendApiError(
        request,
        reply,
        access.error.code === "forbidden" ? "admin.forbidden" : "admin.signInRequired",
      );
    operatorsOf.set(request, access.operator);
  };
}

/** The operator `requireOperator` let through. */
export function operatorOf(request: FastifyRequest): Operator {
  const operator = operatorsOf.get(request);
  if (!operator) throw new Error("route without requireOperator");
  return operator;
}
