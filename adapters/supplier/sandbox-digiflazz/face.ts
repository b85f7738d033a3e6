import { randomUUID } from "node:crypto";
import Fastify, { type FastifyError } from "fastify";
import type { AddressInfo } from "node:net";
import { GAME_DEFINITIONS } from "../../../catalog/definitions";
import type { GatewayLog } from "../../payments/sandbox-gateway/notifications";
import { sameToken } from "../../payments/sandbox-gateway/requests";
import {
  depositSign,
  hubSignature,
  priceListSign,
  rcInfo,
  transactionSign,
  type PriceListRow,
} from "../digiflazz-protocol";
import type { DigiflazzBook, SandboxPurchase } from "./book";
import { failureRc, planPurchase, sandboxSerial, type FinalStatus } from "./plan";

/** The sandbox account at the face: what the shop's Digiflazz adapter is configured with. */
export interface SandboxDigiflazzAccount {
  username: string;
  apiKey: string;
  webhookSecret: string;
}

export interface SandboxDigiflazzOptions extends SandboxDigiflazzAccount {
  /** 0 picks any free port. */
  port: number;
  host: string;
  /** The account's static webhook (Atur Koneksi > API > Webhook): the shop's supplier callback. */
  webhookUrl: string;
  /** A new purchase's time from Pending to its outcome (SUPPLIER_SANDBOX_DELAY_MS). */
  delayMs: number;
  book: DigiflazzBook;
  log: GatewayLog;
}

export interface SandboxDigiflazz {
  /** The API's base, as https://api.digiflazz.com/v1 is Digiflazz's. */
  url: string;
  close(): Promise<void>;
}

/** The sandbox's cost as a share of the catalog's sample rupiah list price: room for a margin. */
const COST_PERCENT = 80;
/** The account's deposit: the sandbox spends none of it. */
const DEPOSIT = 10_000_000;

/**
 * The price list the face serves: every product of the catalog's data, under our own SKUs as
 * buyer_sku_code (the sandbox account's codes are ours, so test mode needs no mapping), named as a
 * seller would and priced at COST_PERCENT of the sample rupiah price.
 */
function priceList(): PriceListRow[] {
  return GAME_DEFINITIONS.flatMap((game) =>
    game.products.map((product) => ({
      product_name: `${game.name} ${product.title?.en ?? (product.amount ?? 0) + (product.bonus ?? 0)}`,
      category: "Games",
      brand: game.name,
      type: "Umum",
      seller_name: "KUPI SANDBOX",
      price: Math.floor((product.prices.IDR.list * COST_PERCENT) / 100),
      buyer_sku_code: product.sku,
      buyer_product_status: true,
      seller_product_status: true,
      unlimited_stock: true,
      stock: 0,
      multi: true,
      start_cut_off: "0:0",
      end_cut_off: "0:0",
      desc: "-",
    })),
  );
}

const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === "string" ? body[name] : "");

/**
 * The sandbox's face of Digiflazz's buyer API (decision 008), on its own port, so test mode runs the
 * shop's real Digiflazz adapter over HTTP:
 *
 * - POST /v1/transaction ("Topup"): checks the payload (rc 40), the username (rc 42) and the sign
 *   md5(username + apiKey + ref_id) (rc 41); an SKU outside its price list is rc 43, forming nothing.
 *   A new ref_id is one purchase, Pending (rc 03) until `delayMs` has passed; posting the same ref_id
 *   again ("Cek Status") reports on that purchase and never buys twice (rc 49 when the product or
 *   number differs). `testing: true` answers the documented test numbers; the sandbox's own test
 *   accounts (plan.ts) apply to any request.
 * - When a pending purchase settles (on its timer, or on a post that finds it due), one webhook:
 *   POST `{data: {...}}` to the purchase's cb_url or the account's webhook, signed with
 *   X-Hub-Signature (HMAC-SHA1 of the body), X-Digiflazz-Event "update". Digiflazz documents no
 *   retries, so none are made: the shop's status checks find the outcome anyway.
 * - POST /v1/price-list (cmd "prepaid") and /v1/cek-saldo (cmd "deposit"), signed as documented.
 *
 * Refusals answer HTTP 400 with the usual {data} body (the status is not documented; the adapter
 * reads the rc whatever the status). Fastify gets no logger: the face logs ref_ids and statuses only.
 */
