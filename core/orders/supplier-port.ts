/**
 * The supplier port: the wholesaler that tops up a game account. Checkout's paid orders
 * become deliveries; each unit of an order is one purchase at the supplier under a reference we own,
 * so asking again with the same reference can only report on that purchase, never buy twice.
 */

/** What a supplier says about one purchase. */
export type DeliveryStatus = "success" | "pending" | "failed";

export interface DeliveryRequest {
  /** Our reference, the supplier's ref_id: one purchase per reference, ever. e.g. "K7M4Q2TX-1". */
  reference: string;
  /** The supplier's code of the item (Digiflazz buyer_sku_code), from the price-list mapping. */
  supplierSku: string;
  /** The game account as the supplier writes it (Mobile Legends: user id then zone id, "1234567892001"). */
  customerNo: string;
}

export interface DeliveryResult {
  reference: string;
  status: DeliveryStatus;
  /** The supplier's serial number or proof of the top-up (Digiflazz `sn`), shown on the order page. */
  serial: string | null;
  /** The supplier's own words, kept with the order's events ("Transaksi Sukses", "rc 40: ..."). */
  message: string;
  /**
   * For a failure: true when asking again cannot help (unknown account, product closed...). A
   * temporary failure (supplier out of balance, timeout) is retried with backoff instead.
   */
  permanent: boolean;
  /**
   * For a failure: our deposit at the supplier does not cover the purchase, and no purchase was
   * formed. Its own outcome: the delivery goes to the next supplier at once, and the supplier's
   * balance is read again.
   */
  outOfBalance?: boolean;
  /** The supplier's answer as it came, for the console's timeline (redacted before it is kept). */
  raw?: unknown;
}

/**
 * Why a callback is refused, for the log line: a bad signature says someone else is calling, the
 * others that the supplier sent what we cannot read.
 */
export type CallbackRefusal =
  | "badSignature"
  | "notJson"
  | "malformedBody"
  | "noReference"
  | "unknownStatus"
  /** This supplier sends no callbacks (the sandbox). */
  | "unsupported";

/** A supplier's callback, read: the purchase's result, or why it is refused (`detail` for the log). */
export type CallbackReading =
  { verdict: "accepted"; result: DeliveryResult } | { verdict: "refused"; reason: CallbackRefusal; detail?: string };

/** One row of the supplier's price list, for mapping our products to its codes. */
export interface SupplierProduct {
  supplierSku: string;
  name: string;
  brand: string;
  category: string;
  /** The supplier's price to us, in rupiah. */
  price: number;
  /** Both the buyer and seller sides are open for sale. */
  available: boolean;
}

export interface SupplierPort {
  /** "digiflazz", "apigames", "sandbox"...: stored with each unit of a delivery, and names its offers. */
  readonly name: string;
  /**
   * Whether it sells our products by our own SKUs (the sandbox); a real supplier has its own codes,
   * mapped from its price list.
   */
  readonly sellsOurSkus: boolean;
  /** Buys one unit, or reports on the purchase already made under this reference. */
  deliver(request: DeliveryRequest): Promise<DeliveryResult>;
  /** Verifies and reads the supplier's callback (its raw body and headers, as received). */
  parseCallback(rawBody: string, headers: Record<string, string | string[] | undefined>): CallbackReading;
  /** The supplier's current price list. */
  priceList(): Promise<SupplierProduct[]>;
  /** Our deposit at the supplier, in rupiah; SupplierUnavailableError when it cannot be read. */
  balance(): Promise<number>;
}

/** The supplier did not answer, or answered with an error that is not about the purchase. */
export class SupplierUnavailableError extends Error {}
