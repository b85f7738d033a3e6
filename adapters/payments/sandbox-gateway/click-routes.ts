import { randomBytes, randomInt } from "node:crypto";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { languageOf, isLocale, LOCALE_INFO, type Locale } from "../../../core/locales";
import { formatMoney, money, type Money } from "../../../core/money";
import {
  CLICK_ACTION,
  CLICK_ERROR,
  clickAmountInTiyin,
  clickFiscalItemsFault,
  clickSignString,
  clickTime,
  hasMerchantApiAuth,
  moneyInTiyin,
  type ClickCallback,
  type ClickFiscalItemsBody,
} from "../click-protocol";
import { firstValue, sendHtml } from "./context";
import type { GatewayLog } from "./notifications";
import { escapeHtml, hidden, layout } from "./pages";
import { sameToken } from "./requests";
import { pickLocale, TEXTS } from "./texts";

/** The merchant's keys at Click, and where the shop answers Prepare and Complete. */
export interface ClickFaceOptions {
  serviceId: string;
  merchantId: string;
  merchantUserId: string;
  secretKey: string;
  /** The shop's SHOP API base: Prepare at `${shopUrl}/prepare`, Complete at `${shopUrl}/complete`. */
  shopUrl: string;
  /** Waits before each retry of a call the shop did not answer (Click retries; default 0.2 s, 1 s). */
  retryDelaysMs?: number[];
  /**
   * Send the buyer back first and make the calls of a press this much later (PAYMENT_SANDBOX_DELAY_MS),
   * as a provider's word can reach the shop after the buyer; 0 or none: the calls, then the return.
   */
  callDelayMs?: number;
}

type ClickPaymentState = "waiting" | "paid" | "failed" | "refused" | "reversed";

interface ClickPayment {
  /** The page's id in the gateway's URL (the form posts there). */
  pageId: string;
  clickTransId: string;
  clickPaydocId: string;
  merchantTransId: string;
  amount: Money;
  /** Exactly the amount text of the buyer's URL, as Click would sign and send it. */
  amountText: string;
  returnUrl: string;
  locale?: Locale;
  state: ClickPaymentState;
  /** The fiscal items the shop sent for it (the first call Click took). */
  fiscalItems?: ClickFiscalItemsBody;
  /** The shop's merchant_prepare_id, once Prepare succeeded. */
  prepareId?: string;
  /** The shop's error_note when it refused. */
  refusal?: string;
  /** Pressed, its calls to the shop still to come (a delayed gateway): a second press does nothing. */
  settling?: boolean;
  createdAt: Date;
  formToken: string;
}

/** Click's payment_status of the Merchant API (CLICK Pass and Merchant docs: <0 error, 0 created, 1 processing, 2 done). */
const PAYMENT_STATUS: Record<ClickPaymentState, number> = {
  waiting: 0,
  paid: 2,
  failed: -1,
  refused: -1,
  reversed: -2,
};

/** The locale prefix of the shop's address the buyer returns to, if it has one. */
function returnLocale(returnUrl: string): Locale | undefined {
  const first = new URL(returnUrl).pathname.split("/")[1];
  return isLocale(first) ? first : undefined;
}

/** A card declined at Click: Complete then carries a negative error of Click's own. */
const CLICK_DECLINED = { error: "-5017", error_note: "Insufficient funds (sandbox)" };

const payQuery = z.object({
  service_id: z.string().regex(/^\d{1,19}$/),
  merchant_id: z.string().regex(/^\d{1,19}$/),
  amount: z.string().regex(/^\d{1,15}(\.\d{1,2})?$/),
  transaction_param: z.string().regex(/^[A-Za-z0-9-]{1,64}$/),
  return_url: z.url({ protocol: /^https?$/ }),
});

const outcomeForm = z.object({
  action: z.enum(["pay", "fail", "cancel"]),
  form_token: z.string().min(1),
  lang: z.string().optional(),
});

const shopAnswer = z.object({
  error: z.coerce.number().int(),
  error_note: z.string().optional(),
  merchant_prepare_id: z.coerce.number().int().optional(),
  merchant_confirm_id: z.coerce.number().int().optional(),
});

