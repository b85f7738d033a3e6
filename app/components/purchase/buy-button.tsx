import { useI18n } from "../../i18n/i18n-context";
import { FIRST_TOP_UP_WARNING_ID } from "./first-top-up-warning";
import type { Blocker, Purchase } from "./use-purchase";

/**
 * Where the Buy button takes the buyer when something is missing: the top of the step, except the
 * first-top-up tick, which sits under a long product list; the step's top would leave it below the
 * fold of a phone, so Buy goes to the warning itself.
 */
export const SECTION_OF: Record<Blocker, { id: string; block: ScrollLogicalPosition }> = {
  account: { id: "step-account", block: "start" },
  lookup: { id: "step-account", block: "start" },
  region: { id: "step-account", block: "start" },
  product: { id: "step-product", block: "start" },
  firstTopUp: { id: FIRST_TOP_UP_WARNING_ID, block: "center" },
  payment: { id: "step-payment", block: "start" },
  promo: { id: "step-payment", block: "start" },
};

/**
 * Buy: shows the summary when everything is in order; otherwise reveals what is missing and takes
 * the buyer to it.
 */
export function BuyButton(props: { purchase: Purchase; onReady: () => void; onBlocked?: (blocker: Blocker) => void }) {
  const { purchase, onReady } = props;
  const { t, money } = useI18n();
  const first = purchase.blockers[0];
  return (
    <div className="buy">
      {purchase.product ? (
        <p className="buy__total" data-testid="buy-total">
          {money(
            purchase.quote
              ? { amount: purchase.quote.total, currency: purchase.product.price.currency }
              : purchase.product.price,
          )}
        </p>
      ) : null}
      <button
        type="button"
        className="button button--primary button--large"
        data-testid="buy"
        onClick={() => {
          if (!first) {
            onReady();
            return;
          }
          purchase.revealErrors();
          props.onBlocked?.(first);
          const target = SECTION_OF[first];
          document.getElementById(target.id)?.scrollIntoView({ behavior: "smooth", block: target.block });
        }}
      >
        {t("game.buy")}
      </button>
      {purchase.showAllErrors && first === "product" ? <p className="field__error">{t("game.chooseProduct")}</p> : null}
      {purchase.showAllErrors && first === "payment" ? (
        <p className="field__error">
          {purchase.payment && purchase.quote?.methodMinimum
            ? t("checkout.methodMinimum", {
                minimum: money({ amount: purchase.quote.methodMinimum, currency: purchase.product!.price.currency }),
              })
            : t("game.choosePayment")}
        </p>
      ) : null}
    </div>
  );
}
