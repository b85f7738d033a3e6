import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { GACHA_LADDER } from "../shared/pack-ladders";
import { GLOBAL_REGION_SERVERS } from "../shared/regions";
import { SAFETY_ANSWERS } from "../shared/safety-answers";
import type { GameDefinition } from "../../core/catalog/types";

/** Diamond packs: the gacha ladder. */
const DIAMONDS = GACHA_LADDER;

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID", server: true });

export const loveAndDeepspace: GameDefinition = {
  slug: "love-and-deepspace",
  name: "Love and Deepspace",
  publisher: "Infold Games",
  tile: { mark: "heart", from: "#c04fa0", to: "#4b1f6e", ink: "#ffffff" },
  aliases: [
    "lads",
    "lnds",
    "l&ds",
    "love and deepspace",
    "love deepspace",
    "love and deep space",
    "deepspace",
    "lovedeepspace",
    "лав энд дипспейс",
    "дипспейс",
    "love and dipspace",
  ],
  supplierNames: ["love and deepspace", "love deepspace"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 12, example: "600123456" },
      { type: "select", name: "server", kind: "server", options: GLOBAL_REGION_SERVERS },
    ],
  },
  products: [
    ...DIAMONDS.map(([amount, idr, usd]) => ({
      sku: `lads-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 980,
      prices: samplePrices(idr, usd, amount === 980 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "lads-aurum-pass",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: {
        id: "Aurum Pass",
        en: "Aurum Pass",
        ru: "Aurum Pass (месячная подписка)",
        uz: "Aurum Pass (oylik obuna)",
      },
      description: {
        id: "Diamond langsung masuk saat pembelian, lalu Diamond harian yang diklaim lewat login selama 30 hari.",
        en: "Diamonds at once on purchase, then daily Diamonds to claim by logging in for 30 days.",
        ru: "Алмазы сразу после покупки, затем ежедневные алмазы, которые нужно забирать, заходя в игру, 30 дней.",
        uz: "Xarid paytida darhol olmoslar, keyin 30 kun davomida o'yinga kirib olinadigan kundalik olmoslar.",
      },
      prices: samplePrices(79_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Love and Deepspace",
      ogTitle: "Top Up Diamond Love and Deepspace Murah & Cepat | Kupi",
      ogDescription:
        "Top up Diamond dan Aurum Pass Love and Deepspace cukup pakai UID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro: "Beli Diamond dan Aurum Pass untuk Love and Deepspace. Cukup masukkan UID dan pilih server akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Love and Deepspace?",
          answer:
            "Ketuk foto profil di pojok kiri atas layar utama. UID tertera di halaman profil di bawah nama Anda, dengan tombol salin di sebelahnya.",
        },
        DELIVERY.entry("id", "Berapa lama Diamond masuk?"),
        {
          question: "Server mana yang harus saya pilih?",
          answer:
            "Pilih server tempat akun Anda bermain; pemain dari Indonesia umumnya berada di server Asia. Nama server terlihat di layar login. Diamond tidak bisa dipindah antar server.",
        },
        {
          question: "Berapa Diamond yang dibutuhkan untuk satu kali Wish?",
          answer: "Satu kali Wish membutuhkan 150 Diamond, jadi 10 kali Wish membutuhkan 1.500 Diamond.",
        },
        {
          question: "Bagaimana cara kerja Aurum Pass?",
          answer:
            "Diamond masuk sekali saat pembelian, lalu Diamond harian bisa diklaim selama 30 hari. Login setiap hari agar tidak ada hadiah harian yang hangus.",
        },
        {
          question: "Apakah aman top up Love and Deepspace di Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.id,
        },
      ],
      guide: [
        "Buka Love and Deepspace dan masuk ke akun Anda.",
        "Ketuk foto profil di pojok kiri atas layar utama.",
        "Salin UID yang tertera di bawah nama Anda.",
        "Cek server akun Anda di layar login (Asia, Amerika atau Eropa).",
        GUIDE_STEPS.uidAndServer.id,
      ],
      notes: ["Diamond hanya masuk ke akun di server yang Anda pilih dan tidak bisa dipindahkan ke server lain."],
      currencyUnit: CURRENCY_UNITS.diamonds.id,
    },
    en: {
      name: "Love and Deepspace",
      ogTitle: "Cheap, Fast Love and Deepspace Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Love and Deepspace Diamonds and the Aurum Pass with just your UID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro: "Buy Diamonds and the Aurum Pass for Love and Deepspace. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Love and Deepspace UID?",
          answer:
            "Tap your profile picture in the top-left corner of the main screen. The UID is on the profile page under your name, with a copy button next to it.",
        },
        DELIVERY.entry("en", "How long do Diamonds take to arrive?"),
        {
          question: "Which server should I choose?",
          answer:
            "The server your account plays on; players in Indonesia are usually on Asia. The server name is shown on the login screen. Diamonds cannot be moved between servers.",
        },
        {
          question: "How many Diamonds does one Wish cost?",
          answer: "One Wish costs 150 Diamonds, so a 10-Wish costs 1,500 Diamonds.",
        },
        {
          question: "How does the Aurum Pass work?",
          answer:
            "Diamonds arrive once on purchase, then daily Diamonds can be claimed for 30 days. Log in every day so no daily reward is lost.",
        },
        {
          question: "Is it safe to top up Love and Deepspace at Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.en,
        },
      ],
      guide: [
        "Open Love and Deepspace and sign in to your account.",
        "Tap your profile picture in the top-left corner of the main screen.",
        "Copy the UID shown under your name.",
        "Check your account's server on the login screen (Asia, America or Europe).",
        GUIDE_STEPS.uidAndServer.en,
      ],
      notes: ["Diamonds go only to the account on the server you choose and cannot be moved to another server."],
      currencyUnit: CURRENCY_UNITS.diamonds.en,
    },
    ru: {
      name: "Love and Deepspace",
      ogTitle: "Алмазы Love and Deepspace: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Love and Deepspace только по UID и серверу: алмазы и Aurum Pass. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro: "Алмазы и Aurum Pass для Love and Deepspace. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Love and Deepspace?",
          answer:
            "Нажмите на аватар в левом верхнем углу главного экрана. UID указан на странице профиля под вашим именем, рядом есть кнопка копирования.",
        },
        DELIVERY.entry("ru", "Как быстро приходят алмазы?"),
        {
          question: "Какой сервер выбрать?",
          answer:
            "Тот, на котором играет ваш аккаунт; игроки из Индонезии обычно на сервере Азия. Название сервера видно на экране входа. Алмазы нельзя перенести на другой сервер.",
        },
        {
          question: "Сколько алмазов стоит один призыв (Wish)?",
          answer: "Один призыв стоит 150 алмазов, десять призывов — 1500 алмазов.",
        },
        {
          question: "Как работает Aurum Pass?",
          answer:
            "Алмазы приходят один раз при покупке, затем 30 дней можно забирать ежедневные алмазы. Заходите в игру каждый день, чтобы ежедневная награда не сгорела.",
        },
        {
          question: "Безопасно ли пополнять Love and Deepspace в Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.ru,
        },
      ],
      guide: [
        "Откройте Love and Deepspace и войдите в аккаунт.",
        "Нажмите на аватар в левом верхнем углу главного экрана.",
        "Скопируйте UID под вашим именем.",
        "Проверьте сервер аккаунта на экране входа (Азия, Америка или Европа).",
        GUIDE_STEPS.uidAndServer.ru,
      ],
      notes: ["Алмазы приходят только на аккаунт на выбранном сервере, перенести их на другой сервер нельзя."],
      currencyUnit: CURRENCY_UNITS.diamonds.ru,
    },
    uz: {
      name: "Love and Deepspace",
      ogTitle: "Love and Deepspace olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Love and Deepspace uchun olmos va Aurum Pass'ni faqat UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro: "Love and Deepspace uchun olmoslar va Aurum Pass. UID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Love and Deepspace UID ni qayerdan topaman?",
          answer:
            "Asosiy ekranning chap yuqori burchagidagi profil rasmingizga bosing. UID profil sahifasida ismingiz ostida, yonida nusxa olish tugmasi bilan yozilgan.",
        },
        DELIVERY.entry("uz", "Olmoslar qancha vaqtda keladi?"),
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Akkauntingiz o'ynayotgan serverni; Indoneziyadagi o'yinchilar odatda Osiyo serverida. Server nomi login ekranida ko'rinadi. Olmoslarni boshqa serverga o'tkazib bo'lmaydi.",
        },
        {
          question: "Bitta Wish uchun qancha olmos kerak?",
          answer: "Bitta Wish 150 olmos turadi, 10 ta Wish esa 1 500 olmos.",
        },
        {
          question: "Aurum Pass qanday ishlaydi?",
          answer:
            "Xarid paytida bir marta olmoslar keladi, keyin 30 kun davomida kundalik olmoslarni olish mumkin. Kundalik mukofot kuyib ketmasligi uchun har kuni o'yinga kiring.",
        },
        {
          question: "Kupi orqali Love and Deepspace'ni to'ldirish xavfsizmi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.uz,
        },
      ],
      guide: [
        "Love and Deepspace'ni oching va akkauntingizga kiring.",
        "Asosiy ekranning chap yuqori burchagidagi profil rasmingizga bosing.",
        "Ismingiz ostidagi UID ni nusxalang.",
        "Login ekranida akkauntingiz serverini tekshiring (Osiyo, Amerika yoki Yevropa).",
        GUIDE_STEPS.uidAndServer.uz,
      ],
      notes: ["Olmoslar faqat tanlangan serverdagi akkauntga keladi va ularni boshqa serverga o'tkazib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.diamonds.uz,
    },
  },
};