/**
 * The gateway's Click face (decision 024): Click's pay page (my.click.uz/services/pay) with buttons
 * to pay, fail or cancel; the SHOP API calls Click makes to the shop (Prepare, then Complete, signed
 * with the secret key, form-encoded, retried when the shop does not answer); and the Merchant API
 * (payment status, status by merchant_trans_id, reversal) behind the Auth header. State is in memory.
 */
export function registerClickRoutes(parent: FastifyInstance, options: ClickFaceOptions, log: GatewayLog): ClickFace {
  const face: ClickFace = { close: () => undefined, fiscalItemsOf: () => undefined };
  void parent.register(async (app) => {
    // Click's Merchant API wants Content-Type: application/json on every call, GET and DELETE too,
    // with no body: an empty one is not an error here.
    app.removeContentTypeParser("application/json");
    app.addContentTypeParser("application/json", { parseAs: "string", bodyLimit: 16_384 }, (_request, body, done) => {
      try {
        done(null, body === "" ? undefined : (JSON.parse(String(body)) as unknown));
      } catch {
        done(Object.assign(new Error("invalid JSON"), { statusCode: 400 }), undefined);
      }
    });
    Object.assign(face, registerFace(app, options, log));
  });
  return { close: () => face.close(), fiscalItemsOf: (paymentId) => face.fiscalItemsOf(paymentId) };
}

/** The face's handle for the gateway: stop its retries, and read what the shop sent (tests). */
export interface ClickFace {
  close(): void;
  /** The fiscal items Click took for this payment (its payment_id, our click_paydoc_id). */
  fiscalItemsOf(paymentId: string): ClickFiscalItemsBody | undefined;
}

