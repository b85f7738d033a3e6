import { describe, expect, it } from "vitest";
import { MARKET_CODES } from "./locales";
import { failure } from "./failure";
import { DEFAULT_SHOP_DETAILS, fillShopDetails, fillShopList, parseSocialLinks } from "./shop";

describe("each market's operator details", () => {
  it("are its own by default: no market shares another's address, chat or social account", () => {
    const contacts = MARKET_CODES.map((locale) => {
      const shop = DEFAULT_SHOP_DETAILS[locale];
      return [shop.supportEmail, shop.telegramBot, shop.whatsappNumber, ...shop.social.map((link) => link.url)]
        .filter(Boolean)
        .map((contact) => contact.toLowerCase());
    });
    for (const [index, own] of contacts.entries())
      for (const other of contacts.filter((_, at) => at !== index))
        expect(
          own.filter((contact) => other.includes(contact)),
          MARKET_CODES[index],
        ).toEqual([]);
  });

  it("send no Russian reader to Instagram, which is blocked in Russia", () => {
    const ru = DEFAULT_SHOP_DETAILS.ru;
    expect(ru.social.map((link) => link.name)).toEqual(["Telegram", "VK"]);
    expect(ru.supportInstagram).toBe("");
  });

  it("fill a text's tokens and leave unknown ones", () => {
    expect(fillShopDetails("{shopName}: {supportEmail} {nope} {social}", DEFAULT_SHOP_DETAILS.uz)).toBe(
      "Kupi: support@kupi.uz {nope} {social}",
    );
  });

  it("leave a contact the market lacks out of a list, which still ends as it did", () => {
    const list = ["e-mail: {supportEmail};", "Telegram: {telegramBot};", "WhatsApp: {whatsappNumber}."];
    expect(fillShopList(list, DEFAULT_SHOP_DETAILS.en)).toEqual([
      "e-mail: support@kupi.gg;",
      "Telegram: @KupiGlobalBot.",
    ]);
    expect(fillShopList(list, { ...DEFAULT_SHOP_DETAILS.en, telegramBot: "" })).toEqual(["e-mail: support@kupi.gg."]);
    expect(fillShopList(["a;", "b."], DEFAULT_SHOP_DETAILS.id)).toEqual(["a;", "b."]);
  });
});

describe("SHOP_SOCIAL_LINKS", () => {
  it("reads https links, naming known networks by their address and others by the name given", () => {
    expect(parseSocialLinks(" https://t.me/kupi_ru , https://www.vk.com/kupi_ru/, Dzen=https://dzen.ru/kupi ")).toEqual(
      {
        ok: true,
        links: [
          { name: "Telegram", url: "https://t.me/kupi_ru" },
          { name: "VK", url: "https://www.vk.com/kupi_ru" },
          { name: "Dzen", url: "https://dzen.ru/kupi" },
        ],
      },
    );
    expect(parseSocialLinks("none")).toEqual({ ok: true, links: [] });
  });

  it("refuses what is not a link it can show, naming the link by its place", () => {
    expect(parseSocialLinks("https://t.me/kupi, http://vk.com/kupi")).toEqual(failure("notHttps", { place: 2 }));
    expect(parseSocialLinks("kupi_ru")).toEqual(failure("notAnAddress", { place: 1 }));
    expect(parseSocialLinks("https://dzen.ru/kupi")).toEqual(failure("networkUnnamed", { place: 1 }));
    expect(parseSocialLinks(" , ")).toEqual(failure("noLinks"));
  });
});
