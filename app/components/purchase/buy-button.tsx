import { flushSync } from "react-dom";
import { useI18n } from "../../i18n/i18n-context";
import { showStep } from "../../lib/show-step";
import { FIRST_TOP_UP_WARNING_ID } from "./first-top-up-warning";
import { PURCHASE_LIMIT_ID } from "./purchase-limit";
import type { Blocker, Purchase } from "./use-purchase";

/**
 * Where the Buy button takes the buyer when something is missing: the step that holds it, except the
 * first-top-up tick, which sits under a long product list; the step's top would leave it below the
 * fold of a phone, so Buy goes to the warning itself.
 */
export const STEP_OF: Record<Blocker, string> = {
  account: "step-account",
  lookup: "step-account",
  region: "step-account",
  product: "step-product",
  firstTopUp: FIRST_TOP_UP_WARNING_ID,
  limit: PURCHASE_LIMIT_ID,
  payment: "step-payment",
  promo: "step-payment",
};

/** The Buy button's id: "buy again" brings the buyer to it. */
export const BUY_BUTTON_ID = "buy-now";

/** The control to fix first in `step`: the first one marked invalid, or the warning's tick box. */
export function firstToFix(step: HTMLElement): HTMLElement | null {
  return step.querySelector<HTMLElement>('[aria-invalid="true"], .first-top-up input[type="checkbox"]');
}

/**
 * Buy: shows the summary when everything is in order; otherwise reveals what is missing, each error
 * beside its control, and takes the buyer to the first one.
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
        id={BUY_BUTTON_ID}
        className="button button--primary button--large"
        data-testid="buy"
        onClick={() => {
          if (!first) {
            onReady();
            return;
          }
          // The errors (and, in the wizard, the step that holds the first) are in the page before the
          // buyer is taken there, so the focus can land on the control to fix.
          flushSync(() => {
            purchase.revealErrors();
            props.onBlocked?.(first);
          });
          const step = document.getElementById(STEP_OF[first]);
          showStep(step, step && firstToFix(step));
        }}
      >
        {t("game.buy")}
      </button>
    </div>
  );
}
