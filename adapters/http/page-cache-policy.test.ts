import { describe, expect, it } from "vitest";
import { PAGE_CACHE_VARY, pageCacheKey } from "./page-cache-policy";

const PHONE = "Mozilla/5.0 (Linux; Android 14; SM-A155F) AppleWebKit/537.36 Chrome/130.0 Mobile Safari/537.36";
const get = (url: string, headers: Record<string, string> = {}) =>
  pageCacheKey({ method: "GET", url, headers: { "user-agent": PHONE, "accept-language": "id-ID", ...headers } });

describe("which page requests the anonymous page cache may answer", () => {
  it("catalog, legal and landing pages of every locale, keyed by their path", () => {
    for (const url of [
      "/",
      "/en",
      "/mobile-legends",
      "/ru/mobile-legends",
      "/mobile-legends/form",
      "/uz/free-fire/form",
      "/privacy",
      "/en/website-toc",
      "/the-golden-era-of-smartphones",
    ])
      expect(get(url)).toBe(url);
  });

  it("never a page that belongs to its visitor or an operator, nor the API", () => {
    for (const url of [
      "/account",
      "/en/account",
      "/thank",
      "/find-order",
      "/delete-personal",
      "/card-payment/3f1c1c8e-6a55-4a1e-9a41-0a6c0e0f0b11",
      "/admin",
      "/admin/catalog",
      "/auth/test",
      "/backend/api/games",
      "/mobile-legends/form/extra",
    ])
      expect(get(url)).toBeUndefined();
  });

  it("never for a console session, a hidden widget or a Bearer token", () => {
    for (const cookie of ["theme=x; admin_session=abc", "hide_support=1"])
      expect(get("/mobile-legends", { cookie })).toBeUndefined();
    expect(get("/mobile-legends", { authorization: "Bearer abc" })).toBeUndefined();
    // A cookie that changes nothing on the page (a campaign's attribution) does not matter.
    expect(get("/mobile-legends", { cookie: "attribution=abc" })).toBe("/mobile-legends");
  });

  it("a signed-in buyer shares the catalog pages: the browser asks who they are (GET /auth/session)", () => {
    expect(get("/mobile-legends", { cookie: "access_token=abc" })).toBe("/mobile-legends");
    expect(get("/en/about", { cookie: "attribution=x; access_token=abc" })).toBe("/en/about");
    // Their own pages stay theirs.
    expect(get("/account", { cookie: "access_token=abc" })).toBeUndefined();
  });

  it("never with a query (a campaign link sets a cookie, ?sku= picks a product), nor for other methods", () => {
    expect(get("/mobile-legends?sku=ml-170")).toBeUndefined();
    expect(get("/?utm_source=ig")).toBeUndefined();
    expect(pageCacheKey({ method: "POST", url: "/mobile-legends", headers: {} })).toBeUndefined();
    expect(pageCacheKey({ method: "HEAD", url: "/mobile-legends", headers: {} })).toBeUndefined();
  });

  it("the unprefixed home page for every browser's languages: one page, which offers the language itself", () => {
    expect(get("/", { "accept-language": "en-US,en;q=0.9" })).toBe("/");
    expect(get("/", { "accept-language": "id-ID,id;q=0.9" })).toBe("/");
    expect(get("/", { "accept-language": "en-US", "user-agent": "Googlebot/2.1" })).toBe("/");
    expect(PAGE_CACHE_VARY).toBe("Accept-Encoding, Cookie");
  });

  it("a chosen language keeps out of the cache only the unprefixed home page it redirects from", () => {
    expect(get("/", { cookie: "locale=en" })).toBeUndefined();
    // Chosen to stay (the switcher, or a closed offer of another language): the page everyone gets.
    expect(get("/", { cookie: "locale=id" })).toBe("/");
    expect(get("/", { cookie: "locale=en", "user-agent": "Googlebot/2.1" })).toBe("/");
    expect(get("/en", { cookie: "locale=id" })).toBe("/en");
    expect(get("/mobile-legends", { cookie: "locale=en" })).toBe("/mobile-legends");
  });
});
