import { Link } from "react-router";
import type { GameDetails } from "../../../core/catalog/catalog";
import { useI18n } from "../../i18n/i18n-context";

/**
 * In place of the purchase form when the market has none of the game's items to sell (all held back
 * for want of fiscal codes, switched off, or unpriced in its currency): the item step says so, and
 * neither the account fields nor the payment and Buy are shown, since no purchase could follow them.
 */
export function NothingOnSale({ game }: { game: GameDetails }) {
  const { t, href } = useI18n();
  return (
    <div className="purchase purchase--empty">
      <section
        id="step-product"
        className="card step"
        aria-labelledby="step-product-title"
        data-testid="nothing-on-sale"
      >
        <h2 id="step-product-title">{t("game.nothingOnSaleTitle")}</h2>
        <p>{t("game.nothingOnSale", { game: game.name })}</p>
        <Link to={href("/")} className="button button--ghost">
          {t("game.otherGames")}
        </Link>
      </section>
    </div>
  );
}
