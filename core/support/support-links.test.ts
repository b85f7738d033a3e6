import { describe, expect, it } from "vitest";
import { DEFAULT_SHOP_DETAILS } from "../shop";
import {
  NARROW_SCREEN_QUERY,
  SUPPORT_CHANNELS,
  WIDE_SCREEN_MIN_WIDTH_PX,
  isNarrowScreen,
  mailtoLink,
  supportLinks,
  whatsappLink,
} from "./support-links";

const shop = DEFAULT_SHOP_DETAILS.id;
const greeting = { text: "Halo Kupi, saya butuh bantuan.", subject: "Pertanyaan" };
const orderMessage = {
  text: "Halo Kupi, saya butuh bantuan dengan pesanan 7KQ2MX9P.\nID game: 12•••••89 (2001)\nStatus: Gagal dikirim & 100%?\nMasalah: ",
  subject: "Bantuan untuk pesanan 7KQ2MX9P",
};

describe("the narrow-screen threshold (width 768)", () => {
  it("is 768 px: 767 is narrow, 768 is wide", () => {
    expect(WIDE_SCREEN_MIN_WIDTH_PX).toBe(768);
    expect(isNarrowScreen(360)).toBe(true);
    expect(isNarrowScreen(767)).toBe(true);
    expect(isNarrowScreen(768)).toBe(false);
    expect(isNarrowScreen(1280)).toBe(false);
  });

  it("is the media query the browser asks", () => {
    expect(NARROW_SCREEN_QUERY).toBe("(max-width: 767px)");
  });
});

describe("the Indonesian WhatsApp link", () => {
  it("opens the app (wa.me) on a narrow screen and WhatsApp Web on a wide one, to the shop's number in digits", () => {
    expect(whatsappLink("+62 811-1000-2025", "Halo", true)).toBe("https://wa.me/6281110002025?text=Halo");
    expect(whatsappLink("+62 811-1000-2025", "Halo", false)).toBe(
      "https://web.whatsapp.com/send?phone=6281110002025&text=Halo",
    );
  });

  it("carries the whole prefilled message, encoded, and gives it back unchanged", () => {
    for (const narrow of [true, false]) {
      const url = new URL(whatsappLink(shop.whatsappNumber, orderMessage.text, narrow));
      expect(url.searchParams.get("text")).toBe(orderMessage.text);
      expect(url.href).not.toMatch(/[ \n]/);
      // A "+" would read as a space in a query: spaces are %20, never +.
      expect(url.search).not.toContain("+");
    }
  });
});

describe("the channels per market", () => {
  const channels = (locale: "id" | "en" | "ru" | "uz", narrow = true) =>
    supportLinks(locale, DEFAULT_SHOP_DETAILS[locale], greeting, narrow).map((link) => link.channel);

  it("Indonesia: WhatsApp first, then e-mail", () => {
    expect(channels("id")).toEqual(["whatsapp", "email"]);
    expect(supportLinks("id", shop, greeting, true)[0]?.href).toMatch(/^https:\/\/wa\.me\/6281110002025\?text=/);
    expect(supportLinks("id", shop, greeting, false)[0]?.href).toMatch(
      /^https:\/\/web\.whatsapp\.com\/send\?phone=6281110002025&text=/,
    );
  });

  it("Uzbekistan: two social networks (Instagram, Facebook) and a messaging app (Telegram), all Uzbek accounts", () => {
    const links = supportLinks("uz", DEFAULT_SHOP_DETAILS.uz, greeting, true);
    expect(links.map((link) => link.channel)).toEqual(["telegram", "instagram", "facebook", "email"]);
    expect(links.map((link) => link.href)).toEqual([
      `https://t.me/KupiUzBot?text=${encodeURIComponent(greeting.text)}`,
      "https://ig.me/m/kupi.uz",
      "https://m.me/kupi.uz",
      expect.stringMatching(/^mailto:support@kupi\.uz\?/),
    ]);
  });

  it("each market's links go to its own accounts, none to another market's", () => {
    const hrefs = (locale: "id" | "en" | "ru" | "uz") =>
      supportLinks(locale, DEFAULT_SHOP_DETAILS[locale], greeting, true).map((link) => link.href.split("?")[0]!);
    expect(hrefs("id")).toEqual(["https://wa.me/6281110002025", "mailto:support@kupi.id"]);
    expect(hrefs("en")).toEqual(["https://t.me/KupiGlobalBot", "mailto:support@kupi.gg"]);
    expect(hrefs("ru")).toEqual(["https://t.me/KupiRuBot", "mailto:support@kupi.ru"]);
  });

  it("leaves out a channel the market has no account on, rather than borrow another market's", () => {
    const links = supportLinks(
      "uz",
      { ...DEFAULT_SHOP_DETAILS.uz, supportFacebook: "", telegramBot: "" },
      greeting,
      true,
    );
    expect(links.map((link) => link.channel)).toEqual(["instagram", "email"]);
  });

  it("English and Russian: the Telegram bot and e-mail; no market's list depends on the screen but the link", () => {
    expect(channels("en")).toEqual(["telegram", "email"]);
    expect(channels("ru")).toEqual(["telegram", "email"]);
    for (const locale of ["id", "en", "ru", "uz"] as const) {
      expect(channels(locale, false)).toEqual(SUPPORT_CHANNELS[locale]);
      expect(SUPPORT_CHANNELS[locale].at(-1)).toBe("email");
    }
  });

  it("only the Indonesian WhatsApp link changes with the screen", () => {
    for (const locale of ["en", "ru", "uz"] as const) {
      const details = DEFAULT_SHOP_DETAILS[locale];
      expect(supportLinks(locale, details, greeting, true)).toEqual(supportLinks(locale, details, greeting, false));
    }
  });

  it("takes handles with or without @ from the shop's details", () => {
    const links = supportLinks(
      "uz",
      {
        ...DEFAULT_SHOP_DETAILS.uz,
        telegramBot: "@OtherBot",
        supportInstagram: "@kupi.insta",
        supportFacebook: "kupi.fb",
      },
      greeting,
      true,
    );
    expect(links.map((link) => new URL(link.href).origin + new URL(link.href).pathname).slice(0, 3)).toEqual([
      "https://t.me/OtherBot",
      "https://ig.me/m/kupi.insta",
      "https://m.me/kupi.fb",
    ]);
  });
});

describe("the prefilled e-mail", () => {
  it("has the subject and the body, percent-encoded, lines ending in CRLF (RFC 6068)", () => {
    const href = mailtoLink("support@kupi.id", orderMessage);
    expect(href.startsWith("mailto:support@kupi.id?subject=Bantuan%20untuk%20pesanan%207KQ2MX9P&body=")).toBe(true);
    const body = decodeURIComponent(href.slice(href.indexOf("&body=") + 6));
    expect(body).toBe(orderMessage.text.replace(/\n/g, "\r\n"));
    expect(href).toContain("%0D%0AID%20game%3A%2012%E2%80%A2");
    // "&" and "?" inside the text stay inside it.
    expect(href).toContain("%26%20100%25%3F");
  });

  it("is the last link of every market, with the market's own address", () => {
    for (const locale of ["id", "en", "ru", "uz"] as const) {
      const details = DEFAULT_SHOP_DETAILS[locale];
      const email = supportLinks(locale, details, orderMessage, true).at(-1);
      expect(email?.href.startsWith(`mailto:${details.supportEmail}?subject=`)).toBe(true);
    }
  });
});
