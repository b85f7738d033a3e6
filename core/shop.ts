import { failure, type Failure } from "./failure";
import type { MarketCode } from "./locales";

/** One of the shop's own accounts on a social network, as the footer links it. */
export interface SocialLink {
  /** The network's name, shown as the link's text ("Instagram", "VK"). */
  name: string;
  url: string;
}

/**
 * The operator's public details in one market, shown in its footer, its support widget and its
 * legal texts. Each market has its own (a Russian reader writes to a Russian address, never to the
 * Indonesian one): configuration (SHOP_*_<MARKET> environment variables override them, server/env.ts),
 * not copy in four languages. An optional contact is "" when the market has none.
 */
export interface ShopDetails {
  shopName: string;
  /** The company that sells in this market, as registered ("PT …", "ООО «…»", "… LLC"). */
  legalName: string;
  /** Its registered address, as the register writes it. */
  legalAddress: string;
  /**
   * Its number in the market's register, the one a buyer or a regulator looks it up by: Indonesia's
   * NIB, Russia's ОГРН, Uzbekistan's STIR, a US state's entity number (with the state). Pages name it
   * in the market's own words (i18n: legal.operatorRegistration).
   */
  registrationNumber: string;
  /** Its tax number where that is another number (Indonesia's NPWP, Russia's ИНН, a US EIN), or "". */
  taxId: string;
  supportEmail: string;
  /** A support telephone number in international form, or "". */
  supportPhone: string;
  /** The Telegram bot that answers support chats ("@KupiSupportBot"), or "". */
  telegramBot: string;
  /** The support WhatsApp number in international form ("+62 811-1000-2025"), or "". */
  whatsappNumber: string;
  /** Instagram account that answers direct messages (the Uzbek market's support widget), or "". */
  supportInstagram: string;
  /** Facebook page that answers on Messenger (the Uzbek market's support widget), or "". */
  supportFacebook: string;
  /** The market's own accounts, in the footer's order. */
  social: SocialLink[];
}

const SHOP_NAME = "Kupi";

/**
 * Each market's details where the environment sets none. The company is a plain sample (its name
 * says so, its numbers are zeros or reserved for fiction): no company of that name sells anything,
 * and live mode refuses to start without each selling market's own (server/env.ts). Each market
 * reaches its buyers where they are: Indonesia on WhatsApp, TikTok and Instagram; Russia on Telegram
 * and VK (Instagram is blocked there, and WhatsApp calls and chats are restricted); Uzbekistan on
 * Telegram and Instagram; the English market on Instagram, TikTok and YouTube.
 */
export const DEFAULT_SHOP_DETAILS: Record<MarketCode, ShopDetails> = {
  id: {
    shopName: SHOP_NAME,
    legalName: "PT Kupi Contoh Indonesia",
    legalAddress: "Jl. Contoh No. 1, Jakarta Pusat 10110, Indonesia",
    registrationNumber: "0000000000000",
    taxId: "0000000000000000",
    supportPhone: "+62 21 0000 0000",
    supportEmail: "support@kupi.id",
    telegramBot: "@KupiSupportBot",
    whatsappNumber: "+62 811-1000-2025",
    supportInstagram: "kupi.id",
    supportFacebook: "kupi.id",
    social: [
      { name: "Instagram", url: "https://www.instagram.com/kupi.id" },
      { name: "TikTok", url: "https://www.tiktok.com/@kupi.id" },
      { name: "Telegram", url: "https://t.me/kupi_id" },
      { name: "YouTube", url: "https://www.youtube.com/@kupi_id" },
    ],
  },
  en: {
    shopName: SHOP_NAME,
    legalName: "Kupi Example LLC",
    legalAddress: "1 Example Street, Dover, DE 19901, USA",
    registrationNumber: "Delaware, file no. 0000000",
    taxId: "00-0000000",
    supportPhone: "+1 202-555-0100",
    supportEmail: "support@kupi.gg",
    telegramBot: "@KupiGlobalBot",
    whatsappNumber: "",
    supportInstagram: "",
    supportFacebook: "",
    social: [
      { name: "Instagram", url: "https://www.instagram.com/kupi.gg" },
      { name: "TikTok", url: "https://www.tiktok.com/@kupi.gg" },
      { name: "YouTube", url: "https://www.youtube.com/@kupi_gg" },
    ],
  },
  ru: {
    shopName: SHOP_NAME,
    legalName: "ООО «Купи Пример»",
    legalAddress: "123000, г. Москва, ул. Примерная, д. 1",
    registrationNumber: "0000000000000",
    taxId: "0000000000",
    supportPhone: "+7 495 000-00-00",
    supportEmail: "support@kupi.ru",
    telegramBot: "@KupiRuBot",
    whatsappNumber: "",
    supportInstagram: "",
    supportFacebook: "",
    social: [
      { name: "Telegram", url: "https://t.me/kupi_ru" },
      { name: "VK", url: "https://vk.com/kupi_ru" },
    ],
  },
  uz: {
    shopName: SHOP_NAME,
    legalName: "“Kupi Namuna” MChJ",
    legalAddress: "100000, Toshkent sh., Namuna ko'chasi, 1-uy",
    registrationNumber: "000000000",
    taxId: "",
    supportPhone: "+998 71 000-00-00",
    supportEmail: "support@kupi.uz",
    telegramBot: "@KupiUzBot",
    whatsappNumber: "",
    supportInstagram: "kupi.uz",
    supportFacebook: "kupi.uz",
    social: [
      { name: "Telegram", url: "https://t.me/kupi_uz" },
      { name: "Instagram", url: "https://www.instagram.com/kupi.uz" },
      { name: "YouTube", url: "https://www.youtube.com/@kupi_uz" },
    ],
  },
};

