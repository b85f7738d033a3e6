import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import {
  depositSign,
  hubSignature,
  priceListSign,
  rcInfo,
  transactionSign,
  type PriceListRow,
} from "../../adapters/supplier/digiflazz-protocol";

/**
 * A local Digiflazz buyer API for contract tests, following developer.digiflazz.com: POST
 * /transaction (Topup, and Cek Status by posting the same ref_id again), POST /price-list (cmd
 * "prepaid"), POST /cek-saldo (cmd "deposit": the balance), and webhooks signed with
 * X-Hub-Signature. It checks signatures (rc 41), the username (rc 42) and the payload (rc 40), keeps
 * one transaction per ref_id and spends its balance once per transaction. Failures Digiflazz
 * documents as forming no transaction (rc 44 insufficient balance, 68 out of stock...) are not kept,
 * so posting that ref_id again is a fresh attempt, as at Digiflazz.
 */

export type FakeStatus = "Sukses" | "Pending" | "Gagal";

/** What one new transaction does. */
export type FakeOutcome =
  | { status: "Sukses"; sn?: string }
  /** Pending, then `then` (default: Sukses) once it has been asked about `after` more times (default 1). */
  | { status: "Pending"; after?: number; then?: FakeOutcome }
  | { status: "Gagal"; rc: string; message?: string };

/** A transport fault instead of an answer; `afterPurchase` makes the transaction first, then fails. */
export interface FakeFault {
  fault: "http-500" | "hang" | "not-json";
  afterPurchase?: boolean;
}

export interface FakeRequest {
  path: string;
  body: Record<string, unknown>;
}

export interface FakePurchase {
  refId: string;
  sku: string;
  customerNo: string;
  status: FakeStatus;
  rc: string;
  message: string;
  sn: string;
  price: number;
  /** How many times this ref_id was posted (1 = only the purchase itself). */
  posts: number;
  testing: boolean;
  cbUrl: string | undefined;
  /** Asks left before a pending transaction settles, and how. */
  pendingChecksLeft: number;
  settlesAs: FakeOutcome | undefined;
}

export interface FakeDigiflazz {
  url: string;
  close(): Promise<void>;
  /** Transactions formed, by ref_id: exactly one per ref_id, ever. */
  purchases: Map<string, FakePurchase>;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** The buyer's deposit in rupiah; a purchase costs the price-list price of its SKU. */
  balance: number;
  /** The outcome of new transactions for this customer_no (checked before the SKU's). */
  scriptCustomer(customerNo: string, outcome: FakeOutcome): void;
  scriptSku(sku: string, outcome: FakeOutcome): void;
  /** Settles a transaction now (pending -> Sukses/Gagal), as a seller's late report would. */
  settle(refId: string, outcome: FakeOutcome): void;
  /** POSTs the transaction's current state, signed, to its cb_url or the configured callbackUrl. */
  sendCallback(refId: string, event?: "create" | "update"): Promise<number>;
}

export interface FakeDigiflazzOptions {
  username: string;
  apiKey: string;
  webhookSecret: string;
  callbackUrl?: string;
  /** Decides per request: a fault, an outcome for a new transaction, or undefined for the script. */
  behaviour?: (request: FakeRequest) => FakeFault | FakeOutcome | undefined;
  priceList?: PriceListRow[];
  balance?: number;
}

const DEFAULT_PRICE = 10_000;

/**
 * Digiflazz's development mode (`testing: true`) answers its documented test customer numbers the
 * same way for any product (developer.digiflazz.com, Test Case). The docs give the statuses only;
 * the failures here use rc 02, "Transaksi Gagal".
 */
const DEVELOPMENT_CASES: Readonly<Record<string, FakeOutcome>> = {
  "087800001230": { status: "Sukses" },
  "087800001232": { status: "Gagal", rc: "02" },
  "087800001233": { status: "Pending", then: { status: "Sukses" } },
  "087800001234": { status: "Pending", then: { status: "Gagal", rc: "02" } },
};

