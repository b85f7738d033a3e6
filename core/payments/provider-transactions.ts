import type { Currency } from "../money";
import type { PaymentProtocol } from "../markets";

/**
 * A provider's own transaction for one of our payment attempts, for the providers that call the shop
 * with questions and orders (Payme's Merchant API, Click's Prepare/Complete) instead of only telling
 * it what happened. Their protocols need the shop to remember each transaction: its id at the
 * provider, its state, and when it was created, performed or canceled, to answer a repeated call
 * with the same answer (decision 022).
 *
 * States, the same for every such protocol: 1 created (Payme's CreateTransaction, Click's Prepare),
 * 2 performed (the money is ours: PerformTransaction, Complete), -1 canceled before it was performed,
 * -2 canceled after (the money went back). At most one live transaction (1 or 2) per attempt and
 * provider: the store refuses a second one, across servers.
 */
export type ProviderTransactionState = 1 | 2 | -1 | -2;

export interface ProviderTransaction {
  provider: PaymentProtocol;
  /** The provider's id of the transaction (Payme's `id`, Click's `click_trans_id`). */
  transactionId: string;
  /** Our attempt the transaction pays ("K7M4Q2TX-1"). */
  paymentId: string;
  /** Minor units of the attempt's currency (as the shop counts it, whatever unit the provider uses). */
  amount: number;
  currency: Currency;
  state: ProviderTransactionState;
  /** The provider's own time of the transaction (Payme's `time`, ms), when it sends one. */
  providerTime: number | null;
  createdAt: Date;
  performedAt: Date | null;
  canceledAt: Date | null;
  /** The provider's reason code of a cancellation (Payme's `reason`, Click's error). */
  reason: number | null;
  /** The fiscal receipts the provider registered for it, by kind: the payment's and the cancellation's. */
  fiscal: ProviderFiscalReceipts;
}

/**
 * A fiscal receipt as the provider reports it once the fiscal data operator registered it (Payme's
 * SetFiscalData): what the console shows and what a buyer's receipt link points to.
 */
export interface ProviderFiscalReceipt {
  /** The receipt's sequence number at the provider's virtual fiscal module. */
  receiptId: string;
  /** The operator's status code (0: registered). */
  statusCode: number;
  /** The operator's error detail when it refused the receipt. */
  message: string | null;
  /** The virtual fiscal module's number. */
  terminalId: string | null;
  fiscalSign: string | null;
  /** The fiscal receipt's address (the QR code's link). */
  qrCodeUrl: string | null;
  /** When the operator registered it, as the provider wrote it. */
  date: string | null;
}

export type FiscalReceiptKind = "perform" | "cancel";
export type ProviderFiscalReceipts = Partial<Record<FiscalReceiptKind, ProviderFiscalReceipt>>;

export type NewProviderTransaction = Omit<
  ProviderTransaction,
  "state" | "createdAt" | "performedAt" | "canceledAt" | "reason" | "fiscal"
>;

export interface ProviderTransactionStore {
  /**
   * Records a new transaction in state 1. `created`: false when the provider's id was already known
   * (a repeated call: the stored one comes back) or when the attempt already has another live
   * transaction (`conflict` is then that one).
   */
  create(
    transaction: NewProviderTransaction,
  ): Promise<
    | { created: true; transaction: ProviderTransaction }
    | { created: false; transaction: ProviderTransaction; conflict: boolean }
  >;
  find(provider: PaymentProtocol, transactionId: string): Promise<ProviderTransaction | undefined>;
  /** Every transaction of an attempt at one provider, oldest first. */
  ofPayment(provider: PaymentProtocol, paymentId: string): Promise<ProviderTransaction[]>;
  /**
   * Moves a transaction from `from` to `to`, stamping performedAt (2) or canceledAt (-1, -2) and the
   * reason; only when it is still in `from`. Undefined when another call moved it first: the caller
   * reads it again and answers from what is stored.
   */
  transition(
    provider: PaymentProtocol,
    transactionId: string,
    from: ProviderTransactionState,
    to: ProviderTransactionState,
    reason?: number | null,
  ): Promise<ProviderTransaction | undefined>;
  /**
   * Keeps the fiscal receipt of this kind for the transaction, replacing an earlier one of the same
   * kind. Undefined when no such transaction exists; `changed`: false when the same receipt was
   * already kept (the provider repeated its call).
   */
  keepFiscalReceipt(
    provider: PaymentProtocol,
    transactionId: string,
    kind: FiscalReceiptKind,
    receipt: ProviderFiscalReceipt,
  ): Promise<{ transaction: ProviderTransaction; changed: boolean } | undefined>;
  /** Transactions created in [from, to), oldest first (Payme's GetStatement). */
  createdBetween(provider: PaymentProtocol, from: Date, to: Date): Promise<ProviderTransaction[]>;
}
