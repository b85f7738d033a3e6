import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { CLASH_GEM_LADDER } from "../shared/pack-ladders";
import { supercellGame } from "../shared/supercell";
import type { GameDefinition } from "../../core/catalog/types";

/** Gem packs: Supercell's Clash ladder. */
const GEMS = CLASH_GEM_LADDER;

const SUPERCELL = supercellGame("2PP0JCCL");

export const clashOfClans: GameDefinition = {
  slug: "clash-of-clans",
  name: "Clash of Clans",
  publisher: "Supercell",
  tile: { mark: "shield", from: "#3f7f1f", to: "#1f4a0e", ink: "#ffd54a" },
  aliases: ["coc", "clash of clan", "clashofclans", "clash", "klash of clans", "клеш оф кленс", "клэш оф клэнс", "кок"],
  supplierNames: ["clash of clans"],
  hasFormPage: false,
  minimumPurchase: 80,
  deliveryPromiseMinutes: SUPERCELL.deliveryPromiseMinutes,
  account: SUPERCELL.account,
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `coc-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 500 || amount === 1200,
      prices: samplePrices(idr, usd, amount === 2500 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "coc-gold-pass",
      kind: "pass",
      popular: true,
      title: { id: "Gold Pass", en: "Gold Pass", ru: "Gold Pass (золотой пропуск)", uz: "Gold Pass (oltin pass)" },
      description: {
        id: "Membuka Gold Pass untuk musim yang sedang berjalan: hadiah premium, skin Hero musim ini, serta potongan waktu dan biaya upgrade.",
        en: "Unlocks the Gold Pass for the current season: premium rewards, this season's Hero skin, and faster, cheaper upgrades.",
        ru: "Открывает Gold Pass текущего сезона: премиальные награды, облик героя этого сезона, ускорение и скидки на улучшения.",
        uz: "Joriy mavsum uchun Gold Pass ni ochadi: premium mukofotlar, shu mavsumning qahramon skini, yaxshilashlar tezroq va arzonroq.",
      },
      prices: samplePrices(109_000, 699),
    },
  ],
  texts: {
    id: {
      name: "Clash of Clans",
      ogTitle: "Top Up Gems Clash of Clans Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Gold Pass COC cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Gems dan Gold Pass untuk Clash of Clans. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer: `Ketuk ikon level (XP) di pojok kiri atas desa Anda untuk membuka profil. ${SUPERCELL.texts.id.tagUnderName}`,
        },
        SUPERCELL.texts.id.linkedFaq,
        SUPERCELL.texts.id.deliveryFaq,
        {
          question: "Kapan sebaiknya membeli Gold Pass?",
          answer:
            "Gold Pass berlaku untuk musim yang sedang berjalan dan hanya bisa dimiliki satu kali per musim. Jika akun Anda sudah punya Gold Pass musim ini, tunggu musim berikutnya dimulai.",
        },
        SUPERCELL.texts.id.tagLettersFaq,
        SUPERCELL.texts.id.safeFaq,
      ],
      guide: [
        "Buka Clash of Clans dan masuk ke desa Anda.",
        "Ketuk ikon level (XP) di pojok kiri atas layar untuk membuka profil.",
        SUPERCELL.texts.id.tagStep,
        "Buka Pengaturan (ikon roda gigi) dan pastikan bagian Supercell ID sudah terhubung.",
        SUPERCELL.texts.id.copyStep,
      ],
      notes: SUPERCELL.texts.id.notes,
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Clash of Clans",
      ogTitle: "Official, Low-Cost Clash of Clans Gem Top-Up | Kupi",
      ogDescription:
        "Top up COC Gems and the Gold Pass with a Player Tag linked to Supercell ID. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Gems and the Gold Pass for Clash of Clans. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer: `Tap the XP level icon in the top-left corner of your village to open your profile. ${SUPERCELL.texts.en.tagUnderName}`,
        },
        SUPERCELL.texts.en.linkedFaq,
        SUPERCELL.texts.en.deliveryFaq,
        {
          question: "When should I buy the Gold Pass?",
          answer:
            "The Gold Pass applies to the season in progress and an account can own it only once per season. If your account already has this season's Gold Pass, wait for the next season to start.",
        },
        SUPERCELL.texts.en.tagLettersFaq,
        SUPERCELL.texts.en.safeFaq,
      ],
      guide: [
        "Open Clash of Clans and go to your village.",
        "Tap the XP level icon in the top-left corner to open your profile.",
        SUPERCELL.texts.en.tagStep,
        "Open Settings (the gear icon) and make sure Supercell ID shows as connected.",
        SUPERCELL.texts.en.copyStep,
      ],
      notes: SUPERCELL.texts.en.notes,
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Clash of Clans",
      ogTitle: "Гемы Clash of Clans: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Gold Pass в COC по тегу игрока, привязанному к Supercell ID. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro: "Гемы и Gold Pass для Clash of Clans. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer: `Нажмите на значок уровня опыта в левом верхнем углу деревни, чтобы открыть профиль. ${SUPERCELL.texts.ru.tagUnderName}`,
        },
        SUPERCELL.texts.ru.linkedFaq,
        SUPERCELL.texts.ru.deliveryFaq,
        {
          question: "Когда лучше покупать Gold Pass?",
          answer:
            "Gold Pass действует на текущий сезон, и на аккаунте он может быть только один раз за сезон. Если у вас уже есть Gold Pass этого сезона, дождитесь начала следующего.",
        },
        SUPERCELL.texts.ru.tagLettersFaq,
        SUPERCELL.texts.ru.safeFaq,
      ],
      guide: [
        "Откройте Clash of Clans и зайдите в свою деревню.",
        "Нажмите на значок уровня опыта в левом верхнем углу, чтобы открыть профиль.",
        SUPERCELL.texts.ru.tagStep,
        "Откройте настройки (значок шестерёнки) и убедитесь, что Supercell ID подключён.",
        SUPERCELL.texts.ru.copyStep,
      ],
      notes: SUPERCELL.texts.ru.notes,
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Clash of Clans",
      ogTitle: "Clash of Clans gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "COC gemlari va Gold Pass ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Clash of Clans uchun gemlar va Gold Pass. Supercell ID ga bog'langan akkauntning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer: `Profilni ochish uchun qishlog'ingizning chap yuqori burchagidagi tajriba darajasi belgisiga bosing. ${SUPERCELL.texts.uz.tagUnderName}`,
        },
        SUPERCELL.texts.uz.linkedFaq,
        SUPERCELL.texts.uz.deliveryFaq,
        {
          question: "Gold Pass ni qachon olgan ma'qul?",
          answer:
            "Gold Pass joriy mavsum uchun amal qiladi va akkauntda bir mavsumda faqat bir marta bo'lishi mumkin. Akkauntingizda shu mavsumning Gold Pass i bo'lsa, keyingi mavsum boshlanishini kuting.",
        },
        SUPERCELL.texts.uz.tagLettersFaq,
        SUPERCELL.texts.uz.safeFaq,
      ],
      guide: [
        "Clash of Clans ni oching va qishlog'ingizga kiring.",
        "Profilni ochish uchun chap yuqori burchakdagi tajriba darajasi belgisiga bosing.",
        SUPERCELL.texts.uz.tagStep,
        "Sozlamalarni (tishli g'ildirak belgisi) oching va Supercell ID ulanganiga ishonch hosil qiling.",
        SUPERCELL.texts.uz.copyStep,
      ],
      notes: SUPERCELL.texts.uz.notes,
      currencyUnit: CURRENCY_UNITS.gems.uz,
    },
  },
};
