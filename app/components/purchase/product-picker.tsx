import { useState } from "react";
import type { ProductOffer } from "../../../core/catalog/catalog";
import { PRODUCT_KINDS, type ProductKind } from "../../../core/catalog/types";
import { LOCALE_INFO } from "../../../core/locales";
import { formatNumber } from "../../../core/money";
import { useI18n } from "../../i18n/i18n-context";
import { formatCurrencyAmount, productLabel, regionName } from "../../../i18n/product-label";
import { FIRST_TOP_UP_WARNING_ID, FirstTopUpWarning } from "./first-top-up-warning";
import { PURCHASE_LIMIT_ID, PurchaseLimitNote, PurchaseLimitReached } from "./purchase-limit";
import type { Purchase } from "./use-purchase";
import { KIND_LABELS, KindTabs } from "./kind-tabs";

/** Characters of a price beyond which it no longer fits a card two to a row at 360 px at full size. */
const LONG_PRICE = 11;

function ProductCard({ product, purchase }: { product: ProductOffer; purchase: Purchase }) {
  const { t, locale, money } = useI18n();
  const price = money(product.price);
  const label = productLabel(product, purchase.game.texts.currencyUnit, locale);
  const onSale = product.price.amount < product.listPrice.amount;
  const percent = onSale ? Math.round((1 - product.price.amount / product.listPrice.amount) * 100) : 0;
  const selected = purchase.product?.sku === product.sku;
  return (
    <label className={`product-card${selected ? " product-card--selected" : ""}`} data-sku={product.sku}>
      <input
        type="radio"
        name="product"
        value={product.sku}
        checked={selected}
        onChange={() => purchase.selectProduct(product.sku)}
        className="visually-hidden"
      />
      {product.popular || onSale ? (
        <span className="product-card__badges">
          {product.popular ? <span className="product-card__badge">{t("product.popular")}</span> : null}
          {onSale ? (
            <span className="product-card__badge product-card__badge--sale">
              {t("product.salePercent", { percent })}
            </span>
          ) : null}
        </span>
      ) : null}
      <span className="product-card__title">{label.title}</span>
      {label.detail ? <span className="product-card__detail">{label.detail}</span> : null}
      {product.firstTopUpBonus ? (
        <span className="product-card__first">
          {t("product.firstTopUp", { bonus: formatNumber(product.firstTopUpBonus, LOCALE_INFO[locale].iso) })}
        </span>
      ) : null}
      {product.durationDays ? (
        <span className="product-card__detail">{t("product.days", { days: product.durationDays })}</span>
      ) : null}
      {product.regionOnly ? (
        <span className="product-card__region">
          {t("product.regionOnly", { region: regionName(product.regionOnly, locale) })}
        </span>
      ) : null}
      <PurchaseLimitNote limit={product.limit} className="product-card__limit" />
      <span
        className={price.length > LONG_PRICE ? "product-card__price product-card__price--long" : "product-card__price"}
      >
        {price}
        {onSale ? (
          <s className="product-card__old" aria-label={t("product.oldPrice", { price: money(product.listPrice) })}>
            {money(product.listPrice)}
          </s>
        ) : null}
      </span>
    </label>
  );
}

/** Products in tabs by kind, as cards the buyer picks one of. */
export function ProductPicker({ purchase }: { purchase: Purchase }) {
  const { t, locale } = useI18n();
  const { game } = purchase;
  // Only kinds the game sells get a tab, so no tab is ever empty.
  const kinds = PRODUCT_KINDS.filter((kind) => game.products.some((product) => product.kind === kind));
  const [tab, setTab] = useState<ProductKind>(purchase.product?.kind ?? kinds[0] ?? "currency");
  const tabbed = kinds.length > 1;
  return (
    <div className="product-picker">
      {tabbed ? <KindTabs kinds={kinds} selected={tab} onSelect={setTab} /> : null}
      {purchase.showAllErrors && !purchase.product ? (
        <p className="field__error" role="alert">
          {t("game.chooseProduct")}
        </p>
      ) : null}
      {kinds.map((kind) => (
        // Every kind is in the page (for search engines and buyers without JavaScript); one is visible.
        <div
          key={kind}
          id={`panel-${kind}`}
          hidden={kind !== tab}
          role={tabbed ? "tabpanel" : undefined}
          aria-labelledby={tabbed ? `tab-${kind}` : undefined}
        >
          <div className="product-grid" role="radiogroup" aria-label={t(KIND_LABELS[kind])}>
            {game.products
              .filter((product) => product.kind === kind)
              .map((product) => (
                <ProductCard key={product.sku} product={product} purchase={purchase} />
              ))}
          </div>
        </div>
      ))}
      {game.minimumPurchase && tab === "currency" ? (
        <p className="muted small">
          {t("game.minimum", { amount: formatCurrencyAmount(game.texts.currencyUnit, game.minimumPurchase, locale) })}
        </p>
      ) : null}
      {game.firstTopUpDouble && tab === "currency" ? <p className="muted small">{t("game.firstTopUpNote")}</p> : null}
      <FirstTopUpWarning purchase={purchase} id={FIRST_TOP_UP_WARNING_ID} />
      <PurchaseLimitReached purchase={purchase} id={PURCHASE_LIMIT_ID} />
    </div>
  );
}
