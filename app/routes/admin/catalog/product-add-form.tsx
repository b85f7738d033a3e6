import { Form } from "react-router";
import { NEW_SKU_MAX, PRODUCT_TITLE_MAX } from "../../../../core/admin/new-product";
import type { ProductKind } from "../../../../core/catalog/types";
import { Field } from "../../../components/field";
import { useI18n } from "../../../i18n/i18n-context";

const TITLE_FIELDS = [
  ["titleId", "adminCatalog.titleId"],
  ["titleEn", "adminCatalog.titleEn"],
  ["titleRu", "adminCatalog.titleRu"],
  ["titleUz", "adminCatalog.titleUz"],
] as const;

/**
 * A new product of the game: its SKU, its name (titles in the four languages, or its amount and
 * bonus in the game's unit), its kind among the game's, its place, and optionally who delivers it.
 * It is added switched off.
 */
export function ProductAddForm({ kinds, suppliers }: { kinds: readonly ProductKind[]; suppliers: readonly string[] }) {
  const { t } = useI18n();
  return (
    <section className="card stack" aria-labelledby="product-add-title">
      <h2 id="product-add-title">{t("adminCatalog.addTitle")}</h2>
      <p className="muted small">{t("adminCatalog.addText")}</p>
      <Form method="post" className="stack" data-testid="product-add-form">
        <input type="hidden" name="intent" value="add" />
        <div className="catalog-form">
          <Field
            label={t("adminCatalog.newSku")}
            hint={t("adminCatalog.newSkuHint")}
            name="sku"
            required
            maxLength={NEW_SKU_MAX}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
            autoComplete="off"
          />
          <Field label={t("adminCatalog.kind")}>
            {(control) => (
              <select {...control} name="kind">
                {kinds.map((kind) => (
                  <option key={kind} value={kind}>
                    {t(`kind.${kind}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t("adminCatalog.position")}
            hint={t("adminCatalog.positionHint")}
            name="position"
            inputMode="numeric"
          />
        </div>
        <fieldset className="stack">
          <legend>{t("adminCatalog.nameLegend")}</legend>
          <p className="muted small">{t("adminCatalog.nameHint")}</p>
          <div className="catalog-form">
            <Field label={t("adminCatalog.amount")} name="amount" inputMode="numeric" />
            <Field label={t("adminCatalog.bonus")} name="bonus" inputMode="numeric" />
            {TITLE_FIELDS.map(([name, label]) => (
              <Field key={name} label={t(label)} name={name} maxLength={PRODUCT_TITLE_MAX} />
            ))}
          </div>
        </fieldset>
        <fieldset className="stack">
          <legend>{t("adminCatalog.offerLegend")}</legend>
          <OfferFields suppliers={suppliers} optional />
        </fieldset>
        <div>
          <button type="submit" className="button" data-testid="product-add-submit">
            {t("adminCatalog.addButton")}
          </button>
        </div>
      </Form>
    </section>
  );
}

/**
 * A supplier's offer: which supplier, its code for the product, what it costs us (whole rupiah);
 * `optional` when the form is whole without one.
 */
export function OfferFields({ suppliers, optional = false }: { suppliers: readonly string[]; optional?: boolean }) {
  const { t } = useI18n();
  return (
    <div className="catalog-form">
      <Field label={t("adminSupplier.supplier")}>
        {(control) => (
          <select {...control} name="supplier" defaultValue={optional ? "" : suppliers[0]} required={!optional}>
            {optional ? <option value="">{t("adminCatalog.noSupplier")}</option> : null}
            {suppliers.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field
        label={t("adminSupplier.supplierSku")}
        name="supplierSku"
        maxLength={80}
        autoComplete="off"
        required={!optional}
      />
      <Field label={t("adminSupplier.cost")} hint={t("adminSupplier.amountHint")} name="cost" inputMode="numeric" />
    </div>
  );
}
