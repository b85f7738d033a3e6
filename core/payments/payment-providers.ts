import type { Locale } from "../locales";
import { type PaymentMethod, marketFor } from "../markets";
import type { PaymentProtocol } from "../markets";
import type { PaymentsPort } from "./payments-port";

/**
 * The configured payment providers, one adapter per protocol (decision 022). Checkout asks here which
 * adapter serves a method, and which one started an attempt (refunds and status checks go back to
 * the provider that took the money, whatever is configured for the method today). A market offers
 * only the methods whose provider is configured: a buyer never picks a method no one can take.
 */
export interface PaymentProviders {
  readonly all: readonly PaymentsPort[];
  forProtocol(protocol: PaymentProtocol): PaymentsPort | undefined;
  /** By the name stored on an attempt ("sandbox", "midtrans", "payme"...). */
  forAttempt(providerName: string): PaymentsPort | undefined;
  /** The methods a market offers today, in the market's order. */
  offered(locale: Locale): PaymentMethod[];
  /** One offered method of a market, or undefined when the market has none such or cannot take it. */
  offeredMethod(locale: Locale, methodId: string): PaymentMethod | undefined;
  /** The card form's tokenizer (Midtrans's), when a card-form provider is configured. */
  readonly cardTokenizer: { url: string; clientKey: string } | undefined;
}

export function paymentProviders(ports: readonly PaymentsPort[]): PaymentProviders {
  const byProtocol = new Map(ports.map((port) => [port.protocol, port]));
  const byName = new Map(ports.map((port) => [port.provider, port]));
  if (byProtocol.size !== ports.length) throw new Error("one payment adapter per protocol");
  const offered = (locale: Locale) =>
    marketFor(locale).paymentMethods.filter((method) => byProtocol.has(method.provider));
  return {
    all: ports,
    forProtocol: (protocol) => byProtocol.get(protocol),
    forAttempt: (providerName) => byName.get(providerName),
    offered,
    offeredMethod: (locale, methodId) => offered(locale).find((method) => method.id === methodId),
    cardTokenizer: ports.find((port) => port.cardTokenizer)?.cardTokenizer,
  };
}
