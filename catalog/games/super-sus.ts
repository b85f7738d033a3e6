import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Golden Star packs: [base amount, bonus, IDR, USD cents]. */
const GOLDEN_STARS: [number, number, number, number][] = [
  [100, 0, 14_000, 99],
  [300, 10, 42_000, 299],
  [500, 20, 69_000, 499],
  [1_000, 60, 139_000, 999],
  [2_000, 180, 279_000, 1999],
  [5_000, 600, 699_000, 4999],
];

/** Super SUS deliveries take 5-10 minutes, slower than the few minutes of other games. */
const USUAL_DELIVERY_MINUTES = { from: 5, to: 10 };
const USUALLY = `${USUAL_DELIVERY_MINUTES.from}-${USUAL_DELIVERY_MINUTES.to}`;

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: "Space ID",
  lead: {
    id: `Top up Super Sus biasanya masuk dalam ${USUALLY} menit setelah pembayaran berhasil.`,
    en: `Super Sus top-ups usually arrive within ${USUALLY} minutes of a successful payment.`,
    ru: `Пополнение Super Sus обычно приходит за ${USUALLY} минут после оплаты.`,
    uz: `Super Sus to'ldirishlari odatda to'lovdan keyin ${USUALLY} daqiqada keladi.`,
  },
});

