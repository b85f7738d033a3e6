import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { currencyRates, supplierOffers } from "../../adapters/db/schema";
import { dayStartIn } from "../../core/admin/console-time";
import { daysBefore } from "../../core/admin/dashboard";
import type { UnitState } from "../../core/orders/delivery-record";
import { calendarDay } from "../../core/orders/order-date";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { storedOrder } from "../support/stored-order";

const HOUR = 3_600_000;

/** A delivered unit bought at Digiflazz, with the cost recorded at its purchase or (older units) none. */
const unit = (status: UnitState["status"], cost?: number): Record<string, UnitState> => ({
  "1": {
    reference: "R-1",
    status,
    serial: status === "success" ? "SN" : null,
    message: "",
    tries: 1,
    supplier: "digiflazz",
    supplierSku: "X",
    ...(cost === undefined ? {} : { cost }),
  },
});

/** Markup as read: tags out, every kind of space one space. */
const readable = (markup: string) =>
  markup
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/[\s\u00a0\u202f]+/g, " ")
    .trim();

/** The cells of a report table's row as the operator reads them. */
function cells(html: string, testId: string): string[] {
  const row = new RegExp(`<tr data-testid="${testId}">(.*?)</tr>`, "s").exec(html)?.[1];
  if (row === undefined) throw new Error(`no row ${testId}`);
  return [...row.matchAll(/<t[hd][^>]*>(.*?)<\/t[hd]>/gs)].map((cell) => readable(cell[1]!));
}

/** A note's text, by its test id. */
function note(html: string, testId: string): string {
  const text = new RegExp(`<p [^>]*data-testid="${testId}"[^>]*>(.*?)</p>`, "s").exec(html)?.[1];
  if (text === undefined) throw new Error(`no note ${testId}`);
  return readable(text);
}

/**
 * The money reports (decision 057), read through the console's page as a manager reads them: two days
 * of Jakarta's clock either side of a midnight, rupiah and rouble orders, a refund, a unit whose cost
 * was recorded at purchase, one bought before costs were recorded and one that failed.
 */
