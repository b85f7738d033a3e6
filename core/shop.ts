/**
 * The operator's public details, shown in the footer and substituted into the legal texts.
 * They are configuration (SHOP_* environment variables override them), not copy in four languages.
 */
export interface ShopDetails {
  shopName: string;
  legalName: string;
  supportEmail: string;
  telegramBot: string;
  whatsappNumber: string;
  /** Instagram account that answers direct messages (the Uzbek market's support widget). */
  supportInstagram: string;
  /** Facebook page that answers on Messenger (the Uzbek market's support widget). */
  supportFacebook: string;
}

export const DEFAULT_SHOP_DETAILS: ShopDetails = {
  shopName: "Kupi",
  legalName: "PT Kupi Digital Nusantara",
  supportEmail: "support@kupi.id",
  telegramBot: "@KupiSupportBot",
  whatsappNumber: "+62 811-1000-2025",
  supportInstagram: "kupi.uz",
  supportFacebook: "kupi.uz",
};

/** Replaces {shopName}, {supportEmail}... in a text; unknown tokens are left as they are. */
export function fillShopDetails(text: string, details: ShopDetails): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) =>
    Object.hasOwn(details, name) ? details[name as keyof ShopDetails] : token,
  );
}
