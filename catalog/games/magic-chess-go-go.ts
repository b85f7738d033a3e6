import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { moontonIdFields } from "../shared/moonton";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs: [base amount, bonus, IDR, USD cents]. */
const DIAMONDS: [number, number, number, number][] = [
  [11, 1, 5_500, 39],
  [25, 3, 9_000, 59],
  [40, 4, 13_000, 89],
  [53, 6, 17_000, 119],
  [77, 8, 24_000, 165],
  [154, 16, 45_000, 319],
  [217, 23, 62_000, 439],
  [256, 40, 75_000, 529],
  [503, 65, 140_000, 989],
  [774, 101, 215_000, 1499],
  [1708, 302, 465_000, 3299],
  [4003, 827, 1_120_000, 7999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const magicChessGoGo: GameDefinition = {
  slug: "magic-chess-go-go",
  name: "Magic Chess: Go Go",
  publisher: "Moonton",
  tile: { mark: "rook", from: "#8a4fe0", to: "#3d1f99", ink: "#ffe07a" },
  aliases: [
    "mcgg",
    "magic chess",
    "magic chess gogo",
    "magic chess go go",
    "mc go go",
    "magic ches",
    "меджик чесс",
    "мэджик чесс",
  ],
  supplierNames: ["magic chess go go", "magic chess"],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [...moontonIdFields({ userId: "125524530", zoneId: "3012" })],
  },
  products: [
    ...DIAMONDS.map(([amount, bonus, idr, usd]) => ({
      sku: `mcgg-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      bonus,
      popular: amount === 77 || amount === 256,
      prices: samplePrices(idr, usd, amount === 154 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "mcgg-weekly-card",
      kind: "membership",
      popular: true,
      durationDays: 7,
      title: PRODUCT_TITLES.weeklyCard,
      description: {
        id: "Diamond langsung masuk saat kartu aktif, lalu Diamond harian selama 7 hari yang diklaim di dalam game.",
        en: "Diamonds as soon as the card activates, then daily Diamonds for 7 days, claimed in the game.",
        ru: "Алмазы сразу при активации карты, затем ежедневные алмазы 7 дней, которые забираются в игре.",
        uz: "Karta faollashganda darhol olmoslar, keyin 7 kun davomida o'yinda olinadigan kundalik olmoslar.",
      },
      prices: samplePrices(28_000, 199),
    },
  ],
  texts: {
    id: {
      name: "Magic Chess: Go Go",
      ogTitle: "Top Up Diamond Magic Chess: Go Go Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond MCGG cukup pakai User ID dan Zone ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro: "Beli Diamond dan Weekly Card untuk Magic Chess: Go Go. Cukup masukkan User ID dan Zone ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat User ID dan Zone ID?",
          answer:
            "Buka profil di dalam Magic Chess: Go Go. Angka pertama adalah User ID, angka dalam kurung adalah Zone ID, misalnya 125524530 (3012).",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Apakah Diamond ini bisa dipakai di Mobile Legends?",
          answer:
            "Tidak. Diamond dari halaman ini masuk ke saldo Magic Chess: Go Go. Untuk Diamond Mobile Legends: Bang Bang, gunakan halaman top up MLBB.",
        },
        {
          question: "Bagaimana cara kerja Weekly Card?",
          answer:
            "Setelah kartu aktif, sebagian Diamond langsung masuk, sisanya dibagikan setiap hari selama 7 hari. Masuk ke game setiap hari untuk mengklaim Diamond harian Anda.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Moonton Anda. Diamond dikirim lewat jalur resmi penerbit, dan jika pengiriman gagal, dana Anda dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Magic Chess: Go Go dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyProfilePicture.id,
        "Lihat angka di bawah nama Anda: User ID, lalu Zone ID di dalam kurung, misalnya 125524530 (3012).",
        GUIDE_STEPS.userAndZoneId.id,
      ],
      notes: [
        "Salin User ID dan Zone ID dari profil Magic Chess: Go Go dan periksa dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Magic Chess: Go Go",
      ogTitle: "Cheap, Fast Magic Chess: Go Go Diamond Top-Up | Kupi",
      ogDescription:
        "Top up MCGG Diamonds with just your User ID and Zone ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro: "Buy Diamonds and the Weekly Card for Magic Chess: Go Go. Just enter your User ID and Zone ID.",
      faq: [
        {
          question: "Where do I find my User ID and Zone ID?",
          answer:
            "Open your profile in Magic Chess: Go Go. The first number is your User ID, the number in brackets is your Zone ID, e.g. 125524530 (3012).",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "Can I use these Diamonds in Mobile Legends?",
          answer:
            "No. Diamonds from this page go to your Magic Chess: Go Go balance. For Mobile Legends: Bang Bang Diamonds, use the MLBB top-up page.",
        },
        {
          question: "How does the Weekly Card work?",
          answer:
            "Once the card is active, part of the Diamonds arrives at once and the rest is handed out daily for 7 days. Log in every day to claim your daily Diamonds.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your Moonton account password. Diamonds are delivered through the publisher's official channel, and if delivery fails you get a 100% refund.",
        },
      ],
      guide: [
        "Open Magic Chess: Go Go and sign in to your account.",
        GUIDE_STEPS.lobbyProfilePicture.en,
        "Under your name you see your User ID and, in brackets, your Zone ID, e.g. 125524530 (3012).",
        GUIDE_STEPS.userAndZoneId.en,
      ],
      notes: [
        "Copy your User ID and Zone ID from your Magic Chess: Go Go profile and check them carefully: Diamonds delivered to another account cannot be taken back.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Magic Chess: Go Go",
      ogTitle: "Алмазы Magic Chess: Go Go: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов MCGG только по User ID и Zone ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro: "Алмазы и Weekly Card для Magic Chess: Go Go. Достаточно ввести User ID и Zone ID.",
      faq: [
        {
          question: "Где найти User ID и Zone ID?",
          answer:
            "Откройте профиль в Magic Chess: Go Go. Первое число — User ID, число в скобках — Zone ID, например 125524530 (3012).",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Можно ли потратить эти алмазы в Mobile Legends?",
          answer:
            "Нет. Алмазы с этой страницы зачисляются на баланс Magic Chess: Go Go. Для алмазов Mobile Legends: Bang Bang используйте страницу пополнения MLBB.",
        },
        {
          question: "Как работает Weekly Card?",
          answer:
            "После активации карты часть алмазов приходит сразу, остальные выдаются каждый день в течение 7 дней. Заходите в игру ежедневно, чтобы забрать алмазы.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта Moonton. Алмазы приходят через официальный канал издателя, а если доставка не удалась, мы вернём 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Magic Chess: Go Go и войдите в аккаунт.",
        GUIDE_STEPS.lobbyProfilePicture.ru,
        "Под именем указаны User ID и в скобках Zone ID, например 125524530 (3012).",
        GUIDE_STEPS.userAndZoneId.ru,
      ],
      notes: [
        "Берите User ID и Zone ID из профиля Magic Chess: Go Go и проверяйте их внимательно: алмазы, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Magic Chess: Go Go",
      ogTitle: "Magic Chess: Go Go olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "MCGG olmoslarini faqat User ID va Zone ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro: "Magic Chess: Go Go uchun olmoslar va Weekly Card. User ID va Zone ID ni kiritish kifoya.",
      faq: [
        {
          question: "User ID va Zone ID ni qayerdan topaman?",
          answer:
            "Magic Chess: Go Go dagi profilingizni oching. Birinchi raqam User ID, qavs ichidagisi Zone ID, masalan 125524530 (3012).",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Bu olmoslarni Mobile Legends da ishlatsa bo'ladimi?",
          answer:
            "Yo'q. Bu sahifadagi olmoslar Magic Chess: Go Go balansiga tushadi. Mobile Legends: Bang Bang olmoslari uchun MLBB sahifasidan foydalaning.",
        },
        {
          question: "Weekly Card qanday ishlaydi?",
          answer:
            "Karta faollashgach, olmoslarning bir qismi darhol keladi, qolgani 7 kun davomida har kuni beriladi. Kundalik olmoslarni olish uchun har kuni o'yinga kiring.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon Moonton akkaunti parolini so'ramaymiz. Olmoslar noshirning rasmiy kanali orqali keladi, yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi.",
        },
      ],
      guide: [
        "Magic Chess: Go Go ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyProfilePicture.uz,
        "Ismingiz ostida User ID va qavs ichida Zone ID ko'rsatilgan, masalan 125524530 (3012).",
        GUIDE_STEPS.userAndZoneId.uz,
      ],
      notes: [
        "User ID va Zone ID ni Magic Chess: Go Go profilidan oling va diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
