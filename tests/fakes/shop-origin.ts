import { createServer, type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { createPaymeMerchantApi } from "../../adapters/payments/payme-merchant-api";
import type { ProviderTransactionStore } from "../../core/payments/provider-transactions";

/**
 * The shop as the preflight sees it from outside, for unit tests: GET /health, and Payme's
 * Merchant API endpoint answered by the shop's own Payme code (adapters/payments/payme-merchant-api.ts)
 * with this key and no orders at all.
 */
export interface FakeShopOrigin {
  url: string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

export async function startFakeShopOrigin(options: { paymeKey: string }): Promise<FakeShopOrigin> {
  const payme = createPaymeMerchantApi({
    key: options.paymeKey,
    provider: "payme",
    paymentFlow: {
      attemptForProvider: () => Promise.resolve(undefined),
      applyUpdate: () => Promise.reject(new Error("the fake shop has no orders")),
    },
    // CheckPerformTransaction for an order that does not exist reads no transaction.
    transactions: {} as ProviderTransactionStore,
    refundsOf: () => Promise.resolve([]),
    log: { info: () => undefined, warn: () => undefined },
  });
  const server = createServer((request, response) => {
    void (async () => {
      const send = (status: number, body: unknown) => {
        response.writeHead(status, { "content-type": "application/json" });
        response.end(JSON.stringify(body));
      };
      if (request.method === "GET" && request.url === "/health") return send(200, { status: "ok" });
      if (request.method === "POST" && request.url === "/backend/api/payments/payme") {
        const body: unknown = JSON.parse(await readBody(request));
        return send(200, await payme.handle(request.headers.authorization, body));
      }
      send(404, { error: "notFound" });
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
