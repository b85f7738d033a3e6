import { Form } from "react-router";
import { CURRENCIES } from "../../../../core/money";
import { useConsoleClock } from "../../../components/admin/admin-time";
import { useI18n } from "../../../i18n/i18n-context";
import type { PromoFormValues } from "./promo-form-values";
import { Field } from "../../../components/field";
import { FormError } from "../../../components/form-error";

/**
 * The promo code form of the console, for a new code and for an edit (where the code is fixed: orders
 * and redemptions name it). Plain fields that post without JavaScript; the server checks everything.
 */
export function PromoForm(props: {
  values: PromoFormValues;
  games: { slug: string; name: string }[];
  error: string | null;
  editing: boolean;
  submitLabel: string;
}) {
  const { values, games, error, editing } = props;
  const { t } = useI18n();
  const clock = useConsoleClock();
  return (
    <Form method="post" className="stack" data-testid="promo-form">
      <input type="hidden" name="intent" value="save" />
      {editing ? (
        <input type="hidden" name="code" value={values.code} />
      ) : (
        <Field
          label={t("adminPromo.code")}
          hint={t("adminPromo.codeHint")}
          name="code"
          id="promo-code"
          required
          maxLength={40}
          autoCapitalize="characters"
          defaultValue={values.code}
        />
      )}
      <fieldset className="admin-inline">
        <legend>{t("adminPromo.kind")}</legend>
        {(["percent", "fixed"] as const).map((kind) => (
          <label key={kind}>
            <input
              type="radio"
              name="kind"
              value={kind}
              defaultChecked={values.kind === kind}
              data-testid={`promo-kind-${kind}`}
            />{" "}
            {t(kind === "percent" ? "adminPromo.kindPercent" : "adminPromo.kindFixed")}
          </label>
        ))}
      </fieldset>
      <div className="admin-promo-grid">
        <Field
          label={t("adminPromo.percent")}
          hint={t("adminPromo.percentHint")}
          name="percent"
          id="promo-percent"
          inputMode="decimal"
          defaultValue={values.percent}
        />
        <Field
          label={t("adminPromo.amount")}
          name="amount"
          id="promo-amount"
          inputMode="decimal"
          defaultValue={values.amount}
        />
        <Field label={t("adminPromo.currency")} hint={t("adminPromo.currencyHint")} id="promo-currency">
          {(control) => (
            <select {...control} name="currency" defaultValue={values.currency}>
              <option value="">{t("adminPromo.currencyAny")}</option>
              {CURRENCIES.map((currency) => (
                <option key={currency} value={currency}>
                  {currency}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("adminPromo.minimum")}
          name="minimum"
          id="promo-minimum"
          inputMode="decimal"
          defaultValue={values.minimum}
        />
        <Field
          label={t("adminPromo.startsAt")}
          hint={t("adminPromo.windowHint", { zone: clock.label })}
          name="startsAt"
          id="promo-starts"
          type="datetime-local"
          defaultValue={values.startsAt}
        />
        <Field
          label={t("adminPromo.endsAt")}
          name="endsAt"
          id="promo-ends"
          type="datetime-local"
          defaultValue={values.endsAt}
        />
        <Field
          label={t("adminPromo.perUserLimit")}
          hint={t("adminPromo.limitHint")}
          name="perUserLimit"
          id="promo-per-user"
          inputMode="numeric"
          defaultValue={values.perUserLimit}
        />
        <Field
          label={t("adminPromo.globalLimit")}
          name="globalLimit"
          id="promo-global"
          inputMode="numeric"
          defaultValue={values.globalLimit}
        />
        <Field label={t("adminPromo.game")} id="promo-game">
          {(control) => (
            <select {...control} name="gameSlug" defaultValue={values.gameSlug}>
              <option value="">{t("adminPromo.gameAny")}</option>
              {games.map((game) => (
                <option key={game.slug} value={game.slug}>
                  {game.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          label={t("adminPromo.product")}
          hint={t("adminPromo.productHint")}
          name="productSku"
          id="promo-product"
          maxLength={80}
          defaultValue={values.productSku}
        />
      </div>
      <FormError message={error} />
      <button type="submit" className="button button--primary" data-testid="promo-save">
        {props.submitLabel}
      </button>
    </Form>
  );
}
