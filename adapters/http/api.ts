import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from "fastify-type-provider-zod";
import { notFoundValues, sendApiError } from "./api-reply";
import { holdsNulCharacter, jsonTooDeep, MAX_JSON_DEPTH, nestsDeeperThan } from "./body-checks";
import { useContract } from "./contract";
import { isDatabaseUnavailable } from "../db/database-errors";
import type { AppServices } from "../../core/services";
import { authRoutes } from "./auth-routes";
import { gamesRoutes } from "./games-routes";
import { orderRoutes } from "./order-routes";
import { pushRoutes } from "./push-routes";
import { orderEventsRoutes } from "./order-events-routes";
import { reviewRoutes } from "./review-routes";
import { orderLookupRoutes } from "./order-lookup-routes";
import { fulfillmentRoutes } from "./fulfillment-routes";
import { yookassaRoutes } from "./yookassa-routes";
import { giveawayRoutes } from "./giveaway-routes";
import { surveyRoutes } from "./survey-routes";
import { savedAccountRoutes } from "./saved-account-routes";
import { clickRoutes } from "./click-routes";
import { healthRoutes, type HealthChecks } from "./health-routes";
import { paymeRoutes } from "./payme-routes";

export const API_PREFIX = "/backend/api";

/** Everything under /backend/api: JSON in, JSON out, JSON errors. */
export async function apiPlugin(
  app: FastifyInstance,
  options: { health: HealthChecks; services: AppServices },
): Promise<void> {
  // Set before the routes are registered, so that every route plugin inherits it: no error ever
  // leaves in Fastify's own shape, and none with internals (a query, its parameters, a stack).
  useContract(app);
  // JSON only: a text body is not a request any client of this API sends (415, not a parse failure).
  app.removeContentTypeParser("text/plain");
  // Fastify's own JSON parser (prototype poisoning refused), after a look at the text's nesting: a
  // body nested deeper than any client sends is a bad request before anything walks it.
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = String(body);
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) return done(jsonTooDeep(), undefined);
    parseJson(request, text, done);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, "API request failed: database unavailable");
      return sendApiError(request, reply, "api.unavailable");
    }
    // A request that does not fit the contract: path parameters that name nothing are not found;
    // anything else is a bad request, in the route's own words when it has them.
    if (hasZodFastifySchemaValidationErrors(error)) {
      const codes = request.routeOptions.config.contractErrors ?? {};
      request.log.info({ part: error.validationContext }, "request outside the contract");
      if (error.validationContext === "params")
        return sendApiError(request, reply, codes.notFound ?? "api.notFound", notFoundValues(request));
      return sendApiError(request, reply, codes.invalid ?? "api.badRequest");
    }
    if (isResponseSerializationError(error)) {
      request.log.error({ err: error, route: request.routeOptions.url }, "an answer does not fit the contract");
      return sendApiError(request, reply, "api.internal");
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return sendApiError(request, reply, "api.tooManyRequests");
    if (status >= 400 && status < 500) {
      request.log.info({ err: error }, "rejected API request");
      return sendApiError(
        request,
        reply,
        status === 413 ? "api.tooLarge" : status === 415 ? "api.unsupportedType" : "api.badRequest",
      );
    }
    request.log.error({ err: error }, "API request failed");
    return sendApiError(request, reply, "api.internal");
  });

  // JSON is never a document to render: nothing may run or be framed if a browser is sent here.
  app.addHook("onRequest", async (_request, reply) => {
    reply.header("Content-Security-Policy", "default-src 'none'; frame-ancestors 'none'");
  });

  // PostgreSQL cannot store a NUL character in text: refused at the door, for every route at once,
  // rather than failing deep inside a query. A body kept as text (the supplier's callback) is JSON
  // its route parses later, so its escaped NUL counts too.
  app.addHook("preValidation", async (request, reply) => {
    const escaped = typeof request.body === "string" && request.body.includes("\\u0000");
    if (/%00/.test(request.url) || escaped || holdsNulCharacter(request.body))
      return sendApiError(request, reply, "api.badRequest");
  });

  await app.register(healthRoutes, options.health);
  await app.register(gamesRoutes, { services: options.services });
  await app.register(authRoutes, { services: options.services });
  await app.register(orderRoutes, { services: options.services });
  await app.register(orderEventsRoutes, { services: options.services });
  await app.register(clickRoutes, { services: options.services });
  await app.register(reviewRoutes, { services: options.services });
  await app.register(orderLookupRoutes, { services: options.services });
  await app.register(pushRoutes, { services: options.services });
  await app.register(fulfillmentRoutes, { services: options.services });
  await app.register(yookassaRoutes, { services: options.services });
  await app.register(paymeRoutes, { services: options.services });
  await app.register(giveawayRoutes, { services: options.services });
  await app.register(surveyRoutes, { services: options.services });
  await app.register(savedAccountRoutes, { services: options.services });

  // Unknown API paths are a JSON 404 here, never the HTML 404 page of the storefront.
  const notFound = async (request: FastifyRequest, reply: FastifyReply) =>
    sendApiError(request, reply, "api.notFound", notFoundValues(request));
  app.all("/*", notFound);
  app.all("/", notFound);
}
