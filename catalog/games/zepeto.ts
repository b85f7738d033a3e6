import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** ZEMS packs: [amount, IDR, USD cents]. */
const ZEMS: [number, number, number][] = [
  [14, 15_000, 99],
  [28, 29_000, 199],
  [58, 58_000, 399],
  [128, 119_000, 799],
  [323, 299_000, 1999],
  [1_000, 899_000, 5999],
];

/** Coin packs: [amount, IDR, USD cents]. */
const COINS: [number, number, number][] = [
  [4_680, 15_000, 99],
  [9_700, 29_000, 199],
  [25_200, 72_000, 499],
  [40_700, 115_000, 799],
  [110_000, 289_000, 1999],
  [300_000, 749_000, 4999],
];

const grouped = (locale: string, amount: number) => new Intl.NumberFormat(locale).format(amount);

/**
 * The currency unit names ZEMS, except for the coin pack amounts (exact ICU matches), so that coin
 * packs read "4.680 Coins" wherever a pack is named by its amount.
 */
const unit = (coins: string, zems: string) =>
  `{amount, plural, ${COINS.map(([amount]) => `=${amount} {# ${coins}}`).join(" ")} ${zems}}`;

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: "ZEPETO ID",
  tip: {
    id: "Tutup lalu buka kembali aplikasi untuk memperbarui saldo.",
    en: "Close and reopen the app to refresh your balance.",
    ru: "Закройте и снова откройте приложение, чтобы обновить баланс.",
    uz: "Balansni yangilash uchun ilovani yopib, qayta oching.",
  },
});

