import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import { z } from "zod";
import { formatMoney, money } from "../../../core/money";
import { languageOf, LOCALE_INFO } from "../../../core/locales";
import {
  paymeAuthorization,
  PAYME_REASON,
  readCheckoutParams,
  receiptDetailFault,
  RECEIPT_STATE,
  subscribeAuth,
  type RpcAnswer,
} from "../payme-protocol";
import { sendHtml } from "./context";
import type { GatewayLog } from "./notifications";
import { escapeHtml, layout } from "./pages";
import { paymeLocale, PAYME_TEXTS } from "./payme-texts";
import { TEXTS } from "./texts";
import { sameToken } from "./requests";

export interface PaymeFaceOptions {
  merchantId: string;
  key: string;
  /** The shop's Merchant API endpoint: https://shop/backend/api/payments/payme. */
  merchantApiUrl: string;
  /**
   * Send the buyer back first and make the calls of a press this much later (PAYMENT_SANDBOX_DELAY_MS),
   * as a provider's word can reach the shop after the buyer; 0 or none: the calls, then the return.
   */
  callDelayMs?: number;
}

/** A receipt as Payme keeps it: one per Merchant API transaction (the transaction's id is the receipt's). */
interface Receipt {
  id: string;
  orderId: string;
  tiyin: number;
  state: number;
  /** Whether the shop's check gave fiscal detail, so the payment's receipt was fiscalized. */
  fiscal: boolean;
}

const outcomeForm = z.object({ action: z.enum(["pay", "fail"]), form_token: z.string().min(1) });

const subscribeCall = z.object({
  id: z.union([z.number(), z.string()]).optional(),
  method: z.string(),
  params: z.object({ id: z.string().min(1).max(64) }),
});

/** A 24-hex-digit id, the shape of Payme's object ids. */
const objectId = () => randomBytes(12).toString("hex");

/**
 * The gateway's Payme face (decision 023): a checkout page at `/payme/<base64 params>` that, like
 * Payme, asks the shop's Merchant API CheckPerformTransaction, then CreateTransaction and
 * PerformTransaction when the tester pays, or CancelTransaction (reason 2) when the card is
 * declined; and the Subscribe API's receipts.check and receipts.cancel at `/payme/api`, where a
 * cancel of a paid receipt is passed on to the shop as CancelTransaction with reason 5. When the
 * check answers fiscal detail, the detail is checked as a fiscal receipt (a bad one refuses the
 * checkout) and the paid and canceled receipts are reported with SetFiscalData.
 */
