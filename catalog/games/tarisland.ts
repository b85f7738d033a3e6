import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GACHA_LADDER } from "../shared/pack-ladders";
import { REGIONS } from "../shared/regions";
import type { GameDefinition, Localized, ProductDefinition } from "../../core/catalog/types";

/** Tarisland's global server regions. */
const SERVERS: { value: string; label: Localized }[] = [
  { value: "asia", label: REGIONS.asia },
  { value: "north-america", label: REGIONS.northAmerica },
  { value: "south-america", label: REGIONS.southAmerica },
  { value: "europe", label: REGIONS.europe },
];

/** Crystal packs: the gacha ladder. */
const CRYSTALS = GACHA_LADDER;

/** A time-limited pass: one at a time per character, bought again only after it ends. */
function pass(
  sku: string,
  days: number,
  title: Localized,
  period: Localized,
  idr: number,
  usd: number,
  options: { popular?: boolean; salePercent?: number } = {},
): ProductDefinition {
  return {
    sku,
    kind: "pass",
    durationDays: days,
    limit: { notWhileActive: true },
    title,
    description: {
      id: `Hak istimewa ${title.id} aktif ${period.id}, dengan hadiah harian yang diklaim lewat login selama pass berlaku.`,
      en: `${title.en} privileges for ${period.en}, with daily rewards to claim by logging in while the pass lasts.`,
      ru: `Привилегии ${title.en} на ${period.ru} и ежедневные награды, которые нужно забирать, заходя в игру, пока действует пропуск.`,
      uz: `${title.en} imtiyozlari ${period.uz} davomida, pass amal qilayotganda o'yinga kirib olinadigan kundalik mukofotlar bilan.`,
    },
    ...(options.popular ? { popular: true } : {}),
    prices: samplePrices(idr, usd, { salePercent: options.salePercent }),
  };
}

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: { id: "Character ID", en: "Character ID", ru: "ID персонажа", uz: "Character ID" },
});

