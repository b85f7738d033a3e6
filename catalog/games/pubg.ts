import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** UC packs: [base amount, bonus, IDR, USD cents]. */
const UC: [number, number, number, number][] = [
  [60, 0, 15_000, 99],
  [300, 25, 72_000, 499],
  [600, 60, 145_000, 999],
  [1500, 300, 360_000, 2499],
  [3000, 850, 720_000, 4999],
  [6000, 2100, 1_440_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const pubg: GameDefinition = {
  slug: "pubg",
  name: "PUBG Mobile",
  publisher: "Tencent Games (Level Infinite)",
  tile: { mark: "parachute", from: "#f2b01e", to: "#b66d00", ink: "#231500" },
  aliases: [
    "pubg",
    "pubgm",
    "pubg mobile",
    "pubg mobail",
    "pabji",
    "pubji",
    "pabg",
    "pubj",
    "uc pubg",
    "пабг",
    "пубг",
    "пабг мобайл",
    "пубг мобайл",
  ],
  supplierNames: ["pubg mobile", "pubgm"],
  hasFormPage: false,
  minimumPurchase: 60,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "playerId",
        kind: "playerId",
        charset: "digits",
        minLength: 8,
        maxLength: 12,
        startsWith: ["5"],
        example: "5123456789",
      },
    ],
  },
  products: [
    ...UC.map(([amount, bonus, idr, usd]) => ({
      sku: `pubg-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      popular: amount === 300 || amount === 600,
      prices: samplePrices(idr, usd, amount === 1500 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "pubg-elite-pass",
      kind: "pass",
      popular: true,
      title: {
        id: "Elite Pass (Royale Pass)",
        en: "Elite Pass (Royale Pass)",
        ru: "Elite Pass (Royale Pass)",
        uz: "Elite Pass (Royale Pass)",
      },
      description: {
        id: "Membuka Elite Pass Royale Pass musim ini (level 1-100) di akun Anda, lengkap dengan misi dan hadiah jalur Elite.",
        en: "Unlocks this season's Royale Pass Elite Pass (ranks 1-100) on your account, with the Elite missions and rewards.",
        ru: "Открывает Elite Pass текущего сезона Royale Pass (уровни 1-100) на вашем аккаунте с элитными заданиями и наградами.",
        uz: "Joriy mavsumdagi Royale Pass uchun Elite Pass ni (1-100 darajalar) akkauntingizda ochadi: Elite topshiriqlari va mukofotlari bilan.",
      },
      prices: samplePrices(180_000, 1199),
    },
    {
      sku: "pubg-elite-pass-plus",
      kind: "pass",
      title: {
        id: "Elite Pass Plus (Royale Pass)",
        en: "Elite Pass Plus (Royale Pass)",
        ru: "Elite Pass Plus (Royale Pass)",
        uz: "Elite Pass Plus (Royale Pass)",
      },
      description: {
        id: "Semua isi Elite Pass musim ini, ditambah lompatan rank Royale Pass dan hadiah eksklusif Elite Pass Plus.",
        en: "Everything in this season's Elite Pass, plus instant Royale Pass ranks and the exclusive Elite Pass Plus rewards.",
        ru: "Всё содержимое Elite Pass текущего сезона, а также мгновенные ранги Royale Pass и эксклюзивные награды Elite Pass Plus.",
        uz: "Joriy mavsumdagi Elite Pass ning barcha imkoniyatlari, shuningdek darhol beriladigan Royale Pass darajalari va Elite Pass Plus eksklyuziv mukofotlari.",
      },
      prices: samplePrices(450_000, 2999, { salePercent: 10 }),
    },
    {
      sku: "pubg-prime",
      kind: "membership",
      durationDays: 30,
      title: { id: "Prime (1 bulan)", en: "Prime (1 month)", ru: "Prime (1 месяц)", uz: "Prime (1 oy)" },
      description: {
        id: "Langganan Prime selama 30 hari: UC harian yang diklaim saat login, plus diskon dan hadiah khusus pelanggan Prime.",
        en: "30 days of Prime: daily UC you claim when you log in, plus Prime-only discounts and rewards.",
        ru: "30 дней Prime: ежедневные UC, которые забираются при входе в игру, а также скидки и награды для подписчиков Prime.",
        uz: "30 kunlik Prime: o'yinga kirganda olinadigan kunlik UC, shuningdek Prime obunachilari uchun chegirma va mukofotlar.",
      },
      prices: samplePrices(15_000, 99),
    },
    {
      sku: "pubg-prime-plus",
      kind: "membership",
      durationDays: 30,
      title: {
        id: "Prime Plus (1 bulan)",
        en: "Prime Plus (1 month)",
        ru: "Prime Plus (1 месяц)",
        uz: "Prime Plus (1 oy)",
      },
      description: {
        id: "Langganan Prime Plus selama 30 hari: semua keuntungan Prime, UC harian yang lebih banyak dan hadiah eksklusif Prime Plus.",
        en: "30 days of Prime Plus: everything in Prime, more daily UC and the exclusive Prime Plus rewards.",
        ru: "30 дней Prime Plus: все преимущества Prime, больше ежедневных UC и эксклюзивные награды Prime Plus.",
        uz: "30 kunlik Prime Plus: Prime ning barcha imkoniyatlari, ko'proq kunlik UC va Prime Plus eksklyuziv mukofotlari.",
      },
      prices: samplePrices(149_000, 999),
    },
    // Crate coupons are the game's own items: each opens its crate once, whatever that crate holds this season.
    {
      sku: "pubg-classic-crate-10",
      kind: "chest",
      title: {
        id: "10 Kupon Classic Crate",
        en: "10 Classic Crate Coupons",
        ru: "10 купонов Classic Crate",
        uz: "10 ta Classic Crate kuponi",
      },
      description: {
        id: "10 kupon masuk ke inventaris Anda; tiap kupon membuka Classic Crate sekali dan memberi satu item acak dari isinya.",
        en: "10 coupons in your inventory; each opens the Classic Crate once for one random item from its contents.",
        ru: "10 купонов в инвентаре; каждый открывает Classic Crate один раз и даёт один случайный предмет из его содержимого.",
        uz: "Inventaringizga 10 ta kupon tushadi; har biri Classic Crate ni bir marta ochib, ichidagi bitta tasodifiy buyumni beradi.",
      },
      prices: samplePrices(130_000, 899),
    },
    {
      sku: "pubg-premium-crate-10",
      kind: "chest",
      title: {
        id: "10 Kupon Premium Crate",
        en: "10 Premium Crate Coupons",
        ru: "10 купонов Premium Crate",
        uz: "10 ta Premium Crate kuponi",
      },
      description: {
        id: "10 kupon masuk ke inventaris Anda; tiap kupon membuka Premium Crate sekali dan memberi satu item acak dari isinya.",
        en: "10 coupons in your inventory; each opens the Premium Crate once for one random item from its contents.",
        ru: "10 купонов в инвентаре; каждый открывает Premium Crate один раз и даёт один случайный предмет из его содержимого.",
        uz: "Inventaringizga 10 ta kupon tushadi; har biri Premium Crate ni bir marta ochib, ichidagi bitta tasodifiy buyumni beradi.",
      },
      prices: samplePrices(250_000, 1699),
    },
  ],
  texts: {
    id: {
      name: "PUBG Mobile",
      ogTitle: "Top Up UC PUBG Mobile Murah & Cepat | Kupi",
      ogDescription:
        "Top up UC PUBG Mobile cukup pakai ID karakter. Bayar via {paymentMethodsOr}, UC masuk dalam hitungan menit.",
      intro:
        "Beli UC, Elite Pass, Prime dan kupon peti untuk PUBG Mobile. Cukup masukkan ID karakter Anda yang diawali angka 5.",
      faq: [
        {
          question: "Di mana saya bisa melihat ID PUBG Mobile?",
          answer:
            "Ketuk avatar di pojok kiri atas lobi. ID karakter tertera di bawah nama Anda, berupa deretan angka yang diawali 5, misalnya 5123456789.",
        },
        DELIVERY.entry("id", "Berapa lama UC masuk?"),
        {
          question: "Kenapa ID saya ditolak padahal sudah benar?",
          answer:
            "ID PUBG Mobile versi global selalu diawali angka 5. Jika ID Anda diawali angka lain, kemungkinan yang tersalin adalah nomor lain (misalnya ID tim atau akun media sosial). Salin ulang dari halaman profil.",
        },
        {
          question: "Apakah UC bonusnya sudah termasuk?",
          answer:
            "Sudah. Misalnya paket 300 + 25 UC mengirim total 325 UC, dan paket 6000 + 2100 UC mengirim total 8100 UC ke akun Anda.",
        },
        {
          question: "Apa beda Elite Pass dan Elite Pass Plus?",
          answer:
            "Elite Pass membuka jalur hadiah Elite di Royale Pass musim ini. Elite Pass Plus berisi semua itu ditambah lompatan rank dan hadiah eksklusif, cocok jika Anda ingin cepat naik level.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya meminta ID karakter, tidak pernah kata sandi atau login akun. UC dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka PUBG Mobile dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyAvatar.id,
        "Lihat ID di bawah nama karakter: deretan angka yang diawali 5, misalnya 5123456789.",
        GUIDE_STEPS.copyIdIcon.id,
      ],
      notes: [
        "Hanya untuk PUBG Mobile versi global. Tidak bisa untuk BGMI (India) maupun PUBG Mobile versi KR, VN atau TW.",
        "Periksa ID dengan teliti: UC yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} UC",
    },
    en: {
      name: "PUBG Mobile",
      ogTitle: "Cheap, Fast PUBG Mobile UC Top-Up | Kupi",
      ogDescription:
        "Top up PUBG Mobile UC with just your Character ID. Pay with {paymentMethodsOr}; UC arrives within minutes.",
      intro:
        "Buy UC, the Elite Pass, Prime and crate coupons for PUBG Mobile. Just enter your character ID, which starts with 5.",
      faq: [
        {
          question: "Where do I find my PUBG Mobile ID?",
          answer:
            "Tap your avatar in the top-left corner of the lobby. Your character ID is shown under your name: a number starting with 5, e.g. 5123456789.",
        },
        DELIVERY.entry("en", "How long does UC take to arrive?"),
        {
          question: "Why is my ID rejected when I'm sure it's right?",
          answer:
            "Global PUBG Mobile IDs always start with 5. If yours starts with another digit, you have probably copied a different number (a team ID or a social account, for example). Copy it again from your profile.",
        },
        {
          question: "Is the bonus UC included?",
          answer:
            "Yes. The 300 + 25 UC pack delivers 325 UC in all, and the 6000 + 2100 UC pack delivers 8100 UC to your account.",
        },
        {
          question: "What is the difference between the Elite Pass and the Elite Pass Plus?",
          answer:
            "The Elite Pass unlocks the Elite reward track of this season's Royale Pass. The Elite Pass Plus has all of that plus instant ranks and exclusive rewards, for when you want to level up fast.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your character ID, never your password or login. UC is delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open PUBG Mobile and sign in to your account.",
        GUIDE_STEPS.lobbyAvatar.en,
        "Your ID is under your character name: a number starting with 5, e.g. 5123456789.",
        GUIDE_STEPS.copyIdIcon.en,
      ],
      notes: [
        "Global PUBG Mobile only. Not for BGMI (India) or the KR, VN and TW versions of PUBG Mobile.",
        "Check your ID carefully: UC delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, number} UC",
    },
    ru: {
      name: "PUBG Mobile",
      ogTitle: "UC для PUBG Mobile: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение UC в PUBG Mobile только по ID персонажа. Оплата: {paymentMethodsOr}; UC приходят за минуты.",
      intro:
        "UC, Elite Pass, Prime и купоны ящиков для PUBG Mobile. Достаточно ввести ID персонажа, он начинается с цифры 5.",
      faq: [
        {
          question: "Где найти ID в PUBG Mobile?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. ID персонажа указан под именем: число, начинающееся с 5, например 5123456789.",
        },
        DELIVERY.entry("ru", "Как быстро приходят UC?"),
        {
          question: "Почему мой ID не принимается, хотя он верный?",
          answer:
            "ID в глобальной версии PUBG Mobile всегда начинается с 5. Если ваш начинается с другой цифры, скорее всего, скопировано другое число (например, ID команды или соцсети). Скопируйте ID заново из профиля.",
        },
        {
          question: "Бонусные UC входят в набор?",
          answer: "Да. Набор 300 + 25 UC зачисляет всего 325 UC, а набор 6000 + 2100 UC — 8100 UC.",
        },
        {
          question: "Чем Elite Pass отличается от Elite Pass Plus?",
          answer:
            "Elite Pass открывает элитную ветку наград Royale Pass текущего сезона. Elite Pass Plus включает всё это, а также мгновенные ранги и эксклюзивные награды — для тех, кто хочет прокачаться быстрее.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только ID персонажа и никогда — пароль или данные для входа. UC приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте PUBG Mobile и войдите в аккаунт.",
        GUIDE_STEPS.lobbyAvatar.ru,
        "ID указан под именем персонажа: число, начинающееся с 5, например 5123456789.",
        GUIDE_STEPS.copyIdIcon.ru,
      ],
      notes: [
        "Только для глобальной версии PUBG Mobile. Не подходит для BGMI (Индия) и версий PUBG Mobile KR, VN и TW.",
        "Внимательно проверьте ID: UC, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, number} UC",
    },
    uz: {
      name: "PUBG Mobile",
      ogTitle: "PUBG Mobile UC ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "PUBG Mobile UC ni faqat personaj ID si bilan to'ldiring. {paymentMethodsOr} orqali to'lang, UC bir necha daqiqada keladi.",
      intro:
        "PUBG Mobile uchun UC, Elite Pass, Prime va sandiq kuponlari. 5 raqami bilan boshlanadigan personaj ID sini kiritish kifoya.",
      faq: [
        {
          question: "PUBG Mobile ID sini qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi avatarni bosing. Personaj ID si ismingiz ostida: 5 bilan boshlanadigan raqam, masalan 5123456789.",
        },
        DELIVERY.entry("uz", "UC qancha vaqtda keladi?"),
        {
          question: "ID to'g'ri bo'lsa ham nega qabul qilinmayapti?",
          answer:
            "PUBG Mobile global versiyasida ID har doim 5 bilan boshlanadi. Agar sizniki boshqa raqamdan boshlansa, ehtimol boshqa raqam nusxalangan (masalan, jamoa ID si yoki ijtimoiy tarmoq akkaunti). ID ni profildan qayta nusxalang.",
        },
        {
          question: "Bonus UC ham kiradimi?",
          answer: "Ha. 300 + 25 UC to'plami jami 325 UC, 6000 + 2100 UC to'plami esa jami 8100 UC yetkazadi.",
        },
        {
          question: "Elite Pass va Elite Pass Plus ning farqi nima?",
          answer:
            "Elite Pass joriy mavsumdagi Royale Pass da Elite mukofotlar yo'lini ochadi. Elite Pass Plus bularning hammasini, shuningdek darhol beriladigan darajalar va eksklyuziv mukofotlarni o'z ichiga oladi — tez daraja ko'tarmoqchi bo'lsangiz mos.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat personaj ID sini so'raymiz, parol yoki login ma'lumotlarini hech qachon so'ramaymiz. UC noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "PUBG Mobile ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyAvatar.uz,
        "ID personaj ismi ostida: 5 bilan boshlanadigan raqam, masalan 5123456789.",
        GUIDE_STEPS.copyIdIcon.uz,
      ],
      notes: [
        "Faqat PUBG Mobile global versiyasi uchun. BGMI (Hindiston) hamda PUBG Mobile ning KR, VN va TW versiyalariga mos emas.",
        "ID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan UC ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} UC",
    },
  },
};
