import type { Locale } from "../../../core/locales";
import type { Money } from "../../../core/money";
import type { YooKassaPaymentStatus } from "../yookassa-protocol";
import type { SandboxReceipt } from "./yookassa-receipt";

/** A payment as the sandbox's YooKassa face keeps it. */
export interface YooKassaSandboxPayment {
  id: string;
  status: YooKassaPaymentStatus;
  amount: Money;
  refunded: number;
  /**
   * YooKassa's payment_method_data.type: "bank_card" or "sbp"; none until the buyer picks one on the
   * hosted page when the payment was created without payment_method_data.
   */
  methodType?: string;
  description: string;
  metadata: Record<string, string>;
  /** capture: true takes the money when the buyer pays; false holds it at waiting_for_capture. */
  capture: boolean;
  /** Where a redirect confirmation sends the buyer back; an embedded one (the widget) has none. */
  returnUrl?: string;
  /** An embedded confirmation's token, which the shop hands to YooKassa's widget. */
  confirmationToken?: string;
  locale: Locale;
  createdAt: Date;
  capturedAt?: Date;
  cancellation?: { party: string; reason: string };
  /** The 54-FZ receipt the payment came with, when the face's shop has receipts on. */
  receipt?: SandboxReceipt;
  /** Put in the page's forms and checked on POST, so no other page can post them. */
  formToken: string;
}

export interface YooKassaSandboxRefund {
  id: string;
  paymentId: string;
  amount: Money;
  description?: string;
  createdAt: Date;
}

/** A POST answered under an Idempotence-Key: the request it was for and the answer it got. */
interface Remembered {
  request: string;
  status: number;
  body: unknown;
}

/** The face's memory: payments, refunds and answers by Idempotence-Key (kept for the gateway's life). */
export class YooKassaStore {
  readonly payments = new Map<string, YooKassaSandboxPayment>();
  readonly refunds = new Map<string, YooKassaSandboxRefund>();
  private readonly answers = new Map<string, Remembered>();

  /**
   * YooKassa answers a repeat of a POST (same key, same request) with the first answer; the same
   * key with another request is an error (API reference, "Idempotence"). Keys are per endpoint here.
   */
  remembered(endpoint: string, key: string, request: string): Remembered | "conflict" | undefined {
    const found = this.answers.get(`${endpoint} ${key}`);
    if (!found) return undefined;
    return found.request === request ? found : "conflict";
  }

  remember(endpoint: string, key: string, request: string, status: number, body: unknown): void {
    this.answers.set(`${endpoint} ${key}`, { request, status, body });
  }
}
