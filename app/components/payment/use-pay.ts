import { useState } from "react";
import { useNavigate, useRevalidator } from "react-router";
import type { PublicOrder } from "../../../core/checkout/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { ApiError, apiRequest } from "../../lib/api-client";

interface PayAnswer {
  result: "paid" | "redirect" | "pending" | "declined";
  redirectUrl?: string;
  data: PublicOrder;
}

/**
 * Starts a payment of the order (POST /orders/public/:id/pay) and follows the answer: the provider's
 * page (QRIS, e-wallet, VA, 3-D Secure), the thank-you page, or this page again with the new status.
 */
export function usePay(order: PublicOrder) {
  const { t, locale, href } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay(body: { tokenId?: string; cardholderName?: string }) {
    setBusy(true);
    setError(null);
    try {
      const answer = await apiRequest<PayAnswer>(`/orders/public/${order.id}/pay`, { method: "POST", locale, body });
      if (answer.result === "redirect" && answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return;
      }
      if (answer.result === "paid") {
        void navigate(`${href("/thank")}?order=${order.id}`);
        return;
      }
      await revalidator.revalidate();
      setBusy(false);
    } catch (failure) {
      setError(failure instanceof ApiError ? failure.message : t("checkout.providerFailed"));
      setBusy(false);
    }
  }

  return { pay, busy, error, setError };
}
