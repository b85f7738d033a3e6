import type { FastifyReply, FastifyRequest } from "fastify";
import { MESSAGES } from "../../i18n/catalog";
import type { MessageKey } from "../../i18n/messages/id";
import { createTranslator, type MessageValues } from "../../i18n/translate";
import type { ApiErrorBody } from "./api-error";
import { requestLocale } from "./request-locale";

/** Sends the one API error shape, with the message in the caller's language. */
export function sendApiError(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  code: MessageKey,
  values?: MessageValues,
): FastifyReply {
  const locale = requestLocale(request);
  const body: ApiErrorBody = { message: createTranslator(locale, MESSAGES[locale])(code, values), code };
  return reply.code(status).type("application/json; charset=utf-8").send(body);
}
