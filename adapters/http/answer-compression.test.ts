import { Readable } from "node:stream";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { chooseEncoding, compressWholeAnswer } from "./answer-compression";

const page = `<!DOCTYPE html><html><body>${"<p>Top up Mobile Legends diamonds</p>".repeat(200)}</body></html>`;
const json = JSON.stringify({
  data: Array.from({ length: 80 }, (_, index) => ({ sku: `ml-${index}`, price: 1_000 * index })),
});

async function app() {
  const server = Fastify();
  server.addHook("onSend", compressWholeAnswer);
  server.get("/page", (_request, reply) => reply.type("text/html").send(page));
  server.get("/json", () => JSON.parse(json) as unknown);
  server.get("/small", () => ({ ok: true }));
  server.get("/image", (_request, reply) => reply.type("image/png").send(Buffer.alloc(4096)));
  server.get("/stream", (_request, reply) => reply.type("text/plain").send(Readable.from([page])));
  server.get("/encoded", (_request, reply) => reply.type("text/html").header("content-encoding", "br").send(page));
  return server;
}

describe("answers whole in memory are compressed in one call", () => {
  it("sends a page as Brotli to a browser that takes it and gzip to one that takes only gzip", async () => {
    const server = await app();
    const br = await server.inject({ url: "/page", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(Number(br.headers["content-length"])).toBe(br.rawPayload.length);
    expect(br.rawPayload.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(page);
    const gzip = await server.inject({ url: "/json", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(json);
  });

  it("leaves alone what compression would not help or a client refuses", async () => {
    const server = await app();
    const identity = await server.inject({ url: "/page", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(identity.headers["content-encoding"]).toBeUndefined();
    expect(identity.body).toBe(page);
    const small = await server.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    const image = await server.inject({ url: "/image", headers: { "accept-encoding": "br" } });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    // Streams are the streaming compressor's; an answer already encoded is not encoded twice.
    const stream = await server.inject({ url: "/stream", headers: { "accept-encoding": "br" } });
    expect(stream.headers["content-encoding"]).toBeUndefined();
    expect(stream.body).toBe(page);
    const encoded = await server.inject({ url: "/encoded", headers: { "accept-encoding": "br" } });
    expect(encoded.body).toBe(page);
  });

  it("prefers Brotli, then gzip, and honours a refusal (q=0)", () => {
    expect(chooseEncoding("gzip, deflate, br")).toBe("br");
    expect(chooseEncoding("gzip")).toBe("gzip");
    expect(chooseEncoding("br;q=0, gzip;q=0.5")).toBe("gzip");
    expect(chooseEncoding("identity")).toBeUndefined();
    expect(chooseEncoding(undefined)).toBeUndefined();
  });
});
