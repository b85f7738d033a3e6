import { and, asc, eq, like } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, supplierAccounts, supplierOffers } from "../../adapters/db/schema";
import { SupplierUnavailableError, type SupplierPort } from "../../core/orders/supplier-port";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/** Deposits the fake suppliers answer with; undefined: the supplier does not answer. */
const deposits = new Map<string, number | undefined>();

/** A supplier as the console sees it: its name, whether it sells our SKUs, its deposit. */
const fakeSupplier = (name: string, sellsOurSkus: boolean): SupplierPort => ({
  name,
  sellsOurSkus,
  deliver: () => Promise.reject(new SupplierUnavailableError("no purchases in this test")),
  parseCallback: () => ({ verdict: "refused", reason: "unsupported" }),
  priceList: async () => [],
  balance: async () => {
    const deposit = deposits.get(name);
    if (deposit === undefined) throw new SupplierUnavailableError(`${name} does not answer`);
    return deposit;
  },
});

/**
 * The console's Suppliers page, through its one door: Digiflazz first, then the sandbox (which
 * sells our own SKUs). Deposits read on demand and their state in words, thresholds, a game's offers
 * added, changed and removed, each audited; bad input refused in the page's words, never a 500; only
 * operators with the catalog permission.
 */
describe("the console's Suppliers page", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let manager: { cookie: string; userId: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({
      pages: true,
      supplier: () => [fakeSupplier("digiflazz", false), fakeSupplier("sandbox", true)],
    });
    door = consoleDoor(shop);
    manager = await signedInOperator(shop, "Manager Maya", "manager");
  }, 60_000);
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const post = (fields: Record<string, string>, path = "/admin/suppliers") =>
    door.post(path, fields, asOperator(manager));
  const read = async (path = "/admin/suppliers") => {
    const response = await door.read(path, asOperator(manager));
    expect(response.status, path).toBe(200);
    return pageText(response);
  };
  /** The text of one element, tags removed, found by its data-testid. */
  const part = (html: string, testId: string) => {
    const start = html.indexOf(`data-testid="${testId}"`);
    expect(start, testId).toBeGreaterThan(-1);
    const tag = html.lastIndexOf("<", start);
    const name = /^<(\w+)/.exec(html.slice(tag))![1]!;
    const end = html.indexOf(`</${name}>`, start);
    return html
      .slice(tag, end)
      .replace(/<[^>]+>/g, " ")
      .replace(/\s+/g, " ")
      .trim();
  };
  const entries = (action: string) =>
    db().select().from(auditLog).where(eq(auditLog.action, action)).orderBy(asc(auditLog.id));
  const offerRow = async (sku: string, supplier: string) =>
    (
      await db()
        .select()
        .from(supplierOffers)
        .where(and(eq(supplierOffers.productSku, sku), eq(supplierOffers.supplier, supplier)))
    )[0];

  it("lists the suppliers in routing order, reads a deposit on demand and says where each stands", async () => {
    const first = await read();
    const table = part(first, "suppliers");
    expect(table.indexOf("digiflazz")).toBeLessThan(table.indexOf("sandbox"));
    expect(part(first, "supplier-digiflazz")).toContain("Belum dibaca");
    expect(part(first, "supplier-sandbox")).toContain("menjual dengan SKU kita");

    deposits.set("digiflazz", 400_000);
    const done = await post({ intent: "read", supplier: "digiflazz" });
    expect(done.status).toBe(200);
    const page = await pageText(done);
    expect(page).toContain("Saldo deposit sudah dibaca.");
    const row = part(await read(), "supplier-digiflazz");
    expect(row).toContain("400.000");
    expect(row).toContain("1.000.000");
    expect(row).toContain("Di bawah batas");
    expect(row).toContain("dibaca");

    // A supplier that does not answer: said so, nothing stored.
    const silent = await post({ intent: "read", supplier: "sandbox" });
    expect(silent.status).toBe(200);
    expect(await pageText(silent)).toContain("Pemasok tidak menjawab. Coba lagi sebentar lagi.");
    expect(await db().select().from(supplierAccounts).where(eq(supplierAccounts.supplier, "sandbox"))).toEqual([]);

    // A purchase refused for balance since the read: said in words, in English too.
    await db().update(supplierAccounts).set({ shortAt: new Date() }).where(eq(supplierAccounts.supplier, "digiflazz"));
    expect(part(await read(), "supplier-digiflazz")).toContain("Menolak pembelian karena saldo");
    expect(part(await read("/en/admin/suppliers"), "supplier-digiflazz")).toContain("Refused a purchase for balance");

    const unknown = await post({ intent: "read", supplier: "nobody" });
    expect(unknown.status).toBe(404);
    expect(await pageText(unknown)).toContain("Pemasok, produk, atau penawaran itu tidak ditemukan.");
    expect(await entries("suppliers.balanceRead")).toEqual([
      expect.objectContaining({
        operatorId: manager.userId,
        subject: "supplier:digiflazz",
        after: { balanceIdr: 400_000 },
      }),
    ]);
  });

  it("sets a threshold in whole rupiah, audited before and after, and refuses anything else with a 400", async () => {
    await db().update(supplierAccounts).set({ shortAt: null }).where(eq(supplierAccounts.supplier, "digiflazz"));
    const set = await post({ intent: "threshold", supplier: "digiflazz", threshold: "300.000" });
    expect(set.status).toBe(200);
    expect(await pageText(set)).toContain("Tersimpan.");
    const row = part(await read(), "supplier-digiflazz");
    expect(row).toContain("300.000");
    expect(row).toContain("Aman");
    // A supplier never read gets its row with the threshold.
    expect((await post({ intent: "threshold", supplier: "sandbox", threshold: "2500000" })).status).toBe(200);
    expect(await entries("suppliers.thresholdSet")).toEqual([
      expect.objectContaining({
        operatorId: manager.userId,
        subject: "supplier:digiflazz",
        before: { thresholdIdr: 1_000_000 },
        after: { thresholdIdr: 300_000 },
      }),
      expect.objectContaining({ subject: "supplier:sandbox", before: null, after: { thresholdIdr: 2_500_000 } }),
    ]);

    for (const threshold of ["", "abc", "12,5", "-5", "1.00.000", "99999999999"]) {
      const refused = await post({ intent: "threshold", supplier: "digiflazz", threshold });
      expect(refused.status, threshold).toBe(400);
      expect(await pageText(refused)).toContain("Ketik jumlah rupiah bulat, misalnya 1.000.000.");
    }
    const english = await post(
      { intent: "threshold", supplier: "digiflazz", threshold: "lots" },
      "/en/admin/suppliers",
    );
    expect(english.status).toBe(400);
    expect(await pageText(english)).toContain("Type a whole amount in rupiah, e.g. 1.000.000.");
    const noIntent = await post({ supplier: "digiflazz", threshold: "5" });
    expect(noIntent.status).toBe(400);
    expect(await pageText(noIntent)).toContain("Isian tidak valid. Periksa pemasok, kode, dan angkanya.");
    expect((await post({ intent: "threshold", supplier: "nobody", threshold: "5" })).status).toBe(404);
    expect(await entries("suppliers.thresholdSet")).toHaveLength(2);
    expect(
      (await db().select().from(supplierAccounts).where(eq(supplierAccounts.supplier, "digiflazz")))[0]?.thresholdIdr,
    ).toBe(300_000);
  });

  it("shows a game's offers, and adds, changes and removes one, each audited with before and after", async () => {
    const before = await read("/admin/suppliers?game=free-fire");
    expect(part(before, "offer-ff-140-digiflazz")).toContain("tidak ada penawaran");
    expect(part(before, "offer-ff-140-sandbox")).toContain("SKU kita");

    const offer = { intent: "offer", sku: "ff-140", supplier: "digiflazz", supplierSku: "FF140" };
    expect((await post({ ...offer, cost: "18.000", open: "on", rank: "" })).status).toBe(200);
    expect(await offerRow("ff-140", "digiflazz")).toMatchObject({
      supplierSku: "FF140",
      costIdr: 18_000,
      open: true,
      rank: 0,
    });
    const added = part(await read("/admin/suppliers?game=free-fire"), "offer-ff-140-digiflazz");
    expect(added).toContain("FF140");
    expect(added).toContain("18.000");
    expect(added).toContain("Buka");

    // Unticked is closed; an empty cost is unknown.
    expect((await post({ ...offer, supplierSku: "FF140B", cost: "", rank: "-2" })).status).toBe(200);
    expect(await offerRow("ff-140", "digiflazz")).toMatchObject({
      supplierSku: "FF140B",
      costIdr: null,
      open: false,
      rank: -2,
    });
    const changed = part(await read("/admin/suppliers?game=free-fire"), "offer-ff-140-digiflazz");
    expect(changed).toContain("Tutup");
    expect(changed).toContain("harga modal belum diketahui");

    expect((await post({ intent: "removeOffer", sku: "ff-140", supplier: "digiflazz" })).status).toBe(200);
    expect(await offerRow("ff-140", "digiflazz")).toBeUndefined();
    const gone = await post({ intent: "removeOffer", sku: "ff-140", supplier: "digiflazz" });
    expect(gone.status).toBe(404);
    expect(await pageText(gone)).toContain("Pemasok, produk, atau penawaran itu tidak ditemukan.");

    expect(await entries("suppliers.offerSet")).toEqual([
      expect.objectContaining({
        operatorId: manager.userId,
        subject: "offer:ff-140:digiflazz",
        before: null,
        after: { supplierSku: "FF140", costIdr: 18_000, open: true, rank: 0 },
      }),
      expect.objectContaining({
        before: { supplierSku: "FF140", costIdr: 18_000, open: true, rank: 0 },
        after: { supplierSku: "FF140B", costIdr: null, open: false, rank: -2 },
      }),
    ]);
    expect(await entries("suppliers.offerRemoved")).toEqual([
      expect.objectContaining({
        subject: "offer:ff-140:digiflazz",
        before: { supplierSku: "FF140B", costIdr: null, open: false, rank: -2 },
        after: null,
      }),
    ]);
  });

  it("refuses a bad offer in the page's words with a 400, and one naming nothing with a 404", async () => {
    const offer = { intent: "offer", sku: "ff-140", supplier: "digiflazz", supplierSku: "FF140", cost: "", rank: "0" };
    const badCode = await post({ ...offer, supplierSku: "FF 140!" });
    expect(badCode.status).toBe(400);
    expect(await pageText(badCode)).toContain("Kode pemasok berisi hingga 80 huruf");
    for (const fields of [{ cost: "18,5" }, { cost: "gratis" }]) {
      const refused = await post({ ...offer, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused)).toContain("Ketik jumlah rupiah bulat");
    }
    for (const fields of [{ rank: "first" }, { rank: "5000" }, { sku: "not a sku" }, { supplier: "Digi Flazz" }]) {
      const refused = await post({ ...offer, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused)).toContain("Isian tidak valid. Periksa pemasok, kode, dan angkanya.");
    }
    for (const fields of [{ sku: "no-such-sku" }, { supplier: "apigames" }]) {
      const refused = await post({ ...offer, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(404);
    }
    expect(await offerRow("ff-140", "digiflazz")).toBeUndefined();
    // An unknown game shows no offers, and no error.
    expect(await read("/admin/suppliers?game=no-such-game")).toContain("Pilih game untuk melihat penawaran produknya.");
  });

  it("refuses support (403) and a buyer (403) everywhere, sends a stranger to sign in, and nothing changes", async () => {
    const support = await signedInOperator(shop, "Support Sari", "support");
    const buyer = await shop.signedInBuyer("Buyer Dewi");
    const audited = async () => db().select().from(auditLog).where(like(auditLog.action, "suppliers.%"));
    const auditBefore = await audited();
    const offersBefore = await db().select().from(supplierOffers);
    const accountsBefore = await db().select().from(supplierAccounts);
    const forms = [
      { intent: "read", supplier: "digiflazz" },
      { intent: "threshold", supplier: "digiflazz", threshold: "1" },
      { intent: "offer", sku: "ff-140", supplier: "digiflazz", supplierSku: "X", cost: "", open: "on", rank: "0" },
      { intent: "removeOffer", sku: "ff-140", supplier: "sandbox" },
    ];
    for (const who of [asOperator(support), buyer.auth]) {
      const page = await door.read("/admin/suppliers", who);
      expect(page.status).toBe(403);
      for (const fields of forms) {
        const refused = await door.post("/admin/suppliers", fields, who);
        expect(refused.status, fields.intent).toBe(403);
      }
    }
    const bySupport = await door.post("/admin/suppliers", forms[1]!, asOperator(support));
    expect(await pageText(bySupport)).toContain("Peran Anda tidak punya akses ke bagian ini.");
    expect((await door.read("/admin/suppliers")).status).toBe(302);
    expect((await door.post("/admin/suppliers", forms[1]!)).status).toBe(302);
    expect(await audited()).toEqual(auditBefore);
    expect(await db().select().from(supplierOffers)).toEqual(offersBefore);
    expect(await db().select().from(supplierAccounts)).toEqual(accountsBefore);
  });

  it("is on the console's home for a manager, not for support", async () => {
    const home = await read("/admin");
    expect(home).toContain('href="/admin/suppliers"');
    const support = await signedInOperator(shop, "Support Sekar", "support");
    expect(await pageText(await door.read("/admin", asOperator(support)))).not.toContain('href="/admin/suppliers"');
  });
});
