import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition, Localized } from "../../core/catalog/types";

/** Delta Coin packs: [base amount, bonus, IDR, USD cents]. */
const DELTA_COINS: [number, number, number, number][] = [
  [30, 0, 7_500, 49],
  [60, 0, 15_000, 99],
  [300, 20, 75_000, 499],
  [420, 40, 105_000, 699],
  [680, 70, 149_000, 999],
  [1280, 200, 299_000, 1999],
  [1680, 300, 375_000, 2499],
  [3280, 670, 749_000, 4999],
  [6480, 1620, 1_499_000, 9999],
];

const specialPassTitle = (mode: string): Localized => ({
  id: `Season Pass ${mode} Special`,
  en: `Season Pass ${mode} Special`,
  ru: `Season Pass ${mode} Special`,
  uz: `Season Pass ${mode} Special`,
});

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: { id: "Player ID", en: "Player ID", ru: "ID игрока", uz: "Player ID" },
});

export const deltaForce: GameDefinition = {
  slug: "delta-force",
  name: "Delta Force",
  publisher: "TiMi Studio Group",
  tile: { mark: "delta", from: "#3f8a3a", to: "#183d1a", ink: "#ffffff" },
  aliases: [
    "df",
    "dfm",
    "delta force mobile",
    "garena delta force",
    "deltaforce",
    "delta fors",
    "дельта форс",
    "дельта",
  ],
  hasFormPage: false,
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
        example: "4217305869",
      },
    ],
  },
  products: [
    ...DELTA_COINS.map(([amount, bonus, idr, usd]) => ({
      sku: `df-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      popular: amount === 300 || amount === 680,
      prices: samplePrices(idr, usd, amount === 1280 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "df-pass-operations",
      kind: "pass",
      title: specialPassTitle("Operations"),
      description: {
        id: "Membuka jalur hadiah berbayar (Special) Season Pass musim ini untuk mode Operations.",
        en: "Unlocks the paid (Special) reward track of this season's pass for Operations mode.",
        ru: "Открывает платную ветку наград (Special) сезонного пропуска текущего сезона для режима «Операции» (Operations).",
        uz: "Joriy mavsum Season Pass ining Operations rejimi uchun pullik (Special) mukofotlar yo'lini ochadi.",
      },
      prices: samplePrices(82_000, 549),
    },
    {
      sku: "df-pass-warfare",
      kind: "pass",
      title: specialPassTitle("Warfare"),
      description: {
        id: "Membuka jalur hadiah berbayar (Special) Season Pass musim ini untuk mode Warfare.",
        en: "Unlocks the paid (Special) reward track of this season's pass for Warfare mode.",
        ru: "Открывает платную ветку наград (Special) сезонного пропуска текущего сезона для режима «Война» (Warfare).",
        uz: "Joriy mavsum Season Pass ining Warfare rejimi uchun pullik (Special) mukofotlar yo'lini ochadi.",
      },
      prices: samplePrices(82_000, 549),
    },
    {
      sku: "df-pass-deluxe",
      kind: "pass",
      title: {
        id: "Season Pass Deluxe",
        en: "Season Pass Deluxe",
        ru: "Season Pass Deluxe",
        uz: "Season Pass Deluxe",
      },
      description: {
        id: "Tingkat Deluxe Season Pass musim ini, dengan hadiah lebih banyak daripada tingkat Special.",
        en: "The Deluxe tier of this season's pass, with more rewards than the Special tier.",
        ru: "Уровень Deluxe сезонного пропуска текущего сезона: наград больше, чем в Special.",
        uz: "Joriy mavsum Season Pass ining Deluxe darajasi: Special darajasidan ko'proq mukofotlar.",
      },
      prices: samplePrices(112_000, 749, { salePercent: 5 }),
    },
  ],
  texts: {
    id: {
      name: "Delta Force",
      ogTitle: "Top Up Delta Coins Delta Force Murah & Cepat | Kupi",
      ogDescription:
        "Top up Delta Coins dan Season Pass Delta Force cukup pakai Player ID. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro: "Beli Delta Coins dan Season Pass untuk Delta Force. Cukup masukkan Player ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID?",
          answer:
            "Ketuk foto profil di pojok kiri atas lobi. Player ID berupa deretan angka di halaman profil, misalnya 4217305869, dan bisa disalin dengan ikon salin di sebelahnya.",
        },
        DELIVERY.entry("id", "Berapa lama Delta Coins masuk?"),
        {
          question: "Apakah bonus Delta Coins ikut masuk?",
          answer:
            "Ya. Bonus sudah termasuk di setiap pembelian, misalnya paket 320 berisi 300 Delta Coins ditambah 20 bonus, dan semuanya masuk bersamaan.",
        },
        {
          question: "Season Pass mana yang harus saya pilih?",
          answer:
            "Pilih Operations Special jika Anda lebih sering main mode Operations, atau Warfare Special jika lebih sering main Warfare. Season Pass Deluxe memberi hadiah lebih banyak daripada tingkat Special. Semua Pass berlaku untuk musim yang sedang berjalan.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda. Delta Coins dikirim lewat jalur resmi penerbit, dan jika pengiriman gagal, dana Anda dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Delta Force dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyProfilePicture.id,
        "Cari Player ID, yaitu deretan angka di halaman profil, misalnya 4217305869.",
        "Ketuk ikon salin di sebelah Player ID, lalu tempel ke kolom Player ID di halaman ini.",
      ],
      notes: ["Periksa Player ID dengan teliti: Delta Coins yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: "{amount, number} Delta Coins",
    },
    en: {
      name: "Delta Force",
      ogTitle: "Cheap, Fast Delta Force Delta Coins Top-Up | Kupi",
      ogDescription:
        "Top up Delta Force Delta Coins and Season Passes with just your Player ID. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro: "Buy Delta Coins and Season Passes for Delta Force. Just enter your Player ID.",
      faq: [
        {
          question: "Where do I find my Player ID?",
          answer:
            "Tap your profile picture in the top-left corner of the lobby. Your Player ID is the string of digits on the profile page, e.g. 4217305869, and the copy icon next to it copies it.",
        },
        DELIVERY.entry("en", "How long do Delta Coins take to arrive?"),
        {
          question: "Is the bonus included?",
          answer:
            "Yes. The bonus comes with every purchase: the 320 pack, for example, is 300 Delta Coins plus a 20 bonus, and it all arrives together.",
        },
        {
          question: "Which Season Pass should I choose?",
          answer:
            "Choose Operations Special if you mostly play Operations, or Warfare Special if you mostly play Warfare. The Season Pass Deluxe gives more rewards than the Special tier. Every pass applies to the season in progress.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password. Delta Coins are delivered through the publisher's official channel, and if delivery fails you get a 100% refund.",
        },
      ],
      guide: [
        "Open Delta Force and sign in to your account.",
        GUIDE_STEPS.lobbyProfilePicture.en,
        "Find your Player ID, the string of digits on the profile page, e.g. 4217305869.",
        "Tap the copy icon next to it and paste the Player ID into the Player ID field on this page.",
      ],
      notes: ["Check your Player ID carefully: Delta Coins delivered to another account cannot be taken back."],
      currencyUnit: "{amount, plural, one {# Delta Coin} other {# Delta Coins}}",
    },
    ru: {
      name: "Delta Force",
      ogTitle: "Delta Coins для Delta Force: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Delta Coins и сезонных пропусков Delta Force только по ID игрока. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro: "Delta Coins и сезонные пропуски для Delta Force. Достаточно ввести ID игрока.",
      faq: [
        {
          question: "Где найти ID игрока?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. ID игрока — это число на странице профиля, например 4217305869; его можно скопировать значком рядом.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Delta Coins?"),
        {
          question: "Бонус тоже приходит?",
          answer:
            "Да. Бонус входит в каждую покупку: например, набор 320 — это 300 Delta Coins и 20 бонусных, и всё приходит одновременно.",
        },
        {
          question: "Какой сезонный пропуск выбрать?",
          answer:
            "Берите Operations Special, если чаще играете в «Операции», или Warfare Special, если чаще играете в «Войну». Season Pass Deluxe даёт больше наград, чем Special. Любой пропуск действует на текущий сезон.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта. Delta Coins приходят через официальный канал издателя, а если доставка не удалась, мы вернём 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Delta Force и войдите в аккаунт.",
        GUIDE_STEPS.lobbyProfilePicture.ru,
        "Найдите ID игрока — число на странице профиля, например 4217305869.",
        "Нажмите на значок копирования рядом с ID и вставьте его в поле «ID игрока» на этой странице.",
      ],
      notes: ["Внимательно проверьте ID игрока: Delta Coins, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} Delta Coins",
    },
    uz: {
      name: "Delta Force",
      ogTitle: "Delta Force uchun Delta Coins ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Delta Force uchun Delta Coins va Season Pass ni faqat Player ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro: "Delta Force uchun Delta Coins va Season Pass. Player ID ni kiritish kifoya.",
      faq: [
        {
          question: "Player ID ni qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi profil rasmingizga bosing. Player ID profil sahifasidagi raqamlar qatori, masalan 4217305869; uni yonidagi belgi bilan nusxalash mumkin.",
        },
        DELIVERY.entry("uz", "Delta Coins qancha vaqtda keladi?"),
        {
          question: "Bonus ham keladimi?",
          answer:
            "Ha. Bonus har bir xaridga kiradi: masalan, 320 to'plami 300 Delta Coins va 20 bonusdan iborat, hammasi birga keladi.",
        },
        {
          question: "Qaysi Season Pass ni tanlash kerak?",
          answer:
            "Ko'proq Operations rejimini o'ynasangiz Operations Special, Warfare ni o'ynasangiz Warfare Special ni tanlang. Season Pass Deluxe Special darajasidan ko'proq mukofot beradi. Har qanday pass joriy mavsum uchun amal qiladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon akkaunt parolini so'ramaymiz. Delta Coins noshirning rasmiy kanali orqali keladi, yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi.",
        },
      ],
      guide: [
        "Delta Force ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyProfilePicture.uz,
        "Player ID ni toping: profil sahifasidagi raqamlar qatori, masalan 4217305869.",
        "Yonidagi nusxalash belgisiga bosing va Player ID ni shu sahifadagi maydonga qo'ying.",
      ],
      notes: ["Player ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan Delta Coins ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} Delta Coins",
    },
  },
};
