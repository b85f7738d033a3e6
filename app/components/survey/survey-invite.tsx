import { useEffect, useRef } from "react";
import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context";
import { rememberSurveyDismissal } from "./survey-dismissal";

/**
 * After a signed-in buyer's order is complete: the first survey offered once, a free month for four
 * answers. The survey itself opens on the account page; closing this remembers the choice.
 */
export function SurveyInvite() {
  const { t, href } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    if (!dialog.current?.open) dialog.current?.showModal();
  }, []);
  const later = () => {
    rememberSurveyDismissal();
    dialog.current?.close();
  };
  return (
    <dialog
      ref={dialog}
      className="dialog"
      aria-labelledby="survey-invite-title"
      data-testid="survey-invite"
      onCancel={rememberSurveyDismissal}
    >
      <h2 id="survey-invite-title">{t("survey.title")}</h2>
      <p>{t("survey.cardText")}</p>
      <Link to={`${href("/account")}?survey=1`} className="button button--primary dialog__action">
        {t("survey.open")}
      </Link>
      <button type="button" className="button button--ghost dialog__action" onClick={later}>
        {t("survey.later")}
      </button>
    </dialog>
  );
}
