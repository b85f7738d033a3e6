import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Gem packs: [amount, IDR, USD cents]. */
const GEMS: [number, number, number][] = [
  [100, 15_000, 99],
  [250, 29_000, 199],
  [550, 59_000, 399],
  [1_200, 119_000, 799],
  [2_500, 229_000, 1499],
  [6_500, 549_000, 3499],
  [14_000, 1_099_000, 6999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "User ID" });

export const stumbleGuys: GameDefinition = {
  slug: "stumble-guys",
  name: "Stumble Guys",
  publisher: "Scopely",
  tile: { mark: "flag", from: "#f0368f", to: "#8f1a8a", ink: "#ffffff" },
  aliases: [
    "sg",
    "stumble",
    "stumble guy",
    "stumbleguys",
    "stumbel guys",
    "stambel guys",
    "stamble guys",
    "gems stumble",
    "стамбл гайс",
    "стамбл",
  ],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "userId",
        kind: "userId",
        charset: "digits",
        minLength: 6,
        maxLength: 12,
        example: "284619305",
      },
    ],
  },
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `sg-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 550 || amount === 1_200,
      prices: samplePrices(idr, usd, amount === 250 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "sg-pass-deluxe",
      kind: "pass",
      popular: true,
      title: {
        id: "Stumble Pass Deluxe",
        en: "Stumble Pass Deluxe",
        ru: "Stumble Pass Deluxe",
        uz: "Stumble Pass Deluxe",
      },
      description: {
        id: "Premium Stumble Pass Deluxe musim ini: semua hadiah Premium dan skin Premium, +20 level pass langsung, serta +50% Stumble Stars dari pertandingan.",
        en: "This season's Deluxe Premium Stumble Pass: every Premium reward and the Premium skin, +20 pass levels at once and +50% Stumble Stars from matches.",
        ru: "Deluxe Premium Stumble Pass текущего сезона: все награды Premium и Premium-облик, сразу +20 уровней пропуска и +50% Stumble Stars за матчи.",
        uz: "Joriy mavsumning Deluxe Premium Stumble Pass'i: barcha Premium mukofotlar va Premium skin, darhol +20 pass darajasi hamda o'yinlardan +50% Stumble Stars.",
      },
      prices: samplePrices(119_000, 799),
    },
  ],
  texts: {
    id: {
      name: "Stumble Guys",
      ogTitle: "Top Up Gems Stumble Guys Murah & Cepat | Kupi",
      ogDescription:
        "Top up Gems Stumble Guys cukup pakai User ID. Bayar via {paymentMethodsOr}, Gems masuk dalam hitungan menit.",
      intro: "Beli Gems dan Stumble Pass Deluxe untuk Stumble Guys. Cukup masukkan User ID Anda, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat User ID Stumble Guys?",
          answer:
            "Buka menu Pengaturan lewat ikon roda gigi di layar utama. User ID berupa deretan angka di bagian bawah menu, lengkap dengan tombol salin.",
        },
        DELIVERY.entry("id", "Berapa lama Gems masuk?"),
        {
          question: "Apa bedanya Stumble Pass Deluxe dengan Premium biasa?",
          answer:
            "Premium biasa dibeli dengan Gems di dalam game. Deluxe berisi semua hadiah Premium, ditambah 20 level pass langsung dan bonus 50% Stumble Stars dari pertandingan. Pass berlaku untuk musim yang sedang berjalan.",
        },
        {
          question: "Apakah bisa top up untuk akun di luar Indonesia?",
          answer:
            "Bisa. Gems dikirim ke User ID, jadi tidak tergantung negara atau server tempat Anda bermain. Pastikan akun Anda sudah tersimpan (terhubung ke Google, Apple atau Facebook) agar progres tidak hilang saat ganti perangkat.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Anda. Jika Gems gagal dikirim, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Stumble Guys dan masuk ke akun yang ingin diisi.",
        "Ketuk ikon roda gigi (Pengaturan) di layar utama.",
        "Gulir ke bagian bawah menu: di sana tertera User ID Anda berupa deretan angka.",
        "Ketuk tombol salin, lalu tempel User ID ke kolom di halaman ini.",
      ],
      notes: ["Periksa User ID dengan teliti: Gems yang sudah terkirim ke akun lain tidak bisa ditarik kembali."],
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Stumble Guys",
      ogTitle: "Cheap, Fast Stumble Guys Gems Top-Up | Kupi",
      ogDescription:
        "Top up Stumble Guys Gems with just your User ID. Pay with {paymentMethodsOr}; Gems arrive within minutes.",
      intro: "Buy Gems and the Stumble Pass Deluxe for Stumble Guys. Just enter your User ID, no login needed.",
      faq: [
        {
          question: "Where do I find my Stumble Guys User ID?",
          answer:
            "Open Settings with the gear icon on the main screen. Your User ID is the number at the bottom of the menu, next to a copy button.",
        },
        DELIVERY.entry("en", "How long do Gems take to arrive?"),
        {
          question: "How is the Stumble Pass Deluxe different from the regular Premium pass?",
          answer:
            "The regular Premium pass is bought with Gems in the game. Deluxe has every Premium reward plus 20 pass levels at once and 50% more Stumble Stars from matches. The pass is for the current season.",
        },
        {
          question: "Can I top up an account outside Indonesia?",
          answer:
            "Yes. Gems go to your User ID, whatever country or server you play on. Make sure your account is saved (linked to Google, Apple or Facebook) so you keep your progress on a new device.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your account password, and if the Gems cannot be delivered you get a 100% refund.",
        },
      ],
      guide: [
        "Open Stumble Guys and sign in to the account you want to top up.",
        "Tap the gear icon (Settings) on the main screen.",
        "Scroll to the bottom of the menu: your User ID is the number shown there.",
        "Tap the copy button and paste the User ID into the field on this page.",
      ],
      notes: ["Check your User ID carefully: Gems delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Stumble Guys",
      ogTitle: "Гемы Stumble Guys: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов Stumble Guys только по User ID. Оплата: {paymentMethodsOr}; гемы приходят за минуты.",
      intro: "Гемы и Stumble Pass Deluxe для Stumble Guys. Достаточно ввести User ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти User ID в Stumble Guys?",
          answer:
            "Откройте настройки через значок шестерёнки на главном экране. User ID — это число внизу меню, рядом с кнопкой копирования.",
        },
        DELIVERY.entry("ru", "Как быстро приходят гемы?"),
        {
          question: "Чем Stumble Pass Deluxe отличается от обычного Premium?",
          answer:
            "Обычный Premium покупается за гемы в игре. Deluxe включает все награды Premium, а также сразу 20 уровней пропуска и на 50% больше Stumble Stars за матчи. Пропуск действует в текущем сезоне.",
        },
        {
          question: "Можно ли пополнить аккаунт не из Индонезии?",
          answer:
            "Да. Гемы приходят на User ID, независимо от страны и сервера. Привяжите аккаунт к Google, Apple или Facebook, чтобы не потерять прогресс при смене устройства.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от аккаунта, а если гемы не удаётся доставить, возвращаем 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Stumble Guys и войдите в аккаунт, который хотите пополнить.",
        "Нажмите на значок шестерёнки (настройки) на главном экране.",
        "Прокрутите меню вниз: там указан ваш User ID из цифр.",
        "Нажмите кнопку копирования и вставьте User ID в поле на этой странице.",
      ],
      notes: ["Внимательно проверьте User ID: гемы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Stumble Guys",
      ogTitle: "Stumble Guys gemlarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Stumble Guys gemlarini faqat User ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, gemlar bir necha daqiqada keladi.",
      intro:
        "Stumble Guys uchun gemlar va Stumble Pass Deluxe. User ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "Stumble Guys User ID ni qayerdan topaman?",
          answer:
            "Asosiy ekrandagi tishli g'ildirak belgisi orqali Sozlamalarni oching. User ID menyuning pastki qismidagi raqam, yonida nusxalash tugmasi bor.",
        },
        DELIVERY.entry("uz", "Gemlar qancha vaqtda keladi?"),
        {
          question: "Stumble Pass Deluxe oddiy Premium'dan nimasi bilan farq qiladi?",
          answer:
            "Oddiy Premium o'yin ichida gemlarga sotib olinadi. Deluxe barcha Premium mukofotlarini, shuningdek darhol 20 pass darajasini va o'yinlardan 50% ko'proq Stumble Stars'ni beradi. Pass joriy mavsum uchun amal qiladi.",
        },
        {
          question: "Indoneziyadan tashqaridagi akkauntni to'ldirsa bo'ladimi?",
          answer:
            "Ha. Gemlar User ID ga keladi, qaysi mamlakat yoki serverda o'ynashingiz muhim emas. Qurilma almashtirganda progress yo'qolmasligi uchun akkauntni Google, Apple yoki Facebook'ga bog'lang.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer: "Ha. Biz hech qachon akkaunt parolini so'ramaymiz, gemlar yetkazilmasa esa to'lov 100% qaytariladi.",
        },
      ],
      guide: [
        "Stumble Guys ni oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        "Asosiy ekrandagi tishli g'ildirak (Sozlamalar) belgisiga bosing.",
        "Menyuni pastga suring: u yerda raqamlardan iborat User ID ingiz ko'rsatilgan.",
        "Nusxalash tugmasini bosing va User ID ni shu sahifadagi maydonga qo'ying.",
      ],
      notes: ["User ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan gemlarni qaytarib bo'lmaydi."],
      currencyUnit: CURRENCY_UNITS.gems.uz,
    },
  },
};
