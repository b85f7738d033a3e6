import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";

/**
 * What the buyer gets and what happened to it: the item's content (where the spec says it), a word
 * when it goes by another way than first tried (never which supplier: that is the shop's business),
 * and the publisher's serials once delivered. (Money that went back is RefundStatus's.)
 */
export function DeliveryFacts(props: {
  order: PublicOrder;
  whatArrives: string | null;
  serials: string[];
  /** A unit moved on from a supplier and is still on its way (fulfillment's view). */
  rerouted: boolean;
  /** The game's usual delivery time, for a game slower than minutes; null for the others. */
  usualDelivery: { game: string; from: number; to: number } | null;
}) {
  const { t } = useI18n();
  const { order } = props;
  // A canceled order delivers nothing: saying what would have arrived only confuses.
  const whatArrives = order.status === "canceled" ? null : props.whatArrives;
  const rerouted = props.rerouted && order.status === "in_progress";
  if (!whatArrives && !rerouted && props.serials.length === 0) return null;
  return (
    <section className="card" aria-labelledby="delivery-title" data-testid="delivery-facts">
      {/* Once delivered, the heading says what arrived, not what is still to come. */}
      <h2 id="delivery-title">{t(order.status === "complete" ? "order.deliveredTitle" : "order.deliveryTitle")}</h2>
      {whatArrives ? <p>{whatArrives}</p> : null}
      {props.usualDelivery && order.status === "in_progress" ? (
        <p className="muted small">{t("order.usualDelivery", props.usualDelivery)}</p>
      ) : null}
      {rerouted ? (
        <p className="muted small" data-testid="delivery-rerouted">
          {t("order.rerouted")}
        </p>
      ) : null}
      {props.serials.map((serial) => (
        <p key={serial} data-testid="delivery-serial">
          {t("order.serial", { serial })}
        </p>
      ))}
    </section>
  );
}
