import { useState } from "react";
import { useNavigate } from "react-router";
import { CONFIRMATION_FIELD } from "../../../core/catalog/account-validation";
import type { RewardOffer } from "../../../core/survey/survey";
import { useI18n } from "../../i18n/i18n-context";
import { ApiError, callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { Field } from "../field";
import { ACCOUNT_FIELD_LABELS } from "../purchase/field-labels";

const offerKey = (offer: RewardOffer) => `${offer.game.slug}:${offer.product.sku}`;

/**
 * The voucher spent: the buyer picks one 30-day membership and gives the game account
 * that receives it, with the same fields and checks as a purchase; the order (price 0) opens next.
 */
export function SurveyReward(props: { offers: RewardOffer[] }) {
  const { t, locale, language } = useI18n();
  const navigate = useNavigate();
  const [chosen, setChosen] = useState("");
  const [values, setValues] = useState<Record<string, string>>({});
  const [confirmed, setConfirmed] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const action = useApiAction("survey.failed");
  const offer = props.offers.find((candidate) => offerKey(candidate) === chosen);
  const games = [...new Set(props.offers.map((candidate) => candidate.game.name))];

  return (
    <form
      className="stack"
      data-testid="survey-reward"
      onSubmit={(event) => {
        event.preventDefault();
        if (!offer) return;
        setFieldErrors({});
        void action.run(async () => {
          try {
            const answer = await callApi("redeemSurveyVoucher", {
              locale,
              body: { game: offer.game.slug, product: offer.product.sku, account: values, confirmed },
            });
            void navigate(answer.paymentPage);
            return "stayBusy";
          } catch (error) {
            if (error instanceof ApiError && error.fields) setFieldErrors(error.fields);
            throw error;
          }
        });
      }}
    >
      <p className="muted">{t("survey.rewardText")}</p>
      <Field label={t("survey.rewardProduct")} id="survey-product">
        {(control) => (
          <select
            {...control}
            required
            value={chosen}
            onChange={(event) => {
              setChosen(event.target.value);
              setValues({});
              setFieldErrors({});
            }}
          >
            <option value="">{t("field.choose")}</option>
            {games.map((name) => (
              <optgroup key={name} label={name}>
                {props.offers
                  .filter((candidate) => candidate.game.name === name)
                  .map((candidate) => (
                    <option key={offerKey(candidate)} value={offerKey(candidate)}>
                      {candidate.product.title ?? candidate.product.sku}
                    </option>
                  ))}
              </optgroup>
            ))}
          </select>
        )}
      </Field>
      {offer?.product.description ? <p className="muted small">{offer.product.description}</p> : null}
      {offer
        ? offer.game.account.fields.map((field) => (
            <Field
              key={`${offer.game.slug}-${field.name}`}
              label={t(ACCOUNT_FIELD_LABELS[field.kind])}
              id={`survey-account-${field.name}`}
              error={fieldErrors[field.name] ?? null}
            >
              {(control) =>
                field.type === "select" ? (
                  <select
                    {...control}
                    value={values[field.name] ?? ""}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  >
                    <option value="">{t("field.choose")}</option>
                    {field.options.map((option) => (
                      <option key={option.value} value={option.value}>
                        {option.label[language]}
                      </option>
                    ))}
                  </select>
                ) : (
                  <input
                    {...control}
                    type="text"
                    inputMode={field.charset === "digits" ? "numeric" : "text"}
                    autoComplete="off"
                    spellCheck={false}
                    placeholder={field.example}
                    value={values[field.name] ?? ""}
                    onChange={(event) => setValues({ ...values, [field.name]: event.target.value })}
                  />
                )
              }
            </Field>
          ))
        : null}
      {offer ? (
        <label className="checkbox">
          <input type="checkbox" checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />
          {t(`confirm.${offer.game.account.confirmation}`)}
        </label>
      ) : null}
      {fieldErrors[CONFIRMATION_FIELD] ? (
        <p className="field__error" role="alert">
          {fieldErrors[CONFIRMATION_FIELD]}
        </p>
      ) : null}
      {action.error && Object.keys(fieldErrors).length === 0 ? (
        <p className="field__error" role="alert">
          {action.error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary dialog__action" disabled={!offer || action.busy}>
        {t("survey.redeem")}
      </button>
    </form>
  );
}
