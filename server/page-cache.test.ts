import { describe, expect, it } from "vitest";
import { cachedPage, createPageCache, representationTag, type CachedPage } from "./page-cache";

const page = (storedAt: number, text = "<html></html>"): CachedPage => ({
  etag: `digest${text.length}`,
  csp: "default-src 'self'",
  headers: {},
  identity: Buffer.from(text),
  br: Buffer.alloc(0),
  gzip: Buffer.alloc(0),
  storedAt,
});

describe("the anonymous page cache", () => {
  it("serves a stored page until its time runs out", () => {
    const cache = createPageCache({ ttlMs: 1_000 });
    expect(cache.set("/mobile-legends", page(0), cache.generation())).toBe(true);
    expect(cache.get("/mobile-legends", 999)?.identity.toString()).toBe("<html></html>");
    expect(cache.get("/mobile-legends", 1_000)).toBeUndefined();
    expect(cache.get("/en/mobile-legends", 0)).toBeUndefined();
  });

  it("a change empties it, and a page rendered before the change is not stored after it", () => {
    const cache = createPageCache();
    cache.set("/", page(0, "old home"), cache.generation());
    const renderStarted = cache.generation();
    cache.clear();
    expect(cache.get("/", 0)).toBeUndefined();
    // The render began under the old prices and finishes after the change: it must not be kept.
    expect(cache.set("/mobile-legends", page(0, "old prices"), renderStarted)).toBe(false);
    expect(cache.get("/mobile-legends", 0)).toBeUndefined();
    expect(cache.set("/mobile-legends", page(0, "new prices"), cache.generation())).toBe(true);
    expect(cache.get("/mobile-legends", 0)?.identity.toString()).toBe("new prices");
  });

  it("keeps at most its number of pages, dropping the least recently used", () => {
    const cache = createPageCache({ maxEntries: 2 });
    cache.set("/a", page(0), 0);
    cache.set("/b", page(0), 0);
    cache.get("/a", 0);
    cache.set("/c", page(0), 0);
    expect(cache.size()).toBe(2);
    expect(cache.get("/b", 0)).toBeUndefined();
    expect(cache.get("/a", 0)).toBeDefined();
    expect(cache.get("/c", 0)).toBeDefined();
  });

  it("compresses a page once, and its tag follows its bytes and policy", async () => {
    const html = Buffer.from(`<!DOCTYPE html><html><body>${"Mobile Legends ".repeat(200)}</body></html>`);
    const first = await cachedPage(html, { csp: "a", headers: {}, now: 0 });
    expect(first.br.length).toBeLessThan(html.length / 5);
    expect(first.gzip.length).toBeLessThan(html.length / 5);
    expect((await cachedPage(html, { csp: "a", headers: {}, now: 5 })).etag).toBe(first.etag);
    expect((await cachedPage(html, { csp: "b", headers: {}, now: 0 })).etag).not.toBe(first.etag);
    expect((await cachedPage(Buffer.from("other"), { csp: "a", headers: {}, now: 0 })).etag).not.toBe(first.etag);
  });

  it("gives each form of a page its own strong tag", () => {
    const tags = [
      representationTag("abc", undefined),
      representationTag("abc", "br"),
      representationTag("abc", "gzip"),
    ];
    expect(tags).toEqual(['"abc"', '"abc-br"', '"abc-gz"']);
  });
});