export const superSus: GameDefinition = {
  slug: "super-sus",
  name: "Super Sus",
  publisher: "Pinpin Team",
  tile: { mark: "search", from: "#2b3a8f", to: "#12183f", ink: "#7ee0ff" },
  aliases: [
    "supersus",
    "sus",
    "super suss",
    "supper sus",
    "super sas",
    "golden star",
    "goldstar",
    "супер сус",
    "супер сас",
  ],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  usualDeliveryMinutes: USUAL_DELIVERY_MINUTES,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "spaceId",
        kind: "spaceId",
        charset: "digits",
        minLength: 5,
        maxLength: 10,
        example: "73920461",
      },
    ],
  },
  products: [
    ...GOLDEN_STARS.map(([amount, bonus, idr, usd]) => ({
      sku: `sus-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      bonus,
      popular: amount === 500,
      prices: samplePrices(idr, usd, amount === 1_000 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "sus-weekly-card",
      kind: "membership",
      durationDays: 7,
      title: { id: "Kartu Mingguan", en: "Weekly Card", ru: "Недельная карта", uz: "Haftalik karta" },
      description: {
        id: "Kartu Mingguan aktif 7 hari: Golden Star harian yang Anda klaim sendiri di dalam game setiap hari.",
        en: "Weekly Card for 7 days: daily Golden Stars that you claim in the game every day.",
        ru: "Недельная карта на 7 дней: ежедневные Golden Star, которые вы забираете в игре каждый день.",
        uz: "7 kunlik haftalik karta: har kuni o'yinda o'zingiz oladigan kundalik Golden Star.",
      },
      prices: samplePrices(15_000, 99),
    },
    {
      sku: "sus-monthly-card",
      kind: "membership",
      durationDays: 30,
      title: { id: "Kartu Bulanan", en: "Monthly Card", ru: "Месячная карта", uz: "Oylik karta" },
      description: {
        id: "Kartu Bulanan aktif 30 hari: Golden Star harian yang Anda klaim sendiri di dalam game setiap hari.",
        en: "Monthly Card for 30 days: daily Golden Stars that you claim in the game every day.",
        ru: "Месячная карта на 30 дней: ежедневные Golden Star, которые вы забираете в игре каждый день.",
        uz: "30 kunlik oylik karta: har kuni o'yinda o'zingiz oladigan kundalik Golden Star.",
      },
      prices: samplePrices(145_000, 999),
    },
    {
      sku: "sus-super-pass",
      kind: "pass",
      popular: true,
      title: { id: "Super Pass", en: "Super Pass", ru: "Super Pass", uz: "Super Pass" },
      description: {
        id: "Membuka hadiah premium Super Pass musim ini, termasuk kostum dan aksesori eksklusif.",
        en: "Unlocks this season's premium Super Pass rewards, including exclusive outfits and accessories.",
        ru: "Открывает премиум-награды Super Pass текущего сезона, включая эксклюзивные костюмы и аксессуары.",
        uz: "Joriy mavsumning premium Super Pass mukofotlarini, jumladan eksklyuziv kostyum va aksessuarlarni ochadi.",
      },
      prices: samplePrices(68_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Super Sus",
      ogTitle: "Top Up Golden Star Super Sus Murah & Cepat | Kupi",
      ogDescription: `Top up Golden Star Super Sus cukup pakai Space ID. Bayar via {paymentMethodsOr}, biasanya masuk dalam ${USUALLY} menit.`,
      intro:
        "Beli Golden Star, Super Pass dan kartu member untuk Super Sus. Cukup masukkan Space ID Anda, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat Space ID?",
          answer:
            "Di lobi, ketuk foto profil Anda di pojok kiri atas. Space ID berupa deretan angka yang tertera di bawah nama Anda, misalnya 73920461.",
        },
        DELIVERY.entry("id", "Berapa lama Golden Star masuk?"),
        {
          question: "Apa bedanya Kartu Mingguan, Kartu Bulanan dan Super Pass?",
          answer:
            "Kartu Mingguan dan Bulanan memberi Golden Star harian selama 7 atau 30 hari, yang Anda klaim sendiri di dalam game. Super Pass membuka hadiah premium musim yang sedang berjalan.",
        },
        {
          question: "Apakah bisa top up untuk akun di luar Indonesia?",
          answer: "Bisa. Golden Star dikirim ke Space ID, jadi tidak tergantung negara tempat akun Anda dibuat.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda. Jika Golden Star gagal dikirim, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Super Sus dan masuk ke akun yang ingin diisi.",
        "Di lobi, ketuk foto profil Anda di pojok kiri atas.",
        "Lihat deretan angka di bawah nama Anda: itulah Space ID.",
        "Salin Space ID ke kolom di halaman ini.",
      ],
      notes: [
        "Periksa Space ID dengan teliti: Golden Star yang sudah terkirim ke akun lain tidak bisa ditarik kembali.",
      ],
      currencyUnit: "{amount, number} Golden Star",
    },
    en: {
      name: "Super Sus",
      ogTitle: "Cheap, Fast Super Sus Golden Star Top-Up | Kupi",
      ogDescription: `Top up Super Sus Golden Stars with just your Space ID. Pay with {paymentMethodsOr}; they usually arrive in ${USUALLY} minutes.`,
      intro:
        "Buy Golden Stars, the Super Pass and member cards for Super Sus. Just enter your Space ID, no login needed.",
      faq: [
        {
          question: "Where do I find my Space ID?",
          answer:
            "In the lobby, tap your profile picture in the top-left corner. Your Space ID is the number under your name, e.g. 73920461.",
        },
        DELIVERY.entry("en", "How long do Golden Stars take to arrive?"),
        {
          question: "What is the difference between the Weekly Card, the Monthly Card and the Super Pass?",
          answer:
            "The Weekly and Monthly Cards give daily Golden Stars for 7 or 30 days, which you claim in the game. The Super Pass unlocks the premium rewards of the current season.",
        },
        {
          question: "Can I top up an account outside Indonesia?",
          answer: "Yes. Golden Stars go to your Space ID, whatever country the account was created in.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password, and if the Golden Stars cannot be delivered you get a 100% refund.",
        },
      ],
      guide: [
        "Open Super Sus and sign in to the account you want to top up.",
        "In the lobby, tap your profile picture in the top-left corner.",
        "Look at the number under your name: that is your Space ID.",
        "Copy the Space ID into the field on this page.",
      ],
      notes: ["Check your Space ID carefully: Golden Stars delivered to another account cannot be taken back."],
      currencyUnit: "{amount, plural, one {# Golden Star} other {# Golden Stars}}",
    },
    ru: {
      name: "Super Sus",
      ogTitle: "Golden Star Super Sus: быстрое и выгодное пополнение | Kupi",
      ogDescription: `Пополнение Golden Star в Super Sus только по Space ID. Оплата: {paymentMethodsOr}; обычно приходит за ${USUALLY} минут.`,
      intro:
        "Golden Star, Super Pass и карты участника для Super Sus. Достаточно ввести Space ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти Space ID?",
          answer:
            "В лобби нажмите на аватар в левом верхнем углу. Space ID — это число под вашим именем, например 73920461.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Golden Star?"),
        {
          question: "Чем отличаются недельная карта, месячная карта и Super Pass?",
          answer:
            "Недельная и месячная карты дают ежедневные Golden Star в течение 7 или 30 дней, их нужно забирать в игре. Super Pass открывает премиум-награды текущего сезона.",
        },
        {
          question: "Можно ли пополнить аккаунт не из Индонезии?",
          answer: "Да. Golden Star приходят на Space ID, независимо от страны, в которой создан аккаунт.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта, а если Golden Star не удаётся доставить, возвращаем 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Super Sus и войдите в аккаунт, который хотите пополнить.",
        "В лобби нажмите на аватар в левом верхнем углу.",
        "Посмотрите на число под вашим именем: это Space ID.",
        "Скопируйте Space ID в поле на этой странице.",
      ],
      notes: ["Внимательно проверьте Space ID: Golden Star, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} Golden Star",
    },
    uz: {
      name: "Super Sus",
      ogTitle: "Super Sus Golden Star'ni tez va arzon to'ldirish | Kupi",
      ogDescription: `Super Sus Golden Star'ni faqat Space ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, odatda ${USUALLY} daqiqada keladi.`,
      intro:
        "Super Sus uchun Golden Star, Super Pass va a'zolik kartalari. Space ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "Space ID ni qayerdan topaman?",
          answer:
            "Lobbida chap yuqori burchakdagi profil rasmingizga bosing. Space ID — ismingiz ostidagi raqam, masalan 73920461.",
        },
        DELIVERY.entry("uz", "Golden Star qancha vaqtda keladi?"),
        {
          question: "Haftalik karta, oylik karta va Super Pass qanday farq qiladi?",
          answer:
            "Haftalik va oylik kartalar 7 yoki 30 kun davomida o'yinda o'zingiz oladigan kundalik Golden Star beradi. Super Pass joriy mavsumning premium mukofotlarini ochadi.",
        },
        {
          question: "Indoneziyadan tashqaridagi akkauntni to'ldirsa bo'ladimi?",
          answer: "Ha. Golden Star Space ID ga keladi, akkaunt qaysi mamlakatda ochilgani muhim emas.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon akkaunt parolini so'ramaymiz, Golden Star yetkazilmasa esa to'lov 100% qaytariladi.",
        },
      ],
      guide: [
        "Super Sus ni oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        "Lobbida chap yuqori burchakdagi profil rasmingizga bosing.",
        "Ismingiz ostidagi raqamga qarang: bu Space ID.",
        "Space ID ni shu sahifadagi maydonga ko'chiring.",
      ],
      notes: ["Space ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan Golden Star'ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} Golden Star",
    },
  },
};
