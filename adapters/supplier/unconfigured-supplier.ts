import { SupplierUnavailableError, type SupplierPort } from "../../core/orders/supplier-port";

/**
 * The port when no supplier was given (services built for tests of other parts): every purchase
 * fails as a supplier outage would, so a delivery waits and retries and nothing is refunded on a guess.
 */
export const unconfiguredSupplier: SupplierPort = {
  name: "none",
  sellsOurSkus: false,
  deliver: () => Promise.reject(new SupplierUnavailableError("no supplier configured")),
  parseCallback: () => ({ verdict: "refused", reason: "unsupported" }),
  priceList: () => Promise.reject(new SupplierUnavailableError("no supplier configured")),
  balance: () => Promise.reject(new SupplierUnavailableError("no supplier configured")),
};
