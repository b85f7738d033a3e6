import { createHash, randomInt } from "node:crypto";
import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { GAME_DEFINITIONS } from "../../../catalog/definitions";
import { sameToken } from "../../payments/sandbox-gateway/requests";
import { accountSign, referenceSign } from "../apigames-protocol";

/** The sandbox account at the face: what the shop's Apigames adapter is configured with. */
export interface SandboxApigamesAccount {
  merchantId: string;
  secretKey: string;
}

export interface SandboxApigamesOptions extends SandboxApigamesAccount {
  /** 0 picks any free port. */
  port: number;
  host: string;
  /** A new purchase's time from Pending to Sukses. */
  delayMs: number;
  /** How long the account check of a "slow" test account takes (longer than the shop's budget). */
  slowLookupMs?: number;
  /** The merchant's deposit in rupiah (default 10,000,000); each purchase spends PURCHASE_PRICE. */
  deposit?: number;
}

export interface SandboxApigames {
  /** The API's base, as https://v1.apigames.id is Apigames'. */
  url: string;
  /** The deposit left, in rupiah; tests set it to make purchases refused for balance. */
  deposit: number;
  /** Every purchase formed, with its status as last answered (a test's count of deliveries). */
  purchases(): { refId: string; destination: string; status: string }[];
  close(): Promise<void>;
}

interface Purchase {
  refId: string;
  trxId: string;
  product: string;
  destination: string;
  status: string;
  sn: string;
  readyAt: number;
}

/**
 * The sandbox's own test accounts, by the end of the destination (Apigames documents none): a
 * status that stays, or (any other number) Pending until the delay has passed, then Sukses.
 */
const TEST_DESTINATIONS: readonly { suffix: string; status: string; sn: string }[] = [
  { suffix: "5555", status: "Gagal", sn: "error_require_login" },
  { suffix: "6666", status: "Pending", sn: "" },
  { suffix: "7777", status: "Validasi Provider", sn: "BSK.SANDBOX" },
  { suffix: "8888", status: "Sukses Sebagian", sn: "" },
];
/** Account check test IDs, by the end of the user_id: not valid, or slow. */
const NOT_FOUND_SUFFIX = "0000";
const SLOW_SUFFIX = "9999";
const GAME_CODES = new Set(["mobilelegend", "freefire"]);

/** What any purchase costs at the face: its catalog has no supplier prices. */
export const PURCHASE_PRICE = 10_000;

const NAMES = ["Rajawali", "Garuda", "Komodo", "Harimau", "Elang", "Badak", "Merak", "Naga"];

function nicknameOf(userId: string): string {
  const digest = createHash("sha256").update(userId).digest();
  return `${NAMES[digest[0]! % NAMES.length]}${digest.readUInt16BE(1) % 1000}`;
}

const refused = (error_msg: string) => ({ status: 0, error_msg });

