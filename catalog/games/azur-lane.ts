import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition, Localized } from "../../core/catalog/types";

/** The EN/global servers (Yostar). */
const SERVERS: { value: string; label: Localized }[] = [
  "Avrora",
  "Lexington",
  "Sandy",
  "Washington",
  "Amagi",
  "Little Enterprise",
].map((name) => ({
  value: name.toUpperCase().replace(/\s+/g, "_"),
  label: { id: name, en: name, ru: name, uz: name },
}));

/**
 * Gem packs of the EN store: [gems, bonus gems, IDR, USD cents]. The first purchase of each pack
 * doubles its Gems.
 */
const GEMS: [number, number, number, number][] = [
  [60, 0, 15_500, 99],
  [300, 30, 77_000, 499],
  [600, 150, 154_000, 999],
  [1200, 360, 305_000, 1999],
  [2400, 880, 610_000, 3999],
  [4900, 2500, 1_220_000, 7999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID", server: true });

export const azurLane: GameDefinition = {
  slug: "azur-lane",
  name: "Azur Lane",
  publisher: "Yostar",
  tile: { mark: "anchor", from: "#2a78b8", to: "#0f3563", ink: "#ffffff" },
  aliases: ["al", "azurlane", "azur", "azure lane", "azur line", "azurlane en", "азур лейн", "азурка", "азур", "blhx"],
  hasFormPage: false,
  firstTopUpDouble: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 10, example: "102345678" },
      { type: "select", name: "server", kind: "server", options: SERVERS },
    ],
  },
  products: [
    ...GEMS.map(([amount, bonus, idr, usd]) => ({
      sku: `al-${amount}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      firstTopUpBonus: amount,
      popular: amount === 300 || amount === 600,
      prices: samplePrices(idr, usd, amount === 1200 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "al-trade-license",
      kind: "membership",
      popular: true,
      durationDays: 30,
      limit: { maxStackedDays: 37 },
      title: {
        id: "Trade License (30 hari)",
        en: "Trade License (30 days)",
        ru: "Trade License (30 дней)",
        uz: "Trade License (30 kun)",
      },
      description: {
        id: "500 Gems langsung masuk, lalu setiap hari selama 30 hari: 1.000 Coins, 200 Oil dan 1 Quick Finisher.",
        en: "500 Gems at once, then every day for 30 days: 1,000 Coins, 200 Oil and 1 Quick Finisher.",
        ru: "500 гемов сразу, затем каждый день 30 дней: 1000 монет, 200 нефти и 1 Quick Finisher.",
        uz: "500 Gems darhol, keyin 30 kun davomida har kuni: 1 000 Coins, 200 Oil va 1 Quick Finisher.",
      },
      prices: samplePrices(123_000, 799),
    },
  ],
  texts: {
    id: {
      name: "Azur Lane",
      ogTitle: "Top Up Gems Azur Lane Murah & Cepat | Kupi",
      ogDescription:
        "Top up Gems Azur Lane cukup pakai UID dan server. Bayar via {paymentMethodsOr}, Gems masuk dalam hitungan menit.",
      intro:
        "Beli Gems dan Trade License (kartu bulanan) untuk Azur Lane server global. Cukup masukkan UID dan pilih server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Azur Lane?",
          answer:
            "Di pelabuhan (layar utama), ketuk avatar Commander di pojok kiri atas. UID berupa deretan angka di halaman profil, di dekat nama Anda.",
        },
        {
          question: "Bagaimana cara tahu server saya?",
          answer:
            "Nama server (misalnya Avrora atau Sandy) terlihat di layar login sebelum Anda masuk. Pilih server yang sama di sini, karena UID di server lain adalah akun yang berbeda.",
        },
        DELIVERY.entry("id", "Berapa lama Gems masuk?"),
        {
          question: "Apa itu bonus pembelian pertama?",
          answer:
            "Setiap paket Gems memberi Gems dua kali lipat pada pembelian pertama di akun Anda. Setelah itu paket yang sama memberi bonus biasa, misalnya +30 untuk paket 300 Gems.",
        },
        {
          question: "Kapan Trade License bisa dibeli lagi?",
          answer:
            "Trade License berlaku 30 hari. Anda bisa memperpanjangnya saat sisa masa aktif tinggal 7 hari atau kurang; hadiah hariannya masuk setiap hari ke akun Anda.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau akun Yostar Anda, cukup UID dan server. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Azur Lane dan perhatikan nama server di layar login.",
        "Masuk ke game, lalu di pelabuhan ketuk avatar Commander di pojok kiri atas.",
        "Lihat deretan angka UID di halaman profil Anda.",
        "Salin UID ke kolom UID di halaman ini dan pilih server yang sama.",
      ],
      notes: [
        "Hanya untuk akun Azur Lane server global (EN). Akun server Jepang, Korea, Tiongkok atau Taiwan tidak didukung.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Azur Lane",
      ogTitle: "Cheap, Fast Azur Lane Gems Top-Up | Kupi",
      ogDescription:
        "Top up Azur Lane Gems with just your UID and server. Pay with {paymentMethodsOr}; Gems arrive within minutes.",
      intro:
        "Buy Gems and the Trade License (monthly card) for Azur Lane global servers. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Azur Lane UID?",
          answer:
            "In the port (main screen), tap your Commander avatar in the top-left corner. The UID is the number on your profile page, next to your name.",
        },
        {
          question: "How do I know my server?",
          answer:
            "The server name (for example Avrora or Sandy) is shown on the login screen before you enter. Choose the same server here: a UID on another server is a different account.",
        },
        DELIVERY.entry("en", "How long do Gems take to arrive?"),
        {
          question: "What is the first purchase bonus?",
          answer:
            "Every Gem pack gives double Gems on its first purchase on your account. After that the same pack gives its regular bonus, e.g. +30 for the 300 Gem pack.",
        },
        {
          question: "When can I buy the Trade License again?",
          answer:
            "The Trade License lasts 30 days. You can extend it once 7 days or fewer remain; its daily rewards arrive on your account every day.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or Yostar account, only your UID and server. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Azur Lane and note the server name on the login screen.",
        "Enter the game and, in the port, tap your Commander avatar in the top-left corner.",
        "Find the UID number on your profile page.",
        "Copy the UID into the UID field on this page and choose the same server.",
      ],
      notes: [
        "Global (EN) Azur Lane accounts only. Japanese, Korean, Chinese or Taiwanese server accounts are not supported.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Azur Lane",
      ogTitle: "Гемы Azur Lane: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов Azur Lane по UID и серверу. Оплата: {paymentMethodsOr}; гемы приходят за минуты.",
      intro:
        "Гемы и Trade License (месячная карта) для глобальных серверов Azur Lane. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Azur Lane?",
          answer:
            "В порту (главный экран) нажмите на аватар командира в левом верхнем углу. UID — это число на странице профиля рядом с ником.",
        },
        {
          question: "Как узнать свой сервер?",
          answer:
            "Название сервера (например, Avrora или Sandy) видно на экране входа. Выберите здесь тот же сервер: UID на другом сервере — это другой аккаунт.",
        },
        DELIVERY.entry("ru", "Как быстро приходят гемы?"),
        {
          question: "Что такое бонус за первую покупку?",
          answer:
            "Каждый набор гемов при первой покупке на аккаунте даёт двойное количество гемов. Потом тот же набор даёт обычный бонус, например +30 к набору на 300 гемов.",
        },
        {
          question: "Когда можно снова купить Trade License?",
          answer:
            "Trade License действует 30 дней. Продлить её можно, когда осталось 7 дней или меньше; ежедневные награды приходят на аккаунт каждый день.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или аккаунт Yostar, нужны только UID и сервер. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Azur Lane и запомните название сервера на экране входа.",
        "Войдите в игру и в порту нажмите на аватар командира в левом верхнем углу.",
        "Найдите число UID на странице профиля.",
        "Скопируйте UID в поле UID на этой странице и выберите тот же сервер.",
      ],
      notes: [
        "Только для аккаунтов глобальных (EN) серверов Azur Lane. Аккаунты японских, корейских, китайских и тайваньских серверов не поддерживаются.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Azur Lane",
      ogTitle: "Azur Lane Gems ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Azur Lane Gems ni UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Gems bir necha daqiqada keladi.",
      intro:
        "Azur Lane global serverlari uchun Gems va Trade License (oylik karta). UID ni kiriting va serverni tanlang.",
      faq: [
        {
          question: "Azur Lane da UID ni qayerdan topaman?",
          answer:
            "Portda (asosiy ekran) chap yuqori burchakdagi Commander avatariga bosing. UID — profil sahifasida ismingiz yonidagi raqam.",
        },
        {
          question: "Serverimni qanday bilaman?",
          answer:
            "Server nomi (masalan, Avrora yoki Sandy) kirish ekranida ko'rinadi. Bu yerda ham o'sha serverni tanlang: boshqa serverdagi UID — boshqa akkaunt.",
        },
        DELIVERY.entry("uz", "Gems qancha vaqtda keladi?"),
        {
          question: "Birinchi xarid bonusi nima?",
          answer:
            "Har bir Gems to'plami akkauntingizdagi birinchi xaridda ikki baravar Gems beradi. Keyin o'sha to'plam oddiy bonus beradi, masalan 300 Gems to'plamiga +30.",
        },
        {
          question: "Trade License ni qachon yana olish mumkin?",
          answer:
            "Trade License 30 kun amal qiladi. Uni 7 kun yoki undan kam qolganda uzaytirish mumkin; kundalik mukofotlar har kuni akkauntingizga tushadi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki Yostar akkauntini so'ramaymiz, faqat UID va server kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Azur Lane ni oching va kirish ekranidagi server nomini eslab qoling.",
        "O'yinga kiring va portda chap yuqori burchakdagi Commander avatariga bosing.",
        "Profil sahifasidagi UID raqamini toping.",
        "UID ni sahifadagi UID maydoniga ko'chiring va o'sha serverni tanlang.",
      ],
      notes: [
        "Faqat Azur Lane global (EN) server akkauntlari uchun. Yaponiya, Koreya, Xitoy yoki Tayvan serverlari akkauntlari qo'llab-quvvatlanmaydi.",
      ],
      currencyUnit: "{amount, number} Gems",
    },
  },
};
