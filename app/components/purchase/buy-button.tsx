import { useI18n } from "../../i18n/i18n-context";
import type { Blocker, Purchase } from "./use-purchase";

/** Section ids the Buy button scrolls to when something is missing there. */
export const SECTION_OF: Record<Blocker, string> = {
  account: "step-account",
  lookup: "step-account",
  region: "step-account",
  product: "step-product",
  payment: "step-payment",
  promo: "step-payment",
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
          document.getElementById(SECTION_OF[first])?.scrollIntoView({ behavior: "smooth", block: "start" });
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