export const zepeto: GameDefinition = {
  slug: "zepeto",
  name: "ZEPETO",
  publisher: "NAVER Z",
  tile: { mark: "avatar", from: "#8b6cff", to: "#4a2fd1", ink: "#ffffff" },
  aliases: ["zepetto", "zeppeto", "zepeta", "zems", "zem zepeto", "koin zepeto", "зепето", "зепето земы"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "zepetoId",
        kind: "zepetoId",
        charset: "zepetoId",
        minLength: 4,
        maxLength: 20,
        example: "mina.style_07",
      },
    ],
  },
  products: [
    ...ZEMS.map(([amount, idr, usd]) => ({
      sku: `zep-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 58 || amount === 128,
      prices: samplePrices(idr, usd, amount === 28 ? { salePercent: 10 } : {}),
    })),
    ...COINS.map(([amount, idr, usd]) => ({
      sku: `zep-coins-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 25_200,
      title: {
        id: `${grouped("id", amount)} Coins`,
        en: `${grouped("en", amount)} Coins`,
        ru: `${grouped("ru", amount)} монет`,
        uz: `${grouped("uz", amount)} Coins`,
      },
      description: {
        id: `${grouped("id", amount)} Coins masuk ke akun ZEPETO Anda.`,
        en: `${grouped("en", amount)} Coins delivered to your ZEPETO account.`,
        ru: `${grouped("ru", amount)} монет на ваш аккаунт ZEPETO.`,
        uz: `ZEPETO akkauntingizga ${grouped("uz", amount)} Coins.`,
      },
      prices: samplePrices(idr, usd, amount === 9_700 ? { salePercent: 5 } : {}),
    })),
  ],
  texts: {
    id: {
      name: "ZEPETO",
      ogTitle: "Top Up ZEMS & Coins ZEPETO Murah & Cepat | Kupi",
      ogDescription:
        "Top up ZEMS dan Coins ZEPETO cukup pakai ZEPETO ID. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro: "Beli ZEMS dan Coins untuk ZEPETO. Cukup masukkan ZEPETO ID Anda, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat ZEPETO ID?",
          answer:
            "Buka tab Profil di pojok kanan bawah aplikasi. ZEPETO ID tertera di bawah nama Anda dan diawali tanda @, misalnya @mina.style_07. Masukkan tanpa tanda @.",
        },
        {
          question: "Saya belum punya ZEPETO ID. Apakah bisa top up?",
          answer:
            "Belum bisa. Daftarkan akun dan buat ZEPETO ID di aplikasi ZEPETO terlebih dahulu. Kami hanya bisa mengirim ke ZEPETO ID yang sudah terdaftar.",
        },
        DELIVERY.entry("id", "Berapa lama ZEMS atau Coins masuk?"),
        {
          question: "Apa bedanya ZEMS dan Coins?",
          answer:
            "Keduanya mata uang terpisah di ZEPETO. Banyak item premium hanya bisa dibeli dengan ZEMS, sedangkan Coins dipakai untuk item biasa. Lihat harga item yang Anda incar, lalu pilih paket yang sesuai.",
        },
        {
          question: "Apakah ZEPETO Premium bisa dibeli di sini?",
          answer:
            "Tidak. ZEPETO Premium adalah langganan bulanan yang hanya bisa diaktifkan lewat Google Play atau App Store dari dalam aplikasi. Di Kupi Anda bisa membeli ZEMS dan Coins.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda. Jika ZEMS atau Coins gagal dikirim, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka aplikasi ZEPETO dan masuk ke akun yang ingin diisi.",
        "Ketuk tab Profil di pojok kanan bawah layar.",
        "Lihat tulisan di bawah nama Anda yang diawali @: itulah ZEPETO ID Anda.",
        "Salin ZEPETO ID tanpa tanda @. ID hanya berisi huruf kecil, angka, garis bawah (_) dan titik.",
        "Tempel ZEPETO ID ke kolom di halaman ini.",
      ],
      notes: [
        "ZEPETO ID harus sudah ada sebelum membeli: buat dulu di aplikasi ZEPETO. Kami tidak bisa mengirim ke ID yang belum terdaftar.",
        "Periksa ZEPETO ID dengan teliti: ZEMS dan Coins yang sudah terkirim ke akun lain tidak bisa ditarik kembali.",
      ],
      currencyUnit: unit("Coins", "other {# ZEMS}"),
    },
    en: {
      name: "ZEPETO",
      ogTitle: "Cheap, Fast ZEPETO ZEMS & Coins Top-Up | Kupi",
      ogDescription:
        "Top up ZEPETO ZEMS and Coins with just your ZEPETO ID. Pay with {paymentMethodsOr}; they arrive within minutes.",
      intro: "Buy ZEMS and Coins for ZEPETO. Just enter your ZEPETO ID, no login needed.",
      faq: [
        {
          question: "Where do I find my ZEPETO ID?",
          answer:
            "Open the Profile tab in the bottom-right corner of the app. Your ZEPETO ID is under your name and starts with @, e.g. @mina.style_07. Enter it without the @.",
        },
        {
          question: "I don't have a ZEPETO ID yet. Can I top up?",
          answer:
            "Not yet. Sign up and create your ZEPETO ID in the ZEPETO app first. We can only deliver to a ZEPETO ID that already exists.",
        },
        DELIVERY.entry("en", "How long do ZEMS or Coins take to arrive?"),
        {
          question: "What is the difference between ZEMS and Coins?",
          answer:
            "They are two separate currencies in ZEPETO. Many premium items can only be bought with ZEMS, while Coins are for regular items. Check the price of the item you want and pick the matching pack.",
        },
        {
          question: "Can I buy ZEPETO Premium here?",
          answer:
            "No. ZEPETO Premium is a monthly subscription you can only start through Google Play or the App Store inside the app. At Kupi you can buy ZEMS and Coins.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password, and if the ZEMS or Coins cannot be delivered you get a 100% refund.",
        },
      ],
      guide: [
        "Open the ZEPETO app and sign in to the account you want to top up.",
        "Tap the Profile tab in the bottom-right corner.",
        "Look under your name for the text starting with @: that is your ZEPETO ID.",
        "Copy the ZEPETO ID without the @. It only has lowercase letters, digits, underscores (_) and dots.",
        "Paste the ZEPETO ID into the field on this page.",
      ],
      notes: [
        "Your ZEPETO ID must exist before you buy: create it in the ZEPETO app first. We cannot deliver to an ID that does not exist.",
        "Check your ZEPETO ID carefully: ZEMS and Coins delivered to another account cannot be taken back.",
      ],
      currencyUnit: unit("Coins", "one {# ZEM} other {# ZEMS}"),
    },
    ru: {
      name: "ZEPETO",
      ogTitle: "ZEMS и монеты ZEPETO: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение ZEMS и монет ZEPETO только по ZEPETO ID. Оплата: {paymentMethodsOr}; всё приходит за минуты.",
      intro: "ZEMS и монеты для ZEPETO. Достаточно ввести ZEPETO ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти ZEPETO ID?",
          answer:
            "Откройте вкладку «Профиль» в правом нижнем углу приложения. ZEPETO ID указан под вашим именем и начинается с @, например @mina.style_07. Вводите его без @.",
        },
        {
          question: "У меня ещё нет ZEPETO ID. Можно ли пополнить?",
          answer:
            "Пока нет. Сначала зарегистрируйтесь и создайте ZEPETO ID в приложении ZEPETO. Мы можем отправить покупку только на существующий ZEPETO ID.",
        },
        DELIVERY.entry("ru", "Как быстро приходят ZEMS или монеты?"),
        {
          question: "Чем ZEMS отличаются от монет?",
          answer:
            "Это две разные валюты ZEPETO. Многие премиум-предметы продаются только за ZEMS, а монеты нужны для обычных предметов. Посмотрите цену нужного предмета и выберите подходящий набор.",
        },
        {
          question: "Можно ли купить здесь ZEPETO Premium?",
          answer:
            "Нет. ZEPETO Premium — это ежемесячная подписка, которая оформляется только через Google Play или App Store в самом приложении. В Kupi можно купить ZEMS и монеты.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта, а если ZEMS или монеты не удаётся доставить, возвращаем 100% оплаты.",
        },
      ],
      guide: [
        "Откройте приложение ZEPETO и войдите в аккаунт, который хотите пополнить.",
        "Нажмите на вкладку «Профиль» в правом нижнем углу.",
        "Найдите под именем текст, который начинается с @: это ваш ZEPETO ID.",
        "Скопируйте ZEPETO ID без @. В нём бывают только строчные латинские буквы, цифры, подчёркивание (_) и точка.",
        "Вставьте ZEPETO ID в поле на этой странице.",
      ],
      notes: [
        "ZEPETO ID должен существовать до покупки: сначала создайте его в приложении ZEPETO. На несуществующий ID мы доставить покупку не можем.",
        "Внимательно проверьте ZEPETO ID: ZEMS и монеты, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: unit("монет", "other {# ZEMS}"),
    },
    uz: {
      name: "ZEPETO",
      ogTitle: "ZEPETO ZEMS va Coins'ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "ZEPETO ZEMS va Coins'ni faqat ZEPETO ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro: "ZEPETO uchun ZEMS va Coins. ZEPETO ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "ZEPETO ID ni qayerdan topaman?",
          answer:
            "Ilovaning o'ng pastki burchagidagi Profil bo'limini oching. ZEPETO ID ismingiz ostida @ bilan boshlanadi, masalan @mina.style_07. Uni @ belgisisiz kiriting.",
        },
        {
          question: "Menda hali ZEPETO ID yo'q. To'ldirsa bo'ladimi?",
          answer:
            "Hozircha yo'q. Avval ZEPETO ilovasida ro'yxatdan o'ting va ZEPETO ID yarating. Biz faqat mavjud ZEPETO ID ga yetkazib bera olamiz.",
        },
        DELIVERY.entry("uz", "ZEMS yoki Coins qancha vaqtda keladi?"),
        {
          question: "ZEMS va Coins qanday farq qiladi?",
          answer:
            "Bular ZEPETO'dagi ikki alohida valyuta. Ko'plab premium buyumlar faqat ZEMS'ga sotiladi, Coins esa oddiy buyumlar uchun. Kerakli buyum narxini ko'ring va mos to'plamni tanlang.",
        },
        {
          question: "ZEPETO Premium'ni shu yerdan sotib olsa bo'ladimi?",
          answer:
            "Yo'q. ZEPETO Premium — faqat ilova ichida Google Play yoki App Store orqali rasmiylashtiriladigan oylik obuna. Kupi'da ZEMS va Coins sotib olishingiz mumkin.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon akkaunt parolini so'ramaymiz, ZEMS yoki Coins yetkazilmasa esa to'lov 100% qaytariladi.",
        },
      ],
      guide: [
        "ZEPETO ilovasini oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        "O'ng pastki burchakdagi Profil bo'limiga bosing.",
        "Ismingiz ostidagi @ bilan boshlanadigan yozuvni toping: bu sizning ZEPETO ID ingiz.",
        "ZEPETO ID ni @ belgisisiz nusxalang. Unda faqat kichik lotin harflari, raqamlar, pastki chiziq (_) va nuqta bo'ladi.",
        "ZEPETO ID ni shu sahifadagi maydonga qo'ying.",
      ],
      notes: [
        "ZEPETO ID xariddan oldin mavjud bo'lishi kerak: avval uni ZEPETO ilovasida yarating. Mavjud bo'lmagan ID ga yetkazib bera olmaymiz.",
        "ZEPETO ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan ZEMS va Coins'ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: unit("Coins", "other {# ZEMS}"),
    },
  },
};
