import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../i18n/catalog";
import type { MessageKey } from "../../i18n/messages/id";
import { createTranslator } from "../../i18n/translate";
import { accountErrorMessage } from "../../i18n/account-errors";
import { authenticate } from "../../core/auth/sessions";
import type { CheckoutError, OrderRequest } from "../../core/checkout/checkout";
import { publicOrder } from "../../core/checkout/public-order";
import { validFeedback } from "../../core/checkout/feedback";
import { quoteJson } from "../../core/checkout/quote-json";
import { MAX_QUANTITY } from "../../core/checkout/quote";
import { LOCALE_INFO, localizePath } from "../../core/locales";
import { MARKETS } from "../../core/markets";
import { formatMoney, money } from "../../core/money";
import type { AppServices } from "../../core/services";
import type { ApiErrorBody } from "./api-error";
import { sendApiError } from "./api-reply";
import { refuseOverLimit } from "./rate-limit";
import { requestAccessToken } from "./access-token";
import { requestLocale } from "./request-locale";

const amount = z.number().int().min(0).max(1e12);
const orderBody = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,60}$/),
  product: z.string().min(1).max(80),
  quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
  account: z.record(z.string().max(40), z.union([z.string().max(100), z.number()])).default({}),
  confirmed: z.boolean().default(false),
  promoCode: z.string().max(32).nullish(),
  paymentMethod: z.string().max(40).nullish(),
  useCashback: amount.default(0),
  useGold: amount.default(0),
  lookupSkipped: z.boolean().default(false),
  email: z.string().max(254).nullish(),
  phone: z.string().max(32).nullish(),
});
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);
const uuidParams = z.object({ id: z.uuid() });
const writeOffBody = z.object({ use: z.boolean() });
const feedbackBody = z.object({
  stars: z.number(),
  reasons: z.array(z.string().max(40)).max(12).default([]),
  comment: z.string().max(2_000).nullish(),
});
const payBody = z.object({
  tokenId: z.string().min(1).max(200).optional(),
  cardholderName: z.string().max(100).optional(),
});

const ERRORS: Record<
  Exclude<CheckoutError["code"], "account" | "purchaseLimit">,
  { status: number; key: MessageKey }
> = {
  notFound: { status: 404, key: "checkout.productNotFound" },
  playerNotFound: { status: 422, key: "checkout.playerNotFound" },
  playerNotAllowed: { status: 422, key: "checkout.playerNotAllowed" },
  lookupUnavailable: { status: 409, key: "checkout.lookupUnavailable" },
  promoInvalid: { status: 422, key: "checkout.promoInvalid" },
  paymentMethod: { status: 400, key: "checkout.paymentMethod" },
  methodMinimum: { status: 422, key: "checkout.methodMinimum" },
  contact: { status: 400, key: "checkout.contact" },
  insufficientBalance: { status: 409, key: "checkout.insufficientBalance" },
  idempotencyConflict: { status: 422, key: "checkout.idempotencyConflict" },
};

/**
 * Checkout over HTTP (SPEC §7): POST /orders/calculate, POST /orders (Idempotency-Key), GET /orders
 * (the signed-in buyer's), GET /orders/public/:id, POST /orders/public/:id/pay, and the payment
 * provider's notifications at POST /payments/notification.
 */
