import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { CLASH_GEM_LADDER } from "../shared/pack-ladders";
import { supercellGame } from "../shared/supercell";
import type { GameDefinition } from "../../core/catalog/types";

/** Gem packs: Supercell's Clash ladder. */
const GEMS = CLASH_GEM_LADDER;

const SUPERCELL = supercellGame("9UQ8G2RL");

export const clashRoyale: GameDefinition = {
  slug: "clash-royale",
  name: "Clash Royale",
  publisher: "Supercell",
  tile: { mark: "crown", from: "#2a64d6", to: "#16307a", ink: "#ffd24a" },
  aliases: ["cr", "clash royal", "clashroyale", "klash royale", "klesh royal", "клеш рояль", "клэш рояль", "кр"],
  hasFormPage: false,
  minimumPurchase: 80,
  deliveryPromiseMinutes: SUPERCELL.deliveryPromiseMinutes,
  account: SUPERCELL.account,
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `cr-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 500,
      prices: samplePrices(idr, usd, amount === 1200 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "cr-pass-royale",
      kind: "pass",
      popular: true,
      title: { id: "Pass Royale", en: "Pass Royale", ru: "Pass Royale", uz: "Pass Royale" },
      description: {
        id: "Membuka Pass Royale untuk musim yang sedang berjalan: jalur hadiah premium beserta kosmetik eksklusif musim ini.",
        en: "Unlocks Pass Royale for the current season: the premium reward track with this season's exclusive cosmetics.",
        ru: "Открывает Pass Royale текущего сезона: премиальную ветку наград с эксклюзивными украшениями сезона.",
        uz: "Joriy mavsum uchun Pass Royale ni ochadi: premium mukofotlar yo'li va shu mavsumning eksklyuziv bezaklari.",
      },
      prices: samplePrices(89_000, 599),
    },
  ],
  texts: {
    id: {
      name: "Clash Royale",
      ogTitle: "Top Up Gems Clash Royale Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Pass Royale cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Gems dan Pass Royale untuk Clash Royale. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer: `Di layar Battle, ketuk nama Anda di pojok kiri atas untuk membuka profil. ${SUPERCELL.texts.id.tagUnderName}`,
        },
        SUPERCELL.texts.id.linkedFaq,
        SUPERCELL.texts.id.deliveryFaq,
        {
          question: "Kapan sebaiknya membeli Pass Royale?",
          answer:
            "Pass Royale berlaku untuk musim yang sedang berjalan. Hadiah yang sudah Anda kumpulkan musim ini tetap bisa diklaim setelah Pass aktif, jadi Anda tidak rugi membelinya di tengah musim.",
        },
        SUPERCELL.texts.id.tagLettersFaq,
        SUPERCELL.texts.id.safeFaq,
      ],
      guide: [
        "Buka Clash Royale dan tetap di layar Battle.",
        "Ketuk nama Anda di pojok kiri atas layar untuk membuka profil.",
        SUPERCELL.texts.id.tagStep,
        SUPERCELL.texts.id.settingsStep,
        SUPERCELL.texts.id.copyStep,
      ],
      notes: SUPERCELL.texts.id.notes,
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Clash Royale",
      ogTitle: "Official, Low-Cost Clash Royale Gem Top-Up | Kupi",
      ogDescription:
        "Top up Gems and Pass Royale with a Player Tag linked to Supercell ID. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Gems and Pass Royale for Clash Royale. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer: `On the Battle screen, tap your name in the top-left corner to open your profile. ${SUPERCELL.texts.en.tagUnderName}`,
        },
        SUPERCELL.texts.en.linkedFaq,
        SUPERCELL.texts.en.deliveryFaq,
        {
          question: "When should I buy Pass Royale?",
          answer:
            "Pass Royale applies to the season in progress. Rewards you have already reached this season can still be claimed once the Pass is active, so buying mid-season loses nothing.",
        },
        SUPERCELL.texts.en.tagLettersFaq,
        SUPERCELL.texts.en.safeFaq,
      ],
      guide: [
        "Open Clash Royale and stay on the Battle screen.",
        "Tap your name in the top-left corner to open your profile.",
        SUPERCELL.texts.en.tagStep,
        SUPERCELL.texts.en.settingsStep,
        SUPERCELL.texts.en.copyStep,
      ],
      notes: SUPERCELL.texts.en.notes,
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Clash Royale",
      ogTitle: "Гемы Clash Royale: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Pass Royale по тегу игрока, привязанному к Supercell ID. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro: "Гемы и Pass Royale для Clash Royale. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer: `На экране «Бой» нажмите на своё имя в левом верхнем углу, чтобы открыть профиль. ${SUPERCELL.texts.ru.tagUnderName}`,
        },
        SUPERCELL.texts.ru.linkedFaq,
        SUPERCELL.texts.ru.deliveryFaq,
        {
          question: "Когда лучше покупать Pass Royale?",
          answer:
            "Pass Royale действует на текущий сезон. Награды, до которых вы уже дошли в этом сезоне, можно забрать после активации пропуска, так что покупка в середине сезона ничего не теряет.",
        },
        SUPERCELL.texts.ru.tagLettersFaq,
        SUPERCELL.texts.ru.safeFaq,
      ],
      guide: [
        "Откройте Clash Royale и оставайтесь на экране «Бой».",
        "Нажмите на своё имя в левом верхнем углу, чтобы открыть профиль.",
        SUPERCELL.texts.ru.tagStep,
        SUPERCELL.texts.ru.settingsStep,
        SUPERCELL.texts.ru.copyStep,
      ],
      notes: SUPERCELL.texts.ru.notes,
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Clash Royale",
      ogTitle: "Clash Royale gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "Gemlar va Pass Royale ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Clash Royale uchun gemlar va Pass Royale. Supercell ID ga bog'langan akkauntning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer: `Jang (Battle) ekranida profilni ochish uchun chap yuqori burchakdagi ismingizga bosing. ${SUPERCELL.texts.uz.tagUnderName}`,
        },
        SUPERCELL.texts.uz.linkedFaq,
        SUPERCELL.texts.uz.deliveryFaq,
        {
          question: "Pass Royale ni qachon olgan ma'qul?",
          answer:
            "Pass Royale joriy mavsum uchun amal qiladi. Shu mavsumda allaqachon yetgan mukofotlaringizni pass faollashgach olishingiz mumkin, shuning uchun mavsum o'rtasida olish zarar emas.",
        },
        SUPERCELL.texts.uz.tagLettersFaq,
        SUPERCELL.texts.uz.safeFaq,
      ],
      guide: [
        "Clash Royale ni oching va Jang (Battle) ekranida qoling.",
        "Profilni ochish uchun chap yuqori burchakdagi ismingizga bosing.",
        SUPERCELL.texts.uz.tagStep,
        SUPERCELL.texts.uz.settingsStep,
        SUPERCELL.texts.uz.copyStep,
      ],
      notes: SUPERCELL.texts.uz.notes,
      currencyUnit: CURRENCY_UNITS.gems.uz,
    },
  },
};
