import { useState } from "react";
import { flushSync } from "react-dom";
import type { GameDetails } from "../../../core/catalog/catalog";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { AccountFields } from "./account-fields";
import { BuyButton, firstToFix } from "./buy-button";
import { LazyOrderSummary, usePreloadedOrderSummary } from "./lazy-order-summary";
import { PaymentPicker } from "./payment-picker";
import { PlayerCheck } from "./player-check";
import { SavedAccounts } from "./saved-accounts";
import { ProductPicker } from "./product-picker";
import { usePurchase, type Blocker } from "./use-purchase";
import { showStep, useStepChange } from "../../lib/show-step";

const STEPS = [
  { key: "account", title: "wizard.stepAccount", blockers: ["account", "lookup", "region"] },
  { key: "product", title: "wizard.stepProduct", blockers: ["product", "firstTopUp", "limit"] },
  { key: "payment", title: "wizard.stepPayment", blockers: ["payment", "promo"] },
] as const satisfies readonly { key: string; title: string; blockers: readonly Blocker[] }[];

/** The same purchase in steps (account, item, payment), one screen each: made for phones. */
export function PurchaseWizard(props: {
  game: GameDetails;
  paymentMethods: PaymentMethod[];
  initialSku: string | null;
}) {
  const { t } = useI18n();
  const purchase = usePurchase(props.game, props.paymentMethods, props.initialSku);
  const [step, setStep] = useState(0);
  const [summary, setSummary] = useState(false);
  usePreloadedOrderSummary();
  const current = STEPS[step]!;
  // Next, Previous, a step with something missing, back from the summary: the buyer lands on the step.
  useStepChange(summary ? "summary" : step, () => {
    if (!summary) showStep(document.getElementById(`step-${current.key}`));
  });
  if (summary) return <LazyOrderSummary purchase={purchase} onEdit={() => setSummary(false)} />;
  const stepBlocked = purchase.blockers.some((blocker) => (current.blockers as readonly Blocker[]).includes(blocker));
  return (
    <form className="purchase purchase--wizard" onSubmit={(event) => event.preventDefault()} noValidate>
      <p className="muted">{t("wizard.progress", { current: step + 1, total: STEPS.length })}</p>
      <ol className="wizard-steps">
        {STEPS.map((item, index) => (
          <li key={item.key} aria-current={index === step ? "step" : undefined}>
            {t(item.title)}
          </li>
        ))}
      </ol>
      {STEPS.map((item, index) => (
        // Every step is in the page (the whole offer is readable without JavaScript); one is shown.
        <section
          key={item.key}
          id={`step-${item.key}`}
          className="card step"
          aria-labelledby={`wizard-step-${item.key}`}
          hidden={index !== step}
        >
          <h2 id={`wizard-step-${item.key}`} tabIndex={-1}>
            {t(item.title)}
          </h2>
          {item.key === "account" ? (
            <>
              <SavedAccounts purchase={purchase} />
              <AccountFields purchase={purchase} />
              <PlayerCheck purchase={purchase} />
            </>
          ) : null}
          {item.key === "product" ? <ProductPicker purchase={purchase} /> : null}
          {item.key === "payment" ? (
            <>
              <PaymentPicker purchase={purchase} />
              <BuyButton
                purchase={purchase}
                onReady={() => setSummary(true)}
                // Something missing on an earlier step: go back to it.
                onBlocked={(blocker) =>
                  setStep(STEPS.findIndex((candidate) => (candidate.blockers as readonly Blocker[]).includes(blocker)))
                }
              />
            </>
          ) : null}
        </section>
      ))}
      <div className="wizard-nav">
        {step > 0 ? (
          <button type="button" className="button button--ghost" onClick={() => setStep(step - 1)}>
            {t("wizard.previous")}
          </button>
        ) : (
          <span />
        )}
        {step < STEPS.length - 1 ? (
          <button
            type="button"
            className="button button--primary"
            data-testid="wizard-next"
            onClick={() => {
              if (!stepBlocked) {
                setStep(step + 1);
                return;
              }
              // The step's errors, then the first of them, which may be far above the button.
              flushSync(() => purchase.revealErrors());
              const section = document.getElementById(`step-${current.key}`);
              showStep(section, section && firstToFix(section));
            }}
          >
            {t("wizard.next")}
          </button>
        ) : null}
      </div>
    </form>
  );
}
