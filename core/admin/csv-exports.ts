import type { Money } from "../money";
import { decimalText } from "../money";
import type { MarketCode } from "../locales";
import type { PaymentStatus } from "../payments/payments-port";
import type { RefundKind, RefundMethod, RefundStatus } from "../orders/refunds";
import type { AuditLog } from "../records/audit";
import { calendarDay } from "../orders/order-date";
import { orderSearchInput, type OrderFilterParams } from "./order-filters";
import { orderSearchQuery, type OrderSearchRefusal, type OrderSearchRow, type OrderSearchStore } from "./order-search";
import type { Permission } from "./permissions";

/**
 * The console's CSV exports: orders (the order search's filters), refunds, payment attempts and
 * ledger postings, newest first, read in keyset batches and handed to the encoder one record at a
 * time, so an export of any size holds one batch in memory (decision 048).
 */
export const EXPORT_KINDS = ["orders", "refunds", "payments", "ledger"] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

/** Orders, their payments and refunds are support's daily work; the ledger is the books, the admin's. */
export const EXPORT_PERMISSION: Record<ExportKind, Permission> = {
  orders: "orders",
  refunds: "orders",
  payments: "orders",
  ledger: "audit",
};

export const isExportKind = (value: string | undefined): value is ExportKind =>
  (EXPORT_KINDS as readonly string[]).includes(value ?? "");

/** Rows read per query: large enough that the round trips cost little, small enough to stay flat. */
export const EXPORT_BATCH = 1000;

/** Created at or after `from`, before `to`. */
export interface ExportPeriod {
  from?: Date;
  to?: Date;
}

export interface RefundExportRow {
  id: string;
  orderNumber: string;
  kind: RefundKind;
  method: RefundMethod;
  amount: Money;
  status: RefundStatus;
  reason: string;
  requestedBy: string;
  createdAt: Date;
  completedAt: Date | null;
}

