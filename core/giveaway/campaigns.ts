import { normalizePromoCode } from "../promos/promo-codes";

/**
 * Giveaway campaigns, each with its landing page at /the-golden-era-of-{slug}. React
 * Router matches whole path segments only, so each campaign's path is generated from this list
 * (docs/decisions/004-giveaway-landing-routes.md).
 */
export interface GiveawayCampaign {
  slug: string;
  /** The prize's brand name, the same in every language. */
  prize: string;
  /** The promo code whose completed orders are the week's entries. */
  promoCode: string;
}

export const GIVEAWAY_CAMPAIGNS: readonly GiveawayCampaign[] = [
  { slug: "smartphones", prize: "iPhone 17 Pro", promoCode: "EPICWIN" },
];

export function findCampaign(slug: string): GiveawayCampaign | undefined {
  return GIVEAWAY_CAMPAIGNS.find((campaign) => campaign.slug === slug);
}

/** The campaign a promo code enters (EPICWIN: the smartphone draw), for checkout's note. */
export function campaignOfPromoCode(
  code: string,
  campaigns: readonly GiveawayCampaign[] = GIVEAWAY_CAMPAIGNS,
): GiveawayCampaign | undefined {
  const typed = normalizePromoCode(code);
  return campaigns.find((campaign) => campaign.promoCode === typed);
}

/** The campaign's landing page, before the locale prefix. */
export const campaignPath = (campaign: GiveawayCampaign) => `/the-golden-era-of-${campaign.slug}`;
