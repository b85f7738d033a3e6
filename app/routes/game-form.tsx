import { MethodMarks } from "../components/method-marks";
import { Link, useLoaderData } from "react-router";
import { GameHelp, GameNotes } from "../components/game-info";
import { NothingOnSale } from "../components/purchase/nothing-on-sale";
import { PurchaseWizard } from "../components/purchase/purchase-wizard";
import { useI18n } from "../i18n/i18n-context";
import { gamePageData } from "../lib/game-page";
import { loadGamePage } from "../lib/game-page.server";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import type { Route } from "./+types/game-form";

export const handle = {
  messages: [
    "checkout",
    "confirm",
    "field",
    "game",
    "kind",
    "lookup",
    "market",
    "payment",
    "product",
    "saved",
    "summary",
    "validation",
    "wizard",
  ],
  // The game and its methods (app/lib/game-page.server.ts).
  blocks: ["page"],
} satisfies PageHandle;

/** The step-by-step purchase form, for the games that have one; others answer 404. */
export async function loader(args: Route.LoaderArgs) {
  return { ...(await loadGamePage(args, { wizard: true })), messages: pageMessages(args, handle.messages) };
}

export const meta: Route.MetaFunction = ({ data, matches }) => {
  const t = metaTranslator(matches);
  if (!t || !data) return [];
  const { game } = gamePageData(data.page);
  return pageMeta(t("wizard.title", { game: game.name }), game.texts.ogDescription);
};

export default function GameFormPage() {
  const { page, initialSku, marks } = useLoaderData<typeof loader>();
  const { game, paymentMethods } = gamePageData(page);
  const { t, href } = useI18n();
  return (
    <MethodMarks marks={marks}>
      <Link to={href(`/${game.slug}`)} className="back-link">
        <span aria-hidden="true">←</span> {t("wizard.backToGame", { game: game.name })}
      </Link>
      <h1>{t("wizard.title", { game: game.name })}</h1>
      <GameNotes game={game} />
      {game.products.length > 0 ? (
        <PurchaseWizard key={game.slug} game={game} paymentMethods={paymentMethods} initialSku={initialSku} />
      ) : (
        <NothingOnSale game={game} />
      )}
      <GameHelp game={game} />
    </MethodMarks>
  );
}
