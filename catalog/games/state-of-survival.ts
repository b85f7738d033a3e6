import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { PRODUCT_TITLES } from "../shared/product-titles";
import type { GameDefinition } from "../../core/catalog/types";

/** Biocaps packs: [amount, IDR, USD cents]. */
const BIOCAPS: [number, number, number][] = [
  [100, 15_000, 99],
  [500, 75_000, 499],
  [1_000, 149_000, 999],
  [2_000, 299_000, 1999],
  [5_000, 749_000, 4999],
  [10_000, 1_499_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Player ID" });

export const stateOfSurvival: GameDefinition = {
  slug: "state-of-survival",
  name: "State of Survival",
  publisher: "FunPlus",
  tile: { mark: "biohazard", from: "#3b4a2a", to: "#161d10", ink: "#b8f03c" },
  aliases: [
    "sos",
    "state of survival zombie war",
    "state survival",
    "stateofsurvival",
    "state of survival funplus",
    "state of survivor",
    "biocaps",
    "стейт оф сурвайвал",
    "стейт оф сурвивал",
    "сос",
  ],
  supplierNames: ["state of survival"],
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
        minLength: 6,
        maxLength: 12,
        example: "48215736",
      },
    ],
  },
  products: [
    ...BIOCAPS.map(([amount, idr, usd]) => ({
      sku: `sos-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 1_000,
      prices: samplePrices(idr, usd, amount === 500 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "sos-monthly-card",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: PRODUCT_TITLES.monthlyCard,
      description: {
        id: "Biocaps langsung masuk saat kartu aktif, lalu Biocaps harian yang diklaim di menu Monthly Card selama 30 hari.",
        en: "Biocaps as soon as the card is active, then daily Biocaps to claim from the Monthly Card menu for 30 days.",
        ru: "Biocaps сразу после активации карты, затем ежедневные Biocaps в меню Monthly Card в течение 30 дней.",
        uz: "Karta faollashishi bilan Biocaps, keyin 30 kun davomida Monthly Card menyusidan olinadigan kundalik Biocaps.",
      },
      prices: samplePrices(75_000, 499),
    },
  ],
  texts: {
    id: {
      name: "State of Survival",
      ogTitle: "Top Up Biocaps State of Survival Murah & Cepat | Kupi",
      ogDescription:
        "Top up Biocaps State of Survival cukup pakai Player ID. Bayar via {paymentMethodsOr}, Biocaps masuk dalam hitungan menit.",
      intro: "Beli Biocaps dan Monthly Card untuk State of Survival. Cukup masukkan Player ID Anda, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID State of Survival?",
          answer:
            "Ketuk avatar Komandan di pojok kiri atas layar. Player ID adalah deretan angka setelah tulisan ID di halaman profil, misalnya 48215736.",
        },
        {
          question: "Apakah saya perlu memasukkan nomor State?",
          answer:
            "Tidak. Player ID berlaku untuk satu akun di State mana pun Anda bermain, jadi cukup masukkan Player ID saja tanpa nomor State.",
        },
        DELIVERY.entry("id", "Berapa lama Biocaps masuk?"),
        {
          question: "Apa isi Monthly Card?",
          answer:
            "Monthly Card memberi Biocaps langsung saat kartu aktif, lalu Biocaps harian yang Anda klaim sendiri di menu Monthly Card selama 30 hari. Masuk ke game setiap hari agar tidak ada hadiah yang terlewat.",
        },
        {
          question: "Akun saya terhubung ke FunPlus ID, Google atau Facebook. Apakah tetap bisa top up?",
          answer:
            "Bisa. Cara login tidak berpengaruh: yang kami butuhkan hanya Player ID. Kami tidak pernah meminta e-mail atau kata sandi akun Anda.",
        },
        {
          question: "Bagaimana jika top up gagal?",
          answer:
            "Jika Biocaps tidak bisa dikirim, misalnya karena layanan penerbit sedang gangguan, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka State of Survival dan masuk ke akun yang ingin diisi.",
        "Ketuk avatar Komandan di pojok kiri atas layar.",
        "Di halaman profil, cari tulisan ID yang diikuti deretan angka: itulah Player ID Anda.",
        "Salin angka tersebut, tanpa nomor State, ke kolom Player ID di halaman ini.",
      ],
      notes: ["Periksa Player ID dengan teliti: Biocaps yang sudah terkirim ke akun lain tidak bisa ditarik kembali."],
      currencyUnit: "{amount, number} Biocaps",
    },
    en: {
      name: "State of Survival",
      ogTitle: "Cheap, Fast State of Survival Biocaps Top-Up | Kupi",
      ogDescription:
        "Top up State of Survival Biocaps with just your Player ID. Pay with {paymentMethodsOr}; Biocaps arrive within minutes.",
      intro: "Buy Biocaps and the Monthly Card for State of Survival. Just enter your Player ID, no login needed.",
      faq: [
        {
          question: "Where do I find my State of Survival Player ID?",
          answer:
            'Tap your Commander avatar in the top-left corner. Your Player ID is the number after "ID" on the profile screen, e.g. 48215736.',
        },
        {
          question: "Do I need to enter my State number?",
          answer:
            "No. A Player ID belongs to one account whichever State you play in, so the Player ID alone is enough, without the State number.",
        },
        DELIVERY.entry("en", "How long do Biocaps take to arrive?"),
        {
          question: "What does the Monthly Card give?",
          answer:
            "The Monthly Card gives Biocaps as soon as it is active, then daily Biocaps that you claim yourself from the Monthly Card menu for 30 days. Log in every day so you don't miss any.",
        },
        {
          question: "My account is linked to a FunPlus ID, Google or Facebook. Can I still top up?",
          answer:
            "Yes. How you sign in doesn't matter: all we need is your Player ID. We never ask for your account e-mail or password.",
        },
        {
          question: "What if the top-up fails?",
          answer:
            "If the Biocaps cannot be delivered, for example because the publisher's service is down, you get a 100% refund.",
        },
      ],
      guide: [
        "Open State of Survival and sign in to the account you want to top up.",
        "Tap your Commander avatar in the top-left corner.",
        'On the profile screen, find "ID" followed by a number: that is your Player ID.',
        "Copy that number, without the State number, into the Player ID field on this page.",
      ],
      notes: ["Check your Player ID carefully: Biocaps delivered to another account cannot be taken back."],
      currencyUnit: "{amount, plural, one {# Biocap} other {# Biocaps}}",
    },
    ru: {
      name: "State of Survival",
      ogTitle: "Biocaps State of Survival: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Biocaps в State of Survival только по Player ID. Оплата: {paymentMethodsOr}; Biocaps приходят за минуты.",
      intro: "Biocaps и Monthly Card для State of Survival. Достаточно ввести Player ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти Player ID в State of Survival?",
          answer:
            "Нажмите на аватар командира в левом верхнем углу. Player ID — это число после «ID» на экране профиля, например 48215736.",
        },
        {
          question: "Нужно ли указывать номер штата (State)?",
          answer:
            "Нет. Player ID относится к одному аккаунту, в каком бы штате вы ни играли, поэтому достаточно Player ID без номера штата.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Biocaps?"),
        {
          question: "Что даёт Monthly Card?",
          answer:
            "Monthly Card сразу после активации даёт Biocaps, а затем 30 дней ежедневные Biocaps, которые вы забираете в меню Monthly Card. Заходите в игру каждый день, чтобы ничего не пропустить.",
        },
        {
          question: "Мой аккаунт привязан к FunPlus ID, Google или Facebook. Можно ли его пополнить?",
          answer:
            "Да. Способ входа не важен: нам нужен только Player ID. Мы никогда не спрашиваем почту или пароль от аккаунта.",
        },
        {
          question: "Что будет, если пополнение не пройдёт?",
          answer: "Если Biocaps не удаётся доставить, например из-за сбоя у издателя, мы вернём 100% оплаты.",
        },
      ],
      guide: [
        "Откройте State of Survival и войдите в аккаунт, который хотите пополнить.",
        "Нажмите на аватар командира в левом верхнем углу.",
        "На экране профиля найдите «ID» и число после него: это ваш Player ID.",
        "Скопируйте это число без номера штата в поле Player ID на этой странице.",
      ],
      notes: ["Внимательно проверьте Player ID: Biocaps, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} Biocaps",
    },
    uz: {
      name: "State of Survival",
      ogTitle: "State of Survival Biocaps'ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "State of Survival Biocaps'ni faqat Player ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Biocaps bir necha daqiqada keladi.",
      intro:
        "State of Survival uchun Biocaps va Monthly Card. Player ID ni kiritish kifoya, akkauntga kirish shart emas.",
      faq: [
        {
          question: "State of Survival Player ID ni qayerdan topaman?",
          answer:
            'Chap yuqori burchakdagi Komandir avatariga bosing. Player ID — profil ekranidagi "ID" yozuvidan keyingi raqam, masalan 48215736.',
        },
        {
          question: "State raqamini ham kiritish kerakmi?",
          answer:
            "Yo'q. Player ID qaysi State'da o'ynashingizdan qat'i nazar bitta akkauntga tegishli, shuning uchun State raqamisiz faqat Player ID yetarli.",
        },
        DELIVERY.entry("uz", "Biocaps qancha vaqtda keladi?"),
        {
          question: "Monthly Card nima beradi?",
          answer:
            "Monthly Card faollashishi bilan Biocaps beradi, keyin 30 kun davomida Monthly Card menyusidan o'zingiz oladigan kundalik Biocaps. Hech narsani o'tkazib yubormaslik uchun har kuni o'yinga kiring.",
        },
        {
          question: "Akkauntim FunPlus ID, Google yoki Facebook'ga bog'langan. To'ldirsa bo'ladimi?",
          answer:
            "Ha. Qanday kirishingiz ahamiyatsiz: bizga faqat Player ID kerak. Biz hech qachon akkaunt pochtasi yoki parolini so'ramaymiz.",
        },
        {
          question: "To'ldirish amalga oshmasa nima bo'ladi?",
          answer:
            "Biocaps yetkazib berilmasa, masalan noshir xizmatidagi nosozlik tufayli, to'lovingiz 100% qaytariladi.",
        },
      ],
      guide: [
        "State of Survival ni oching va to'ldirmoqchi bo'lgan akkauntingizga kiring.",
        "Chap yuqori burchakdagi Komandir avatariga bosing.",
        'Profil ekranida "ID" va undan keyingi raqamni toping: bu sizning Player ID ingiz.',
        "Shu raqamni State raqamisiz ushbu sahifadagi Player ID maydoniga ko'chiring.",
      ],
      notes: ["Player ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan Biocaps'ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} Biocaps",
    },
  },
};
