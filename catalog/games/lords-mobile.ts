import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs (IGG's top-up currency, spent on in-game packs): [amount, IDR, USD cents]. */
const DIAMONDS: [number, number, number][] = [
  [70, 15_500, 99],
  [140, 31_000, 199],
  [210, 46_500, 299],
  [350, 77_000, 499],
  [700, 154_000, 999],
  [1400, 305_000, 1999],
  [3500, 760_000, 4999],
  [7000, 1_520_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "IGG ID" });

export const lordsMobile: GameDefinition = {
  slug: "lords-mobile",
  name: "Lords Mobile",
  publisher: "IGG",
  tile: { mark: "castle", from: "#a26d1c", to: "#4d2f08", ink: "#ffffff" },
  aliases: [
    "lm",
    "lords",
    "lord mobile",
    "lordsmobile",
    "lords mobail",
    "lord mobail",
    "лордс мобайл",
    "лордс",
    "lords mobile igg",
  ],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "iggId",
        kind: "playerId",
        charset: "digits",
        minLength: 6,
        maxLength: 12,
        example: "862047153",
      },
    ],
  },
  products: [
    ...DIAMONDS.map(([amount, idr, usd]) => ({
      sku: `lm-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 350 || amount === 700,
      prices: samplePrices(idr, usd, amount === 1400 ? { salePercent: 7 } : {}),
    })),
    {
      sku: "lm-monthly-card",
      kind: "membership",
      durationDays: 30,
      title: PRODUCT_TITLES.monthlyCard,
      description: {
        id: "Kartu bulanan 30 hari: Gems saat aktivasi, lalu Gems dan item harian yang diklaim di game setiap hari selama 30 hari.",
        en: "A 30-day card: Gems on activation, then daily Gems and items you claim in the game every day for 30 days.",
        ru: "Карта на 30 дней: самоцветы при активации, затем ежедневные самоцветы и предметы, которые нужно забирать в игре каждый день 30 дней.",
        uz: "30 kunlik karta: faollashtirganda Gems, keyin 30 kun davomida har kuni o'yinda olinadigan kundalik Gems va buyumlar.",
      },
      prices: samplePrices(77_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Lords Mobile",
      ogTitle: "Top Up Diamond Lords Mobile Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond Lords Mobile cukup pakai IGG ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro: "Beli Diamond dan Monthly Card untuk Lords Mobile. Cukup masukkan IGG ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat IGG ID?",
          answer:
            "Ketuk potret Lord Anda di pojok kiri atas layar kastil untuk membuka profil. IGG ID berupa deretan angka di halaman itu; Anda juga bisa melihatnya di Settings, lalu Account.",
        },
        {
          question: "Untuk apa Diamond di Lords Mobile?",
          answer:
            "Diamond adalah mata uang top up resmi IGG. Dengan Diamond Anda bisa membeli pack apa pun di toko game, termasuk pack Gems, speed-up dan event, tanpa kartu kredit atau Google Play.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Saya punya beberapa akun di kingdom berbeda. Ke mana Diamond dikirim?",
          answer:
            "Setiap akun punya IGG ID sendiri, dan Diamond masuk ke akun dengan IGG ID yang Anda tulis, di kingdom mana pun akun itu berada. Salin IGG ID dari akun yang ingin Anda isi.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau akun IGG Anda, cukup IGG ID. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Lords Mobile dan masuk ke akun yang ingin diisi.",
        "Ketuk potret Lord Anda di pojok kiri atas layar kastil.",
        "Di halaman profil, lihat deretan angka IGG ID.",
        "Salin IGG ID itu ke kolom IGG ID di halaman ini.",
      ],
      notes: ["Periksa IGG ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Lords Mobile",
      ogTitle: "Cheap, Fast Lords Mobile Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Lords Mobile Diamonds with just your IGG ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro: "Buy Diamonds and the Monthly Card for Lords Mobile. Just enter your IGG ID.",
      faq: [
        {
          question: "Where do I find my IGG ID?",
          answer:
            "Tap your Lord portrait in the top-left corner of the castle screen to open your profile. The IGG ID is the number on that page; you can also see it under Settings, then Account.",
        },
        {
          question: "What are Diamonds for in Lords Mobile?",
          answer:
            "Diamonds are IGG's official top-up currency. With Diamonds you can buy any pack in the in-game store, including Gem, speed-up and event packs, without a credit card or Google Play.",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "I have accounts in several kingdoms. Where do the Diamonds go?",
          answer:
            "Every account has its own IGG ID, and Diamonds go to the account with the IGG ID you enter, whatever kingdom it is in. Copy the IGG ID of the account you want to top up.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or IGG account, only your IGG ID. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Lords Mobile and sign in to the account you want to top up.",
        "Tap your Lord portrait in the top-left corner of the castle screen.",
        "On the profile page, find the IGG ID number.",
        "Copy that IGG ID into the IGG ID field on this page.",
      ],
      notes: ["Check your IGG ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Lords Mobile",
      ogTitle: "Алмазы Lords Mobile: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов Lords Mobile только по IGG ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro: "Алмазы и Monthly Card для Lords Mobile. Достаточно ввести IGG ID.",
      faq: [
        {
          question: "Где найти IGG ID?",
          answer:
            "Нажмите на портрет лорда в левом верхнем углу экрана замка, чтобы открыть профиль. IGG ID — это число на этой странице; его также видно в разделе «Настройки» → «Аккаунт».",
        },
        {
          question: "Зачем нужны алмазы в Lords Mobile?",
          answer:
            "Алмазы — официальная валюта пополнения IGG. За алмазы можно купить любой набор во внутриигровом магазине, включая наборы самоцветов, ускорений и событий, без банковской карты и Google Play.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "У меня аккаунты в разных королевствах. Куда придут алмазы?",
          answer:
            "У каждого аккаунта свой IGG ID, и алмазы приходят на аккаунт с указанным IGG ID, в каком бы королевстве он ни был. Скопируйте IGG ID аккаунта, который хотите пополнить.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или аккаунт IGG, нужен только IGG ID. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Lords Mobile и войдите в аккаунт, который хотите пополнить.",
        "Нажмите на портрет лорда в левом верхнем углу экрана замка.",
        "На странице профиля найдите число IGG ID.",
        "Скопируйте IGG ID в поле IGG ID на этой странице.",
      ],
      notes: ["Внимательно проверьте IGG ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Lords Mobile",
      ogTitle: "Lords Mobile olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Lords Mobile olmoslarini faqat IGG ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro: "Lords Mobile uchun olmoslar va Monthly Card. IGG ID ni kiritish kifoya.",
      faq: [
        {
          question: "IGG ID ni qayerdan topaman?",
          answer:
            "Profilni ochish uchun qal'a ekranining chap yuqori burchagidagi Lord portretiga bosing. IGG ID — shu sahifadagi raqam; uni Settings, so'ng Account bo'limida ham ko'rish mumkin.",
        },
        {
          question: "Lords Mobile da olmoslar nima uchun kerak?",
          answer:
            "Olmoslar — IGG ning rasmiy to'ldirish valyutasi. Olmoslar bilan o'yin do'konidagi istalgan to'plamni, jumladan Gems, tezlatgich va tadbir to'plamlarini bank kartasi yoki Google Play siz sotib olish mumkin.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Turli qirolliklarda bir nechta akkauntim bor. Olmoslar qayerga keladi?",
          answer:
            "Har bir akkauntning o'z IGG ID si bor va olmoslar siz yozgan IGG ID li akkauntga, u qaysi qirollikda bo'lishidan qat'i nazar, keladi. To'ldirmoqchi bo'lgan akkauntning IGG ID sini nusxalang.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki IGG akkauntini so'ramaymiz, faqat IGG ID kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Lords Mobile ni oching va to'ldirmoqchi bo'lgan akkauntga kiring.",
        "Qal'a ekranining chap yuqori burchagidagi Lord portretiga bosing.",
        "Profil sahifasida IGG ID raqamini toping.",
        "Shu IGG ID ni sahifadagi IGG ID maydoniga ko'chiring.",
      ],
      notes: ["IGG ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
