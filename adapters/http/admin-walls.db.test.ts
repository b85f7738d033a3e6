import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPERATOR_ROLES, can, type Permission } from "../../core/admin/permissions";
import { API_PATHS } from "../../contracts/api-paths";
import { signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { databaseDigest } from "../../tests/support/db-digest";

type ApiName = keyof typeof API_PATHS;

/**
 * What each route of the console's API needs. Every /admin route of the contract must be
 * listed: a route added without its line here fails the first test, so none goes unwalked.
 */
const NEEDS: Partial<Record<ApiName, Permission>> = {
  adminOperators: "operators",
  adminInvite: "operators",
  adminOperatorRole: "operators",
  adminOperatorStatus: "operators",
  adminOperatorTotpReset: "operators",
  adminOrders: "orders",
  adminOrder: "orders",
  adminOrderRefund: "refunds",
  adminOrderRetryDelivery: "orders",
  adminOrderResolve: "orders",
  adminOrderResendReceipt: "orders",
  adminOrderOutbox: "orders",
  adminDashboard: "overview",
  adminQueue: "overview",
  adminBuyers: "buyers",
  adminBuyer: "buyers",
  adminCompensate: "compensation",
  adminReviews: "reviews",
  adminReviewHidden: "reviews",
  adminAudit: "audit",
  adminCatalogGames: "catalog",
  adminCatalogGame: "catalog",
  adminCatalogProduct: "catalog",
  adminMarginRule: "prices",
  adminCurrencyRate: "prices",
  adminPricePreview: "prices",
  adminPriceApply: "prices",
  adminProductSale: "prices",
  adminPriceHistory: "prices",
  adminPromos: "promoCodes",
  adminPromoCreate: "promoCodes",
  adminPromoUpdate: "promoCodes",
  adminPromoActive: "promoCodes",
  adminPromoRedemptions: "promoCodes",
  adminSettingsLimits: "settings",
  adminSettingsLimitsUpdate: "settings",
};

/** Every table but the operators' sessions, whose last use rightly moves with each call (the idle timeout). */
const ALL_BUT_SESSIONS = /^(?!operator_sessions$)/;

const ADMIN_ROUTES = (Object.keys(API_PATHS) as ApiName[]).filter((name) => API_PATHS[name].url.startsWith("/admin"));

/**
 * The console's walls, walked route by route: a stranger gets 401, a signed-in buyer 403, and each
 * role without the route's permission 403; none of them changes a single row. The bodies are ones
 * an operator with the permission could send (the refusal comes before the body is read).
 */
describe("every route of the console's API refuses whoever may not use it", () => {
  let shop: CheckoutHarness;
  let orderId: string;
  let targetUserId: string;

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    orderId = randomUUID();
    targetUserId = (await shop.signedInBuyer("Wall target")).userId;
  }, 60_000);
  afterAll(() => shop.close());

  // Real subjects where a route names one, so a route missing its check would act on something.
  const url = (name: ApiName) =>
    `${shop.base}/backend/api${API_PATHS[name].url
      .replace("/buyers/:id", `/buyers/${targetUserId}`)
      .replace(":id", orderId)
      .replace(":userId", targetUserId)
      .replace(":code", "EPICWIN")
      .replace(/:[a-zA-Z]+/g, "x")}`;

  const call = (name: ApiName, headers: Record<string, string>) => {
    const { method } = API_PATHS[name];
    return fetch(url(name), {
      method,
      headers: { ...headers, ...(method === "GET" ? {} : { "content-type": "application/json" }) },
      body:
        method === "GET"
          ? undefined
          : JSON.stringify({
              role: "admin",
              email: "x@example.com",
              to: "gold",
              reason: "because of the wall",
              disabled: true,
              amount: 5_000,
              currency: "IDR",
              hidden: true,
              code: "WALLS10",
              kind: "percent",
              percent: "10",
              active: false,
              note: "walls are walls",
              key: "00000000-0000-4000-8000-000000000001",
            }),
    });
  };

  it("lists the permission of every /admin route of the contract", () => {
    expect(ADMIN_ROUTES.length).toBeGreaterThan(0);
    expect(ADMIN_ROUTES.filter((name) => !NEEDS[name])).toEqual([]);
  });

  it("a stranger gets 401, a buyer 403, and nothing changes", async () => {
    const buyer = await shop.signedInBuyer("Wall buyer");
    const before = await databaseDigest(shop.database.db);
    for (const name of ADMIN_ROUTES) {
      const stranger = await call(name, {});
      expect(stranger.status, `${name} without a session`).toBe(401);
      expect(await stranger.json()).toMatchObject({ code: "admin.signInRequired" });
      const refused = await call(name, buyer.auth);
      expect(refused.status, `${name} as a buyer`).toBe(403);
      expect(await refused.json()).toMatchObject({ code: "admin.forbidden" });
    }
    expect(await databaseDigest(shop.database.db)).toBe(before);
  });

  it("each role is refused every route whose permission it lacks, and nothing changes", async () => {
    let walked = 0;
    for (const role of OPERATOR_ROLES) {
      const operator = await signedInOperator(shop, `Wall ${role}`, role);
      const before = await databaseDigest(shop.database.db, ALL_BUT_SESSIONS);
      for (const name of ADMIN_ROUTES.filter((route) => !can(role, NEEDS[route]!))) {
        const response = await call(name, { cookie: operator.cookie });
        expect(response.status, `${name} as ${role}`).toBe(403);
        expect(await response.json()).toMatchObject({ code: "admin.forbidden" });
        walked += 1;
      }
      expect(await databaseDigest(shop.database.db, ALL_BUT_SESSIONS), role).toBe(before);
    }
    // Support alone lacks the operators' four routes; the manager also the orders' three.
    expect(walked).toBeGreaterThanOrEqual(7);
  });
});
