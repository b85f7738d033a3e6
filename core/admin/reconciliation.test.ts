import { describe, expect, it } from "vitest";
import type { Operator } from "./operators";
import {
  createReconciliation,
  reconcile,
  RECONCILIATION_MAX_BYTES,
  type ReconciliationStore,
  type SettlementRow,
  type ShopPayment,
} from "./reconciliation";

const at = (iso: string) => new Date(iso);
const fileRow = (
  paymentId: string,
  amountIdr: number,
  status: SettlementRow["status"],
  time: string,
): SettlementRow => ({
  line: 2,
  paymentId,
  transactionId: `tx-${paymentId}`,
  amountIdr,
  status,
  at: at(time),
  paymentType: "qris",
});
const payment = (id: string, amount: number, status: ShopPayment["status"], created: string): ShopPayment => ({
  id,
  orderId: `order-of-${id}`,
  amount,
  currency: "IDR",
  status,
  createdAt: at(created),
});

/** A day's file and the shop's payments, one pair or single of each kind. */
const FILE = [
  fileRow("AAAA0001-1", 150_000, "settlement", "2026-11-20T03:00:00Z"),
  fileRow("AAAA0002-1", 87_252, "capture", "2026-11-20T04:00:00Z"),
  fileRow("ZZZZ9999-1", 50_000, "settlement", "2026-11-20T05:00:00Z"),
  fileRow("AAAA0003-1", 25_000, "settlement", "2026-11-20T06:00:00Z"),
  fileRow("AAAA0004-1", 145_000, "settlement", "2026-11-20T07:00:00Z"),
  fileRow("AAAA0005-1", 60_000, "refund", "2026-11-20T08:00:00Z"),
  fileRow("AAAA0006-2", 10_000, "expire", "2026-11-20T09:00:00Z"),
  fileRow("AAAA0007-1", 30_000, "partial_refund", "2026-11-20T10:00:00Z"),
  fileRow("AAAA0009-1", 40_000, "settlement", "2026-11-20T11:00:00Z"),
];
const SHOP = [
  payment("AAAA0001-1", 150_000, "paid", "2026-11-20T02:59:00Z"),
  payment("AAAA0002-1", 87_252, "paid", "2026-11-20T03:59:00Z"),
  payment("AAAA0003-1", 25_000, "expired", "2026-11-20T05:59:00Z"),
  payment("AAAA0004-1", 150_000, "paid", "2026-11-20T06:59:00Z"),
  payment("AAAA0005-1", 60_000, "paid", "2026-11-20T07:59:00Z"),
  payment("AAAA0006-2", 10_000, "expired", "2026-11-20T08:59:00Z"),
  payment("AAAA0007-1", 30_000, "paid", "2026-11-20T09:59:00Z"),
  payment("AAAA0009-1", 40_000, "refunded", "2026-11-20T10:59:00Z"),
  // Paid within the period, absent from the file.
  payment("AAAA0008-1", 75_000, "paid", "2026-11-20T05:30:00Z"),
  // Pending: not expected in the file; paid after the file's last time: another file's.
  payment("AAAA0010-1", 99_000, "pending", "2026-11-20T05:40:00Z"),
  payment("AAAA0011-1", 99_000, "paid", "2026-11-20T11:30:00Z"),
];

