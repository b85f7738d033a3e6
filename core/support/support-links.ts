import { marketOf, type Locale, type MarketCode } from "../locales";
import type { ShopDetails } from "../shop";

/**
 * Screens at least this wide count as wide (the Indonesian widget's WhatsApp link differs
 * at width 768): there WhatsApp Web opens in the browser; narrower screens are phones, where the
 * wa.me link opens the installed app.
 */
export const WIDE_SCREEN_MIN_WIDTH_PX = 768;

/** The media query of a narrow screen, as the browser decides it (`matchMedia`). */
export const NARROW_SCREEN_QUERY = `(max-width: ${WIDE_SCREEN_MIN_WIDTH_PX - 1}px)`;

/** The same decision for a known width in CSS pixels. */
export function isNarrowScreen(widthPx: number): boolean {
  return widthPx < WIDE_SCREEN_MIN_WIDTH_PX;
}

export type SupportChannel = "whatsapp" | "telegram" | "instagram" | "facebook" | "email";

/**
 * Where each market writes to support, first the channel it uses most:
 * - Indonesia: WhatsApp, the country's messaging service (its number is Indonesian);
 * - Uzbekistan: two social networks and a messaging app: Instagram, Facebook, and Telegram first,
 *   the messenger most people there use;
 * - English and Russian: the Telegram bot (no local phone number to offer; Telegram is the common
 *   messenger of the Russian-speaking market and reaches anyone abroad) and e-mail.
 * E-mail closes every list: it carries the payment proof support may ask for.
 */
export const SUPPORT_CHANNELS: Record<MarketCode, readonly SupportChannel[]> = {
  id: ["whatsapp", "email"],
  uz: ["telegram", "instagram", "facebook", "email"],
  en: ["telegram", "email"],
  ru: ["telegram", "email"],
};

/** What the buyer's first message says: prefilled where the channel's link can carry text. */
export interface SupportMessage {
  /** The chat message (WhatsApp, Telegram) and the e-mail's body. */
  text: string;
  /** The e-mail's subject. */
  subject: string;
}

export interface SupportLink {
  channel: SupportChannel;
  href: string;
}

const handle = (value: string) => value.trim().replace(/^@/, "");

/** WhatsApp's phone format in links: the international number, digits only ("+62 811-1000" -> "628111000"). */
const whatsappPhone = (number: string) => number.replace(/\D/g, "");

/** A chat with the shop's WhatsApp number: the app on phones, WhatsApp Web on wide screens. */
export function whatsappLink(number: string, text: string, narrow: boolean): string {
  const phone = whatsappPhone(number);
  return narrow
    ? `https://wa.me/${phone}?text=${encodeURIComponent(text)}`
    : `https://web.whatsapp.com/send?phone=${phone}&text=${encodeURIComponent(text)}`;
}

/**
 * A mailto: link (RFC 6068): percent-encoded (a "+" would stay a plus, not become a space), line
 * breaks in the body as CRLF.
 */
export function mailtoLink(address: string, message: SupportMessage): string {
  const body = message.text.replace(/\r?\n/g, "\r\n");
  return `mailto:${address}?subject=${encodeURIComponent(message.subject)}&body=${encodeURIComponent(body)}`;
}

export function supportLink(
  channel: SupportChannel,
  shop: ShopDetails,
  message: SupportMessage,
  narrow: boolean,
): string {
  switch (channel) {
    case "whatsapp":
      return whatsappLink(shop.whatsappNumber, message.text, narrow);
    case "telegram":
      // Telegram's public username links take the message input's text as ?text= (core.telegram.org/api/links).
      return `https://t.me/${handle(shop.telegramBot)}?text=${encodeURIComponent(message.text)}`;
    case "instagram":
      // ig.me/m/ opens a direct message to the account; these links carry no text.
      return `https://ig.me/m/${handle(shop.supportInstagram)}`;
    case "facebook":
      return `https://m.me/${handle(shop.supportFacebook)}`;
    case "email":
      return mailtoLink(shop.supportEmail, message);
  }
}

/** The market's account on a channel; "" when its details name none. */
function contactOn(channel: SupportChannel, shop: ShopDetails): string {
  switch (channel) {
    case "whatsapp":
      return shop.whatsappNumber;
    case "telegram":
      return shop.telegramBot;
    case "instagram":
      return shop.supportInstagram;
    case "facebook":
      return shop.supportFacebook;
    case "email":
      return shop.supportEmail;
  }
}

/**
 * The support widget's links for a market, in its order, from the market's own details (`shop`);
 * a channel the market has no account on is left out rather than sent to another market's.
 */
export function supportLinks(
  locale: Locale,
  shop: ShopDetails,
  message: SupportMessage,
  narrow: boolean,
): SupportLink[] {
  return SUPPORT_CHANNELS[marketOf(locale)]
    .filter((channel) => contactOn(channel, shop).trim() !== "")
    .map((channel) => ({ channel, href: supportLink(channel, shop, message, narrow) }));
}
