import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog } from "../../adapters/db/schema";
import { auditSearchInput, searchAudit } from "../../core/admin/audit-search";
import { dayStartIn } from "../../core/admin/console-time";
import { daysBefore } from "../../core/admin/dashboard";
import { orderSearchInput } from "../../core/admin/order-filters";
import { calendarDay } from "../../core/orders/order-date";
import { asOperator, consoleDoor, signedInOperator } from "../support/admin-operator";
import { startCheckoutHarness, type CheckoutHarness } from "../support/checkout-harness";
import { pageText } from "../support/page-text";
import { storedOrder } from "../support/stored-order";

/**
 * The console's one clock (decision 052): the dashboard's day, the order search's day and the audit
 * log's day are the same 24 hours of the shop's time zone, Jakarta's until an admin picks another.
 * Two orders half an hour either side of a Jakarta midnight: 23:30 WIB is the day before's, 00:30 WIB
 * the day's, though both are one UTC date.
 */
describe("the console's one clock", () => {
  let shop: CheckoutHarness;
  let door: ReturnType<typeof consoleDoor>;
  let admin: { cookie: string; userId: string };
  /** Yesterday and the day before on Jakarta's clock: whole days, so both orders are in the past. */
  let day: string;
  let dayBefore: string;
  let late: { id: string; number: string };
  let early: { id: string; number: string };

  beforeAll(async () => {
    shop = await startCheckoutHarness({ pages: true, delivery: { supplierDelayMs: 0 } });
    door = consoleDoor(shop);
    admin = await signedInOperator(shop, "Clock Admin", "admin");
    day = daysBefore(calendarDay(new Date(), "Asia/Jakarta"), 1);
    dayBefore = daysBefore(day, 1);
    const midnight = dayStartIn(day, "Asia/Jakarta")!.getTime();
    const db = shop.database.db;
    late = await storedOrder(db, { createdAt: new Date(midnight - 30 * 60_000) });
    early = await storedOrder(db, { createdAt: new Date(midnight + 30 * 60_000) });
    for (const [order, at] of [
      [late, midnight - 30 * 60_000],
      [early, midnight + 30 * 60_000],
    ] as const)
      await db.insert(auditLog).values({
        operatorId: admin.userId,
        action: "order.clockTest",
        subject: `order:${order.id}`,
        createdAt: new Date(at),
      });
  }, 60_000);
  afterAll(() => shop?.close());

  /** What the dashboard, the order search and the audit search count for `days`, on the shop's clock now. */
  async function counted(days: string[]) {
    const { services } = shop;
    const zone = await services.shopTimeZone.current();
    const dashboard = await services.adminQueries.dashboard(new Date(), zone);
    const idr = dashboard.currencies.find((market) => market.currency === "IDR")!;
    const found = await Promise.all(
      days.map(async (one) => {
        const search = orderSearchInput({ from: one, to: one }, zone);
        if (!search.ok) throw new Error(one);
        const result = await services.adminQueries.searchOrders(search.input, "id");
        if (!result.ok) throw new Error(one);
        const audit = auditSearchInput({ from: one, to: one, action: "order.clockTest" }, zone);
        if (!audit.ok) throw new Error(one);
        return {
          day: one,
          dashboard: idr.days.find((row) => row.day === one)?.orders ?? 0,
          orders: result.page.rows.map((row) => row.number).sort(),
          audit: (await searchAudit(services.adminBuyers.audit, audit)).map((entry) => entry.subject).sort(),
        };
      }),
    );
    return { zone: idr.timeZone, found };
  }

  it("counts a day alike on the dashboard, in the order search and in the audit log, on Jakarta's clock", async () => {
    expect(await counted([dayBefore, day])).toEqual({
      zone: "Asia/Jakarta",
      found: [
        { day: dayBefore, dashboard: 1, orders: [late.number], audit: [`order:${late.id}`] },
        { day, dashboard: 1, orders: [early.number], audit: [`order:${early.id}`] },
      ],
    });
    // The orders page reads the same day and says which clock it reads.
    const page = await pageText(await door.read(`/admin/orders?from=${day}&to=${day}`, asOperator(admin)));
    expect(page).toContain(early.number);
    expect(page).not.toContain(late.number);
    expect(page).toContain("WIB (Asia/Jakarta)");
  });

  it("refuses a zone Intl does not know, and changes nothing", async () => {
    for (const timeZone of ["Mars/Olympus", "asia/jakarta", ""]) {
      const answer = await door.post("/admin/settings", { intent: "timeZone", timeZone }, asOperator(admin));
      expect(answer.status, timeZone).toBe(400);
      expect(await pageText(answer)).toContain("Zona waktu itu tidak dikenal.");
    }
    expect(await shop.services.shopTimeZone.current()).toBe("Asia/Jakarta");
    const support = await signedInOperator(shop, "Clock Support", "support");
    const refused = await door.post(
      "/admin/settings",
      { intent: "timeZone", timeZone: "Europe/Berlin" },
      asOperator(support),
    );
    expect(refused.status).toBe(403);
    expect(await shop.services.shopTimeZone.current()).toBe("Asia/Jakarta");
  });

  it("moves every count at once when an admin sets another zone, audited once, without a restart", async () => {
    const change = { intent: "timeZone", timeZone: "Europe/Berlin", reason: "ops moved to Berlin" };
    const saved = await door.post("/admin/settings", change, asOperator(admin));
    expect(saved.status).toBe(200);
    expect(await pageText(saved)).toContain("Zona waktu sudah disimpan.");
    const again = await door.post("/admin/settings", change, asOperator(admin));
    expect(await pageText(again)).toContain("Tidak ada yang berubah: toko sudah memakai zona itu.");
    const audited = await shop.database.db.select().from(auditLog).where(eq(auditLog.action, "settings.timeZone"));
    expect(audited).toEqual([
      expect.objectContaining({
        operatorId: admin.userId,
        subject: "setting:shop.timeZone",
        before: { timeZone: "Asia/Jakarta", source: "default" },
        after: { timeZone: "Europe/Berlin", source: "set" },
        reason: "ops moved to Berlin",
      }),
    ]);
    // 23:30 and 00:30 WIB are 17:30 and 18:30 in Berlin (GMT+1 in winter): both the day before's there.
    expect(await counted([dayBefore, day])).toEqual({
      zone: "Europe/Berlin",
      found: [
        {
          day: dayBefore,
          dashboard: 2,
          orders: [late.number, early.number].sort(),
          audit: [`order:${late.id}`, `order:${early.id}`].sort(),
        },
        { day, dashboard: 0, orders: [], audit: [] },
      ],
    });
    const page = await pageText(await door.read(`/admin/orders?from=${dayBefore}&to=${dayBefore}`, asOperator(admin)));
    expect(page).toContain(early.number);
    expect(page).toContain(late.number);
    expect(page).toContain("(Europe/Berlin)");
  });
});
