import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs as Garena sells them in Indonesia: [Diamonds, IDR, USD cents]. */
const DIAMONDS: [number, number, number][] = [
  [5, 1_000, 9],
  [12, 2_000, 15],
  [50, 8_000, 55],
  [70, 10_000, 69],
  [140, 20_000, 135],
  [355, 50_000, 339],
  [720, 100_000, 679],
  [1450, 200_000, 1349],
  [2180, 300_000, 1999],
  [3640, 500_000, 3299],
  [7290, 1_000_000, 6599],
];

/** Free Fire buyers are told to write to support after 30 minutes, not the usual hour. */
const DELIVERY = deliveryFaq({ promiseMinutes: 30, accountId: "Player ID" });

export const freeFire: GameDefinition = {
  slug: "free-fire",
  name: "Free Fire",
  publisher: "Garena",
  tile: { mark: "flame", from: "#e8551a", to: "#a3200e", ink: "#ffe9a8" },
  aliases: [
    "ff",
    "ff max",
    "ffmax",
    "free fire max",
    "garena free fire",
    "epep",
    "efef",
    "frifayer",
    "free fayr",
    "freefire",
    "фф",
    "фри фаер",
    "фри фаир",
  ],
  supplierNames: ["free fire", "garena free fire", "free fire max"],
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
        minLength: 8,
        maxLength: 12,
        example: "2847561903",
      },
    ],
  },
  products: [
    ...DIAMONDS.map(([amount, idr, usd]) => ({
      sku: `ff-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 140 || amount === 355,
      prices: samplePrices(idr, usd, amount === 720 ? { salePercent: 7 } : {}),
    })),
    {
      sku: "ff-weekly",
      kind: "membership",
      popular: true,
      durationDays: 7,
      title: {
        id: "Member Mingguan",
        en: "Weekly Membership",
        ru: "Недельное членство (Weekly Membership)",
        uz: "Haftalik a'zolik (Weekly Membership)",
      },
      description: {
        id: "100 Diamond langsung masuk, lalu 50 Diamond per hari selama 7 hari saat Anda login (total 450 Diamond).",
        en: "100 Diamonds at once, then 50 Diamonds a day for 7 days when you log in (450 Diamonds in all).",
        ru: "100 алмазов сразу, затем по 50 алмазов в день 7 дней при входе в игру (всего 450 алмазов).",
        uz: "100 olmos darhol, keyin 7 kun davomida o'yinga kirganingizda har kuni 50 olmosdan (jami 450 olmos).",
      },
      prices: samplePrices(30_000, 199),
    },
    {
      sku: "ff-monthly",
      kind: "membership",
      durationDays: 30,
      title: {
        id: "Member Bulanan",
        en: "Monthly Membership",
        ru: "Месячное членство (Monthly Membership)",
        uz: "Oylik a'zolik (Monthly Membership)",
      },
      description: {
        id: "500 Diamond langsung masuk, lalu 70 Diamond per hari selama 30 hari saat Anda login (total 2.600 Diamond).",
        en: "500 Diamonds at once, then 70 Diamonds a day for 30 days when you log in (2,600 Diamonds in all).",
        ru: "500 алмазов сразу, затем по 70 алмазов в день 30 дней при входе в игру (всего 2600 алмазов).",
        uz: "500 olmos darhol, keyin 30 kun davomida o'yinga kirganingizda har kuni 70 olmosdan (jami 2600 olmos).",
      },
      prices: samplePrices(90_000, 599, { salePercent: 10 }),
    },
    // Royale vouchers are the game's own items: each is one spin of that Royale, whatever it offers this week.
    {
      sku: "ff-weapon-royale-10",
      kind: "chest",
      title: {
        id: "10 Voucher Weapon Royale",
        en: "10 Weapon Royale Vouchers",
        ru: "10 ваучеров Weapon Royale",
        uz: "10 ta Weapon Royale vaucheri",
      },
      description: {
        id: "10 voucher masuk ke Vault Anda; tiap voucher berlaku untuk satu putaran Weapon Royale yang sedang berjalan dan memberi satu hadiah acak.",
        en: "10 vouchers in your Vault; each is one spin of the current Weapon Royale for one random prize.",
        ru: "10 ваучеров в хранилище (Vault); каждый — одна прокрутка текущего Weapon Royale и один случайный приз.",
        uz: "Vault ga 10 ta vaucher tushadi; har biri joriy Weapon Royale ni bir marta aylantirib, bitta tasodifiy sovg'a beradi.",
      },
      prices: samplePrices(55_000, 379),
    },
    {
      sku: "ff-diamond-royale-10",
      kind: "chest",
      title: {
        id: "10 Voucher Diamond Royale",
        en: "10 Diamond Royale Vouchers",
        ru: "10 ваучеров Diamond Royale",
        uz: "10 ta Diamond Royale vaucheri",
      },
      description: {
        id: "10 voucher masuk ke Vault Anda; tiap voucher berlaku untuk satu putaran Diamond Royale yang sedang berjalan dan memberi satu hadiah acak.",
        en: "10 vouchers in your Vault; each is one spin of the current Diamond Royale for one random prize.",
        ru: "10 ваучеров в хранилище (Vault); каждый — одна прокрутка текущего Diamond Royale и один случайный приз.",
        uz: "Vault ga 10 ta vaucher tushadi; har biri joriy Diamond Royale ni bir marta aylantirib, bitta tasodifiy sovg'a beradi.",
      },
      prices: samplePrices(83_000, 569),
    },
  ],
  texts: {
    id: {
      name: "Free Fire",
      ogTitle: "Top Up Diamond Free Fire Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond FF cukup pakai Player ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro:
        "Beli Diamond, Member Mingguan, Member Bulanan dan voucher Royale untuk Free Fire dan FF MAX. Cukup masukkan Player ID Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID Free Fire?",
          answer:
            "Ketuk banner profil di pojok kiri atas lobi. Player ID adalah deretan angka di bawah nickname Anda, misalnya 2847561903. Ketuk ikon salin agar tidak salah ketik.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Apakah Diamond juga masuk ke Free Fire MAX?",
          answer:
            "Ya. Free Fire dan Free Fire MAX memakai akun dan Player ID yang sama, jadi Diamond bisa dipakai di kedua versi.",
        },
        {
          question: "Bagaimana cara kerja Member Mingguan dan Member Bulanan?",
          answer:
            "Sebagian Diamond langsung masuk setelah pembelian, sisanya diklaim harian di menu Membership. Jatah harian hanya bisa diambil jika Anda login pada hari itu.",
        },
        {
          question: "Apakah bisa top up untuk akun server luar Indonesia?",
          answer:
            "Diamond dikirim ke server tempat akun Anda terdaftar. Jika pengiriman gagal karena server akun tidak didukung, dana Anda kami kembalikan 100%.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            'Aman. Kami hanya meminta Player ID, tidak pernah kata sandi. Diamond dikirim lewat jalur resmi Garena, jadi tidak ada risiko diamond minus ("diamond merah") seperti top up ilegal.',
        },
      ],
      guide: [
        "Buka Free Fire atau Free Fire MAX dan masuk ke akun Anda.",
        "Ketuk banner profil di pojok kiri atas lobi.",
        "Lihat deretan angka di bawah nickname Anda: itulah Player ID, misalnya 2847561903.",
        "Ketuk ikon salin di sebelah ID, lalu tempel ke kolom Player ID di halaman ini.",
      ],
      notes: [
        "Periksa Player ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik.",
        "Member Mingguan dan Bulanan: Diamond harian hanya didapat jika Anda login dan mengklaimnya setiap hari.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Free Fire",
      ogTitle: "Cheap, Fast Free Fire Diamond Top-Up | Kupi",
      ogDescription:
        "Top up FF Diamonds with just your Player ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro:
        "Buy Diamonds, the Weekly and Monthly Memberships and Royale vouchers for Free Fire and FF MAX. Just enter your Player ID.",
      faq: [
        {
          question: "Where do I find my Free Fire Player ID?",
          answer:
            "Tap your profile banner in the top-left corner of the lobby. Your Player ID is the number under your nickname, e.g. 2847561903. Tap the copy icon to avoid typos.",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "Do the Diamonds also show up in Free Fire MAX?",
          answer:
            "Yes. Free Fire and Free Fire MAX share the same account and Player ID, so the Diamonds work in both.",
        },
        {
          question: "How do the Weekly and Monthly Memberships work?",
          answer:
            "Part of the Diamonds arrive right after the purchase; the rest you claim daily in the Membership menu. A day's share can only be claimed if you log in that day.",
        },
        {
          question: "Can I top up an account on a server outside Indonesia?",
          answer:
            "Diamonds go to the server your account is registered on. If delivery fails because that server is not supported, we refund 100% of your payment.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            'Yes. We only ask for your Player ID, never your password. Diamonds are delivered through Garena\'s official channel, so there is no risk of negative ("red") Diamonds as with illegal top-ups.',
        },
      ],
      guide: [
        "Open Free Fire or Free Fire MAX and sign in to your account.",
        "Tap your profile banner in the top-left corner of the lobby.",
        "The number under your nickname is your Player ID, e.g. 2847561903.",
        "Tap the copy icon next to it and paste it into the Player ID field on this page.",
      ],
      notes: [
        "Check your Player ID carefully: Diamonds delivered to another account cannot be taken back.",
        "Weekly and Monthly Membership: the daily Diamonds only come if you log in and claim them every day.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Free Fire",
      ogTitle: "Алмазы Free Fire: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов FF только по Player ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro:
        "Алмазы, недельное и месячное членство и ваучеры Royale для Free Fire и FF MAX. Достаточно ввести Player ID.",
      faq: [
        {
          question: "Где найти Player ID в Free Fire?",
          answer:
            "Нажмите на баннер профиля в левом верхнем углу лобби. Player ID — это число под вашим ником, например 2847561903. Нажмите значок копирования, чтобы не ошибиться.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Алмазы появятся и во Free Fire MAX?",
          answer:
            "Да. У Free Fire и Free Fire MAX общий аккаунт и один Player ID, поэтому алмазы доступны в обеих версиях.",
        },
        {
          question: "Как работают недельное и месячное членство?",
          answer:
            "Часть алмазов приходит сразу после покупки, остальные нужно забирать каждый день в меню Membership. Дневную порцию можно получить, только если вы зашли в игру в этот день.",
        },
        {
          question: "Можно ли пополнить аккаунт не с индонезийского сервера?",
          answer:
            "Алмазы зачисляются на сервер, где зарегистрирован ваш аккаунт. Если доставка не удалась, потому что сервер не поддерживается, мы вернём 100% оплаты.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только Player ID и никогда — пароль. Алмазы приходят через официальный канал Garena, поэтому нет риска «минусовых» алмазов, как при нелегальном пополнении.",
        },
      ],
      guide: [
        "Откройте Free Fire или Free Fire MAX и войдите в аккаунт.",
        "Нажмите на баннер профиля в левом верхнем углу лобби.",
        "Число под вашим ником — это Player ID, например 2847561903.",
        "Нажмите значок копирования рядом с ним и вставьте ID в поле Player ID на этой странице.",
      ],
      notes: [
        "Внимательно проверьте Player ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя.",
        "Недельное и месячное членство: ежедневные алмазы приходят, только если вы заходите в игру и забираете их каждый день.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Free Fire",
      ogTitle: "Free Fire olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "FF olmoslarini faqat Player ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro:
        "Free Fire va FF MAX uchun olmoslar, haftalik va oylik a'zolik hamda Royale vaucherlari. Player ID ni kiritish kifoya.",
      faq: [
        {
          question: "Free Fire da Player ID ni qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi profil bannerini bosing. Player ID — nikingiz ostidagi raqam, masalan 2847561903. Xato qilmaslik uchun nusxalash belgisini bosing.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Olmoslar Free Fire MAX da ham ko'rinadimi?",
          answer:
            "Ha. Free Fire va Free Fire MAX bitta akkaunt va bitta Player ID dan foydalanadi, shuning uchun olmoslar ikkala versiyada ham ishlaydi.",
        },
        {
          question: "Haftalik va oylik a'zolik qanday ishlaydi?",
          answer:
            "Olmoslarning bir qismi xariddan keyin darhol keladi, qolganini har kuni Membership menyusida olasiz. Kunlik ulushni faqat o'sha kuni o'yinga kirsangiz olish mumkin.",
        },
        {
          question: "Indoneziyadan boshqa serverdagi akkauntni to'ldirsa bo'ladimi?",
          answer:
            "Olmoslar akkauntingiz ro'yxatdan o'tgan serverga tushadi. Agar server qo'llab-quvvatlanmagani sababli yetkazib bo'lmasa, to'lovni 100% qaytaramiz.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat Player ID ni so'raymiz, parolni hech qachon so'ramaymiz. Olmoslar Garenaning rasmiy kanali orqali keladi, shuning uchun noqonuniy to'ldirishdagidek \"minus\" olmoslar xavfi yo'q.",
        },
      ],
      guide: [
        "Free Fire yoki Free Fire MAX ni oching va akkauntingizga kiring.",
        "Lobbining chap yuqori burchagidagi profil bannerini bosing.",
        "Nikingiz ostidagi raqam — bu Player ID, masalan 2847561903.",
        "Yonidagi nusxalash belgisini bosing va ID ni shu sahifadagi Player ID maydoniga qo'ying.",
      ],
      notes: [
        "Player ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi.",
        "Haftalik va oylik a'zolik: kunlik olmoslar faqat har kuni o'yinga kirib, ularni olsangiz beriladi.",
      ],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
