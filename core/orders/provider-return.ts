import type { PaymentProtocol } from "../markets";

/**
 * The mark on the address every provider sends the buyer back to (the order's page), naming the
 * provider: `?returned=yookassa`. The order's page then knows the buyer is back from paying and
 * waits for the provider's answer instead of offering Pay. The shop writes it into the address it
 * gives the provider, so it is there whatever the provider adds (Midtrans its transaction_status,
 * YooKassa, Payme and Click nothing).
 */
export const PROVIDER_RETURN_PARAM = "returned";

/** The provider's return address: the order's page (absolute) with the mark. */
export function providerReturnUrl(orderPageUrl: string, protocol: PaymentProtocol): string {
  const url = new URL(orderPageUrl);
  url.searchParams.set(PROVIDER_RETURN_PARAM, protocol);
  return url.toString();
}

/** Whether a page's query carries the mark: the buyer has just come back from a provider. */
export function isProviderReturn(query: URLSearchParams): boolean {
  return query.has(PROVIDER_RETURN_PARAM);
}
