import { samplePrices } from "../sample-prices";
import { supercellAccount } from "../publishers";
import type { GameDefinition } from "../types";

/** Gem packs: [amount, IDR, USD cents]. Supercell's own ladder, no bonus gems. */
const GEMS: [number, number, number][] = [
  [80, 16_000, 99],
  [500, 79_000, 499],
  [1200, 159_000, 999],
  [2500, 319_000, 1999],
  [6500, 799_000, 4999],
  [14000, 1_599_000, 9999],
];

export const clashOfClans: GameDefinition = {
  slug: "clash-of-clans",
  name: "Clash of Clans",
  publisher: "Supercell",
  color: "#d69a1c",
  aliases: ["coc", "clash of clan", "clashofclans", "clash", "klash of clans", "клеш оф кленс", "клэш оф клэнс", "кок"],
  hasFormPage: false,
  minimumPurchase: 80,
  account: supercellAccount("2PP0JCCL"),
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `coc-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 500 || amount === 1200,
      prices: samplePrices(idr, usd, amount === 2500 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "coc-gold-pass",
      kind: "pass",
      popular: true,
      title: { id: "Gold Pass", en: "Gold Pass", ru: "Gold Pass (золотой пропуск)", uz: "Gold Pass (oltin pass)" },
      description: {
        id: "Membuka Gold Pass untuk musim yang sedang berjalan: hadiah premium, skin Hero musim ini, serta potongan waktu dan biaya upgrade.",
        en: "Unlocks the Gold Pass for the current season: premium rewards, this season's Hero skin, and faster, cheaper upgrades.",
        ru: "Открывает Gold Pass текущего сезона: премиальные награды, облик героя этого сезона, ускорение и скидки на улучшения.",
        uz: "Joriy mavsum uchun Gold Pass ni ochadi: premium mukofotlar, shu mavsumning qahramon skini, yaxshilashlar tezroq va arzonroq.",
      },
      prices: samplePrices(109_000, 699),
    },
  ],
  texts: {
    id: {
      name: "Clash of Clans",
      ogTitle: "Top Up Gems Clash of Clans Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Gold Pass COC cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via QRIS, e-wallet atau virtual account, masuk dalam hitungan menit.",
      intro:
        "Beli Gems dan Gold Pass untuk Clash of Clans. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer:
            "Ketuk ikon level (XP) di pojok kiri atas desa Anda untuk membuka profil. Player Tag ada di bawah nama, diawali tanda #, misalnya #2PP0JCCL.",
        },
        {
          question: "Kenapa akun harus terhubung ke Supercell ID?",
          answer:
            "Supercell mengirim Gems ke Supercell ID yang terhubung dengan Player Tag tersebut. Jika tag belum terhubung, pesanan tidak bisa diproses. Cek di Pengaturan: bagian Supercell ID harus berstatus terhubung.",
        },
        {
          question: "Berapa lama Gems masuk?",
          answer:
            "Biasanya dalam beberapa menit setelah pembayaran berhasil. Jika belum masuk dalam 1 jam, hubungi layanan pelanggan dengan nomor pesanan dan Player Tag Anda.",
        },
        {
          question: "Kapan sebaiknya membeli Gold Pass?",
          answer:
            "Gold Pass berlaku untuk musim yang sedang berjalan dan hanya bisa dimiliki satu kali per musim. Jika akun Anda sudah punya Gold Pass musim ini, tunggu musim berikutnya dimulai.",
        },
        {
          question: "Tag saya berisi huruf O atau angka 0?",
          answer:
            "Player Tag Supercell tidak memakai huruf O, hanya angka 0. Jika Anda mengetik O, kami otomatis mengubahnya menjadi 0. Tanda # boleh diketik atau tidak.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi atau kode verifikasi Supercell ID Anda. Jika pengiriman gagal, dana Anda dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Clash of Clans dan masuk ke desa Anda.",
        "Ketuk ikon level (XP) di pojok kiri atas layar untuk membuka profil.",
        "Lihat Player Tag di bawah nama Anda, diawali tanda #, misalnya #2PP0JCCL.",
        "Buka Pengaturan (ikon roda gigi) dan pastikan bagian Supercell ID sudah terhubung.",
        "Salin Player Tag ke kolom Player Tag di halaman ini.",
      ],
      notes: [
        "Player Tag harus sudah terhubung ke Supercell ID. Supercell mengirim Gems ke Supercell ID yang terhubung dengan tag tersebut.",
        "Periksa Player Tag dengan teliti: Gems yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} Gems",
    },
    en: {
      name: "Clash of Clans",
      ogTitle: "Official, Low-Cost Clash of Clans Gem Top-Up | Kupi",
      ogDescription:
        "Top up COC Gems and the Gold Pass with a Player Tag linked to Supercell ID. Pay by QRIS, e-wallet or virtual account; it arrives within minutes.",
      intro:
        "Buy Gems and the Gold Pass for Clash of Clans. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer:
            "Tap the XP level icon in the top-left corner of your village to open your profile. The Player Tag is under your name and starts with #, e.g. #2PP0JCCL.",
        },
        {
          question: "Why must the account be linked to Supercell ID?",
          answer:
            "Supercell delivers Gems to the Supercell ID linked to that Player Tag. If the tag is not linked, the order cannot go through. Check in Settings: Supercell ID must show as connected.",
        },
        {
          question: "How long do Gems take to arrive?",
          answer:
            "Usually a few minutes after the payment succeeds. If nothing has arrived within 1 hour, contact support with your order number and Player Tag.",
        },
        {
          question: "When should I buy the Gold Pass?",
          answer:
            "The Gold Pass applies to the season in progress and an account can own it only once per season. If your account already has this season's Gold Pass, wait for the next season to start.",
        },
        {
          question: "Does my tag contain the letter O or the digit 0?",
          answer:
            "Supercell Player Tags never use the letter O, only the digit 0. If you type O, we change it to 0 for you. You may type the # or leave it out.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your password or your Supercell ID verification code. If delivery fails, you get a 100% refund.",
        },
      ],
      guide: [
        "Open Clash of Clans and go to your village.",
        "Tap the XP level icon in the top-left corner to open your profile.",
        "Your Player Tag is under your name and starts with #, e.g. #2PP0JCCL.",
        "Open Settings (the gear icon) and make sure Supercell ID shows as connected.",
        "Copy the Player Tag into the Player Tag field on this page.",
      ],
      notes: [
        "The Player Tag must be linked to a Supercell ID. Supercell delivers Gems to the Supercell ID linked to that tag.",
        "Check your Player Tag carefully: Gems delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, plural, one {# Gem} other {# Gems}}",
    },
    ru: {
      name: "Clash of Clans",
      ogTitle: "Гемы Clash of Clans: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Gold Pass в COC по тегу игрока, привязанному к Supercell ID. Оплата через QRIS, электронный кошелёк или виртуальный счёт, зачисление за минуты.",
      intro: "Гемы и Gold Pass для Clash of Clans. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer:
            "Нажмите на значок уровня опыта в левом верхнем углу деревни, чтобы открыть профиль. Тег указан под именем и начинается с #, например #2PP0JCCL.",
        },
        {
          question: "Зачем нужна привязка к Supercell ID?",
          answer:
            "Supercell зачисляет гемы на Supercell ID, привязанный к этому тегу. Если тег не привязан, заказ не пройдёт. Проверьте в настройках: Supercell ID должен быть подключён.",
        },
        {
          question: "Как быстро приходят гемы?",
          answer:
            "Обычно через несколько минут после оплаты. Если за 1 час ничего не пришло, напишите в поддержку, указав номер заказа и тег игрока.",
        },
        {
          question: "Когда лучше покупать Gold Pass?",
          answer:
            "Gold Pass действует на текущий сезон, и на аккаунте он может быть только один раз за сезон. Если у вас уже есть Gold Pass этого сезона, дождитесь начала следующего.",
        },
        {
          question: "В моём теге буква O или цифра 0?",
          answer:
            "В тегах Supercell нет буквы O, только цифра 0. Если вы ввели O, мы сами заменим её на 0. Символ # можно вводить или не вводить.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль или код подтверждения Supercell ID. Если доставка не удалась, мы вернём 100% оплаты.",
        },
      ],
      guide: [
        "Откройте Clash of Clans и зайдите в свою деревню.",
        "Нажмите на значок уровня опыта в левом верхнем углу, чтобы открыть профиль.",
        "Тег игрока указан под именем и начинается с #, например #2PP0JCCL.",
        "Откройте настройки (значок шестерёнки) и убедитесь, что Supercell ID подключён.",
        "Скопируйте тег в поле «Тег игрока» на этой странице.",
      ],
      notes: [
        "Тег игрока должен быть привязан к Supercell ID. Supercell зачисляет гемы на Supercell ID, привязанный к этому тегу.",
        "Внимательно проверьте тег: гемы, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, plural, one {# гем} few {# гема} many {# гемов} other {# гема}}",
    },
    uz: {
      name: "Clash of Clans",
      ogTitle: "Clash of Clans gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "COC gemlari va Gold Pass ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. QRIS, elektron hamyon yoki virtual hisob orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Clash of Clans uchun gemlar va Gold Pass. Supercell ID ga bog'langan hisobning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer:
            "Profilni ochish uchun qishlog'ingizning chap yuqori burchagidagi tajriba darajasi belgisiga bosing. Player Tag ismingiz ostida, # bilan boshlanadi, masalan #2PP0JCCL.",
        },
        {
          question: "Nega hisob Supercell ID ga bog'langan bo'lishi kerak?",
          answer:
            "Supercell gemlarni shu Player Tag ga bog'langan Supercell ID ga yuboradi. Tag bog'lanmagan bo'lsa, buyurtma bajarilmaydi. Sozlamalarda tekshiring: Supercell ID ulangan bo'lishi kerak.",
        },
        {
          question: "Gemlar qancha vaqtda keladi?",
          answer:
            "Odatda to'lovdan keyin bir necha daqiqada. 1 soat ichida kelmasa, buyurtma raqami va Player Tag bilan qo'llab-quvvatlash xizmatiga yozing.",
        },
        {
          question: "Gold Pass ni qachon olgan ma'qul?",
          answer:
            "Gold Pass joriy mavsum uchun amal qiladi va hisobda bir mavsumda faqat bir marta bo'lishi mumkin. Hisobingizda shu mavsumning Gold Pass i bo'lsa, keyingi mavsum boshlanishini kuting.",
        },
        {
          question: "Tagimda O harfi bormi yoki 0 raqami?",
          answer:
            "Supercell taglarida O harfi ishlatilmaydi, faqat 0 raqami. O yozsangiz, biz uni avtomatik 0 ga almashtiramiz. # belgisini yozish shart emas.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon parolingizni yoki Supercell ID tasdiqlash kodini so'ramaymiz. Yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi.",
        },
      ],
      guide: [
        "Clash of Clans ni oching va qishlog'ingizga kiring.",
        "Profilni ochish uchun chap yuqori burchakdagi tajriba darajasi belgisiga bosing.",
        "Player Tag ismingiz ostida, # bilan boshlanadi, masalan #2PP0JCCL.",
        "Sozlamalarni (tishli g'ildirak belgisi) oching va Supercell ID ulanganiga ishonch hosil qiling.",
        "Player Tag ni shu sahifadagi Player Tag maydoniga ko'chiring.",
      ],
      notes: [
        "Player Tag Supercell ID ga bog'langan bo'lishi kerak. Supercell gemlarni shu tagga bog'langan Supercell ID ga yuboradi.",
        "Player Tag ni diqqat bilan tekshiring: boshqa hisobga yuborilgan gemlarni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} gem",
    },
  },
};
