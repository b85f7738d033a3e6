import { Form } from "react-router";
import {
  FISCAL_FIELDS,
  RU_PAYMENT_SUBJECTS,
  RU_VAT_CODES,
  UZ_VAT_PERCENTS,
  type FiscalCodes,
  type FiscalField,
  type FiscalMarket,
} from "../../../../core/catalog/fiscal";
import { Field } from "../../../components/field";
import { useI18n } from "../../../i18n/i18n-context";

/** The choices of a field with a closed list; the codes' own fields are typed. */
const CHOICES: Partial<Record<FiscalField, readonly (string | number)[]>> = {
  vatPercent: UZ_VAT_PERCENTS,
  vatCode: RU_VAT_CODES,
  paymentSubject: RU_PAYMENT_SUBJECTS,
};

/**
 * One market's fiscal codes of a product (`sku`), or of every product of the game (no `sku`): saved
 * as typed, or cleared.
 */
export function FiscalCodesForm({
  market,
  sku,
  codes,
}: {
  market: FiscalMarket;
  sku?: string;
  codes: FiscalCodes | undefined;
}) {
  const { t } = useI18n();
  const entry: Partial<Record<FiscalField, string | number>> | undefined = codes?.[market];
  const testId = `fiscal-form-${market}-${sku ?? "game"}`;
  return (
    <Form method="post" className="catalog-form" data-testid={testId}>
      <input type="hidden" name="intent" value={sku ? "fiscal" : "fiscalGame"} />
      {sku ? <input type="hidden" name="sku" value={sku} /> : null}
      <input type="hidden" name="market" value={market} />
      <p className="catalog-item__title">{t("adminCatalog.fiscalMarket", { market })}</p>
      {FISCAL_FIELDS[market].map((field: FiscalField) => {
        const current = entry?.[field] === undefined ? "" : String(entry[field]);
        const choices = CHOICES[field];
        const label = t("adminCatalog.fiscalField", { field });
        return choices ? (
          <Field key={field} label={label}>
            {(control) => (
              <select {...control} name={field} defaultValue={current}>
                <option value="">{t("adminCatalog.none")}</option>
                {choices.map((choice) => (
                  <option key={choice} value={String(choice)}>
                    {choice}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : (
          <Field
            key={field}
            label={label}
            hint={field === "ikpu" ? t("adminCatalog.fiscalIkpuHint") : undefined}
            name={field}
            inputMode="numeric"
            maxLength={20}
            defaultValue={current}
          />
        );
      })}
      <div className="admin-inline">
        <button type="submit" className="button button--ghost">
          {sku ? t("adminCatalog.save") : t("adminCatalog.fiscalSaveAll")}
        </button>
        <button type="submit" name="clear" value="1" className="button button--ghost">
          {sku ? t("adminCatalog.fiscalClear") : t("adminCatalog.fiscalClearAll")}
        </button>
      </div>
    </Form>
  );
}
