import { randomBytes, randomUUID, timingSafeEqual } from "node:crypto";
import type { FastifyInstance, FastifyReply } from "fastify";
import { z } from "zod";
import { languageOf, isLocale, type Locale } from "../../../core/locales";
import { money } from "../../../core/money";
import {
  basicAuthorization,
  DESCRIPTION_MAX,
  fromAmount,
  IDEMPOTENCE_KEY_MAX,
  REFUND_DESCRIPTION_MAX,
  toAmount,
} from "../yookassa-protocol";
import { firstValue, sendHtml } from "./context";
import { listPayments } from "./yookassa-list";
import { checkReceipt } from "./yookassa-receipt";
import type { GatewayLog, Notifier } from "./notifications";
import { sameToken } from "./requests";
import { pickLocale, TEXTS } from "./texts";
import { yooKassaPayPage, yooKassaStatusPage } from "./yookassa-pages";
import { YooKassaStore, type YooKassaSandboxPayment, type YooKassaSandboxRefund } from "./yookassa-store";

/**
 * The sandbox gateway's YooKassa face (decision 025): API v3 as YooKassa documents it, under /v3
 * (POST/GET payments, the list, capture and cancel of two-stage payments, POST/GET refunds, Basic
 * auth with shopId:secretKey, Idempotence-Key on POST), the hosted page a payment's confirmation
 * opens, and notifications {type, event, object} to the shop's YooKassa endpoint. The shop's real
 * YooKassa client runs against it unchanged in test mode.
 */
export interface YooKassaFaceOptions {
  shopId: string;
  secretKey: string;
  notifier: Notifier;
  log: GatewayLog;
  baseUrl(): string;
  /**
   * The shop's receipt service is on (54-FZ): GET /me says `fiscalization_enabled: true` and every
   * payment must carry a valid `receipt`, as YooKassa then asks. Follows the shop's YOOKASSA_RECEIPTS.
   */
  receipts?: boolean;
}

const amountField = z.object({
  value: z.string().regex(/^\d{1,12}(\.\d{1,2})?$/),
  currency: z.string().length(3),
});

const localeField = z.enum(["ru_RU", "en_US"]).optional();

/** Redirect (back to return_url) or embedded (YooKassa's widget on the shop's page, no return_url). */
const confirmationField = z.discriminatedUnion("type", [
  z.object({ type: z.literal("redirect"), return_url: z.url({ protocol: /^https?$/ }).max(2048), locale: localeField }),
  z.object({ type: z.literal("embedded"), locale: localeField }),
]);

const createPayment = z.object({
  amount: amountField,
  capture: z.boolean().optional(),
  confirmation: confirmationField,
  // Optional: without it the buyer picks the method on YooKassa's page.
  payment_method_data: z.object({ type: z.enum(["bank_card", "sbp"]) }).optional(),
  description: z.string().max(DESCRIPTION_MAX).optional(),
  metadata: z
    .record(z.string().max(32), z.string().max(512))
    .refine((value) => Object.keys(value).length <= 16, "at most 16 keys")
    .optional(),
  // Checked on its own (checkReceipt) when the shop has receipts on.
  receipt: z.unknown().optional(),
});

/** The body of POST /payments/{id}/capture: the amount to take, the whole payment when absent. */
const capturePayment = z.object({ amount: amountField.optional() }).optional();

const createRefund = z.object({
  payment_id: z.string().min(1).max(64),
  amount: amountField,
  description: z.string().max(REFUND_DESCRIPTION_MAX).optional(),
});

const outcomeForm = z.object({
  action: z.enum(["pay", "fail", "expire"]),
  form_token: z.string().min(1),
  lang: z.string().optional(),
});

function errorBody(code: string, description: string, parameter?: string): Record<string, unknown> {
  return { type: "error", id: randomUUID(), code, description, ...(parameter ? { parameter } : {}) };
}

function confirmationJson(payment: YooKassaSandboxPayment, pageUrl: string): Record<string, unknown> {
  if (payment.confirmationToken) return { type: "embedded", confirmation_token: payment.confirmationToken };
  return { type: "redirect", confirmation_url: pageUrl, return_url: payment.returnUrl };
}

/** Where the receipt of a payment stands: registered once the money is taken, dropped with the payment. */
function receiptRegistration(payment: YooKassaSandboxPayment): string {
  if (payment.status === "succeeded") return "succeeded";
  if (payment.status === "canceled") return "canceled";
  return "pending";
}

