import { useEffect, useState } from "react";
import { formatAccount } from "../../../core/catalog/account-validation";
import type { ApiAnswer } from "../../../contracts/api";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useViewer } from "../../lib/viewer";
import type { Purchase } from "./use-purchase";

type Saved = ApiAnswer<"listSavedAccounts">["data"][number];

/**
 * The signed-in buyer's saved game accounts of this game, first in the account step, one tap each
 * (decision 065). The page is the shared cached one (decision 026), so they are asked for after
 * hydration, once the buyer is known.
 */
export function SavedAccounts({ purchase }: { purchase: Purchase }) {
  const { t, locale } = useI18n();
  const viewer = useViewer();
  const [saved, setSaved] = useState<Saved[]>([]);
  const { game, fillAccount, values } = purchase;
  const signedIn = viewer !== null;

  useEffect(() => {
    if (!signedIn) return;
    const controller = new AbortController();
    callApi("listSavedAccounts", { querystring: { game: game.slug }, locale, signal: controller.signal }).then(
      (answer) => setSaved(answer.data),
      () => undefined,
    );
    return () => controller.abort();
  }, [signedIn, game.slug, locale]);

  if (saved.length === 0) return null;
  // The chip whose account the form holds now (tapped, or typed the same), until a field changes.
  const filled = saved.find((account) =>
    Object.entries(account.account).every(([name, value]) => values[name] === value),
  );
  return (
    <div className="saved-accounts" data-testid="saved-accounts">
      <p className="saved-accounts__title">{t("saved.title")}</p>
      <ul className="saved-accounts__list">
        {saved.map((account) => (
          <li key={account.id}>
            <button
              type="button"
              className="saved-account"
              aria-pressed={filled === account}
              onClick={() => fillAccount(account.account)}
            >
              <strong>{account.nickname}</strong> <span>{formatAccount(game.account, account.account, locale)}</span>
            </button>
          </li>
        ))}
      </ul>
      <p className="muted small" role="status">
        {filled ? t("saved.filled", { nickname: filled.nickname }) : t("saved.hint")}
      </p>
    </div>
  );
}
