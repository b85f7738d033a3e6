import { failure, type Failure } from "../failure";
import type { Currency } from "../money";
import type { PaymentStatus } from "../payments/payments-port";
import type { AuditDraft } from "./catalog-admin-store";
import type { RequestContext } from "./catalog-admin";
import type { Operator } from "./operators";

/**
 * Reconciliation with Midtrans's transaction report (decision 058): the operator uploads the file the
 * provider's portal exports, the shop matches its rows with the Midtrans payment attempts it keeps and
 * lists what differs. Nothing is changed or stored but an audit entry of who reconciled which period.
 */

/** The largest file taken: a month of a busy shop's report is a few megabytes. */
export const RECONCILIATION_MAX_BYTES = 10 * 1024 * 1024;
/** The most rows taken: far above a month's payments, few enough to match in one request. */
export const RECONCILIATION_MAX_ROWS = 50_000;
/** The bad lines a refused file names: enough to see the pattern, few enough to read. */
export const RECONCILIATION_MAX_LINE_ERRORS = 50;
/** The rows of each kind a result lists; its count and sum cover them all. */
export const RECONCILIATION_LISTED_PER_KIND = 200;

/** A row of the provider's file, read: the order id the shop sent, the amount in whole rupiah. */
export interface SettlementRow {
  /** The file's line the row starts on (the header is line 1). */
  line: number;
  /** The order_id the shop sent Midtrans: a payment attempt's id ("K7M4Q2TX-1"). */
  paymentId: string;
  transactionId: string | null;
  amountIdr: number;
  /** The provider's status word, lower case with underscores ("settlement", "partial_refund"). */
  status: SettlementStatus;
  /** The row's settlement time, or its transaction time when it has none. */
  at: Date;
  paymentType: string | null;
}

/** Midtrans's transaction statuses (its documented `transaction_status` values). */
export const SETTLEMENT_STATUSES = [
  "capture",
  "settlement",
  "pending",
  "authorize",
  "deny",
  "cancel",
  "expire",
  "failure",
  "refund",
  "partial_refund",
  "chargeback",
  "partial_chargeback",
] as const;
export type SettlementStatus = (typeof SETTLEMENT_STATUSES)[number];

/** What a status means for the money: taken, given back, not yet decided, or never taken. */
type MoneyState = "taken" | "returned" | "open" | "none";

const FILE_STATE: Record<SettlementStatus, MoneyState> = {
  capture: "taken",
  settlement: "taken",
  pending: "open",
  authorize: "open",
  deny: "none",
  cancel: "none",
  expire: "none",
  failure: "none",
  refund: "returned",
  partial_refund: "returned",
  chargeback: "returned",
  partial_chargeback: "returned",
};

const SHOP_STATE: Record<PaymentStatus, MoneyState> = {
  paid: "taken",
  refunded: "returned",
  pending: "open",
  failed: "none",
  expired: "none",
  canceled: "none",
};

/** A column the file lacks, named as the operator will look for it in the header. */
export type SettlementColumn = "Order ID" | "Gross Amount" | "Transaction Status" | "Settlement Time";

/** What is wrong with one cell of a line. */
export type SettlementLineProblem = "orderId" | "amount" | "status" | "time" | "duplicate";
export interface SettlementLineError {
  line: number;
  problem: SettlementLineProblem;
}

/** Why a file is refused as a whole; nothing is matched then. */
export type SettlementRefusal =
  | Failure<"tooLarge", { megabytes: number }>
  | Failure<"tooManyRows", { rows: number }>
  | Failure<"empty">
  | Failure<"unreadable", { line: number }>
  | Failure<"missingColumn", { column: SettlementColumn }>
  | Failure<"badLines", { errors: SettlementLineError[]; count: number }>;

/** Port: the provider's file format (adapters/payments/midtrans-settlement.ts). */
export type SettlementReader = (bytes: Uint8Array) => { ok: true; rows: SettlementRow[] } | SettlementRefusal;

/** A Midtrans payment attempt as the shop keeps it. */
export interface ShopPayment {
  /** The order_id sent to Midtrans. */
  id: string;
  orderId: string;
  amount: number;
  currency: Currency;
  status: PaymentStatus;
  createdAt: Date;
}

/**
 * `unknown`: in the file, no such payment in the shop; `notPaid`: money taken in the file, the shop's
 * payment not paid (pending, failed, or refunded); `missing`: paid (or refunded) in the shop within the
 * file's period, absent from the file; `amount`: the amounts differ; `status`: the rest of the
 * disagreements (a refund in one, a settlement in the other). A row is of one kind, the first that fits.
 */
export const DIFFERENCE_KINDS = ["unknown", "notPaid", "missing", "amount", "status"] as const;
export type DifferenceKind = (typeof DIFFERENCE_KINDS)[number];
export type RowKind = "matched" | DifferenceKind;

export interface ReconciledRow {
  kind: RowKind;
  paymentId: string;
  /** The shop's order, for its console page; null when the shop has no such payment. */
  orderId: string | null;
  fileAmountIdr: number | null;
  fileStatus: SettlementStatus | null;
  shopAmount: number | null;
  shopCurrency: Currency | null;
  shopStatus: PaymentStatus | null;
  /** The file's time for the row, or the payment's creation when the file lacks it. */
  at: Date;
}

export interface KindTotal {
  count: number;
  /** Whole rupiah: the file's amounts, or the shop's for payments missing from the file. */
  sumIdr: number;
  /** The first RECONCILIATION_LISTED_PER_KIND rows, in time order. */
  rows: ReconciledRow[];
}

