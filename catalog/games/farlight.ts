import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs: [amount, IDR, USD cents]. Sold by Player ID only; the smallest pack is 50. */
const DIAMONDS: [number, number, number][] = [
  [50, 8_000, 55],
  [100, 15_500, 99],
  [250, 38_500, 249],
  [500, 76_000, 499],
  [1000, 151_000, 999],
  [2000, 300_000, 1999],
  [5000, 745_000, 4999],
  [10000, 1_490_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Player ID" });

export const farlight: GameDefinition = {
  slug: "farlight",
  name: "Farlight 84",
  publisher: "Farlight Games",
  tile: { mark: "rocket", from: "#e0436a", to: "#6a1f80", ink: "#ffffff" },
  aliases: [
    "farlight 84",
    "farlight84",
    "f84",
    "fl84",
    "farlight",
    "far light",
    "farlait",
    "farlayt",
    "фарлайт",
    "фарлайт 84",
  ],
  supplierNames: ["farlight 84", "farlight"],
  hasFormPage: true,
  minimumPurchase: 50,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "playerId",
        kind: "playerId",
        charset: "digits",
        minLength: 6,
        maxLength: 12,
        example: "58204731",
      },
    ],
  },
  products: [
    ...DIAMONDS.map(([amount, idr, usd]) => ({
      sku: `fl-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 100 || amount === 500,
      prices: samplePrices(idr, usd, amount === 250 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "fl-battle-pass",
      kind: "pass",
      popular: true,
      title: {
        id: "Battle Pass Premium",
        en: "Premium Battle Pass",
        ru: "Battle Pass Premium (боевой пропуск)",
        uz: "Battle Pass Premium (jangovar pass)",
      },
      description: {
        id: "Membuka jalur hadiah premium Battle Pass musim ini, termasuk skin eksklusif musim; hadiah level yang sudah dicapai bisa langsung diklaim.",
        en: "Unlocks this season's premium Battle Pass track, including the season's exclusive skins; rewards for levels already reached can be claimed at once.",
        ru: "Открывает премиальную ветку Battle Pass текущего сезона, включая эксклюзивные облики сезона; награды за уже пройденные уровни можно забрать сразу.",
        uz: "Joriy mavsum Battle Pass ning premium mukofotlar yo'lini, jumladan mavsumning eksklyuziv skinlarini ochadi; erishilgan darajalar mukofotlarini darhol olish mumkin.",
      },
      prices: samplePrices(149_000, 999),
    },
    {
      sku: "fl-monthly-card",
      kind: "membership",
      durationDays: 30,
      title: PRODUCT_TITLES.monthlyCard,
      description: {
        id: "Kartu bulanan 30 hari: Diamond masuk saat aktivasi, lalu hadiah harian yang diklaim di game setiap hari selama 30 hari.",
        en: "A 30-day card: Diamonds on activation, then daily rewards you claim in the game every day for 30 days.",
        ru: "Карта на 30 дней: алмазы при активации, затем ежедневные награды, которые нужно забирать в игре каждый день 30 дней.",
        uz: "30 kunlik karta: faollashtirganda olmoslar, keyin 30 kun davomida har kuni o'yinda olinadigan kundalik mukofotlar.",
      },
      prices: samplePrices(76_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Farlight 84",
      ogTitle: "Top Up Diamond Farlight 84 Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond Farlight 84 cukup pakai Player ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro: "Beli Diamond, Battle Pass dan Monthly Card untuk Farlight 84. Cukup masukkan Player ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID Farlight 84?",
          answer:
            "Di lobi, ketuk avatar Anda di pojok kiri atas untuk membuka profil. Player ID adalah deretan angka di bawah nama Anda; gunakan tombol salin agar tidak salah ketik.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Berapa minimal top up Diamond?",
          answer:
            "Paket terkecil adalah 50 Diamond. Jika butuh jumlah tertentu, Anda bisa membeli beberapa paket sekaligus.",
        },
        {
          question: "Apakah saya perlu memilih server?",
          answer:
            "Tidak. Farlight 84 memakai satu Player ID untuk satu akun, jadi Diamond masuk ke akun yang sama di server mana pun Anda bermain.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau data login akun Anda, cukup Player ID. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Farlight 84 dan masuk ke akun Anda.",
        "Di lobi, ketuk avatar Anda di pojok kiri atas layar.",
        "Di halaman profil, lihat deretan angka Player ID di bawah nama Anda.",
        "Ketuk tombol salin di sebelah ID, lalu tempel di kolom Player ID di halaman ini.",
      ],
      notes: ["Periksa Player ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Farlight 84",
      ogTitle: "Cheap, Fast Farlight 84 Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Farlight 84 Diamonds with just your Player ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro: "Buy Diamonds, the Battle Pass and the Monthly Card for Farlight 84. Just enter your Player ID.",
      faq: [
        {
          question: "Where do I find my Farlight 84 Player ID?",
          answer:
            "In the lobby, tap your avatar in the top-left corner to open your profile. Your Player ID is the number under your name; use the copy button to avoid typos.",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "What is the minimum Diamond top-up?",
          answer: "The smallest pack is 50 Diamonds. If you need a specific amount, you can buy several packs at once.",
        },
        {
          question: "Do I need to choose a server?",
          answer:
            "No. Farlight 84 uses one Player ID per account, so Diamonds arrive on the same account whichever server you play on.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or login details, only your Player ID. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Farlight 84 and sign in to your account.",
        "In the lobby, tap your avatar in the top-left corner of the screen.",
        "On your profile, find the Player ID number under your name.",
        "Tap the copy button next to the ID and paste it into the Player ID field on this page.",
      ],
      notes: ["Check your Player ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Farlight 84",
      ogTitle: "Алмазы Farlight 84: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов Farlight 84 только по Player ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro: "Алмазы, Battle Pass и Monthly Card для Farlight 84. Достаточно ввести Player ID.",
      faq: [
        {
          question: "Где найти Player ID в Farlight 84?",
          answer:
            "В лобби нажмите на аватар в левом верхнем углу, чтобы открыть профиль. Player ID — это число под вашим ником; скопируйте его кнопкой, чтобы не ошибиться.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Какое минимальное пополнение?",
          answer:
            "Самый маленький набор — 50 алмазов. Если нужна определённая сумма, можно купить несколько наборов сразу.",
        },
        {
          question: "Нужно ли выбирать сервер?",
          answer:
            "Нет. В Farlight 84 у аккаунта один Player ID, поэтому алмазы приходят на тот же аккаунт, на каком бы сервере вы ни играли.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или данные для входа, нужен только Player ID. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Farlight 84 и войдите в аккаунт.",
        "В лобби нажмите на аватар в левом верхнем углу экрана.",
        "В профиле найдите число Player ID под вашим ником.",
        "Нажмите кнопку копирования рядом с ID и вставьте его в поле Player ID на этой странице.",
      ],
      notes: ["Внимательно проверьте Player ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Farlight 84",
      ogTitle: "Farlight 84 olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Farlight 84 olmoslarini faqat Player ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro: "Farlight 84 uchun olmoslar, Battle Pass va Monthly Card. Player ID ni kiritish kifoya.",
      faq: [
        {
          question: "Farlight 84 da Player ID ni qayerdan topaman?",
          answer:
            "Lobbida chap yuqori burchakdagi avataringizga bosib profilni oching. Player ID — ismingiz ostidagi raqam; xato bo'lmasligi uchun nusxalash tugmasidan foydalaning.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Eng kam to'ldirish miqdori qancha?",
          answer:
            "Eng kichik to'plam — 50 olmos. Aniq miqdor kerak bo'lsa, bir nechta to'plamni birdaniga olishingiz mumkin.",
        },
        {
          question: "Serverni tanlash kerakmi?",
          answer:
            "Yo'q. Farlight 84 da bitta akkauntga bitta Player ID beriladi, shuning uchun olmoslar qaysi serverda o'ynashingizdan qat'i nazar shu akkauntga keladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki kirish ma'lumotlarini so'ramaymiz, faqat Player ID kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Farlight 84 ni oching va akkauntingizga kiring.",
        "Lobbida ekranning chap yuqori burchagidagi avataringizga bosing.",
        "Profilda ismingiz ostidagi Player ID raqamini toping.",
        "ID yonidagi nusxalash tugmasini bosing va uni shu sahifadagi Player ID maydoniga joylang.",
      ],
      notes: ["Player ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