export const SAMPLE_PRICE_LIST: PriceListRow[] = [
  row("ML86", "MOBILE LEGENDS 86 Diamonds", "MOBILE LEGENDS", 19_800),
  row("ML86B", "Mobile Legends 86 (78+8) Diamonds", "MOBILE LEGENDS", 20_500),
  row("ML172", "MOBILE LEGENDS 172 Diamonds", "MOBILE LEGENDS", 39_500),
  row("MLWDP", "MOBILE LEGENDS Weekly Diamond Pass", "MOBILE LEGENDS", 27_000),
  row("ML257", "MOBILE LEGENDS 257 Diamonds", "MOBILE LEGENDS", 58_000, { seller_product_status: false }),
  row("GIWELKIN", "Genshin Impact Welkin Moon", "GENSHIN IMPACT", 75_000),
  row("FF140", "Free Fire 140 Diamond", "FREE FIRE", 18_000),
];

function row(
  sku: string,
  name: string,
  brand: string,
  price: number,
  overrides: Partial<PriceListRow> = {},
): PriceListRow {
  return {
    product_name: name,
    category: "Games",
    brand,
    type: "Umum",
    seller_name: "FAKE SELLER",
    price,
    buyer_sku_code: sku,
    buyer_product_status: true,
    seller_product_status: true,
    unlimited_stock: true,
    stock: 0,
    multi: true,
    start_cut_off: "0:0",
    end_cut_off: "0:0",
    desc: "-",
    ...overrides,
  };
}

