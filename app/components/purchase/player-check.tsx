import { useI18n } from "../../i18n/i18n-context";
import { accountErrorMessage } from "../../../i18n/account-errors";
import { regionName } from "../../../i18n/product-label";
import type { Purchase } from "./use-purchase";

/**
 * The player check under the account fields: "Player: <nickname>", a not-found or not-allowed message
 * that blocks buying, the region-mismatch notice with a one-tap fix, or, when the check is unavailable,
 * an explicit choice to continue.
 */
export function PlayerCheck({ purchase }: { purchase: Purchase }) {
  const { t, locale, language } = useI18n();
  const { lookup, lookupResult: result } = purchase;
  if (lookup.state === "checking") {
    return (
      <p className="player-check player-check--pending" role="status">
        {t("lookup.checking")}
      </p>
    );
  }
  if (!result) return null;
  const regionField = purchase.game.account.fields.find((field) => field.type === "select" && field.kind === "region");
  const mismatch = purchase.regionMismatch;
  const optionLabel = (value: string) =>
    (regionField?.type === "select"
      ? regionField.options.find((option) => option.value === value)?.label[language]
      : "") ?? "";
  return (
    <div className="player-check-group" aria-live="polite">
      {result.status === "found" ? (
        <p className="player-check player-check--ok" data-testid="player-found">
          {t("lookup.found", { nickname: result.nickname })}
        </p>
      ) : null}
      {result.status === "not_found" ? (
        <p className="player-check player-check--error" role="alert">
          {t("lookup.notFound")}
        </p>
      ) : null}
      {result.status === "not_allowed" ? (
        <p className="player-check player-check--error" role="alert">
          {accountErrorMessage(t, { code: "accountNotAllowed" })}
        </p>
      ) : null}
      {result.status === "unavailable" ? (
        <div className="player-check player-check--warn">
          <p>{t("lookup.unavailable")}</p>
          <label className="checkbox">
            <input
              type="checkbox"
              checked={purchase.acknowledged}
              onChange={(event) => purchase.setAcknowledged(event.target.checked)}
            />
            <span>{t("lookup.continueAnyway")}</span>
          </label>
        </div>
      ) : null}
      {mismatch && regionField?.type === "select" ? (
        <div className="player-check player-check--warn" role="alert" data-testid="region-mismatch">
          <p>{t("lookup.regionMismatch", { region: optionLabel(mismatch.suggested) })}</p>
          <button
            type="button"
            className="button button--ghost"
            onClick={() => purchase.setValue(mismatch.field, mismatch.suggested)}
          >
            {t("lookup.useRegion", { region: optionLabel(mismatch.suggested) })}
          </button>
        </div>
      ) : null}
      {purchase.regionFromLookup && !mismatch ? (
        <p className="player-check player-check--ok" data-testid="region-from-lookup">
          {t("lookup.regionFromAccount", { region: optionLabel(purchase.regionFromLookup) })}
        </p>
      ) : null}
      {purchase.regionBlocked && purchase.product?.regionOnly ? (
        <p className="player-check player-check--error" role="alert">
          {accountErrorMessage(t, { code: "accountNotAllowed" })} ·{" "}
          {t("product.regionOnly", { region: regionName(purchase.product.regionOnly, locale) })}
        </p>
      ) : null}
    </div>
  );
}
