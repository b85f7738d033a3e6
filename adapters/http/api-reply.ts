import type { FastifyReply, FastifyRequest } from "fastify";
import { serverTranslator } from "../../i18n/catalog";
import type { MessageValues } from "../../i18n/translate";
import { accountErrorMessage } from "../../i18n/account-errors";
import type { AccountError } from "../../core/catalog/account-validation";
import { API_ERROR_STATUS, type ApiErrorBody, type ApiMessageCode } from "./api-error";
import { requestLocale } from "./request-locale";

/** Sends the one API error shape, with the message in the caller's language and the code's status. */
export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  code: ApiMessageCode,
  values?: MessageValues,
): FastifyReply {
  const locale = requestLocale(request);
  const body: ApiErrorBody = { message: serverTranslator(locale)(code, values), code };
  return reply.code(API_ERROR_STATUS[code]).type("application/json; charset=utf-8").send(body);
}

/** "API path not found: METHOD /path": the request's own method and path, without its query. */
export const notFoundValues = (request: FastifyRequest): MessageValues => ({
  method: request.method,
  path: request.url.split("?")[0] ?? "",
});

/** The game-account form's field errors (`validation.account`), each translated, the first as the message. */
export function sendAccountErrors(
  request: FastifyRequest,
  reply: FastifyReply,
  errors: Record<string, AccountError>,
): FastifyReply {
  const locale = requestLocale(request);
  const t = serverTranslator(locale);
  const fields = Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, accountErrorMessage(t, error)]),
  );
  const body: ApiErrorBody = {
    message: Object.values(fields)[0] ?? t("api.badRequest"),
    code: "validation.account",
    fields,
  };
  return reply.code(API_ERROR_STATUS["validation.account"]).type("application/json; charset=utf-8").send(body);
}
