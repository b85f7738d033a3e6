import { useRef, useState } from "react";
import { useRevalidator } from "react-router";
import type { PublicOrder } from "../../../core/orders/public-order";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { FormError } from "../form-error";
import { showStep, useStepChange } from "../../lib/show-step";

/**
 * "Write off up to": a signed-in buyer pays part of this order with KupiCoins (at most
 * 15%) and gold. The server settles every line again, and the page shows the new total.
 */
export function WriteOffToggle(props: {
  order: PublicOrder;
  writeOff: { upTo: number; goldUpTo: number; using: boolean };
}) {
  const { t, locale, money } = useI18n();
  const revalidator = useRevalidator();
  // The buyer's choice shows at once; the page's data catches up when the server has settled it.
  const [pending, setPending] = useState<boolean | null>(null);
  const { error, run } = useApiAction("checkout.providerFailed");
  const currency = props.order.currency;
  const box = useRef<HTMLInputElement>(null);
  // Settled (or refused, its error beside the box), the new total is on the Pay button: it comes into
  // sight, and the focus the box lost while it was disabled comes back to it.
  const settled = pending === null ? props.writeOff.using : null;
  useStepChange(settled, () => {
    if (settled !== null) showStep(box.current?.closest("section") ?? null, box.current);
  });

  const change = async (use: boolean) => {
    setPending(use);
    await run(async () => {
      await callApi("changeWriteOff", { params: { id: props.order.id }, locale, body: { use } });
      await revalidator.revalidate();
    });
    setPending(null);
  };

  return (
    <div className="stack">
      <label className="checkbox">
        <input
          ref={box}
          type="checkbox"
          data-testid="write-off"
          checked={pending ?? props.writeOff.using}
          disabled={pending !== null}
          onChange={(event) => void change(event.target.checked)}
        />
        <span>
          {/* Only the balances there are: no "and gold up to Rp 0" to a buyer without gold. */}
          {props.writeOff.goldUpTo === 0
            ? t("checkout.useKupiCoins", { amount: money({ amount: props.writeOff.upTo, currency }) })
            : props.writeOff.upTo === 0
              ? t("checkout.useGold", { amount: money({ amount: props.writeOff.goldUpTo, currency }) })
              : t("checkout.useBalance", {
                  cashback: money({ amount: props.writeOff.upTo, currency }),
                  gold: money({ amount: props.writeOff.goldUpTo, currency }),
                })}
        </span>
      </label>
      <FormError message={error} />
    </div>
  );
}
