import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Token packs: [amount, IDR, USD cents]. */
const TOKENS: [number, number, number][] = [
  [16, 3_500, 20],
  [80, 16_000, 99],
  [240, 47_000, 299],
  [400, 77_000, 499],
  [560, 107_000, 699],
  [800, 152_000, 999],
  [1200, 225_000, 1499],
  [2400, 449_000, 2999],
  [4000, 745_000, 4999],
  [8000, 1_489_000, 9999],
];

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: { id: "Player ID", en: "Player ID", ru: "ID игрока", uz: "Player ID" },
});

export const honorOfKings: GameDefinition = {
  slug: "honor-of-kings",
  name: "Honor of Kings",
  publisher: "Level Infinite",
  tile: { mark: "swords", from: "#b8292e", to: "#5a0d14", ink: "#ffd36b" },
  aliases: [
    "hok",
    "honor of king",
    "honour of kings",
    "hok global",
    "honor king",
    "king of glory",
    "хонор оф кингс",
    "хок",
  ],
  supplierNames: ["honor of kings", "hok"],
  hasFormPage: true,
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
        maxLength: 20,
        example: "7304918265",
      },
    ],
  },
  products: [
    ...TOKENS.map(([amount, idr, usd]) => ({
      sku: `hok-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 400,
      prices: samplePrices(idr, usd, amount === 800 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "hok-weekly-card",
      kind: "membership",
      popular: true,
      durationDays: 7,
      limit: { perWindow: { count: 1, window: "week" }, notWhileActive: true },
      title: PRODUCT_TITLES.weeklyCard,
      description: {
        id: "80 Token dan voucher 100 Token langsung masuk, lalu 15 Token setiap hari selama 7 hari.",
        en: "80 Tokens and a 100-Token voucher at once, then 15 Tokens a day for 7 days.",
        ru: "80 жетонов и купон на 100 жетонов сразу, затем по 15 жетонов в день 7 дней.",
        uz: "80 token va 100 tokenlik vaucher darhol, keyin 7 kun davomida har kuni 15 tokendan.",
      },
      prices: samplePrices(16_000, 99),
    },
  ],
  texts: {
    id: {
      name: "Honor of Kings",
      ogTitle: "Top Up Token Honor of Kings Murah & Cepat | Kupi",
      ogDescription:
        "Top up Token dan Weekly Card HOK cukup pakai Player ID. Bayar via {paymentMethodsOr}, Token masuk dalam hitungan menit.",
      intro: "Beli Token dan Weekly Card untuk Honor of Kings. Cukup masukkan Player ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID?",
          answer:
            "Ketuk foto profil di pojok kiri atas lobi. Player ID berupa deretan angka di halaman profil, misalnya 7304918265, dan bisa disalin dengan ikon salin di sebelahnya.",
        },
        DELIVERY.entry("id", "Berapa lama Token masuk?"),
        {
          question: "Apa isi Weekly Card?",
          answer:
            "80 Token dan voucher 100 Token langsung masuk saat kartu aktif, lalu 15 Token setiap hari selama 7 hari. Masuk ke game setiap hari agar Token harian bisa diklaim.",
        },
        {
          question: "Kenapa saya tidak bisa membeli Weekly Card lagi?",
          answer:
            "Weekly Card hanya bisa dibeli satu kali per minggu untuk satu akun, dan tidak bisa dibeli selama akun Anda masih memiliki Weekly Card yang aktif. Tunggu sampai kartu sebelumnya habis, lalu beli lagi.",
        },
        {
          question: "Apakah saya perlu memilih server?",
          answer:
            "Tidak. Token dikirim ke akun sesuai Player ID yang Anda masukkan, jadi cukup pastikan Player ID-nya benar.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda. Token dikirim lewat jalur resmi penerbit, dan jika pengiriman gagal, dana Anda dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Honor of Kings dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyProfilePicture.id,
        "Cari Player ID, yaitu deretan angka di halaman profil, misalnya 7304918265.",
        "Ketuk ikon salin di sebelah Player ID.",
        "Tempel Player ID ke kolom Player ID di halaman ini.",
      ],
      notes: [
        "Weekly Card hanya bisa dibeli satu kali per minggu dan tidak bisa dibeli selama akun masih memiliki Weekly Card yang aktif.",
        "Periksa Player ID dengan teliti: Token yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} Token",
    },
    en: {
      name: "Honor of Kings",
      ogTitle: "Cheap, Fast Honor of Kings Token Top-Up | Kupi",
      ogDescription:
        "Top up HOK Tokens and the Weekly Card with just your Player ID. Pay with {paymentMethodsOr}; Tokens arrive within minutes.",
      intro: "Buy Tokens and the Weekly Card for Honor of Kings. Just enter your Player ID.",
      faq: [
        {
          question: "Where do I find my Player ID?",
          answer:
            "Tap your profile picture in the top-left corner of the lobby. Your Player ID is the string of digits on the profile page, e.g. 7304918265, and the copy icon next to it copies it.",
        },
        DELIVERY.entry("en", "How long do Tokens take to arrive?"),
        {
          question: "What does the Weekly Card give?",
          answer:
            "80 Tokens and a 100-Token voucher as soon as the card activates, then 15 Tokens a day for 7 days. Log in every day so you can claim the daily Tokens.",
        },
        {
          question: "Why can't I buy the Weekly Card again?",
          answer:
            "The Weekly Card can be bought once per week per account, and not while your account still has an active Weekly Card. Wait until the current card runs out, then buy again.",
        },
        {
          question: "Do I need to choose a server?",
          answer:
            "No. Tokens go to the account with the Player ID you enter, so just make sure the Player ID is right.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password. Tokens are delivered through the publisher's official channel, and if delivery fails you get a 100% refund.",
        },
      ],
      guide: [
        "Open Honor of Kings and sign in to your account.",
        GUIDE_STEPS.lobbyProfilePicture.en,
        "Find your Player ID, the string of digits on the profile page, e.g. 7304918265.",
        "Tap the copy icon next to the Player ID.",
        "Paste the Player ID into the Player ID field on this page.",
      ],
      notes: [
        "The Weekly Card can be bought once per week, and not while the account still has an active Weekly Card.",
        "Check your Player ID carefully: Tokens delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, plural, one {# Token} other {# Tokens}}",
    },
    ru: {
      name: "Honor of Kings",
      ogTitle: "Жетоны Honor of Kings: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение жетонов и Weekly Card в HOK только по ID игрока. Оплата: {paymentMethodsOr}; жетоны приходят за минуты.",
      intro: "Жетоны и недельная карта (Weekly Card) для Honor of Kings. Достаточно ввести ID игрока.",
      faq: [
        {
          question: "Где найти ID игрока?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. ID игрока — это число на странице профиля, например 7304918265; его можно скопировать значком рядом.",
        },
        DELIVERY.entry("ru", "Как быстро приходят жетоны?"),
        {
          question: "Что даёт Weekly Card?",
          answer:
            "80 жетонов и купон на 100 жетонов сразу после активации, затем по 15 жетонов в день 7 дней. Заходите в игру каждый день, чтобы забрать ежедневные жетоны.",
        },
        {
          question: "Почему я не могу снова купить Weekly Card?",
          answer:
            "Weekly Card можно купить один раз в неделю на аккаунт и нельзя купить, пока на аккаунте есть действующая карта. Дождитесь окончания текущей карты и купите снова.",
        },
        {
          question: "Нужно ли выбирать сервер?",
          answer: "Нет. Жетоны зачисляются на аккаунт с указанным ID игрока, поэтому просто проверьте, что ID верный.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта. Жетоны приходят через официальный канал издателя, а если доставка не удалась, мы вернём 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Honor of Kings и войдите в аккаунт.",
        GUIDE_STEPS.lobbyProfilePicture.ru,
        "Найдите ID игрока — число на странице профиля, например 7304918265.",
        "Нажмите на значок копирования рядом с ID.",
        "Вставьте ID в поле «ID игрока» на этой странице.",
      ],
      notes: [
        "Weekly Card можно купить один раз в неделю и нельзя купить, пока на аккаунте есть действующая Weekly Card.",
        "Внимательно проверьте ID игрока: жетоны, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, plural, one {# жетон} few {# жетона} many {# жетонов} other {# жетона}}",
    },
    uz: {
      name: "Honor of Kings",
      ogTitle: "Honor of Kings tokenlarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "HOK tokenlari va Weekly Card ni faqat Player ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, tokenlar bir necha daqiqada keladi.",
      intro: "Honor of Kings uchun tokenlar va Weekly Card. Player ID ni kiritish kifoya.",
      faq: [
        {
          question: "Player ID ni qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi profil rasmingizga bosing. Player ID profil sahifasidagi raqamlar qatori, masalan 7304918265; uni yonidagi belgi bilan nusxalash mumkin.",
        },
        DELIVERY.entry("uz", "Tokenlar qancha vaqtda keladi?"),
        {
          question: "Weekly Card nima beradi?",
          answer:
            "Karta faollashishi bilan 80 token va 100 tokenlik vaucher, keyin 7 kun davomida har kuni 15 tokendan. Kundalik tokenlarni olish uchun har kuni o'yinga kiring.",
        },
        {
          question: "Nega Weekly Card ni yana sotib ololmayapman?",
          answer:
            "Weekly Card bitta akkaunt uchun haftasiga bir marta sotib olinadi va akkauntda amaldagi karta bor paytda sotib olinmaydi. Joriy karta tugashini kuting, keyin yana oling.",
        },
        {
          question: "Server tanlash kerakmi?",
          answer:
            "Yo'q. Tokenlar siz kiritgan Player ID dagi akkauntga tushadi, faqat Player ID to'g'riligini tekshiring.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon akkaunt parolini so'ramaymiz. Tokenlar noshirning rasmiy kanali orqali keladi, yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi.",
        },
      ],
      guide: [
        "Honor of Kings ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyProfilePicture.uz,
        "Player ID ni toping: profil sahifasidagi raqamlar qatori, masalan 7304918265.",
        "Player ID yonidagi nusxalash belgisiga bosing.",
        "Player ID ni shu sahifadagi Player ID maydoniga qo'ying.",
      ],
      notes: [
        "Weekly Card haftasiga bir marta sotib olinadi va akkauntda amaldagi Weekly Card bor paytda sotib olinmaydi.",
        "Player ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan tokenlarni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} token",
    },
  },
};
