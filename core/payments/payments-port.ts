import type { PaymentProtocol } from "../markets";
import type { Money } from "../money";

/**
 * The payments port. Checkout asks it to start a payment for one attempt of an order,
 * to charge a card token, to read a provider's notification, to ask for a status when notifications
 * are lost, and to refund. One adapter per provider protocol: Midtrans (Indonesia, and cards in the
 * English market), Payme and Click (Uzbekistan), YooKassa (Russia). In test mode each talks to the
 * built-in sandbox gateway, which speaks all four protocols (decisions 007 and 022).
 */

/** A payment attempt's status as the shop understands it, whatever the provider calls it. */
export type PaymentStatus = "pending" | "paid" | "failed" | "expired" | "canceled" | "refunded";

export interface PaymentCustomer {
  name?: string;
  email?: string;
  /** Digits with country code, e.g. "6281234567890". */
  phone?: string;
}

/**
 * One line of a fiscal receipt sent with a payment, as core/orders/fiscal-receipt.ts makes it. The
 * codes are the product's per market (core/catalog/fiscal.ts's FiscalCodes, which this module sits
 * below): each adapter maps the market it issues receipts for.
 */
export interface PaymentReceiptLine {
  title: string;
  /** Minor units of the payment's currency; a receipt's lines add up to the payment's amount. */
  amount: number;
  codes: { ru?: { vatCode: number; paymentSubject: string } };
}

/** A fiscal receipt the provider issues with the payment, sent to the buyer's contact in `customer`. */
export interface PaymentReceipt {
  lines: readonly PaymentReceiptLine[];
}

export interface StartPaymentInput {
  /** Our id of this attempt, unique per attempt and sent as the provider's order_id: "K7M4Q2TX-1". */
  paymentId: string;
  amount: Money;
  /** A method id from core/markets.ts (qris, gopay, va-bca, ...). Cards use chargeCard instead. */
  methodId: string;
  /** What the buyer sees on the provider's page, e.g. "Mobile Legends: 86 Diamonds". */
  itemName: string;
  customer: PaymentCustomer;
  /** Where the provider sends the buyer back when they finish, fail or close the payment. */
  finishUrl: string;
  /** The provider should expire the transaction after this many minutes. */
  expiryMinutes: number;
  /** The buyer's language (id, en, ru, uz), for the provider's page. */
  locale: string;
  /** Present when the order's market requires a fiscal receipt with the payment (config.fiscal). */
  receipt?: PaymentReceipt;
}

export interface CardChargeInput {
  paymentId: string;
  amount: Money;
  /** The token the browser got from the provider's tokenizer: the only card data the shop ever sees. */
  tokenId: string;
  itemName: string;
  customer: PaymentCustomer;
  /** Where the 3-D Secure page sends the buyer back. */
  finishUrl: string;
  locale: string;
}

export type CardChargeResult = (
  | { outcome: "paid"; providerTransactionId: string }
  | { outcome: "challenge"; redirectUrl: string; providerTransactionId: string }
  | { outcome: "declined"; reason: string }
  | { outcome: "pending"; providerTransactionId: string }
) & {
  /** The provider's answer as it came, for the console's timeline (redacted before it is kept). */
  raw?: unknown;
};

/** What a notification or a status query says about one attempt. */
export interface PaymentUpdate {
  paymentId: string;
  status: PaymentStatus;
  /** The amount the provider reports (gross_amount). Checkout refuses a mismatch with the order. */
  amount: Money;
  providerTransactionId?: string;
  /** The provider's own words ("settlement", "capture/accept", "deny"...), kept in the order events. */
  providerStatus: string;
  /** The provider's notification or status answer as it came, for the console (redacted before it is kept). */
  raw?: unknown;
}

/** What the shop knows of an attempt when it asks the provider about it. */
export interface AttemptRef {
  /** Our id of the attempt ("K7M4Q2TX-1"). */
  paymentId: string;
  /** The provider's own id, when the provider gave one (YooKassa's payment id, Payme's transaction id). */
  providerTransactionId?: string | null;
}

export interface PaymentsPort {
  /**
   * The name stored on each attempt and shown to operators: "midtrans" or "sandbox" (Midtrans's
   * protocol at the built-in gateway, the name it always had), "payme", "click", "yookassa".
   */
  readonly provider: string;
  readonly protocol: PaymentProtocol;
  /**
   * What the card page's script needs to tokenize a card in the browser, straight at the provider:
   * the tokenizer's full URL (Midtrans's GET /v2/token) and the public client key. Only a provider
   * with a card form in the shop's page (Midtrans) has one; the others take cards on their own page.
   */
  readonly cardTokenizer?: { url: string; clientKey: string };
  /**
   * Payme and Click: the provider calls the shop with every step of a payment, and the shop's own
   * endpoint checks the amount before the money moves; it has no status to ask (fetchStatus knows
   * nothing). The others are asked what they hold before their word on an amount is believed.
   */
  readonly callsTheShop?: boolean;
  /**
   * QRIS, e-wallets, virtual accounts, Payme, Click, SBP, cards at YooKassa...: a page at the provider
   * where the buyer pays. `providerTransactionId`: the provider's id of the payment when it made one
   * (YooKassa); the flow stores it on the attempt for later status checks and refunds.
   */
  startRedirect(
    input: StartPaymentInput,
  ): Promise<{ redirectUrl: string; providerTransactionId?: string; raw?: unknown }>;
  /** A card payment from a token, with 3-D Secure when the card asks for it (card-form providers only). */
  chargeCard?(input: CardChargeInput): Promise<CardChargeResult>;
  /**
   * Reads a provider's notification (Midtrans: verifies its signature; YooKassa: reads the payment
   * back from the API before trusting a word of it); undefined when forged, unknown or malformed.
   * Providers that call the shop with questions instead (Payme, Click) have their own endpoints.
   */
  parseNotification?(body: unknown): PaymentUpdate | undefined | Promise<PaymentUpdate | undefined>;
  /** The provider's current view of an attempt; undefined when it does not know the id. */
  fetchStatus(attempt: AttemptRef): Promise<PaymentUpdate | undefined>;
  /**
   * A full refund of a paid attempt. Idempotent by refundKey.
   * `raw`: the provider's answer as it came, for the console's timeline (core/records/provider-answers.ts).
   */
  refund(input: {
    paymentId: string;
    providerTransactionId?: string | null;
    refundKey: string;
    amount: Money;
    reason: string;
  }): Promise<{ ok: boolean; raw?: unknown }>;
}

/** The provider answered with an error or not at all; the caller decides whether to retry. */
export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}
