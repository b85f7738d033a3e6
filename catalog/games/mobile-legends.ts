import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { moontonIdFields } from "../shared/moonton";
import type { GameDefinition, Localized } from "../../core/catalog/types";

const REGIONS: { value: string; label: Localized }[] = [
  { value: "ID", label: { id: "Indonesia", en: "Indonesia", ru: "Индонезия", uz: "Indoneziya" } },
  { value: "MY", label: { id: "Malaysia", en: "Malaysia", ru: "Малайзия", uz: "Malayziya" } },
  { value: "PH", label: { id: "Filipina", en: "Philippines", ru: "Филиппины", uz: "Filippin" } },
  { value: "SG", label: { id: "Singapura", en: "Singapore", ru: "Сингапур", uz: "Singapur" } },
  { value: "OTHER", label: { id: "Region lain", en: "Other region", ru: "Другой регион", uz: "Boshqa hudud" } },
];

/** Diamond packs: [base amount, bonus, IDR, USD cents]. */
const DIAMONDS: [number, number, number, number][] = [
  [11, 1, 3_500, 25],
  [17, 2, 5_500, 39],
  [25, 3, 8_000, 55],
  [40, 4, 12_500, 85],
  [53, 6, 16_500, 115],
  [77, 8, 23_500, 159],
  [154, 16, 47_000, 315],
  [217, 23, 66_000, 439],
  [256, 40, 80_000, 529],
  [367, 41, 110_000, 729],
  [503, 65, 150_000, 989],
  [774, 101, 230_000, 1499],
  [1708, 302, 520_000, 3399],
  [4003, 827, 1_250_000, 7999],
];

