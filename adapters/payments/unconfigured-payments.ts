import { PaymentProviderError, type PaymentsPort } from "../../core/payments/payments-port";

/**
 * The port when no provider was given (services built for tests of other parts): every call fails
 * as a provider outage would, so checkout answers "payment provider unavailable" and changes nothing.
 */
export const unconfiguredPayments: PaymentsPort = {
  provider: "none",
  protocol: "midtrans",
  startRedirect: () => Promise.reject(new PaymentProviderError("no payment provider configured")),
  fetchStatus: () => Promise.resolve(undefined),
  refund: () => Promise.reject(new PaymentProviderError("no payment provider configured")),
};
