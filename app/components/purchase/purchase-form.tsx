import { useRef, useState } from "react";
import type { GameDetails } from "../../../core/catalog/catalog";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { AccountFields } from "./account-fields";
import { BuyButton } from "./buy-button";
import { LazyOrderSummary, usePreloadedOrderSummary } from "./lazy-order-summary";
import { PaymentPicker } from "./payment-picker";
import { PlayerCheck } from "./player-check";
import { SavedAccounts } from "./saved-accounts";
import { ProductPicker } from "./product-picker";
import { useBuyAgain } from "./use-buy-again";
import { usePurchase } from "./use-purchase";
import { showStep, useStepChange } from "../../lib/show-step";

/** The whole purchase on one page: account, item, payment, Buy. */
export function PurchaseForm(props: { game: GameDetails; paymentMethods: PaymentMethod[]; initialSku: string | null }) {
  const { t } = useI18n();
  const purchase = usePurchase(props.game, props.paymentMethods, props.initialSku);
  useBuyAgain(purchase);
  const [summary, setSummary] = useState(false);
  usePreloadedOrderSummary();
  const firstStep = useRef<HTMLElement>(null);
  // Back from the summary to change something: the form again, from its first step.
  useStepChange(summary, () => {
    if (!summary) showStep(firstStep.current);
  });
  if (summary) return <LazyOrderSummary purchase={purchase} onEdit={() => setSummary(false)} />;
  return (
    <form className="purchase" onSubmit={(event) => event.preventDefault()} noValidate>
      <section ref={firstStep} id="step-account" className="card step" aria-labelledby="step-account-title">
        <h2 id="step-account-title" tabIndex={-1}>
          <span className="step__number">1</span> {t("game.accountTitle")}
        </h2>
        <SavedAccounts purchase={purchase} />
        <AccountFields purchase={purchase} />
        <PlayerCheck purchase={purchase} />
      </section>
      <section id="step-product" className="card step" aria-labelledby="step-product-title">
        <h2 id="step-product-title" tabIndex={-1}>
          <span className="step__number">2</span> {t("game.productTitle")}
        </h2>
        <ProductPicker purchase={purchase} />
      </section>
      <section id="step-payment" className="card step" aria-labelledby="step-payment-title">
        <h2 id="step-payment-title" tabIndex={-1}>
          <span className="step__number">3</span> {t("game.paymentTitle")}
        </h2>
        <PaymentPicker purchase={purchase} />
        <BuyButton purchase={purchase} onReady={() => setSummary(true)} />
      </section>
    </form>
  );
}
