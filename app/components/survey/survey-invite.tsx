import { useState } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import { rememberSurveyDismissal } from "./survey-dismissal";

/**
 * After a signed-in buyer's order is complete: the first survey offered, a free month for four
 * answers. A card beside the order, not a modal, so it never stands between the buyer and the order's
 * own prompts (the rating); "Maybe later" remembers the choice. The survey opens on the account page.
 */
export function SurveyInvite() {
  const { t, href } = useI18n();
  const [hidden, setHidden] = useState(false);
  if (hidden) return null;
  return (
    <section className="card survey-card" aria-labelledby="survey-invite-title" data-testid="survey-invite">
      <h2 id="survey-invite-title">{t("survey.title")}</h2>
      <p className="muted">{t("survey.cardText")}</p>
      <div className="survey-card__actions">
        <Link to={`${href("/account")}?survey=1`} className="button button--primary">
          {t("survey.open")}
        </Link>
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            rememberSurveyDismissal();
            setHidden(true);
          }}
        >
          {t("survey.later")}
        </button>
      </div>
    </section>
  );
}