function paymentJson(payment: YooKassaSandboxPayment, shopId: string, pageUrl: string): Record<string, unknown> {
  const succeeded = payment.status === "succeeded";
  return {
    id: payment.id,
    status: payment.status,
    paid: payment.status === "succeeded" || payment.status === "waiting_for_capture",
    amount: toAmount(payment.amount),
    description: payment.description,
    recipient: { account_id: shopId, gateway_id: shopId },
    ...(payment.methodType ? { payment_method: { type: payment.methodType, id: payment.id, saved: false } } : {}),
    created_at: payment.createdAt.toISOString(),
    ...(payment.capturedAt ? { captured_at: payment.capturedAt.toISOString() } : {}),
    ...(payment.status === "pending" ? { confirmation: confirmationJson(payment, pageUrl) } : {}),
    test: true,
    ...(succeeded
      ? {
          refunded_amount: toAmount(money(payment.refunded, payment.amount.currency)),
          refundable: payment.refunded < payment.amount.amount,
        }
      : { refundable: false }),
    metadata: payment.metadata,
    ...(payment.cancellation ? { cancellation_details: payment.cancellation } : {}),
    // The payment object says where its receipt stands, never the receipt itself.
    ...(payment.receipt ? { receipt_registration: receiptRegistration(payment) } : {}),
  };
}

function refundJson(refund: YooKassaSandboxRefund): Record<string, unknown> {
  return {
    id: refund.id,
    payment_id: refund.paymentId,
    status: "succeeded",
    amount: toAmount(refund.amount),
    created_at: refund.createdAt.toISOString(),
    ...(refund.description ? { description: refund.description } : {}),
  };
}

