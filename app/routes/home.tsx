import { isbot } from "isbot";
import { useMemo, useState } from "react";
import { Link, redirect, useLoaderData, type HeadersFunction } from "react-router";
import type { GameSummary } from "../../core/catalog/catalog";
import type { DeliverySpeed } from "../../core/orders/delivery-times";
import { searchGames } from "../../core/catalog/search";
import { LOCALE_COOKIE, homeRedirectLocale, localizePath, splitLocalePath } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { GameArt } from "../components/game-art";
import { LazyReviewsBlock } from "../components/lazy-reviews-block";
import { LocaleOffer } from "../components/locale-offer";
import { localeOffers } from "../../i18n/locale-offers";
import { ShopRatingJsonLd } from "../components/rating-json-ld";
import { GIVEAWAY_CAMPAIGNS, campaignPath } from "../../core/giveaway/campaigns";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/id";
import { readCookie } from "../lib/cookies";
import { metaTranslator, pageMeta } from "../lib/meta";
import { productLabel } from "../../i18n/product-label";
import { marketPhrases } from "../../i18n/market-phrases";
import { serverTranslator } from "../../i18n/catalog";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/home";

const POPULAR_PRODUCTS = 8;

export const handle = {
  messages: ["feedback", "findOrderFaq", "giveaway", "home", "localeOffer", "market", "reviews"],
} satisfies PageHandle;

export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  // Only the unprefixed home redirects, and only to a language the visitor chose, so a redirect can
  // never lead to another redirect. The browser's languages are offered on the page (LocaleOffer).
  if (locale === "id") {
    const target = homeRedirectLocale({
      cookieLocale: readCookie(request, LOCALE_COOKIE),
      isBot: isbot(request.headers.get("user-agent") ?? ""),
    });
    if (target) throw redirect(localizePath("/", target) + url.search, { headers: { Vary: "Cookie" } });
  }
  const { catalog } = services;
  const [games, popular, reviews, speeds] = await Promise.all([
    catalog.listGames(locale),
    catalog.popularProducts(locale, marketFor(locale).currency, POPULAR_PRODUCTS),
    services.reviews.page({ page: 1, locale }),
    services.deliveryTimes.all(),
  ]);
  return {
    query: (url.searchParams.get("q") ?? "").trim().slice(0, 60),
    games,
    // Each game's measured delivery time for its tile (decision 062); kept 5 minutes per server.
    speeds,
    popular,
    reviews,
    // The market's payment methods as the FAQ lists them, written here: the browser's Intl may lack
    // the language's list words (Debian's Chromium has no Uzbek data and would write "or").
    paymentPhrases: marketPhrases(locale, serverTranslator(locale), services.paymentMethods(locale)),
    messages: pageMessages({ url, context }, handle.messages),
    localeOffers: localeOffers(locale),
  };
}

export const headers: HeadersFunction = () => ({ Vary: "Cookie" });

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? pageMeta(t("meta.homeTitle"), t("meta.homeDescription")) : [];
};

const FAQ: readonly (readonly [MessageKey, MessageKey])[] = [
  ["home.faq1Question", "home.faq1Answer"],
  ["home.faq2Question", "home.faq2Answer"],
  ["home.faq3Question", "home.faq3Answer"],
  ["home.faq4Question", "home.faq4Answer"],
  ["home.faq5Question", "home.faq5Answer"],
];

/**
 * How fast a tile's game delivers, in few words: its measured usual time ("~40 s"), or its promise
 * ("≤ 30 min") while too few deliveries say anything. Said in full for screen readers and on hover.
 */
function TileSpeed({ speed, promiseMinutes }: { speed: DeliverySpeed | undefined; promiseMinutes: number }) {
  const { t } = useI18n();
  const usually = speed && { unit: speed.usually.unit, value: speed.usually.value };
  const [short, full] = speed
    ? [t("home.tileUsually", usually), t("home.tileUsuallyFull", { ...usually, count: speed.deliveries })]
    : [t("home.tilePromise", { minutes: promiseMinutes }), t("home.tilePromiseFull", { minutes: promiseMinutes })];
  return (
    <span
      className={speed ? "game-tile__speed game-tile__speed--measured" : "game-tile__speed"}
      title={full}
      data-testid="tile-speed"
    >
      <span aria-hidden="true">{short}</span>
      <span className="visually-hidden">{full}</span>
    </span>
  );
}

/**
 * The game tiles. `eager` of them may be on the first screen and have their art fetched at once; the
 * rest when scrolled to.
 */
