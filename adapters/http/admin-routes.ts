import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { Operator } from "../../core/admin/operators";
import type { AppServices } from "../../core/services";
import { operatorOf, requireOperator } from "./admin-access";
import { sendApiError } from "./api-reply";
import { contract, typed } from "./contract";

export type AdminRouteServices = Pick<AppServices, "admin" | "auth">;

/** An operator as the API shows them: the TOTP secret never leaves the repository. */
const operatorView = (operator: Operator) => ({
  userId: operator.userId,
  role: operator.role,
  status: operator.status,
  displayName: operator.displayName,
  email: operator.email,
  totpEnrolled: operator.totpEnrolled,
  createdAt: operator.createdAt.toISOString(),
});

/** The console's operators over HTTP (admin only): list, invite, change role, disable, reset TOTP. */
export async function adminRoutes(app: FastifyInstance, options: { services: AdminRouteServices }): Promise<void> {
  const { admin } = options.services;
  const api = typed(app);
  const onlyAdmins = requireOperator(options.services, "operators");
  /** The operator a route's :userId names, before the body is read; 404 when there is none. */
  const existingOperator = async (request: FastifyRequest<{ Params: { userId: string } }>, reply: FastifyReply) => {
    if (!(await admin.find(request.params.userId))) return sendApiError(request, reply, "admin.operatorNotFound");
  };

  api.route({
    ...contract("adminOperators"),
    preValidation: onlyAdmins,
    handler: async () => ({ data: (await admin.list()).map(operatorView) }),
  });

  api.route({
    ...contract("adminInvite"),
    preValidation: onlyAdmins,
    handler: async (request, reply) => {
      const { role, email, identity } = request.body;
      if (!email && !identity) return sendApiError(request, reply, "admin.inviteNeedsWho");
      const invite = await admin.invite(
        operatorOf(request),
        { role, email: email ?? null, identity: identity ?? null },
        { requestId: request.id },
      );
      return { data: { token: invite.token, expiresAt: invite.expiresAt.toISOString() } };
    },
  });

  api.route({
    ...contract("adminOperatorRole", { notFound: "admin.operatorNotFound" }),
    preValidation: onlyAdmins,
    preHandler: existingOperator,
    handler: async (request) => {
      const changed = await admin.changeRole(operatorOf(request), request.params.userId, request.body.role, {
        requestId: request.id,
      });
      return { data: { changed } };
    },
  });

  api.route({
    ...contract("adminOperatorStatus", { notFound: "admin.operatorNotFound" }),
    preValidation: onlyAdmins,
    preHandler: existingOperator,
    handler: async (request) => {
      const changed = await admin.setDisabled(operatorOf(request), request.params.userId, request.body.disabled, {
        requestId: request.id,
      });
      return { data: { changed } };
    },
  });

  api.route({
    ...contract("adminOperatorTotpReset", { notFound: "admin.operatorNotFound" }),
    preValidation: onlyAdmins,
    preHandler: existingOperator,
    handler: async (request) => {
      const changed = await admin.resetTotp(operatorOf(request), request.params.userId, { requestId: request.id });
      return { data: { changed } };
    },
  });
}