async function readBody(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  try {
    const parsed: unknown = JSON.parse(Buffer.concat(chunks).toString("utf8"));
    return parsed && typeof parsed === "object" && !Array.isArray(parsed)
      ? (parsed as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

const text = (body: Record<string, unknown>, name: string) => (typeof body[name] === "string" ? body[name] : "");

/**
 * The sandbox's face of Apigames' merchant API (decision 045), on its own port, with its books in
 * memory, so the shop's real Apigames adapter and player check run over HTTP in tests:
 *
 * - POST /v2/transaksi: a missing field, an unknown merchant or a bad md5(merchant_id:secret_key:ref_id)
 *   is refused (status 0, "Signature not valid" as documented); a product outside the
 *   catalog's SKUs forms nothing. A new ref_id is one purchase; a ref_id already used is refused and
 *   buys nothing.
 * - GET /v2/transaksi/status, signed md5(merchant_id:secret_key:ref_id): the purchase, settled when
 *   due, or a refusal when the ref_id formed none.
 * - GET /merchant/<id>/cek-username/<game>: signed md5(merchant_id + secret_key); is_valid and a
 *   made-up username, for mobilelegend and freefire only.
 * - GET /merchant/<id> (Info Akun), signed the same way: the deposit as `saldo`. A purchase the
 *   deposit does not cover is refused ("Saldo tidak mencukupi") and forms nothing.
 *
 * Refusals answer HTTP 200 with status 0: the pages show the body only.
 */
export async function startSandboxApigames(options: SandboxApigamesOptions): Promise<SandboxApigames> {
  const products = new Set(GAME_DEFINITIONS.flatMap((game) => game.products.map((product) => product.sku)));
  const purchases = new Map<string, Purchase>();
  const slowLookupMs = options.slowLookupMs ?? 5_000;
  const books = { deposit: options.deposit ?? 10_000_000 };
  const waits = new Set<() => void>();

  /** The purchase as answered; a status check (`settle`) first settles it when it is due. */
  function dataOf(purchase: Purchase, settle: boolean) {
    if (settle && purchase.status === "Pending" && purchase.readyAt <= Date.now()) {
      purchase.status = "Sukses";
      purchase.sn = `SANDBOX${purchase.trxId.slice(-8)}`;
    }
    return {
      merchant_id: options.merchantId,
      trx_id: purchase.trxId,
      ref_id: purchase.refId,
      destination: purchase.destination,
      product_code: purchase.product,
      product_code_master: purchase.product,
      message: `R#${purchase.refId} ${purchase.product}.${purchase.destination}, status ${purchase.status.toUpperCase()}.`,
      status: purchase.status,
      sn: purchase.sn,
      last_balance: String(books.deposit),
    };
  }

  function transaksi(body: Record<string, unknown> | undefined) {
    if (!body) return refused("Data JSON tidak valid");
    const [refId, merchantId, product, destination, signature] = [
      "ref_id",
      "merchant_id",
      "produk",
      "tujuan",
      "signature",
    ].map((name) => text(body, name)) as [string, string, string, string, string];
    if (!refId || !merchantId || !product || !destination || !signature) return refused("Parameter tidak lengkap");
    if (merchantId !== options.merchantId) return refused("Merchant tidak ditemukan");
    if (!sameToken(signature, referenceSign(options.merchantId, options.secretKey, refId))) {
      return refused("Signature not valid");
    }
    if (purchases.has(refId)) return refused("Ref ID sudah digunakan");
    if (!products.has(product)) return refused("Produk tidak ditemukan");
    if (books.deposit < PURCHASE_PRICE) return refused("Saldo tidak mencukupi");
    books.deposit -= PURCHASE_PRICE;
    const planned = TEST_DESTINATIONS.find((test) => destination.endsWith(test.suffix));
    const purchase: Purchase = {
      refId,
      trxId: `T${Date.now()}${randomInt(1_000, 10_000)}`,
      product,
      destination,
      status: planned?.status ?? "Pending",
      sn: planned?.sn ?? "",
      // A test account's status stays; any other purchase settles after the delay.
      readyAt: planned ? Number.POSITIVE_INFINITY : Date.now() + options.delayMs,
    };
    purchases.set(refId, purchase);
    return { status: 1, data: dataOf(purchase, false) };
  }

  function status(query: URLSearchParams) {
    const [merchantId, refId, signature] = ["merchant_id", "ref_id", "signature"].map((name) => query.get(name) ?? "");
    if (merchantId !== options.merchantId) return refused("Merchant tidak ditemukan");
    if (!signature || !sameToken(signature, referenceSign(options.merchantId, options.secretKey, refId ?? ""))) {
      return refused("Signature not valid");
    }
    const purchase = purchases.get(refId ?? "");
    return purchase ? { status: 1, data: dataOf(purchase, true) } : refused("Transaksi tidak ditemukan");
  }

  function merchant(merchantId: string, query: URLSearchParams) {
    const signature = query.get("signature") ?? "";
    if (merchantId !== options.merchantId) return refused("Merchant tidak ditemukan");
    if (!signature || !sameToken(signature, accountSign(options.merchantId, options.secretKey))) {
      return refused("Signature not valid");
    }
    const data = { merchant_id: merchantId, nama: "Kupi Sandbox", saldo: books.deposit };
    return { status: 1, rc: 200, message: "Sukses", data, ts: Math.floor(Date.now() / 1000) };
  }

  async function account(merchantId: string, game: string, query: URLSearchParams) {
    const signature = query.get("signature") ?? "";
    const userId = query.get("user_id") ?? "";
    if (merchantId !== options.merchantId) return refused("Merchant tidak ditemukan");
    if (!signature || !sameToken(signature, accountSign(options.merchantId, options.secretKey))) {
      return refused("Signature not valid");
    }
    if (!GAME_CODES.has(game) || !userId) return refused("Game tidak tersedia");
    if (userId.endsWith(SLOW_SUFFIX)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          clearTimeout(timer);
          waits.delete(done);
          resolve();
        };
        const timer = setTimeout(done, slowLookupMs);
        waits.add(done);
      });
    }
    const valid = !userId.endsWith(NOT_FOUND_SUFFIX);
    const data = { is_valid: valid, username: valid ? nicknameOf(`${game}:${userId}`) : "" };
    return {
      status: 1,
      rc: 0,
      message: valid ? "Data Found" : "Data Not Found",
      data,
      ts: Math.floor(Date.now() / 1000),
    };
  }

  const server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://sandbox");
    const accountPath = /^\/merchant\/([^/]+)\/cek-username\/([^/]+)$/.exec(url.pathname);
    const merchantPath = /^\/merchant\/([^/]+)$/.exec(url.pathname);
    const answer = async (): Promise<unknown> => {
      if (request.method === "POST" && url.pathname === "/v2/transaksi") return transaksi(await readBody(request));
      if (request.method === "GET" && url.pathname === "/v2/transaksi/status") return status(url.searchParams);
      if (request.method === "GET" && merchantPath)
        return merchant(decodeURIComponent(merchantPath[1]!), url.searchParams);
      if (request.method === "GET" && accountPath) {
        return account(decodeURIComponent(accountPath[1]!), accountPath[2]!, url.searchParams);
      }
      return undefined;
    };
    answer()
      .then((body) => {
        if (body === undefined) response.writeHead(404).end();
        else response.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      })
      .catch(() => response.writeHead(500).end());
  });
  await new Promise<void>((resolve) => server.listen(options.port, options.host, resolve));
  const address = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${address.port}`,
    get deposit() {
      return books.deposit;
    },
    set deposit(rupiah: number) {
      books.deposit = rupiah;
    },
    purchases: () => [...purchases.values()].map(({ refId, destination, status }) => ({ refId, destination, status })),
    close: () =>
      new Promise<void>((resolve) => {
        for (const done of [...waits]) done();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
