import { createServer } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createGa4Analytics } from "./ga4-analytics";

/** A local stand-in for GA4's /mp/collect: records the request, answers 204 as Google does. */
const received: { url: string; body: { client_id: string; events: unknown[] } }[] = [];
const server = createServer((request, response) => {
  let raw = "";
  request.on("data", (chunk) => (raw += String(chunk)));
  request.on("end", () => {
    received.push({ url: request.url ?? "", body: JSON.parse(raw) });
    response.writeHead(204).end();
  });
});
let endpoint = "";
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  endpoint = `http://127.0.0.1:${(server.address() as { port: number }).port}/mp/collect`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("GA4 Measurement Protocol analytics", () => {
  it("sends the login goal as GA4's recommended event with its method", async () => {
    await createGa4Analytics({ endpoint, measurementId: "G-TEST123", apiSecret: "s3cret" }).goal("login", {
      method: "google",
    });
    expect(received).toHaveLength(1);
    expect(received[0]!.url).toBe("/mp/collect?measurement_id=G-TEST123&api_secret=s3cret");
    expect(received[0]!.body.events).toEqual([{ name: "login", params: { method: "google" } }]);
    expect(received[0]!.body.client_id).toMatch(/^[0-9a-f-]{36}$/);
  });
});
