import { and, eq, inArray, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, products } from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

const UZ = { market: "uz", ikpu: "10305008003000000", packageCode: "1545643", vatPercent: "12" };
const RU = { market: "ru", vatCode: "11", paymentSubject: "service" };

/**
 * Fiscal codes through the console's game page, and the sale rule with Russia's receipts on: a
 * product without its Russian codes is not listed nor quoted on Russian pages, is sold as before on
 * Indonesian ones, and is back on sale in Russia as soon as the operator sets its codes.
 */
describe("fiscal codes in the console and the products held back without them", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let manager: { cookie: string; userId: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, fiscalRequiredIn: ["ru"] });
    door = consoleDoor(shop);
    manager = await signedInOperator(shop, "Manager Maya", "manager");
  }, 60_000);
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const post = (fields: Record<string, string>, game = "azur-lane") =>
    door.post(`/admin/catalog/${game}`, fields, asOperator(manager));
  const fiscalOf = async (sku: string) =>
    (await db().select({ fiscal: products.fiscal }).from(products).where(eq(products.sku, sku)))[0]!.fiscal;
  const listed = async (locale: string, slug = "azur-lane") => {
    const response = await fetch(`${shop.base}/backend/api/games/${slug}`, { headers: { locale } });
    return ((await response.json()) as { data: { products: { sku: string }[] } }).data.products.map((row) => row.sku);
  };
  const quote = (product: string, locale: string) =>
    shop.post(
      "/orders/calculate",
      { game: "azur-lane", product, account: { uid: "102345678", server: "Avrora" } },
      { locale },
    );
  const activeSkus = async (game: string) =>
    (
      await db()
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.gameSlug, game), eq(products.active, true)))
    ).map((row) => row.sku);

  it("holds back in Russia, and only there, a product without Russian codes; its codes put it back at once", async () => {
    expect(await listed("ru")).not.toContain("al-60");
    const refused = await quote("al-60", "ru");
    expect(refused.status).toBe(404);
    expect(await refused.text()).toContain("Этот товар не продаётся. Выберите другой.");
    // The answer the shop gives for any product that is not on sale, in the buyer's language.
    expect(await quote("al-60", "id").then((answer) => answer.status)).toBe(200);
    expect(await listed("id")).toContain("al-60");
    expect(await listed("en-id")).toContain("al-60");
    expect(await listed("en")).toContain("al-60");

    // Uzbek codes do not make a product sellable in Russia.
    expect((await post({ intent: "fiscal", sku: "al-60", ...UZ })).status).toBe(200);
    expect(await listed("ru")).not.toContain("al-60");

    expect((await post({ intent: "fiscal", sku: "al-60", ...RU })).status).toBe(200);
    expect(await fiscalOf("al-60")).toEqual({
      uz: { ikpu: "10305008003000000", packageCode: "1545643", vatPercent: 12 },
      ru: { vatCode: 11, paymentSubject: "service" },
    });
    expect(await listed("ru")).toContain("al-60");
    expect((await quote("al-60", "ru")).status).toBe(200);

    const entries = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalog.fiscalSet"), eq(auditLog.subject, "product:al-60")))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.operatorId, entry.before, entry.after])).toEqual([
      [manager.userId, { "al-60": { uz: null } }, { "al-60": { uz: UZ_CODES } }],
      [manager.userId, { "al-60": { ru: null } }, { "al-60": { ru: { vatCode: 11, paymentSubject: "service" } } }],
    ]);

    // Cleared: held back in Russia again, the Uzbek codes untouched; audited.
    expect((await post({ intent: "fiscal", sku: "al-60", market: "ru", clear: "1" })).status).toBe(200);
    expect(await fiscalOf("al-60")).toEqual({ uz: UZ_CODES });
    expect(await listed("ru")).not.toContain("al-60");
    expect((await quote("al-60", "ru")).status).toBe(404);
    const [cleared] = await db().select().from(auditLog).where(eq(auditLog.action, "catalog.fiscalCleared"));
    expect(cleared).toMatchObject({
      operatorId: manager.userId,
      subject: "product:al-60",
      before: { "al-60": { ru: { vatCode: 11, paymentSubject: "service" } } },
      after: { "al-60": { ru: null } },
    });
  }, 60_000);

  it("refuses a code that breaks its rule, naming the field, and changes nothing", async () => {
    const before = await fiscalOf("al-60");
    const audited = await db()
      .select({ count: sql<number>`count(*)::int` })
      .from(auditLog);
    for (const [fields, message] of [
      [{ ...UZ, ikpu: "1030500800300000" }, "IKPU harus tepat 17 digit."],
      [{ ...UZ, packageCode: "15-456" }, "Kode kemasan hanya boleh berisi angka, paling banyak 20 digit."],
      [{ ...UZ, vatPercent: "15" }, "PPN harus 0 atau 12 persen."],
      [{ ...RU, vatCode: "13" }, "Kode PPN harus angka 1 sampai 12."],
      [{ ...RU, paymentSubject: "goods" }, "Pilih objek pembayaran dari daftar YooKassa."],
    ] as const) {
      const refused = await post({ intent: "fiscal", sku: "al-60", ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused)).toContain(message);
      const forGame = await post({ intent: "fiscalGame", ...fields });
      expect(forGame.status).toBe(400);
    }
    const russian = await door.post(
      "/ru/admin/catalog/azur-lane",
      { intent: "fiscal", sku: "al-60", ...RU, vatCode: "20" },
      asOperator(manager),
    );
    expect(await pageText(russian)).toContain("Код ставки НДС — число от 1 до 12.");
    // A market that needs no codes, and a product of another game, are not this form's.
    expect((await post({ intent: "fiscal", sku: "al-60", ...RU, market: "id" })).status).toBe(400);
    expect((await post({ intent: "fiscal", sku: "ff-140", ...RU })).status).toBe(404);
    expect(await fiscalOf("al-60")).toEqual(before);
    expect(
      await db()
        .select({ count: sql<number>`count(*)::int` })
        .from(auditLog),
    ).toEqual(audited);
  }, 60_000);

  it("sets one game's codes on all its products at once, and the console's warning counts what is left", async () => {
    const total = (await db().select({ sku: products.sku }).from(products).where(eq(products.active, true))).length;
    const azurLane = await activeSkus("azur-lane");
    const catalogPage = async () => pageText(await door.read("/admin/catalog", asOperator(manager)));
    const before = await catalogPage();
    expect(before).toContain('data-testid="fiscal-warning-ru"');
    expect(before).toContain(`${total} produk aktif tidak dijual di Rusia`);
    expect(before).toContain(`Azur Lane (${azurLane.length})`);
    expect(before).not.toContain('data-testid="fiscal-warning-uz"');
    const gamePage = await pageText(await door.read("/admin/catalog/azur-lane", asOperator(manager)));
    expect(gamePage).toContain('data-testid="fiscal-held-ru-al-60"');
    expect(gamePage).toContain("Tidak dijual di Rusia: kode fiskal untuk pasar itu belum diisi.");

    expect((await post({ intent: "fiscalGame", ...RU })).status).toBe(200);
    expect(await listed("ru")).toEqual(expect.arrayContaining(azurLane));
    const rows = await db().select().from(products).where(inArray(products.sku, azurLane));
    expect(rows.every((row) => row.fiscal.ru?.vatCode === 11)).toBe(true);
    // The Uzbek codes set on one product stay.
    expect(await fiscalOf("al-60")).toEqual({ uz: UZ_CODES, ru: { vatCode: 11, paymentSubject: "service" } });
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalog.fiscalSet"), eq(auditLog.subject, "game:azur-lane")));
    expect(Object.keys(entry!.after as object).sort()).toEqual(
      rows
        .map((row) => row.sku)
        .concat(await inactiveSkus("azur-lane"))
        .sort(),
    );

    const after = await catalogPage();
    expect(after).toContain(`${total - azurLane.length} produk aktif tidak dijual di Rusia`);
    expect(after).not.toContain("Azur Lane (");
    const fixed = await pageText(await door.read("/admin/catalog/azur-lane", asOperator(manager)));
    expect(fixed).not.toContain('data-testid="fiscal-held-ru-');

    // Cleared for the whole game: all held back again.
    expect((await post({ intent: "fiscalGame", market: "ru", clear: "1" })).status).toBe(200);
    expect(await listed("ru")).toEqual([]);
    expect(await catalogPage()).toContain(`${total} produk aktif tidak dijual di Rusia`);
    expect((await post({ intent: "fiscalGame", ...RU }, "no-such-game")).status).toBe(404);
  }, 60_000);

  const UZ_CODES = { ikpu: "10305008003000000", packageCode: "1545643", vatPercent: 12 };
  const inactiveSkus = async (game: string) =>
    (
      await db()
        .select({ sku: products.sku })
        .from(products)
        .where(and(eq(products.gameSlug, game), eq(products.active, false)))
    ).map((row) => row.sku);
});
