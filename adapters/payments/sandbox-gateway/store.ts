import type { Locale } from "../../../core/locales";
import type { Money } from "../../../core/money";
import type { TransactionStatus } from "../midtrans-protocol";

/**
 * "created" is a Snap transaction whose page nobody opened yet. Midtrans only creates the payment
 * once the buyer is in a method's flow, so until then the status API answers 404 and no
 * notification is sent.
 */
export type SandboxStatus = TransactionStatus | "created";

/** A notification or status body as JSON: Midtrans's flat object of strings (and a few arrays). */
export type MidtransBody = Record<string, unknown>;

export interface RefundRecord {
  /** The exact answer given the first time, returned again for the same refund_key. */
  answer: MidtransBody;
}

export interface SandboxTransaction {
  orderId: string;
  transactionId: string;
  /** Snap token of a redirect transaction; undefined for a Core API card charge. */
  snapToken?: string;
  amount: Money;
  status: SandboxStatus;
  fraudStatus?: "accept" | "challenge" | "deny";
  /** Snap's enabled_payments name ("other_qris", "bca_va"...) or "credit_card". */
  channel: string;
  /** Midtrans's payment_type for that channel ("qris", "bank_transfer", "credit_card"...). */
  paymentType: string;
  itemName: string;
  finishUrl?: string;
  locale?: Locale;
  /** Put in each of the transaction's forms and checked on POST, so no other page can post them. */
  formToken: string;
  createdAt: Date;
  /** Set when the transaction exists for Midtrans (method chosen or card charged). */
  transactionTime?: Date;
  settlementTime?: Date;
  expiresAt: Date;
  /** Made-up virtual account (or Mandiri bill) numbers for the VA channels. */
  vaNumber?: string;
  billerCode?: string;
  billKey?: string;
  /** "XXXXXXXX-1114": only the last four digits of a card are ever kept. */
  maskedCard?: string;
  /** Wrong 3-D Secure codes typed so far: the bank allows a few before it declines. */
  otpFailures?: number;
  /** The last "pending" notification, for the out-of-order option. */
  pendingNotification?: MidtransBody;
  refunds: Map<string, RefundRecord>;
  /** Minor units refunded so far. */
  refundedAmount: number;
}

/** The gateway's memory: transactions by order_id, Snap token and transaction_id. */
export class TransactionStore {
  private readonly byOrder = new Map<string, SandboxTransaction>();
  private readonly byToken = new Map<string, SandboxTransaction>();
  private readonly byTransactionId = new Map<string, SandboxTransaction>();

  has(orderId: string): boolean {
    return this.byOrder.has(orderId);
  }

  add(transaction: SandboxTransaction): void {
    this.byOrder.set(transaction.orderId, transaction);
    this.byTransactionId.set(transaction.transactionId, transaction);
    if (transaction.snapToken) this.byToken.set(transaction.snapToken, transaction);
  }

  byOrderId(orderId: string): SandboxTransaction | undefined {
    return this.byOrder.get(orderId);
  }

  bySnapToken(token: string): SandboxTransaction | undefined {
    return this.byToken.get(token);
  }

  byTransaction(transactionId: string): SandboxTransaction | undefined {
    return this.byTransactionId.get(transactionId);
  }

  /** Midtrans's status and refund URLs take either the order_id or the transaction_id. */
  byOrderOrTransactionId(id: string): SandboxTransaction | undefined {
    return this.byOrder.get(id) ?? this.byTransactionId.get(id);
  }
}
