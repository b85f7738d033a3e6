import { data, useLoaderData } from "react-router";
import { formatLongDate } from "../../core/date-format";
import { marketOf, languageOf, splitLocalePath } from "../../core/locales";
import { fillShopDetails, fillShopList } from "../../core/shop";
import { serverTranslator } from "../../i18n/catalog";
import { fillMarketTextsIn } from "../../i18n/market-phrases";
import { OperatorDetails } from "../components/operator-details";
import { LEGAL_PAGES } from "../content/legal";
import type { LegalDocument } from "../content/legal/types";
import { useI18n } from "../i18n/i18n-context";
import { pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/legal";

export const handle = { messages: ["legal", "market"] } satisfies PageHandle;

/** About, privacy policy, terms of use and website terms: one module, the text chosen by path. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const { locale, path } = splitLocalePath(url.pathname);
  const texts = LEGAL_PAGES[path];
  if (!texts) throw data(null, { status: 404 });
  // The reader's market's threshold and payment methods, and the market's own details:
  // its company, its support address and its chats, never another market's.
  const fillMarket = fillMarketTextsIn(locale, serverTranslator(locale), services.paymentMethods(locale));
  const shop = services.config.shop[marketOf(locale)];
  const fill = (text: string) => fillMarket(fillShopDetails(text, shop));
  const doc = texts[languageOf(locale)];
  const filled: LegalDocument = {
    ...doc,
    title: fill(doc.title),
    description: fill(doc.description),
    intro: doc.intro.map(fill),
    sections: doc.sections.map((section) => ({
      heading: fill(section.heading),
      paragraphs: section.paragraphs.map(fill),
      // A contact the market lacks (no WhatsApp number in Russia) leaves the list, not a blank item.
      list: section.list && fillShopList(section.list, shop).map(fillMarket),
    })),
  };
  // About names the seller in full (the other pages name it and link here through the footer).
  return { doc: filled, operator: path === "/about", messages: pageMessages({ url, context }, handle.messages) };
}

export const meta: Route.MetaFunction = ({ data: page }) =>
  page ? pageMeta(`${page.doc.title} | Kupi`, page.doc.description) : [];

export default function LegalPage() {
  const { doc, operator } = useLoaderData<typeof loader>();
  const { t, locale } = useI18n();
  // The shop's own month names: a browser without Uzbek dates would write "2026 M11 21".
  const updated = formatLongDate(doc.updated, locale);
  return (
    <article className="prose">
      <h1>{doc.title}</h1>
      <p className="prose__updated">{t("legal.updated", { date: updated })}</p>
      {doc.intro.map((paragraph) => (
        <p key={paragraph}>{paragraph}</p>
      ))}
      {doc.sections.map((section, index) => (
        <section key={section.heading}>
          <h2>
            {index + 1}. {section.heading}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          ) : null}
        </section>
      ))}
      {operator ? <OperatorDetails /> : null}
    </article>
  );
}
