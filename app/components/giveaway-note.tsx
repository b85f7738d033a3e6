import { Link } from "react-router";
import { campaignPath, findCampaign } from "../../core/giveaway/campaigns";
import type { DrawStanding } from "../../core/giveaway/giveaway";
import { useI18n } from "../i18n/i18n-context";
import { jakartaTime } from "../lib/jakarta-time";

/**
 * Shown beside an applied promo code that enters a giveaway (EPICWIN): which week's draw the order
 * enters once it completes, or that this week has none, as the landing page says it (the same
 * standing, Giveaway.standing), with the way to the landing page. Its words are checkout's, since
 * every page that shows a quote already carries that namespace.
 */
export function GiveawayNote(props: { standing: DrawStanding | null }) {
  const { t, href, locale } = useI18n();
  const { standing } = props;
  const campaign = standing ? findCampaign(standing.campaign) : undefined;
  if (!standing || !campaign) return null;
  const values = {
    code: standing.promoCode,
    product: standing.prize,
    start: jakartaTime(locale, standing.startsAt),
    end: jakartaTime(locale, standing.endsAt),
  };
  return (
    <p className="giveaway-note" data-testid="giveaway-note">
      {standing.noDraw ? t("checkout.giveawayNoDraw", values) : t("checkout.giveawayEntry", values)}{" "}
      <Link to={href(campaignPath(campaign))}>{t("checkout.giveawayLink")}</Link>
    </p>
  );
}
