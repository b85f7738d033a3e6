import { useEffect, useState } from "react";
import type { QuoteJson } from "../../../core/orders/quote-json";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";

/** Asks for as much of a balance as the rules allow; the server lowers it to the limit. */
export const AS_MUCH_AS_ALLOWED = 1_000_000_000_000;
const QUOTE_DEBOUNCE_MS = 250;

/**
 * The live quote of the purchase (POST /orders/calculate): every line the payment page will show,
 * computed by the server from the item, promo code, payment method and the buyer's balances.
 */
export function useQuote(input: {
  slug: string;
  sku: string | null;
  method: string | null;
  promoCode: string;
  /** Pay part with KupiCoins, with gold: each as much as the rules allow. */
  useCashback: boolean;
  useGold: boolean;
  /**
   * The whole game account, sent only where it changes the answer (a first-top-up pack's repeat, a
   * limited item's standing).
   */
  account: Record<string, string> | null;
}) {
  const { locale } = useI18n();
  // The quote with the inputs it was computed for: a quote for other inputs is never shown or used.
  const [quote, setQuote] = useState<{ key: string; value: QuoteJson } | null>(null);
  const [failed, setFailed] = useState(false);
  const { slug, sku, method, promoCode, useCashback, useGold } = input;
  const accountJson = input.account ? JSON.stringify(input.account) : null;
  const key = JSON.stringify([slug, sku, method, promoCode, useCashback, useGold, locale, accountJson]);
  // Each method's fee and total do not depend on the method chosen: kept while another is chosen,
  // so the list does not flicker.
  const costsKey = JSON.stringify([slug, sku, promoCode, useCashback, useGold, locale]);
  const [costs, setCosts] = useState<{ key: string; value: QuoteJson["methods"] } | null>(null);

  useEffect(() => {
    // No item, no quote: a quote kept from before is for other inputs and never shown (see key).
    if (!sku) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      callApi("calculateOrder", {
        locale,
        signal: controller.signal,
        body: {
          game: slug,
          product: sku,
          quantity: 1,
          promoCode: promoCode || null,
          paymentMethod: method,
          useCashback: useCashback ? AS_MUCH_AS_ALLOWED : 0,
          useGold: useGold ? AS_MUCH_AS_ALLOWED : 0,
          ...(accountJson ? { account: JSON.parse(accountJson) as Record<string, string> } : {}),
        },
      }).then(
        (answer) => {
          setQuote({ key, value: answer.data });
          setCosts({ key: costsKey, value: answer.data.methods });
          setFailed(false);
        },
        () => {
          if (!controller.signal.aborted) setFailed(true);
        },
      );
    }, QUOTE_DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, costsKey, slug, sku, method, promoCode, useCashback, useGold, locale, accountJson]);

  return {
    quote: quote?.key === key ? quote.value : null,
    methodCosts: costs?.key === costsKey ? costs.value : null,
    /** The last costs known, whatever they were for: only ever a placeholder's shape (MethodOptions). */
    lastMethodCosts: costs?.value ?? null,
    failed,
  };
}
