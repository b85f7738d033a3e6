import { and, eq, inArray, like, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createCatalogRepository } from "../../adapters/db/catalog/catalog-repository";
import {
  auditLog,
  games,
  marginRules,
  priceHistory,
  productPrices,
  products,
  supplierOffers,
} from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The console's Catalog and prices pages, through their one door: only managers and admins;
 * switches, rules, preview then apply (one change however many applies race, a stale preview
 * refused), discounts inside their window only, and the history of every price.
 */
describe("the console's catalog and prices pages", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let manager: { cookie: string; userId: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
    manager = await signedInOperator(shop, "Manager Maya", "manager");
  }, 60_000);
  afterAll(() => shop?.close());

  const asManager = (path: string, fields: Record<string, string>) => door.post(path, fields, asOperator(manager));
  const product = (sku: string, active: boolean) =>
    asManager("/admin/catalog/azur-lane", {
      intent: "flag",
      sku,
      field: "active",
      value: active ? "on" : "off",
      reason: "pack rotated out",
    });
  const gameFlag = (field: string, on: boolean) =>
    asManager("/admin/catalog", { slug: "azur-lane", field, value: on ? "on" : "off" });
  const rule = (scope: string, target: string, percent: string) =>
    asManager("/admin/prices", { intent: "rule", scope, target, percent, fixed: "0" });
  const apply = (token: string, reason: string) =>
    asManager("/admin/prices", { intent: "apply", game: "azur-lane", token, reason });
  const db = () => shop.database.db;
  const listPrice = async (sku: string, currency = "IDR") =>
    (
      await db()
        .select()
        .from(productPrices)
        .where(and(eq(productPrices.sku, sku), eq(productPrices.currency, currency as "IDR")))
    )[0]!;
  const gamePage = async (slug: string) => {
    const response = await fetch(`${shop.base}/backend/api/games/${slug}`);
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
    db().execute(
      sql`INSERT INTO supplier_offers (product_sku, supplier, supplier_sku)
        SELECT sku, 'sandbox', sku FROM products WHERE game_slug = 'azur-lane' ON CONFLICT DO NOTHING`,
    );

  const WRITES: [string, Record<string, string>][] = [
    ["/admin/catalog", { slug: "azur-lane", field: "active", value: "off" }],
    [
      "/admin/catalog/azur-lane",
      { intent: "flag", sku: "al-60", field: "active", value: "off", reason: "support tries" },
    ],
    ["/admin/prices", { intent: "rule", scope: "game", target: "azur-lane", percent: "1", fixed: "0" }],
    ["/admin/prices", { intent: "rate", currency: "USD", rate: "62.50" }],
    ["/admin/prices", { intent: "apply", game: "azur-lane", token: "x", reason: "support tries" }],
    [
      "/admin/catalog/azur-lane",
      {
        intent: "sale",
        sku: "al-60",
        currency: "IDR",
        amount: "100",
        startsAt: "",
        endsAt: "",
        reason: "support tries",
      },
    ],
  ];
  const READS = ["/admin/catalog", "/admin/prices?preview=1&game=azur-lane", "/admin/catalog/products/al-60"];

  it("refuses support (403), a buyer (403) and a stranger (to sign in) everywhere, and nothing changes", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    const before = await listPrice("al-60");
    const calls = [
      ...WRITES.map(
        ([path, fields]) =>
          (who: Record<string, string>) =>
            door.post(path, fields, who),
      ),
      ...READS.map((path) => (who: Record<string, string>) => door.read(path, who)),
    ];
    for (const call of calls) {
      const bySupport = await call(asOperator(support));
      expect(bySupport.status).toBe(403);
      expect(await pageText(bySupport)).toContain("Peran Anda tidak punya akses ke bagian ini.");
      expect((await call(buyer.auth)).status).toBe(403);
      expect((await call({})).status).toBe(302);
    }
    const [game] = await db().select().from(games).where(eq(games.slug, "azur-lane"));
    expect(game!.active).toBe(true);
    const [row] = await db().select().from(products).where(eq(products.sku, "al-60"));
    expect(row!.active).toBe(true);
    expect(await listPrice("al-60")).toEqual(before);
    expect(await db().select().from(marginRules)).toEqual([]);
    expect(await db().select().from(priceHistory)).toEqual([]);
    expect(await db().select().from(auditLog).where(like(auditLog.action, "catalog.%"))).toEqual([]);
    expect(await db().select().from(auditLog).where(like(auditLog.action, "prices.%"))).toEqual([]);
  }, 60_000);

  it("a product switched off leaves the game page and cannot be ordered; the switch is audited", async () => {
    expect((await gamePage("azur-lane")).products.map((row) => row.sku)).toContain("al-60");
    expect((await product("al-60", false)).status).toBe(200);
    expect((await gamePage("azur-lane")).products.map((row) => row.sku)).not.toContain("al-60");
    expect((await quote("al-60")).status).toBe(404);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "catalog.productChanged"));
    expect(entry).toMatchObject({
      operatorId: manager.userId,
      subject: "product:al-60",
      reason: "pack rotated out",
      before: { active: true, firstTopUpBonus: 60 },
      after: { active: false, firstTopUpBonus: 60 },
    });
    expect((await product("al-60", true)).status).toBe(200);
    expect((await quote("al-60")).status).toBe(200);

    const unknown = await product("no-such-sku", false);
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("Game, produk, atau harga itu tidak ditemukan.");
    // Another game's product is not this game page's.
    expect(
      (
        await asManager("/admin/catalog/azur-lane", {
          intent: "flag",
          sku: "ff-140",
          field: "active",
          value: "off",
          reason: "wrong game",
        })
      ).status,
    ).toBe(404);
    for (const fields of [
      { intent: "flag", sku: "al-60" },
      { sku: "al-60", field: "active", value: "off" },
      { intent: "flag", sku: "al-60", field: "active", value: "maybe", reason: "pack rotated out" },
      { intent: "flag", sku: "al-60", field: "active", value: "off" },
    ] as Record<string, string>[]) {
      const invalid = await asManager("/admin/catalog/azur-lane", fields);
      expect(invalid.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(invalid)).toContain("Isian tidak valid. Periksa angka dan tanggalnya.");
    }
    expect(await db().select().from(auditLog).where(eq(auditLog.action, "catalog.productChanged"))).toHaveLength(2);
  }, 30_000);

  it("a game switched off disappears, and its first-top-up flag is audited before/after", async () => {
    expect((await gameFlag("firstTopUpDouble", false)).status).toBe(200);
    expect((await gameFlag("active", false)).status).toBe(200);
    expect((await fetch(`${shop.base}/backend/api/games/azur-lane`)).status).toBe(404);
    expect((await quote("al-60")).status).toBe(404);
    expect((await gameFlag("active", true)).status).toBe(200);
    expect((await gameFlag("firstTopUpDouble", true)).status).toBe(200);
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
        { active: true, firstTopUpDouble: false },
      ],
      [
        { active: true, firstTopUpDouble: false },
        { active: true, firstTopUpDouble: true },
      ],
    ]);
    expect((await gamePage("azur-lane")).products.length).toBeGreaterThan(0);
    const unknown = await asManager("/admin/catalog", { slug: "no-such-game", field: "active", value: "off" });
    expect(unknown.status).toBe(404);
  }, 30_000);

  it("previews without changing anything, then ten applies at once make one change with history and one audit entry", async () => {
    await mapAzurLane();
    expect((await rule("game", "azur-lane", "20")).status).toBe(200);
    const before = await listPrice("al-60");
    const shown = await door.read("/admin/prices?preview=1&game=azur-lane", asOperator(manager));
    expect(shown.status).toBe(200);
    expect(await pageText(shown)).toContain("14.900");
    const data = await shop.services.catalogAdmin.preview("azur-lane");
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

    const answers = await Promise.all(Array.from({ length: 10 }, () => apply(data.token, "margin 20 % for Azur Lane")));
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
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
    expect((await gamePage("azur-lane")).products.find((row) => row.sku === "al-60")?.price.amount).toBe(14_900);
    const priced = (await (await quote("al-60")).json()) as { data: { listPrice: number; total: number } };
    expect(priced.data.listPrice).toBe(14_900);

    expect(await shop.services.catalogAdmin.history("al-60")).toEqual([
      expect.objectContaining({
        kind: "list",
        oldAmount: 15_500,
        newAmount: 14_900,
        reason: "margin 20 % for Azur Lane",
      }),
    ]);
    const historyPage = await door.read("/admin/catalog/products/al-60", asOperator(manager));
    expect(await pageText(historyPage)).toContain("margin 20 % for Azur Lane");
  }, 60_000);

  it("refuses a stale preview (the rule changed since) and changes nothing", async () => {
    const { token } = await shop.services.catalogAdmin.preview("azur-lane");
    expect((await rule("game", "azur-lane", "30")).status).toBe(200);
    const before = await listPrice("al-60");
    const stale = await apply(token, "old preview");
    expect(stale.status).toBe(409);
    expect(await pageText(stale)).toContain("Harga, biaya, atau aturan berubah sejak pratinjau. Buat pratinjau lagi.");
    expect(await listPrice("al-60")).toEqual(before);
  }, 30_000);

  it("refuses a rule that prices under cost, in the preview and at apply", async () => {
    expect((await rule("product", "al-60", "-20")).status).toBe(200);
    const data = await shop.services.catalogAdmin.preview("azur-lane");
    expect(data.belowCost).toEqual([expect.objectContaining({ sku: "al-60", next: 10_000, cost: 12_400 })]);
    const refused = await apply(data.token, "loss leader");
    expect(refused.status).toBe(409);
    expect(await pageText(refused)).toContain("Aturan ini membuat harga di bawah biaya pemasok.");
    expect((await listPrice("al-60")).listAmount).toBe(14_900);

    expect((await rule("game", "no-such-game", "0,01")).status).toBe(404);
    for (const fields of [
      { intent: "rule", scope: "shop", target: "", percent: "0,015", fixed: "0" },
      { intent: "rule", scope: "world", target: "", percent: "1", fixed: "0" },
      { intent: "rule", scope: "shop", target: "", percent: "1001", fixed: "0" },
      { intent: "rate", currency: "IDR", rate: "1" },
      { intent: "apply", game: "azur-lane", token: data.token, reason: "x" },
      { scope: "shop", target: "", percent: "1" },
    ] as Record<string, string>[]) {
      const invalid = await asManager("/admin/prices", fields);
      expect(invalid.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(invalid)).toContain("Isian tidak valid. Periksa angka dan tanggalnya.");
    }
  }, 30_000);

  it("prices other markets only at the manager's rate, stored and audited", async () => {
    await db().delete(marginRules).where(eq(marginRules.scope, "product"));
    expect((await asManager("/admin/prices", { intent: "rate", currency: "USD", rate: "62.50" })).status).toBe(200);
    const data = await shop.services.catalogAdmin.preview("azur-lane");
    // Rp 12.400 at $62.50 per Rp 1.000.000 is 77.5 -> 78 cents; +30 % of Rp 12.400 = Rp 16.120 -> 100.75 -> 101 cents -> $1.09.
    expect(data.rows).toContainEqual(expect.objectContaining({ sku: "al-60", currency: "USD", cost: 78, next: 109 }));
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.subject, "rate:USD"));
    expect(entry).toMatchObject({ action: "prices.rateSet", before: null, after: { perMillionIdr: 6_250 } });
  }, 30_000);

  it("a temporary discount counts only inside its window, on the game page and in the quote", async () => {
    /**
     * A datetime-local value on the shop's clock (Jakarta's by default, UTC+7 all year), as the form's
     * picker sends it (to the second): 19:00 typed is 12:00 UTC.
     */
    const local = (at: Date | null) => (at ? new Date(at.getTime() + 7 * 3_600_000).toISOString().slice(0, 19) : "");
    const sale = (startsAt: Date | null, endsAt: Date | null, amount: string | null = "12900") =>
      asManager("/admin/catalog/azur-lane", {
        intent: "sale",
        sku: "al-300",
        currency: "IDR",
        ...(amount === null ? { remove: "1", amount: "" } : { amount }),
        startsAt: local(startsAt),
        endsAt: local(endsAt),
        reason: "weekend sale",
      });
    const list = (await listPrice("al-300")).listAmount;
    const hour = 3_600_000;
    const now = Date.now();

    expect((await sale(new Date(now + hour), new Date(now + 2 * hour))).status).toBe(200);
    expect((await (await quote("al-300")).json()).data).toMatchObject({ listPrice: list, temporaryDiscount: 0 });

    expect((await sale(new Date(now - hour), new Date(now + hour))).status).toBe(200);
    expect((await gamePage("azur-lane")).products.find((row) => row.sku === "al-300")?.price.amount).toBe(12_900);
    expect((await (await quote("al-300")).json()).data).toMatchObject({
      listPrice: list,
      temporaryDiscount: list - 12_900,
    });

    expect((await sale(new Date(now - 2 * hour), new Date(now - 2_000))).status).toBe(200);
    expect((await (await quote("al-300")).json()).data).toMatchObject({ temporaryDiscount: 0 });

    // The edges to the millisecond, through the catalog the pages and checkout read.
    const starts = new Date("2026-11-23T12:00:00.000Z");
    const ends = new Date("2026-11-23T13:00:00.000Z");
    expect((await sale(starts, ends)).status).toBe(200);
    const priceAt = async (at: string) =>
      (await createCatalogRepository(db(), () => new Date(at)).findGame("azur-lane", "id", "IDR"))?.products.find(
        (row) => row.sku === "al-300",
      )?.price.amount;
    expect(await priceAt("2026-11-23T11:59:59.999Z")).toBe(list);
    expect(await priceAt("2026-11-23T12:00:00.000Z")).toBe(12_900);
    expect(await priceAt("2026-11-23T12:59:59.999Z")).toBe(12_900);
    expect(await priceAt("2026-11-23T13:00:00.000Z")).toBe(list);

    const above = await sale(null, null, String(list));
    expect(above.status).toBe(400);
    expect(await pageText(above)).toContain("Harga diskon harus lebih rendah dari harga normal.");
    expect((await sale(ends, starts)).status).toBe(400);
    expect((await sale(null, null, "12,5")).status).toBe(400);

    const history = await db()
      .select()
      .from(priceHistory)
      .where(and(eq(priceHistory.sku, "al-300"), eq(priceHistory.kind, "sale")));
    expect(history).toHaveLength(4);
    // Removing the discount is one more change of its history.
    expect((await sale(null, null, null)).status).toBe(200);
    expect((await listPrice("al-300")).saleAmount).toBeNull();
  }, 40_000);

  it("maps SKUs: the proposal is shown, stored only with its token, unmatched listed on both sides, one set by hand; audited", async () => {
    const admin = shop.services.catalogAdmin;
    await db().delete(supplierOffers);
    const overview = await admin.skuOverview();
    expect(Object.keys(overview.proposal.mapped).length).toBeGreaterThan(100);
    // The sandbox lists our products under our own SKUs: what it matches, it matches to itself.
    for (const [ours, theirs] of Object.entries(overview.proposal.mapped)) expect(theirs).toBe(ours);
    expect(overview.oursUnmatched.length).toBe(Object.keys(overview.current).length);
    const skus = (fields: Record<string, string>) => asManager("/admin/catalog/skus", fields);
    const wrongToken = await skus({ intent: "store", token: "not-the-token" });
    expect(wrongToken.status).toBe(409);
    expect(await db().select().from(supplierOffers).where(eq(supplierOffers.supplierSku, "al-60"))).toEqual([]);

    expect((await skus({ intent: "store", token: overview.proposal.token })).status).toBe(200);
    const after = await admin.skuOverview();
    expect(after.oursUnmatched.map((row) => row.sku).sort()).toEqual([...overview.proposal.unmatched].sort());
    const used = new Set(Object.values(overview.proposal.mapped));
    expect(after.theirsUnused.every((row) => !used.has(row.supplierSku))).toBe(true);

    // By hand: al-60 cleared shows on both sides as unmatched, then mapped again leaves both lists.
    expect(overview.proposal.mapped["al-60"]).toBe("al-60");
    expect((await skus({ intent: "set", sku: "al-60", supplierSku: "" })).status).toBe(200);
    const cleared = await admin.skuOverview();
    expect(cleared.oursUnmatched.map((row) => row.sku)).toContain("al-60");
    expect(cleared.theirsUnused.map((row) => row.supplierSku)).toContain("al-60");
    expect((await skus({ intent: "set", sku: "al-60", supplierSku: "al-60" })).status).toBe(200);
    const again = await admin.skuOverview();
    expect(again.oursUnmatched.map((row) => row.sku)).not.toContain("al-60");
    expect(again.theirsUnused.map((row) => row.supplierSku)).not.toContain("al-60");
    expect((await skus({ intent: "set", sku: "no-such-sku", supplierSku: "" })).status).toBe(404);
    expect((await skus({ intent: "set", sku: "al 60!", supplierSku: "" })).status).toBe(400);
    expect((await skus({ sku: "al-60", supplierSku: "" })).status).toBe(400);
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
