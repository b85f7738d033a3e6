import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { PublicOrder } from "../../../core/orders/public-order";
import type { MethodCostJson } from "../../../core/orders/quote-json";
import type { PaymentMethod } from "../../../core/markets";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { FormError } from "../form-error";
import { MethodOptions } from "../method-options";
import { useHydrated } from "../../lib/use-hydrated";
import { showStep, useStepChange } from "../../lib/show-step";

/**
 * Another way to pay an unpaid order: after a decline or an expired e-wallet payment the
 * choice is open; before the first try it waits behind "Change payment method". Each method shows
 * the order's total with its own fee, as on the game page.
 */
export function MethodSwitch(props: { order: PublicOrder; methods: PaymentMethod[]; costs: MethodCostJson[] }) {
  const { t, locale } = useI18n();
  const revalidator = useRevalidator();
  const { order } = props;
  // The buyer's pick shows at once; the page's data (method, total, pay form) follows from the server.
  const [pending, setPending] = useState<string | null>(null);
  const { error, run } = useApiAction("checkout.providerFailed");
  const hydrated = useHydrated();
  const details = useRef<HTMLDetailsElement>(null);
  // Another method is another way to pay (a card form, a button to the provider) with its own
  // total, above this list: the buyer is taken back up to it.
  useStepChange(order.paymentMethod, () => showStep(details.current?.closest("section") ?? null));

  const choose = async (method: string) => {
    if (method === order.paymentMethod) return;
    setPending(method);
    await run(async () => {
      await callApi("changePaymentMethod", { params: { id: order.id }, locale, body: { method } });
      await revalidator.revalidate();
    });
    setPending(null);
  };

  return (
    <details
      ref={details}
      className="method-switch"
      open={order.status === "payment_failed"}
      data-testid="method-switch"
    >
      <summary>{t("payment.changeMethod")}</summary>
      <MethodOptions
        methods={props.methods}
        selected={pending ?? order.paymentMethod}
        costs={props.costs}
        currency={order.currency}
        label={t("payment.changeMethod")}
        disabled={pending !== null || !hydrated}
        onSelect={(method) => void choose(method)}
      />
      <FormError message={error} />
    </details>
  );
}
