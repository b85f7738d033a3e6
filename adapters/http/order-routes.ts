import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { serverTranslator } from "../../i18n/catalog";
import { CHECKOUT_MESSAGES, METHOD_CHANGE_MESSAGES, PAY_MESSAGES, WRITE_OFF_MESSAGES } from "../../i18n/order-failures";
import type { CheckoutError, OrderRequest } from "../../core/orders/checkout";
import type { LimitRefusal } from "../../core/orders/purchase-limits";
import { publicOrder } from "../../core/orders/public-order";
import { rateOrder } from "../../core/orders/feedback";
import { ATTRIBUTION_COOKIE, parseAttribution } from "../../core/attribution";
import { cookieValue } from "../../core/cookies";
import { quoteJson } from "../../core/orders/quote-json";
import { LOCALE_INFO, localizePath, type Locale } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { formatMoney, money } from "../../core/money";
import type { AppServices } from "../../core/services";
import type { orderRequestSchema } from "../../contracts/api";
import { sendAccountErrors, sendApiError } from "./api-reply";
import { contract, typed } from "./contract";
import { refuseOverLimit } from "./rate-limit";
import { requestAccessToken } from "./access-token";
import { requestLocale } from "./request-locale";
import { requestOrigin } from "./request-origin";

/** Idempotency keys are the client's own, checked apart so a bad one says so. */
const idempotencyKey = z.string().regex(/^[A-Za-z0-9_-]{8,100}$/);

/** The contract's order body as checkout's request. */
function orderRequest(input: z.output<typeof orderRequestSchema>, locale: Locale): OrderRequest {
  return {
    locale,
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
    firstTopUpAcknowledged: input.firstTopUpAcknowledged,
  };
}

/** A limit refusal's message values (everything but its code). */
function purchaseLimitValues(refusal: LimitRefusal): Record<string, string | number> {
  return Object.fromEntries(Object.entries(refusal).filter(([name]) => name !== "code"));
}

function sendCheckoutError(request: FastifyRequest, reply: FastifyReply, { error }: CheckoutError) {
  if (error.code === "account") return sendAccountErrors(request, reply, error.values.fields);
  if (error.code === "purchaseLimit")
    return sendApiError(request, reply, error.values.code, purchaseLimitValues(error.values));
  const locale = requestLocale(request);
  const minimum =
    error.code === "methodMinimum"
      ? formatMoney(money(error.values.minimum, marketFor(locale).currency), LOCALE_INFO[locale].iso)
      : "";
  return sendApiError(request, reply, CHECKOUT_MESSAGES[error.code], { minimum });
}

/** Checkout, orders and payments: what these routes use of the services. */
export type OrderRouteServices = Pick<
  AppServices,
  "checkout" | "orders" | "feedback" | "paymentFlow" | "auth" | "payments" | "config" | "rateLimits"
>;

/**
 * Checkout over HTTP: POST /orders/calculate, POST /orders (Idempotency-Key), GET /orders
 * (the signed-in buyer's), GET /orders/public/:id, POST /orders/public/:id/pay, the write-off switch,
 * the rating, and the payment provider's notifications at POST /payments/notification.
 */
