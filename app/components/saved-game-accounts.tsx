import { Form } from "react-router";
import { useI18n } from "../i18n/i18n-context";

/**
 * The account page's saved game accounts (decision 065), per game, each with Remove: a plain form
 * post, so it works before the page's JavaScript has loaded.
 */
export function SavedGameAccounts({
  accounts,
  removed,
}: {
  accounts: { id: string; game: string; nickname: string; label: string }[];
  removed: boolean;
}) {
  const { t } = useI18n();
  const games = [...new Set(accounts.map((account) => account.game))];
  return (
    <section className="card" aria-labelledby="saved-accounts-title" data-testid="saved-game-accounts">
      <h2 id="saved-accounts-title">{t("saved.accountTitle")}</h2>
      {removed ? (
        <p className="notice" role="status">
          {t("saved.removed")}
        </p>
      ) : null}
      {accounts.length === 0 ? <p className="muted">{t("saved.accountEmpty")}</p> : null}
      {games.map((game) => (
        <div key={game} className="saved-game">
          <h3>{game}</h3>
          <ul className="saved-game__list">
            {accounts
              .filter((account) => account.game === game)
              .map((account) => (
                <li key={account.id}>
                  <span>
                    <strong>{account.nickname}</strong> <span className="muted">{account.label}</span>
                  </span>
                  <Form method="post">
                    <input type="hidden" name="id" value={account.id} />
                    <button
                      type="submit"
                      name="intent"
                      value="forgetGameAccount"
                      className="button button--ghost"
                      aria-label={t("saved.removeLabel", { nickname: account.nickname, account: account.label })}
                    >
                      {t("saved.remove")}
                    </button>
                  </Form>
                </li>
              ))}
          </ul>
        </div>
      ))}
      {accounts.length > 0 ? <p className="muted small">{t("saved.accountNote")}</p> : null}
    </section>
  );
}
