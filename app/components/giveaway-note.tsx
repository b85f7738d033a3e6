import { Link } from "react-router";
import { campaignOfPromoCode, campaignPath } from "../../core/giveaway/campaigns";
import { useI18n } from "../i18n/i18n-context";

/**
 * Shown beside an applied promo code that enters a giveaway (EPICWIN): the order is in this week's
 * draw once it completes, with the way to the landing page. Its words are checkout's, since every
 * page that shows a quote already carries that namespace.
 */
export function GiveawayNote(props: { promoCode: string | null }) {
  const { t, href } = useI18n();
  const campaign = props.promoCode ? campaignOfPromoCode(props.promoCode) : undefined;
  if (!campaign) return null;
  return (
    <p className="giveaway-note" data-testid="giveaway-note">
      {t("checkout.giveawayEntry", { code: campaign.promoCode, product: campaign.prize })}{" "}
      <Link to={href(campaignPath(campaign))}>{t("checkout.giveawayLink")}</Link>
    </p>
  );
}
