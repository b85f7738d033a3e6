import { formatOrderDate } from "../../../core/checkout/order-date";
import type { PublicOrder } from "../../../core/checkout/public-order";
import { useI18n } from "../../i18n/i18n-context";

/**
 * What the buyer gets and what happened to it: the item's content (where the spec says it), the
 * publisher's serials once delivered, and for a refunded order how and when the money came back.
 */
export function DeliveryFacts(props: {
  order: PublicOrder;
  whatArrives: string | null;
  serials: string[];
  refund: { method: "payment" | "gold"; amount: number; completedAt: string | null } | null;
  timeZone: string;
}) {
  const { t, money } = useI18n();
  const { order, refund } = props;
  if (!props.whatArrives && props.serials.length === 0 && !refund) return null;
  return (
    <section className="card" aria-labelledby="delivery-title" data-testid="delivery-facts">
      <h2 id="delivery-title">{t("order.deliveryTitle")}</h2>
      {props.whatArrives ? <p>{props.whatArrives}</p> : null}
      {order.game === "super-sus" && order.status === "in_progress" ? (
        <p className="muted small">{t("order.superSusExpected")}</p>
      ) : null}
      {props.serials.map((serial) => (
        <p key={serial} data-testid="delivery-serial">
          {t("order.serial", { serial })}
        </p>
      ))}
      {refund ? (
        <p className="notice notice--ok" data-testid="refund-done">
          {t("refund.done", {
            amount: money({ amount: refund.amount, currency: order.currency }),
            method: refund.method,
            date: refund.completedAt ? formatOrderDate(refund.completedAt, props.timeZone) : "",
          })}
        </p>
      ) : null}
    </section>
  );
}