function hasCredentials(header: string | undefined, shopId: string, secretKey: string): boolean {
  if (!header) return false;
  const expected = Buffer.from(basicAuthorization(shopId, secretKey));
  const given = Buffer.from(header.trim());
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function localeOf(confirmationLocale: string | undefined): Locale {
  return confirmationLocale === "en_US" ? "en" : "ru";
}

export function registerYooKassaRoutes(app: FastifyInstance, options: YooKassaFaceOptions): void {
  const store = new YooKassaStore();
  const { shopId, secretKey, notifier, log } = options;
  const pagePath = (payment: YooKassaSandboxPayment) => `/yookassa/checkout/${payment.id}`;
  const pageUrl = (payment: YooKassaSandboxPayment) => `${options.baseUrl()}${pagePath(payment)}`;
  const json = (payment: YooKassaSandboxPayment) => paymentJson(payment, shopId, pageUrl(payment));

  function change(
    payment: YooKassaSandboxPayment,
    to: "succeeded" | "waiting_for_capture" | "canceled",
    cancellation?: { party: string; reason: string },
  ): void {
    payment.status = to;
    if (to === "succeeded") payment.capturedAt = new Date();
    if (cancellation) payment.cancellation = cancellation;
    log.info({ payment_id: payment.id, to }, "sandbox gateway: YooKassa payment changed");
    notifier.send({ type: "notification", event: `payment.${to}`, object: json(payment) });
  }

  /** Auth, then the Idempotence-Key: the checks YooKassa makes before it reads a POST. */
  function guard(
    request: { headers: Record<string, string | string[] | undefined> },
    reply: FastifyReply,
    withKey: boolean,
  ): { key: string } | undefined {
    const authorization = request.headers.authorization;
    if (!hasCredentials(typeof authorization === "string" ? authorization : undefined, shopId, secretKey)) {
      void reply.code(401).send(errorBody("invalid_credentials", "Login or password is incorrect"));
      return undefined;
    }
    if (!withKey) return { key: "" };
    const key = request.headers["idempotence-key"];
    if (typeof key !== "string" || key.length === 0 || key.length > IDEMPOTENCE_KEY_MAX) {
      void reply
        .code(400)
        .send(errorBody("invalid_request", "Idempotence key is missing or too long", "Idempotence-Key"));
      return undefined;
    }
    return { key };
  }

  app.post("/v3/payments", async (request, reply) => {
    const allowed = guard(request, reply, true);
    if (!allowed) return reply;
    const requestText = JSON.stringify(request.body ?? null);
    const earlier = store.remembered("payments", allowed.key, requestText);
    if (earlier === "conflict")
      return reply.code(400).send(errorBody("invalid_request", "Idempotence key duplicated", "Idempotence-Key"));
    if (earlier) return reply.code(earlier.status).send(earlier.body);
    const parsed = createPayment.safeParse(request.body);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      return reply
        .code(400)
        .send(errorBody("invalid_request", issue?.message ?? "Invalid request", issue?.path.join(".") || undefined));
    }
    const body = parsed.data;
    const amount = fromAmount(body.amount);
    if (!amount || amount.amount <= 0 || amount.currency !== "RUB")
      return reply.code(400).send(errorBody("invalid_request", "Invalid amount or currency", "amount"));
    const checked = options.receipts ? checkReceipt(body.receipt, amount) : undefined;
    if (checked && !checked.ok)
      return reply.code(400).send(errorBody("invalid_request", checked.description, checked.parameter));
    const id = randomUUID();
    const confirmation = body.confirmation;
    const payment: YooKassaSandboxPayment = {
      id,
      status: "pending",
      amount,
      refunded: 0,
      methodType: body.payment_method_data?.type,
      description: body.description ?? "",
      metadata: body.metadata ?? {},
      // YooKassa's default is false: a payment not told to capture waits at waiting_for_capture.
      capture: body.capture === true,
      ...(confirmation.type === "redirect"
        ? { returnUrl: confirmation.return_url }
        : { confirmationToken: `ct-${id}` }),
      locale: localeOf(confirmation.locale),
      ...(checked ? { receipt: checked.receipt } : {}),
      createdAt: new Date(),
      formToken: randomBytes(16).toString("hex"),
    };
    store.payments.set(payment.id, payment);
    const answer = json(payment);
    store.remember("payments", allowed.key, requestText, 200, answer);
    log.info({ payment_id: payment.id, method: payment.methodType }, "sandbox gateway: YooKassa payment created");
    return reply.code(200).send(answer);
  });

  app.get<{ Querystring: Record<string, unknown> }>("/v3/payments", async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const answer = listPayments([...store.payments.values()].reverse(), request.query);
    if (!answer.ok) return reply.code(400).send(errorBody("invalid_request", answer.description, answer.parameter));
    return reply.code(200).send({ ...answer.body, items: answer.body.items.map(json) });
  });

  /**
   * Capture (take the held money, all of it or a part) and cancel (release it): only a payment at
   * waiting_for_capture, as YooKassa's API reference says of both.
   */
  function twoStage(
    path: "capture" | "cancel",
    settle: (payment: YooKassaSandboxPayment, body: unknown) => { status: number; body: unknown },
  ): void {
    app.post<{ Params: { id: string } }>(`/v3/payments/:id/${path}`, async (request, reply) => {
      const allowed = guard(request, reply, true);
      if (!allowed) return reply;
      const requestText = JSON.stringify({ payment: request.params.id, body: request.body ?? null });
      const earlier = store.remembered(path, allowed.key, requestText);
      if (earlier === "conflict")
        return reply.code(400).send(errorBody("invalid_request", "Idempotence key duplicated", "Idempotence-Key"));
      if (earlier) return reply.code(earlier.status).send(earlier.body);
      const payment = store.payments.get(request.params.id);
      if (!payment) return reply.code(404).send(errorBody("not_found", "Payment not found", "payment_id"));
      if (payment.status !== "waiting_for_capture")
        return reply
          .code(400)
          .send(
            errorBody(
              "invalid_request",
              `Payment in status ${payment.status} cannot be ${path === "capture" ? "captured" : "canceled"}`,
              "payment_id",
            ),
          );
      const answer = settle(payment, request.body);
      if (answer.status === 200) store.remember(path, allowed.key, requestText, answer.status, answer.body);
      return reply.code(answer.status).send(answer.body);
    });
  }

  twoStage("capture", (payment, raw) => {
    const parsed = capturePayment.safeParse(raw);
    if (!parsed.success) return { status: 400, body: errorBody("invalid_request", "Invalid request", "amount") };
    const asked = parsed.data?.amount;
    const amount = asked ? fromAmount(asked) : payment.amount;
    if (
      !amount ||
      amount.currency !== payment.amount.currency ||
      amount.amount <= 0 ||
      amount.amount > payment.amount.amount
    )
      return {
        status: 400,
        body: errorBody("invalid_request", "Capture amount is more than the payment or in another currency", "amount"),
      };
    // The part not captured goes back to the buyer; the payment is for what was taken.
    payment.amount = amount;
    change(payment, "succeeded");
    return { status: 200, body: json(payment) };
  });

  twoStage("cancel", (payment) => {
    change(payment, "canceled", { party: "merchant", reason: "canceled_by_merchant" });
    return { status: 200, body: json(payment) };
  });

  // Information about the store: a test shop, with receipts on as the shop it stands beside has them.
  app.get("/v3/me", async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    return reply.code(200).send({
      account_id: shopId,
      test: true,
      fiscalization_enabled: options.receipts === true,
      payment_methods: ["bank_card", "sbp"],
    });
  });

  app.get<{ Params: { id: string } }>("/v3/payments/:id", async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const payment = store.payments.get(request.params.id);
    if (!payment) return reply.code(404).send(errorBody("not_found", "Payment not found", "payment_id"));
    return reply.code(200).send(json(payment));
  });

  app.post("/v3/refunds", async (request, reply) => {
    const allowed = guard(request, reply, true);
    if (!allowed) return reply;
    const requestText = JSON.stringify(request.body ?? null);
    const earlier = store.remembered("refunds", allowed.key, requestText);
    if (earlier === "conflict")
      return reply.code(400).send(errorBody("invalid_request", "Idempotence key duplicated", "Idempotence-Key"));
    if (earlier) return reply.code(earlier.status).send(earlier.body);
    const parsed = createRefund.safeParse(request.body);
    if (!parsed.success)
      return reply.code(400).send(errorBody("invalid_request", parsed.error.issues[0]?.message ?? "Invalid request"));
    const payment = store.payments.get(parsed.data.payment_id);
    if (!payment) return reply.code(404).send(errorBody("not_found", "Payment not found", "payment_id"));
    const amount = fromAmount(parsed.data.amount);
    const remaining = payment.amount.amount - payment.refunded;
    if (payment.status !== "succeeded" || !amount || amount.currency !== payment.amount.currency) {
      return reply.code(400).send(errorBody("invalid_request", "Payment cannot be refunded", "payment_id"));
    }
    if (amount.amount <= 0 || amount.amount > remaining) {
      return reply.code(400).send(errorBody("invalid_request", "Refund amount exceeds what is left", "amount"));
    }
    const refund: YooKassaSandboxRefund = {
      id: randomUUID(),
      paymentId: payment.id,
      amount,
      description: parsed.data.description,
      createdAt: new Date(),
    };
    payment.refunded += amount.amount;
    store.refunds.set(refund.id, refund);
    const answer = refundJson(refund);
    store.remember("refunds", allowed.key, requestText, 200, answer);
    log.info({ payment_id: payment.id, refund_id: refund.id }, "sandbox gateway: YooKassa refund succeeded");
    notifier.send({ type: "notification", event: "refund.succeeded", object: answer });
    return reply.code(200).send(answer);
  });

  app.get<{ Params: { id: string } }>("/v3/refunds/:id", async (request, reply) => {
    if (!guard(request, reply, false)) return reply;
    const refund = store.refunds.get(request.params.id);
    if (!refund) return reply.code(404).send(errorBody("not_found", "Refund not found", "refund_id"));
    return reply.code(200).send(refundJson(refund));
  });

  app.get<{ Params: { id: string }; Querystring: Record<string, unknown> }>(
    "/yookassa/checkout/:id",
    async (request, reply) => {
      const payment = store.payments.get(request.params.id);
      const lang = firstValue(request.query.lang);
      const locale = pickLocale(lang, payment?.locale);
      if (!payment) return sendHtml(reply, 404, yooKassaStatusPage(locale, undefined));
      if (payment.status !== "pending") return sendHtml(reply, 200, yooKassaStatusPage(locale, payment));
      return sendHtml(reply, 200, yooKassaPayPage(locale, payment, pagePath(payment)));
    },
  );

  app.post<{ Params: { id: string } }>("/yookassa/checkout/:id", async (request, reply) => {
    const payment = store.payments.get(request.params.id);
    const form = outcomeForm.safeParse(request.body);
    const locale = pickLocale(form.success && isLocale(form.data.lang) ? form.data.lang : undefined, payment?.locale);
    if (!payment) return sendHtml(reply, 404, yooKassaStatusPage(locale, undefined));
    if (!form.success || !sameToken(form.data.form_token, payment.formToken))
      return sendHtml(reply, 403, yooKassaStatusPage(locale, payment, TEXTS[languageOf(locale)].staleForm));
    if (payment.status === "pending") {
      const action = form.data.action;
      if (action === "pay") {
        payment.methodType ??= "bank_card";
        change(payment, payment.capture ? "succeeded" : "waiting_for_capture");
      } else if (action === "fail")
        change(
          payment,
          "canceled",
          payment.methodType === "sbp"
            ? { party: "payment_network", reason: "payment_method_restricted" }
            : { party: "payment_network", reason: "insufficient_funds" },
        );
      else change(payment, "canceled", { party: "yoo_money", reason: "expired_on_confirmation" });
    }
    // YooKassa sends the buyer back to return_url whatever the outcome; the shop asks for the status.
    // The widget (embedded) has no return_url: its page stays, showing the outcome.
    if (!payment.returnUrl) return sendHtml(reply, 200, yooKassaStatusPage(locale, payment));
    return reply.code(303).header("location", payment.returnUrl).send();
  });
}