/** The text fields a legal text may name as a token ({supportEmail}...). */
type ShopToken = Exclude<keyof ShopDetails, "social">;

const tokenValue = (details: ShopDetails, name: string): string | undefined =>
  name !== "social" && Object.hasOwn(details, name) ? details[name as ShopToken] : undefined;

/** Replaces {shopName}, {supportEmail}... in a text; unknown tokens are left as they are. */
export function fillShopDetails(text: string, details: ShopDetails): string {
  return text.replace(/\{(\w+)\}/g, (token, name: string) => tokenValue(details, name) ?? token);
}

/**
 * A list of contacts ("e-mail: {supportEmail};", "WhatsApp: {whatsappNumber}.") filled in, without
 * the items of a contact the market does not have; the list still ends as its last item did.
 */
export function fillShopList(items: readonly string[], details: ShopDetails): string[] {
  const kept = items.filter(
    (item) => ![...item.matchAll(/\{(\w+)\}/g)].some(([, name]) => tokenValue(details, name!) === ""),
  );
  const last = items.at(-1);
  const ending = last?.match(/[.;,]$/)?.[0];
  return kept.map((item, index) => {
    const filled = fillShopDetails(item, details);
    return index === kept.length - 1 && ending && item !== last ? filled.replace(/[.;,]$/, ending) : filled;
  });
}

/** Names of the networks whose address alone says which they are, for SHOP_SOCIAL_LINKS. */
const SOCIAL_NETWORKS: Record<string, string> = {
  "instagram.com": "Instagram",
  "tiktok.com": "TikTok",
  "t.me": "Telegram",
  "youtube.com": "YouTube",
  "vk.com": "VK",
  "facebook.com": "Facebook",
  "x.com": "X",
  "twitter.com": "X",
  "threads.net": "Threads",
  "discord.gg": "Discord",
  "ok.ru": "Odnoklassniki",
};

/**
 * What is wrong with SHOP_SOCIAL_LINKS: a link is named by its place (1 for the first), never by its
 * text, since start-up messages quote no value (server/env.ts words them).
 */
export type SocialLinksRefusal =
  Failure<"notAnAddress" | "notHttps" | "networkUnnamed", { place: number }> | Failure<"noLinks">;

/**
 * SHOP_SOCIAL_LINKS's form: links separated by commas, each an https address, its name before it
 * with "=" where the address does not say the network ("Dzen=https://dzen.ru/kupi"); "none" for no
 * links at all.
 */
export function parseSocialLinks(value: string): { ok: true; links: SocialLink[] } | SocialLinksRefusal {
  if (value.trim().toLowerCase() === "none") return { ok: true, links: [] };
  const links: SocialLink[] = [];
  const parts = value
    .split(",")
    .map((item) => item.trim())
    .filter((item) => item !== "");
  for (const [index, part] of parts.entries()) {
    const place = index + 1;
    const equals = part.indexOf("=");
    const named = equals > 0 && !part.slice(0, equals).includes("/");
    const address = named ? part.slice(equals + 1).trim() : part;
    let url: URL;
    try {
      url = new URL(address);
    } catch {
      return failure("notAnAddress", { place });
    }
    if (url.protocol !== "https:") return failure("notHttps", { place });
    const name = named ? part.slice(0, equals).trim() : SOCIAL_NETWORKS[url.hostname.replace(/^www\./, "")];
    if (!name) return failure("networkUnnamed", { place });
    links.push({ name, url: url.href.replace(/\/$/, "") });
  }
  return links.length > 0 ? { ok: true, links } : failure("noLinks");
}
