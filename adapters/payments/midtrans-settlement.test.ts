import { describe, expect, it } from "vitest";
import { RECONCILIATION_MAX_ROWS } from "../../core/admin/reconciliation";
import { readMidtransSettlement, reportTimeOf, rupiahOf } from "./midtrans-settlement";

const bytes = (text: string) => new TextEncoder().encode(text);
const BOM = "\uFEFF";

/**
 * A report as Midtrans's dashboard exports it, as far as its columns are known (decision 058): a BOM,
 * CRLF lines, every cell quoted, columns the shop does not read (the customer, fees), a customer's
 * name holding a comma and a quote, amounts with two decimals.
 */
const REPORT =
  BOM +
  [
    '"Transaction ID","Order ID","Customer Name","Payment Type","Gross Amount","Fee","Net Amount","Transaction Status","Transaction Time","Settlement Time"',
    '"9aed5972-5b6a-401e-894b-a32c91ed1a3a","K7M4Q2TX-1","Budi, ""the buyer""","qris","145000.00","1015.00","143985.00","settlement","2026-11-20 14:03:11","2026-11-20 14:03:20"',
    '"b2f1c9a0-0000-4000-8000-000000000002","K7M4Q2TX-2","Sari","gopay","150,000.00","3000.00","147000.00","Partial Refund","2026-11-20 15:00:00",""',
    '"c3e2d8b1-0000-4000-8000-000000000003","P9W2R7YB-1","Andi","bank_transfer","87252","0","87252","PENDING","2026-11-21 23:59:59",""',
  ].join("\r\n") +
  "\r\n";

describe("Midtrans's transaction report, read", () => {
  it("reads each row: order id, whole rupiah, status, Jakarta's time, transaction id and payment type", () => {
    expect(readMidtransSettlement(bytes(REPORT))).toEqual({
      ok: true,
      rows: [
        {
          line: 2,
          paymentId: "K7M4Q2TX-1",
          transactionId: "9aed5972-5b6a-401e-894b-a32c91ed1a3a",
          amountIdr: 145_000,
          status: "settlement",
          // The settlement time, not the transaction's: 14:03:20 WIB.
          at: new Date("2026-11-20T07:03:20Z"),
          paymentType: "qris",
        },
        {
          line: 3,
          paymentId: "K7M4Q2TX-2",
          transactionId: "b2f1c9a0-0000-4000-8000-000000000002",
          amountIdr: 150_000,
          status: "partial_refund",
          // No settlement time: the transaction's.
          at: new Date("2026-11-20T08:00:00Z"),
          paymentType: "gopay",
        },
        {
          line: 4,
          paymentId: "P9W2R7YB-1",
          transactionId: "c3e2d8b1-0000-4000-8000-000000000003",
          amountIdr: 87_252,
          status: "pending",
          at: new Date("2026-11-21T16:59:59Z"),
          paymentType: "bank_transfer",
        },
      ],
    });
  });

  it("finds columns by name in any case and order, with underscores, and a file saved with semicolons", () => {
    const file = "status;GROSS_AMOUNT;order_id;transaction_time\nsettlement;50000.00;A-1;2026-11-20T10:00:00+07:00\n";
    const read = readMidtransSettlement(bytes(file));
    expect(read).toMatchObject({ ok: true, rows: [{ paymentId: "A-1", amountIdr: 50_000, status: "settlement" }] });
    expect(read.ok && read.rows[0]!.at).toEqual(new Date("2026-11-20T03:00:00Z"));
  });

  it("refuses a file without a column it needs, naming the column", () => {
    const noAmount = '"Order ID","Transaction Status","Settlement Time"\n"A-1","settlement","2026-11-20 10:00:00"\n';
    expect(readMidtransSettlement(bytes(noAmount))).toEqual({
      ok: false,
      error: { code: "missingColumn", values: { column: "Gross Amount" } },
    });
    const noTime = "Order ID,Gross Amount,Status\nA-1,100,settlement\n";
    expect(readMidtransSettlement(bytes(noTime))).toEqual({
      ok: false,
      error: { code: "missingColumn", values: { column: "Settlement Time" } },
    });
  });

  it("lists every bad line with what is wrong, and reads nothing of such a file", () => {
    const file = [
      "Order ID,Gross Amount,Transaction Status,Settlement Time",
      "A-1,100.00,settlement,2026-11-20 10:00:00",
      "A 2,100.00,settlement,2026-11-20 10:00:00",
      "A-3,100.50,settlement,2026-11-20 10:00:00",
      "A-4,1e5,settlement,2026-11-20 10:00:00",
      "A-5,100.00,paid,2026-11-20 10:00:00",
      "A-6,100.00,settlement,2026-11-31 10:00:00",
      "A-1,100.00,refund,2026-11-21 10:00:00",
      '"A-8",,settlement,20/11/2026 10:00',
    ].join("\n");
    expect(readMidtransSettlement(bytes(file))).toEqual({
      ok: false,
      error: {
        code: "badLines",
        values: {
          count: 7,
          errors: [
            { line: 3, problem: "orderId" },
            { line: 4, problem: "amount" },
            { line: 5, problem: "amount" },
            { line: 6, problem: "status" },
            { line: 7, problem: "time" },
            { line: 8, problem: "duplicate" },
            { line: 9, problem: "amount" },
          ],
        },
      },
    });
  });

  it("refuses a file that is no CSV, an empty one and one of too many rows", () => {
    expect(readMidtransSettlement(bytes('Order ID,Gross Amount\n"A-1,100\n'))).toEqual({
      ok: false,
      error: { code: "unreadable", values: { line: 2 } },
    });
    expect(readMidtransSettlement(bytes(BOM))).toEqual({ ok: false, error: { code: "empty" } });
    const many =
      "Order ID,Gross Amount,Transaction Status,Settlement Time\n" +
      "A-1,1,settlement,2026-11-20 10:00:00\n".repeat(RECONCILIATION_MAX_ROWS + 1);
    expect(readMidtransSettlement(bytes(many))).toEqual({
      ok: false,
      error: { code: "tooManyRows", values: { rows: RECONCILIATION_MAX_ROWS } },
    });
  });

  it("reads amounts as digits, never through a float", () => {
    expect(rupiahOf("145000.00")).toBe(145_000);
    expect(rupiahOf("1,250,000")).toBe(1_250_000);
    expect(rupiahOf("999999999999999.00")).toBe(999_999_999_999_999);
    expect([
      rupiahOf("0.10"),
      rupiahOf("12,34"),
      rupiahOf("-5000"),
      rupiahOf(""),
      rupiahOf("1234567890123456"),
    ]).toEqual([undefined, undefined, undefined, undefined, undefined]);
  });

  it("reads a time without a zone on Jakarta's clock, and refuses a day that does not exist", () => {
    expect(reportTimeOf("2026-11-20 00:30")).toEqual(new Date("2026-11-19T17:30:00Z"));
    expect(reportTimeOf("2026-11-20 00:30:00Z")).toEqual(new Date("2026-11-20T00:30:00Z"));
    expect(reportTimeOf("2026-02-29 10:00:00")).toBeUndefined();
  });
});