export interface PaymentExportRow {
  id: string;
  orderNumber: string;
  attempt: number;
  provider: string;
  method: string;
  amount: Money;
  status: PaymentStatus;
  providerStatus: string | null;
  providerTransactionId: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface LedgerExportRow {
  id: number;
  reference: string;
  transactionKind: string;
  /** "shop", or the buyer's user id. */
  owner: string;
  accountKind: string;
  amount: Money;
  createdAt: Date;
}

/**
 * Port: the tables the exports read (adapters/db/admin/csv-exports.ts), each newest first, the rows
 * strictly after `after` (the last row of the previous batch), `limit` at most.
 */
export interface ExportStore {
  refunds(period: ExportPeriod, after: RefundExportRow | undefined, limit: number): Promise<RefundExportRow[]>;
  payments(period: ExportPeriod, after: PaymentExportRow | undefined, limit: number): Promise<PaymentExportRow[]>;
  ledger(period: ExportPeriod, after: LedgerExportRow | undefined, limit: number): Promise<LedgerExportRow[]>;
}

/**
 * Port: CSV text from a header and records, as a byte stream that reads the records only as fast as
 * its reader takes bytes, and stops reading them when cancelled (adapters/csv/csv-stream.ts).
 */
export type CsvEncoder = (
  header: readonly string[],
  records: AsyncIterable<readonly string[]>,
) => ReadableStream<Uint8Array>;

/** A plain number, which a spreadsheet reads as a number whatever its sign. */
const PLAIN_NUMBER = /^[-+]?\d+(\.\d+)?$/;
/**
 * What spreadsheets read as the start of a formula (OWASP's CSV injection advice): = + - @, tab and
 * CR, and the full-width = + - @ that Apple Numbers folds into them.
 */
const FORMULA_START = /^[=+\-@\t\r\uff1d\uff0b\uff0d\uff20]/;

/**
 * A cell's text, safe to open in a spreadsheet: text a buyer or a provider wrote that would start a
 * formula is prefixed with a quote, which spreadsheets show as text; a plain number is left alone,
 * so a ledger's "-12.05" stays a number (csv-stringify's `escape_formulas` would prefix it, being
 * text: decision 048).
 */
export function safeCell(value: string): string {
  return FORMULA_START.test(value) && !PLAIN_NUMBER.test(value) ? `'${value}` : value;
}

const time = (value: Date | null) => (value ? value.toISOString() : "");
const amount = (value: Money) => decimalText(value);

/**
 * Times are ISO 8601 in UTC, and each record says so in its own column: the shop's time zone is a
 * setting still to come, and a file read later must not be taken for local time.
 */
const TIME_ZONE = "UTC";

interface Sheet<R> {
  header: readonly string[];
  record(row: R): (string | number)[];
}

const ORDER_SHEET: Sheet<OrderSearchRow> = {
  header: [
    "number",
    "status",
    "game",
    "product_sku",
    "product",
    "game_account",
    "nickname",
    "email",
    "phone",
    "total",
    "currency",
    "created_at",
    "paid_at",
    "time_zone",
  ],
  record: (row) => [
    row.number,
    row.status,
    row.gameSlug,
    row.productSku,
    row.productTitle,
    row.accountLabel,
    row.nickname ?? "",
    row.contactEmail ?? "",
    row.contactPhone ?? "",
    amount(row.total),
    row.total.currency,
    time(row.createdAt),
    time(row.paidAt),
    TIME_ZONE,
  ],
};

const REFUND_SHEET: Sheet<RefundExportRow> = {
  header: [
    "refund",
    "order_number",
    "kind",
    "method",
    "amount",
    "currency",
    "status",
    "reason",
    "requested_by",
    "created_at",
    "completed_at",
    "time_zone",
  ],
  record: (row) => [
    row.id,
    row.orderNumber,
    row.kind,
    row.method,
    amount(row.amount),
    row.amount.currency,
    row.status,
    row.reason,
    row.requestedBy,
    time(row.createdAt),
    time(row.completedAt),
    TIME_ZONE,
  ],
};

const PAYMENT_SHEET: Sheet<PaymentExportRow> = {
  header: [
    "payment",
    "order_number",
    "attempt",
    "provider",
    "method",
    "amount",
    "currency",
    "status",
    "provider_status",
    "provider_transaction",
    "created_at",
    "updated_at",
    "time_zone",
  ],
  record: (row) => [
    row.id,
    row.orderNumber,
    row.attempt,
    row.provider,
    row.method,
    amount(row.amount),
    row.amount.currency,
    row.status,
    row.providerStatus ?? "",
    row.providerTransactionId ?? "",
    time(row.createdAt),
    time(row.updatedAt),
    TIME_ZONE,
  ],
};

const LEDGER_SHEET: Sheet<LedgerExportRow> = {
  header: [
    "posting",
    "reference",
    "transaction_kind",
    "owner",
    "account",
    "amount",
    "currency",
    "created_at",
    "time_zone",
  ],
  record: (row) => [
    row.id,
    row.reference,
    row.transactionKind,
    row.owner,
    row.accountKind,
    amount(row.amount),
    row.amount.currency,
    time(row.createdAt),
    TIME_ZONE,
  ],
};

/** Every row `read` gives, batch after batch, each batch after the last row of the one before. */
async function* keysetRows<R>(read: (after: R | undefined, limit: number) => Promise<R[]>): AsyncGenerator<R> {
  let after: R | undefined;
  for (;;) {
    const batch = await read(after, EXPORT_BATCH);
    yield* batch;
    if (batch.length < EXPORT_BATCH) return;
    after = batch.at(-1);
  }
}

async function* records<R>(rows: AsyncIterable<R>, sheet: Sheet<R>): AsyncGenerator<string[]> {
  for await (const row of rows) yield sheet.record(row).map((cell) => safeCell(String(cell)));
}

export interface ExportRequest {
  kind: ExportKind;
  /** The order search's filters as the page's address carries them; the other exports read only from and to. */
  filters: OrderFilterParams;
  /** The console's market: a phone number typed the local way is read in it. */
  market: MarketCode;
  operatorId: string;
  requestId?: string | null;
  now: Date;
  /** The shop's time zone (decision 052): the filters' days and the file name's date are its. */
  timeZone: string;
}

export type ExportResult = { ok: true; filename: string; body: ReadableStream<Uint8Array> } | OrderSearchRefusal;

export function createCsvExports(deps: {
  search: OrderSearchStore;
  store: ExportStore;
  audit: Pick<AuditLog, "append">;
  encode: CsvEncoder;
}) {
  return async function exportCsv(request: ExportRequest): Promise<ExportResult> {
    // The export is every page of what the search shows, oldest last: a page's cursor or sort does not change it.
    const parsed = orderSearchInput({ ...request.filters, cursor: undefined, sort: undefined }, request.timeZone);
    if (!parsed.ok) return parsed;
    const { from, to } = parsed.input;
    const period: ExportPeriod = { from, to };
    let open: () => ReadableStream<Uint8Array>;
    if (request.kind === "orders") {
      const query = orderSearchQuery(parsed.input, request.market);
      if (!query.ok) return query;
      const rows = () =>
        keysetRows<OrderSearchRow>((after, limit) =>
          deps.search.search({
            ...query.query,
            after: after && { createdAt: after.createdAt, id: after.id },
            limit,
          }),
        );
      open = () => deps.encode(ORDER_SHEET.header, records(rows(), ORDER_SHEET));
    } else if (request.kind === "refunds") {
      const rows = () => keysetRows<RefundExportRow>((after, limit) => deps.store.refunds(period, after, limit));
      open = () => deps.encode(REFUND_SHEET.header, records(rows(), REFUND_SHEET));
    } else if (request.kind === "payments") {
      const rows = () => keysetRows<PaymentExportRow>((after, limit) => deps.store.payments(period, after, limit));
      open = () => deps.encode(PAYMENT_SHEET.header, records(rows(), PAYMENT_SHEET));
    } else {
      const rows = () => keysetRows<LedgerExportRow>((after, limit) => deps.store.ledger(period, after, limit));
      open = () => deps.encode(LEDGER_SHEET.header, records(rows(), LEDGER_SHEET));
    }
    // Who took which data out, with the filters that chose it: written before a row is read.
    const filters = Object.fromEntries(
      Object.entries(request.filters).filter((entry) => entry[0] !== "cursor" && entry[1]?.trim()),
    );
    await deps.audit.append({
      operatorId: request.operatorId,
      action: "export.csv",
      subject: `export:${request.kind}`,
      after: { kind: request.kind, filters },
      requestId: request.requestId ?? null,
    });
    return {
      ok: true,
      filename: `kupi-${request.kind}-${calendarDay(request.now, request.timeZone)}.csv`,
      body: open(),
    };
  };
}

export type CsvExports = ReturnType<typeof createCsvExports>;
