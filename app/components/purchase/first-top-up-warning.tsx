import { formatCalendarDay } from "../../../core/orders/order-date";
import { productLabel } from "../../../i18n/product-label";
import { useI18n } from "../../i18n/i18n-context";
import type { Purchase } from "./use-purchase";

/** The warning's id on the game page, where Buy scrolls to it (the summary's copy has none). */
export const FIRST_TOP_UP_WARNING_ID = "first-top-up-warning";

/**
 * The game account already has an order of this first-top-up pack, so the publisher's
 * bonus will not come again. Said before paying, with the day of that order and what this one
 * brings; buying needs the buyer's "I understand".
 */
export function FirstTopUpWarning({ purchase, id }: { purchase: Purchase; id?: string }) {
  const { t, locale } = useI18n();
  const { firstTopUpRepeat: repeat, product } = purchase;
  if (!repeat || !product) return null;
  const values = {
    date: formatCalendarDay(repeat.date),
    amount: productLabel(product, purchase.game.texts.currencyUnit, locale).title,
  };
  return (
    <div
      id={id}
      className="player-check player-check--warn first-top-up"
      role="alert"
      data-testid="first-top-up-repeat"
    >
      <p>
        {repeat.status === "paid"
          ? t("product.firstTopUpRepeatPaid", values)
          : t("product.firstTopUpRepeatUnpaid", values)}
      </p>
      <label className="checkbox">
        <input
          type="checkbox"
          data-testid="first-top-up-understood"
          checked={purchase.firstTopUpTicked}
          onChange={(event) => purchase.setFirstTopUpTicked(event.target.checked)}
        />
        <span>{t("product.firstTopUpUnderstood")}</span>
      </label>
      {purchase.showAllErrors && !purchase.firstTopUpTicked ? (
        <p className="field__error">{t("product.firstTopUpTick")}</p>
      ) : null}
    </div>
  );
}
