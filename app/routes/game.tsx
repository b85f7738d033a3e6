import { MethodMarks } from "../components/method-marks";
import { Link, useLoaderData } from "react-router";
import { GameArt } from "../components/game-art";
import { GameHelp, GameNotes } from "../components/game-info";
import { lazyPart } from "../components/lazy-part";
import { NothingOnSale } from "../components/purchase/nothing-on-sale";
import { PurchaseForm } from "../components/purchase/purchase-form";
import { useI18n } from "../i18n/i18n-context";
import { gamePageData } from "../lib/game-page";
import { loadGamePage } from "../lib/game-page.server";
import { pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import type { Route } from "./+types/game";
import { splitLocalePath } from "../../core/locales";
import { requestScope } from "../context";
import { LazyReviewsBlock } from "../components/lazy-reviews-block";
import { DeliverySpeedNote } from "../components/delivery-speed";

/** For search engines, which read the server's page: the browser never needs its code to hydrate first. */
const GameJsonLd = lazyPart(() => import("../components/game-json-ld").then((module) => module.GameJsonLd));

export const handle = {
  messages: [
    "checkout",
    "confirm",
    "feedback",
    "field",
    "game",
    "kind",
    "lookup",
    "market",
    "payment",
    "product",
    "saved",
    "reviews",
    "summary",
    "validation",
  ],
  // The game and its methods (app/lib/game-page.server.ts).
  blocks: ["page"],
} satisfies PageHandle;

export async function loader(args: Route.LoaderArgs) {
  const page = await loadGamePage(args, { wizard: false });
  const { locale } = splitLocalePath(args.url.pathname);
  // The reviews of this game's orders, first page; the rest come through the API.
  const reviews = await args.context.get(requestScope).services.reviews.page({ page: 1, locale, gameSlug: page.slug });
  return { ...page, reviews, messages: pageMessages(args, handle.messages) };
}

export const meta: Route.MetaFunction = ({ data }) => {
  if (!data) return [];
  const { texts } = gamePageData(data.page).game;
  return pageMeta(texts.ogTitle, texts.ogDescription);
};

export default function GamePage() {
  const { page, initialSku, supportAfter, speed, reviews, marks } = useLoaderData<typeof loader>();
  const { game, paymentMethods } = gamePageData(page);
  const { t, href } = useI18n();
  const onSale = game.products.length > 0;
  return (
    <MethodMarks marks={marks}>
      <GameJsonLd game={game} reviews={reviews} speed={speed} />
      <section className="game-hero">
        <GameArt name={game.name} tile={game.tile} art={game.art} size={72} />
        <div>
          <h1>{t("game.topUpTitle", { game: game.name })}</h1>
          <p className="game-hero__publisher">{t("game.publisher", { publisher: game.publisher })}</p>
          <p className="game-hero__intro">{game.texts.intro}</p>
        </div>
      </section>
      <div className="game-layout">
        <div className="game-layout__main">
          <GameNotes game={game} />
          {onSale ? (
            <PurchaseForm key={game.slug} game={game} paymentMethods={paymentMethods} initialSku={initialSku} />
          ) : (
            <NothingOnSale game={game} />
          )}
        </div>
        <div className="game-layout__side">
          <p className="muted small">{t("game.noPasswordNote")}</p>
          <DeliverySpeedNote speed={speed} supportAfter={supportAfter} />
          {game.hasFormPage && onSale ? (
            <Link to={href(`/${game.slug}/form`)} className="button button--ghost">
              {t("game.openForm")}
            </Link>
          ) : null}
          <GameHelp game={game} />
        </div>
      </div>
      <LazyReviewsBlock key={game.slug} first={reviews} game={game.slug} />
    </MethodMarks>
  );
}
