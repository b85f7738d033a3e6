import { useNavigate, useRevalidator } from "react-router";
import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { thankPath } from "../../lib/thank-path";

/**
 * Starts a payment of the order (POST /orders/public/:id/pay) and follows the answer: the provider's
 * page (QRIS, e-wallet, VA, 3-D Secure), the thank-you page, or this page again with the new status.
 */
export function usePay(order: PublicOrder) {
  const { locale } = useI18n();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  const { busy, error, setError, run } = useApiAction("checkout.providerFailed");

  const pay = (body: { tokenId?: string; cardholderName?: string }) =>
    run(async () => {
      const answer = await callApi("payOrder", { params: { id: order.id }, locale, body });
      if (answer.result === "redirect" && answer.redirectUrl) {
        window.location.assign(answer.redirectUrl);
        return "stayBusy";
      }
      if (answer.result === "paid") {
        void navigate(thankPath(order.id, locale));
        return "stayBusy";
      }
      await revalidator.revalidate();
    });

  return { pay, busy, error, setError };
}
