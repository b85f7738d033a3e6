import { useEffect, useRef, useState } from "react";
import { Link, useRevalidator } from "react-router";
import type { RewardOffer, SurveyStatus } from "../../../core/survey/survey";
import { useI18n } from "../../i18n/i18n-context";
import { rememberSurveyDismissal } from "./survey-dismissal";
import { SurveyQuestions } from "./survey-questions";
import { SurveyReward } from "./survey-reward";

/**
 * The first-survey dialog and its place on the account page: it opens by itself once for a
 * signed-in buyer who has not answered (until they close it), and the card's button opens it again
 * until the voucher is spent. After the answers it offers the reward: one free 30-day membership.
 */
export function SurveyCard(props: {
  status: SurveyStatus;
  games: { slug: string; name: string }[];
  /** The memberships the voucher can become (loaded once the survey is answered). */
  rewards: RewardOffer[] | null;
  autoOpen: boolean;
}) {
  const { t, href } = useI18n();
  const dialog = useRef<HTMLDialogElement>(null);
  const revalidator = useRevalidator();
  const [thanked, setThanked] = useState(false);
  const { answered, voucherOrderId } = props.status;

  useEffect(() => {
    if (props.autoOpen && !dialog.current?.open) dialog.current?.showModal();
  }, [props.autoOpen]);

  const close = () => {
    if (!answered) rememberSurveyDismissal();
    dialog.current?.close();
  };

  return (
    <section className="card survey-card" aria-labelledby="survey-card-title" data-testid="survey-card">
      <h2 id="survey-card-title">{t("survey.cardTitle")}</h2>
      {voucherOrderId ? (
        <p>
          {t("survey.rewardDone")}{" "}
          <Link to={href(`/card-payment/${voucherOrderId}`)} data-testid="survey-order">
            {t("survey.viewOrder")}
          </Link>
        </p>
      ) : (
        <>
          <p className="muted">{t("survey.cardText")}</p>
          <button
            type="button"
            className="button button--primary"
            data-testid="survey-open"
            onClick={() => dialog.current?.showModal()}
          >
            {answered ? t("survey.rewardOpen") : t("survey.open")}
          </button>
          <dialog
            ref={dialog}
            className="dialog survey-dialog"
            aria-labelledby="survey-title"
            data-testid="survey-dialog"
            onCancel={() => {
              if (!answered) rememberSurveyDismissal();
            }}
          >
            <div className="dialog__close">
              <button type="button" onClick={close} aria-label={t("survey.later")}>
                ×
              </button>
            </div>
            <h2 id="survey-title">{answered ? t("survey.rewardTitle") : t("survey.title")}</h2>
            {answered ? (
              <>
                {thanked ? (
                  <p className="survey__thanks" role="status">
                    {t("survey.thanks")}
                  </p>
                ) : null}
                {props.rewards ? <SurveyReward offers={props.rewards} /> : null}
              </>
            ) : (
              <>
                <p className="muted">{t("survey.intro")}</p>
                <SurveyQuestions
                  games={props.games}
                  onDone={() => {
                    setThanked(true);
                    void revalidator.revalidate();
                  }}
                />
                <button type="button" className="button button--ghost dialog__action" onClick={close}>
                  {t("survey.later")}
                </button>
              </>
            )}
          </dialog>
        </>
      )}
    </section>
  );
}
