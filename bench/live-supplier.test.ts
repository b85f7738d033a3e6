import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createDigiflazzSupplier } from "../adapters/supplier/digiflazz-supplier";
import { startBenchSupplier, type BenchSupplier } from "./live-supplier";
import { percentile } from "./measure";

const ACCOUNT = { username: "kupisandbox", apiKey: "bench-key-0123456789", webhookSecret: "bench-key-0123456789" };

/** The shop's callback as the bench's supplier reaches it: every webhook kept as it arrived. */
function startCallbackCatcher() {
  const received: { raw: string; headers: http.IncomingHttpHeaders }[] = [];
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      received.push({ raw: Buffer.concat(chunks).toString("utf8"), headers: request.headers });
      response.writeHead(200, { "content-type": "application/json" }).end('{"ok":true}');
    });
  });
  return { server, received };
}

describe("the bench's supplier, as the shop's real Digiflazz adapter meets it", () => {
  const catcher = startCallbackCatcher();
  let supplier: BenchSupplier;
  const adapter = (apiKey = ACCOUNT.apiKey) =>
    createDigiflazzSupplier({ baseUrl: supplier.url, ...ACCOUNT, apiKey, name: "sandbox", sellsOurSkus: true });
  const request = { reference: "BENCH001-1", supplierSku: "ml-170", customerNo: "1234567892001" };

  beforeAll(async () => {
    await new Promise<void>((resolve) => catcher.server.listen(0, "127.0.0.1", resolve));
    const { port } = catcher.server.address() as AddressInfo;
    supplier = await startBenchSupplier({ account: ACCOUNT, port: 0, callbackUrl: `http://127.0.0.1:${port}/` });
  });
  afterAll(async () => {
    await supplier.close();
    await new Promise((resolve) => catcher.server.close(resolve));
  });

  it("keeps a purchase pending, noting when it arrived, until the bench delivers it", async () => {
    expect(supplier.arrivalOf(request.reference)).toBeUndefined();
    const first = await adapter().deliver(request);
    expect(first).toMatchObject({ reference: request.reference, status: "pending" });
    const arrivedAt = supplier.arrivalOf(request.reference);
    expect(arrivedAt).toBeGreaterThan(0);
    // Asking again (the shop's status check) is the same purchase, first arrival kept.
    expect(await adapter().deliver(request)).toMatchObject({ status: "pending" });
    expect(supplier.arrivalOf(request.reference)).toBe(arrivedAt);
  });

  it("sends a webhook the adapter accepts as the purchase delivered, and then reports it so", async () => {
    const times = await supplier.deliver([request.reference]);
    expect(times.get(request.reference)!.answeredAt).toBeGreaterThanOrEqual(times.get(request.reference)!.sentAt);
    const [webhook] = catcher.received;
    const reading = adapter().parseCallback(webhook!.raw, webhook!.headers);
    expect(reading).toMatchObject({
      verdict: "accepted",
      result: { reference: request.reference, status: "success", serial: `BENCH-${request.reference}` },
    });
    expect(await adapter().deliver(request)).toMatchObject({ status: "success", serial: `BENCH-${request.reference}` });
  });

  it("refuses a request signed with another key, and counts it", async () => {
    const before = supplier.refused();
    await expect(adapter("another-key-0123456789").deliver({ ...request, reference: "BENCH002-1" })).rejects.toThrow();
    expect(supplier.refused()).toBe(before + 1);
    expect(supplier.arrivalOf("BENCH002-1")).toBeUndefined();
  });
});

describe("the bench's percentile", () => {
  it("is the nearest rank: one of the values, never between two", () => {
    const hundred = Array.from({ length: 100 }, (_, index) => 100 - index);
    expect(percentile(hundred, 0.99)).toBe(99);
    expect(percentile(hundred, 0.5)).toBe(50);
    const twoHundred = Array.from({ length: 200 }, (_, index) => index + 1);
    expect(percentile(twoHundred, 0.99)).toBe(198);
    expect(percentile([7], 0.99)).toBe(7);
    expect(percentile([3, 1, 2], 1)).toBe(3);
  });
});
