import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, promoCodes } from "../../adapters/db/schema";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";

/**
 * The console's promo code pages, through their one door (Promotions): only managers and admins;
 * every change audited with before and after; a bad form a translated 400 that changes nothing; a
 * paused code refused at checkout; a limit never lowered below the paid orders that used the code;
 * ten edits or pauses at once end in one consistent state with one audit entry per change.
 */
describe("the console's promo code pages", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
  }, 60_000);
  afterAll(() => shop?.close());

  const promoRow = async (code: string) =>
    (await shop.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];
  const auditOf = (code: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `promo:${code}`))
      .orderBy(auditLog.id);

  const tenPercent = { intent: "save", kind: "percent", percent: "10" };
  /** The list page's form creates; a code's page edits. */
  const create = (who: Record<string, string>, fields: Record<string, string>) =>
    door.post("/admin/promos", { ...tenPercent, ...fields }, who);
  const edit = (who: Record<string, string>, code: string, fields: Record<string, string>) =>
    door.post(`/admin/promos/${code}`, { intent: "save", ...fields }, who);
  const setActive = (who: Record<string, string>, code: string, active: boolean) =>
    door.post(`/admin/promos/${code}`, { intent: "active", active: String(active) }, who);

  /** A Free Fire order with `code`, paid by card; the sandbox supplier delivers it. */
  async function paidOrder(code: string, playerId: string) {
    const created = await shop.post(
      "/orders",
      {
        game: "free-fire",
        product: "ff-140",
        account: { playerId },
        confirmed: true,
        paymentMethod: "card",
        promoCode: code.toLowerCase(),
        email: "putri.ayu@example.com",
      },
      { "idempotency-key": `admin-promo-${code}-${playerId}` },
    );
    expect(created.status).toBe(201);
    const { data } = (await created.json()) as { data: { id: string } };
    await shop.post(`/orders/public/${data.id}/pay`, { tokenId: await shop.tokenize(CARDS.success) });
    await until(async () => (await shop.orderRow(data.id)).paidAt !== null, 20_000);
    return data.id;
  }

  it("no session goes to sign in; a buyer and a support operator are refused (403) everywhere, and nothing changes", async () => {
    const manager = await signedInOperator(shop, "Manager Wulan", "manager");
    const created = await create(asOperator(manager), { code: "TETAP" });
    expect(created.status).toBe(302);
    expect(created.headers.get("location")).toBe("/admin/promos/TETAP?created=1");
    const before = await promoRow("TETAP");
    const buyer = await shop.signedInBuyer("Buyer Sinta");
    const support = await signedInOperator(shop, "Support Yogi", "support");
    const calls = [
      (who: Record<string, string>) => door.read("/admin/promos", who),
      (who: Record<string, string>) => create(who, { code: "CURANG" }),
      (who: Record<string, string>) => edit(who, "TETAP", { code: "TETAP", kind: "percent", percent: "100" }),
      (who: Record<string, string>) => setActive(who, "TETAP", false),
      (who: Record<string, string>) => door.read("/admin/promos/TETAP", who),
    ];
    for (const call of calls) {
      const stranger = await call({});
      expect(stranger.status).toBe(302);
      expect(stranger.headers.get("location")).toBe("/admin/sign-in");
      for (const who of [buyer.auth, asOperator(support)]) {
        const refused = await call(who);
        expect(refused.status).toBe(403);
        expect(await pageText(refused)).toContain("Peran Anda tidak punya akses ke bagian ini.");
      }
    }
    expect(await promoRow("TETAP")).toEqual(before);
    expect(await promoRow("CURANG")).toBeUndefined();
    expect((await auditOf("TETAP")).map((entry) => entry.action)).toEqual(["promo.created"]);
  });

  it("bad forms are a translated 400 and create nothing; a code equal but for case is taken", async () => {
    const manager = asOperator(await signedInOperator(shop, "Manager Bayu", "manager"));
    const cases: [Record<string, string>, string][] = [
      [{ code: "A" }, "Kode harus 3–32 huruf"],
      [{ code: "DISKON!" }, "Kode harus 3–32 huruf"],
      [{ code: "SERATUS", percent: "100,01" }, "antara 0 dan 100"],
      [{ code: "TETAPX", kind: "fixed", amount: "5000" }, "Pilih mata uang"],
      [{ code: "TETAPX", kind: "fixed", amount: "0", currency: "IDR" }, "lebih dari nol"],
      [{ code: "MUNDUR", startsAt: "2026-12-02T00:00", endsAt: "2026-12-01T00:00" }, "setelah waktu mulai"],
      [{ code: "NOLBATAS", globalLimit: "0" }, "Batas harus"],
      [{ code: "GAMEX", gameSlug: "tetris-99" }, "tidak ada di katalog"],
      [{ code: "PRODX", gameSlug: "free-fire", productSku: "ml-86" }, "SKU ini tidak ada"],
      [{ code: "JENIS", kind: "gratis" }, "Pilih jenis"],
      [{ code: "BENTUK", intent: "simpan" }, "Periksa isian"],
      [{ code: "PANJANG".repeat(20) }, "Periksa isian"],
    ];
    for (const [fields, text] of cases) {
      const response = await create(manager, fields);
      expect(response.status, JSON.stringify(fields)).toBe(400);
      const answer = await pageText(response);
      expect(answer).toContain(text);
      expect(answer).not.toMatch(/insert into|at async /i);
    }
    const all = (await shop.services.promoAdmin.list()).map((row) => row.code);
    for (const code of ["A", "DISKON!", "SERATUS", "TETAPX", "MUNDUR", "NOLBATAS", "GAMEX", "PRODX", "JENIS", "BENTUK"])
      expect(all).not.toContain(code);

    // Checkout upper-cases what buyers type, so the console stores codes that way and refuses a twin.
    const created = await create(manager, { code: "hemat lima" });
    expect(created.headers.get("location")).toBe("/admin/promos/HEMATLIMA?created=1");
    const twin = await create(manager, { code: "HematLima", percent: "90" });
    expect(twin.status).toBe(409);
    expect(await pageText(twin)).toContain("Kode ini sudah ada");
    expect((await promoRow("HEMATLIMA"))!.percentBps).toBe(1_000);
    // Ten creates of one code at once, typed in different cases: one code, one audit entry.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) => create(manager, { code: index % 2 ? "serentak" : "SERENTAK" })),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([302, ...Array(9).fill(409)]);
    expect(await auditOf("SERENTAK")).toHaveLength(1);
    // A code inserted by hand in lower case before the console existed is a twin too.
    await shop.database.db.insert(promoCodes).values({ code: "lama", kind: "percent", percentBps: 500 });
    expect((await create(manager, { code: "LAMA" })).status).toBe(409);
  });

  it("an edit never changes placed orders; redemptions list the paid orders; a limit below them is refused", async () => {
    const manager = await signedInOperator(shop, "Manager Rahmat", "manager");
    const who = asOperator(manager);
    const scoped = { code: "SEPULUH", kind: "percent", percent: "10", gameSlug: "free-fire", productSku: "ff-140" };
    expect((await create(who, { ...scoped, globalLimit: "5", perUserLimit: "2" })).status).toBe(302);
    const first = await paidOrder("SEPULUH", "412345671");
    const second = await paidOrder("SEPULUH", "412345672");
    const placed = await shop.orderRow(first);
    expect(placed.promoDiscount).toBe(Math.floor((placed.listAmount - placed.temporaryDiscount) / 10));
    expect(placed.promoDiscount).toBeGreaterThan(0);

    const lowered = await edit(who, "SEPULUH", { ...scoped, globalLimit: "1" });
    expect(lowered.status).toBe(409);
    expect(await pageText(lowered)).toContain(
      "Batas total tidak boleh di bawah jumlah pesanan yang sudah memakai kode ini.",
    );
    expect((await promoRow("SEPULUH"))!.globalLimit).toBe(5);

    const edited = await edit(who, "sepuluh", {
      code: "SEPULUH",
      kind: "fixed",
      amount: "1.000",
      currency: "IDR",
      globalLimit: "2",
    });
    expect(edited.status).toBe(200);
    expect(await promoRow("SEPULUH")).toMatchObject({ kind: "fixed", amount: 1_000, globalLimit: 2, redemptions: 2 });
    expect(await shop.orderRow(first)).toMatchObject({ promoDiscount: placed.promoDiscount, total: placed.total });
    const [updated] = (await auditOf("SEPULUH")).filter((entry) => entry.action === "promo.updated");
    expect(updated).toMatchObject({
      operatorId: manager.userId,
      before: expect.objectContaining({ kind: "percent", percentBps: 1_000, globalLimit: 5, gameSlug: "free-fire" }),
      after: expect.objectContaining({ kind: "fixed", amount: 1_000, currency: "IDR", globalLimit: 2, gameSlug: null }),
    });

    const redemptions = await shop.services.promoAdmin.redemptions("SEPULUH");
    expect(redemptions.map((row) => row.orderId).sort()).toEqual([first, second].sort());
    expect(redemptions[0]).toMatchObject({
      buyer: "pu****@example.com",
      discount: placed.promoDiscount,
      currency: "IDR",
    });
    const page = await door.read("/admin/promos/SEPULUH", who);
    expect(page.status).toBe(200);
    const text = await pageText(page);
    expect(text).toContain("pu****@example.com");
    expect(text).not.toContain("putri.ayu@example.com");
    expect((await door.read("/admin/promos/NOPE", who)).status).toBe(404);
  }, 60_000);

  it("a paused code is refused at checkout with the buyer's usual message, and works again when resumed", async () => {
    const manager = asOperator(await signedInOperator(shop, "Manager Citra", "manager"));
    expect((await create(manager, { code: "JEDA" })).status).toBe(302);
    const order = (key: string) =>
      shop.post(
        "/orders",
        {
          game: "free-fire",
          product: "ff-140",
          account: { playerId: "512345678" },
          confirmed: true,
          paymentMethod: "card",
          promoCode: "jeda",
        },
        { "idempotency-key": key },
      );
    expect((await setActive(manager, "JEDA", false)).status).toBe(200);
    const refused = await order("jeda-paused");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "checkout.promoInvalid", message: "Kode promosi tidak valid" });
    expect((await setActive(manager, "JEDA", true)).status).toBe(200);
    expect((await order("jeda-resumed")).status).toBe(201);
    expect((await auditOf("JEDA")).map((entry) => [entry.action, entry.after])).toEqual([
      ["promo.created", expect.objectContaining({ active: true })],
      ["promo.paused", { active: false }],
      ["promo.resumed", { active: true }],
    ]);
    expect((await setActive(manager, "NOPE", false)).status).toBe(404);
  });

  it("ten pauses at once: paused once, one audit entry; ten edits at once: one chain of entries, the last one stays", async () => {
    const manager = asOperator(await signedInOperator(shop, "Manager Dimas", "manager"));
    expect((await create(manager, { code: "RAMAI" })).status).toBe(302);
    const pauses = await Promise.all(Array.from({ length: 10 }, () => setActive(manager, "RAMAI", false)));
    expect(pauses.map((response) => response.status)).toEqual(Array(10).fill(200));
    expect((await promoRow("RAMAI"))!.active).toBe(false);
    expect((await auditOf("RAMAI")).filter((entry) => entry.action === "promo.paused")).toHaveLength(1);

    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        edit(manager, "RAMAI", { code: "RAMAI", kind: "percent", percent: String(index + 1) }),
      ),
    );
    expect(edits.map((response) => response.status)).toEqual(Array(10).fill(200));
    const updates = (await auditOf("RAMAI")).filter((entry) => entry.action === "promo.updated");
    const percents = (side: unknown) => (side as { percentBps: number }).percentBps;
    // Under the row lock each edit sees the one before it: the entries form one chain, 1000 → ... → the row.
    expect(updates.map((entry) => percents(entry.before))).toEqual([
      1_000,
      ...updates.slice(0, -1).map((entry) => percents(entry.after)),
    ]);
    expect((await promoRow("RAMAI"))!.percentBps).toBe(percents(updates.at(-1)!.after));
    expect((await promoRow("RAMAI"))!.active).toBe(false);
  });

  it("reads a window as typed on the shop's clock, and shows it back on it", async () => {
    const manager = asOperator(await signedInOperator(shop, "Manager Jam", "manager"));
    // Jakarta's clock by default: 10:00 WIB is 03:00 UTC.
    const created = await create(manager, { code: "JAMWIB", startsAt: "2026-12-01T10:00", endsAt: "2026-12-02T09:30" });
    expect(created.status).toBe(302);
    const row = await promoRow("JAMWIB");
    expect(row?.startsAt?.toISOString()).toBe("2026-12-01T03:00:00.000Z");
    expect(row?.endsAt?.toISOString()).toBe("2026-12-02T02:30:00.000Z");
    const page = await door.read("/admin/promos/JAMWIB", manager);
    const html = await page.text();
    expect(html).toContain('value="2026-12-01T10:00"');
    expect(html).toContain('value="2026-12-02T09:30"');
    expect(await pageText(await door.read("/admin/promos/JAMWIB", manager))).toContain("01/12/2026, 10.00 WIB");
  });
});