export const tarisland: GameDefinition = {
  slug: "tarisland",
  name: "Tarisland",
  publisher: "Tencent Games",
  tile: { mark: "moon", from: "#35409e", to: "#141a4a", ink: "#ffe7a3" },
  aliases: [
    "tarisland",
    "taris",
    "tari land",
    "tarislan",
    "tarisland mobile",
    "tarizland",
    "тарисленд",
    "тарисланд",
    "тарис",
  ],
  hasFormPage: true,
  minimumPurchase: 60,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "roleId",
        kind: "playerId",
        charset: "digits",
        minLength: 6,
        maxLength: 20,
        example: "2061234567890",
      },
      { type: "select", name: "server", kind: "server", options: SERVERS },
    ],
  },
  products: [
    ...CRYSTALS.map(([amount, idr, usd]) => ({
      sku: `tl-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 300,
      prices: samplePrices(idr, usd, amount === 980 ? { salePercent: 10 } : {}),
    })),
    pass(
      "tl-weekly-pass",
      7,
      { id: "Weekly Pass", en: "Weekly Pass", ru: "Weekly Pass (недельный пропуск)", uz: "Weekly Pass" },
      { id: "7 hari", en: "7 days", ru: "7 дней", uz: "7 kun" },
      32_000,
      199,
    ),
    pass(
      "tl-monthly-pass",
      30,
      { id: "Monthly Pass", en: "Monthly Pass", ru: "Monthly Pass (месячный пропуск)", uz: "Monthly Pass" },
      { id: "30 hari", en: "30 days", ru: "30 дней", uz: "30 kun" },
      79_000,
      499,
      { popular: true },
    ),
    pass(
      "tl-semiannual-pass",
      180,
      {
        id: "Semi-Annual Pass",
        en: "Semi-Annual Pass",
        ru: "Semi-Annual Pass (полугодовой пропуск)",
        uz: "Semi-Annual Pass",
      },
      { id: "180 hari", en: "180 days", ru: "180 дней", uz: "180 kun" },
      399_000,
      2499,
      { salePercent: 12 },
    ),
  ],
  texts: {
    id: {
      name: "Tarisland",
      ogTitle: "Top Up Crystal Tarisland Murah & Cepat | Kupi",
      ogDescription:
        "Top up Crystal dan pass Tarisland cukup pakai Character ID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Crystal, Weekly Pass, Monthly Pass dan Semi-Annual Pass untuk Tarisland. Cukup masukkan Character ID dan pilih server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Character ID Tarisland?",
          answer:
            "Ketuk foto karakter di pojok kiri atas layar untuk membuka info karakter. Character ID tertera di bawah nama karakter; ketuk ikon salin untuk menyalinnya.",
        },
        DELIVERY.entry("id", "Berapa lama Crystal masuk?"),
        {
          question: "Kenapa karakter saya harus level 20?",
          answer:
            "Toko di dalam Tarisland baru terbuka di level karakter 20. Karakter di bawah level 20 belum bisa menerima pembelian, jadi naikkan level dulu sebelum top up.",
        },
        {
          question: "Bisakah saya membeli pass yang sama saat pass masih aktif?",
          answer:
            "Tidak. Weekly Pass, Monthly Pass dan Semi-Annual Pass hanya bisa dibeli lagi setelah pass yang sama di karakter Anda berakhir.",
        },
        {
          question: "Server mana yang harus saya pilih?",
          answer:
            "Pilih server tempat karakter Anda dibuat; pemain dari Indonesia umumnya bermain di server Asia. Crystal hanya masuk ke karakter dengan Character ID tersebut.",
        },
        {
          question: "Apakah aman top up Tarisland di Kupi?",
          answer:
            "Aman. Kami hanya butuh Character ID dan server, tidak pernah meminta kata sandi akun Anda. Jika pengiriman gagal, dana dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Tarisland dan masuk dengan karakter yang ingin di-top up.",
        "Ketuk foto karakter di pojok kiri atas layar.",
        "Di info karakter, lihat Character ID di bawah nama karakter.",
        "Ketuk ikon salin, lalu tempel Character ID di halaman ini dan pilih server Anda.",
      ],
      notes: [
        "Toko dalam game terbuka di level karakter 20: karakter di bawah level 20 belum bisa menerima pembelian.",
        "Setiap pass hanya bisa dibeli lagi setelah pass yang sama di karakter Anda berakhir.",
      ],
      currencyUnit: "{amount, number} Crystal",
    },
    en: {
      name: "Tarisland",
      ogTitle: "Cheap, Fast Tarisland Crystal Top-Up | Kupi",
      ogDescription:
        "Top up Tarisland Crystals and passes with just your Character ID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Crystals, the Weekly Pass, Monthly Pass and Semi-Annual Pass for Tarisland. Just enter your Character ID and choose your server.",
      faq: [
        {
          question: "Where do I find my Tarisland Character ID?",
          answer:
            "Tap your character portrait in the top-left corner of the screen to open the character info. The Character ID is under the character name; tap the copy icon to copy it.",
        },
        DELIVERY.entry("en", "How long do Crystals take to arrive?"),
        {
          question: "Why must my character be level 20?",
          answer:
            "Tarisland's in-game shop opens at character level 20. Characters below level 20 cannot receive purchases yet, so level up before topping up.",
        },
        {
          question: "Can I buy the same pass while it is still active?",
          answer:
            "No. The Weekly Pass, Monthly Pass and Semi-Annual Pass can be bought again only after the same pass on your character has ended.",
        },
        {
          question: "Which server should I choose?",
          answer:
            "The server region your character was created in; players in Indonesia usually play on Asia. Crystals go only to the character with that Character ID.",
        },
        {
          question: "Is it safe to top up Tarisland at Kupi?",
          answer:
            "Yes. We only need your Character ID and server and never ask for your account password. If a delivery fails, you get a 100% refund.",
        },
      ],
      guide: [
        "Open Tarisland and enter the game with the character you want to top up.",
        "Tap your character portrait in the top-left corner of the screen.",
        "In the character info, find the Character ID under the character name.",
        "Tap the copy icon, paste the Character ID on this page and choose your server.",
      ],
      notes: [
        "The in-game shop opens at character level 20: characters below level 20 cannot receive purchases yet.",
        "Each pass can be bought again only after the same pass on your character has ended.",
      ],
      currencyUnit: "{amount, plural, one {# Crystal} other {# Crystals}}",
    },
    ru: {
      name: "Tarisland",
      ogTitle: "Кристаллы Tarisland: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Tarisland только по ID персонажа и серверу: кристаллы и пропуска. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Кристаллы и пропуски на неделю, месяц и полгода (Weekly, Monthly и Semi-Annual Pass) для Tarisland. Достаточно ввести ID персонажа и выбрать сервер.",
      faq: [
        {
          question: "Где найти ID персонажа в Tarisland?",
          answer:
            "Нажмите на портрет персонажа в левом верхнем углу экрана, чтобы открыть информацию о персонаже. ID указан под именем; нажмите на значок копирования, чтобы скопировать его.",
        },
        DELIVERY.entry("ru", "Как быстро приходят кристаллы?"),
        {
          question: "Почему персонажу нужен 20-й уровень?",
          answer:
            "Игровой магазин Tarisland открывается на 20-м уровне персонажа. Персонажи ниже 20-го уровня пока не могут получать покупки, поэтому сначала прокачайтесь.",
        },
        {
          question: "Можно ли купить тот же пропуск, пока он ещё действует?",
          answer:
            "Нет. Недельный, месячный и полугодовой пропуски можно купить снова только после того, как такой же пропуск на персонаже закончится.",
        },
        {
          question: "Какой сервер выбрать?",
          answer:
            "Регион сервера, где создан ваш персонаж; игроки из Индонезии обычно играют на сервере Азия. Кристаллы приходят только персонажу с указанным ID.",
        },
        {
          question: "Безопасно ли пополнять Tarisland в Kupi?",
          answer:
            "Да. Нам нужны только ID персонажа и сервер, мы никогда не спрашиваем пароль от аккаунта. Если зачисление не удалось, вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Tarisland и войдите в игру персонажем, которого хотите пополнить.",
        "Нажмите на портрет персонажа в левом верхнем углу экрана.",
        "В информации о персонаже найдите ID под его именем.",
        "Нажмите на значок копирования, вставьте ID на этой странице и выберите сервер.",
      ],
      notes: [
        "Игровой магазин открывается на 20-м уровне персонажа: персонажи ниже 20-го уровня пока не могут получать покупки.",
        "Каждый пропуск можно купить снова только после того, как такой же пропуск на персонаже закончится.",
      ],
      currencyUnit: "{amount, plural, one {# кристалл} few {# кристалла} many {# кристаллов} other {# кристалла}}",
    },
    uz: {
      name: "Tarisland",
      ogTitle: "Tarisland kristallarini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Tarisland uchun kristall va pass'larni faqat Character ID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Tarisland uchun kristallar, Weekly Pass, Monthly Pass va Semi-Annual Pass. Character ID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Tarisland Character ID ni qayerdan topaman?",
          answer:
            "Qahramon ma'lumotlarini ochish uchun ekranning chap yuqori burchagidagi qahramon portretiga bosing. Character ID qahramon ismi ostida; nusxa olish uchun nusxa belgisiga bosing.",
        },
        DELIVERY.entry("uz", "Kristallar qancha vaqtda keladi?"),
        {
          question: "Nega qahramonim 20-darajada bo'lishi kerak?",
          answer:
            "Tarisland'dagi o'yin do'koni qahramon 20-darajaga yetganda ochiladi. 20-darajadan past qahramonlar hali xarid qabul qila olmaydi, shuning uchun avval darajani oshiring.",
        },
        {
          question: "Pass hali faol bo'lsa, xuddi shu pass'ni yana olsam bo'ladimi?",
          answer:
            "Yo'q. Weekly Pass, Monthly Pass va Semi-Annual Pass'ni qahramoningizdagi xuddi shu pass tugagandan keyingina qayta olish mumkin.",
        },
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Qahramoningiz yaratilgan server hududini; Indoneziyadagi o'yinchilar odatda Osiyo serverida o'ynaydi. Kristallar faqat shu Character ID dagi qahramonga keladi.",
        },
        {
          question: "Kupi orqali Tarisland'ni to'ldirish xavfsizmi?",
          answer:
            "Ha. Bizga faqat Character ID va server kerak, akkaunt parolini hech qachon so'ramaymiz. Yetkazib berish amalga oshmasa, pulning 100% qaytariladi.",
        },
      ],
      guide: [
        "Tarisland'ni oching va to'ldirmoqchi bo'lgan qahramoningiz bilan o'yinga kiring.",
        "Ekranning chap yuqori burchagidagi qahramon portretiga bosing.",
        "Qahramon ma'lumotlarida ism ostidagi Character ID ni toping.",
        "Nusxa belgisiga bosing, Character ID ni shu sahifaga qo'ying va serveringizni tanlang.",
      ],
      notes: [
        "O'yin do'koni qahramon 20-darajaga yetganda ochiladi: 20-darajadan past qahramonlar hali xarid qabul qila olmaydi.",
        "Har bir pass'ni qahramoningizdagi xuddi shu pass tugagandan keyingina qayta olish mumkin.",
      ],
      currencyUnit: "{amount, number} kristall",
    },
  },
};
