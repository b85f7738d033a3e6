import { samplePrices } from "../sample-prices";
import type { GameDefinition, Localized } from "../types";

/** Love and Deepspace's global servers, as chosen on the login screen. */
const SERVERS: { value: string; label: Localized }[] = [
  { value: "asia", label: { id: "Asia", en: "Asia", ru: "Азия", uz: "Osiyo" } },
  { value: "america", label: { id: "Amerika", en: "America", ru: "Америка", uz: "Amerika" } },
  { value: "europe", label: { id: "Eropa", en: "Europe", ru: "Европа", uz: "Yevropa" } },
];

/** Diamond packs: [amount, IDR, USD cents]. */
const DIAMONDS: [number, number, number][] = [
  [60, 16_000, 99],
  [300, 79_000, 499],
  [980, 249_000, 1499],
  [1980, 479_000, 2999],
  [3280, 799_000, 4999],
  [6480, 1_599_000, 9999],
];

export const loveAndDeepspace: GameDefinition = {
  slug: "love-and-deepspace",
  name: "Love and Deepspace",
  publisher: "Infold Games",
  color: "#b4478f",
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
  hasFormPage: true,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 12, example: "600123456" },
      { type: "select", name: "server", kind: "server", options: SERVERS },
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
        "Top up Diamond dan Aurum Pass Love and Deepspace cukup pakai UID dan server. Bayar via QRIS, e-wallet atau virtual account, masuk dalam hitungan menit.",
      intro: "Beli Diamond dan Aurum Pass untuk Love and Deepspace. Cukup masukkan UID dan pilih server akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Love and Deepspace?",
          answer:
            "Ketuk foto profil di pojok kiri atas layar utama. UID tertera di halaman profil di bawah nama Anda, dengan tombol salin di sebelahnya.",
        },
        {
          question: "Berapa lama Diamond masuk?",
          answer:
            "Biasanya dalam beberapa menit setelah pembayaran berhasil. Jika belum masuk dalam 1 jam, hubungi layanan pelanggan dengan nomor pesanan, UID dan server Anda.",
        },
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
          answer:
            "Aman. Kami hanya butuh UID dan server, tidak pernah meminta kata sandi akun Anda. Jika pengiriman gagal, dana dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Love and Deepspace dan masuk ke akun Anda.",
        "Ketuk foto profil di pojok kiri atas layar utama.",
        "Salin UID yang tertera di bawah nama Anda.",
        "Cek server akun Anda di layar login (Asia, Amerika atau Eropa).",
        "Masukkan UID di halaman ini dan pilih server yang sama.",
      ],
      notes: ["Diamond hanya masuk ke akun di server yang Anda pilih dan tidak bisa dipindahkan ke server lain."],
      currencyUnit: "{amount, number} Diamond",
    },
    en: {
      name: "Love and Deepspace",
      ogTitle: "Cheap, Fast Love and Deepspace Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Love and Deepspace Diamonds and the Aurum Pass with just your UID and server. Pay by QRIS, e-wallet or virtual account; it arrives within minutes.",
      intro: "Buy Diamonds and the Aurum Pass for Love and Deepspace. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Love and Deepspace UID?",
          answer:
            "Tap your profile picture in the top-left corner of the main screen. The UID is on the profile page under your name, with a copy button next to it.",
        },
        {
          question: "How long do Diamonds take to arrive?",
          answer:
            "Usually a few minutes after the payment succeeds. If nothing has arrived within 1 hour, contact support with your order number, UID and server.",
        },
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
          answer:
            "Yes. We only need your UID and server and never ask for your account password. If a delivery fails, you get a 100% refund.",
        },
      ],
      guide: [
        "Open Love and Deepspace and sign in to your account.",
        "Tap your profile picture in the top-left corner of the main screen.",
        "Copy the UID shown under your name.",
        "Check your account's server on the login screen (Asia, America or Europe).",
        "Enter the UID on this page and choose the same server.",
      ],
      notes: ["Diamonds go only to the account on the server you choose and cannot be moved to another server."],
      currencyUnit: "{amount, plural, one {# Diamond} other {# Diamonds}}",
    },
    ru: {
      name: "Love and Deepspace",
      ogTitle: "Алмазы Love and Deepspace: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Love and Deepspace только по UID и серверу: алмазы и Aurum Pass. Оплата через QRIS, кошелёк или виртуальный счёт, зачисление за минуты.",
      intro: "Алмазы и Aurum Pass для Love and Deepspace. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Love and Deepspace?",
          answer:
            "Нажмите на аватар в левом верхнем углу главного экрана. UID указан на странице профиля под вашим именем, рядом есть кнопка копирования.",
        },
        {
          question: "Как быстро приходят алмазы?",
          answer:
            "Обычно через несколько минут после оплаты. Если за 1 час ничего не пришло, напишите в поддержку, указав номер заказа, UID и сервер.",
        },
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
          answer:
            "Да. Нам нужны только UID и сервер, мы никогда не спрашиваем пароль от аккаунта. Если зачисление не удалось, вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Love and Deepspace и войдите в аккаунт.",
        "Нажмите на аватар в левом верхнем углу главного экрана.",
        "Скопируйте UID под вашим именем.",
        "Проверьте сервер аккаунта на экране входа (Азия, Америка или Европа).",
        "Введите UID на этой странице и выберите тот же сервер.",
      ],
      notes: ["Алмазы приходят только на аккаунт на выбранном сервере, перенести их на другой сервер нельзя."],
      currencyUnit: "{amount, plural, one {# алмаз} few {# алмаза} many {# алмазов} other {# алмаза}}",
    },
    uz: {
      name: "Love and Deepspace",
      ogTitle: "Love and Deepspace olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Love and Deepspace uchun olmos va Aurum Pass'ni faqat UID va server bilan to'ldiring. QRIS, elektron hamyon yoki virtual hisob orqali to'lang, bir necha daqiqada keladi.",
      intro: "Love and Deepspace uchun olmoslar va Aurum Pass. UID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Love and Deepspace UID ni qayerdan topaman?",
          answer:
            "Asosiy ekranning chap yuqori burchagidagi profil rasmingizga bosing. UID profil sahifasida ismingiz ostida, yonida nusxa olish tugmasi bilan yozilgan.",
        },
        {
          question: "Olmoslar qancha vaqtda keladi?",
          answer:
            "Odatda to'lovdan keyin bir necha daqiqada. 1 soat ichida kelmasa, buyurtma raqami, UID va server bilan qo'llab-quvvatlash xizmatiga yozing.",
        },
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Hisobingiz o'ynayotgan serverni; Indoneziyadagi o'yinchilar odatda Osiyo serverida. Server nomi login ekranida ko'rinadi. Olmoslarni boshqa serverga o'tkazib bo'lmaydi.",
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
          answer:
            "Ha. Bizga faqat UID va server kerak, hisob parolini hech qachon so'ramaymiz. Yetkazib berish amalga oshmasa, pulning 100% qaytariladi.",
        },
      ],
      guide: [
        "Love and Deepspace'ni oching va hisobingizga kiring.",
        "Asosiy ekranning chap yuqori burchagidagi profil rasmingizga bosing.",
        "Ismingiz ostidagi UID ni nusxalang.",
        "Login ekranida hisobingiz serverini tekshiring (Osiyo, Amerika yoki Yevropa).",
        "UID ni shu sahifaga kiriting va xuddi shu serverni tanlang.",
      ],
      notes: ["Olmoslar faqat tanlangan serverdagi hisobga keladi va ularni boshqa serverga o'tkazib bo'lmaydi."],
      currencyUnit: "{amount, number} olmos",
    },
  },
};
