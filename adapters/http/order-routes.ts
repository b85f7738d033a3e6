import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../i18n/catalog";
import { createTranslator } from "../../i18n/translate";
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
import type { ApiMessageCode } from "./api-error";
import { sendAccountErrors, sendApiError } from "./api-reply";
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

const CHECKOUT_ERRORS: Record<Exclude<CheckoutError["code"], "account" | "purchaseLimit">, ApiMessageCode> = {
  notFound: "checkout.productNotFound",
  playerNotFound: "checkout.playerNotFound",
  playerNotAllowed: "checkout.playerNotAllowed",
  lookupUnavailable: "checkout.lookupUnavailable",
  promoInvalid: "checkout.promoInvalid",
  paymentMethod: "checkout.paymentMethod",
  methodMinimum: "checkout.methodMinimum",
  contact: "checkout.contact",
  insufficientBalance: "checkout.insufficientBalance",
  idempotencyConflict: "checkout.idempotencyConflict",
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
    if (error.code === "account") return sendAccountErrors(request, reply, error.fields);
    if (error.code === "purchaseLimit") {
      const { code, ...values } = error.refusal;
      return sendApiError(request, reply, code, values);
    }
    const locale = requestLocale(request);
    const minimum =
      error.code === "methodMinimum"
        ? formatMoney(money(error.minimum, MARKETS[locale].currency), LOCALE_INFO[locale].iso)
        : "";
    return sendApiError(request, reply, CHECKOUT_ERRORS[error.code], { minimum });
  }

  app.post("/orders/calculate", async (request, reply) => {
    const order = parseOrder(request);
    if (!order) return sendApiError(request, reply, "api.badRequest");
    // The answer tells whether a promo code exists, so quotes carrying one are counted.
    if (order.promoCode?.trim() && (await refuseOverLimit(rateLimits, request, reply, "promoQuote"))) return reply;
    const result = await checkout.quote(order, await userOf(request));
    if (!result.ok) return sendCheckoutError(request, reply, result.error);
    const t = createTranslator(order.locale, MESSAGES[order.locale]);
    return { data: quoteJson(result.value.quote, t("checkout.promoInvalid")) };
  });

  app.post("/orders", async (request, reply) => {
    const key = idempotencyKey.safeParse(request.headers["idempotency-key"]);
    if (!key.success) return sendApiError(request, reply, "checkout.idempotencyKey");
    const order = parseOrder(request);
    if (!order) return sendApiError(request, reply, "api.badRequest");
    const player = `player:${order.gameSlug}:${JSON.stringify(order.account)}`;
    if (await refuseOverLimit(rateLimits, request, reply, "orderCreate", player)) return reply;
    const result = await checkout.placeOrder(order, await userOf(request), key.data);
    if (!result.ok) return sendCheckoutError(request, reply, result.error);
    const paymentPage = localizePath(`/card-payment/${result.order.id}`, order.locale);
    return reply.code(result.created ? 201 : 200).send({ data: publicOrder(result.order), paymentPage });
  });

  app.get("/orders", async (request, reply) => {
    const userId = await userOf(request);
    if (!userId) return sendApiError(request, reply, "auth.required");
    const list = await orders.listForUser(userId, 100);
    return { data: list.map(publicOrder) };
  });

  app.get("/orders/public/:id", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const order = params.success ? await orders.find(params.data.id) : undefined;
    if (!order) return sendApiError(request, reply, "payment.orderNotFound");
    return { data: publicOrder(order) };
  });

  app.post("/orders/public/:id/pay", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const body = payBody.safeParse(request.body ?? {});
    const order = params.success ? await orders.find(params.data.id) : undefined;
    if (!order) return sendApiError(request, reply, "payment.orderNotFound");
    if (!body.success) return sendApiError(request, reply, "api.badRequest");
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
    if (result.kind === "notPayable") return sendApiError(request, reply, "checkout.notPayable");
    if (result.kind === "tokenRequired") return sendApiError(request, reply, "checkout.cardRequired");
    if (result.kind === "providerError") return sendApiError(request, reply, "checkout.providerFailed");
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
    if (!userId) return sendApiError(request, reply, "auth.required");
    if (!params.success) return sendApiError(request, reply, "payment.orderNotFound");
    if (!body.success) return sendApiError(request, reply, "api.badRequest");
    const result = await checkout.changeWriteOff(params.data.id, userId, body.data.use);
    if (result.ok) return { data: publicOrder(result.order) };
    if (result.error === "notFound") return sendApiError(request, reply, "payment.orderNotFound");
    if (result.error === "methodMinimum") return sendApiError(request, reply, "checkout.writeOffBelowMinimum");
    if (result.error === "noPaymentMethod") return sendApiError(request, reply, "checkout.writeOffNeedsMethod");
    if (result.error === "insufficientBalance") return sendApiError(request, reply, "checkout.insufficientBalance");
    return sendApiError(
      request,
      reply,
      result.error === "paymentOpen" ? "checkout.paymentOpen" : "checkout.notPayable",
    );
  });

  // The rating prompt of a completed order (SPEC §7: PUT /orders/public/feedback/{id}, stars and comment).
  app.put("/orders/public/feedback/:id", async (request, reply) => {
    const params = uuidParams.safeParse(request.params);
    const body = feedbackBody.safeParse(request.body);
    if (!params.success) return sendApiError(request, reply, "payment.orderNotFound");
    const feedback = body.success ? validFeedback(body.data) : undefined;
    if (!feedback) return sendApiError(request, reply, "feedback.invalid");
    const saved = await orders.saveFeedback(params.data.id, feedback, await userOf(request));
    if (saved === "notComplete") return sendApiError(request, reply, "feedback.notComplete");
    if (saved === "alreadyRated") return sendApiError(request, reply, "feedback.alreadyRated");
    return { data: feedback };
  });

  // The provider's notifications (Midtrans's protocol, also spoken by the sandbox gateway). A forged
  // signature is refused; anything valid answers 200 so the provider stops retrying, even when the
  // update changes nothing (a duplicate, a late "pending").
  app.post("/payments/notification", async (request, reply) => {
    const update = payments.parseNotification(request.body);
    if (!update) {
      request.log.warn("payment notification refused: bad signature or shape");
      return sendApiError(request, reply, "checkout.notificationRefused");
    }
    const outcome = await paymentFlow.applyUpdate(update, "notification");
    request.log.info(
      { paymentId: update.paymentId, status: update.providerStatus, ...outcome },
      "payment notification",
    );
    return { ok: true };
  });
}
