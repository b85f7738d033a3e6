import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { Writable } from "node:stream";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createNotifier } from "./notifications";

/** An endpoint that refuses everything, counting the attempts per order. */
const attempts = new Map<string, number>();
const server = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk) => (raw += String(chunk)));
  request.on("end", () => {
    const orderId = String((JSON.parse(raw) as { order_id: string }).order_id);
    attempts.set(orderId, (attempts.get(orderId) ?? 0) + 1);
    response.writeHead(503).end();
  });
});
let url = "";

const lines: string[] = [];
const log = pino(
  new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString("utf8"));
      callback();
    },
  }),
);

beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/notify`;
});
afterAll(
  () =>
    new Promise<void>((resolve) => {
      server.close(() => resolve());
      // Keep-alive sockets from the notifier would otherwise hold close() open until they time out.
      server.closeAllConnections();
    }),
);

async function until(condition: () => boolean): Promise<void> {
  for (let round = 0; round < 500 && !condition(); round++) await new Promise((resolve) => setTimeout(resolve, 10));
}

describe("notification delivery", () => {
  it("retries after each delay, then gives up and says so", async () => {
    const notifier = createNotifier(url, log, { retryDelaysMs: [10, 10] });
    notifier.send({ order_id: "R-1", transaction_status: "settlement" });
    await until(() => lines.some((line) => line.includes("R-1") && line.includes("giving up")));
    expect(attempts.get("R-1")).toBe(3);
    notifier.close();
  });

  it("sends nothing once closed, even what was waiting", async () => {
    const notifier = createNotifier(url, log, { delayMs: 60_000 });
    notifier.send({ order_id: "R-2", transaction_status: "settlement" });
    notifier.close();
    notifier.send({ order_id: "R-3", transaction_status: "settlement" });
    // Give a wrongly scheduled delivery the time to show up.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(attempts.has("R-2")).toBe(false);
    expect(attempts.has("R-3")).toBe(false);
  });

  it("stops retrying when closed", async () => {
    const notifier = createNotifier(url, log, { retryDelaysMs: [20, 20] });
    notifier.send({ order_id: "R-4", transaction_status: "pending" });
    await until(() => attempts.get("R-4") === 1);
    notifier.close();
    await new Promise((resolve) => setTimeout(resolve, 80));
    expect(attempts.get("R-4")).toBe(1);
  });
});
