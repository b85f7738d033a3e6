import http from "node:http";
import type { AddressInfo } from "node:net";
import { performance } from "node:perf_hooks";
import {
  depositSign,
  hubSignature,
  priceListSign,
  rcInfo,
  transactionSign,
} from "../adapters/supplier/digiflazz-protocol";

/** The account the shop's Digiflazz adapter is configured with (server/supplier.ts, sandboxDigiflazzAccount). */
export interface BenchSupplierAccount {
  username: string;
  apiKey: string;
  webhookSecret: string;
}

/** A purchase as the shop asked for it, and what the bench's supplier made of it. */
interface Purchase {
  reference: string;
  supplierSku: string;
  customerNo: string;
  /** performance.now() when the shop's first request for it began to arrive. */
  arrivedAt: number;
  serial: string | null;
}

/** When a webhook left the bench and when the shop had answered it (performance clock). */
export interface Times {
  sentAt: number;
  answeredAt: number;
}

export interface BenchSupplier {
  /** The API's base, as https://api.digiflazz.com/v1 is Digiflazz's (the shop's SUPPLIER_SANDBOX_URL). */
  url: string;
  /** When each purchase (by ref_id) first reached the supplier, on this process's performance clock. */
  arrivalOf(reference: string): number | undefined;
  /** Requests refused (bad sign, unknown username or path): the harness is broken when any are. */
  refused(): number;
  /**
   * Delivers these purchases: one signed webhook each to the shop, all sent at once; resolves with
   * when each was sent and when the shop answered it (performance clock), once it has answered them all.
   */
  deliver(references: readonly string[]): Promise<Map<string, Times>>;
  close(): Promise<void>;
}

const DEPOSIT = 10_000_000;
const PENDING = "03";
const SUCCESS = "00";

/**
 * A Digiflazz buyer API for the live measurements (bench/live.ts): the shop's real adapter buys from
 * it, and it notes when each purchase arrives. Every purchase stays Pending until the bench delivers
 * it, when the webhook goes out at the moment the bench chooses, signed as Digiflazz signs it; asking
 * again under the same ref_id (the shop's status checks) reports on the same purchase. The signing
 * is the adapter's own protocol module, so the two cannot drift apart.
 */
export async function startBenchSupplier(options: {
  account: BenchSupplierAccount;
  port: number;
  /** The shop's supplier callback: …/backend/api/supplier/callback. */
  callbackUrl: string;
}): Promise<BenchSupplier> {
  const { account } = options;
  const purchases = new Map<string, Purchase>();
  let refusedCount = 0;

  function dataOf(purchase: Purchase): Record<string, unknown> {
    const rc = purchase.serial ? SUCCESS : PENDING;
    return {
      ref_id: purchase.reference,
      customer_no: purchase.customerNo,
      buyer_sku_code: purchase.supplierSku,
      message: rcInfo(rc).meaning,
      status: purchase.serial ? "Sukses" : "Pending",
      rc,
      sn: purchase.serial ?? "",
      buyer_last_saldo: DEPOSIT,
      price: 0,
    };
  }

  function answer(response: http.ServerResponse, status: number, body: unknown): void {
    const text = JSON.stringify(body);
    response.writeHead(status, { "content-type": "application/json", "content-length": Buffer.byteLength(text) });
    response.end(text);
  }

  function refuse(response: http.ServerResponse, rc: string): void {
    refusedCount += 1;
    answer(response, 400, { data: { rc, message: rcInfo(rc).meaning, status: "Gagal" } });
  }

  const server = http.createServer((request, response) => {
    // Taken before the body is read: the purchase has reached the supplier when its request has.
    const arrivedAt = performance.now();
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      let body: Record<string, unknown>;
      try {
        body = JSON.parse(Buffer.concat(chunks).toString("utf8")) as Record<string, unknown>;
      } catch {
        return refuse(response, "40");
      }
      const text = (name: string) => (typeof body[name] === "string" ? body[name] : "");
      if (text("username") !== account.username) return refuse(response, "42");
      if (request.url === "/v1/transaction") {
        const reference = text("ref_id");
        if (text("sign") !== transactionSign(account.username, account.apiKey, reference))
          return refuse(response, "41");
        let purchase = purchases.get(reference);
        if (!purchase) {
          purchase = {
            reference,
            supplierSku: text("buyer_sku_code"),
            customerNo: text("customer_no"),
            arrivedAt,
            serial: null,
          };
          purchases.set(reference, purchase);
        }
        return answer(response, 200, { data: dataOf(purchase) });
      }
      if (request.url === "/v1/cek-saldo") {
        if (text("sign") !== depositSign(account.username, account.apiKey)) return refuse(response, "41");
        return answer(response, 200, { data: { deposit: DEPOSIT } });
      }
      if (request.url === "/v1/price-list") {
        if (text("sign") !== priceListSign(account.username, account.apiKey)) return refuse(response, "41");
        return answer(response, 200, { data: [] });
      }
      refusedCount += 1;
      answer(response, 404, { data: { rc: "40", message: rcInfo("40").meaning } });
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}/v1`,
    arrivalOf: (reference) => purchases.get(reference)?.arrivedAt,
    refused: () => refusedCount,
    async deliver(references) {
      // Every body signed first, so that the webhooks leave together.
      const webhooks = references.map((reference) => {
        const purchase = purchases.get(reference);
        if (!purchase) throw new Error(`the bench's supplier never had the purchase ${reference}`);
        purchase.serial = `BENCH-${reference}`;
        const raw = JSON.stringify({ data: dataOf(purchase) });
        return { reference, raw, signature: hubSignature(account.webhookSecret, raw) };
      });
      const times = new Map<string, Times>();
      const answers = webhooks.map(({ reference, raw, signature }) => {
        const sentAt = performance.now();
        return fetch(options.callbackUrl, {
          method: "POST",
          headers: {
            "content-type": "application/json",
            "user-agent": "DigiFlazz-Hookshot",
            "x-digiflazz-event": "update",
            "x-hub-signature": signature,
          },
          body: raw,
        }).then(async (reply) => {
          const text = await reply.text();
          if (!reply.ok) throw new Error(`the shop answered the webhook of ${reference} ${reply.status}: ${text}`);
          times.set(reference, { sentAt, answeredAt: performance.now() });
        });
      });
      await Promise.all(answers);
      return times;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
