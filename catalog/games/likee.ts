import { samplePrices } from "../sample-prices";
import { BIGO_APPS } from "../shared/bigo";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs: [amount, IDR, USD cents]. */
const DIAMONDS: [number, number, number][] = [
  [42, 14_500, 99],
  [84, 29_000, 199],
  [210, 72_000, 499],
  [420, 144_000, 999],
  [840, 288_000, 1999],
  [2_100, 720_000, 4999],
  [4_200, 1_440_000, 9999],
  [8_400, 2_880_000, 19999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Likee ID" });

export const likee: GameDefinition = {
  slug: "likee",
  name: "Likee",
  publisher: "BIGO Technology",
  tile: { mark: "camera", from: "#ff8a4c", to: "#e0306f", ink: "#2b0716" },
  aliases: [
    "likee app",
    "likee lite",
    "likee diamond",
    "diamond likee",
    "like video",
    "likey",
    "lyke",
    "лайки",
    "лайки приложение",
  ],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "likeeId",
        kind: "userId",
        charset: "alphanumeric",
        minLength: 4,
        maxLength: 20,
        example: "583920174",
      },
    ],
  },
  products: DIAMONDS.map(([amount, idr, usd]) => ({
    sku: `likee-${amount}`,
    kind: "currency" as const,
    amount,
    popular: amount === 84 || amount === 420,
    prices: samplePrices(idr, usd, amount === 210 ? { salePercent: 10 } : {}),
  })),
  texts: {
    id: {
      name: "Likee",
      ogTitle: "Top Up Diamond Likee Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond Likee cukup pakai Likee ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro:
        "Beli Diamond Likee untuk kirim gift saat live dan dukung kreator favorit Anda. Cukup masukkan Likee ID, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat Likee ID?",
          answer:
            "Ketuk tab Saya (Me) di pojok kanan bawah aplikasi. Likee ID tertera di bawah nama Anda, misalnya Likee ID: 583920174.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Untuk apa Diamond Likee?",
          answer:
            "Diamond dipakai untuk mengirim gift ke kreator saat live dan di video. Diamond masuk ke saldo dompet (Wallet) akun Anda di Likee.",
        },
        {
          question: "Saya pernah mengganti Likee ID. ID mana yang dipakai?",
          answer: "Gunakan Likee ID yang tampil di profil Anda saat ini. ID lama tidak lagi terhubung ke akun Anda.",
        },
        {
          question: "Apakah bisa top up untuk akun di luar Indonesia?",
          answer: "Bisa. Diamond dikirim ke Likee ID, jadi tidak tergantung negara tempat akun Anda didaftarkan.",
        },
        BIGO_APPS.safeFaq.id,
      ],
      guide: [
        "Buka aplikasi Likee dan masuk ke akun yang ingin diisi.",
        BIGO_APPS.meTabStep.id,
        "Lihat tulisan Likee ID di bawah nama Anda: huruf atau angka setelahnya adalah Likee ID Anda.",
        "Salin Likee ID ke kolom di halaman ini.",
      ],
      notes: ["Periksa Likee ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik kembali."],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Likee",
      ogTitle: "Cheap, Fast Likee Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Likee Diamonds with just your Likee ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro:
        "Buy Likee Diamonds to send gifts on lives and support your favourite creators. Just enter your Likee ID, no login needed.",
      faq: [
        {
          question: "Where do I find my Likee ID?",
          answer:
            "Tap the Me tab in the bottom-right corner of the app. Your Likee ID is under your name, e.g. Likee ID: 583920174.",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "What are Likee Diamonds for?",
          answer:
            "Diamonds are used to send gifts to creators on lives and videos. They go to the Wallet balance of your Likee account.",
        },
        {
          question: "I changed my Likee ID. Which one do I use?",
          answer: "Use the Likee ID shown on your profile now. The old ID is no longer linked to your account.",
        },
        {
          question: "Can I top up an account outside Indonesia?",
          answer: "Yes. Diamonds go to your Likee ID, whatever country the account was registered in.",
        },
        BIGO_APPS.safeFaq.en,
      ],
      guide: [
        "Open the Likee app and sign in to the account you want to top up.",
        BIGO_APPS.meTabStep.en,
        'Look for "Likee ID" under your name: the letters or digits after it are your Likee ID.',
        "Copy the Likee ID into the field on this page.",
      ],
      notes: ["Check your Likee ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Likee",
      ogTitle: "Алмазы Likee: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов Likee только по Likee ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro:
        "Алмазы Likee, чтобы дарить подарки в эфирах и поддерживать любимых авторов. Достаточно ввести Likee ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти Likee ID?",
          answer:
            "Откройте вкладку «Я» (Me) в правом нижнем углу приложения. Likee ID указан под вашим именем, например Likee ID: 583920174.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Зачем нужны алмазы Likee?",
          answer:
            "Алмазы нужны, чтобы дарить подарки авторам в эфирах и под видео. Они зачисляются на баланс кошелька (Wallet) вашего аккаунта Likee.",
        },
        {
          question: "Я менял Likee ID. Какой указывать?",
          answer:
            "Указывайте Likee ID, который сейчас показан в профиле. Старый ID больше не связан с вашим аккаунтом.",
        },
        {
          question: "Можно ли пополнить аккаунт не из Индонезии?",
          answer: "Да. Алмазы приходят на Likee ID, независимо от страны, в которой зарегистрирован аккаунт.",
        },
        BIGO_APPS.safeFaq.ru,
      ],
      guide: [
        "Откройте приложение Likee и войдите в аккаунт, который хотите пополнить.",
        BIGO_APPS.meTabStep.ru,
        "Найдите «Likee ID» под вашим именем: буквы или цифры после него — это ваш Likee ID.",
        "Скопируйте Likee ID в поле на этой странице.",
      ],
      notes: ["Внимательно проверьте Likee ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Likee",
      ogTitle: "Likee olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Likee olmoslarini faqat Likee ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro:
        "Jonli efirlarda sovg'a yuborish va sevimli mualliflarni qo'llab-quvvatlash uchun Likee olmoslari. Likee ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "Likee ID ni qayerdan topaman?",
          answer:
            "Ilovaning o'ng pastki burchagidagi Men (Me) bo'limiga bosing. Likee ID ismingiz ostida ko'rsatilgan, masalan Likee ID: 583920174.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Likee olmoslari nima uchun kerak?",
          answer:
            "Olmoslar jonli efirlarda va videolar ostida mualliflarga sovg'a yuborish uchun kerak. Ular Likee akkauntingizdagi hamyon (Wallet) balansiga tushadi.",
        },
        {
          question: "Likee ID ni o'zgartirganman. Qaysi birini kiritaman?",
          answer: "Profilingizda hozir ko'rsatilgan Likee ID ni kiriting. Eski ID endi akkauntingizga bog'lanmagan.",
        },
        {
          question: "Indoneziyadan tashqaridagi akkauntni to'ldirsa bo'ladimi?",
          answer: "Ha. Olmoslar Likee ID ga keladi, akkaunt qaysi mamlakatda ro'yxatdan o'tgani muhim emas.",
        },
        BIGO_APPS.safeFaq.uz,
      ],
      guide: [
        "Likee ilovasini oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        BIGO_APPS.meTabStep.uz,
        'Ismingiz ostidagi "Likee ID" yozuvini toping: undan keyingi harf yoki raqamlar Likee ID ingiz.',
        "Likee ID ni shu sahifadagi maydonga ko'chiring.",
      ],
      notes: ["Likee ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
