import type { GameDetails } from "../../core/catalog/catalog";
import { useI18n } from "../i18n/i18n-context";

/** The buyer-facing notes of a game (level requirements, account prerequisites). */
export function GameNotes({ game }: { game: GameDetails }) {
  const { t } = useI18n();
  if (game.texts.notes.length === 0) return null;
  return (
    <aside className="notes" aria-labelledby="notes-title">
      <h2 id="notes-title">{t("game.notesTitle")}</h2>
      <ul>
        {game.texts.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </aside>
  );
}

/** How to find your ID (numbered steps) and the game's FAQ as an accordion. */
export function GameHelp({ game }: { game: GameDetails }) {
  const { t } = useI18n();
  return (
    <>
      <section className="card" aria-labelledby="guide-title">
        <h2 id="guide-title">{t("game.guideTitle")}</h2>
        <ol className="steps">
          {game.texts.guide.map((step) => (
            <li key={step}>{step}</li>
          ))}
        </ol>
      </section>
      <section className="faq" aria-labelledby="game-faq-title">
        <h2 id="game-faq-title">{t("game.faqTitle", { game: game.name })}</h2>
        {game.texts.faq.map((entry) => (
          <details key={entry.question}>
            <summary>{entry.question}</summary>
            <p>{entry.answer}</p>
          </details>
        ))}
      </section>
    </>
  );
}
