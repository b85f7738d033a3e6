import type { ReactNode } from "react";
import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { payLabel } from "./pay-label";
import { PaymentTerms } from "./payment-terms";
import { usePay } from "./use-pay";
import { FormError } from "../form-error";
import { useHydrated } from "../../lib/use-hydrated";

/** Pay (or Pay again) with QRIS, an e-wallet or a virtual account: continues at the provider. */
export function PayButton({
  order,
  note,
}: {
  order: PublicOrder;
  /** Said right above Pay: why the last try failed. */
  note?: ReactNode;
}) {
  const { t, money } = useI18n();
  const { pay, busy, error } = usePay(order);
  const hydrated = useHydrated();
  return (
    <div className="stack">
      <FormError message={error} />
      {note}
      <button
        type="button"
        className="button button--primary button--large"
        data-testid="pay"
        disabled={busy || !hydrated}
        onClick={() => void pay({})}
      >
        {payLabel(t, money, order)}
      </button>
      <PaymentTerms />
    </div>
  );
}