export function registerPaymeRoutes(app: FastifyInstance, options: PaymeFaceOptions, log: GatewayLog): void {
  const receipts = new Map<string, Receipt>();
  /** The form token of each checkout link's page, so no other page can post its buttons. */
  const formTokens = new Map<string, string>();
  /** The orders whose check answered fiscal detail (a receipt of theirs is fiscalized). */
  const fiscalOrders = new Set<string>();
  let sequence = 0;
  let fiscalSequence = 0;

  async function merchant(method: string, params: Record<string, unknown>): Promise<RpcAnswer | undefined> {
    sequence += 1;
    try {
      const response = await fetch(options.merchantApiUrl, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: paymeAuthorization(options.key) },
        body: JSON.stringify({ jsonrpc: "2.0", id: sequence, method, params }),
        signal: AbortSignal.timeout(10_000),
      });
      return (await response.json()) as RpcAnswer;
    } catch {
      log.warn({ method }, "sandbox gateway: the shop did not answer Payme's call");
      return undefined;
    }
  }

  const failed = (answer: RpcAnswer | undefined) => !answer || "error" in answer;

  /**
   * Payme's SetFiscalData once a receipt is fiscalized, with made-up fiscal data in the shape of the
   * documentation's example; the fiscal receipt's address points nowhere real.
   */
  async function fiscalized(id: string, type: "PERFORM" | "CANCEL") {
    fiscalSequence += 1;
    const terminalId = "SB000000000001";
    const fiscalSign = String(randomBytes(5).readUIntBE(0, 5)).padStart(12, "0");
    const date = new Date(Date.now() + 5 * 3_600_000).toISOString().slice(0, 19).replace("T", " ");
    const answer = await merchant("SetFiscalData", {
      id,
      type,
      fiscal_data: {
        receipt_id: fiscalSequence,
        status_code: 0,
        message: "accepted",
        terminal_id: terminalId,
        fiscal_sign: fiscalSign,
        qr_code_url: `https://ofd.sandbox.invalid/check?t=${terminalId}&r=${fiscalSequence}&s=${fiscalSign}`,
        date,
      },
    });
    if (failed(answer)) log.warn({ id, type }, "sandbox gateway: the shop refused Payme's SetFiscalData");
  }

  /**
   * One press of the checkout's button as Payme's calls to the shop: CreateTransaction, then
   * PerformTransaction (pay) or CancelTransaction (a declined card). Whether the order was paid.
   */
  async function transact(orderId: string, tiyin: number, action: "pay" | "fail"): Promise<boolean> {
    const id = objectId();
    const created = await merchant("CreateTransaction", {
      id,
      time: Date.now(),
      amount: tiyin,
      account: { order_id: orderId },
    });
    let ok = !failed(created);
    if (ok && action === "pay") {
      const performed = await merchant("PerformTransaction", { id });
      ok = !failed(performed);
      const fiscal = fiscalOrders.has(orderId);
      if (ok) receipts.set(id, { id, orderId, tiyin, state: RECEIPT_STATE.paid, fiscal });
      if (ok && fiscal) await fiscalized(id, "PERFORM");
      // A refused perform: Payme cancels the transaction and gives the money back at once.
      else await merchant("CancelTransaction", { id, reason: PAYME_REASON.executionError });
    } else if (ok) {
      ok = false;
      await merchant("CancelTransaction", { id, reason: PAYME_REASON.debitError });
    }
    log.info({ order_id: orderId, to: ok ? "paid" : "canceled" }, "sandbox gateway: Payme transaction");
    return ok;
  }

  /** A page in the checkout link's language (Payme's `l`), in the gateway's look. */
  function page(lang: string | undefined, body: string): string {
    const locale = paymeLocale(lang);
    return layout(locale, PAYME_TEXTS[languageOf(locale)].title, body);
  }

  function summary(locale: ReturnType<typeof paymeLocale>, orderId: string, tiyin: number) {
    const texts = PAYME_TEXTS[languageOf(locale)];
    // Payme's amount is in tiyin; the page shows so'm, as Payme's does.
    const amount = formatMoney(money(Math.floor(tiyin / 100), "UZS"), LOCALE_INFO[locale].iso);
    return `<p class="amount">${escapeHtml(amount)}</p><dl><dt>${escapeHtml(texts.order)}</dt><dd>${escapeHtml(orderId)}</dd></dl>`;
  }

  /** The way back to the shop (Payme's `c`), for a page that cannot be paid. */
  const back = (locale: ReturnType<typeof paymeLocale>, returnUrl: string | undefined) =>
    returnUrl && /^https?:\/\//.test(returnUrl)
      ? `<a class="button back" href="${escapeHtml(returnUrl)}">${escapeHtml(TEXTS[languageOf(locale)].backToShop)}</a>`
      : "";

  // A wildcard, not a parameter: checkout links run past Fastify's 100-character parameter limit.
  app.get<{ Params: { "*": string } }>("/payme/*", async (request, reply) => {
    const params = readCheckoutParams(request.params["*"]);
    const locale = paymeLocale(params?.lang);
    const texts = PAYME_TEXTS[languageOf(locale)];
    if (!params || params.merchantId !== options.merchantId) {
      const html = page(
        params?.lang,
        `<section class="panel"><h1 class="status bad">${escapeHtml(texts.notFound)}</h1></section>`,
      );
      return sendHtml(reply, 404, html);
    }
    // Payme asks the merchant before it shows the payment form.
    const check = await merchant("CheckPerformTransaction", {
      amount: params.tiyin,
      account: { order_id: params.orderId },
    });
    // A receipt's detail that a fiscal data operator would refuse is refused here too.
    const detail = check && "result" in check ? (check.result as { detail?: unknown }).detail : undefined;
    const fault = detail === undefined ? undefined : receiptDetailFault(detail, params.tiyin);
    if (fault) log.warn({ order_id: params.orderId, fault }, "sandbox gateway: Payme receipt detail refused");
    if (!failed(check) && detail !== undefined && !fault) fiscalOrders.add(params.orderId);
    if (failed(check) || fault) {
      const html = page(
        params.lang,
        `<section class="panel"><h1 class="status bad">${escapeHtml(texts.refused)}</h1>${summary(locale, params.orderId, params.tiyin)}${back(locale, params.returnUrl)}</section>`,
      );
      return sendHtml(reply, 200, html);
    }
    let token = formTokens.get(request.params["*"]);
    if (!token) {
      token = randomBytes(16).toString("hex");
      formTokens.set(request.params["*"], token);
    }
    const button = (action: "pay" | "fail", label: string) =>
      `<form method="post" action="/payme/${escapeHtml(request.params["*"])}"><input type="hidden" name="action" value="${action}"><input type="hidden" name="form_token" value="${escapeHtml(token)}"><button type="submit" class="${action}">${escapeHtml(label)}</button></form>`;
    const html = page(
      params.lang,
      `<section class="panel">${summary(locale, params.orderId, params.tiyin)}</section>
<section class="panel"><p class="muted">${escapeHtml(texts.intro)}</p>
${button("pay", texts.pay)}
${button("fail", texts.fail)}
</section>`,
    );
    return sendHtml(reply, 200, html);
  });

  app.post<{ Params: { "*": string } }>("/payme/*", async (request, reply) => {
    const params = readCheckoutParams(request.params["*"]);
    const form = outcomeForm.safeParse(request.body);
    const locale = paymeLocale(params?.lang);
    const texts = PAYME_TEXTS[languageOf(locale)];
    const token = formTokens.get(request.params["*"]);
    if (
      !params ||
      params.merchantId !== options.merchantId ||
      !form.success ||
      !token ||
      !sameToken(form.data.form_token, token)
    ) {
      const html = page(
        params?.lang,
        `<section class="panel"><h1 class="status bad">${escapeHtml(texts.notFound)}</h1></section>`,
      );
      return sendHtml(reply, 403, html);
    }
    // One press, one transaction: the page's token is spent.
    formTokens.delete(request.params["*"]);
    if (params.returnUrl && options.callDelayMs) {
      // The buyer is back at the shop before Payme's calls, which come this much later.
      const { orderId, tiyin } = params;
      const action = form.data.action;
      setTimeout(() => void transact(orderId, tiyin, action), options.callDelayMs).unref();
      return reply.code(303).header("location", params.returnUrl).send();
    }
    const ok = await transact(params.orderId, params.tiyin, form.data.action);
    if (params.returnUrl) return reply.code(303).header("location", params.returnUrl).send();
    const html = page(
      params.lang,
      `<section class="panel"><h1 class="status ${ok ? "ok" : "bad"}">${escapeHtml(ok ? texts.paid : texts.failed)}</h1>${summary(locale, params.orderId, params.tiyin)}</section>`,
    );
    return sendHtml(reply, 200, html);
  });

  // The Subscribe API: receipts.check and receipts.cancel, authorized by X-Auth "<merchant id>:<key>".
  app.post("/payme/api", async (request, reply) => {
    const call = subscribeCall.safeParse(request.body);
    const id = call.success ? (call.data.id ?? null) : null;
    const error = (code: number, message: string) =>
      reply.code(200).send({ jsonrpc: "2.0", id, error: { code, message } });
    if (request.headers["x-auth"] !== subscribeAuth(options.merchantId, options.key))
      return error(-32504, "Insufficient privilege");
    if (!call.success) return error(-32600, "Invalid request");
    const receipt = receipts.get(call.data.params.id);
    if (!receipt) return error(-31602, "Receipt not found");
    if (call.data.method === "receipts.check")
      return reply.send({ jsonrpc: "2.0", id, result: { state: receipt.state } });
    if (call.data.method !== "receipts.cancel") return error(-32601, "Method not found");
    if (receipt.state === RECEIPT_STATE.paid) {
      const answer = await merchant("CancelTransaction", { id: receipt.id, reason: PAYME_REASON.refund });
      if (failed(answer)) return error(-31007, "The merchant refused to cancel the transaction");
      receipt.state = RECEIPT_STATE.canceled;
      log.info({ order_id: receipt.orderId, to: "canceled" }, "sandbox gateway: Payme receipt canceled");
      if (receipt.fiscal) await fiscalized(receipt.id, "CANCEL");
    }
    return reply.send({
      jsonrpc: "2.0",
      id,
      result: { receipt: { _id: receipt.id, state: receipt.state, amount: receipt.tiyin } },
    });
  });
}
