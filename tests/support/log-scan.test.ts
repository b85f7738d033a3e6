import { describe, expect, it } from "vitest";
import { createLogger } from "../../server/logger";
import { scanLog } from "./log-scan";

const ORDER = "0b7f3c1e-2a41-4a6e-9d52-6a1f0c9b8e11";
const OTHER_ORDER = "9c1d2e3f-4a5b-4c6d-8e7f-0a1b2c3d4e5f";
const INVITE = "Zk3vQ9xL2mP8rT5wY1uA7cE4gJ6hN0bD3fS8kV2qW5z";
const SIGN_IN = "kT5wY1uA7cE4gJ6hN0bD3fS8kV2qW5zZk3vQ9xL2mP";
const OPERATOR_TOKEN = "reliability-operator-token-0001";

const line = (fields: Record<string, unknown>) => JSON.stringify({ level: 30, ...fields });

describe("the log scan of the suites that run real servers", () => {
  it("finds a sign-in link's token, an OAuth code and a widget's hash in a URL", () => {
    const found = scanLog(
      [
        line({ req: { url: `/account?token=${SIGN_IN}` } }),
        line({ req: { url: `/backend/api/auth/oauth/callback/google?state=x&code=${SIGN_IN}` } }),
        line({ req: { url: `/backend/api/auth/oauth/callback/telegram?id=1&hash=${SIGN_IN}` } }),
        line({ req: { url: `/auth/test?return=%2Faccount%3Ftoken%3D${SIGN_IN}` } }),
      ].join("\n"),
    );
    expect(found.map((finding) => finding.kind)).toEqual(["signInToken", "signInToken", "signInToken", "signInToken"]);
    expect(found.map((finding) => finding.line).join("")).not.toContain(SIGN_IN);
  });

  it("finds an invitation's token in its page's path, plain, localized or inside a query", () => {
    const found = scanLog(
      [
        line({ req: { url: `/admin/invite/${INVITE}` } }),
        line({ req: { url: `/en/admin/invite/${INVITE}.data` } }),
        line({ req: { url: `/__manifest?paths=%2Fadmin%2Finvite%2F${INVITE}` } }),
      ].join("\n"),
    );
    expect(found.map((finding) => finding.kind)).toEqual(["invitationToken", "invitationToken", "invitationToken"]);
  });

  it("finds a known order's UUID anywhere, and any UUID where an order's page or API carries one", () => {
    const found = scanLog(
      [
        line({ orderId: ORDER.toUpperCase(), msg: "delivery attempt failed; retried" }),
        line({ req: { url: `/ru/card-payment/${OTHER_ORDER}` } }),
        line({ req: { url: `/backend/api/orders/public/${OTHER_ORDER}/pay` } }),
        line({ req: { url: `/admin/orders/${OTHER_ORDER}` } }),
      ].join("\n"),
      { orderIds: [ORDER] },
    );
    expect(found.map((finding) => finding.kind)).toEqual(["orderId", "orderId", "orderId", "orderId"]);
  });

  it("finds a configured secret's value anywhere in a line", () => {
    const found = scanLog(line({ msg: `calling with Bearer ${OPERATOR_TOKEN}` }), { secrets: [OPERATOR_TOKEN] });
    expect(found).toEqual([{ kind: "secret", line: expect.not.stringContaining(OPERATOR_TOKEN) as unknown }]);
  });

  it("finds nothing in what the shop's logger writes for the same requests", () => {
    const lines: string[] = [];
    const log = createLogger({ level: "info" }, { write: (text: string) => lines.push(text) });
    for (const url of [
      `/account?token=${SIGN_IN}`,
      `/backend/api/auth/oauth/callback/google?state=x&code=${SIGN_IN}`,
      `/auth/test?return=%2Faccount%3Ftoken%3D${SIGN_IN}`,
      `/admin/invite/${INVITE}`,
      `/en/admin/invite/${INVITE}.data`,
      `/__manifest?paths=%2Fadmin%2Finvite%2F${INVITE}%2C%2Fcard-payment%2F${ORDER}`,
      `/ru/card-payment/${OTHER_ORDER}`,
      `/backend/api/orders/public/${ORDER}/pay`,
    ])
      log.info({ req: { method: "GET", url } }, "incoming request");
    log.info({ reqId: "6f1c2d3e-4a5b-4c6d-8e7f-9a0b1c2d3e4f" }, "a request id is no order");
    expect(scanLog(lines.join(""), { orderIds: [ORDER, OTHER_ORDER], secrets: [OPERATOR_TOKEN] })).toEqual([]);
  });
});
