import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { REGIONS } from "../shared/regions";
import type { GameDefinition, Localized, PurchaseLimit } from "../../core/catalog/types";

const SERVERS: { value: string; label: Localized }[] = [
  { value: "ASIA", label: REGIONS.asia },
  {
    value: "NA-EU",
    label: { id: "NA-EU", en: "NA-EU", ru: "NA-EU (Америка и Европа)", uz: "NA-EU (Amerika va Yevropa)" },
  },
];

/** Echo packs: [base amount, bonus, IDR, USD cents]. */
const ECHOES: [number, number, number, number][] = [
  [60, 0, 15_500, 99],
  [185, 9, 46_500, 299],
  [305, 15, 77_000, 499],
  [690, 33, 154_000, 999],
  [2025, 98, 460_000, 2999],
  [3330, 168, 760_000, 4999],
  [6590, 328, 1_520_000, 9999],
];

/** Every monthly package can be bought once a month per account. */
const ONCE_A_MONTH: PurchaseLimit = { perWindow: { count: 1, window: "month" } };

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID", server: true });

export const identityV: GameDefinition = {
  slug: "identity-v",
  name: "Identity V",
  publisher: "NetEase Games",
  tile: { mark: "mask", from: "#eee4cb", to: "#b3a27c", ink: "#3a1a1f" },
  aliases: [
    "idv",
    "identity v",
    "identityv",
    "identity 5",
    "identity five",
    "identiti v",
    "idv echoes",
    "айдентити",
    "идентити в",
    "identiti",
  ],
  supplierNames: ["identity v"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 10, example: "28764531" },
      { type: "select", name: "server", kind: "server", options: SERVERS },
    ],
  },
  products: [
    ...ECHOES.map(([amount, bonus, idr, usd]) => ({
      sku: `iv-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      popular: amount === 305 || amount === 690,
      prices: samplePrices(idr, usd, amount === 2025 ? { salePercent: 6 } : {}),
    })),
    {
      sku: "iv-inspirations-package",
      kind: "bundle",
      limit: ONCE_A_MONTH,
      title: {
        id: "Inspirations Package (bulanan)",
        en: "Inspirations Package (monthly)",
        ru: "Inspirations Package (ежемесячный)",
        uz: "Inspirations Package (oylik)",
      },
      description: {
        id: "Paket bulanan berisi Inspiration, mata uang untuk membuka Essence (gacha kostum), dengan harga lebih hemat daripada membeli lewat Echoes.",
        en: "A monthly package of Inspirations, the currency for opening Essences (the costume gacha), cheaper than buying them with Echoes.",
        ru: "Ежемесячный пакет Inspirations — валюты для открытия Essence (гача костюмов), выгоднее, чем покупка за эхо.",
        uz: "Essence (kostyum gachasi) ni ochish uchun valyuta bo'lgan Inspiration lar oylik to'plami, Echoes orqali olishdan arzonroq.",
      },
      prices: samplePrices(15_500, 99),
    },
    {
      sku: "iv-clues-package",
      kind: "bundle",
      popular: true,
      limit: ONCE_A_MONTH,
      title: {
        id: "Clues Package (bulanan)",
        en: "Clues Package (monthly)",
        ru: "Clues Package (ежемесячный)",
        uz: "Clues Package (oylik)",
      },
      description: {
        id: "Paket bulanan berisi Clues dalam jumlah besar untuk membuka karakter Survivor dan Hunter baru di toko game.",
        en: "A monthly package with a large amount of Clues for unlocking new Survivors and Hunters in the in-game store.",
        ru: "Ежемесячный пакет с большим запасом Clues для открытия новых выживших и охотников во внутриигровом магазине.",
        uz: "O'yin do'konida yangi Survivor va Hunter larni ochish uchun ko'p miqdordagi Clues bilan oylik to'plam.",
      },
      prices: samplePrices(77_000, 499),
    },
    {
      sku: "iv-memory-sphere-package",
      kind: "bundle",
      limit: ONCE_A_MONTH,
      title: {
        id: "Memory Sphere Package (bulanan)",
        en: "Memory Sphere Package (monthly)",
        ru: "Memory Sphere Package (ежемесячный)",
        uz: "Memory Sphere Package (oylik)",
      },
      description: {
        id: "Paket bulanan Memory Sphere: membuka hadiah premium Memory Sphere periode ini beserta item bonus yang langsung masuk ke akun.",
        en: "The monthly Memory Sphere package: unlocks this period's premium Memory Sphere rewards plus bonus items sent straight to the account.",
        ru: "Ежемесячный пакет Memory Sphere: открывает премиальные награды Memory Sphere текущего периода и бонусные предметы, которые сразу приходят на аккаунт.",
        uz: "Oylik Memory Sphere to'plami: joriy davrning premium Memory Sphere mukofotlarini va akkauntga darhol tushadigan bonus buyumlarni ochadi.",
      },
      prices: samplePrices(154_000, 999),
    },
  ],
  texts: {
    id: {
      name: "Identity V",
      ogTitle: "Top Up Echoes Identity V Murah & Cepat | Kupi",
      ogDescription:
        "Top up Echoes Identity V cukup pakai ID dan server. Bayar via {paymentMethodsOr}, Echoes masuk dalam hitungan menit.",
      intro: "Beli Echoes dan paket bulanan untuk Identity V. Cukup masukkan ID pemain dan pilih server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat ID Identity V?",
          answer:
            "Ketuk avatar Anda di pojok kiri atas layar utama untuk membuka profil. ID pemain berupa deretan angka di kartu profil, di dekat nama Anda.",
        },
        {
          question: "Server mana yang harus saya pilih?",
          answer:
            "Pilih server tempat akun Anda bermain: Asia atau NA-EU. Nama server terlihat di layar login sebelum masuk game. ID yang sama di server lain adalah akun yang berbeda.",
        },
        DELIVERY.entry("id", "Berapa lama Echoes masuk?"),
        {
          question: "Kenapa paket bulanan hanya bisa dibeli sekali sebulan?",
          answer:
            "NetEase membatasi setiap paket bulanan (Inspirations, Clues dan Memory Sphere) satu kali per akun dalam satu bulan. Setelah membeli, paket yang sama baru bisa dibeli lagi 30 hari kemudian; paket lain dan Echoes tetap bisa dibeli kapan saja.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau akun NetEase Anda, cukup ID dan server. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Identity V dan lihat nama server di layar login sebelum masuk.",
        "Masuk ke game, lalu ketuk avatar Anda di pojok kiri atas layar utama.",
        "Lihat deretan angka ID di kartu profil Anda.",
        "Salin ID itu ke kolom ID di halaman ini dan pilih server yang sama.",
      ],
      notes: ["Setiap paket bulanan hanya bisa dibeli satu kali per akun dalam 30 hari."],
      currencyUnit: "{amount, number} Echoes",
    },
    en: {
      name: "Identity V",
      ogTitle: "Cheap, Fast Identity V Echoes Top-Up | Kupi",
      ogDescription:
        "Top up Identity V Echoes with just your ID and server. Pay with {paymentMethodsOr}; Echoes arrive within minutes.",
      intro: "Buy Echoes and monthly packages for Identity V. Just enter your player ID and choose your server.",
      faq: [
        {
          question: "Where do I find my Identity V ID?",
          answer:
            "Tap your avatar in the top-left corner of the main screen to open your profile. Your player ID is the number on the profile card, next to your name.",
        },
        {
          question: "Which server should I choose?",
          answer:
            "Choose the server your account plays on: Asia or NA-EU. The server name is shown on the login screen before you enter the game. The same ID on another server is a different account.",
        },
        DELIVERY.entry("en", "How long do Echoes take to arrive?"),
        {
          question: "Why can monthly packages be bought only once a month?",
          answer:
            "NetEase limits each monthly package (Inspirations, Clues and Memory Sphere) to one purchase per account per month. After you buy one, the same package can be bought again 30 days later; other packages and Echoes can be bought at any time.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or NetEase account, only your ID and server. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Identity V and note the server name on the login screen before you enter.",
        "Enter the game and tap your avatar in the top-left corner of the main screen.",
        "Find the ID number on your profile card.",
        "Copy that ID into the ID field on this page and choose the same server.",
      ],
      notes: ["Each monthly package can be bought only once per account in 30 days."],
      currencyUnit: "{amount, plural, one {# Echo} other {# Echoes}}",
    },
    ru: {
      name: "Identity V",
      ogTitle: "Эхо Identity V: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение эха (Echoes) в Identity V по ID и серверу. Оплата: {paymentMethodsOr}; эхо приходит за минуты.",
      intro: "Эхо и ежемесячные пакеты для Identity V. Достаточно ввести ID игрока и выбрать сервер.",
      faq: [
        {
          question: "Где найти ID в Identity V?",
          answer:
            "Нажмите на аватар в левом верхнем углу главного экрана, чтобы открыть профиль. ID игрока — это число на карточке профиля рядом с ником.",
        },
        {
          question: "Какой сервер выбрать?",
          answer:
            "Выберите сервер, на котором играет ваш аккаунт: Asia или NA-EU. Название сервера видно на экране входа перед началом игры. Тот же ID на другом сервере — это другой аккаунт.",
        },
        DELIVERY.entry("ru", "Как быстро приходит эхо?"),
        {
          question: "Почему ежемесячные пакеты можно купить только раз в месяц?",
          answer:
            "NetEase ограничивает каждый ежемесячный пакет (Inspirations, Clues и Memory Sphere) одной покупкой на аккаунт в месяц. После покупки тот же пакет можно взять снова через 30 дней; другие пакеты и эхо можно покупать в любое время.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или аккаунт NetEase, нужны только ID и сервер. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Identity V и запомните название сервера на экране входа.",
        "Войдите в игру и нажмите на аватар в левом верхнем углу главного экрана.",
        "Найдите число ID на карточке профиля.",
        "Скопируйте ID в поле ID на этой странице и выберите тот же сервер.",
      ],
      notes: ["Каждый ежемесячный пакет можно купить только один раз на аккаунт за 30 дней."],
      currencyUnit: "{amount, number} эхо",
    },
    uz: {
      name: "Identity V",
      ogTitle: "Identity V Echoes ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Identity V Echoes ni ID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Echoes bir necha daqiqada keladi.",
      intro: "Identity V uchun Echoes va oylik to'plamlar. O'yinchi ID sini kiriting va serverni tanlang.",
      faq: [
        {
          question: "Identity V da ID ni qayerdan topaman?",
          answer:
            "Profilni ochish uchun asosiy ekranning chap yuqori burchagidagi avataringizga bosing. O'yinchi ID si — profil kartasida ismingiz yonidagi raqam.",
        },
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Akkauntingiz o'ynaydigan serverni tanlang: Asia yoki NA-EU. Server nomi o'yinga kirishdan oldin kirish ekranida ko'rinadi. Boshqa serverdagi xuddi shu ID — boshqa akkaunt.",
        },
        DELIVERY.entry("uz", "Echoes qancha vaqtda keladi?"),
        {
          question: "Nega oylik to'plamlarni oyiga faqat bir marta olish mumkin?",
          answer:
            "NetEase har bir oylik to'plamni (Inspirations, Clues va Memory Sphere) bir akkaunt uchun oyiga bir marta bilan cheklaydi. Xariddan keyin xuddi shu to'plamni 30 kundan so'ng yana olish mumkin; boshqa to'plamlar va Echoes ni istalgan vaqtda olsa bo'ladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki NetEase akkauntini so'ramaymiz, faqat ID va server kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Identity V ni oching va kirishdan oldin kirish ekranidagi server nomini eslab qoling.",
        "O'yinga kiring va asosiy ekranning chap yuqori burchagidagi avataringizga bosing.",
        "Profil kartasidagi ID raqamini toping.",
        "Shu ID ni sahifadagi ID maydoniga ko'chiring va o'sha serverni tanlang.",
      ],
      notes: ["Har bir oylik to'plamni bir akkaunt uchun 30 kun ichida faqat bir marta olish mumkin."],
      currencyUnit: "{amount, number} Echoes",
    },
  },
};
