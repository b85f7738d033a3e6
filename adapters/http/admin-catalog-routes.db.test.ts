import { and, eq, inArray, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../tests/support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { createCatalogRepository } from "../db/catalog/catalog-repository";
import { auditLog, games, marginRules, priceHistory, productPrices, products } from "../db/schema";

/**
 * The console's Catalog and prices API: only managers and admins; switches, rules,
 * preview then apply (one change however many applies race, a stale preview refused), discounts
 * inside their window only, and the history of every price.
 */
describe("the console's catalog and prices API", () => {
  let shop: CheckoutHarness;
  let manager: { cookie: string; userId: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness();
    manager = await signedInOperator(shop, "Manager Maya", "manager");
  }, 60_000);
  afterAll(() => shop.close());

  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${shop.base}/backend/api${path}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}), "accept-language": "id" },
      body: body ? JSON.stringify(body) : undefined,
    });
  const asManager = (method: string, path: string, body?: unknown) =>
    call(method, path, { cookie: manager.cookie }, body);
  const db = () => shop.database.db;
  const listPrice = async (sku: string, currency = "IDR") =>
    (
      await db()
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, currency as "IDR")))
    )[0]!;
  const gamePage = async (slug: string) => {
    const response = await call("GET", `/games/${slug}`);
    return ((await response.json()) as { data: { products: { sku: string; price: { amount: number } }[] } }).data;
  };
  const quote = (product: string) =>
    shop.post("/orders/calculate", {
      game: "azur-lane",
      product,
      account: { uid: "102345678", server: "Avrora" },
    });
  /** Azur Lane's products priced by the sandbox supplier under their own SKUs. */
  const mapAzurLane = () =>
    db().update(products).set({ supplierSku: products.sku }).where(eq(products.gameSlug, "azur-lane"));

  const WRITES = [
    ["POST", "/admin/catalog/games/azur-lane", { active: false }],
    ["POST", "/admin/catalog/products/al-60", { active: false }],
    ["POST", "/admin/prices/rules", { scope: "game", target: "azur-lane", basisPoints: 100, fixedIdr: 0 }],
    ["POST", "/admin/prices/rates", { currency: "USD", perMillionIdr: 6_250 }],
    ["POST", "/admin/prices/apply", { game: "azur-lane", token: "x", reason: "support tries" }],
    [
      "POST",
      "/admin/catalog/products/al-60/sale",
      {
        currency: "IDR",
        saleAmount: 100,
        startsAt: null,
        endsAt: null,
        reason: "support tries",
      },
    ],
  ] as const;
  const READS = [
    ["GET", "/admin/catalog/games", undefined],
    ["POST", "/admin/prices/preview", { game: "azur-lane" }],
    ["GET", "/admin/catalog/products/al-60/history", undefined],
  ] as const;

  it("refuses support (403), a buyer (403) and a stranger (401) everywhere, and nothing changes", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    const before = await listPrice("al-60");
    for (const [method, path, body] of [...WRITES, ...READS]) {
      const bySupport = await call(method, path, { cookie: support.cookie }, body);
      expect(bySupport.status, `${method} ${path}`).toBe(403);
      expect(await bySupport.json()).toMatchObject({ code: "admin.forbidden" });
      expect((await call(method, path, buyer.auth, body)).status, `${method} ${path}`).toBe(403);
      expect((await call(method, path, {}, body)).status, `${method} ${path}`).toBe(401);
    }
    const [game] = await db().select().from(games).where(eq(games.slug, "azur-lane"));
    expect(game!.active).toBe(true);
    const [product] = await db().select().from(products).where(eq(products.sku, "al-60"));
    expect(product!.active).toBe(true);
    expect(await listPrice("al-60")).toEqual(before);
    expect(await db().select().from(marginRules)).toEqual([]);
    expect(await db().select().from(priceHistory)).toEqual([]);
    expect(await db().select().from(auditLog).where(like(auditLog.action, "catalog.%"))).toEqual([]);
    expect(await db().select().from(auditLog).where(like(auditLog.action, "prices.%"))).toEqual([]);
  }, 60_000);

  it("a product switched off leaves the game page and cannot be ordered; the switch is audited", async () => {
    expect((await gamePage("azur-lane")).products.map((product) => product.sku)).toContain("al-60");
    const off = await asManager("POST", "/admin/catalog/products/al-60", { active: false });
    expect(off.status).toBe(200);
    expect((await gamePage("azur-lane")).products.map((product) => product.sku)).not.toContain("al-60");
    const refused = await quote("al-60");
    expect(refused.status).toBe(404);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "catalog.productChanged"));
    expect(entry).toMatchObject({
      operatorId: manager.userId,
      subject: "product:al-60",
      before: { active: true, firstTopUpBonus: 60 },
      after: { active: false, firstTopUpBonus: 60 },
    });
    await asManager("POST", "/admin/catalog/products/al-60", { active: true });
    expect((await quote("al-60")).status).toBe(200);

    const unknown = await asManager("POST", "/admin/catalog/products/no-such-sku", { active: false });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toMatchObject({ code: "adminCatalog.notFound" });
    const empty = await asManager("POST", "/admin/catalog/products/al-60", {});
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ code: "adminCatalog.invalid" });
  }, 30_000);

  it("a game switched off disappears, and its first-top-up flag is audited before/after", async () => {
    expect((await asManager("POST", "/admin/catalog/games/azur-lane", { firstTopUpDouble: false })).status).toBe(200);
    expect((await asManager("POST", "/admin/catalog/games/azur-lane", { active: false })).status).toBe(200);
    expect((await call("GET", "/games/azur-lane")).status).toBe(404);
    expect((await quote("al-60")).status).toBe(404);
    await asManager("POST", "/admin/catalog/games/azur-lane", { active: true, firstTopUpDouble: true });
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, "game:azur-lane"))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.before, entry.after])).toEqual([
      [
        { active: true, firstTopUpDouble: true },
        { active: true, firstTopUpDouble: false },
      ],
      [
        { active: true, firstTopUpDouble: false },
        { active: false, firstTopUpDouble: false },
      ],
      [
        { active: false, firstTopUpDouble: false },
        { active: true, firstTopUpDouble: true },
      ],
    ]);
    expect((await gamePage("azur-lane")).products.length).toBeGreaterThan(0);
  }, 30_000);

  it("previews without changing anything, then ten applies at once make one change with history and one audit entry", async () => {
    await mapAzurLane();
    const rule = await asManager("POST", "/admin/prices/rules", {
      scope: "game",
      target: "azur-lane",
      basisPoints: 2_000,
      fixedIdr: 0,
    });
    expect(rule.status).toBe(200);
    const before = await listPrice("al-60");
    const preview = await asManager("POST", "/admin/prices/preview", { game: "azur-lane" });
    expect(preview.status).toBe(200);
    const { data } = (await preview.json()) as {
      data: {
        rows: { sku: string; currency: string; current: number; next: number; cost: number; margin: number }[];
        token: string;
        noRate: string[];
      };
    };
    // Sample Rp 15.500, sandbox cost 80 % = Rp 12.400; +20 % = Rp 14.880 -> Rp 14.900.
    expect(data.rows).toContainEqual(
      expect.objectContaining({
        sku: "al-60",
        currency: "IDR",
        current: 15_500,
        next: 14_900,
        cost: 12_400,
        margin: 2_500,
      }),
    );
    expect(data.noRate).toEqual(expect.arrayContaining(["USD", "RUB", "UZS"]));
    expect(await listPrice("al-60")).toEqual(before);

    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        asManager("POST", "/admin/prices/apply", {
          game: "azur-lane",
          token: data.token,
          reason: "margin 20 % for Azur Lane",
        }),
      ),
    );
    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([200, ...Array(9).fill(409)]);
    const applied = (await answers.find((answer) => answer.status === 200)!.json()) as { data: { changed: number } };
    expect(applied.data.changed).toBe(data.rows.length);
    expect((await listPrice("al-60")).listAmount).toBe(14_900);
    expect((await listPrice("al-60")).sample).toBe(false);

    const history = await db()
      .select()
      .from(priceHistory)
      .where(
        inArray(
          priceHistory.sku,
          data.rows.map((row) => row.sku),
        ),
      );
    expect(history).toHaveLength(data.rows.length);
    expect(history.find((row) => row.sku === "al-60")).toMatchObject({
      kind: "list",
      currency: "IDR",
      oldAmount: 15_500,
      newAmount: 14_900,
      operatorId: manager.userId,
      reason: "margin 20 % for Azur Lane",
    });
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "prices.applied"))).toHaveLength(1);

    // The buyer sees it at once: the game page and the quote.
    expect((await gamePage("azur-lane")).products.find((product) => product.sku === "al-60")?.price.amount).toBe(
      14_900,
    );
    const priced = (await (await quote("al-60")).json()) as { data: { listPrice: number; total: number } };
    expect(priced.data.listPrice).toBe(14_900);

    const historyAnswer = await asManager("GET", "/admin/catalog/products/al-60/history");
    expect(((await historyAnswer.json()) as { data: unknown[] }).data).toEqual([
      expect.objectContaining({
        kind: "list",
        oldAmount: 15_500,
        newAmount: 14_900,
        reason: "margin 20 % for Azur Lane",
      }),
    ]);
  }, 60_000);

  it("refuses a stale preview (the rule changed since) and changes nothing", async () => {
    const preview = await asManager("POST", "/admin/prices/preview", { game: "azur-lane" });
    const { data } = (await preview.json()) as { data: { token: string } };
    await asManager("POST", "/admin/prices/rules", {
      scope: "game",
      target: "azur-lane",
      basisPoints: 3_000,
      fixedIdr: 0,
    });
    const before = await listPrice("al-60");
    const stale = await asManager("POST", "/admin/prices/apply", {
      game: "azur-lane",
      token: data.token,
      reason: "old preview",
    });
    expect(stale.status).toBe(409);
    expect(await stale.json()).toMatchObject({ code: "adminCatalog.stale" });
    expect(await listPrice("al-60")).toEqual(before);
  }, 30_000);

  it("refuses a rule that prices under cost, in the preview and at apply", async () => {
    await asManager("POST", "/admin/prices/rules", {
      scope: "product",
      target: "al-60",
      basisPoints: -2_000,
      fixedIdr: 0,
    });
    const preview = await asManager("POST", "/admin/prices/preview", { game: "azur-lane" });
    const { data } = (await preview.json()) as {
      data: { token: string; belowCost: { sku: string; next: number; cost: number }[] };
    };
    expect(data.belowCost).toEqual([expect.objectContaining({ sku: "al-60", next: 10_000, cost: 12_400 })]);
    const refused = await asManager("POST", "/admin/prices/apply", {
      game: "azur-lane",
      token: data.token,
      reason: "loss leader",
    });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ code: "adminCatalog.belowCost" });
    expect((await listPrice("al-60")).listAmount).toBe(14_900);

    const badRule = await asManager("POST", "/admin/prices/rules", {
      scope: "game",
      target: "no-such-game",
      basisPoints: 1,
      fixedIdr: 0,
    });
    expect(badRule.status).toBe(404);
    const outOfRange = await asManager("POST", "/admin/prices/rules", {
      scope: "shop",
      target: "",
      basisPoints: 1.5,
      fixedIdr: 0,
    });
    expect(outOfRange.status).toBe(400);
    expect(await outOfRange.json()).toMatchObject({ code: "adminCatalog.invalid" });
  }, 30_000);

  it("prices other markets only at the manager's rate, stored and audited", async () => {
    await db().delete(marginRules).where(eq(marginRules.scope, "product"));
    expect((await asManager("POST", "/admin/prices/rates", { currency: "USD", perMillionIdr: 6_250 })).status).toBe(
      200,
    );
    const preview = await asManager("POST", "/admin/prices/preview", { game: "azur-lane" });
    const { data } = (await preview.json()) as {
      data: { rows: { sku: string; currency: string; next: number; cost: number }[] };
    };
    // Rp 12.400 at $62.50 per Rp 1.000.000 is 77.5 -> 78 cents; +30 % of Rp 12.400 = Rp 16.120 -> 100.75 -> 101 cents -> $1.09.
    expect(data.rows).toContainEqual(expect.objectContaining({ sku: "al-60", currency: "USD", cost: 78, next: 109 }));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subject, "rate:USD"));
    expect(entry).toMatchObject({ action: "prices.rateSet", before: null, after: { perMillionIdr: 6_250 } });
  }, 30_000);

  it("a temporary discount counts only inside its window, on the game page and in the quote", async () => {
    const sale = (startsAt: Date | null, endsAt: Date | null, saleAmount: number | null = 12_900) =>
      asManager("POST", "/admin/catalog/products/al-300/sale", {
        currency: "IDR",
        saleAmount,
        startsAt: startsAt?.toISOString() ?? null,
        endsAt: endsAt?.toISOString() ?? null,
        reason: "weekend sale",
      });
    const list = (await listPrice("al-300")).listAmount;
    const hour = 3_600_000;
    const now = Date.now();

    expect((await sale(new Date(now + hour), new Date(now + 2 * hour))).status).toBe(200);
    expect((await (await quote("al-300")).json()).data).toMatchObject({ listPrice: list, temporaryDiscount: 0 });

    expect((await sale(new Date(now - hour), new Date(now + hour))).status).toBe(200);
    expect((await gamePage("azur-lane")).products.find((product) => product.sku === "al-300")?.price.amount).toBe(
      12_900,
    );
    expect((await (await quote("al-300")).json()).data).toMatchObject({
      listPrice: list,
      temporaryDiscount: list - 12_900,
    });

    expect((await sale(new Date(now - 2 * hour), new Date(now - 1_000))).status).toBe(200);
    expect((await (await quote("al-300")).json()).data).toMatchObject({ temporaryDiscount: 0 });

    // The edges to the millisecond, through the catalog the pages and checkout read.
    const starts = new Date("2026-11-23T12:00:00.000Z");
    const ends = new Date("2026-11-23T13:00:00.000Z");
    expect((await sale(starts, ends)).status).toBe(200);
    const priceAt = async (at: string) =>
      (await createCatalogRepository(db(), () => new Date(at)).findGame("azur-lane", "id", "IDR"))?.products.find(
        (product) => product.sku === "al-300",
      )?.price.amount;
    expect(await priceAt("2026-11-23T11:59:59.999Z")).toBe(list);
    expect(await priceAt("2026-11-23T12:00:00.000Z")).toBe(12_900);
    expect(await priceAt("2026-11-23T12:59:59.999Z")).toBe(12_900);
    expect(await priceAt("2026-11-23T13:00:00.000Z")).toBe(list);

    const above = await sale(null, null, list);
    expect(above.status).toBe(400);
    expect(await above.json()).toMatchObject({ code: "adminCatalog.saleNotBelowList" });
    const backwards = await sale(ends, starts);
    expect(backwards.status).toBe(400);

    const history = await db()
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.sku, "al-300"), eq(priceHistory.kind, "sale")));
    expect(history).toHaveLength(4);
  }, 40_000);
  it("maps SKUs: the proposal is shown, stored only with its token, unmatched listed on both sides, one set by hand; audited", async () => {
    const admin = shop.services.catalogAdmin;
    const me = (await shop.services.admin.find(manager.userId))!;
    await db().update(products).set({ supplierSku: null });
    const overview = await admin.skuOverview();
    expect(Object.keys(overview.proposal.mapped).length).toBeGreaterThan(100);
    // The sandbox lists our products under our own SKUs: what it matches, it matches to itself.
    for (const [ours, theirs] of Object.entries(overview.proposal.mapped)) expect(theirs).toBe(ours);
    expect(overview.oursUnmatched.length).toBe(Object.keys(overview.current).length);
    expect(await admin.storeProposal(me, "not-the-token")).toBe(false);
    expect(await db().select().from(products).where(eq(products.supplierSku, "al-60"))).toEqual([]);

    expect(await admin.storeProposal(me, overview.proposal.token)).toBe(true);
    const after = await admin.skuOverview();
    expect(after.oursUnmatched.map((row) => row.sku).sort()).toEqual([...overview.proposal.unmatched].sort());
    const used = new Set(Object.values(overview.proposal.mapped));
    expect(after.theirsUnused.every((row) => !used.has(row.supplierSku))).toBe(true);

    // By hand: al-60 cleared shows on both sides as unmatched, then mapped again leaves both lists.
    expect(overview.proposal.mapped["al-60"]).toBe("al-60");
    await admin.setSku(me, "al-60", null);
    const cleared = await admin.skuOverview();
    expect(cleared.oursUnmatched.map((row) => row.sku)).toContain("al-60");
    expect(cleared.theirsUnused.map((row) => row.supplierSku)).toContain("al-60");
    await admin.setSku(me, "al-60", "al-60");
    const again = await admin.skuOverview();
    expect(again.oursUnmatched.map((row) => row.sku)).not.toContain("al-60");
    expect(again.theirsUnused.map((row) => row.supplierSku)).not.toContain("al-60");
    const entries = await db()
      .select()
      .from(auditLog)
      .where(inArray(auditLog.action, ["catalog.skusSynced", "catalog.skuMapped"]));
    expect(entries.map((entry) => [entry.action, entry.subject, entry.before, entry.after])).toEqual([
      ["catalog.skusSynced", "skus:all", expect.objectContaining({ "al-60": null }), overview.proposal.mapped],
      ["catalog.skuMapped", "product:al-60", { "al-60": "al-60" }, { "al-60": null }],
      ["catalog.skuMapped", "product:al-60", { "al-60": null }, { "al-60": "al-60" }],
    ]);
  }, 40_000);
});
