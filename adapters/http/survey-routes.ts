import type { FastifyInstance, FastifyRequest } from "fastify";
import { publicOrder } from "../../core/orders/public-order";
import { localizePath } from "../../core/locales";
import type { AppServices } from "../../core/services";
import { SURVEY_MESSAGES, VOUCHER_MESSAGES } from "../../i18n/survey-failures";
import { requestAccessToken } from "./access-token";
import { sendAccountErrors, sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { refuseOverLimit } from "./rate-limit";
import { requestLocale } from "./request-locale";

export type SurveyRouteServices = Pick<AppServices, "survey" | "auth" | "rateLimits">;

/**
 * The first survey over HTTP: POST /survey stores a signed-in buyer's answers (once per account)
 * and POST /survey/voucher spends the voucher they earned on one 30-day membership.
 */
export async function surveyRoutes(app: FastifyInstance, options: { services: SurveyRouteServices }): Promise<void> {
  const { survey, auth, rateLimits } = options.services;
  const api = typed(app);
  /** The signed-in buyer, found before validation: a guest is told to sign in, whatever they sent. */
  const buyers = new WeakMap<FastifyRequest, string>();
  const signedIn = async (request: FastifyRequest, reply: Parameters<typeof sendApiError>[1]) => {
    const user = await auth.currentUser(requestAccessToken(request));
    if (!user) return sendApiError(request, reply, "auth.required");
    buyers.set(request, user.id);
  };

  api.route({
    ...contract("completeSurvey", { invalid: "survey.invalid" }),
    preValidation: signedIn,
    handler: async (request, reply) => {
      const { foundVia, games, priority, comment } = request.body;
      const result = await survey.complete(
        buyers.get(request)!,
        { foundVia, games, priority, comment: comment ?? null },
        requestLocale(request),
      );
      if (!result.ok) return sendApiError(request, reply, SURVEY_MESSAGES[result.error.code]);
      return reply.code(201).send({ data: { voucher: true as const } });
    },
  });

  api.route({
    ...contract("redeemSurveyVoucher"),
    preValidation: signedIn,
    handler: async (request, reply) => {
      const locale = requestLocale(request);
      const body = request.body;
      const player = `player:${body.game}:${JSON.stringify(body.account)}`;
      if (await refuseOverLimit(rateLimits, request, reply, "orderCreate", player, buyers.get(request))) return reply;
      const result = await survey.redeem(buyers.get(request)!, {
        locale,
        gameSlug: body.game,
        productSku: body.product,
        account: body.account,
        confirmed: body.confirmed,
        lookupSkipped: body.lookupSkipped,
      });
      if (!result.ok) {
        const { error } = result;
        if (error.code === "account") return sendAccountErrors(request, reply, error.values.fields);
        if (error.code === "purchaseLimit") {
          const { code, ...values } = error.values;
          return sendApiError(request, reply, code, values);
        }
        return sendApiError(request, reply, VOUCHER_MESSAGES[error.code]);
      }
      const paymentPage = localizePath(`/card-payment/${result.order.id}`, result.order.locale);
      return reply.code(result.created ? 201 : 200).send({ data: publicOrder(result.order), paymentPage });
    },
  });
}
