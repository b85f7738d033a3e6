import { parse } from "csv-parse/sync";
import { failure } from "../../core/failure";
import {
  RECONCILIATION_MAX_LINE_ERRORS,
  RECONCILIATION_MAX_ROWS,
  SETTLEMENT_STATUSES,
  type SettlementColumn,
  type SettlementLineError,
  type SettlementReader,
  type SettlementRow,
  type SettlementStatus,
} from "../../core/admin/reconciliation";

/**
 * Midtrans's transaction report as its dashboard exports it (CSV). No published description of its
 * columns was found (decision 058), so columns are found by their header's name, in any case and
 * order, with spaces or underscores: Order ID, Gross Amount, Transaction Status (or Status), Settlement
 * Time (or Transaction Time); Transaction ID and Payment Type when present. Other columns (fees, net
 * amounts, the customer) are left alone.
 */

const header = (text: string) =>
  text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, " ");

/** The names each field's column goes by, as `header` writes them; the first found is read. */
const COLUMNS = {
  paymentId: ["order id"],
  amount: ["gross amount"],
  status: ["transaction status", "status"],
  settledAt: ["settlement time"],
  createdAt: ["transaction time"],
  transactionId: ["transaction id"],
  paymentType: ["payment type"],
} as const;

/** Midtrans's order_id: up to 50 letters, digits, "-", "_", "~" and ".". */
const ORDER_ID = /^[A-Za-z0-9\-_~.]{1,50}$/;

/**
 * Whole rupiah from the report's text: "145000.00", "145000" or "145,000.00"; a fraction other than
 * zero (rupiah has no smaller unit) or anything else is no amount. Read as digits, never as a float.
 */
export function rupiahOf(text: string): number | undefined {
  const match = /^(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?$/.exec(text.trim());
  if (!match || /[1-9]/.test(match[2] ?? "")) return undefined;
  const digits = match[1]!.replace(/,/g, "");
  return digits.length <= 15 ? Number(digits) : undefined;
}

/**
 * A report time: "2026-11-20 14:03:11" (or without seconds, or with a "T") is Jakarta's clock, as
 * Midtrans writes its times (GMT+7, which keeps no summer time); one with "Z" or an offset is that.
 */
export function reportTimeOf(text: string): Date | undefined {
  const match = /^(\d{4})-(\d\d)-(\d\d)[ T](\d\d):(\d\d)(?::(\d\d))?(Z|[+-]\d\d:?\d\d)?$/.exec(text.trim());
  if (!match) return undefined;
  const [, year, month, day, hour, minute, second = "00", zone = "+07:00"] = match;
  const wall = `${year}-${month}-${day}T${hour}:${minute}:${second}`;
  const at = new Date(`${wall}${zone === "Z" ? "Z" : zone.replace(/^([+-]\d\d)(\d\d)$/, "$1:$2")}`);
  // A date that does not exist (the 31st of November) is rolled over by Date; such a time is refused.
  const real = new Date(`${wall}Z`);
  if (Number.isNaN(at.getTime()) || real.toISOString().slice(0, 19) !== wall) return undefined;
  return at;
}

const statusOf = (text: string): SettlementStatus | undefined => {
  const word = text
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, "_");
  return (SETTLEMENT_STATUSES as readonly string[]).includes(word) ? (word as SettlementStatus) : undefined;
};

/** A spreadsheet saved in a locale whose decimal mark is a comma separates cells with ";". */
function delimiterOf(bytes: Uint8Array): string {
  const start = new TextDecoder().decode(bytes.subarray(0, 4096)).split(/\r?\n/)[0] ?? "";
  return start.includes(";") && !start.includes(",") ? ";" : ",";
}

/** Reads Midtrans's report: its rows, or why the file is refused as a whole (never a throw). */
export const readMidtransSettlement: SettlementReader = (bytes) => {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength), {
      bom: true,
      delimiter: delimiterOf(bytes),
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      skip_records_with_empty_values: true,
    }) as unknown as typeof records;
  } catch (error) {
    // csv-parse's errors carry a CSV_ code and the line; `instanceof` would depend on which build loaded it.
    const { code, lines } = error as { code?: unknown; lines?: unknown };
    if (typeof code !== "string" || !code.startsWith("CSV_")) throw error;
    return failure("unreadable", { line: typeof lines === "number" ? lines : 1 });
  }
  const [head, ...body] = records;
  if (!head) return failure("empty");
  if (body.length > RECONCILIATION_MAX_ROWS) return failure("tooManyRows", { rows: RECONCILIATION_MAX_ROWS });
  const names = head.record.map(header);
  const at = (field: keyof typeof COLUMNS) => {
    const index = COLUMNS[field].map((name) => names.indexOf(name)).find((found) => found >= 0);
    return index === undefined ? -1 : index;
  };
  const column = {
    paymentId: at("paymentId"),
    amount: at("amount"),
    status: at("status"),
    settledAt: at("settledAt"),
    createdAt: at("createdAt"),
    transactionId: at("transactionId"),
    paymentType: at("paymentType"),
  };
  const required: [number, SettlementColumn][] = [
    [column.paymentId, "Order ID"],
    [column.amount, "Gross Amount"],
    [column.status, "Transaction Status"],
    [Math.max(column.settledAt, column.createdAt), "Settlement Time"],
  ];
  const absent = required.find(([index]) => index < 0);
  if (absent) return failure("missingColumn", { column: absent[1] });

  const rows: SettlementRow[] = [];
  const errors: SettlementLineError[] = [];
  const seen = new Set<string>();
  for (const { record, info } of body) {
    const cell = (index: number) => (index < 0 ? "" : (record[index] ?? "").trim());
    const line = info.lines;
    const paymentId = cell(column.paymentId);
    const amountIdr = rupiahOf(cell(column.amount));
    const status = statusOf(cell(column.status));
    const time = reportTimeOf(cell(column.settledAt) || cell(column.createdAt));
    const duplicate = seen.has(paymentId);
    seen.add(paymentId);
    if (!ORDER_ID.test(paymentId)) errors.push({ line, problem: "orderId" });
    else if (duplicate) errors.push({ line, problem: "duplicate" });
    else if (amountIdr === undefined) errors.push({ line, problem: "amount" });
    else if (status === undefined) errors.push({ line, problem: "status" });
    else if (time === undefined) errors.push({ line, problem: "time" });
    else
      rows.push({
        line,
        paymentId,
        transactionId: cell(column.transactionId) || null,
        amountIdr,
        status,
        at: time,
        paymentType: cell(column.paymentType) || null,
      });
  }
  if (errors.length)
    return failure("badLines", { errors: errors.slice(0, RECONCILIATION_MAX_LINE_ERRORS), count: errors.length });
  return { ok: true, rows };
};
