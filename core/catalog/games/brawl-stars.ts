import { samplePrices } from "../sample-prices";
import { supercellAccount } from "../publishers";
import type { GameDefinition } from "../types";

/** Gem packs: [amount, IDR, USD cents]. Supercell's own ladder, no bonus gems. */
const GEMS: [number, number, number][] = [
  [30, 31_000, 199],
  [80, 79_000, 499],
  [170, 159_000, 999],
  [360, 319_000, 1999],
  [950, 799_000, 4999],
  [2000, 1_599_000, 9999],
];

export const brawlStars: GameDefinition = {
  slug: "brawl-stars",
  name: "Brawl Stars",
  publisher: "Supercell",
  color: "#f5c400",
  aliases: ["bs", "brawl star", "brawlstars", "brawl", "brawl stars gems", "бравл старс", "бравл", "бс"],
  hasFormPage: false,
  account: supercellAccount("YJ2VL8C0"),
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `bs-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 170,
      prices: samplePrices(idr, usd, amount === 360 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "bs-brawl-pass",
      kind: "pass",
      popular: true,
      title: { id: "Brawl Pass", en: "Brawl Pass", ru: "Brawl Pass", uz: "Brawl Pass" },
      description: {
        id: "Membuka Brawl Pass untuk musim yang sedang berjalan: jalur hadiah premium beserta skin eksklusif musim ini.",
        en: "Unlocks the Brawl Pass for the current season: the premium reward track with this season's exclusive skin.",
        ru: "Открывает Brawl Pass текущего сезона: премиальную ветку наград с эксклюзивным скином сезона.",
        uz: "Joriy mavsum uchun Brawl Pass ni ochadi: premium mukofotlar yo'li va shu mavsumning eksklyuziv skini.",
      },
      prices: samplePrices(109_000, 699),
    },
    {
      sku: "bs-brawl-pass-plus",
      kind: "pass",
      title: { id: "Brawl Pass Plus", en: "Brawl Pass Plus", ru: "Brawl Pass Plus", uz: "Brawl Pass Plus" },
      description: {
        id: "Semua isi Brawl Pass musim ini, ditambah kosmetik eksklusif Brawl Pass Plus dan progres tier tambahan.",
        en: "Everything in this season's Brawl Pass, plus the Brawl Pass Plus exclusive cosmetics and extra tier progress.",
        ru: "Всё, что входит в Brawl Pass этого сезона, плюс эксклюзивные украшения Brawl Pass Plus и дополнительный прогресс уровней.",
        uz: "Shu mavsumdagi Brawl Pass ning hammasi, ustiga Brawl Pass Plus eksklyuziv bezaklari va qo'shimcha bosqich progressi.",
      },
      prices: samplePrices(159_000, 999, { salePercent: 7 }),
    },
  ],
  texts: {
    id: {
      name: "Brawl Stars",
      ogTitle: "Top Up Gems Brawl Stars Murah & Resmi | Kupi",
      ogDescription:
        "Top up Gems dan Brawl Pass cukup pakai Player Tag yang terhubung ke Supercell ID. Bayar via QRIS, e-wallet atau virtual account, masuk dalam hitungan menit.",
      intro:
        "Beli Gems, Brawl Pass dan Brawl Pass Plus untuk Brawl Stars. Cukup masukkan Player Tag akun yang sudah terhubung ke Supercell ID.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player Tag?",
          answer:
            "Ketuk ikon profil Anda di pojok kiri atas layar utama. Player Tag ada di bawah nama, diawali tanda #, misalnya #YJ2VL8C0.",
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
          question: "Apa beda Brawl Pass dan Brawl Pass Plus?",
          answer:
            "Keduanya membuka jalur hadiah premium musim yang sedang berjalan. Brawl Pass Plus menambahkan kosmetik eksklusif dan progres tier tambahan. Pass hanya berlaku untuk satu musim, jadi jangan beli jika akun Anda sudah memilikinya musim ini.",
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
        "Buka Brawl Stars dan tunggu sampai layar utama muncul.",
        "Ketuk ikon profil Anda di pojok kiri atas layar.",
        "Lihat Player Tag di bawah nama Anda, diawali tanda #, misalnya #YJ2VL8C0.",
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
      name: "Brawl Stars",
      ogTitle: "Official, Low-Cost Brawl Stars Gem Top-Up | Kupi",
      ogDescription:
        "Top up Gems and the Brawl Pass with a Player Tag linked to Supercell ID. Pay by QRIS, e-wallet or virtual account; it arrives within minutes.",
      intro:
        "Buy Gems, the Brawl Pass and Brawl Pass Plus for Brawl Stars. Just enter the Player Tag of an account linked to Supercell ID.",
      faq: [
        {
          question: "Where do I find my Player Tag?",
          answer:
            "Tap your profile icon in the top-left corner of the main screen. The Player Tag is under your name and starts with #, e.g. #YJ2VL8C0.",
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
          question: "What is the difference between Brawl Pass and Brawl Pass Plus?",
          answer:
            "Both unlock the premium reward track of the season in progress. Brawl Pass Plus adds exclusive cosmetics and extra tier progress. A pass lasts one season, so do not buy it if your account already has it this season.",
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
        "Open Brawl Stars and wait for the main screen.",
        "Tap your profile icon in the top-left corner.",
        "Your Player Tag is under your name and starts with #, e.g. #YJ2VL8C0.",
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
      name: "Brawl Stars",
      ogTitle: "Гемы Brawl Stars: официальное и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов и Brawl Pass по тегу игрока, привязанному к Supercell ID. Оплата через QRIS, электронный кошелёк или виртуальный счёт, зачисление за минуты.",
      intro:
        "Гемы, Brawl Pass и Brawl Pass Plus для Brawl Stars. Достаточно ввести тег игрока аккаунта, привязанного к Supercell ID.",
      faq: [
        {
          question: "Где найти тег игрока?",
          answer:
            "Нажмите на значок профиля в левом верхнем углу главного экрана. Тег указан под именем и начинается с #, например #YJ2VL8C0.",
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
          question: "Чем Brawl Pass отличается от Brawl Pass Plus?",
          answer:
            "Оба открывают премиальную ветку наград текущего сезона. Brawl Pass Plus добавляет эксклюзивные украшения и дополнительный прогресс уровней. Пропуск действует один сезон, поэтому не покупайте его, если он уже есть на аккаунте в этом сезоне.",
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
        "Откройте Brawl Stars и дождитесь главного экрана.",
        "Нажмите на значок профиля в левом верхнем углу.",
        "Тег игрока указан под именем и начинается с #, например #YJ2VL8C0.",
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
      name: "Brawl Stars",
      ogTitle: "Brawl Stars gemlarini rasmiy va arzon to'ldirish | Kupi",
      ogDescription:
        "Gemlar va Brawl Pass ni Supercell ID ga bog'langan Player Tag orqali to'ldiring. QRIS, elektron hamyon yoki virtual hisob orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Brawl Stars uchun gemlar, Brawl Pass va Brawl Pass Plus. Supercell ID ga bog'langan hisobning Player Tag ini kiritish kifoya.",
      faq: [
        {
          question: "Player Tag ni qayerdan topaman?",
          answer:
            "Asosiy ekranning chap yuqori burchagidagi profil belgisiga bosing. Player Tag ismingiz ostida, # bilan boshlanadi, masalan #YJ2VL8C0.",
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
          question: "Brawl Pass va Brawl Pass Plus ning farqi nima?",
          answer:
            "Ikkalasi ham joriy mavsumning premium mukofotlar yo'lini ochadi. Brawl Pass Plus eksklyuziv bezaklar va qo'shimcha bosqich progressini qo'shadi. Pass bir mavsum amal qiladi, shu mavsumda hisobingizda bo'lsa, qayta olmang.",
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
        "Brawl Stars ni oching va asosiy ekran chiqishini kuting.",
        "Chap yuqori burchakdagi profil belgisiga bosing.",
        "Player Tag ismingiz ostida, # bilan boshlanadi, masalan #YJ2VL8C0.",
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