export async function orderRoutes(app: FastifyInstance, options: { services: AppServices }): Promise<void> {
  const { checkout, orders, paymentFlow, sessions, payments, config, rateLimits } = options.services;
  const userOf = async (request: FastifyRequest) =>
    (await authenticate(sessions, requestAccessToken(request)))?.id ?? null;

  function parseOrder(request: FastifyRequest): OrderRequest | undefined {
    const body = orderBody.safeParse(request.body);
    if (!body.success) return undefined;
    const input = body.data;
    return {
      locale: requestLocale(request),
      gameSlug: input.game,
      productSku: input.product,
      quantity: input.quantity,
      account: input.account,
      confirmed: input.confirmed,
      promoCode: input.promoCode ?? null,
      paymentMethod: input.paymentMethod ?? null,
      useCashback: input.useCashback,
      useGold: input.useGold,
      lookupSkipped: input.lookupSkipped,
      contactEmail: input.email ?? null,
      contactPhone: input.phone ?? null,
    };
  }

  function sendCheckoutError(request: FastifyRequest, reply: FastifyReply, error: CheckoutError) {
    const locale = requestLocale(request);
    if (error.code === "account") {
      const t = createTranslator(locale, MESSAGES[locale]);
      const fields = Object.fromEntries(
        Object.entries(error.fields).map(([field, fieldError]) => [field, accountErrorMessage(t, fieldError)]),
      );
      const body: ApiErrorBody = {
        message: Object.values(fields)[0] ?? t("api.badRequest"),
        code: "validation.account",
        fields,
      };
      return reply.code(400).send(body);
    }
    if (error.code === "purchaseLimit") {
      const { code, ...values } = error.refusal;
      return sendApiError(request, reply, 422, code, values);
    }
    const { status, key } = ERRORS[error.code];
    const minimum =
      error.code === "methodMinimum"
        ? formatMoney(money(error.minimum, MARKETS[locale].currency), LOCALE_INFO[locale].iso)
        : "";
    return sendApiError(request, reply, status, key, { minimum });
  }

  app.post("/orders/calculate", async (request, reply) => {
    const order = parseOrder(request);
    if (!order) return sendApiError(request, reply, 400, "api.badRequest");
    // The answer tells whether a promo code exists, so quotes carrying one are counted.
    if (order.promoCode?.trim() && (await refuseOverLimit(rateLimits, request, reply, "promoQuote"))) return reply;
    const result = await checkout.quote(order, await userOf(request));
    if (!result.ok) return sendCheckoutError(request, reply, result.error);
    const t = createTranslator(order.locale, MESSAGES[order.locale]);
    return { data: quoteJson(result.value.quote, t("checkout.promoInvalid")) };
  });

  app.post("/orders", async (request, reply) => {
    const key = idempotencyKey.safeParse(request.headers["idempotency-key"]);
    if (!key.success) return sendApiError(request, reply, 400, "checkout.idempotencyKey");
    const order = parseOrder(request);
    if (!order) return sendApiError(request, reply, 400, "api.badRequest");
    const player = `player:${order.gameSlug}:${JSON.stringify(order.account)}`;
    if (await refuseOverLimit(rateLimits, request, reply, "orderCreate", player)) return reply;
    const result = await checkout.placeOrder(order, await userOf(request), key.data);
    if (!result.ok) return sendCheckoutError(request, reply, result.error);
    const paymentPage = localizePath(`/card-payment/${result.order.id}`, order.locale);
    return reply.code(result.created ? 201 : 200).send({ data: publicOrder(result.order), paymentPage });
  });

  app.get("/orders", async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return sendApiError(request, reply, 401, "auth.required");
    const list = await orders.listForUser(userId, 100);
    return { data: list.map(publicOrder) };
  });

  app.get("/orders/public/:id", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const order = params.success ? await orders.find(params.data.id) : undefined;
    if (!order) return sendApiError(request, reply, 404, "payment.orderNotFound");
    return { data: publicOrder(order) };
  });

  app.post("/orders/public/:id/pay", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const body = payBody.safeParse(request.body ?? {});
    const order = params.success ? await orders.find(params.data.id) : undefined;
    if (!order) return sendApiError(request, reply, 404, "payment.orderNotFound");
    if (!body.success) return sendApiError(request, reply, 400, "api.badRequest");
    const origin = config.publicOrigin;
    const result = await paymentFlow.pay(order.id, {
      tokenId: body.data.tokenId,
      finishUrl: `${origin}${localizePath(`/card-payment/${order.id}`, order.locale)}`,
      customer: {
        ...(body.data.cardholderName ? { name: body.data.cardholderName } : {}),
        ...(order.contactEmail ? { email: order.contactEmail } : {}),
        ...(order.contactPhone ? { phone: order.contactPhone } : {}),
      },
    });
    if (result.kind === "notPayable") return sendApiError(request, reply, 409, "checkout.notPayable");
    if (result.kind === "tokenRequired") return sendApiError(request, reply, 400, "checkout.cardRequired");
    if (result.kind === "providerError") return sendApiError(request, reply, 502, "checkout.providerFailed");
    const updated = await orders.find(order.id);
    return {
      result: result.kind,
      ...(result.kind === "redirect" ? { redirectUrl: result.url } : {}),
      data: publicOrder(updated!),
    };
  });

  app.post("/orders/public/:id/write-off", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const body = writeOffBody.safeParse(request.body);
    const userId = await userOf(request);
    if (!userId) return sendApiError(request, reply, 401, "auth.required");
    if (!params.success) return sendApiError(request, reply, 404, "payment.orderNotFound");
    if (!body.success) return sendApiError(request, reply, 400, "api.badRequest");
    const result = await checkout.changeWriteOff(params.data.id, userId, body.data.use);
    if (result.ok) return { data: publicOrder(result.order) };
    if (result.error === "notFound") return sendApiError(request, reply, 404, "payment.orderNotFound");
    if (result.error === "methodMinimum") return sendApiError(request, reply, 422, "checkout.writeOffBelowMinimum");
    if (result.error === "noPaymentMethod") return sendApiError(request, reply, 422, "checkout.writeOffNeedsMethod");
    if (result.error === "insufficientBalance")
      return sendApiError(request, reply, 409, "checkout.insufficientBalance");
    return sendApiError(
      request,
      reply,
      409,
      result.error === "paymentOpen" ? "checkout.paymentOpen" : "checkout.notPayable",
    );
  });

  // The rating prompt of a completed order (SPEC §7: PUT /orders/public/feedback/{id}, stars and comment).
  app.put("/orders/public/feedback/:id", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const body = feedbackBody.safeParse(request.body);
    if (!params.success) return sendApiError(request, reply, 404, "payment.orderNotFound");
    const feedback = body.success ? validFeedback(body.data) : undefined;
    if (!feedback) return sendApiError(request, reply, 400, "feedback.invalid");
    const saved = await orders.saveFeedback(params.data.id, feedback, await userOf(request));
    if (saved === "notComplete") return sendApiError(request, reply, 409, "feedback.notComplete");
    if (saved === "alreadyRated") return sendApiError(request, reply, 409, "feedback.alreadyRated");
    return { data: feedback };
  });

  // The provider's notifications (Midtrans's protocol, also spoken by the sandbox gateway). A forged
  // signature is refused; anything valid answers 200 so the provider stops retrying, even when the
  // update changes nothing (a duplicate, a late "pending").
  app.post("/payments/notification", async (request, reply) => {
    const update = payments.parseNotification(request.body);
    if (!update) {
      request.log.warn("payment notification refused: bad signature or shape");
      return sendApiError(request, reply, 403, "checkout.notificationRefused");
    }
    const outcome = await paymentFlow.applyUpdate(update, "notification");
    request.log.info(
      { paymentId: update.paymentId, status: update.providerStatus, ...outcome },
      "payment notification",
    );
    return { ok: true };
  });
}
