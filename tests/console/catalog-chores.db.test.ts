import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedReferenceData } from "../../adapters/db/seed";
import { auditLog, priceHistory, productPrices, products, supplierOffers } from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The catalog's chores from a game's console page: a pack added (switched off, saying what it
 * lacks), priced by hand in a market with no supplier cost to price it from, given a supplier's
 * offer, switched on and retired again with a reason; the seed at the next start leaves it as it is.
 */
describe("the console adds, prices by hand and retires a product", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let manager: { cookie: string; userId: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true });
    door = consoleDoor(shop);
    manager = await signedInOperator(shop, "Manager Maya", "manager");
  }, 60_000);
  afterAll(() => shop?.close());

  const db = () => shop.database.db;
  const onPage = (fields: Record<string, string>) => door.post("/admin/catalog/azur-lane", fields, asOperator(manager));
  const add = (fields: Record<string, string>) => onPage({ intent: "add", kind: "currency", ...fields });
  const price = (sku: string, currency: string, amount: string) =>
    onPage({ intent: "price", sku, currency, amount, reason: "no supplier cost yet" });
  const switchTo = (sku: string, on: boolean, reason = "pack for the anniversary") =>
    onPage({ intent: "flag", sku, field: "active", value: on ? "on" : "off", reason });
  const row = async (sku: string) => (await db().select().from(products).where(eq(products.sku, sku)))[0];
  const shopSkus = async () => {
    const response = await fetch(`${shop.base}/backend/api/games/azur-lane`);
    const body = (await response.json()) as { data: { products: { sku: string; price: { amount: number } }[] } };
    return body.data.products;
  };
  const quote = (product: string, language = "id") =>
    shop.post(
      "/orders/calculate",
      { game: "azur-lane", product, account: { uid: "102345678", server: "Avrora" } },
      { "accept-language": language },
    );

  it("adds a pack switched off, with its supplier's offer, and says what it lacks; audited", async () => {
    const before = await db().select().from(products).where(eq(products.gameSlug, "azur-lane"));
    const added = await add({
      sku: "al-9999",
      amount: "9999",
      bonus: "500",
      position: "",
      supplier: "sandbox",
      supplierSku: "AL-9999-X",
      cost: "150.000",
    });
    expect(added.status).toBe(200);
    expect(await row("al-9999")).toMatchObject({
      gameSlug: "azur-lane",
      kind: "currency",
      amount: 9999,
      bonus: 500,
      title: null,
      active: false,
      position: Math.max(...before.map((product) => product.position)) + 1,
    });
    expect(await db().select().from(supplierOffers).where(eq(supplierOffers.productSku, "al-9999"))).toEqual([
      expect.objectContaining({ supplier: "sandbox", supplierSku: "AL-9999-X", costIdr: 150_000, open: true }),
    ]);
    const [entry] = await db().select().from(auditLog).where(eq(auditLog.action, "catalog.productAdded"));
    expect(entry).toMatchObject({
      operatorId: manager.userId,
      subject: "product:al-9999",
      before: null,
      after: expect.objectContaining({
        sku: "al-9999",
        active: false,
        offer: expect.objectContaining({ costIdr: 150_000 }),
      }),
    });

    // Named by its titles instead of an amount, in a kind the game sells, placed first.
    const titled = await add({
      sku: "al-welcome-pack",
      kind: "membership",
      position: "0",
      titleId: "Paket Sambutan",
      titleEn: "Welcome pack",
      titleRu: "Приветственный набор",
      titleUz: "Xush kelibsiz to‘plami",
    });
    expect(titled.status).toBe(200);
    expect((await row("al-welcome-pack"))?.title).toEqual({
      id: "Paket Sambutan",
      en: "Welcome pack",
      ru: "Приветственный набор",
      uz: "Xush kelibsiz to‘plami",
    });

    const page = await pageText(await door.read("/admin/catalog/azur-lane", asOperator(manager)));
    expect(page).toContain("Welcome pack");
    expect(page).toContain(
      "Tidak dijual. Belum ada harga di pasar mana pun. Produk nonaktif: aktifkan untuk menjualnya.",
    );
    expect((await shopSkus()).map((product) => product.sku)).not.toContain("al-9999");

    // Switched on with no price anywhere: refused, still off.
    const unpriced = await switchTo("al-9999", true);
    expect(unpriced.status).toBe(409);
    expect(await pageText(unpriced)).toContain("Produk ini belum punya harga di pasar mana pun.");
    expect((await row("al-9999"))?.active).toBe(false);
  }, 40_000);

  it("refuses a bad SKU, half the titles, a kind the game does not sell or an unknown supplier, and adds nothing", async () => {
    const count = async () => (await db().select().from(products)).length;
    const before = await count();
    const audits = (await db().select().from(auditLog)).length;
    for (const [fields, words] of [
      [{ sku: "AL 100", amount: "100" }, "SKU berisi huruf kecil dan angka"],
      [{ sku: "al--100", amount: "100" }, "SKU berisi huruf kecil dan angka"],
      [{ sku: "al-100x", titleEn: "Pack", titleId: "Paket" }, "Isi judul dalam keempat bahasa, atau isi jumlahnya."],
      [{ sku: "al-100x" }, "Isi judul dalam keempat bahasa, atau isi jumlahnya."],
      [{ sku: "al-100x", amount: "0" }, "Isian tidak valid."],
      [{ sku: "al-100x", amount: "100", kind: "chest" }, "Game ini tidak menjual jenis produk itu."],
      [{ sku: "al-100x", amount: "100", supplier: "nobody", supplierSku: "X1" }, "Pemasok itu tidak dikonfigurasi."],
      [{ sku: "al-100x", amount: "100", supplierSku: "X1" }, "isi pemasok dan kodenya"],
      [
        { sku: "al-100x", amount: "100", supplier: "sandbox", supplierSku: "X1", cost: "1,5" },
        "Ketik jumlah rupiah bulat",
      ],
    ] as [Record<string, string>, string][]) {
      const refused = await add(fields);
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(await pageText(refused), JSON.stringify(fields)).toContain(words);
    }
    const taken = await add({ sku: "al-60", amount: "1" });
    expect(taken.status).toBe(409);
    expect(await pageText(taken)).toContain("SKU ini sudah dipakai produk lain.");
    expect((await row("al-60"))?.amount).toBe(60);
    expect(await count()).toBe(before);
    expect((await db().select().from(auditLog)).length).toBe(audits);
  }, 40_000);

  it("prices by hand: not under the offer's cost, a market at a time, with history; then on sale at once", async () => {
    const below = await price("al-9999", "IDR", "149999");
    expect(below.status).toBe(409);
    expect(await pageText(below)).toContain("Harga ini di bawah biaya pemasok termurah.");
    expect(await db().select().from(productPrices).where(eq(productPrices.sku, "al-9999"))).toEqual([]);

    expect((await price("al-9999", "IDR", "175000")).status).toBe(200);
    expect((await price("al-9999", "IDR", "179000")).status).toBe(200);
    // No rate for USD: the cost cannot be told in dollars, the typed price stands.
    expect((await price("al-9999", "USD", "11.99")).status).toBe(200);
    expect((await price("al-9999", "USD", "11,999")).status).toBe(400);
    const prices = await db().select().from(productPrices).where(eq(productPrices.sku, "al-9999"));
    expect(
      prices.map(({ currency, listAmount, saleAmount, sample }) => ({ currency, listAmount, saleAmount, sample })),
    ).toEqual(
      expect.arrayContaining([
        { currency: "IDR", listAmount: 179_000, saleAmount: null, sample: false },
        { currency: "USD", listAmount: 1_199, saleAmount: null, sample: false },
      ]),
    );
    expect(prices).toHaveLength(2);
    const history = await db()
      .select()
      .from(priceHistory)
      .where(eq(priceHistory.sku, "al-9999"))
      .orderBy(priceHistory.id);
    expect(
      history.map(({ currency, kind, oldAmount, newAmount, reason }) => [currency, kind, oldAmount, newAmount, reason]),
    ).toEqual([
      ["IDR", "list", null, 175_000, "no supplier cost yet"],
      ["IDR", "list", 175_000, 179_000, "no supplier cost yet"],
      ["USD", "list", null, 1_199, "no supplier cost yet"],
    ]);
    const entries = await db()
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "prices.listSet"))
      .orderBy(auditLog.id);
    expect(entries.map((entry) => [entry.subject, entry.before, entry.after])).toEqual([
      ["product:al-9999", null, { currency: "IDR", listAmount: 175_000 }],
      ["product:al-9999", { currency: "IDR", listAmount: 175_000 }, { currency: "IDR", listAmount: 179_000 }],
      ["product:al-9999", null, { currency: "USD", listAmount: 1_199 }],
    ]);

    // Switched on: the shop offers it at once, at the typed price (the page cache dropped).
    expect(await shopSkus()).not.toContainEqual(expect.objectContaining({ sku: "al-9999" }));
    expect((await switchTo("al-9999", true)).status).toBe(200);
    expect((await shopSkus()).find((product) => product.sku === "al-9999")?.price.amount).toBe(179_000);
    const quoted = await quote("al-9999");
    expect(quoted.status).toBe(200);
    expect(((await quoted.json()) as { data: { listPrice: number } }).data.listPrice).toBe(179_000);
    const page = await (await door.read("/admin/catalog/azur-lane", asOperator(manager))).text();
    expect(page).not.toContain('data-testid="product-lacks-al-9999"');
    expect(page).toContain('data-testid="product-lacks-al-welcome-pack"');
  }, 40_000);

  it("a product with no offer is priced by hand, and gets a supplier's offer from the console", async () => {
    expect(await db().select().from(supplierOffers).where(eq(supplierOffers.productSku, "al-welcome-pack"))).toEqual(
      [],
    );
    expect((await price("al-welcome-pack", "IDR", "1000")).status).toBe(200);
    const offered = await onPage({
      intent: "offer",
      sku: "al-welcome-pack",
      supplier: "sandbox",
      supplierSku: "AL-WELCOME",
      cost: "800",
    });
    expect(offered.status).toBe(200);
    expect(await db().select().from(supplierOffers).where(eq(supplierOffers.productSku, "al-welcome-pack"))).toEqual([
      expect.objectContaining({ supplier: "sandbox", supplierSku: "AL-WELCOME", costIdr: 800, open: true, rank: 0 }),
    ]);
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "suppliers.offerSet"), eq(auditLog.subject, "offer:al-welcome-pack:sandbox")));
    expect(entry?.operatorId).toBe(manager.userId);
    // From now on its cost bounds a price typed by hand.
    expect((await price("al-welcome-pack", "IDR", "799")).status).toBe(409);
    const incomplete = await onPage({
      intent: "offer",
      sku: "al-welcome-pack",
      supplier: "",
      supplierSku: "",
      cost: "",
    });
    expect(incomplete.status).toBe(400);
    expect(
      (await onPage({ intent: "offer", sku: "ff-140", supplier: "sandbox", supplierSku: "FF", cost: "" })).status,
    ).toBe(404);
  }, 30_000);

  it("retires a product with a reason: gone from the shop, a quote or order refused in the buyer's language, its orders and history kept", async () => {
    const noReason = await switchTo("al-9999", false, "x");
    expect(noReason.status).toBe(400);
    expect(await pageText(noReason)).toContain("Tulis alasannya (minimal 3 karakter).");
    expect((await row("al-9999"))?.active).toBe(true);

    // An order placed while it sold.
    const buyer = await shop.signedInBuyer("Buyer Rina");
    const order = (fields: Record<string, unknown> = {}) =>
      shop.post(
        "/orders",
        {
          game: "azur-lane",
          product: "al-9999",
          account: { uid: "102345678", server: "AVRORA" },
          confirmed: true,
          paymentMethod: "card",
          ...fields,
        },
        { "idempotency-key": `chores-${Date.now()}-${Math.floor(Math.random() * 1e9)}`, ...buyer.auth },
      );
    const placed = await order();
    expect(placed.status).toBe(201);
    const { data: earlier } = (await placed.json()) as { data: { id: string } };

    expect((await switchTo("al-9999", false, "publisher withdrew the pack")).status).toBe(200);
    const ordered = await order();
    expect(ordered.status).toBe(404);
    expect(((await ordered.json()) as { message: string }).message).toBe(
      "Item ini sedang tidak dijual. Pilih item lain.",
    );
    const kept = await fetch(`${shop.base}/backend/api/orders/public/${earlier.id}`, { headers: buyer.auth });
    expect(kept.status).toBe(200);
    // Named as the shop's product label writes its amount + bonus, at the typed price.
    expect(await kept.json()).toMatchObject({
      data: { product: "Azur Lane: 10.499 Gems", lines: { listPrice: 179_000 } },
    });
    expect((await shopSkus()).map((product) => product.sku)).not.toContain("al-9999");
    const refused = await quote("al-9999");
    expect(refused.status).toBe(404);
    expect(await refused.json()).toMatchObject({
      code: "checkout.productNotFound",
      message: "Item ini sedang tidak dijual. Pilih item lain.",
    });
    expect(((await (await quote("al-9999", "en")).json()) as { message: string }).message).toBe(
      "This item is not on sale. Choose another one.",
    );
    const [entry] = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "catalog.productChanged"), eq(auditLog.reason, "publisher withdrew the pack")));
    expect(entry).toMatchObject({
      subject: "product:al-9999",
      before: expect.objectContaining({ active: true }),
      after: expect.objectContaining({ active: false }),
    });
    // Kept: the product, its prices and their history stay for orders and reports.
    expect(await row("al-9999")).toBeDefined();
    expect(await db().select().from(priceHistory).where(eq(priceHistory.sku, "al-9999"))).toHaveLength(3);
    const history = await door.read("/admin/catalog/products/al-9999", asOperator(manager));
    expect(history.status).toBe(200);

    // Brought back, it sells again.
    expect((await switchTo("al-9999", true, "publisher restored it")).status).toBe(200);
    expect((await quote("al-9999")).status).toBe(200);
  }, 30_000);

  it("the seed at the next start leaves the console's products, prices and offers as they are", async () => {
    const skus = ["al-9999", "al-welcome-pack"];
    const snapshot = async () => ({
      products: await db().select().from(products).where(inArray(products.sku, skus)).orderBy(products.sku),
      prices: await db()
        .select()
        .from(productPrices)
        .where(inArray(productPrices.sku, skus))
        .orderBy(productPrices.sku, productPrices.currency),
      offers: await db().select().from(supplierOffers).where(inArray(supplierOffers.productSku, skus)),
    });
    const before = await snapshot();
    expect(before.products).toHaveLength(2);
    expect(before.prices).toHaveLength(3);
    await seedReferenceData(db());
    expect(await snapshot()).toEqual(before);
    expect((await shopSkus()).find((product) => product.sku === "al-9999")?.price.amount).toBe(179_000);
  }, 30_000);

  it("ten adds of one SKU at once: one adds it, the nine others are told it is taken", async () => {
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, index) => add({ sku: "al-race", amount: String(100 + index) })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, ...Array(9).fill(409)]);
    for (const answer of answers.filter((one) => one.status === 409))
      expect(await pageText(answer)).toContain("SKU ini sudah dipakai produk lain. Pilih SKU lain.");
    expect(await db().select().from(products).where(eq(products.sku, "al-race"))).toHaveLength(1);
    expect(
      await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.action, "catalog.productAdded"), eq(auditLog.subject, "product:al-race"))),
    ).toHaveLength(1);
  }, 40_000);
});
