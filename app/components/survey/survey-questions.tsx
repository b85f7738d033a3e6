import { useState } from "react";
import {
  FOUND_VIA,
  PRIORITIES,
  SURVEY_COMMENT_MAX,
  type FoundVia,
  type Priority,
} from "../../../core/survey/questions";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { Field } from "../field";

/**
 * The survey's four questions ("First-survey dialog"): how they found us, the games they play
 * (several), what matters most, and an optional comment. The server checks every answer again.
 */
export function SurveyQuestions(props: { games: { slug: string; name: string }[]; onDone: () => void }) {
  const { t, locale } = useI18n();
  const [foundVia, setFoundVia] = useState<FoundVia | null>(null);
  const [games, setGames] = useState<string[]>([]);
  const [priority, setPriority] = useState<Priority | null>(null);
  const [comment, setComment] = useState("");
  const [tried, setTried] = useState(false);
  const action = useApiAction("survey.failed");
  const gamesMissing = tried && games.length === 0;

  return (
    <form
      className="stack"
      data-testid="survey-form"
      onSubmit={(event) => {
        event.preventDefault();
        setTried(true);
        if (!foundVia || !priority || games.length === 0) return;
        void action.run(async () => {
          await callApi("completeSurvey", { locale, body: { foundVia, games, priority, comment: comment || null } });
          props.onDone();
        });
      }}
    >
      <fieldset className="survey__question">
        <legend>{t("survey.foundVia.question")}</legend>
        {FOUND_VIA.map((value) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="foundVia"
              required
              checked={foundVia === value}
              onChange={() => setFoundVia(value)}
            />
            {t(`survey.foundVia.${value}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="survey__question" aria-describedby="survey-games-hint">
        <legend>{t("survey.games.question")}</legend>
        <p className="muted small" id="survey-games-hint">
          {t("survey.games.hint")}
        </p>
        <div className="survey__games">
          {props.games.map((game) => (
            <label key={game.slug} className={`chip${games.includes(game.slug) ? " chip--on" : ""}`}>
              <input
                type="checkbox"
                checked={games.includes(game.slug)}
                onChange={(event) =>
                  setGames((current) =>
                    event.target.checked ? [...current, game.slug] : current.filter((slug) => slug !== game.slug),
                  )
                }
              />
              {game.name}
            </label>
          ))}
        </div>
        {gamesMissing ? (
          <p className="field__error" role="alert">
            {t("survey.games.required")}
          </p>
        ) : null}
      </fieldset>
      <fieldset className="survey__question">
        <legend>{t("survey.priority.question")}</legend>
        {PRIORITIES.map((value) => (
          <label key={value} className="checkbox">
            <input
              type="radio"
              name="priority"
              required
              checked={priority === value}
              onChange={() => setPriority(value)}
            />
            {t(`survey.priority.${value}`)}
          </label>
        ))}
      </fieldset>
      <Field label={t("survey.comment.label")} id="survey-comment">
        {(control) => (
          <textarea
            {...control}
            rows={3}
            maxLength={SURVEY_COMMENT_MAX}
            value={comment}
            onChange={(event) => setComment(event.target.value)}
          />
        )}
      </Field>
      {action.error ? (
        <p className="field__error" role="alert">
          {action.error}
        </p>
      ) : null}
      <button type="submit" className="button button--primary dialog__action" disabled={action.busy}>
        {t("survey.submit")}
      </button>
    </form>
  );
}
