import { brotliDecompressSync, gunzipSync } from "node:zlib";
import compress from "@fastify/compress";
import Fastify from "fastify";
import { describe, expect, it } from "vitest";
import { sendPage } from "./page-compression";

const page = Buffer.from(
  `<!DOCTYPE html><html><body>${"<p>Top up Mobile Legends diamonds</p>".repeat(200)}</body></html>`,
);

/** A page door as the shop's: its own compression, with the shop's compressor for every other answer behind it. */
async function app() {
  const server = Fastify();
  await server.register(compress, { global: true, threshold: 1024, encodings: ["br", "gzip"] });
  server.get("/page", (request, reply) => sendPage(request, reply.type("text/html"), page));
  server.get("/private", (request, reply) => sendPage(request, reply.type("text/html").header("Vary", "Cookie"), page));
  server.get("/small", (request, reply) => sendPage(request, reply.type("text/html"), Buffer.from("<p>ok</p>")));
  server.get("/image", (request, reply) => sendPage(request, reply.type("image/png"), Buffer.alloc(4096)));
  server.get("/redirect", (request, reply) =>
    sendPage(request, reply.code(302).header("Location", "/page"), undefined),
  );
  return server;
}

describe("a page rendered for one request is compressed in one call", () => {
  it("sends Brotli to a browser that takes it and gzip to one that takes only gzip, once", async () => {
    const server = await app();
    const br = await server.inject({ url: "/page", headers: { "accept-encoding": "gzip, deflate, br" } });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toBe("Accept-Encoding");
    expect(br.rawPayload.length).toBeLessThan(page.length / 5);
    expect(brotliDecompressSync(br.rawPayload).equals(page)).toBe(true);
    const gzip = await server.inject({ url: "/private", headers: { "accept-encoding": "gzip" } });
    expect(gzip.headers["content-encoding"]).toBe("gzip");
    expect(gzip.headers.vary).toBe("Cookie, Accept-Encoding");
    expect(gunzipSync(gzip.rawPayload).equals(page)).toBe(true);
  });

  it("leaves alone what compression would not help or a browser refuses", async () => {
    const server = await app();
    const refused = await server.inject({ url: "/page", headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect(refused.headers["content-encoding"]).toBeUndefined();
    expect(refused.rawPayload.equals(page)).toBe(true);
    const small = await server.inject({ url: "/small", headers: { "accept-encoding": "br" } });
    expect(small.headers["content-encoding"]).toBeUndefined();
    expect(small.body).toBe("<p>ok</p>");
    const image = await server.inject({ url: "/image", headers: { "accept-encoding": "br" } });
    expect(image.headers["content-encoding"]).toBeUndefined();
    expect(image.rawPayload.length).toBe(4096);
    const redirect = await server.inject({ url: "/redirect", headers: { "accept-encoding": "br" } });
    expect(redirect.statusCode).toBe(302);
    expect(redirect.body).toBe("");
  });
});