function registerFace(app: FastifyInstance, options: ClickFaceOptions, log: GatewayLog): ClickFace {
  const byPage = new Map<string, ClickPayment>();
  const byPaydoc = new Map<string, ClickPayment>();
  const byMerchantTrans = new Map<string, ClickPayment[]>();
  const retryDelaysMs = options.retryDelaysMs ?? [200, 1_000];
  // Click's ids are large integers; different runs must not reuse them.
  let nextId = randomInt(1_000_000, 9_000_000) * 1_000;
  let closed = false;

  function newPayment(query: z.infer<typeof payQuery>, amount: Money, locale: Locale | undefined): ClickPayment {
    nextId += 1;
    const payment: ClickPayment = {
      pageId: randomBytes(12).toString("base64url"),
      clickTransId: String(nextId),
      clickPaydocId: String(nextId + 500_000_000),
      merchantTransId: query.transaction_param,
      amount,
      amountText: query.amount,
      returnUrl: query.return_url,
      ...(locale ? { locale } : {}),
      state: "waiting",
      createdAt: new Date(),
      formToken: randomBytes(16).toString("hex"),
    };
    byPage.set(payment.pageId, payment);
    byPaydoc.set(payment.clickPaydocId, payment);
    byMerchantTrans.set(payment.merchantTransId, [...(byMerchantTrans.get(payment.merchantTransId) ?? []), payment]);
    return payment;
  }

  /**
   * One SHOP API call as Click makes it, retried while the shop does not answer with JSON; `retried`
   * when an earlier try went out (it may have reached the shop, its answer lost).
   */
  async function callShop(path: "prepare" | "complete", callback: Omit<ClickCallback, "sign_string">) {
    const body = new URLSearchParams({ ...callback, sign_string: clickSignString(callback, options.secretKey) });
    for (let attempt = 0; ; attempt++) {
      if (closed) return undefined;
      try {
        const response = await fetch(`${options.shopUrl}/${path}`, {
          method: "POST",
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: body.toString(),
          signal: AbortSignal.timeout(10_000),
        });
        const parsed = shopAnswer.safeParse(await response.json().catch(() => undefined));
        if (response.ok && parsed.success) {
          log.info(
            { merchant_trans_id: callback.merchant_trans_id, call: path, error: parsed.data.error },
            "sandbox gateway: click call answered",
          );
          return { ...parsed.data, retried: attempt > 0 };
        }
      } catch {
        // Not reached, or no answer in time: tried again below.
      }
      const wait = retryDelaysMs[attempt];
      if (wait === undefined) {
        log.warn(
          { merchant_trans_id: callback.merchant_trans_id, call: path },
          "sandbox gateway: click call unanswered",
        );
        return undefined;
      }
      await new Promise((resolve) => setTimeout(resolve, wait));
    }
  }

  function callbackOf(payment: ClickPayment, action: 0 | 1, error = { error: "0", error_note: "Success" }) {
    return {
      click_trans_id: payment.clickTransId,
      service_id: options.serviceId,
      click_paydoc_id: payment.clickPaydocId,
      merchant_trans_id: payment.merchantTransId,
      ...(action === CLICK_ACTION.complete ? { merchant_prepare_id: payment.prepareId ?? "0" } : {}),
      amount: payment.amountText,
      action: String(action),
      ...error,
      sign_time: clickTime(new Date()),
    };
  }

  /** Prepare, then (pay) Complete with success or (fail) Complete with Click's own error. */
  async function settle(payment: ClickPayment, outcome: "pay" | "fail"): Promise<void> {
    const prepared = await callShop("prepare", callbackOf(payment, CLICK_ACTION.prepare));
    if (!prepared || prepared.error !== 0 || prepared.merchant_prepare_id === undefined) {
      payment.state = "refused";
      payment.refusal = prepared?.error_note ?? "no answer";
      return;
    }
    payment.prepareId = String(prepared.merchant_prepare_id);
    const completed = await callShop(
      "complete",
      callbackOf(payment, CLICK_ACTION.complete, outcome === "pay" ? undefined : CLICK_DECLINED),
    );
    if (outcome === "fail") payment.state = "failed";
    // "Already paid" to a repeated Complete is the earlier try's success (Click-API – Error, -4).
    else if (completed?.error === 0 || (completed?.error === CLICK_ERROR.alreadyPaid.error && completed.retried))
      payment.state = "paid";
    else {
      payment.state = "refused";
      payment.refusal = completed?.error_note ?? "no answer";
    }
  }

  function summary(locale: Locale, payment: ClickPayment): string {
    const texts = TEXTS[languageOf(locale)];
    return `<p class="amount">${escapeHtml(formatMoney(payment.amount, LOCALE_INFO[locale].iso))}</p>
<dl>
<dt>${escapeHtml(texts.method)}</dt><dd>Click</dd>
<dt>${escapeHtml(texts.orderId)}</dt><dd>${escapeHtml(payment.merchantTransId)}</dd>
</dl>`;
  }

  function payPage(locale: Locale, payment: ClickPayment): string {
    const texts = TEXTS[languageOf(locale)];
    const form = (action: "pay" | "fail" | "cancel", label: string, tone: string) =>
      `<form method="post" action="/click/services/pay/${escapeHtml(payment.pageId)}">${hidden("action", action)}${hidden("form_token", payment.formToken)}${hidden("lang", locale)}<button type="submit" class="${tone}">${escapeHtml(label)}</button></form>`;
    return layout(
      locale,
      `Click · ${texts.pageTitle}`,
      `<section class="panel">${summary(locale, payment)}</section>
<section class="panel"><p class="muted">${escapeHtml(texts.click.intro)}</p>
${form("pay", texts.pay, "pay")}
${form("fail", texts.fail, "fail")}
${form("cancel", texts.click.cancel, "expire")}
</section>`,
    );
  }

  function statusPage(locale: Locale, payment: ClickPayment | undefined, message?: string): string {
    const texts = TEXTS[languageOf(locale)];
    const heading = !payment
      ? texts.notFound
      : payment.state === "paid"
        ? texts.status.settlement
        : payment.state === "waiting"
          ? texts.status.pending
          : payment.state === "reversed"
            ? texts.status.refund
            : texts.status.deny;
    const tone =
      payment?.state === "paid" || payment?.state === "reversed" ? "ok" : payment?.state === "waiting" ? "wait" : "bad";
    const note =
      message ??
      (payment?.state === "refused"
        ? texts.click.refused
        : payment?.state === "reversed"
          ? texts.click.reversed
          : undefined);
    return layout(
      locale,
      heading,
      `<section class="panel">
<h1 class="status ${tone}">${escapeHtml(heading)}</h1>
${note ? `<p class="muted">${escapeHtml(note)}</p>` : ""}
${payment ? summary(locale, payment) : ""}
${payment ? `<a class="button back" href="${escapeHtml(payment.returnUrl)}">${escapeHtml(texts.backToShop)}</a>` : ""}
</section>`,
    );
  }

  app.get<{ Querystring: Record<string, unknown> }>("/click/services/pay", async (request, reply) => {
    const query = payQuery.safeParse(
      Object.fromEntries(Object.entries(request.query).map(([key, value]) => [key, firstValue(value)])),
    );
    // Click's URL names no language: the shop's return address does (/uz/..., /ru/...), as a
    // buyer's Click app would already be set to theirs.
    const locale = pickLocale(
      firstValue(request.query.lang),
      query.success ? returnLocale(query.data.return_url) : undefined,
    );
    if (!query.success || query.data.service_id !== options.serviceId || query.data.merchant_id !== options.merchantId)
      return sendHtml(reply, 404, statusPage(locale, undefined));
    const tiyin = clickAmountInTiyin(query.data.amount);
    if (tiyin === undefined || tiyin <= 0 || tiyin % 100 !== 0)
      return sendHtml(reply, 404, statusPage(locale, undefined));
    // Reopening the page of a payment still open shows the same one; a new attempt is a new page.
    const open = byMerchantTrans.get(query.data.transaction_param)?.find((payment) => payment.state === "waiting");
    const payment = open ?? newPayment(query.data, money(tiyin / 100, "UZS"), locale);
    return sendHtml(reply, 200, payPage(locale, payment));
  });

  app.post<{ Params: { pageId: string } }>("/click/services/pay/:pageId", async (request, reply: FastifyReply) => {
    const payment = byPage.get(request.params.pageId);
    const form = outcomeForm.safeParse(request.body);
    const locale = pickLocale(form.success ? form.data.lang : undefined, payment?.locale);
    if (!payment) return sendHtml(reply, 404, statusPage(locale, undefined));
    if (!form.success || !sameToken(form.data.form_token, payment.formToken))
      return sendHtml(reply, 403, statusPage(locale, payment, TEXTS[languageOf(locale)].staleForm));
    if (payment.state === "waiting" && !payment.settling) {
      const action = form.data.action;
      if (action === "cancel") payment.state = "failed";
      else if (options.callDelayMs) {
        // The buyer is back at the shop before Click's Prepare and Complete, which come this much later.
        payment.settling = true;
        setTimeout(() => void settle(payment, action), options.callDelayMs).unref();
      } else await settle(payment, action);
    }
    // The buyer goes back to the shop, as Click's page sends them to return_url.
    return reply.code(303).header("location", payment.returnUrl).send();
  });

  // The Merchant API, behind the Auth header.
  const merchant = "/click/v2/merchant";
  const authorized = (header: unknown) =>
    hasMerchantApiAuth(
      typeof header === "string" ? header : undefined,
      options.merchantUserId,
      options.secretKey,
      Date.now() / 1000,
    );
  const denied = { error_code: -500, error_note: "Authorization failed (sandbox)" };
  // Merchant – Request: "Required headers: Accept, Auth, Content-Type". The gateway speaks JSON only.
  const json = (value: unknown) => typeof value === "string" && /^application\/json\b/i.test(value.trim());
  const hasRequiredHeaders = (headers: FastifyRequest["headers"]) =>
    json(headers["content-type"]) && typeof headers.accept === "string" && headers.accept.includes("application/json");
  const missingHeaders = { error_code: -8, error_note: "Accept and Content-Type: application/json required (sandbox)" };
  const notFound = { error_code: -5, error_note: "Payment not found (sandbox)" };

  app.get<{ Params: { serviceId: string; paymentId: string } }>(
    `${merchant}/payment/status/:serviceId/:paymentId`,
    async (request, reply) => {
      if (!authorized(request.headers.auth)) return reply.code(401).send(denied);
      if (!hasRequiredHeaders(request.headers)) return reply.code(400).send(missingHeaders);
      const payment =
        request.params.serviceId === options.serviceId ? byPaydoc.get(request.params.paymentId) : undefined;
      if (!payment) return reply.send(notFound);
      return reply.send({
        error_code: 0,
        error_note: "Success",
        payment_id: Number(payment.clickPaydocId),
        payment_status: PAYMENT_STATUS[payment.state],
      });
    },
  );

  app.get<{ Params: { serviceId: string; merchantTransId: string; date: string } }>(
    `${merchant}/payment/status_by_mti/:serviceId/:merchantTransId/:date`,
    async (request, reply) => {
      if (!authorized(request.headers.auth)) return reply.code(401).send(denied);
      if (!hasRequiredHeaders(request.headers)) return reply.code(400).send(missingHeaders);
      const { serviceId, merchantTransId, date } = request.params;
      const payment =
        serviceId === options.serviceId
          ? (byMerchantTrans.get(merchantTransId) ?? []).findLast(
              (candidate) => clickTime(candidate.createdAt).slice(0, 10) === date && candidate.state !== "waiting",
            )
          : undefined;
      if (!payment) return reply.send(notFound);
      return reply.send({
        error_code: 0,
        error_note: "Success",
        payment_id: Number(payment.clickPaydocId),
        merchant_trans_id: payment.merchantTransId,
        payment_status: PAYMENT_STATUS[payment.state],
      });
    },
  );

  app.delete<{ Params: { serviceId: string; paymentId: string } }>(
    `${merchant}/payment/reversal/:serviceId/:paymentId`,
    async (request, reply) => {
      if (!authorized(request.headers.auth)) return reply.code(401).send(denied);
      if (!hasRequiredHeaders(request.headers)) return reply.code(400).send(missingHeaders);
      const payment =
        request.params.serviceId === options.serviceId ? byPaydoc.get(request.params.paymentId) : undefined;
      if (!payment) return reply.send(notFound);
      // A payment is reversed once; a second reversal is refused, as Click refuses it.
      if (payment.state !== "paid")
        return reply.send({
          error_code: -4,
          error_note: "Payment cannot be reversed (sandbox)",
          payment_id: Number(payment.clickPaydocId),
        });
      payment.state = "reversed";
      log.info(
        { merchant_trans_id: payment.merchantTransId, to: "reversed" },
        "sandbox gateway: click payment reversed",
      );
      return reply.send({ error_code: 0, error_note: "Success", payment_id: Number(payment.clickPaydocId) });
    },
  );

  // Fiscalization: the items of a paid payment, checked as Click checks them (required fields, the
  // seller's TIN or PINFL, items and received sums adding up to the payment). The first call taken is
  // kept; a repeat is answered the same and changes nothing.
  app.post(`${merchant}/payment/ofd_data/submit_items`, async (request, reply) => {
    if (!authorized(request.headers.auth)) return reply.code(401).send(denied);
    if (!hasRequiredHeaders(request.headers)) return reply.code(400).send(missingHeaders);
    const body = request.body as { service_id?: unknown; payment_id?: unknown } | undefined;
    const payment =
      body && String(body.service_id) === options.serviceId ? byPaydoc.get(String(body.payment_id)) : undefined;
    if (!payment) return reply.send(notFound);
    if (payment.state !== "paid") return reply.send({ error_code: -8, error_note: "Payment is not paid (sandbox)" });
    const checked = clickFiscalItemsFault(request.body, moneyInTiyin(payment.amount) ?? 0);
    if ("fault" in checked) {
      log.warn(
        { merchant_trans_id: payment.merchantTransId, fault: checked.fault },
        "sandbox gateway: click fiscal items refused",
      );
      return reply.send({ error_code: -8, error_note: `Invalid fiscal items: ${checked.fault} (sandbox)` });
    }
    payment.fiscalItems ??= checked.body;
    log.info({ merchant_trans_id: payment.merchantTransId }, "sandbox gateway: click fiscal items taken");
    return reply.send({ error_code: 0, error_note: "Success" });
  });

  return {
    close() {
      closed = true;
    },
    fiscalItemsOf: (paymentId) => byPaydoc.get(paymentId)?.fiscalItems,
  };
}
