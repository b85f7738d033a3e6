import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** NC packs: [base amount, bonus, IDR, USD cents]. */
const NC: [number, number, number, number][] = [
  [300, 0, 15_000, 99],
  [1500, 80, 75_000, 499],
  [3600, 250, 179_000, 1199],
  [9300, 930, 449_000, 2999],
  [15000, 1800, 749_000, 4999],
  [30000, 5000, 1_499_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const pubgNewState: GameDefinition = {
  slug: "pubg-new-state",
  name: "PUBG: New State",
  publisher: "KRAFTON",
  tile: { mark: "crate", from: "#178f98", to: "#0a4450", ink: "#ffffff" },
  aliases: [
    "new state",
    "new state mobile",
    "newstate",
    "nsm",
    "pubg new state",
    "pubg ns",
    "pubgns",
    "pabji new state",
    "нью стейт",
    "пабг нью стейт",
    "пубг нью стейт",
  ],
  supplierNames: ["pubg new state", "new state mobile"],
  hasFormPage: true,
  minimumPurchase: 60,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "playerId",
        kind: "playerId",
        charset: "alphanumeric",
        minLength: 6,
        maxLength: 20,
        example: "4201586732",
      },
    ],
  },
  products: [
    ...NC.map(([amount, bonus, idr, usd]) => ({
      sku: `pns-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      popular: amount === 1500 || amount === 3600,
      prices: samplePrices(idr, usd, amount === 9300 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "pns-survivor-pass",
      kind: "pass",
      popular: true,
      title: { id: "Survivor Pass", en: "Survivor Pass", ru: "Survivor Pass", uz: "Survivor Pass" },
      description: {
        id: "Membuka jalur premium Survivor Pass musim ini di akun Anda: misi tambahan dan semua hadiah premium.",
        en: "Unlocks this season's premium Survivor Pass track on your account: extra missions and all the premium rewards.",
        ru: "Открывает премиальную ветку Survivor Pass текущего сезона на вашем аккаунте: дополнительные задания и все премиальные награды.",
        uz: "Joriy mavsumdagi Survivor Pass ning premium yo'lini akkauntingizda ochadi: qo'shimcha topshiriqlar va barcha premium mukofotlar.",
      },
      prices: samplePrices(149_000, 999),
    },
  ],
  texts: {
    id: {
      name: "PUBG: New State",
      ogTitle: "Top Up NC PUBG: New State Murah & Cepat | Kupi",
      ogDescription:
        "Top up NC New State Mobile cukup pakai ID pemain. Bayar via {paymentMethodsOr}, NC masuk dalam hitungan menit.",
      intro: "Beli NC dan Survivor Pass untuk PUBG: New State (kini NEW STATE MOBILE). Cukup masukkan ID pemain Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat ID pemain New State?",
          answer:
            "Ketuk foto profil di pojok kiri atas lobi. ID pemain tertera di bawah nickname Anda. Salin persis seperti yang tampil di game.",
        },
        DELIVERY.entry("id", "Berapa lama NC masuk?"),
        {
          question: "Apakah PUBG: New State sama dengan NEW STATE MOBILE?",
          answer: "Ya. KRAFTON mengganti nama game ini menjadi NEW STATE MOBILE. Akun, ID dan NC Anda tetap sama.",
        },
        {
          question: "Apakah NC bonusnya sudah termasuk?",
          answer:
            "Sudah. Misalnya paket 1.500 + 80 NC mengirim total 1.580 NC, dan paket 30.000 + 5.000 NC mengirim total 35.000 NC.",
        },
        {
          question: "Apakah NC bisa dipakai di PUBG Mobile?",
          answer: "Tidak. NC hanya berlaku di PUBG: New State. Untuk PUBG Mobile, pilih UC di halaman PUBG Mobile.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer: "Aman. Kami hanya meminta ID pemain, tidak pernah kata sandi. NC dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka PUBG: New State (NEW STATE MOBILE) dan masuk ke akun Anda.",
        "Ketuk foto profil di pojok kiri atas lobi.",
        "Lihat ID pemain di bawah nickname Anda.",
        "Salin ID tersebut, lalu tempel ke kolom ID pemain di halaman ini.",
      ],
      notes: ["Periksa ID pemain dengan teliti: NC yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: "{amount, number} NC",
    },
    en: {
      name: "PUBG: New State",
      ogTitle: "Cheap, Fast PUBG: New State NC Top-Up | Kupi",
      ogDescription:
        "Top up New State Mobile NC with just your player ID. Pay with {paymentMethodsOr}; NC arrives within minutes.",
      intro: "Buy NC and the Survivor Pass for PUBG: New State (now NEW STATE MOBILE). Just enter your player ID.",
      faq: [
        {
          question: "Where do I find my New State player ID?",
          answer:
            "Tap your profile picture in the top-left corner of the lobby. Your player ID is shown under your nickname. Copy it exactly as the game shows it.",
        },
        DELIVERY.entry("en", "How long does NC take to arrive?"),
        {
          question: "Is PUBG: New State the same as NEW STATE MOBILE?",
          answer: "Yes. KRAFTON renamed the game NEW STATE MOBILE. Your account, ID and NC stay the same.",
        },
        {
          question: "Is the bonus NC included?",
          answer:
            "Yes. The 1,500 + 80 NC pack delivers 1,580 NC in all, and the 30,000 + 5,000 NC pack delivers 35,000 NC.",
        },
        {
          question: "Can I use NC in PUBG Mobile?",
          answer: "No. NC only works in PUBG: New State. For PUBG Mobile, choose UC on the PUBG Mobile page.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your player ID, never your password. NC is delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open PUBG: New State (NEW STATE MOBILE) and sign in to your account.",
        "Tap your profile picture in the top-left corner of the lobby.",
        "Find your player ID under your nickname.",
        "Copy it and paste it into the player ID field on this page.",
      ],
      notes: ["Check your player ID carefully: NC delivered to another account cannot be taken back."],
      currencyUnit: "{amount, number} NC",
    },
    ru: {
      name: "PUBG: New State",
      ogTitle: "NC для PUBG: New State: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение NC в New State Mobile только по ID игрока. Оплата: {paymentMethodsOr}; NC приходят за минуты.",
      intro: "NC и Survivor Pass для PUBG: New State (теперь NEW STATE MOBILE). Достаточно ввести ID игрока.",
      faq: [
        {
          question: "Где найти ID игрока в New State?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. ID игрока указан под вашим ником. Скопируйте его точно так, как он показан в игре.",
        },
        DELIVERY.entry("ru", "Как быстро приходят NC?"),
        {
          question: "PUBG: New State и NEW STATE MOBILE — это одна игра?",
          answer: "Да. KRAFTON переименовал игру в NEW STATE MOBILE. Аккаунт, ID и NC остаются прежними.",
        },
        {
          question: "Бонусные NC входят в набор?",
          answer: "Да. Набор 1500 + 80 NC зачисляет всего 1580 NC, а набор 30 000 + 5000 NC — 35 000 NC.",
        },
        {
          question: "Можно ли использовать NC в PUBG Mobile?",
          answer: "Нет. NC работают только в PUBG: New State. Для PUBG Mobile выберите UC на странице PUBG Mobile.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только ID игрока и никогда — пароль. NC приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте PUBG: New State (NEW STATE MOBILE) и войдите в аккаунт.",
        "Нажмите на аватар в левом верхнем углу лобби.",
        "Найдите ID игрока под вашим ником.",
        "Скопируйте его и вставьте в поле ID игрока на этой странице.",
      ],
      notes: ["Внимательно проверьте ID игрока: NC, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} NC",
    },
    uz: {
      name: "PUBG: New State",
      ogTitle: "PUBG: New State NC ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "New State Mobile NC ni faqat o'yinchi ID si bilan to'ldiring. {paymentMethodsOr} orqali to'lang, NC bir necha daqiqada keladi.",
      intro: "PUBG: New State (hozir NEW STATE MOBILE) uchun NC va Survivor Pass. O'yinchi ID sini kiritish kifoya.",
      faq: [
        {
          question: "New State da o'yinchi ID sini qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi profil rasmini bosing. O'yinchi ID si nikingiz ostida ko'rsatilgan. Uni o'yinda qanday ko'rinsa, aynan shunday nusxalang.",
        },
        DELIVERY.entry("uz", "NC qancha vaqtda keladi?"),
        {
          question: "PUBG: New State va NEW STATE MOBILE bir xil o'yinmi?",
          answer: "Ha. KRAFTON o'yin nomini NEW STATE MOBILE ga o'zgartirdi. Akkauntingiz, ID va NC o'zgarmaydi.",
        },
        {
          question: "Bonus NC ham kiradimi?",
          answer: "Ha. 1500 + 80 NC to'plami jami 1580 NC, 30 000 + 5000 NC to'plami esa jami 35 000 NC yetkazadi.",
        },
        {
          question: "NC ni PUBG Mobile da ishlatsa bo'ladimi?",
          answer:
            "Yo'q. NC faqat PUBG: New State da ishlaydi. PUBG Mobile uchun PUBG Mobile sahifasidan UC ni tanlang.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat o'yinchi ID sini so'raymiz, parolni hech qachon so'ramaymiz. NC noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "PUBG: New State (NEW STATE MOBILE) ni oching va akkauntingizga kiring.",
        "Lobbining chap yuqori burchagidagi profil rasmini bosing.",
        "Nikingiz ostidagi o'yinchi ID sini toping.",
        "Uni nusxalang va shu sahifadagi o'yinchi ID si maydoniga qo'ying.",
      ],
      notes: ["O'yinchi ID sini diqqat bilan tekshiring: boshqa akkauntga yuborilgan NC ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} NC",
    },
  },
};