function isFault(value: FakeFault | FakeOutcome | undefined): value is FakeFault {
  return value !== undefined && "fault" in value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

interface Answer {
  status: number;
  body: unknown;
}

function sendJson(response: ServerResponse, status: number, body: unknown): void {
  response.writeHead(status, { "content-type": "application/json" });
  response.end(JSON.stringify(body));
}

export async function startFakeDigiflazz(options: FakeDigiflazzOptions): Promise<FakeDigiflazz> {
  const purchases = new Map<string, FakePurchase>();
  const requests: FakeRequest[] = [];
  const byCustomer = new Map<string, FakeOutcome>();
  const bySku = new Map<string, FakeOutcome>();
  const priceList = options.priceList ?? SAMPLE_PRICE_LIST;
  let serials = 0;

  const state = {
    balance: options.balance ?? 10_000_000,
  };

  function dataOf(purchase: FakePurchase): Record<string, unknown> {
    return {
      ref_id: purchase.refId,
      customer_no: purchase.customerNo,
      buyer_sku_code: purchase.sku,
      message: purchase.message,
      status: purchase.status,
      rc: purchase.rc,
      sn: purchase.sn,
      buyer_last_saldo: state.balance,
      price: purchase.price,
      tele: "@fakedigiflazz",
      wa: "081234512345",
    };
  }

  /** Moves a transaction to the outcome's state. Balance is spent once, when the transaction is formed. */
  function apply(purchase: FakePurchase, outcome: FakeOutcome): void {
    if (outcome.status === "Sukses") {
      serials += 1;
      Object.assign(purchase, {
        status: "Sukses",
        rc: "00",
        message: "Transaksi Sukses",
        sn: outcome.sn ?? `FAKE${String(serials).padStart(10, "0")}`,
        settlesAs: undefined,
        pendingChecksLeft: 0,
      });
    } else if (outcome.status === "Pending") {
      Object.assign(purchase, {
        status: "Pending",
        rc: "03",
        message: "Transaksi Pending",
        sn: "",
        pendingChecksLeft: outcome.after ?? 1,
        settlesAs: outcome.then ?? { status: "Sukses" },
      });
    } else {
      // A failed transaction gives the buyer's money back, as Digiflazz refunds a Gagal.
      if (purchase.status !== "Gagal") state.balance += purchase.price;
      Object.assign(purchase, {
        status: "Gagal",
        rc: outcome.rc,
        message: outcome.message ?? rcInfo(outcome.rc).meaning,
        sn: "",
        settlesAs: undefined,
        pendingChecksLeft: 0,
      });
    }
  }

  function refusal(body: Record<string, unknown>, rc: string): Answer {
    // Assumed: Digiflazz answers request errors with HTTP 400 and its usual {data} shape.
    const field = (name: string) => (typeof body[name] === "string" ? body[name] : "");
    return {
      status: 400,
      body: {
        data: {
          ref_id: field("ref_id"),
          customer_no: field("customer_no"),
          buyer_sku_code: field("buyer_sku_code"),
          message: rcInfo(rc).meaning,
          status: "Gagal",
          rc,
          sn: "",
        },
      },
    };
  }

  function transaction(body: Record<string, unknown>, scripted?: FakeOutcome): Answer {
    const { username, buyer_sku_code: sku, customer_no: customerNo, ref_id: refId, sign } = body;
    if (
      typeof username !== "string" ||
      typeof sku !== "string" ||
      typeof customerNo !== "string" ||
      typeof refId !== "string" ||
      typeof sign !== "string" ||
      !refId
    ) {
      return refusal(body, "40");
    }
    if (username !== options.username) return refusal(body, "42");
    if (sign !== transactionSign(options.username, options.apiKey, refId)) return refusal(body, "41");

    const existing = purchases.get(refId);
    if (existing) {
      // Same ref_id, other fields: not a status check of this transaction.
      if (existing.sku !== sku || existing.customerNo !== customerNo) return refusal(body, "49");
      existing.posts += 1;
      if (existing.status === "Pending" && existing.settlesAs) {
        existing.pendingChecksLeft -= 1;
        if (existing.pendingChecksLeft <= 0) apply(existing, existing.settlesAs);
      }
      return { status: 200, body: { data: dataOf(existing) } };
    }

    const product = priceList.find((item) => item.buyer_sku_code === sku);
    const price = product?.price ?? DEFAULT_PRICE;
    const development = body.testing === true ? DEVELOPMENT_CASES[customerNo] : undefined;
    const outcome = scripted ?? development ?? byCustomer.get(customerNo) ?? bySku.get(sku) ?? { status: "Sukses" };
    const failure = (rc: string): Answer => ({
      status: 200,
      body: {
        data: {
          ref_id: refId,
          customer_no: customerNo,
          buyer_sku_code: sku,
          message: rcInfo(rc).meaning,
          status: "Gagal",
          rc,
          sn: "",
          buyer_last_saldo: state.balance,
          price: 0,
        },
      },
    });
    // Failures that form no transaction: nothing is kept, the same ref_id may be tried again.
    if (product && !(product.buyer_product_status && product.seller_product_status)) return failure("43");
    if (outcome.status === "Gagal" && !rcInfo(outcome.rc).formed) return failure(outcome.rc);
    if (state.balance < price) return failure("44");

    state.balance -= price;
    const purchase: FakePurchase = {
      refId,
      sku,
      customerNo,
      status: "Pending",
      rc: "03",
      message: "",
      sn: "",
      price,
      posts: 1,
      testing: body.testing === true,
      cbUrl: typeof body.cb_url === "string" ? body.cb_url : undefined,
      pendingChecksLeft: 0,
      settlesAs: undefined,
    };
    apply(purchase, outcome);
    purchases.set(refId, purchase);
    return { status: 200, body: { data: dataOf(purchase) } };
  }

  function priceListAnswer(body: Record<string, unknown>): Answer {
    const refused = (rc: string): Answer => ({ status: 400, body: { data: { rc, message: rcInfo(rc).meaning } } });
    if (typeof body.cmd !== "string" || typeof body.username !== "string" || typeof body.sign !== "string") {
      return refused("40");
    }
    if (body.username !== options.username) return refused("42");
    if (body.sign !== priceListSign(options.username, options.apiKey)) return refused("41");
    return { status: 200, body: { data: body.cmd === "prepaid" ? priceList : [] } };
  }

  function depositAnswer(body: Record<string, unknown>): Answer {
    const refused = (rc: string): Answer => ({ status: 400, body: { data: { rc, message: rcInfo(rc).meaning } } });
    if (body.cmd !== "deposit" || typeof body.username !== "string" || typeof body.sign !== "string") {
      return refused("40");
    }
    if (body.username !== options.username) return refused("42");
    if (body.sign !== depositSign(options.username, options.apiKey)) return refused("41");
    return { status: 200, body: { data: { deposit: state.balance } } };
  }

  const server = createServer((request, response) => {
    void (async () => {
      const path = new URL(request.url ?? "/", "http://fake").pathname.replace(/\/+$/, "");
      const text = await readBody(request);
      let body: Record<string, unknown>;
      try {
        const parsed: unknown = JSON.parse(text);
        body = typeof parsed === "object" && parsed !== null ? (parsed as Record<string, unknown>) : {};
      } catch {
        body = {};
      }
      const fakeRequest: FakeRequest = { path, body };
      requests.push(fakeRequest);
      const decided = options.behaviour?.(fakeRequest);

      if (isFault(decided)) {
        // The transaction is made as usual, but the buyer never hears of it.
        if (decided.afterPurchase && path.endsWith("/transaction")) transaction(body);
        if (decided.fault === "hang") return; // never answers; close() drops the connection
        if (decided.fault === "http-500") {
          response.writeHead(500, { "content-type": "text/plain" });
          return response.end("Internal Server Error");
        }
        response.writeHead(200, { "content-type": "text/html" });
        return response.end("<html><body>Maintenance</body></html>");
      }

      let answer: Answer = { status: 404, body: { message: "Not Found" } };
      if (request.method !== "POST") answer = { status: 405, body: { message: "Method Not Allowed" } };
      else if (path.endsWith("/transaction")) answer = transaction(body, decided);
      else if (path.endsWith("/price-list")) answer = priceListAnswer(body);
      else if (path.endsWith("/cek-saldo")) answer = depositAnswer(body);
      sendJson(response, answer.status, answer.body);
    })().catch(() => {
      if (!response.headersSent) response.writeHead(500);
      response.end();
    });
  });

  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    purchases,
    requests,
    get balance() {
      return state.balance;
    },
    set balance(value: number) {
      state.balance = value;
    },
    scriptCustomer: (customerNo, outcome) => void byCustomer.set(customerNo, outcome),
    scriptSku: (sku, outcome) => void bySku.set(sku, outcome),
    settle(refId, outcome) {
      const purchase = purchases.get(refId);
      if (!purchase) throw new Error(`fake digiflazz: no transaction ${refId}`);
      apply(purchase, outcome);
    },
    async sendCallback(refId, event = "update") {
      const purchase = purchases.get(refId);
      if (!purchase) throw new Error(`fake digiflazz: no transaction ${refId}`);
      const target = purchase.cbUrl ?? options.callbackUrl;
      if (!target) throw new Error("fake digiflazz: no callback URL (cb_url or callbackUrl)");
      const raw = JSON.stringify({ data: dataOf(purchase) });
      const answer = await fetch(target, {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "user-agent": "Digiflazz-Hookshot",
          "x-digiflazz-event": event,
          "x-hub-signature": hubSignature(options.webhookSecret, raw),
        },
        body: raw,
      });
      await answer.arrayBuffer();
      return answer.status;
    },
    // Idempotent, so a test may stop the fake early (Digiflazz unreachable) and still clean up.
    close: () =>
      new Promise<void>((resolve, reject) => {
        if (!server.listening) return resolve();
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
