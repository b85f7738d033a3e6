import { samplePrices } from "../sample-prices";
import { BIGO_APPS } from "../shared/bigo";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs: [amount, IDR, USD cents]. */
const DIAMONDS: [number, number, number][] = [
  [42, 14_000, 99],
  [84, 28_000, 199],
  [210, 69_000, 499],
  [420, 138_000, 999],
  [840, 275_000, 1999],
  [1_260, 412_000, 2999],
  [2_100, 685_000, 4999],
  [4_200, 1_370_000, 9999],
  [10_500, 3_420_000, 24999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "BIGO ID" });

export const bigoLive: GameDefinition = {
  slug: "bigo-live",
  name: "Bigo Live",
  publisher: "BIGO Technology",
  tile: { mark: "live", from: "#46d3ff", to: "#1b9fe0", ink: "#042438" },
  aliases: [
    "bigo",
    "bigolive",
    "bigo live diamond",
    "diamond bigo",
    "bigo lite",
    "bego live",
    "биго",
    "биго лайв",
    "бига",
  ],
  supplierNames: ["bigo live", "bigo"],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "bigoId",
        kind: "userId",
        charset: "alphanumeric",
        minLength: 4,
        maxLength: 20,
        example: "902481736",
      },
    ],
  },
  products: DIAMONDS.map(([amount, idr, usd]) => ({
    sku: `bigo-${amount}`,
    kind: "currency" as const,
    amount,
    popular: amount === 210 || amount === 420,
    prices: samplePrices(idr, usd, amount === 840 ? { salePercent: 7 } : {}),
  })),
  texts: {
    id: {
      name: "Bigo Live",
      ogTitle: "Top Up Diamond Bigo Live Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond Bigo Live cukup pakai BIGO ID. Bayar via {paymentMethodsOr}, Diamond masuk dalam hitungan menit.",
      intro: "Beli Diamond Bigo Live untuk kirim gift ke host favorit Anda. Cukup masukkan BIGO ID, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat BIGO ID?",
          answer:
            "Ketuk tab Saya (Me) di pojok kanan bawah aplikasi. BIGO ID tertera di bawah nama Anda, setelah tulisan ID, misalnya 902481736.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Apakah bisa beli Noble atau VIP di sini?",
          answer:
            "Noble dan VIP diaktifkan di dalam aplikasi dengan Diamond. Top up Diamond yang cukup di Kupi, lalu aktifkan Noble atau VIP pilihan Anda dari menu Saya.",
        },
        {
          question: "Apa bedanya Diamond dan Beans?",
          answer:
            "Diamond dibeli penonton untuk mengirim gift. Beans adalah pendapatan yang diterima host dari gift tersebut. Di Kupi Anda membeli Diamond.",
        },
        {
          question: "Saya pernah mengganti BIGO ID. ID mana yang dipakai?",
          answer: "Gunakan BIGO ID yang tampil di profil Anda saat ini. ID lama tidak lagi terhubung ke akun Anda.",
        },
        BIGO_APPS.safeFaq.id,
      ],
      guide: [
        "Buka aplikasi Bigo Live dan masuk ke akun yang ingin diisi.",
        BIGO_APPS.meTabStep.id,
        "Lihat tulisan ID di bawah nama Anda: huruf atau angka setelahnya adalah BIGO ID Anda.",
        "Salin BIGO ID ke kolom di halaman ini.",
      ],
      notes: ["Periksa BIGO ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik kembali."],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Bigo Live",
      ogTitle: "Cheap, Fast Bigo Live Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Bigo Live Diamonds with just your BIGO ID. Pay with {paymentMethodsOr}; Diamonds arrive within minutes.",
      intro: "Buy Bigo Live Diamonds to send gifts to your favourite hosts. Just enter your BIGO ID, no login needed.",
      faq: [
        {
          question: "Where do I find my BIGO ID?",
          answer:
            'Tap the Me tab in the bottom-right corner of the app. Your BIGO ID is under your name, after "ID", e.g. 902481736.',
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "Can I buy Noble or VIP here?",
          answer:
            "Noble and VIP are activated in the app with Diamonds. Top up enough Diamonds at Kupi, then activate the Noble or VIP level you want from the Me tab.",
        },
        {
          question: "What is the difference between Diamonds and Beans?",
          answer:
            "Viewers buy Diamonds to send gifts. Beans are what hosts earn from those gifts. At Kupi you buy Diamonds.",
        },
        {
          question: "I changed my BIGO ID. Which one do I use?",
          answer: "Use the BIGO ID shown on your profile now. The old ID is no longer linked to your account.",
        },
        BIGO_APPS.safeFaq.en,
      ],
      guide: [
        "Open the Bigo Live app and sign in to the account you want to top up.",
        BIGO_APPS.meTabStep.en,
        'Look for "ID" under your name: the letters or digits after it are your BIGO ID.',
        "Copy the BIGO ID into the field on this page.",
      ],
      notes: ["Check your BIGO ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Bigo Live",
      ogTitle: "Алмазы Bigo Live: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов Bigo Live только по BIGO ID. Оплата: {paymentMethodsOr}; алмазы приходят за минуты.",
      intro:
        "Алмазы Bigo Live, чтобы дарить подарки любимым ведущим. Достаточно ввести BIGO ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти BIGO ID?",
          answer:
            "Откройте вкладку «Я» (Me) в правом нижнем углу приложения. BIGO ID указан под вашим именем после «ID», например 902481736.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Можно ли купить здесь Noble или VIP?",
          answer:
            "Noble и VIP подключаются в приложении за алмазы. Пополните нужное количество алмазов в Kupi, затем выберите уровень Noble или VIP во вкладке «Я».",
        },
        {
          question: "Чем алмазы отличаются от бобов (Beans)?",
          answer:
            "Алмазы покупают зрители, чтобы дарить подарки. Бобы — это доход ведущего от этих подарков. В Kupi продаются алмазы.",
        },
        {
          question: "Я менял BIGO ID. Какой указывать?",
          answer: "Указывайте BIGO ID, который сейчас показан в профиле. Старый ID больше не связан с вашим аккаунтом.",
        },
        BIGO_APPS.safeFaq.ru,
      ],
      guide: [
        "Откройте приложение Bigo Live и войдите в аккаунт, который хотите пополнить.",
        BIGO_APPS.meTabStep.ru,
        "Найдите «ID» под вашим именем: буквы или цифры после него — это BIGO ID.",
        "Скопируйте BIGO ID в поле на этой странице.",
      ],
      notes: ["Внимательно проверьте BIGO ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Bigo Live",
      ogTitle: "Bigo Live olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Bigo Live olmoslarini faqat BIGO ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro:
        "Sevimli boshlovchilarga sovg'a yuborish uchun Bigo Live olmoslari. BIGO ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "BIGO ID ni qayerdan topaman?",
          answer:
            "Ilovaning o'ng pastki burchagidagi Men (Me) bo'limiga bosing. BIGO ID ismingiz ostida \"ID\" yozuvidan keyin ko'rsatilgan, masalan 902481736.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Noble yoki VIP'ni shu yerdan olsa bo'ladimi?",
          answer:
            "Noble va VIP ilova ichida olmoslarga faollashtiriladi. Kupi'da yetarlicha olmos to'ldiring, so'ng Men bo'limidan kerakli Noble yoki VIP darajasini yoqing.",
        },
        {
          question: "Olmos va Beans qanday farq qiladi?",
          answer:
            "Olmoslarni tomoshabinlar sovg'a yuborish uchun sotib oladi. Beans — boshlovchining shu sovg'alardan oladigan daromadi. Kupi'da olmos sotiladi.",
        },
        {
          question: "BIGO ID ni o'zgartirganman. Qaysi birini kiritaman?",
          answer: "Profilingizda hozir ko'rsatilgan BIGO ID ni kiriting. Eski ID endi akkauntingizga bog'lanmagan.",
        },
        BIGO_APPS.safeFaq.uz,
      ],
      guide: [
        "Bigo Live ilovasini oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        BIGO_APPS.meTabStep.uz,
        'Ismingiz ostidagi "ID" yozuvini toping: undan keyingi harf yoki raqamlar BIGO ID ingiz.',
        "BIGO ID ni shu sahifadagi maydonga ko'chiring.",
      ],
      notes: ["BIGO ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan olmoslarni qaytarib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
