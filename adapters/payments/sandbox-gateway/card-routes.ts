import { randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { languageOf, isLocale } from "../../../core/locales";
import { ACCESS_DENIED, chargeBody } from "./bodies";
import { checkCard, TEST_OTP } from "./cards";
import { finishHref, firstValue, hasServerKey, sendHtml, validationMessages, type GatewayContext } from "./context";
import { otpPage, statusPage } from "./pages";
import { itemDetails, readAmount, sameToken, transactionDetails } from "./requests";
import type { SandboxTransaction } from "./store";
import { pickLocale, TEXTS } from "./texts";

/**
 * Wrong one-time codes an issuer's 3-D Secure page accepts before it declines: banks ask again after
 * a typo (three tries is the common rule), so one slip does not end the payment.
 */
export const OTP_TRIES = 3;

/** A 3-D Secure challenge left unanswered expires like Midtrans's does. */
const CHALLENGE_EXPIRY_MINUTES = 15;

const INVALID_PAYLOAD = "One or more parameters in the payload is invalid.";

const chargeRequest = z.object({
  payment_type: z.literal("credit_card"),
  transaction_details: transactionDetails,
  credit_card: z.object({
    // Checked with the token itself: Midtrans answers a missing token_id as an unknown one (411).
    token_id: z.string().optional(),
    // Midtrans's samples send it as a boolean or as the string "true".
    authentication: z.union([z.boolean(), z.enum(["true", "false"])]).optional(),
  }),
  item_details: itemDetails,
  customer_details: z.record(z.string(), z.unknown()).optional(),
  callbacks: z.object({ finish: z.url({ protocol: /^https?$/ }).optional() }).optional(),
  custom_field1: z.string().optional(),
});

const otpForm = z.object({ otp: z.string(), form_token: z.string().min(1), lang: z.string().optional() });

/**
 * Cards: the browser's tokenizer (GET /v2/token, called cross-origin straight from the buyer's
 * page), the server's Core API charge, and the bank's 3-D Secure page. The card number lives only
 * inside the tokenizer's handler; nothing logs a query string.
 */
export function registerCardRoutes(app: FastifyInstance, context: GatewayContext): void {
  app.options("/v2/token", async (request, reply) => {
    const asked = request.headers["access-control-request-headers"];
    return reply
      .code(204)
      .header("access-control-allow-origin", "*")
      .header("access-control-allow-methods", "GET, OPTIONS")
      .header("access-control-allow-headers", typeof asked === "string" && asked ? asked : "accept, content-type")
      .header("access-control-max-age", "600")
      .send();
  });

  app.get<{ Querystring: Record<string, unknown> }>("/v2/token", async (request, reply) => {
    reply.header("access-control-allow-origin", "*").header("cache-control", "no-store");
    const query = request.query;
    if (firstValue(query.client_key) !== context.clientKey) {
      return reply.code(401).send({ status_code: "401", status_message: ACCESS_DENIED });
    }
    const check = checkCard(
      {
        cardNumber: firstValue(query.card_number),
        expMonth: firstValue(query.card_exp_month),
        expYear: firstValue(query.card_exp_year),
        cvv: firstValue(query.card_cvv),
      },
      new Date(),
    );
    if (!check.ok) {
      return reply
        .code(400)
        .send({ status_code: "400", status_message: INVALID_PAYLOAD, validation_messages: check.messages });
    }
    const tokenId = context.vault.issue({ last4: check.last4, behaviour: check.behaviour }, Date.now());
    context.log.info({}, "sandbox gateway: card token issued");
    return reply.send({
      status_code: "200",
      status_message: "OK, success request new token",
      token_id: tokenId,
      hash: `XXXXXXXX-${check.last4}`,
    });
  });

  app.post("/v2/charge", async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, context.serverKey)) {
      return reply.code(401).send({ status_code: "401", status_message: ACCESS_DENIED });
    }
    const parsed = chargeRequest.safeParse(request.body);
    if (!parsed.success) {
      return reply.code(400).send({
        status_code: "400",
        status_message: INVALID_PAYLOAD,
        validation_messages: validationMessages(parsed.error),
      });
    }
    const body = parsed.data;
    const read = readAmount(body.transaction_details, body.item_details);
    if ("errors" in read) {
      return reply
        .code(400)
        .send({ status_code: "400", status_message: INVALID_PAYLOAD, validation_messages: read.errors });
    }
    const orderId = body.transaction_details.order_id;
    if (context.store.has(orderId)) {
      return reply.code(406).send({
        status_code: "406",
        status_message:
          "The request could not be completed due to a conflict with the current state of the target resource",
      });
    }
    // Taken whatever happens next: a token is good for one charge only.
    const tokenId = body.credit_card.token_id;
    const card = tokenId ? context.vault.take(tokenId, Date.now()) : undefined;
    if (!card) {
      return reply.code(400).send({ status_code: "411", status_message: "Token id is missing, invalid, or timed out" });
    }
    const now = new Date();
    const transaction: SandboxTransaction = {
      orderId,
      transactionId: randomUUID(),
      amount: read.amount,
      status: "created",
      channel: "credit_card",
      paymentType: "credit_card",
      itemName: body.item_details?.[0]?.name ?? orderId,
      finishUrl: body.callbacks?.finish,
      locale: isLocale(body.custom_field1) ? body.custom_field1 : undefined,
      formToken: randomBytes(16).toString("hex"),
      createdAt: now,
      expiresAt: new Date(now.getTime() + CHALLENGE_EXPIRY_MINUTES * 60_000),
      maskedCard: `XXXXXXXX-${card.last4}`,
      refunds: new Map(),
      refundedAmount: 0,
    };
    context.store.add(transaction);
    if (card.behaviour === "decline") {
      context.transitions.change(transaction, "deny", "accept");
      return reply.send(
        chargeBody(transaction, context.serverKey, "Deny by Bank [SANDBOX] with code [05] and message [Do not honour]"),
      );
    }
    if (card.behaviour === "challenge") {
      context.transitions.change(transaction, "pending", "accept");
      context.transitions.scheduleExpiry(transaction);
      return reply.send({
        ...chargeBody(transaction, context.serverKey, "Success, Credit Card transaction is successful"),
        redirect_url: `${context.baseUrl()}/v2/3ds/${transaction.transactionId}`,
      });
    }
    context.transitions.change(transaction, "capture", "accept");
    return reply.send(chargeBody(transaction, context.serverKey, "Success, Credit Card transaction is successful"));
  });

  app.get<{ Params: { transaction_id: string }; Querystring: Record<string, unknown> }>(
    "/v2/3ds/:transaction_id",
    async (request, reply) => {
      const found = context.store.byTransaction(request.params.transaction_id);
      const transaction = found?.channel === "credit_card" ? found : undefined;
      const queryLang = firstValue(request.query.lang) ?? firstValue(request.query.language);
      const locale = pickLocale(queryLang, transaction?.locale);
      if (!transaction) return sendHtml(reply, 404, statusPage(locale, undefined, undefined));
      context.transitions.expireIfDue(transaction);
      if (transaction.status !== "pending") {
        return sendHtml(reply, 200, statusPage(locale, transaction, finishHref(transaction)));
      }
      return sendHtml(reply, 200, otpPage(locale, transaction, `/v2/3ds/${transaction.transactionId}`));
    },
  );

  app.post<{ Params: { transaction_id: string } }>("/v2/3ds/:transaction_id", async (request, reply) => {
    const found = context.store.byTransaction(request.params.transaction_id);
    const transaction = found?.channel === "credit_card" ? found : undefined;
    const form = otpForm.safeParse(request.body);
    const locale = pickLocale(form.success ? form.data.lang : undefined, transaction?.locale);
    if (!transaction) return sendHtml(reply, 404, statusPage(locale, undefined, undefined));
    if (!form.success || !sameToken(form.data.form_token, transaction.formToken)) {
      return sendHtml(reply, 403, statusPage(locale, transaction, undefined, TEXTS[languageOf(locale)].staleForm));
    }
    context.transitions.expireIfDue(transaction);
    if (transaction.status === "pending") {
      if (sameToken(form.data.otp.trim(), TEST_OTP)) context.transitions.change(transaction, "capture", "accept");
      else {
        transaction.otpFailures = (transaction.otpFailures ?? 0) + 1;
        const left = OTP_TRIES - transaction.otpFailures;
        if (left > 0) {
          const again = `/v2/3ds/${transaction.transactionId}`;
          return sendHtml(reply, 200, otpPage(locale, transaction, again, TEXTS[languageOf(locale)].otpWrong(left)));
        }
        context.transitions.change(transaction, "deny", "accept");
      }
    }
    const href = finishHref(transaction);
    if (href) return reply.code(303).header("location", href).send();
    return sendHtml(reply, 200, statusPage(locale, transaction, undefined));
  });
}
