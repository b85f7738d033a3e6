import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createAttentionQueue } from "../../../core/admin/attention-queue";
import { storedOrder } from "../../../tests/support/stored-order";
import { createTestDatabase, type TestDatabase } from "../../../tests/support/test-database";
import { createAttentionStore } from "./attention-queue";

const NOW = new Date("2026-11-23T12:00:00Z");
const at = (iso: string) => new Date(iso);
const DAY = 86_400_000;

/** What needs a person, oldest first: each kind with the order and since when, and nothing that does not. */
describe("the operator's attention queue", () => {
  let database: TestDatabase;
  const numbers: Record<string, string> = {};

  beforeAll(async () => {
    database = await createTestDatabase();
    const db = database.db;
    const paid = (paidAt: Date): [Parameters<typeof storedOrder>[1]["events"], Date] => [
      [
        ["awaiting_payment", new Date(paidAt.getTime() - 60_000)],
        ["in_progress", paidAt],
      ],
      paidAt,
    ];
    const inProgress = async (name: string, game: "free-fire" | "mobile-legends", paidAt: Date) => {
      const [events] = paid(paidAt);
      numbers[name] = (
        await storedOrder(db, {
          game,
          createdAt: new Date(paidAt.getTime() - 60_000),
          paidAt,
          events,
          delivery: "pending",
        })
      ).number;
    };
    // Free Fire promises 30 minutes, Mobile Legends an hour (their catalog definitions).
    await inProgress("lateFreeFire", "free-fire", at("2026-11-23T11:00:00Z"));
    await inProgress("onTimeLegends", "mobile-legends", at("2026-11-23T11:10:00Z"));
    await inProgress("lateLegends", "mobile-legends", at("2026-11-23T10:00:00Z"));
    // Open at the supplier for 85 days (inside the last 10 before Digiflazz's 90) and for 79 days (not yet).
    await inProgress("eightyFiveDays", "mobile-legends", new Date(NOW.getTime() - 85 * DAY));
    await inProgress("seventyNineDays", "mobile-legends", new Date(NOW.getTime() - 79 * DAY));
    const failedAt = (time: string): Parameters<typeof storedOrder>[1]["events"] => [
      ["awaiting_payment", at("2026-11-23T06:00:00Z")],
      ["in_progress", at("2026-11-23T06:01:00Z")],
      ["delivery_failed", at(time), "supplier: number blocked"],
    ];
    const base = { createdAt: at("2026-11-23T06:00:00Z"), paidAt: at("2026-11-23T06:01:00Z") };
    numbers.failed = (
      await storedOrder(db, { ...base, events: failedAt("2026-11-23T09:00:00Z"), delivery: "failed" })
    ).number;
    numbers.refusedRefund = (
      await storedOrder(db, {
        ...base,
        events: failedAt("2026-11-23T07:30:00Z"),
        delivery: "failed",
        refund: { kind: "order", status: "refused", amount: 20_000, at: at("2026-11-23T08:00:00Z") },
      })
    ).number;
    // Refunded: canceled, its claim done: nothing left to do.
    await storedOrder(db, {
      ...base,
      events: [...failedAt("2026-11-23T07:00:00Z")!, ["canceled", at("2026-11-23T07:05:00Z")]],
      refund: { kind: "order", status: "done", amount: 20_000, at: at("2026-11-23T07:05:00Z") },
    });
    // Money that came for a canceled order: its return still pending; another already returned.
    const canceled: Parameters<typeof storedOrder>[1]["events"] = [
      ["awaiting_payment", at("2026-11-23T05:00:00Z")],
      ["canceled", at("2026-11-23T06:00:00Z"), "expired"],
    ];
    numbers.surplus = (
      await storedOrder(db, {
        createdAt: at("2026-11-23T05:00:00Z"),
        events: canceled,
        refund: { kind: "surplus", status: "pending", amount: 35_000, at: at("2026-11-23T07:00:00Z") },
      })
    ).number;
    await storedOrder(db, {
      createdAt: at("2026-11-23T05:00:00Z"),
      events: canceled,
      refund: { kind: "surplus", status: "done", amount: 35_000, at: at("2026-11-23T07:00:00Z") },
    });
    // Delivered: not in the queue.
    await storedOrder(db, {
      ...base,
      events: [...failedAt("2026-11-23T07:00:00Z")!.slice(0, 2), ["complete", at("2026-11-23T06:03:00Z")]],
      delivery: "delivered",
    });
  }, 60_000);
  afterAll(() => database.drop());

  it("lists each kind with its order and since when, oldest first", async () => {
    const items = await createAttentionQueue(createAttentionStore(database.db))(NOW);
    expect(items.map((item) => [item.kind, item.order.number, item.since.toISOString()])).toEqual([
      ["statusCheckDeadline", numbers.eightyFiveDays, "2026-08-30T12:00:00.000Z"],
      ["late", numbers.eightyFiveDays, "2026-08-30T13:00:00.000Z"],
      ["late", numbers.seventyNineDays, "2026-09-05T13:00:00.000Z"],
      ["surplus", numbers.surplus, "2026-11-23T07:00:00.000Z"],
      ["refundRefused", numbers.refusedRefund, "2026-11-23T08:00:00.000Z"],
      ["deliveryFailed", numbers.failed, "2026-11-23T09:00:00.000Z"],
      ["late", numbers.lateLegends, "2026-11-23T11:00:00.000Z"],
      ["late", numbers.lateFreeFire, "2026-11-23T11:30:00.000Z"],
    ]);
    expect(items[0]).toMatchObject({ deadline: new Date("2026-11-28T12:00:00Z") });
    expect(items.find((item) => item.order.number === numbers.lateFreeFire)).toMatchObject({ promiseMinutes: 30 });
    expect(items.find((item) => item.order.number === numbers.lateLegends)).toMatchObject({ promiseMinutes: 60 });
    expect(items.find((item) => item.kind === "surplus")).toMatchObject({
      amount: { amount: 35_000, currency: "IDR" },
      status: "pending",
    });
    expect(items.find((item) => item.kind === "refundRefused")).toMatchObject({ lastError: "provider refused" });
    expect(items.find((item) => item.kind === "deliveryFailed")).toMatchObject({ reason: "supplier: number blocked" });
  });
});