function GameGrid({
  games,
  eager,
  speeds,
}: {
  games: readonly GameSummary[];
  eager: number;
  speeds: Readonly<Record<string, DeliverySpeed>>;
}) {
  const { href } = useI18n();
  return (
    <ul className="game-grid">
      {games.map((game, index) => (
        <li key={game.slug}>
          <Link to={href(`/${game.slug}`)} className="game-tile">
            <GameArt name={game.name} tile={game.tile} art={game.art} size={44} lazy={index >= eager} />
            <span className="game-tile__name">{game.name}</span>
            <span className="game-tile__publisher">{game.publisher}</span>
            <TileSpeed speed={speeds[game.slug]} promiseMinutes={game.deliveryPromiseMinutes} />
          </Link>
        </li>
      ))}
    </ul>
  );
}

export default function Home() {
  const {
    query: initialQuery,
    games,
    popular,
    reviews,
    paymentPhrases,
    localeOffers,
    speeds,
  } = useLoaderData<typeof loader>();
  const { t, href, locale, money } = useI18n();
  // The reader's market's cashback threshold, in its own currency.
  const cashbackThreshold = money({
    amount: marketFor(locale).cashbackThreshold,
    currency: marketFor(locale).currency,
  });
  const [query, setQuery] = useState(initialQuery);
  // Instant: filtered in the browser as the buyer types; ?q= gives the same result without JavaScript.
  const found = useMemo(() => searchGames(query, games), [query, games]);
  return (
    <>
      <LocaleOffer offers={localeOffers} />
      <section className="hero">
        <h1>{t("home.heroTitle")}</h1>
        <p>{t("home.heroText")}</p>
        <form role="search" method="get" className="hero-search" onSubmit={(event) => event.preventDefault()}>
          <label htmlFor="game-search" className="visually-hidden">
            {t("header.searchLabel")}
          </label>
          <input
            id="game-search"
            type="search"
            name="q"
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            placeholder={t("header.searchPlaceholder")}
            autoComplete="off"
            maxLength={60}
          />
        </form>
      </section>

      {GIVEAWAY_CAMPAIGNS.map((campaign) => (
        <Link
          key={campaign.slug}
          to={href(campaignPath(campaign))}
          className="giveaway-banner"
          data-testid="giveaway-banner"
        >
          <span className="giveaway-banner__title">{t("giveaway.bannerTitle", { product: campaign.prize })}</span>
          <span className="giveaway-banner__text">{t("giveaway.bannerText", { code: campaign.promoCode })}</span>
          <span className="giveaway-banner__link">{t("giveaway.bannerLink")} →</span>
        </Link>
      ))}

      {query.trim() ? (
        <section aria-labelledby="results-title">
          <h2 id="results-title" data-testid="search-results" aria-live="polite">
            {t("home.searchResults", { count: found.length, query: query.trim() })}
          </h2>
          <GameGrid games={found} eager={8} speeds={speeds} />
        </section>
      ) : (
        <>
          {popular.length > 0 ? (
            <section aria-labelledby="popular-title">
              <h2 id="popular-title">{t("home.popularProductsTitle")}</h2>
              <ul className="popular-grid">
                {popular.map(({ game, product, currencyUnit }, index) => {
                  const label = productLabel(product, currencyUnit, locale);
                  return (
                    <li key={product.sku}>
                      <Link to={`${href(`/${game.slug}`)}?sku=${product.sku}`} className="popular-card">
                        <GameArt name={game.name} tile={game.tile} art={game.art} size={40} lazy={index >= 4} />
                        <span className="popular-card__game">{game.name}</span>
                        <span className="popular-card__item">{label.title}</span>
                        <span className="popular-card__price">{money(product.price)}</span>
                      </Link>
                    </li>
                  );
                })}
              </ul>
            </section>
          ) : null}
          <section aria-labelledby="all-title">
            <h2 id="all-title">
              {t("home.allGamesTitle")} <small>{t("home.gamesCount", { count: games.length })}</small>
            </h2>
            <p className="muted small game-grid__legend">{t("home.tilesLegend")}</p>
            <GameGrid games={games} eager={0} speeds={speeds} />
          </section>
        </>
      )}

      <ShopRatingJsonLd reviews={reviews} />
      <LazyReviewsBlock first={reviews} />

      <section aria-labelledby="faq-title" className="faq">
        <h2 id="faq-title">{t("home.faqTitle")}</h2>
        {FAQ.map(([question, answer]) => (
          <details key={question}>
            <summary>{t(question)}</summary>
            <p>{t(answer, { threshold: cashbackThreshold, ...paymentPhrases })}</p>
          </details>
        ))}
        {/* The buyer who lost their order's link: the way back to it (app/routes/find-order.tsx). */}
        <details>
          <summary>{t("findOrderFaq.question")}</summary>
          <p>
            {t("findOrderFaq.answer")} <Link to={href("/find-order")}>{t("findOrderLink.label")}</Link>
          </p>
        </details>
      </section>
    </>
  );
}