export async function orderRoutes(app: FastifyInstance, options: { services: OrderRouteServices }): Promise<void> {
  const { checkout, orders, feedback: ratings, paymentFlow, auth, payments, config, rateLimits } = options.services;
  const userOf = async (request: FastifyRequest) => (await auth.currentUser(requestAccessToken(request)))?.id ?? null;
  const api = typed(app);
  const orderNotFound = { notFound: "payment.orderNotFound" } as const;

  api.route({
    ...contract("calculateOrder"),
    handler: async (request, reply) => {
      const order = orderRequest(request.body, requestLocale(request));
      // The answer tells whether a promo code exists, so quotes carrying one are counted.
      if (order.promoCode?.trim() && (await refuseOverLimit(rateLimits, request, reply, "promoQuote"))) return reply;
      const result = await checkout.quote(order, await userOf(request));
      if (!result.ok) return sendCheckoutError(request, reply, result);
      // The answer would tell whether this game account already ordered this first-top-up pack: such
      // quotes are counted too, and past the limit the answer is withheld with the rest of the quote.
      // So would a limited item's (whether the account has a paid one running): counted alike.
      const { firstTopUpAsked, limitAsked, purchaseLimit } = result.value;
      if ((firstTopUpAsked || limitAsked) && (await refuseOverLimit(rateLimits, request, reply, "firstTopUpQuote")))
        return reply;
      const t = serverTranslator(order.locale);
      const limitMessage = purchaseLimit
        ? { message: t(purchaseLimit.code, purchaseLimitValues(purchaseLimit)) }
        : null;
      return {
        data: quoteJson(result.value.quote, t("checkout.promoInvalid"), result.value.firstTopUpRepeat, {
          giveaway: result.value.giveaway,
          purchaseLimit: limitMessage,
        }),
      };
    },
  });

  api.route({
    ...contract("createOrder"),
    handler: async (request, reply) => {
      const key = idempotencyKey.safeParse(request.headers["idempotency-key"]);
      if (!key.success) return sendApiError(request, reply, "checkout.idempotencyKey");
      const order = orderRequest(request.body, requestLocale(request));
      const player = `player:${order.gameSlug}:${JSON.stringify(order.account)}`;
      const buyer = await userOf(request);
      if (await refuseOverLimit(rateLimits, request, reply, "orderCreate", player, buyer)) return reply;
      const result = await checkout.placeOrder(order, buyer, key.data, {
        origin: requestOrigin(request, config),
        attribution: parseAttribution(cookieValue(request.headers.cookie, ATTRIBUTION_COOKIE)),
      });
      if (!result.ok) return sendCheckoutError(request, reply, result);
      const paymentPage = localizePath(`/card-payment/${result.order.id}`, order.locale);
      return reply.code(result.created ? 201 : 200).send({ data: publicOrder(result.order), paymentPage });
    },
  });

  api.route({
    ...contract("listOrders"),
    handler: async (request, reply) => {
      const userId = await userOf(request);
      if (!userId) return sendApiError(request, reply, "auth.required");
      const list = await orders.listForUser(userId, 100);
      return { data: list.map(publicOrder) };
    },
  });

  api.route({
    ...contract("getOrder", orderNotFound),
    handler: async (request, reply) => {
      const order = await orders.find(request.params.id);
      if (!order) return sendApiError(request, reply, "payment.orderNotFound");
      return { data: publicOrder(order) };
    },
  });

  api.route({
    ...contract("payOrder", orderNotFound),
    handler: async (request, reply) => {
      const result = await paymentFlow.pay(request.params.id, {
        tokenId: request.body.tokenId,
        cardholderName: request.body.cardholderName,
        finishUrl: (order) =>
          `${order.origin ?? config.publicOrigin}${localizePath(`/card-payment/${order.id}`, order.locale)}`,
      });
      if (!result.ok) return sendApiError(request, reply, PAY_MESSAGES[result.error.code]);
      return {
        result: result.outcome,
        ...(result.outcome === "redirect" ? { redirectUrl: result.url } : {}),
        data: publicOrder(result.order),
      };
    },
  });

  // Another payment method for an unpaid order: whoever holds the order's link may pay it, so may
  // choose how (a guest's order has no other key).
  api.route({
    ...contract("changePaymentMethod", orderNotFound),
    handler: async (request, reply) => {
      const result = await checkout.changeMethod(request.params.id, request.body.method);
      if (result.ok) return { data: publicOrder(result.order) };
      const { code, values } = result.error;
      // The order's own currency, in the viewer's way of writing money.
      const minimum = values ? formatMoney(values.minimum, LOCALE_INFO[requestLocale(request)].iso) : "";
      return sendApiError(request, reply, METHOD_CHANGE_MESSAGES[code], { minimum });
    },
  });

  /** The signed-in buyer of a request, found before validation by the routes that need one. */
  const buyers = new WeakMap<FastifyRequest, string>();
  api.route({
    ...contract("changeWriteOff", orderNotFound),
    // Signed in first: a stranger learns nothing of the order, not even that the body was wrong.
    preValidation: async (request, reply) => {
      const userId = await userOf(request);
      if (!userId) return sendApiError(request, reply, "auth.required");
      buyers.set(request, userId);
    },
    handler: async (request, reply) => {
      const userId = buyers.get(request)!;
      const result = await checkout.changeWriteOff(request.params.id, userId, request.body.use);
      if (result.ok) return { data: publicOrder(result.order) };
      return sendApiError(request, reply, WRITE_OFF_MESSAGES[result.error.code]);
    },
  });

  /** One rating, whichever door it came through: the same checks, the same refusals. */
  async function rate(
    request: FastifyRequest,
    reply: FastifyReply,
    orderId: string,
    body: { stars: number; reasons: string[]; comment?: string | null },
  ) {
    const rated = await rateOrder(ratings, orderId, body, await userOf(request));
    if (!rated.ok) return sendApiError(request, reply, `feedback.${rated.error.code}` as const);
    return { data: rated.feedback };
  }

  // The rating prompt of a completed order (PUT /orders/public/feedback/{id}, stars and comment).
  api.route({
    ...contract("rateOrder", { ...orderNotFound, invalid: "feedback.invalid" }),
    handler: (request, reply) => rate(request, reply, request.params.id, request.body),
  });
  // The same rating for a client that sends the order's id in the body (POST /orders/public/feedback).
  api.route({
    ...contract("rateOrderByBody", { invalid: "feedback.invalid" }),
    handler: (request, reply) => rate(request, reply, request.body.id, request.body),
  });

  // Midtrans's notifications (also spoken by the sandbox gateway). A forged signature is refused;
  // anything valid answers 200 so the provider stops retrying, even when the update changes nothing
  // (a duplicate, a late "pending"). The other providers have their own endpoints (decision 022).
  api.route({
    ...contract("paymentNotification", { invalid: "checkout.notificationRefused" }),
    handler: async (request, reply) => {
      const midtrans = payments.forProtocol("midtrans");
      const update = await midtrans?.parseNotification?.(request.body);
      if (!midtrans || !update) {
        request.log.warn("payment notification refused: bad signature or shape");
        return sendApiError(request, reply, "checkout.notificationRefused");
      }
      const outcome = await paymentFlow.applyUpdate(update, "notification", midtrans.provider);
      request.log.info(
        { paymentId: update.paymentId, status: update.providerStatus, ...outcome },
        "payment notification",
      );
      return { ok: true as const };
    },
  });
}
