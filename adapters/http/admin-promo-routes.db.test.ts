import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signedInOperator } from "../../tests/support/admin-operator";
import { CARDS, startCheckoutHarness, until, type CheckoutHarness } from "../../tests/support/checkout-harness";
import { auditLog, promoCodes } from "../db/schema";

/**
 * The console's promo codes API (Promotions): only managers and admins; every change
 * audited with before and after; bad bodies a translated 400 that changes nothing; a paused code
 * refused at checkout; a limit never lowered below the paid orders that used the code; ten edits or
 * pauses at once end in one consistent state with one audit entry per change.
 */
describe("the console's promo codes API", () => {
  let shop: CheckoutHarness;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ delivery: { supplierDelayMs: 0 } });
  }, 60_000);
  afterAll(() => shop.close());

  const call = (method: string, path: string, headers: Record<string, string> = {}, body?: unknown) =>
    fetch(`${shop.base}/backend/api${path}`, {
      method,
      headers: { ...headers, ...(body ? { "content-type": "application/json" } : {}), "accept-language": "id" },
      body: body ? JSON.stringify(body) : undefined,
    });

  const promoRow = async (code: string) =>
    (await shop.database.db.select().from(promoCodes).where(eq(promoCodes.code, code)))[0];
  const auditOf = (code: string) =>
    shop.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subject, `promo:${code}`))
      .orderBy(auditLog.id);

  const tenPercent = { code: "", kind: "percent", percentBps: 1_000 };

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

  it("no session 401; a buyer and a support operator 403 on every route, and nothing changes", async () => {
    const manager = await signedInOperator(shop, "Manager Wulan", "manager");
    expect(
      (await call("POST", "/admin/promos", { cookie: manager.cookie }, { ...tenPercent, code: "TETAP" })).status,
    ).toBe(201);
    const before = await promoRow("TETAP");
    const buyer = await shop.signedInBuyer("Buyer Sinta");
    const support = await signedInOperator(shop, "Support Yogi", "support");
    const routes = [
      ["GET", "/admin/promos", undefined],
      ["POST", "/admin/promos", { ...tenPercent, code: "CURANG" }],
      ["PUT", "/admin/promos/TETAP", { ...tenPercent, code: "TETAP", percentBps: 10_000 }],
      ["POST", "/admin/promos/TETAP/active", { active: false }],
      ["GET", "/admin/promos/TETAP/redemptions", undefined],
    ] as const;
    for (const [method, path, body] of routes) {
      const stranger = await call(method, path, {}, body);
      expect(stranger.status, `${method} ${path}`).toBe(401);
      expect(await stranger.json()).toMatchObject({ code: "admin.signInRequired" });
      for (const headers of [buyer.auth, { cookie: support.cookie }]) {
        const refused = await call(method, path, headers, body);
        expect(refused.status, `${method} ${path}`).toBe(403);
        expect(await refused.json()).toEqual({
          code: "admin.forbidden",
          message: "Peran Anda tidak punya akses ke bagian ini.",
        });
      }
    }
    expect(await promoRow("TETAP")).toEqual(before);
    expect(await promoRow("CURANG")).toBeUndefined();
    expect((await auditOf("TETAP")).map((entry) => entry.action)).toEqual(["promo.created"]);
  });

  it("bad bodies are a translated 400 and create nothing; a code equal but for case is taken", async () => {
    const manager = await signedInOperator(shop, "Manager Bayu", "manager");
    const cookie = { cookie: manager.cookie };
    const cases: [unknown, string, string][] = [
      [{ ...tenPercent, code: "A" }, "adminPromo.codeFormat", "Kode harus 3–32 huruf"],
      [{ ...tenPercent, code: "DISKON!" }, "adminPromo.codeFormat", "Kode harus 3–32 huruf"],
      [{ ...tenPercent, code: "SERATUS", percentBps: 10_001 }, "adminPromo.percentRange", "antara 0 dan 100"],
      [{ code: "TETAPX", kind: "fixed", amount: 5_000 }, "adminPromo.currencyRequired", "Pilih mata uang"],
      [{ code: "TETAPX", kind: "fixed", amount: 0, currency: "IDR" }, "adminPromo.amountInvalid", "lebih dari nol"],
      [
        { ...tenPercent, code: "MUNDUR", startsAt: "2026-12-02T00:00:00Z", endsAt: "2026-12-01T00:00:00Z" },
        "adminPromo.windowOrder",
        "setelah waktu mulai",
      ],
      [{ ...tenPercent, code: "NOLBATAS", globalLimit: 0 }, "adminPromo.limitInvalid", "Batas harus"],
      [{ ...tenPercent, code: "GAMEX", gameSlug: "tetris-99" }, "adminPromo.unknownGame", "tidak ada di katalog"],
      [
        { ...tenPercent, code: "PRODX", gameSlug: "free-fire", productSku: "ml-86" },
        "adminPromo.unknownProduct",
        "SKU ini tidak ada",
      ],
      [{ ...tenPercent, code: "JENIS", kind: "gratis" }, "adminPromo.kindInvalid", "Pilih jenis"],
      [{ code: "BENTUK", kind: "percent", percentBps: "10" }, "adminPromo.invalid", "Periksa isian"],
    ];
    for (const [body, code, text] of cases) {
      const response = await call("POST", "/admin/promos", cookie, body);
      expect(response.status, code).toBe(400);
      const answer = (await response.json()) as { code: string; message: string };
      expect(answer.code).toBe(code);
      expect(answer.message).toContain(text);
      expect(JSON.stringify(answer)).not.toMatch(/select|insert|stack|Error:/i);
    }
    const all = (await (await call("GET", "/admin/promos", cookie)).json()) as { data: { code: string }[] };
    for (const code of ["A", "DISKON!", "SERATUS", "TETAPX", "MUNDUR", "NOLBATAS", "GAMEX", "PRODX", "JENIS", "BENTUK"])
      expect(all.data.map((row) => row.code)).not.toContain(code);

    // Checkout upper-cases what buyers type, so the console stores codes that way and refuses a twin.
    const created = await call("POST", "/admin/promos", cookie, { ...tenPercent, code: "hemat lima" });
    expect(created.status).toBe(201);
    expect(await created.json()).toEqual({ data: { code: "HEMATLIMA", changed: true } });
    const twin = await call("POST", "/admin/promos", cookie, { ...tenPercent, code: "HematLima", percentBps: 9_000 });
    expect(twin.status).toBe(409);
    expect(await twin.json()).toMatchObject({ code: "adminPromo.codeTaken" });
    expect((await promoRow("HEMATLIMA"))!.percentBps).toBe(1_000);
    // Ten creates of one code at once, typed in different cases: one code, one audit entry.
    const racing = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("POST", "/admin/promos", cookie, { ...tenPercent, code: index % 2 ? "serentak" : "SERENTAK" }),
      ),
    );
    expect(racing.map((response) => response.status).sort()).toEqual([201, ...Array(9).fill(409)]);
    expect(await auditOf("SERENTAK")).toHaveLength(1);
    // A code inserted by hand in lower case before the console existed is a twin too.
    await shop.database.db.insert(promoCodes).values({ code: "lama", kind: "percent", percentBps: 500 });
    expect((await call("POST", "/admin/promos", cookie, { ...tenPercent, code: "LAMA" })).status).toBe(409);
  });

  it("an edit never changes placed orders; redemptions list the paid orders; a limit below them is refused", async () => {
    const manager = await signedInOperator(shop, "Manager Rahmat", "manager");
    const cookie = { cookie: manager.cookie };
    const create = await call("POST", "/admin/promos", cookie, {
      code: "SEPULUH",
      kind: "percent",
      percentBps: 1_000,
      gameSlug: "free-fire",
      productSku: "ff-140",
      globalLimit: 5,
      perUserLimit: 2,
    });
    expect(create.status).toBe(201);
    const first = await paidOrder("SEPULUH", "412345671");
    const second = await paidOrder("SEPULUH", "412345672");
    const placed = await shop.orderRow(first);
    expect(placed.promoDiscount).toBe(Math.floor((placed.listAmount - placed.temporaryDiscount) / 10));
    expect(placed.promoDiscount).toBeGreaterThan(0);

    const lowered = await call("PUT", "/admin/promos/SEPULUH", cookie, {
      code: "SEPULUH",
      kind: "percent",
      percentBps: 1_000,
      gameSlug: "free-fire",
      productSku: "ff-140",
      globalLimit: 1,
    });
    expect(lowered.status).toBe(409);
    expect(await lowered.json()).toEqual({
      code: "adminPromo.limitBelowRedemptions",
      message: "Batas total tidak boleh di bawah jumlah pesanan yang sudah memakai kode ini.",
    });
    expect((await promoRow("SEPULUH"))!.globalLimit).toBe(5);

    const edited = await call("PUT", "/admin/promos/sepuluh", cookie, {
      code: "SEPULUH",
      kind: "fixed",
      amount: 1_000,
      currency: "IDR",
      globalLimit: 2,
    });
    expect(edited.status).toBe(200);
    expect(await edited.json()).toEqual({ data: { code: "SEPULUH", changed: true } });
    expect(await promoRow("SEPULUH")).toMatchObject({ kind: "fixed", amount: 1_000, globalLimit: 2, redemptions: 2 });
    expect(await shop.orderRow(first)).toMatchObject({ promoDiscount: placed.promoDiscount, total: placed.total });
    const [updated] = (await auditOf("SEPULUH")).filter((entry) => entry.action === "promo.updated");
    expect(updated).toMatchObject({
      operatorId: manager.userId,
      before: expect.objectContaining({ kind: "percent", percentBps: 1_000, globalLimit: 5, gameSlug: "free-fire" }),
      after: expect.objectContaining({ kind: "fixed", amount: 1_000, currency: "IDR", globalLimit: 2, gameSlug: null }),
    });

    const redemptions = await call("GET", "/admin/promos/SEPULUH/redemptions", cookie);
    expect(redemptions.status).toBe(200);
    const { data } = (await redemptions.json()) as { data: { orderId: string; buyer: string; discount: number }[] };
    expect(data.map((row) => row.orderId).sort()).toEqual([first, second].sort());
    expect(data[0]).toMatchObject({ buyer: "pu****@example.com", discount: placed.promoDiscount, currency: "IDR" });
    expect((await call("GET", "/admin/promos/NOPE/redemptions", cookie)).status).toBe(404);
  }, 60_000);

  it("a paused code is refused at checkout with the buyer's usual message, and works again when resumed", async () => {
    const manager = await signedInOperator(shop, "Manager Citra", "manager");
    const cookie = { cookie: manager.cookie };
    expect((await call("POST", "/admin/promos", cookie, { ...tenPercent, code: "JEDA" })).status).toBe(201);
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
    const paused = await call("POST", "/admin/promos/JEDA/active", cookie, { active: false });
    expect(await paused.json()).toEqual({ data: { code: "JEDA", changed: true } });
    const refused = await order("jeda-paused");
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({ code: "checkout.promoInvalid", message: "Kode promosi tidak valid" });
    await call("POST", "/admin/promos/JEDA/active", cookie, { active: true });
    expect((await order("jeda-resumed")).status).toBe(201);
    expect((await auditOf("JEDA")).map((entry) => [entry.action, entry.after])).toEqual([
      ["promo.created", expect.objectContaining({ active: true })],
      ["promo.paused", { active: false }],
      ["promo.resumed", { active: true }],
    ]);
  });

  it("ten pauses at once: paused once, one audit entry; ten edits at once: one chain of entries, the last one stays", async () => {
    const manager = await signedInOperator(shop, "Manager Dimas", "manager");
    const cookie = { cookie: manager.cookie };
    expect((await call("POST", "/admin/promos", cookie, { ...tenPercent, code: "RAMAI" })).status).toBe(201);
    const pauses = await Promise.all(
      Array.from({ length: 10 }, () => call("POST", "/admin/promos/RAMAI/active", cookie, { active: false })),
    );
    expect(pauses.map((response) => response.status)).toEqual(Array(10).fill(200));
    const changed = await Promise.all(
      pauses.map(async (response) => ((await response.json()) as { data: { changed: boolean } }).data.changed),
    );
    expect(changed.filter(Boolean)).toHaveLength(1);
    expect((await promoRow("RAMAI"))!.active).toBe(false);
    expect((await auditOf("RAMAI")).filter((entry) => entry.action === "promo.paused")).toHaveLength(1);

    const edits = await Promise.all(
      Array.from({ length: 10 }, (_, index) =>
        call("PUT", "/admin/promos/RAMAI", cookie, { code: "RAMAI", kind: "percent", percentBps: 100 * (index + 1) }),
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
});