describe("reconciling Midtrans's report with the shop's payments", () => {
  const result = reconcile(FILE, SHOP);
  const ids = (kind: keyof typeof result.totals) => result.totals[kind].rows.map((row) => row.paymentId);

  it("takes the file's first and last time as the period", () => {
    expect(result.period).toEqual({ from: at("2026-11-20T03:00:00Z"), to: at("2026-11-20T11:00:00Z") });
    expect(result.fileRows).toBe(9);
  });

  it("classifies each row of either side once, the first kind that fits", () => {
    expect(ids("matched")).toEqual(["AAAA0001-1", "AAAA0002-1", "AAAA0006-2", "AAAA0007-1"]);
    expect(ids("unknown")).toEqual(["ZZZZ9999-1"]);
    expect(ids("notPaid")).toEqual(["AAAA0003-1", "AAAA0009-1"]);
    expect(ids("missing")).toEqual(["AAAA0008-1"]);
    expect(ids("amount")).toEqual(["AAAA0004-1"]);
    expect(ids("status")).toEqual(["AAAA0005-1"]);
  });

  it("counts and sums each kind in whole rupiah, the shop's amount for what the file lacks", () => {
    const totals = Object.fromEntries(
      Object.entries(result.totals).map(([kind, total]) => [kind, [total.count, total.sumIdr]]),
    );
    expect(totals).toEqual({
      matched: [4, 150_000 + 87_252 + 10_000 + 30_000],
      unknown: [1, 50_000],
      notPaid: [2, 25_000 + 40_000],
      missing: [1, 75_000],
      amount: [1, 145_000],
      status: [1, 60_000],
    });
  });

  it("keeps both sides of a difference and the shop's order for its link", () => {
    expect(result.totals.amount.rows[0]).toMatchObject({
      orderId: "order-of-AAAA0004-1",
      fileAmountIdr: 145_000,
      fileStatus: "settlement",
      shopAmount: 150_000,
      shopStatus: "paid",
    });
    expect(result.totals.unknown.rows[0]).toMatchObject({ orderId: null, shopAmount: null, shopStatus: null });
    expect(result.totals.missing.rows[0]).toMatchObject({ fileAmountIdr: null, fileStatus: null, shopAmount: 75_000 });
  });

  it("holds a payment in another currency as an amount difference, never equal by number alone", () => {
    const usd = reconcile(
      [fileRow("AAAA0001-1", 549, "settlement", "2026-11-20T03:00:00Z")],
      [{ ...payment("AAAA0001-1", 549, "paid", "2026-11-20T02:00:00Z"), currency: "USD" }],
    );
    expect(usd.totals.amount.count).toBe(1);
    expect(usd.totals.matched.count).toBe(0);
  });
});

describe("the reconciliation's use case", () => {
  const operator = { userId: "op-1", role: "support" } as Operator;
  const setup = (read: Parameters<typeof createReconciliation>[0]["read"]) => {
    const audits: unknown[] = [];
    const asked: { ids: readonly string[]; period: { from: Date; to: Date } }[] = [];
    const store: ReconciliationStore = {
      midtransPayments: async (ids, period) => {
        asked.push({ ids, period });
        return SHOP;
      },
      audit: async (entry) => void audits.push(entry),
    };
    return { reconcileFile: createReconciliation({ read, store }), audits, asked };
  };

  it("asks the shop for the file's ids and period and audits who reconciled what", async () => {
    const { reconcileFile, audits, asked } = setup(() => ({ ok: true, rows: FILE }));
    const result = await reconcileFile(operator, new Uint8Array([1]), { requestId: "req-9" });
    expect(result.ok).toBe(true);
    expect(asked).toEqual([{ ids: FILE.map((row) => row.paymentId), period: { from: FILE[0]!.at, to: FILE[8]!.at } }]);
    expect(audits).toEqual([
      {
        operatorId: "op-1",
        action: "reconciliation.midtrans",
        subject: "reconciliation:midtrans",
        reason: null,
        requestId: "req-9",
        after: {
          from: "2026-11-20T03:00:00.000Z",
          to: "2026-11-20T11:00:00.000Z",
          rows: 9,
          counts: {
            matched: { count: 4, sumIdr: 277_252 },
            unknown: { count: 1, sumIdr: 50_000 },
            notPaid: { count: 2, sumIdr: 65_000 },
            missing: { count: 1, sumIdr: 75_000 },
            amount: { count: 1, sumIdr: 145_000 },
            status: { count: 1, sumIdr: 60_000 },
          },
        },
      },
    ]);
  });

  it("refuses a file over the limit before reading it, and a refused file reads and audits nothing", async () => {
    let read = 0;
    const { reconcileFile, audits, asked } = setup(() => {
      read += 1;
      return { ok: false, error: { code: "missingColumn", values: { column: "Order ID" } } };
    });
    expect(await reconcileFile(operator, new Uint8Array(RECONCILIATION_MAX_BYTES + 1))).toEqual({
      ok: false,
      error: { code: "tooLarge", values: { megabytes: 10 } },
    });
    expect(read).toBe(0);
    expect((await reconcileFile(operator, new Uint8Array([1]))).ok).toBe(false);
    expect([audits, asked]).toEqual([[], []]);
  });

  it("refuses a file without rows", async () => {
    const { reconcileFile } = setup(() => ({ ok: true, rows: [] }));
    expect(await reconcileFile(operator, new Uint8Array([1]))).toEqual({ ok: false, error: { code: "empty" } });
  });
});
