import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { supercellGame } from "../shared/supercell";
import type { GameDefinition } from "../../core/catalog/types";

/** Gem packs: [amount, IDR, USD cents]. Supercell's own ladder, no bonus gems. */
const GEMS: [number, number, number][] = [
  [30, 31_000, 199],
  [80, 79_000, 499],
  [170, 159_000, 999],
  [360, 319_000, 1999],
  [950, 799_000, 4999],
  [2000, 1_599_000, 9999],
];

const SUPERCELL = supercellGame("YJ2VL8C0");

export const brawlStars: GameDefinition = {
  slug: "brawl-stars",
  name: "Brawl Stars",
  publisher: "Supercell",
  tile: { mark: "star", from: "#ffd21f", to: "#f08c00", ink: "#2b1240" },
  aliases: ["bs", "brawl star", "brawlstars", "brawl", "brawl stars gems", "бравл старс", "бравл", "бс"],
  hasFormPage: false,
  deliveryPromiseMinutes: SUPERCELL.deliveryPromiseMinutes,
  account: SUPERCELL.account,
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `bs-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 170,
      prices: samplePrices(idr, usd, amount === 360 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "bs-brawl-pass",
      kind: "pass",
      popular: true,
      title: { id: "Brawl Pass", en: "Brawl Pass", ru: "Brawl Pass", uz: "Brawl Pass" },
      description: {
        id: "Membuka Brawl Pass untuk musim yang sedang berjalan: jalur hadiah premium beserta skin eksklusif musim ini.",
        en: "Unlocks the Brawl Pass for the current season: the premium reward track with this season's exclusive skin.",
        ru: "Открывает Brawl Pass текущего сезона: премиальную ветку наград с эксклюзивным скином сезона.",
        uz: "Joriy mavsum uchun Brawl Pass ni ochadi: premium mukofotlar yo'li va shu mavsumning eksklyuziv skini.",
      },
      prices: samplePrices(109_000, 699),
    },
    {
      sku: "bs-brawl-pass-plus",
      kind: "pass",
      title: { id: "Brawl Pass Plus", en: "Brawl Pass Plus", ru: "Brawl Pass Plus", uz: "Brawl Pass Plus" },
      description: {
        id: "Semua isi Brawl Pass musim ini, ditambah kosmetik eksklusif Brawl Pass Plus dan progres tier tambahan.",
        en: "Everything in this season's Brawl Pass, plus the Brawl Pass Plus exclusive cosmetics and extra tier progress.",
        ru: "Всё, что входит в Brawl Pass этого сезона, плюс эксклюзивные украшения Brawl Pass Plus и дополнительный прогресс уровней.",
        uz: "Shu mavsumdagi Brawl Pass ning hammasi, ustiga Brawl Pass Plus eksklyuziv bezaklari va qo'shimcha bosqich progressi.",
      },
      prices: samplePrices(159_000, 999, { salePercent: 7 }),
    },
  ],
  texts: {
    id: {
      name: "Brawl Stars",
      ogTitle: "Top Up Gems Brawl Stars Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Brawl Pass cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Gems, Brawl Pass dan Brawl Pass Plus untuk Brawl Stars. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer: `Ketuk ikon profil Anda di pojok kiri atas layar utama. ${SUPERCELL.texts.id.tagUnderName}`,
        },
        SUPERCELL.texts.id.linkedFaq,
        SUPERCELL.texts.id.deliveryFaq,
        {
          question: "Apa beda Brawl Pass dan Brawl Pass Plus?",
          answer:
            "Keduanya membuka jalur hadiah premium musim yang sedang berjalan. Brawl Pass Plus menambahkan kosmetik eksklusif dan progres tier tambahan. Pass hanya berlaku untuk satu musim, jadi jangan beli jika akun Anda sudah memilikinya musim ini.",
        },
        SUPERCELL.texts.id.tagLettersFaq,
        SUPERCELL.texts.id.safeFaq,
      ],
      guide: [
        "Buka Brawl Stars dan tunggu sampai layar utama muncul.",
        "Ketuk ikon profil Anda di pojok kiri atas layar.",
        SUPERCELL.texts.id.tagStep,
        SUPERCELL.texts.id.settingsStep,
        SUPERCELL.texts.id.copyStep,
      ],
      notes: SUPERCELL.texts.id.notes,
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Brawl Stars",
      ogTitle: "Official, Low-Cost Brawl Stars Gem Top-Up | Kupi",
      ogDescription:
        "Top up Gems and the Brawl Pass with a Player Tag linked to Supercell ID. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Gems, the Brawl Pass and Brawl Pass Plus for Brawl Stars. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer: `Tap your profile icon in the top-left corner of the main screen. ${SUPERCELL.texts.en.tagUnderName}`,
        },
        SUPERCELL.texts.en.linkedFaq,
        SUPERCELL.texts.en.deliveryFaq,
        {
          question: "What is the difference between Brawl Pass and Brawl Pass Plus?",
          answer:
            "Both unlock the premium reward track of the season in progress. Brawl Pass Plus adds exclusive cosmetics and extra tier progress. A pass lasts one season, so do not buy it if your account already has it this season.",
        },
        SUPERCELL.texts.en.tagLettersFaq,
        SUPERCELL.texts.en.safeFaq,
      ],
      guide: [
        "Open Brawl Stars and wait for the main screen.",
        "Tap your profile icon in the top-left corner.",
        SUPERCELL.texts.en.tagStep,
        SUPERCELL.texts.en.settingsStep,
        SUPERCELL.texts.en.copyStep,
      ],
      notes: SUPERCELL.texts.en.notes,
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Brawl Stars",
      ogTitle: "Гемы Brawl Stars: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Brawl Pass по тегу игрока, привязанному к Supercell ID. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Гемы, Brawl Pass и Brawl Pass Plus для Brawl Stars. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer: `Нажмите на значок профиля в левом верхнем углу главного экрана. ${SUPERCELL.texts.ru.tagUnderName}`,
        },
        SUPERCELL.texts.ru.linkedFaq,
        SUPERCELL.texts.ru.deliveryFaq,
        {
          question: "Чем Brawl Pass отличается от Brawl Pass Plus?",
          answer:
            "Оба открывают премиальную ветку наград текущего сезона. Brawl Pass Plus добавляет эксклюзивные украшения и дополнительный прогресс уровней. Пропуск действует один сезон, поэтому не покупайте его, если он уже есть на аккаунте в этом сезоне.",
        },
        SUPERCELL.texts.ru.tagLettersFaq,
        SUPERCELL.texts.ru.safeFaq,
      ],
      guide: [
        "Откройте Brawl Stars и дождитесь главного экрана.",
        "Нажмите на значок профиля в левом верхнем углу.",
        SUPERCELL.texts.ru.tagStep,
        SUPERCELL.texts.ru.settingsStep,
        SUPERCELL.texts.ru.copyStep,
      ],
      notes: SUPERCELL.texts.ru.notes,
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Brawl Stars",
      ogTitle: "Brawl Stars gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "Gemlar va Brawl Pass ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Brawl Stars uchun gemlar, Brawl Pass va Brawl Pass Plus. Supercell ID ga bog'langan akkauntning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer: `Asosiy ekranning chap yuqori burchagidagi profil belgisiga bosing. ${SUPERCELL.texts.uz.tagUnderName}`,
        },
        SUPERCELL.texts.uz.linkedFaq,
        SUPERCELL.texts.uz.deliveryFaq,
        {
          question: "Brawl Pass va Brawl Pass Plus ning farqi nima?",
          answer:
            "Ikkalasi ham joriy mavsumning premium mukofotlar yo'lini ochadi. Brawl Pass Plus eksklyuziv bezaklar va qo'shimcha bosqich progressini qo'shadi. Pass bir mavsum amal qiladi, shu mavsumda akkauntingizda bo'lsa, qayta olmang.",
        },
        SUPERCELL.texts.uz.tagLettersFaq,
        SUPERCELL.texts.uz.safeFaq,
      ],
      guide: [
        "Brawl Stars ni oching va asosiy ekran chiqishini kuting.",
        "Chap yuqori burchakdagi profil belgisiga bosing.",
        SUPERCELL.texts.uz.tagStep,
        SUPERCELL.texts.uz.settingsStep,
        SUPERCELL.texts.uz.copyStep,
      ],
      notes: SUPERCELL.texts.uz.notes,
      currencyUnit: CURRENCY_UNITS.gems.uz,
    },
  },
};