export async function startSandboxDigiflazz(options: SandboxDigiflazzOptions): Promise<SandboxDigiflazz> {
  const products = new Map(priceList().map((row) => [row.buyer_sku_code, row]));
  const timers = new Set<NodeJS.Timeout>();
  const sending = new Set<AbortController>();
  let closed = false;

  function dataOf(purchase: SandboxPurchase): Record<string, unknown> {
    const rc =
      purchase.status === "success" ? "00" : purchase.status === "pending" ? "03" : failureRc(purchase.customerNo);
    return {
      ref_id: purchase.reference,
      customer_no: purchase.customerNo,
      buyer_sku_code: purchase.supplierSku,
      message: rcInfo(rc).meaning,
      status: purchase.status === "success" ? "Sukses" : purchase.status === "pending" ? "Pending" : "Gagal",
      rc,
      sn: purchase.serial ?? "",
      buyer_last_saldo: DEPOSIT,
      price: products.get(purchase.supplierSku)?.price ?? 0,
      tele: "@kupisandbox",
      wa: "081234512345",
    };
  }

  /** The webhook of a settled purchase, sent once; the request that settled it does not wait for it. */
  function sendWebhook(purchase: SandboxPurchase, cbUrl: string | undefined): void {
    if (closed) return;
    const raw = JSON.stringify({ data: dataOf(purchase) });
    const abort = new AbortController();
    sending.add(abort);
    const target = cbUrl ?? options.webhookUrl;
    const fields = { ref_id: purchase.reference, status: purchase.status };
    fetch(target, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "user-agent": "DigiFlazz-Hookshot",
        "x-digiflazz-event": "update",
        "x-digiflazz-delivery": randomUUID(),
        "x-hub-signature": hubSignature(options.webhookSecret, raw),
      },
      body: raw,
      signal: AbortSignal.any([abort.signal, AbortSignal.timeout(10_000)]),
    })
      .then(async (answer) => {
        await answer.arrayBuffer();
        options.log.info({ ...fields, http_status: answer.status }, "sandbox digiflazz: webhook sent");
      })
      .catch(() => {
        if (!closed) options.log.warn(fields, "sandbox digiflazz: webhook not delivered");
      })
      .finally(() => sending.delete(abort));
  }

  /** Settles a new pending purchase when its time comes, unless a post settled it first. */
  function scheduleSettlement(reference: string, status: FinalStatus, cbUrl: string | undefined): void {
    const timer = setTimeout(() => {
      timers.delete(timer);
      options.book
        .settle(reference, status, new Date())
        .then((settled) => {
          if (settled) sendWebhook(settled, cbUrl);
        })
        .catch(() => {
          if (!closed) options.log.warn({ ref_id: reference }, "sandbox digiflazz: settlement failed");
        });
    }, options.delayMs);
    timers.add(timer);
  }

  const refusal = (body: Record<string, unknown>, rc: string) => ({
    status: 400,
    body: {
      data: {
        ref_id: text(body, "ref_id"),
        customer_no: text(body, "customer_no"),
        buyer_sku_code: text(body, "buyer_sku_code"),
        message: rcInfo(rc).meaning,
        status: "Gagal",
        rc,
        sn: "",
      },
    },
  });

  async function transaction(body: Record<string, unknown>): Promise<{ status: number; body: unknown }> {
    const [username, sku, customerNo, refId, sign] = [
      "username",
      "buyer_sku_code",
      "customer_no",
      "ref_id",
      "sign",
    ].map((name) => text(body, name)) as [string, string, string, string, string];
    if (!username || !sku || !customerNo || !refId || !sign) return refusal(body, "40");
    if (username !== options.username) return refusal(body, "42");
    if (!sameToken(sign, transactionSign(options.username, options.apiKey, refId))) return refusal(body, "41");
    // No such product: Digiflazz forms no transaction, so the same ref_id may be posted again.
    if (!products.has(sku)) return { status: 200, body: { data: { ...refusal(body, "43").body.data, price: 0 } } };

    const testing = body.testing === true;
    const cbUrl = text(body, "cb_url") || undefined;
    const plan = planPurchase(customerNo, refId, testing);
    const now = new Date();
    const result = await options.book.post(
      {
        reference: refId,
        supplierSku: sku,
        customerNo,
        status: plan.status,
        serial: plan.status === "success" ? sandboxSerial() : null,
        readyAt: new Date(now.getTime() + options.delayMs),
      },
      { settlesAs: plan.settlesAs, pendingFirst: plan.pendingFirst },
      now,
    );
    if (result.kind === "clash") return refusal(body, "49");
    const { purchase } = result;
    const made = purchase.calls === 1;
    if (result.settled) sendWebhook(purchase, cbUrl);
    else if (made && purchase.status === "pending" && plan.settlesAs) scheduleSettlement(refId, plan.settlesAs, cbUrl);
    options.log.info(
      { ref_id: refId, status: purchase.status, calls: purchase.calls },
      "sandbox digiflazz: transaction",
    );
    // The purchase is made, but its buyer hears nothing of it this time, as after a proxy's timeout.
    if (made && plan.timesOutFirst) return { status: 504, body: undefined };
    return { status: 200, body: { data: dataOf(purchase) } };
  }

  /** A signed command's refusal (rc 40, 42, 41), or undefined when it may go on. */
  function refusedCommand(
    body: Record<string, unknown>,
    commands: readonly string[],
    expectedSign: string,
  ): { status: number; body: unknown } | undefined {
    const refused = (rc: string) => ({ status: 400, body: { data: { rc, message: rcInfo(rc).meaning } } });
    if (!commands.includes(text(body, "cmd")) || !text(body, "username") || !text(body, "sign")) return refused("40");
    if (body.username !== options.username) return refused("42");
    if (!sameToken(text(body, "sign"), expectedSign)) return refused("41");
    return undefined;
  }

  const app = Fastify({ logger: false, bodyLimit: 16 * 1024 });
  // A body that is not JSON is Digiflazz's "Payload Error".
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    const status = error.statusCode && error.statusCode < 500 ? 400 : 500;
    return reply.code(status).send({ data: { rc: "40", message: rcInfo("40").meaning } });
  });
  const bodyOf = (body: unknown): Record<string, unknown> =>
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};

  app.post("/v1/transaction", async (request, reply) => {
    const answer = await transaction(bodyOf(request.body));
    if (answer.body === undefined)
      return reply.code(answer.status).type("text/html").send("<html>504 Gateway Time-out</html>");
    return reply.code(answer.status).send(answer.body);
  });
  app.post("/v1/price-list", async (request, reply) => {
    const body = bodyOf(request.body);
    const refused = refusedCommand(body, ["prepaid", "pasca"], priceListSign(options.username, options.apiKey));
    if (refused) return reply.code(refused.status).send(refused.body);
    // The sandbox sells prepaid products only: the postpaid list ("pasca") is empty.
    return { data: body.cmd === "prepaid" ? [...products.values()] : [] };
  });
  app.post("/v1/cek-saldo", async (request, reply) => {
    const body = bodyOf(request.body);
    const refused = refusedCommand(body, ["deposit"], depositSign(options.username, options.apiKey));
    if (refused) return reply.code(refused.status).send(refused.body);
    return { data: { deposit: DEPOSIT } };
  });

  await app.listen({ port: options.port, host: options.host });
  const { port } = app.server.address() as AddressInfo;
  const host = options.host === "0.0.0.0" || options.host === "" ? "127.0.0.1" : options.host;
  const url = `http://${host.includes(":") ? `[${host}]` : host}:${port}/v1`;
  options.log.info({ url }, "sandbox digiflazz: listening (test mode, nothing is bought)");
  return {
    url,
    async close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      for (const abort of sending) abort.abort();
      await app.close();
    },
  };
}