describe("the console's money reports", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let manager: { cookie: string };
  let day: string;
  let dayBefore: string;

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
    manager = await signedInOperator(shop, "Report Manager", "manager");
    day = daysBefore(calendarDay(new Date(), "Asia/Jakarta"), 3);
    dayBefore = daysBefore(day, 1);
    const midnight = dayStartIn(day, "Asia/Jakarta")!.getTime();
    const db = shop.database.db;
    // Today's offer for Free Fire 140 at Digiflazz: what the unit without a recorded cost is costed at.
    await db
      .insert(supplierOffers)
      .values({ productSku: "ff-140", supplier: "digiflazz", supplierSku: "FF140", costIdr: 40_000 })
      .onConflictDoUpdate({ target: [supplierOffers.productSku, supplierOffers.supplier], set: { costIdr: 40_000 } });
    // Rp 1.000.000 = 5 500 roubles.
    await db
      .insert(currencyRates)
      .values({ currency: "RUB", perMillionIdr: 550_000 })
      .onConflictDoUpdate({ target: currencyRates.currency, set: { perMillionIdr: 550_000 } });
    const paid = async (at: number, extra: Omit<Parameters<typeof storedOrder>[1], "createdAt" | "paidAt">) =>
      storedOrder(db, {
        game: "free-fire",
        ...extra,
        createdAt: new Date(at - 60_000),
        paidAt: new Date(at),
        events: [["in_progress", new Date(at)]],
      });
    // 23:30 WIB the day before: its cost recorded at purchase.
    await paid(midnight - HOUR / 2, { total: 100_000, delivery: "delivered", units: unit("success", 70_000) });
    // 00:30 WIB: bought before costs were recorded, costed at today's offer (estimated).
    await paid(midnight + HOUR / 2, { total: 50_000, delivery: "delivered", units: unit("success") });
    // 01:00 WIB: its purchase failed (no cost, though the unit names one) and the money went back at 03:00.
    await paid(midnight + HOUR, {
      total: 20_000,
      delivery: "failed",
      units: unit("failed", 40_000),
      refund: {
        kind: "order",
        status: "done",
        amount: 20_000,
        at: new Date(midnight + 2 * HOUR),
        completedAt: new Date(midnight + 3 * HOUR),
      },
    });
    // A rouble order at 02:00 WIB, bought for Rp 18.000.
    await paid(midnight + 2 * HOUR, {
      currency: "RUB",
      total: 30_000,
      delivery: "delivered",
      units: unit("success", 18_000),
    });
  }, 60_000);
  afterAll(() => shop?.close());

  const report = async (query: string) =>
    pageText(await door.read(`/admin/reports?from=${dayBefore}&to=${day}&${query}`, asOperator(manager)));

  it("counts each order on its Jakarta day, refunds on theirs, and margin from the cost of delivered units", async () => {
    const html = await report("group=day");
    expect(cells(html, `report-IDR-${dayBefore}`).slice(1)).toEqual([
      "1",
      "Rp 100.000",
      "Rp 0",
      "Rp 70.000",
      "Rp 30.000",
      "30%",
    ]);
    expect(cells(html, `report-IDR-${day}`).slice(1)).toEqual([
      "2",
      "Rp 70.000",
      "Rp 20.000 1 pengembalian dana",
      "Rp 40.000",
      "Rp 10.000",
      "14,3%",
    ]);
    expect(cells(html, "report-IDR-total")).toEqual([
      "Total",
      "3",
      "Rp 170.000",
      "Rp 20.000 1 pengembalian dana",
      "Rp 110.000",
      "Rp 40.000",
      "23,5%",
    ]);
    expect(note(html, "report-IDR-estimated")).toBe(
      "Biaya 1 pesanan adalah perkiraan dari harga penawaran pemasok saat ini: pesanan itu dibeli sebelum biaya dicatat.",
    );
  });

  it("keeps roubles apart, their rupiah cost converted at the shop's rate, and says so", async () => {
    const html = await report("group=day");
    // Rp 18.000 at 5 500 roubles a million is 99 roubles.
    expect(cells(html, "report-RUB-total").slice(1)).toEqual(["1", "RUB 300", "RUB 0", "RUB 99", "RUB 201", "67%"]);
    expect(note(html, "report-RUB-rate")).toBe(
      "Biaya pemasok dalam rupiah. Biaya dalam RUB dikonversi dengan kurs yang dipakai toko untuk harga saat ini: Rp 1.000.000 = RUB 5.500.",
    );
  });

  it("groups by market and by game, every currency with its own total", async () => {
    const markets = await report("group=market");
    expect(cells(markets, "report-IDR-id")[0]).toBe("Indonesia");
    expect(cells(markets, "report-RUB-ru")[0]).toBe("Rusia");
    const games = await report("group=game");
    expect(cells(games, "report-IDR-free-fire").slice(0, 3)).toEqual(["Free Fire", "3", "Rp 170.000"]);
    expect(cells(games, "report-RUB-free-fire").slice(1, 3)).toEqual(["1", "RUB 300"]);
  });

  it("downloads the same figures as CSV", async () => {
    const answer = await door.read(`/admin/reports/csv?from=${dayBefore}&to=${day}&group=day`, asOperator(manager));
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-disposition")).toContain(`kupi-report-day-${dayBefore}-${day}.csv`);
    const lines = (await answer.text()).trim().split(/\r?\n/);
    expect(lines).toContain("IDR,day,total,3,170000,1,20000,110000,40000,23.53,1,0");
    expect(lines).toContain("RUB,day,total,1,300.00,0,0.00,99.00,201.00,67.00,0,0");
  });

  it("is linked for managers and refuses support, and answers a bad period with a translated message and no report", async () => {
    const support = await signedInOperator(shop, "Report Support", "support");
    expect((await door.read("/admin/reports", asOperator(support))).status).toBe(403);
    expect((await door.read("/admin/reports/csv", asOperator(support))).status).toBe(403);
    // The console's home links the page for those who may read it.
    expect(await pageText(await door.read("/admin", asOperator(manager)))).toContain('href="/admin/reports"');
    expect(await pageText(await door.read("/admin", asOperator(support)))).not.toContain('href="/admin/reports"');
    const bad = await door.read(`/admin/reports?from=${day}&to=${dayBefore}`, asOperator(manager));
    expect(bad.status).toBe(200);
    const html = await pageText(bad);
    expect(html).toContain("Periksa tanggalnya");
    expect(html).not.toContain('data-testid="report-IDR"');
    const csv = await door.read("/admin/reports/csv?from=2026-02-30", asOperator(manager));
    expect(csv.status).toBe(400);
    expect(await csv.text()).toContain("Periksa tanggalnya");
  });
});
