import { z } from "zod";
import { MAX_QUANTITY } from "../core/orders/quote";
import { CURRENCIES } from "../core/money";
import { LOCALES } from "../core/locales";
import { FOUND_VIA, PRIORITIES, SURVEY_COMMENT_MAX, SURVEY_GAMES_MAX } from "../core/survey/questions";
import type { ApiName } from "./api-paths";
import {
  apiErrorSchema,
  gameDetailsSchema,
  gameSummarySchema,
  lookupAnswerSchema,
  orderNewsSchema,
  paymentMethodSchema,
  publicOrderSchema,
  quoteSchema,
  reviewSchema,
} from "./shapes";
import { MAX_REVIEWS_PAGE } from "../core/reviews/reviews";
import { publicGiveawaySchema } from "./giveaway";

/**
 * The API's contract: for every endpoint of contracts/api-paths.ts, the schemas of its
 * path parameters, query, body and answers. The server validates requests and serialises answers
 * through them (adapters/http/contract.ts, Fastify's zod type provider); the browser's client
 * (app/lib/api-client.ts) takes its types from them. Errors are always `apiErrorSchema`.
 *
 * One envelope: an answer carries its content in `data`, with metadata beside it (`locale`,
 * `paymentPage`, `result`...). The exceptions are fixed elsewhere: sign-in answers `access_token`
 * (where the web client reads it), the health probes answer what load balancers read, and
 * notifications answer `ok`.
 */

const uuidParams = z.object({ id: z.uuid() });
const slugParams = z.object({ slug: z.string().regex(/^[a-z0-9-]{1,60}$/) });
const amount = z.number().int().min(0).max(1e12);
const currency = z.enum(CURRENCIES);
const locale = z.enum(LOCALES);
/** A game account as the forms send it: field name to value (numbers are accepted and kept as sent). */
const account = z.record(z.string().max(40), z.union([z.string().max(100), z.number()]));
/** Whatever an outside party sends (a provider's query or notification): its own parser checks it. */
const foreign = z.record(z.string(), z.unknown());

export const orderRequestSchema = z.object({
  game: z.string().regex(/^[a-z0-9-]{1,60}$/),
  product: z.string().min(1).max(80),
  quantity: z.number().int().min(1).max(MAX_QUANTITY).default(1),
  account: account.default({}),
  confirmed: z.boolean().default(false),
  promoCode: z.string().max(32).nullish(),
  paymentMethod: z.string().max(40).nullish(),
  useCashback: amount.default(0),
  useGold: amount.default(0),
  lookupSkipped: z.boolean().default(false),
  email: z.string().max(254).nullish(),
  phone: z.string().max(32).nullish(),
  /** The buyer ticked "I understand" under the first-top-up warning. */
  firstTopUpAcknowledged: z.boolean().default(false),
});

const orderAnswer = z.object({ data: publicOrderSchema });
const signedIn = z.object({ access_token: z.string() });
const savedAccountSchema = z.object({
  id: z.uuid(),
  account: z.record(z.string(), z.string()),
  label: z.string(),
  nickname: z.string(),
  region: z.string().nullable(),
  checkedAt: z.string(),
});
const ok = z.object({ ok: z.literal(true) });

const errors = { "4xx": apiErrorSchema, "5xx": apiErrorSchema };
/** A refund asked for by the buyer or by support: done (200) or on its way (202). */
const refundAnswer = orderAnswer.extend({
  refund: z.object({
    method: z.enum(["payment", "gold"]),
    amount: z.number().int(),
    status: z.enum(["pending", "done", "refused"]),
  }),
});
const refund = {
  params: uuidParams,
  body: z.object({ to: z.enum(["payment", "gold"]) }),
  response: { 200: refundAnswer, 202: refundAnswer, ...errors },
};

/** A rating of a completed order: stars, the reasons of its score, an optional comment. */
const feedbackBody = z.object({
  stars: z.number(),
  reasons: z.array(z.string().max(40)).max(12).default([]),
  comment: z.string().max(2_000).nullish(),
});
const feedbackAnswer = {
  200: z.object({
    data: z.object({ stars: z.number().int(), reasons: z.array(z.string()), comment: z.string().nullable() }),
  }),
  ...errors,
};

