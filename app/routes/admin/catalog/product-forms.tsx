import { Form } from "react-router";
import type { ProductLack } from "../../../../core/admin/new-product";
import { CURRENCIES } from "../../../../core/money";
import { PRICE_REASON_MAX, PRICE_REASON_MIN } from "../../../../core/pricing/margin";
import { Field } from "../../../components/field";
import { useI18n } from "../../../i18n/i18n-context";
import { OfferFields } from "./product-add-form";

/** What a product still lacks to be sold, in words: nothing when it is on sale. */
export function ProductLacks({ sku, lacks }: { sku: string; lacks: readonly ProductLack[] }) {
  const { t } = useI18n();
  if (!lacks.length) return null;
  return (
    <p className="catalog-held" role="note" data-testid={`product-lacks-${sku}`}>
      {[t("adminCatalog.notOnSale"), ...lacks.map((lack) => t(`adminCatalog.lacks.${lack}`))].join(" ")}
    </p>
  );
}

/**
 * Retiring a product (gone from the shop, kept in orders and reports) or bringing it back, with the
 * reason the audit log keeps.
 */
export function ProductRetireForm({ sku, active }: { sku: string; active: boolean }) {
  const { t } = useI18n();
  return (
    <Form method="post" className="catalog-form" data-testid={`product-retire-${sku}`}>
      <input type="hidden" name="intent" value="flag" />
      <input type="hidden" name="sku" value={sku} />
      <input type="hidden" name="field" value="active" />
      <input type="hidden" name="value" value={active ? "off" : "on"} />
      <Field
        label={
          <>
            <span className={active ? "catalog-state catalog-state--on" : "catalog-state"}>
              {t(active ? "adminCatalog.on" : "adminCatalog.off")}
            </span>
            {" · "}
            {t(active ? "adminCatalog.retireReason" : "adminCatalog.bringBackReason")}
          </>
        }
        name="reason"
        required
        minLength={PRICE_REASON_MIN}
        maxLength={PRICE_REASON_MAX}
      />
      <button type="submit" className="button button--ghost" data-testid={`product-active-${sku}`}>
        {t(active ? "adminCatalog.retire" : "adminCatalog.bringBack")}
      </button>
    </Form>
  );
}

/** A list price typed by hand for one market (prices permission). */
export function HandPriceForm({ sku }: { sku: string }) {
  const { t } = useI18n();
  return (
    <details>
      <summary>{t("adminCatalog.handPriceTitle")}</summary>
      <p className="muted small">{t("adminCatalog.handPriceText")}</p>
      <Form method="post" className="catalog-form" data-testid={`price-form-${sku}`}>
        <input type="hidden" name="intent" value="price" />
        <input type="hidden" name="sku" value={sku} />
        <Field label={t("adminCatalog.currency")}>
          {(control) => (
            <select {...control} name="currency">
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field label={t("adminCatalog.listPrice")} name="amount" inputMode="decimal" required />
        <Field
          label={t("adminCatalog.reason")}
          hint={t("adminCatalog.reasonHint")}
          name="reason"
          required
          minLength={PRICE_REASON_MIN}
          maxLength={PRICE_REASON_MAX}
        />
        <button type="submit" className="button">
          {t("adminCatalog.handPriceSet")}
        </button>
      </Form>
    </details>
  );
}

/** A supplier's offer added to the product: open, tried in the suppliers' order. */
export function OfferAddForm({ sku, suppliers }: { sku: string; suppliers: readonly string[] }) {
  const { t } = useI18n();
  return (
    <details>
      <summary>{t("adminSupplier.addOffer")}</summary>
      <Form method="post" className="stack" data-testid={`offer-form-${sku}`}>
        <input type="hidden" name="intent" value="offer" />
        <input type="hidden" name="sku" value={sku} />
        <OfferFields suppliers={suppliers} />
        <div>
          <button type="submit" className="button button--ghost">
            {t("adminSupplier.saveOffer")}
          </button>
        </div>
      </Form>
    </details>
  );
}
