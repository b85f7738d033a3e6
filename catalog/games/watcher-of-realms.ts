import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Gem packs: [amount, IDR, USD cents]. */
const GEMS: [number, number, number][] = [
  [60, 15_500, 99],
  [300, 77_000, 499],
  [980, 232_000, 1499],
  [1980, 465_000, 2999],
  [3280, 775_000, 4999],
  [6480, 1_550_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Player ID", server: true });

export const watcherOfRealms: GameDefinition = {
  slug: "watcher-of-realms",
  name: "Watcher of Realms",
  publisher: "Moonton",
  tile: { mark: "orb", from: "#5b3fa8", to: "#24164f", ink: "#b9f3ff" },
  aliases: [
    "wor",
    "watcher of realm",
    "watchers of realms",
    "watcher realms",
    "watcher",
    "wacher of realms",
    "вотчер",
    "вотчер оф рилмс",
    "watcher of realms moonton",
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
        minLength: 5,
        maxLength: 12,
        example: "20184573",
      },
      {
        type: "text",
        name: "serverId",
        kind: "zoneId",
        charset: "digits",
        minLength: 1,
        maxLength: 5,
        example: "112",
        bracketed: true,
      },
    ],
  },
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `wor-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 300,
      prices: samplePrices(idr, usd, amount === 980 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "wor-monthly-card",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: PRODUCT_TITLES.monthlyCard,
      description: {
        id: "Kartu bulanan 30 hari: Gems langsung masuk saat aktivasi, lalu Gems harian yang diklaim di game setiap hari selama 30 hari.",
        en: "A 30-day card: Gems on activation, then daily Gems you claim in the game every day for 30 days.",
        ru: "Карта на 30 дней: гемы сразу при активации, затем ежедневные гемы, которые нужно забирать в игре каждый день 30 дней.",
        uz: "30 kunlik karta: faollashtirganda Gems, keyin 30 kun davomida har kuni o'yinda olinadigan kundalik Gems.",
      },
      prices: samplePrices(77_000, 499),
    },
    {
      sku: "wor-premium-monthly-card",
      kind: "membership",
      durationDays: 30,
      title: {
        id: "Premium Monthly Card",
        en: "Premium Monthly Card",
        ru: "Premium Monthly Card (премиум-карта)",
        uz: "Premium Monthly Card (premium karta)",
      },
      description: {
        id: "Kartu bulanan premium 30 hari: lebih banyak Gems saat aktivasi, Gems harian lebih besar dan bahan upgrade hero setiap hari selama 30 hari.",
        en: "A premium 30-day card: more Gems on activation, bigger daily Gems and hero upgrade materials every day for 30 days.",
        ru: "Премиальная карта на 30 дней: больше гемов при активации, увеличенные ежедневные гемы и материалы для прокачки героев каждый день 30 дней.",
        uz: "30 kunlik premium karta: faollashtirganda ko'proq Gems, 30 kun davomida har kuni kattaroq kundalik Gems va qahramonlarni kuchaytirish materiallari.",
      },
      prices: samplePrices(232_000, 1499),
    },
  ],
  texts: {
    id: {
      name: "Watcher of Realms",
      ogTitle: "Top Up Gems Watcher of Realms Murah & Cepat | Kupi",
      ogDescription:
        "Top up Gems Watcher of Realms cukup pakai Player ID dan nomor server. Bayar via {paymentMethodsOr}, Gems masuk dalam hitungan menit.",
      intro: "Beli Gems dan Monthly Card untuk Watcher of Realms. Cukup masukkan Player ID dan nomor server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID dan server?",
          answer:
            "Ketuk avatar Anda di pojok kiri atas layar utama untuk membuka profil. Player ID dan server tertulis di kartu profil; masukkan server dalam bentuk angka saja, misalnya 112.",
        },
        DELIVERY.entry("id", "Berapa lama Gems masuk?"),
        {
          question: "Saya punya karakter di beberapa server, ke mana Gems dikirim?",
          answer:
            "Gems hanya masuk ke server yang Anda tulis di pesanan. Buka profil di server tujuan dan salin nomor servernya agar Gems tidak masuk ke karakter lain.",
        },
        {
          question: "Bagaimana cara mengklaim hadiah Monthly Card?",
          answer:
            "Setelah Monthly Card aktif, buka menu toko di game dan klaim hadiah hariannya setiap hari. Hadiah hari yang terlewat tidak bisa diklaim belakangan.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau akun Moonton Anda, cukup Player ID dan server. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Watcher of Realms dan masuk ke server tempat karakter Anda bermain.",
        "Ketuk avatar Anda di pojok kiri atas layar utama.",
        "Di kartu profil, lihat Player ID dan nomor server Anda.",
        "Salin Player ID ke kolom Player ID, lalu tulis nomor server (angka saja) di kolom server.",
      ],
      notes: [
        "Periksa Player ID dan server dengan teliti: Gems yang sudah terkirim ke akun atau server lain tidak bisa ditarik.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Watcher of Realms",
      ogTitle: "Cheap, Fast Watcher of Realms Gems Top-Up | Kupi",
      ogDescription:
        "Top up Watcher of Realms Gems with just your Player ID and server number. Pay with {paymentMethodsOr}; Gems arrive within minutes.",
      intro: "Buy Gems and Monthly Cards for Watcher of Realms. Just enter your Player ID and server number.",
      faq: [
        {
          question: "Where do I find my Player ID and server?",
          answer:
            "Tap your avatar in the top-left corner of the main screen to open your profile. Your Player ID and server are on the profile card; enter the server as a number only, e.g. 112.",
        },
        DELIVERY.entry("en", "How long do Gems take to arrive?"),
        {
          question: "I have characters on several servers. Where do the Gems go?",
          answer:
            "Gems go only to the server you enter in the order. Open your profile on the server you want and copy its number so the Gems don't land on another character.",
        },
        {
          question: "How do I claim the Monthly Card rewards?",
          answer:
            "Once the Monthly Card is active, open the in-game store and claim the daily reward every day. Rewards for missed days cannot be claimed later.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or Moonton account, only your Player ID and server. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Watcher of Realms and enter the server your character plays on.",
        "Tap your avatar in the top-left corner of the main screen.",
        "On the profile card, find your Player ID and server number.",
        "Copy the Player ID into the Player ID field, then type the server number (digits only) into the server field.",
      ],
      notes: [
        "Check your Player ID and server carefully: Gems delivered to another account or server cannot be taken back.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Watcher of Realms",
      ogTitle: "Гемы Watcher of Realms: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов Watcher of Realms по Player ID и номеру сервера. Оплата: {paymentMethodsOr}; гемы приходят за минуты.",
      intro: "Гемы и месячные карты для Watcher of Realms. Достаточно ввести Player ID и номер сервера.",
      faq: [
        {
          question: "Где найти Player ID и сервер?",
          answer:
            "Нажмите на аватар в левом верхнем углу главного экрана, чтобы открыть профиль. Player ID и сервер указаны на карточке профиля; сервер вводите только цифрами, например 112.",
        },
        DELIVERY.entry("ru", "Как быстро приходят гемы?"),
        {
          question: "У меня персонажи на нескольких серверах. Куда придут гемы?",
          answer:
            "Гемы приходят только на сервер, указанный в заказе. Откройте профиль на нужном сервере и скопируйте его номер, чтобы гемы не ушли другому персонажу.",
        },
        {
          question: "Как забирать награды Monthly Card?",
          answer:
            "Когда карта активна, открывайте магазин в игре и забирайте ежедневную награду каждый день. Награды за пропущенные дни потом не выдаются.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или аккаунт Moonton, нужны только Player ID и сервер. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Watcher of Realms и зайдите на сервер, где играет ваш персонаж.",
        "Нажмите на аватар в левом верхнем углу главного экрана.",
        "На карточке профиля найдите Player ID и номер сервера.",
        "Скопируйте Player ID в поле Player ID, а номер сервера (только цифры) введите в поле сервера.",
      ],
      notes: [
        "Внимательно проверьте Player ID и сервер: гемы, отправленные на чужой аккаунт или сервер, вернуть нельзя.",
      ],
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Watcher of Realms",
      ogTitle: "Watcher of Realms Gems ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Watcher of Realms Gems ni Player ID va server raqami bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Gems bir necha daqiqada keladi.",
      intro: "Watcher of Realms uchun Gems va oylik kartalar. Player ID va server raqamini kiritish kifoya.",
      faq: [
        {
          question: "Player ID va serverni qayerdan topaman?",
          answer:
            "Profilni ochish uchun asosiy ekranning chap yuqori burchagidagi avataringizga bosing. Player ID va server profil kartasida yozilgan; serverni faqat raqam bilan kiriting, masalan 112.",
        },
        DELIVERY.entry("uz", "Gems qancha vaqtda keladi?"),
        {
          question: "Bir nechta serverda qahramonlarim bor. Gems qayerga keladi?",
          answer:
            "Gems faqat buyurtmada ko'rsatilgan serverga keladi. Kerakli serverda profilni ochib, uning raqamini nusxalang, shunda Gems boshqa qahramonga ketmaydi.",
        },
        {
          question: "Monthly Card mukofotlarini qanday olaman?",
          answer:
            "Karta faol bo'lgach, o'yin do'konini oching va kundalik mukofotni har kuni oling. O'tkazib yuborilgan kunlar mukofotini keyin olib bo'lmaydi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki Moonton akkauntini so'ramaymiz, faqat Player ID va server kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Watcher of Realms ni oching va qahramoningiz o'ynaydigan serverga kiring.",
        "Asosiy ekranning chap yuqori burchagidagi avataringizga bosing.",
        "Profil kartasida Player ID va server raqamini toping.",
        "Player ID ni Player ID maydoniga ko'chiring, server raqamini (faqat raqamlar) server maydoniga yozing.",
      ],
      notes: [
        "Player ID va serverni diqqat bilan tekshiring: boshqa akkaunt yoki serverga yuborilgan Gems ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} Gems",
    },
  },
};