export const API = {
  health: { response: { 200: z.object({ status: z.literal("ok") }) } },
  ready: {
    response: {
      200: z.object({ status: z.literal("ready"), database: z.boolean(), migrations: z.boolean() }),
      503: z.object({ status: z.enum(["not_ready", "stopping"]), database: z.boolean(), migrations: z.boolean() }),
    },
  },
  listGames: {
    response: { 200: z.object({ data: z.array(gameSummarySchema), locale, currency }), ...errors },
  },
  getGame: {
    params: slugParams,
    response: {
      200: z.object({ data: gameDetailsSchema, locale, currency, paymentMethods: z.array(paymentMethodSchema) }),
      ...errors,
    },
  },
  lookupPlayer: {
    params: slugParams,
    body: z.object({ account }),
    response: { 200: z.object({ data: lookupAnswerSchema }), ...errors },
  },
  me: {
    response: {
      200: z.object({
        data: z.object({
          id: z.string(),
          name: z.string().nullable(),
          email: z.string().nullable(),
          currency,
          gold_amount: z.number().int(),
          cashback_amount: z.number().int(),
        }),
      }),
      ...errors,
    },
  },
  // Who is signed in, for pages shared by every visitor (the page cache): never a 401, so a guest's
  // browser logs no error; `user` is null for a guest.
  session: {
    response: {
      200: z.object({ data: z.object({ user: z.object({ name: z.string().nullable() }).nullable() }) }),
      ...errors,
    },
  },
  logout: { response: { 204: z.undefined(), ...errors } },
  telegramCallback: {
    querystring: foreign,
    response: { 200: signedIn.extend({ return_to: z.string().optional() }), ...errors },
  },
  facebookCallback: {
    querystring: z.object({ code: z.string().regex(/^[\w.~-]{1,1024}$/) }),
    response: { 200: signedIn, ...errors },
  },
  googleCallback: { querystring: foreign, response: { 200: signedIn.extend({ return_to: z.string() }), ...errors } },
  oauthRedirect: {
    params: z.object({ provider: z.string().max(20) }),
    querystring: z.object({ return: z.string().max(2048).optional() }),
    response: { 302: z.undefined(), ...errors },
  },
  whatsappCode: {
    body: z.object({ phone: z.string().max(32) }),
    response: { 200: z.object({ data: z.object({ phone: z.string(), test_code: z.string().optional() }) }), ...errors },
  },
  whatsappVerify: {
    body: z.object({ phone: z.string().max(32), code: z.string().max(12) }),
    response: { 200: signedIn, ...errors },
  },
  calculateOrder: { body: orderRequestSchema, response: { 200: z.object({ data: quoteSchema }), ...errors } },
  createOrder: {
    body: orderRequestSchema,
    response: {
      201: orderAnswer.extend({ paymentPage: z.string() }),
      200: orderAnswer.extend({ paymentPage: z.string() }),
      ...errors,
    },
  },
  listOrders: { response: { 200: z.object({ data: z.array(publicOrderSchema) }), ...errors } },
  getOrder: { params: uuidParams, response: { 200: orderAnswer, ...errors } },
  // Server-sent events, not JSON: each event's data is the order's news (core/orders/order-news.ts),
  // written by the route itself; only refusals go through the contract.
  followOrder: { params: uuidParams, response: errors },
  // The same news read once: what a page whose stream broke asks every few seconds instead.
  readOrderNews: { params: uuidParams, response: { 200: z.object({ data: orderNewsSchema }), ...errors } },
  // A lost order: its number and either the game ID or the receipt's e-mail or phone; the answer
  // carries the order and the path of its page.
  lookupOrder: {
    body: z.object({
      number: z.string().max(40),
      gameId: z.string().max(120).nullish(),
      contact: z.string().max(254).nullish(),
    }),
    response: { 200: orderAnswer.extend({ orderPage: z.string() }), ...errors },
  },
  payOrder: {
    params: uuidParams,
    body: z
      .object({ tokenId: z.string().min(1).max(200).optional(), cardholderName: z.string().max(100).optional() })
      .default({}),
    response: {
      200: orderAnswer.extend({
        result: z.enum(["paid", "redirect", "pending", "declined"]),
        redirectUrl: z.string().optional(),
      }),
      ...errors,
    },
  },
  changeWriteOff: {
    params: uuidParams,
    body: z.object({ use: z.boolean() }),
    response: { 200: orderAnswer, ...errors },
  },
  changePaymentMethod: {
    params: uuidParams,
    body: z.object({ method: z.string().regex(/^[a-z0-9-]{1,40}$/) }),
    response: { 200: orderAnswer, ...errors },
  },
  rateOrder: { params: uuidParams, body: feedbackBody, response: feedbackAnswer },
  // The same rating with the order's id in the body (POST /orders/public/feedback).
  rateOrderByBody: { body: feedbackBody.extend({ id: z.uuid() }), response: feedbackAnswer },
  listReviews: {
    querystring: z.object({
      page: z.coerce.number().int().min(1).max(MAX_REVIEWS_PAGE).default(1),
      game: z
        .string()
        .regex(/^[a-z0-9-]{1,60}$/)
        .optional(),
    }),
    response: {
      200: z.object({
        data: z.array(reviewSchema),
        page: z.number().int(),
        pageSize: z.number().int(),
        total: z.number().int(),
        average: z.number().nullable(),
        hasMore: z.boolean(),
      }),
      ...errors,
    },
  },
  refundOrder: refund,
  // A browser's PushSubscription.toJSON(), with the page's locale for the pushes' language.
  subscribePush: {
    params: uuidParams,
    body: z.object({
      endpoint: z.url().max(1000),
      keys: z.object({ p256dh: z.string().regex(/^[\w-]{80,100}$/), auth: z.string().regex(/^[\w-]{16,30}$/) }),
      locale,
    }),
    response: { 200: z.object({ data: z.object({ subscribed: z.literal(true) }) }), ...errors },
  },
  unsubscribePush: {
    params: uuidParams,
    body: z.object({ endpoint: z.url().max(1000) }),
    response: { 200: z.object({ data: z.object({ subscribed: z.literal(false) }) }), ...errors },
  },
  paymentNotification: { body: foreign, response: { 200: ok, ...errors } },
  yookassaNotification: { body: foreign, response: { 200: ok, ...errors } },
  supplierCallback: { response: { 200: ok, ...errors } },
  operatorSupplierSync: {
    response: {
      200: z.object({
        data: z.object({ mapped: z.number().int(), unmatched: z.array(z.string()), note: z.string().optional() }),
      }),
      ...errors,
    },
  },
  giveawayDraws: {
    params: z.object({ campaign: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
    response: { 200: z.object({ data: publicGiveawaySchema }), ...errors },
  },
  // The first survey: answered once per signed-in account; its voucher becomes one order.
  completeSurvey: {
    body: z.object({
      foundVia: z.enum(FOUND_VIA),
      games: z
        .array(z.string().regex(/^[a-z0-9-]{1,60}$/))
        .min(1)
        .max(SURVEY_GAMES_MAX),
      priority: z.enum(PRIORITIES),
      comment: z.string().max(SURVEY_COMMENT_MAX).nullish(),
    }),
    response: { 201: z.object({ data: z.object({ voucher: z.literal(true) }) }), ...errors },
  },
  redeemSurveyVoucher: {
    body: z.object({
      game: z.string().regex(/^[a-z0-9-]{1,60}$/),
      product: z.string().min(1).max(80),
      account: account.default({}),
      confirmed: z.boolean().default(false),
      lookupSkipped: z.boolean().default(false),
    }),
    response: {
      201: orderAnswer.extend({ paymentPage: z.string() }),
      200: orderAnswer.extend({ paymentPage: z.string() }),
      ...errors,
    },
  },
  // A signed-in buyer's saved game accounts (decision 065): one game's, and removing one of theirs.
  listSavedAccounts: {
    querystring: z.object({ game: z.string().regex(/^[a-z0-9-]{1,60}$/) }),
    response: { 200: z.object({ data: z.array(savedAccountSchema) }), ...errors },
  },
  forgetSavedAccount: {
    params: uuidParams,
    response: { 200: z.object({ data: z.object({ id: z.uuid() }) }), ...errors },
  },
  // "Buy again": the owner's order's game, item, whole game account and payment method, to fill the
  // game's page.
  orderAgain: {
    params: uuidParams,
    response: {
      200: z.object({
        data: z.object({
          game: z.string(),
          product: z.string(),
          account: z.record(z.string(), z.string()),
          paymentMethod: z.string(),
        }),
      }),
      ...errors,
    },
  },
} as const satisfies Record<
  ApiName,
  {
    params?: z.ZodType;
    querystring?: z.ZodType;
    body?: z.ZodType;
    response: Record<number | string, z.ZodType>;
  }
>;

export type ApiContract = typeof API;
/** What a client sends to `name`: path parameters, query and body, as the schemas take them in. */
export type ApiInput<N extends ApiName> = {
  [K in "params" | "querystring" | "body" as K extends keyof ApiContract[N] ? K : never]: K extends keyof ApiContract[N]
    ? ApiContract[N][K] extends z.ZodType
      ? z.input<ApiContract[N][K]>
      : never
    : never;
};
/** The successful answers of `name`, as they arrive (for a union of names, any of theirs). */
export type ApiAnswer<N extends ApiName> = N extends ApiName ? AnswerOf<N> : never;
type AnswerOf<N extends ApiName> = {
  [S in keyof ApiContract[N]["response"]]: S extends 200 | 201 | 202
    ? ApiContract[N]["response"][S] extends z.ZodType
      ? z.output<ApiContract[N]["response"][S]>
      : never
    : never;
}[keyof ApiContract[N]["response"]];
