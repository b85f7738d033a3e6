import { createHash, randomBytes, randomUUID } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { languageOf, isLocale } from "../../../core/locales";
import { ACCESS_DENIED } from "./bodies";
import { finishHref, firstValue, hasServerKey, sendHtml, validationMessages, type GatewayContext } from "./context";
import { payPage, statusPage } from "./pages";
import { itemDetails, readAmount, sameToken, transactionDetails } from "./requests";
import type { SandboxTransaction } from "./store";
import { pickLocale, TEXTS } from "./texts";

/** Snap's enabled_payments names as Midtrans's payment_type in notifications. */
const PAYMENT_TYPE: Record<string, string> = {
  other_qris: "qris",
  gopay: "gopay",
  shopeepay: "shopeepay",
  ovo: "ovo",
  dana: "dana",
  bca_va: "bank_transfer",
  bni_va: "bank_transfer",
  bri_va: "bank_transfer",
  permata_va: "bank_transfer",
  other_va: "bank_transfer",
  echannel: "echannel",
};

/** Made-up company prefixes: the numbers only have to look like virtual accounts. */
const VA_PREFIX: Record<string, string> = {
  bca_va: "39012",
  bni_va: "9880",
  bri_va: "26215",
  permata_va: "8562",
  other_va: "7001",
};

const EXPIRY_UNIT_MINUTES: Record<string, number> = {
  minute: 1,
  minutes: 1,
  hour: 60,
  hours: 60,
  day: 1440,
  days: 1440,
};

/** Snap keeps an unpaid transaction for a day unless the merchant sets `expiry`. */
const DEFAULT_EXPIRY_MINUTES = 24 * 60;

const snapRequest = z.object({
  transaction_details: transactionDetails,
  item_details: itemDetails,
  customer_details: z.record(z.string(), z.unknown()).optional(),
  enabled_payments: z.array(z.string().min(1)).optional(),
  expiry: z
    .object({
      start_time: z.string().optional(),
      unit: z.enum(["minute", "minutes", "hour", "hours", "day", "days"]),
      duration: z.number().int().positive(),
    })
    .optional(),
  callbacks: z.object({ finish: z.url({ protocol: /^https?$/ }).optional() }).optional(),
  custom_field1: z.string().optional(),
});

const outcomeForm = z.object({
  action: z.enum(["pay", "fail", "expire"]),
  form_token: z.string().min(1),
  lang: z.string().optional(),
});

/** Digits drawn from the order id, so a page shows the same made-up number on every visit. */
function digitsFrom(seed: string, count: number): string {
  let digits = "";
  for (let block = 0; digits.length < count; block++) {
    for (const byte of createHash("sha256").update(`${seed}:${block}`).digest()) {
      if (byte < 250) digits += String(byte % 10);
      if (digits.length === count) break;
    }
  }
  return digits;
}

/** Snap: create a transaction (server to server) and its hosted page (for the buyer). */
export function registerSnapRoutes(app: FastifyInstance, context: GatewayContext): void {
  app.post("/snap/v1/transactions", async (request, reply) => {
    if (!hasServerKey(request.headers.authorization, context.serverKey)) {
      return reply.code(401).send({ error_messages: [ACCESS_DENIED] });
    }
    const parsed = snapRequest.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ error_messages: validationMessages(parsed.error) });
    const body = parsed.data;
    const read = readAmount(body.transaction_details, body.item_details);
    if ("errors" in read) return reply.code(400).send({ error_messages: read.errors });
    const orderId = body.transaction_details.order_id;
    // Snap's own wording, in Indonesian even for English merchants.
    if (context.store.has(orderId)) {
      return reply.code(400).send({ error_messages: ["transaction_details.order_id sudah digunakan"] });
    }
    const channel = body.enabled_payments?.[0] ?? "other_qris";
    const expiryMinutes = body.expiry
      ? body.expiry.duration * (EXPIRY_UNIT_MINUTES[body.expiry.unit] ?? 1)
      : DEFAULT_EXPIRY_MINUTES;
    const now = new Date();
    const transaction: SandboxTransaction = {
      orderId,
      transactionId: randomUUID(),
      snapToken: randomUUID(),
      amount: read.amount,
      status: "created",
      channel,
      paymentType: PAYMENT_TYPE[channel] ?? channel,
      itemName: body.item_details?.[0]?.name ?? orderId,
      finishUrl: body.callbacks?.finish,
      locale: isLocale(body.custom_field1) ? body.custom_field1 : undefined,
      formToken: randomBytes(16).toString("hex"),
      createdAt: now,
      expiresAt: new Date(now.getTime() + expiryMinutes * 60_000),
      refunds: new Map(),
      refundedAmount: 0,
    };
    const prefix = VA_PREFIX[channel];
    if (prefix) transaction.vaNumber = `${prefix}${digitsFrom(orderId, 16 - prefix.length)}`;
    if (channel === "echannel") {
      transaction.billerCode = "70012";
      transaction.billKey = digitsFrom(orderId, 12);
    }
    context.store.add(transaction);
    context.transitions.scheduleExpiry(transaction);
    context.log.info({ order_id: orderId, channel, to: "created" }, "sandbox gateway: Snap transaction created");
    return reply.code(201).send({
      token: transaction.snapToken,
      redirect_url: `${context.baseUrl()}/snap/v4/redirection/${transaction.snapToken}`,
    });
  });

  app.get<{ Params: { token: string }; Querystring: Record<string, unknown> }>(
    "/snap/v4/redirection/:token",
    async (request, reply) => {
      const transaction = context.store.bySnapToken(request.params.token);
      const queryLang = firstValue(request.query.lang) ?? firstValue(request.query.language);
      const locale = pickLocale(queryLang, transaction?.locale);
      if (!transaction) return sendHtml(reply, 404, statusPage(locale, undefined, undefined));
      context.transitions.expireIfDue(transaction);
      // Opening the page puts the buyer in the method's flow: Midtrans now has a pending payment.
      if (transaction.status === "created") context.transitions.change(transaction, "pending", "accept");
      if (transaction.status !== "pending") {
        return sendHtml(reply, 200, statusPage(locale, transaction, finishHref(transaction)));
      }
      return sendHtml(reply, 200, payPage(locale, transaction, `/snap/v4/redirection/${transaction.snapToken}`));
    },
  );

  app.post<{ Params: { token: string } }>("/snap/v4/redirection/:token", async (request, reply) => {
    const transaction = context.store.bySnapToken(request.params.token);
    const form = outcomeForm.safeParse(request.body);
    const locale = pickLocale(form.success ? form.data.lang : undefined, transaction?.locale);
    if (!transaction) return sendHtml(reply, 404, statusPage(locale, undefined, undefined));
    if (!form.success || !sameToken(form.data.form_token, transaction.formToken)) {
      return sendHtml(reply, 403, statusPage(locale, transaction, undefined, TEXTS[languageOf(locale)].staleForm));
    }
    context.transitions.expireIfDue(transaction);
    if (transaction.status === "created") context.transitions.change(transaction, "pending", "accept");
    if (transaction.status === "pending") {
      const action = form.data.action;
      if (action === "pay") context.transitions.change(transaction, "settlement", "accept");
      else if (action === "fail") context.transitions.change(transaction, "deny");
      else context.transitions.change(transaction, "expire");
    }
    // A second press of a button lands on the same final state, as a reload of Snap's page would.
    const href = finishHref(transaction);
    if (href) return reply.code(303).header("location", href).send();
    return sendHtml(reply, 200, statusPage(locale, transaction, undefined));
  });
}
