import { useRevalidator } from "react-router";
import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { FormError } from "../form-error";

/**
 * A delivery that failed for good: the buyer chooses how the money comes back, always 100%: to the payment method, or at once as gold for signed-in buyers.
 */
export function RefundChoice(props: { order: PublicOrder; gold: boolean }) {
  const { t, locale, money } = useI18n();
  const revalidator = useRevalidator();
  const { busy, error, run } = useApiAction("refund.providerRefused");
  const total = money({ amount: props.order.lines.total, currency: props.order.currency });

  const refund = (to: "payment" | "gold") =>
    run(async () => {
      await callApi("refundOrder", { params: { id: props.order.id }, locale, body: { to } });
      await revalidator.revalidate();
    });

  return (
    <section className="card stack" aria-labelledby="refund-title" data-testid="refund-choice">
      <h2 id="refund-title">{t("refund.title", { total })}</h2>
      <p className="muted">{t("refund.text")}</p>
      <FormError message={error} />
      <button type="button" className="button button--primary" disabled={busy} onClick={() => void refund("payment")}>
        {t("refund.toPayment")}
      </button>
      {props.gold ? (
        <button type="button" className="button" disabled={busy} onClick={() => void refund("gold")}>
          {t("refund.toGold")}
        </button>
      ) : null}
    </section>
  );
}
