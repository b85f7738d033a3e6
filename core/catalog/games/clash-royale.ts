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

export const clashRoyale: GameDefinition = {
  slug: "clash-royale",
  name: "Clash Royale",
  publisher: "Supercell",
  color: "#2a64d6",
  aliases: ["cr", "clash royal", "clashroyale", "klash royale", "klesh royal", "клеш рояль", "клэш рояль", "кр"],
  hasFormPage: false,
  minimumPurchase: 80,
  account: supercellAccount("9UQ8G2RL"),
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `cr-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 500,
      prices: samplePrices(idr, usd, amount === 1200 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "cr-pass-royale",
      kind: "pass",
      popular: true,
      title: { id: "Pass Royale", en: "Pass Royale", ru: "Pass Royale", uz: "Pass Royale" },
      description: {
        id: "Membuka Pass Royale untuk musim yang sedang berjalan: jalur hadiah premium beserta kosmetik eksklusif musim ini.",
        en: "Unlocks Pass Royale for the current season: the premium reward track with this season's exclusive cosmetics.",
        ru: "Открывает Pass Royale текущего сезона: премиальную ветку наград с эксклюзивными украшениями сезона.",
        uz: "Joriy mavsum uchun Pass Royale ni ochadi: premium mukofotlar yo'li va shu mavsumning eksklyuziv bezaklari.",
      },
      prices: samplePrices(89_000, 599),
    },
  ],
  texts: {
    id: {
      name: "Clash Royale",
      ogTitle: "Top Up Gems Clash Royale Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Pass Royale cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via QRIS, e-wallet atau virtual account, masuk dalam hitungan menit.",
      intro:
        "Beli Gems dan Pass Royale untuk Clash Royale. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer:
            "Di layar Battle, ketuk nama Anda di pojok kiri atas untuk membuka profil. Player Tag ada di bawah nama, diawali tanda #, misalnya #9UQ8G2RL.",
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
          question: "Kapan sebaiknya membeli Pass Royale?",
          answer:
            "Pass Royale berlaku untuk musim yang sedang berjalan. Hadiah yang sudah Anda kumpulkan musim ini tetap bisa diklaim setelah Pass aktif, jadi Anda tidak rugi membelinya di tengah musim.",
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
        "Buka Clash Royale dan tetap di layar Battle.",
        "Ketuk nama Anda di pojok kiri atas layar untuk membuka profil.",
        "Lihat Player Tag di bawah nama Anda, diawali tanda #, misalnya #9UQ8G2RL.",
        "Buka Pengaturan dan pastikan bagian Supercell ID sudah terhubung.",
        "Salin Player Tag ke kolom Player Tag di halaman ini.",
      ],
      notes: [
        "Player Tag harus sudah terhubung ke Supercell ID. Supercell mengirim Gems ke Supercell ID yang terhubung dengan tag tersebut.",
        "Periksa Player Tag dengan teliti: Gems yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} Gems",
    },
    en: {
      name: "Clash Royale",
      ogTitle: "Official, Low-Cost Clash Royale Gem Top-Up | Kupi",
      ogDescription:
        "Top up Gems and Pass Royale with a Player Tag linked to Supercell ID. Pay by QRIS, e-wallet or virtual account; it arrives within minutes.",
      intro:
        "Buy Gems and Pass Royale for Clash Royale. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer:
            "On the Battle screen, tap your name in the top-left corner to open your profile. The Player Tag is under your name and starts with #, e.g. #9UQ8G2RL.",
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
          question: "When should I buy Pass Royale?",
          answer:
            "Pass Royale applies to the season in progress. Rewards you have already reached this season can still be claimed once the Pass is active, so buying mid-season loses nothing.",
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
        "Open Clash Royale and stay on the Battle screen.",
        "Tap your name in the top-left corner to open your profile.",
        "Your Player Tag is under your name and starts with #, e.g. #9UQ8G2RL.",
        "Open Settings and make sure Supercell ID shows as connected.",
        "Copy the Player Tag into the Player Tag field on this page.",
      ],
      notes: [
        "The Player Tag must be linked to a Supercell ID. Supercell delivers Gems to the Supercell ID linked to that tag.",
        "Check your Player Tag carefully: Gems delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, plural, one {# Gem} other {# Gems}}",
    },
    ru: {
      name: "Clash Royale",
      ogTitle: "Гемы Clash Royale: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Pass Royale по тегу игрока, привязанному к Supercell ID. Оплата через QRIS, электронный кошелёк или виртуальный счёт, зачисление за минуты.",
      intro: "Гемы и Pass Royale для Clash Royale. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer:
            "На экране «Бой» нажмите на своё имя в левом верхнем углу, чтобы открыть профиль. Тег указан под именем и начинается с #, например #9UQ8G2RL.",
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
          question: "Когда лучше покупать Pass Royale?",
          answer:
            "Pass Royale действует на текущий сезон. Награды, до которых вы уже дошли в этом сезоне, можно забрать после активации пропуска, так что покупка в середине сезона ничего не теряет.",
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
        "Откройте Clash Royale и оставайтесь на экране «Бой».",
        "Нажмите на своё имя в левом верхнем углу, чтобы открыть профиль.",
        "Тег игрока указан под именем и начинается с #, например #9UQ8G2RL.",
        "Откройте настройки и убедитесь, что Supercell ID подключён.",
        "Скопируйте тег в поле «Тег игрока» на этой странице.",
      ],
      notes: [
        "Тег игрока должен быть привязан к Supercell ID. Supercell зачисляет гемы на Supercell ID, привязанный к этому тегу.",
        "Внимательно проверьте тег: гемы, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, plural, one {# гем} few {# гема} many {# гемов} other {# гема}}",
    },
    uz: {
      name: "Clash Royale",
      ogTitle: "Clash Royale gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "Gemlar va Pass Royale ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. QRIS, elektron hamyon yoki virtual hisob orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Clash Royale uchun gemlar va Pass Royale. Supercell ID ga bog'langan hisobning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer:
            "Jang (Battle) ekranida profilni ochish uchun chap yuqori burchakdagi ismingizga bosing. Player Tag ismingiz ostida, # bilan boshlanadi, masalan #9UQ8G2RL.",
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
          question: "Pass Royale ni qachon olgan ma'qul?",
          answer:
            "Pass Royale joriy mavsum uchun amal qiladi. Shu mavsumda allaqachon yetgan mukofotlaringizni pass faollashgach olishingiz mumkin, shuning uchun mavsum o'rtasida olish zarar emas.",
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
        "Clash Royale ni oching va Jang (Battle) ekranida qoling.",
        "Profilni ochish uchun chap yuqori burchakdagi ismingizga bosing.",
        "Player Tag ismingiz ostida, # bilan boshlanadi, masalan #9UQ8G2RL.",
        "Sozlamalarni oching va Supercell ID ulanganiga ishonch hosil qiling.",
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
