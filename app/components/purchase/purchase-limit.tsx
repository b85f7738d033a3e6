import type { PurchaseLimit } from "../../../core/catalog/types";
import { purchaseLimitText } from "../../../i18n/purchase-limit-text";
import { useI18n } from "../../i18n/i18n-context";
import type { Purchase } from "./use-purchase";

/** The standing's id on the game page, where Buy takes the buyer (the summary's copy has none). */
export const PURCHASE_LIMIT_ID = "purchase-limit-reached";

/** The item's publisher limit, as its tile and the summary state it ("1× per minggu per akun"). */
export function PurchaseLimitNote(props: { limit: PurchaseLimit | null; className: string }) {
  const { t } = useI18n();
  if (!props.limit) return null;
  return (
    <span className={props.className} data-testid="purchase-limit">
      {purchaseLimitText(t, props.limit)}
    </span>
  );
}

/**
 * This account has already reached the chosen item's limit with its paid purchases (the quote says
 * so): said before Buy now, in the words of the refusal the order would meet. Nothing to tick: the
 * buyer chooses another item or another account.
 */
export function PurchaseLimitReached({ purchase, id }: { purchase: Purchase; id?: string }) {
  const { t } = useI18n();
  if (!purchase.purchaseLimit || !purchase.product) return null;
  return (
    <div id={id} className="player-check player-check--warn" role="alert" data-testid="purchase-limit-reached">
      <p>
        {t("product.limitReached")} {purchase.purchaseLimit.message}
      </p>
    </div>
  );
}