/** The first-top-up packs (50+5, 150+15, 250+25, 500+65), doubled on the first purchase. */
const FIRST_TOP_UP: [number, number, number, number][] = [
  [50, 5, 15_000, 99],
  [150, 15, 45_000, 299],
  [250, 25, 74_000, 489],
  [500, 65, 148_000, 979],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const mobileLegends: GameDefinition = {
  slug: "mobile-legends",
  name: "Mobile Legends: Bang Bang",
  publisher: "Moonton",
  tile: { mark: "diamond", from: "#3157e0", to: "#1a237e", ink: "#8ee8ff" },
  aliases: ["mlbb", "ml", "mobile legend", "mole", "emel", "mobile legends bang bang"],
  supplierNames: ["mobile legends", "mobile legend", "mlbb"],
  hasFormPage: true,
  minimumPurchase: 10,
  firstTopUpDouble: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      ...moontonIdFields({ userId: "123456789", zoneId: "2345" }),
      { type: "select", name: "region", kind: "region", options: REGIONS },
    ],
  },
  products: [
    ...DIAMONDS.map(([amount, bonus, idr, usd], index) => ({
      sku: `ml-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      bonus,
      popular: amount === 77 || amount === 256,
      prices: samplePrices(idr, usd, index === 5 ? { salePercent: 8 } : {}),
    })),
    ...FIRST_TOP_UP.map(([amount, bonus, idr, usd]) => ({
      sku: `ml-first-${amount}`,
      kind: "currency" as const,
      amount,
      bonus,
      firstTopUpBonus: amount,
      prices: samplePrices(idr, usd),
    })),
    {
      sku: "ml-weekly-pass",
      kind: "pass",
      popular: true,
      durationDays: 7,
      regionOnly: "ID",
      title: {
        id: "Weekly Diamond Pass",
        en: "Weekly Diamond Pass",
        ru: "Weekly Diamond Pass (недельный пропуск)",
        uz: "Weekly Diamond Pass (haftalik pass)",
      },
      description: {
        id: "80 Diamond langsung masuk, lalu 20 Diamond setiap hari selama 7 hari (total 220 Diamond).",
        en: "80 Diamonds at once, then 20 Diamonds a day for 7 days (220 Diamonds in all).",
        ru: "80 алмазов сразу, затем по 20 алмазов в день 7 дней (всего 220 алмазов).",
        uz: "80 olmos darhol, keyin 7 kun davomida har kuni 20 olmosdan (jami 220 olmos).",
      },
      limit: { maxStackedDays: 70 },
      prices: samplePrices(28_000, 199),
    },
    {
      sku: "ml-twilight-pass",
      kind: "pass",
      title: { id: "Twilight Pass", en: "Twilight Pass", ru: "Twilight Pass", uz: "Twilight Pass" },
      description: {
        id: "Membuka hadiah Twilight Pass musim ini, termasuk skin eksklusif.",
        en: "Unlocks this season's Twilight Pass rewards, including an exclusive skin.",
        ru: "Открывает награды Twilight Pass текущего сезона, включая эксклюзивный облик.",
        uz: "Joriy mavsumning Twilight Pass mukofotlarini, jumladan eksklyuziv skinni ochadi.",
      },
      prices: samplePrices(150_000, 999),
    },
    {
      sku: "ml-starlight",
      kind: "membership",
      durationDays: 30,
      title: { id: "Starlight Member", en: "Starlight Member", ru: "Starlight Member", uz: "Starlight Member" },
      description: {
        id: "Keanggotaan Starlight satu bulan: skin Starlight bulan ini dan hadiah harian.",
        en: "One month of Starlight membership: this month's Starlight skin and daily rewards.",
        ru: "Месяц Starlight: облик Starlight этого месяца и ежедневные награды.",
        uz: "Bir oylik Starlight a'zoligi: shu oyning Starlight skini va kundalik mukofotlar.",
      },
      prices: samplePrices(142_000, 949),
    },
  ],
  texts: {
    id: {
      name: "Mobile Legends: Bang Bang",
      ogTitle: "Top Up Diamond Mobile Legends Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond MLBB cukup pakai User ID dan Zone ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro: "Beli Diamond, Weekly Diamond Pass dan Starlight untuk MLBB. Cukup masukkan User ID dan Zone ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat User ID dan Zone ID?",
          answer:
            "Buka profil di dalam game. Angka pertama adalah User ID, angka dalam kurung adalah Zone ID, misalnya 123456789 (2345).",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Apa itu bonus top up pertama?",
          answer:
            "Untuk paket 50, 150, 250 dan 500 Diamond, Moonton menggandakan Diamond pada pembelian pertama setiap paket di akun Anda.",
        },
        {
          question: "Apakah Weekly Diamond Pass bisa dibeli untuk akun di luar Indonesia?",
          answer:
            "Tidak. Weekly Diamond Pass di Kupi hanya untuk akun region Indonesia. Untuk akun region lain, pilih paket Diamond biasa.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda, dan Diamond dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka Mobile Legends: Bang Bang dan masuk ke akun Anda.",
        "Ketuk foto profil di pojok kiri atas layar.",
        "Lihat angka di bawah nama Anda: User ID, lalu Zone ID di dalam kurung, misalnya 123456789 (2345).",
        GUIDE_STEPS.userAndZoneId.id,
      ],
      notes: [
        "Periksa User ID dan Zone ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Mobile Legends: Bang Bang",
      ogTitle: "Cheap, Fast Mobile Legends Diamond Top-Up | Kupi",
      ogDescription:
        "Top up MLBB Diamonds with just your User ID and Zone ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro: "Buy Diamonds, the Weekly Diamond Pass and Starlight for MLBB. Just enter your User ID and Zone ID.",
      faq: [
        {
          question: "Where do I find my User ID and Zone ID?",
          answer:
            "Open your in-game profile. The first number is your User ID, the number in brackets is your Zone ID, e.g. 123456789 (2345).",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "What is the first top-up bonus?",
          answer:
            "For the 50, 150, 250 and 500 Diamond packs, Moonton doubles the Diamonds on the first purchase of each pack on your account.",
        },
        {
          question: "Can I buy the Weekly Diamond Pass for an account outside Indonesia?",
          answer:
            "No. The Weekly Diamond Pass at Kupi is for Indonesian-region accounts only. For other regions, choose a regular Diamond pack.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password, and Diamonds are delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open Mobile Legends: Bang Bang and sign in to your account.",
        "Tap your profile picture in the top-left corner.",
        "Under your name you see your User ID and, in brackets, your Zone ID, e.g. 123456789 (2345).",
        GUIDE_STEPS.userAndZoneId.en,
      ],
      notes: ["Check your User ID and Zone ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Mobile Legends: Bang Bang",
      ogTitle: "Алмазы Mobile Legends: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов MLBB только по User ID и Zone ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro: "Алмазы, Weekly Diamond Pass и Starlight для MLBB. Достаточно ввести User ID и Zone ID.",
      faq: [
        {
          question: "Где найти User ID и Zone ID?",
          answer:
            "Откройте профиль в игре. Первое число — User ID, число в скобках — Zone ID, например 123456789 (2345).",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Что такое бонус за первое пополнение?",
          answer:
            "Для наборов на 50, 150, 250 и 500 алмазов Moonton удваивает алмазы при первой покупке каждого набора на аккаунте.",
        },
        {
          question: "Можно ли купить Weekly Diamond Pass для аккаунта не из Индонезии?",
          answer:
            "Нет. Weekly Diamond Pass в Kupi — только для аккаунтов региона Индонезия. Для других регионов выберите обычный набор алмазов.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта, а алмазы приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте Mobile Legends: Bang Bang и войдите в аккаунт.",
        "Нажмите на аватар в левом верхнем углу.",
        "Под именем указаны User ID и в скобках Zone ID, например 123456789 (2345).",
        GUIDE_STEPS.userAndZoneId.ru,
      ],
      notes: ["Внимательно проверьте User ID и Zone ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Mobile Legends: Bang Bang",
      ogTitle: "Mobile Legends olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "MLBB olmoslarini faqat User ID va Zone ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro: "MLBB uchun olmoslar, Weekly Diamond Pass va Starlight. User ID va Zone ID ni kiritish kifoya.",
      faq: [
        {
          question: "User ID va Zone ID ni qayerdan topaman?",
          answer:
            "O'yindagi profilingizni oching. Birinchi raqam User ID, qavs ichidagisi Zone ID, masalan 123456789 (2345).",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Birinchi to'ldirish bonusi nima?",
          answer:
            "50, 150, 250 va 500 olmosli to'plamlar uchun Moonton akkauntingizdagi har bir to'plamning birinchi xaridida olmoslarni ikki baravar qiladi.",
        },
        {
          question: "Weekly Diamond Pass ni Indoneziyadan tashqaridagi akkaunt uchun olsa bo'ladimi?",
          answer:
            "Yo'q. Kupi dagi Weekly Diamond Pass faqat Indoneziya hududidagi akkauntlar uchun. Boshqa hududlar uchun oddiy olmos to'plamini tanlang.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer: "Ha. Biz hech qachon akkaunt parolini so'ramaymiz, olmoslar noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "Mobile Legends: Bang Bang ni oching va akkauntingizga kiring.",
        "Chap yuqori burchakdagi profil rasmingizga bosing.",
        "Ismingiz ostida User ID va qavs ichida Zone ID ko'rsatilgan, masalan 123456789 (2345).",
        GUIDE_STEPS.userAndZoneId.uz,
      ],
      notes: [
        "User ID va Zone ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
