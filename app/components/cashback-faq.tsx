import { marketFor } from "../../core/markets";
import { money } from "../../core/money";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/id";

const ENTRIES: readonly (readonly [MessageKey, MessageKey])[] = [
  ["cashback.q1", "cashback.a1"],
  ["cashback.q2", "cashback.a2"],
  ["cashback.q3", "cashback.a3"],
  ["cashback.q4", "cashback.a4"],
];

/** The cashback rules for buyers, with the threshold of the buyer's market. */
export function CashbackFaq() {
  const { t, locale, money: format } = useI18n();
  const market = marketFor(locale);
  const threshold = format(money(market.cashbackThreshold, market.currency));
  return (
    <section className="faq" aria-labelledby="cashback-faq-title">
      <h2 id="cashback-faq-title">{t("cashback.title")}</h2>
      {ENTRIES.map(([question, answer]) => (
        <details key={question}>
          <summary>{t(question)}</summary>
          <p>{t(answer, { threshold })}</p>
        </details>
      ))}
    </section>
  );
}
