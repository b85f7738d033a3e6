import { formatAccount } from "../../../core/catalog/account-validation";
import { useI18n } from "../../i18n/i18n-context";
import { paymentMethodLabel } from "../../lib/payment-label";
import { productLabel } from "../../lib/product-label";
import type { Purchase } from "./use-purchase";

/**
 * Everything the order will contain, shown when the buyer presses Buy. Checkout (order creation and
 * payment) comes next; until then the summary says plainly that nothing was ordered or charged.
 */
export function OrderSummary({ purchase, onEdit }: { purchase: Purchase; onEdit: () => void }) {
  const { t, locale, money } = useI18n();
  const { product, payment, lookupResult } = purchase;
  if (!product || !payment) return null;
  const label = productLabel(product, purchase.game.texts.currencyUnit, locale);
  return (
    <section className="card summary" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title">{t("summary.title")}</h2>
      <dl>
        <dt>{t("summary.account")}</dt>
        <dd>{formatAccount(purchase.game.account, purchase.account, locale)}</dd>
        {lookupResult?.status === "found" ? (
          <>
            <dt>{t("summary.player")}</dt>
            <dd>{lookupResult.nickname}</dd>
          </>
        ) : null}
        <dt>{t("summary.item")}</dt>
        <dd>
          {purchase.game.name}: {label.title}
        </dd>
        <dt>{t("summary.price")}</dt>
        <dd>{money(product.price)}</dd>
        {purchase.promoCode ? (
          <>
            <dt>{t("summary.promo")}</dt>
            <dd>{purchase.promoCode}</dd>
          </>
        ) : null}
        <dt>{t("summary.payment")}</dt>
        <dd>{paymentMethodLabel(t, payment).name}</dd>
        <dt className="summary__total">{t("summary.total")}</dt>
        <dd className="summary__total">{money(product.price)}</dd>
      </dl>
      <p className="notice notice--info" role="status">
        {t("summary.checkoutClosed")}
      </p>
      <button type="button" className="button button--ghost" onClick={onEdit}>
        {t("summary.edit")}
      </button>
    </section>
  );
}
