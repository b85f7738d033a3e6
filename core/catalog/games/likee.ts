import { samplePrices } from "../sample-prices";
import type { GameDefinition } from "../types";

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

export const likee: GameDefinition = {
  slug: "likee",
  name: "Likee",
  publisher: "BIGO Technology",
  color: "#ff3d6e",
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
        "Top up Diamond Likee cukup pakai Likee ID. Bayar via QRIS, e-wallet atau virtual account, Diamond masuk dalam hitungan menit.",
      intro:
        "Beli Diamond Likee untuk kirim gift saat live dan dukung kreator favorit Anda. Cukup masukkan Likee ID, tanpa perlu login.",
      faq: [
        {
          question: "Di mana saya bisa melihat Likee ID?",
          answer:
            "Ketuk tab Saya (Me) di pojok kanan bawah aplikasi. Likee ID tertera di bawah nama Anda, misalnya Likee ID: 583920174.",
        },
        {
          question: "Berapa lama Diamond masuk?",
          answer:
            "Biasanya dalam beberapa menit setelah pembayaran berhasil. Jika belum masuk dalam 1 jam, hubungi layanan pelanggan dengan nomor pesanan dan Likee ID Anda.",
        },
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
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau kode OTP akun Anda. Jika Diamond gagal dikirim, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka aplikasi Likee dan masuk ke akun yang ingin diisi.",
        "Ketuk tab Saya (Me) di pojok kanan bawah layar.",
        "Lihat tulisan Likee ID di bawah nama Anda: huruf atau angka setelahnya adalah Likee ID Anda.",
        "Salin Likee ID ke kolom di halaman ini.",
      ],
      notes: ["Periksa Likee ID dengan teliti: Diamond yang sudah terkirim ke akun lain tidak bisa ditarik kembali."],
      currencyUnit: "{amount, number} Diamond",
    },
    en: {
      name: "Likee",
      ogTitle: "Cheap, Fast Likee Diamond Top-Up | Kupi",
      ogDescription:
        "Top up Likee Diamonds with just your Likee ID. Pay by QRIS, e-wallet or virtual account; Diamonds arrive within minutes.",
      intro:
        "Buy Likee Diamonds to send gifts on lives and support your favourite creators. Just enter your Likee ID, no login needed.",
      faq: [
        {
          question: "Where do I find my Likee ID?",
          answer:
            "Tap the Me tab in the bottom-right corner of the app. Your Likee ID is under your name, e.g. Likee ID: 583920174.",
        },
        {
          question: "How long do Diamonds take to arrive?",
          answer:
            "Usually a few minutes after the payment succeeds. If nothing has arrived within 1 hour, contact support with your order number and Likee ID.",
        },
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
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or a login code, and if the Diamonds cannot be delivered you get a 100% refund.",
        },
      ],
      guide: [
        "Open the Likee app and sign in to the account you want to top up.",
        "Tap the Me tab in the bottom-right corner.",
        'Look for "Likee ID" under your name: the letters or digits after it are your Likee ID.',
        "Copy the Likee ID into the field on this page.",
      ],
      notes: ["Check your Likee ID carefully: Diamonds delivered to another account cannot be taken back."],
      currencyUnit: "{amount, plural, one {# Diamond} other {# Diamonds}}",
    },
    ru: {
      name: "Likee",
      ogTitle: "Алмазы Likee: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение алмазов Likee только по Likee ID. Оплата через QRIS, электронный кошелёк или виртуальный счёт, алмазы приходят за минуты.",
      intro:
        "Алмазы Likee, чтобы дарить подарки в эфирах и поддерживать любимых авторов. Достаточно ввести Likee ID, входить в аккаунт не нужно.",
      faq: [
        {
          question: "Где найти Likee ID?",
          answer:
            "Откройте вкладку «Я» (Me) в правом нижнем углу приложения. Likee ID указан под вашим именем, например Likee ID: 583920174.",
        },
        {
          question: "Как быстро приходят алмазы?",
          answer:
            "Обычно через несколько минут после оплаты. Если за 1 час ничего не пришло, напишите в поддержку, указав номер заказа и Likee ID.",
        },
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
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или код для входа, а если алмазы не удаётся доставить, возвращаем 100% оплаты.",
        },
      ],
      guide: [
        "Откройте приложение Likee и войдите в аккаунт, который хотите пополнить.",
        "Нажмите на вкладку «Я» (Me) в правом нижнем углу.",
        "Найдите «Likee ID» под вашим именем: буквы или цифры после него — это ваш Likee ID.",
        "Скопируйте Likee ID в поле на этой странице.",
      ],
      notes: ["Внимательно проверьте Likee ID: алмазы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, plural, one {# алмаз} few {# алмаза} many {# алмазов} other {# алмаза}}",
    },
    uz: {
      name: "Likee",
      ogTitle: "Likee olmoslarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Likee olmoslarini faqat Likee ID bilan to'ldiring. QRIS, elektron hamyon yoki virtual hisob orqali to'lang, olmoslar bir necha daqiqada keladi.",
      intro:
        "Jonli efirlarda sovg'a yuborish va sevimli mualliflarni qo'llab-quvvatlash uchun Likee olmoslari. Likee ID ni kiritish kifoya, hisobga kirish shart emas.",
      faq: [
        {
          question: "Likee ID ni qayerdan topaman?",
          answer:
            "Ilovaning o'ng pastki burchagidagi Men (Me) bo'limiga bosing. Likee ID ismingiz ostida ko'rsatilgan, masalan Likee ID: 583920174.",
        },
        {
          question: "Olmoslar qancha vaqtda keladi?",
          answer:
            "Odatda to'lovdan keyin bir necha daqiqada. 1 soat ichida kelmasa, buyurtma raqami va Likee ID bilan qo'llab-quvvatlash xizmatiga yozing.",
        },
        {
          question: "Likee olmoslari nima uchun kerak?",
          answer:
            "Olmoslar jonli efirlarda va videolar ostida mualliflarga sovg'a yuborish uchun kerak. Ular Likee hisobingizdagi hamyon (Wallet) balansiga tushadi.",
        },
        {
          question: "Likee ID ni o'zgartirganman. Qaysi birini kiritaman?",
          answer: "Profilingizda hozir ko'rsatilgan Likee ID ni kiriting. Eski ID endi hisobingizga bog'lanmagan.",
        },
        {
          question: "Indoneziyadan tashqaridagi hisobni to'ldirsa bo'ladimi?",
          answer: "Ha. Olmoslar Likee ID ga keladi, hisob qaysi mamlakatda ro'yxatdan o'tgani muhim emas.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parol yoki kirish kodini so'ramaymiz, olmoslar yetkazilmasa esa to'lov 100% qaytariladi.",
        },
      ],
      guide: [
        "Likee ilovasini oching va to'ldirmoqchi bo'lgan hisobingizga kiring.",
        "O'ng pastki burchakdagi Men (Me) bo'limiga bosing.",
        'Ismingiz ostidagi "Likee ID" yozuvini toping: undan keyingi harf yoki raqamlar Likee ID ingiz.',
        "Likee ID ni shu sahifadagi maydonga ko'chiring.",
      ],
      notes: ["Likee ID ni diqqat bilan tekshiring: boshqa hisobga yuborilgan olmoslarni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} olmos",
    },
  },
};
