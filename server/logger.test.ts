import { describe, expect, it } from "vitest";
import { createLogger } from "./logger";

const ORDER = "0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11";
const INVITE = "Zk3vQ9xL2mP8rT5wY1uA7cE4gJ6hN0bD3fS8kV2qW5z";

/** The request lines the shop's logger writes for these URLs, as Fastify logs them. */
function requestLines(...urls: string[]): string {
  const lines: string[] = [];
  const log = createLogger({ level: "info" }, { write: (line: string) => lines.push(line) });
  for (const url of urls) log.info({ req: { method: "GET", url, host: "kupi.example", ip: "10.0.0.1" } }, "incoming");
  return lines.join("");
}

describe("request lines in the log", () => {
  it("show an order's page, its data and its public API by the route's shape, never the order's UUID", () => {
    const logged = requestLines(
      `/card-payment/${ORDER}`,
      `/en/card-payment/${ORDER}`,
      `/ru/card-payment/${ORDER}.data?_routes=routes%2Fcard-payment`,
      `/CARD-PAYMENT/${ORDER.toUpperCase()}`,
      `/backend/api/orders/public/${ORDER}`,
      `/backend/api/orders/public/${ORDER}/pay`,
      `/backend/api/orders/public/${ORDER}/refund`,
      `/backend/api/orders/public/feedback/${ORDER}`,
      `/admin/orders/${ORDER}`,
    );
    expect(logged.toLowerCase()).not.toContain(ORDER);
    expect(logged).toContain('"url":"/card-payment/:uuid"');
    expect(logged).toContain('"url":"/en/card-payment/:uuid"');
    expect(logged).toContain('"url":"/ru/card-payment/:uuid.data?_routes=routes%2Fcard-payment"');
    expect(logged).toContain('"url":"/backend/api/orders/public/:id/pay"');
    expect(logged).toContain('"url":"/backend/api/orders/public/feedback/:id"');
    expect(logged).toContain('"url":"/admin/orders/:id"');
  });

  it("show an invitation's page without its token, in every language", () => {
    const logged = requestLines(`/admin/invite/${INVITE}`, `/uz/admin/invite/${INVITE}.data`);
    expect(logged).not.toContain(INVITE);
    expect(logged).toContain('"url":"/admin/invite/:token"');
    expect(logged).toContain('"url":"/uz/admin/invite/:token.data"');
  });

  it("hide the capabilities a query names: a return address, the route manifest's paths, sign-in codes", () => {
    const logged = requestLines(
      `/auth/test?return=%2Fcard-payment%2F${ORDER}`,
      `/auth/test?return=${encodeURIComponent(`/account?token=${INVITE}`)}`,
      `/__manifest?paths=%2Fadmin%2Finvite%2F${INVITE}%2C%2Fen%2Fcard-payment%2F${ORDER}&version=abc`,
      `/account?token=${INVITE}`,
      `/backend/api/auth/oauth/callback/google?code=${INVITE}&state=${INVITE}`,
    );
    expect(logged).not.toContain(INVITE);
    expect(logged.toLowerCase()).not.toContain(ORDER);
    expect(logged).toContain("return=%2Fcard-payment%2F%3Auuid");
    expect(logged).toContain("paths=%2Fadmin%2Finvite%2F%3Atoken%2C%2Fen%2Fcard-payment%2F%3Auuid&version=abc");
    expect(logged).toContain("token=redacted");
    expect(logged).toContain("code=redacted&state=redacted");
  });

  it("shorten a UUID in any other place to its first eight digits", () => {
    const logged = requestLines(`/backend/api/somewhere/${ORDER}?order=${ORDER}`);
    expect(logged.toLowerCase()).not.toContain(ORDER);
    expect(logged).toContain("/backend/api/somewhere/0b7f3c1e…");
  });

  it("leave addresses that carry no secret as they came", () => {
    const logged = requestLines(
      "/backend/api/orders/public/lookup",
      "/backend/api/orders/public/feedback?page=2",
      "/mobile-legends/form?ref=abc",
      "/admin/catalog/products/ml-86",
    );
    expect(logged).toContain('"url":"/backend/api/orders/public/lookup"');
    expect(logged).toContain('"url":"/backend/api/orders/public/feedback?page=2"');
    expect(logged).toContain('"url":"/mobile-legends/form?ref=abc"');
    expect(logged).toContain('"url":"/admin/catalog/products/ml-86"');
  });
});

describe("other log lines", () => {
  it("never show a UUID whole, inside another id either, while the request id stays whole", () => {
    const lines: string[] = [];
    const log = createLogger({ level: "info" }, { write: (line: string) => lines.push(line) }).child({
      reqId: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f",
    });
    log.warn({ refundId: `refund-${ORDER}`, nested: { orders: [ORDER] }, count: 3 }, "refund not answered");
    const logged = lines.join("");
    expect(logged.toLowerCase()).not.toContain(ORDER);
    expect(logged).toContain('"refundId":"refund-0b7f3c1e…"');
    expect(logged).toContain('"orders":["0b7f3c1e…"]');
    expect(logged).toContain('"count":3');
    expect(logged).toContain('"reqId":"6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f"');
  });
});