export interface Reconciliation {
  /** The file's first and last time: the shop's payments created between them are expected in it. */
  period: { from: Date; to: Date };
  fileRows: number;
  totals: Record<RowKind, KindTotal>;
}

const rowKindOf = (row: SettlementRow, payment: ShopPayment): RowKind => {
  const file = FILE_STATE[row.status];
  const shop = SHOP_STATE[payment.status];
  if (file === "taken" && shop !== "taken") return "notPaid";
  if (payment.currency !== "IDR" || payment.amount !== row.amountIdr) return "amount";
  // A partial refund or chargeback leaves the payment paid in the shop as often as refunded.
  const partial = row.status === "partial_refund" || row.status === "partial_chargeback";
  if (file !== shop && !(partial && shop === "taken")) return "status";
  return "matched";
};

/** The file's first and last time (a loop: a spread of 50,000 arguments may overflow the stack). */
function periodOf(rows: readonly SettlementRow[]): { from: Date; to: Date } {
  let from = Infinity;
  let to = -Infinity;
  for (const row of rows) {
    from = Math.min(from, row.at.getTime());
    to = Math.max(to, row.at.getTime());
  }
  return { from: new Date(from), to: new Date(to) };
}

/**
 * Matches the file's rows with the shop's payments on the order id the shop sent, and classifies
 * every row of either side. `payments` are the shop's Midtrans payments named by the file, and those
 * created within the file's period.
 */
export function reconcile(rows: readonly SettlementRow[], payments: readonly ShopPayment[]): Reconciliation {
  const period = periodOf(rows);
  const byId = new Map(payments.map((payment) => [payment.id, payment]));
  const inFile = new Set(rows.map((row) => row.paymentId));
  const classified: ReconciledRow[] = rows.map((row) => {
    const payment = byId.get(row.paymentId);
    return {
      kind: payment ? rowKindOf(row, payment) : "unknown",
      paymentId: row.paymentId,
      orderId: payment?.orderId ?? null,
      fileAmountIdr: row.amountIdr,
      fileStatus: row.status,
      shopAmount: payment?.amount ?? null,
      shopCurrency: payment?.currency ?? null,
      shopStatus: payment?.status ?? null,
      at: row.at,
    };
  });
  for (const payment of payments) {
    const expected = payment.status === "paid" || payment.status === "refunded";
    const within = payment.createdAt >= period.from && payment.createdAt <= period.to;
    if (inFile.has(payment.id) || !expected || !within) continue;
    classified.push({
      kind: "missing",
      paymentId: payment.id,
      orderId: payment.orderId,
      fileAmountIdr: null,
      fileStatus: null,
      shopAmount: payment.amount,
      shopCurrency: payment.currency,
      shopStatus: payment.status,
      at: payment.createdAt,
    });
  }
  classified.sort((a, b) => a.at.getTime() - b.at.getTime() || a.paymentId.localeCompare(b.paymentId));
  const totals = Object.fromEntries(
    (["matched", ...DIFFERENCE_KINDS] as const).map((kind) => [kind, { count: 0, sumIdr: 0, rows: [] }]),
  ) as unknown as Record<RowKind, KindTotal>;
  for (const row of classified) {
    const total = totals[row.kind];
    total.count += 1;
    total.sumIdr += row.fileAmountIdr ?? (row.shopCurrency === "IDR" ? (row.shopAmount ?? 0) : 0);
    if (total.rows.length < RECONCILIATION_LISTED_PER_KIND) total.rows.push(row);
  }
  return { period, fileRows: rows.length, totals };
}

/**
 * Port: the shop's side (adapters/db/admin/reconciliation.ts): its Midtrans payments with the given
 * ids or created within the period, and the audit entry of a reconciliation.
 */
export interface ReconciliationStore {
  midtransPayments(ids: readonly string[], period: { from: Date; to: Date }): Promise<ShopPayment[]>;
  audit(entry: AuditDraft & { after: unknown }): Promise<void>;
}

export type ReconciliationResult = { ok: true; reconciliation: Reconciliation } | SettlementRefusal;

/**
 * The console's reconciliation page: reads the uploaded file, matches it and writes who reconciled
 * which period with what counts. The caller checks the permission. A refused file is not audited: it
 * showed nothing of the shop.
 */
export function createReconciliation(deps: { read: SettlementReader; store: ReconciliationStore }) {
  return async function reconcileFile(
    by: Operator,
    bytes: Uint8Array,
    context: RequestContext = {},
  ): Promise<ReconciliationResult> {
    if (bytes.length > RECONCILIATION_MAX_BYTES)
      return failure("tooLarge", { megabytes: RECONCILIATION_MAX_BYTES / 1024 / 1024 });
    const file = deps.read(bytes);
    if (!file.ok) return file;
    if (file.rows.length === 0) return failure("empty");
    const period = periodOf(file.rows);
    const payments = await deps.store.midtransPayments(
      file.rows.map((row) => row.paymentId),
      period,
    );
    const reconciliation = reconcile(file.rows, payments);
    const counts = Object.fromEntries(
      Object.entries(reconciliation.totals).map(([kind, total]) => [
        kind,
        { count: total.count, sumIdr: total.sumIdr },
      ]),
    );
    await deps.store.audit({
      operatorId: by.userId,
      action: "reconciliation.midtrans",
      subject: "reconciliation:midtrans",
      reason: null,
      requestId: context.requestId ?? null,
      after: { from: period.from.toISOString(), to: period.to.toISOString(), rows: file.rows.length, counts },
    });
    return { ok: true, reconciliation };
  };
}

export type ReconcileFile = ReturnType<typeof createReconciliation>;
