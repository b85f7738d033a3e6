import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import {
  HOYOVERSE_PACKS,
  HOYOVERSE_SAFETY_ANSWER,
  hoyoverseAccount,
  uidPrefixList,
  type HoyoverseServers,
} from "../shared/hoyoverse";
import type { GameDefinition } from "../../core/catalog/types";

/** The overseas servers and the leading digits of their UIDs, which the form checks and the guide lists. */
const SERVERS: HoyoverseServers = {
  america: { value: "os_usa", uidPrefixes: ["6"] },
  europe: { value: "os_euro", uidPrefixes: ["7"] },
  asia: { value: "os_asia", uidPrefixes: ["8", "18"] },
  twHkMo: { value: "os_cht", uidPrefixes: ["9"] },
};

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const genshin: GameDefinition = {
  slug: "genshin",
  name: "Genshin Impact",
  publisher: "HoYoverse",
  tile: { mark: "starcrystal", from: "#2d7d8c", to: "#173d5c", ink: "#ffe6a0" },
  aliases: [
    "gi",
    "genshin",
    "gensin",
    "genshin impact",
    "genshin impek",
    "genshim",
    "геншин",
    "геншин импакт",
    "гены",
    "genshin impakt",
  ],
  supplierNames: ["genshin impact"],
  hasFormPage: true,
  minimumPurchase: 60,
  firstTopUpDouble: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: hoyoverseAccount({
    servers: SERVERS,
    minLength: 9,
    maxLength: 10,
    example: "812345678",
  }),
  products: [
    ...HOYOVERSE_PACKS.map(([amount, bonus, idr, usd]) => ({
      sku: `gi-${amount}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      firstTopUpBonus: amount,
      popular: amount === 980,
      prices: samplePrices(idr, usd, amount === 1980 ? { salePercent: 7 } : {}),
    })),
    {
      sku: "gi-welkin",
      kind: "membership",
      popular: true,
      durationDays: 30,
      limit: { maxStackedDays: 180 },
      title: {
        id: "Blessing of the Welkin Moon",
        en: "Blessing of the Welkin Moon",
        ru: "Blessing of the Welkin Moon (Благословение полой луны)",
        uz: "Blessing of the Welkin Moon (oylik obuna)",
      },
      description: {
        id: "300 Genesis Crystal langsung masuk, lalu 90 Primogem setiap hari selama 30 hari (total 2.700 Primogem).",
        en: "300 Genesis Crystals at once, then 90 Primogems a day for 30 days (2,700 Primogems in all).",
        ru: "300 кристаллов сотворения сразу, затем по 90 камней истока в день 30 дней (всего 2700 камней истока).",
        uz: "300 Genesis Crystal darhol, keyin 30 kun davomida har kuni 90 Primogemdan (jami 2 700 Primogem).",
      },
      prices: samplePrices(79_000, 499, { salePercent: 5 }),
    },
    {
      sku: "gi-gnostic-hymn",
      kind: "pass",
      title: { id: "Gnostic Hymn", en: "Gnostic Hymn", ru: "Gnostic Hymn (Гимн гнозиса)", uz: "Gnostic Hymn" },
      description: {
        id: "Membuka hadiah Gnostic Hymn di Battle Pass versi ini: senjata Battle Pass pilihan, 680 Primogem, 4 Intertwined Fate dan material upgrade.",
        en: "Unlocks this version's Gnostic Hymn Battle Pass rewards: a Battle Pass weapon of your choice, 680 Primogems, 4 Intertwined Fates and upgrade materials.",
        ru: "Открывает награды Gnostic Hymn боевого пропуска текущей версии: оружие пропуска на выбор, 680 камней истока, 4 переплетающиеся судьбы и материалы для прокачки.",
        uz: "Joriy versiya Battle Pass'ining Gnostic Hymn mukofotlarini ochadi: tanlov bo'yicha Battle Pass quroli, 680 Primogem, 4 Intertwined Fate va kuchaytirish materiallari.",
      },
      prices: samplePrices(159_000, 999),
    },
    {
      sku: "gi-gnostic-chorus",
      kind: "pass",
      title: { id: "Gnostic Chorus", en: "Gnostic Chorus", ru: "Gnostic Chorus (Хор гнозиса)", uz: "Gnostic Chorus" },
      description: {
        id: "Semua hadiah Gnostic Hymn, ditambah langsung naik 10 level Battle Pass dan paket bonus eksklusif.",
        en: "Everything in the Gnostic Hymn, plus 10 Battle Pass levels at once and an exclusive bonus bundle.",
        ru: "Всё, что даёт Gnostic Hymn, плюс сразу 10 уровней боевого пропуска и эксклюзивный бонусный набор.",
        uz: "Gnostic Hymn'dagi barcha mukofotlar, ustiga darhol 10 ta Battle Pass darajasi va eksklyuziv bonus to'plam.",
      },
      prices: samplePrices(319_000, 1999),
    },
  ],
  texts: {
    id: {
      name: "Genshin Impact",
      ogTitle: "Top Up Genesis Crystal Genshin Impact Murah & Cepat | Kupi",
      ogDescription:
        "Top up Genesis Crystal dan Welkin Moon Genshin Impact cukup pakai UID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Genesis Crystal, Blessing of the Welkin Moon dan Battle Pass Genshin Impact. Cukup masukkan UID dan pilih server akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Genshin Impact?",
          answer:
            "UID selalu tampil di pojok kanan bawah layar saat Anda bermain. Anda juga bisa membukanya lewat menu Paimon: UID ada di bawah nama karakter Anda.",
        },
        DELIVERY.entry("id", "Berapa lama Genesis Crystal masuk?"),
        {
          question: "Apakah saya tetap dapat bonus double top up pertama?",
          answer:
            "Ya. HoYoverse menggandakan Genesis Crystal pada pembelian pertama setiap paket di akun Anda, misalnya paket 300 menjadi 600. Setelah itu paket yang sama memberi bonus biasa. Status bonus bisa dicek di menu Shop > Crystal Top-Up di dalam game.",
        },
        {
          question: "Berapa kali Blessing of the Welkin Moon bisa dibeli?",
          answer:
            "Welkin Moon bisa ditumpuk, tetapi sisa harinya di akun maksimal 180 hari (6 kali pembelian). Primogem harian harus diklaim dengan login setiap hari; hari yang terlewat tidak bisa diambil lagi.",
        },
        {
          question: "UID saya ditolak karena tidak cocok dengan server. Kenapa?",
          answer: `Angka awal UID menunjukkan servernya: ${uidPrefixList(SERVERS, "id")}. Pilih server yang sesuai dengan UID Anda, karena Genesis Crystal tidak bisa dipindah antar server.`,
        },
        {
          question: "Apakah aman top up Genshin Impact di Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.id,
        },
      ],
      guide: [
        "Buka Genshin Impact dan masuk ke dunia game.",
        "Lihat pojok kanan bawah layar: angka setelah tulisan UID adalah UID Anda.",
        "Atau ketuk ikon Paimon di kiri atas; UID tertera di bawah nama Anda.",
        `Perhatikan angka awalnya: ${uidPrefixList(SERVERS, "id")}.`,
        GUIDE_STEPS.uidAndServer.id,
      ],
      notes: ["Genesis Crystal hanya masuk ke server yang dipilih dan tidak bisa dipindahkan ke server lain."],
      currencyUnit: "{amount, number} Genesis Crystal",
    },
    en: {
      name: "Genshin Impact",
      ogTitle: "Cheap, Fast Genshin Impact Genesis Crystal Top-Up | Kupi",
      ogDescription:
        "Top up Genshin Impact Genesis Crystals and the Welkin Moon with just your UID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Genesis Crystals, the Blessing of the Welkin Moon and the Battle Pass for Genshin Impact. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Genshin Impact UID?",
          answer:
            "Your UID is always shown in the bottom-right corner of the screen while you play. You can also open the Paimon menu: the UID is under your name.",
        },
        DELIVERY.entry("en", "How long do Genesis Crystals take to arrive?"),
        {
          question: "Do I still get the first top-up double bonus?",
          answer:
            "Yes. HoYoverse doubles the Genesis Crystals on the first purchase of each pack on your account, so the 300 pack gives 600. After that the same pack gives its regular bonus. You can check which packs still double under Shop > Crystal Top-Up in the game.",
        },
        {
          question: "How many times can I buy the Blessing of the Welkin Moon?",
          answer:
            "The Welkin Moon stacks, but an account can hold at most 180 days of it (6 purchases). The daily Primogems must be claimed by logging in each day; missed days are lost.",
        },
        {
          question: "My UID was rejected because it doesn't match the server. Why?",
          answer: `The first digits of a UID name its server: ${uidPrefixList(SERVERS, "en")}. Choose the server that matches your UID, because Genesis Crystals cannot be moved between servers.`,
        },
        {
          question: "Is it safe to top up Genshin Impact at Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.en,
        },
      ],
      guide: [
        "Open Genshin Impact and enter the game world.",
        "Look at the bottom-right corner of the screen: the number after UID is your UID.",
        "Or tap the Paimon icon in the top-left corner; the UID is shown under your name.",
        `Note its first digits: ${uidPrefixList(SERVERS, "en")}.`,
        GUIDE_STEPS.uidAndServer.en,
      ],
      notes: ["Genesis Crystals arrive only on the server you choose and cannot be moved to another server."],
      currencyUnit: "{amount, plural, one {# Genesis Crystal} other {# Genesis Crystals}}",
    },
    ru: {
      name: "Genshin Impact",
      ogTitle: "Кристаллы сотворения Genshin Impact: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Genshin Impact только по UID и серверу: кристаллы сотворения и Благословение полой луны. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Кристаллы сотворения, Благословение полой луны и боевой пропуск для Genshin Impact. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Genshin Impact?",
          answer:
            "UID всегда виден в правом нижнем углу экрана во время игры. Ещё его можно посмотреть в меню Паймон: UID указан под вашим именем.",
        },
        DELIVERY.entry("ru", "Как быстро приходят кристаллы сотворения?"),
        {
          question: "Сохраняется ли двойной бонус за первое пополнение?",
          answer:
            "Да. HoYoverse удваивает кристаллы при первой покупке каждого набора на аккаунте: набор на 300 даёт 600. Дальше тот же набор даёт обычный бонус. Какие наборы ещё удваиваются, видно в игре в разделе Магазин > Пополнение кристаллов.",
        },
        {
          question: "Сколько раз можно купить Благословение полой луны?",
          answer:
            "Благословение можно накапливать, но на аккаунте может быть не больше 180 дней (6 покупок). Ежедневные камни истока нужно забирать, заходя в игру каждый день; пропущенные дни сгорают.",
        },
        {
          question: "UID не принимается: не совпадает с сервером. Почему?",
          answer: `Первые цифры UID указывают на сервер: ${uidPrefixList(SERVERS, "ru")}. Выберите сервер, который подходит к вашему UID: кристаллы нельзя перенести на другой сервер.`,
        },
        {
          question: "Безопасно ли пополнять Genshin Impact в Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.ru,
        },
      ],
      guide: [
        "Откройте Genshin Impact и войдите в игровой мир.",
        "Посмотрите в правый нижний угол экрана: число после UID — это ваш UID.",
        "Или нажмите на значок Паймон в левом верхнем углу: UID указан под вашим именем.",
        `Обратите внимание на первые цифры: ${uidPrefixList(SERVERS, "ru")}.`,
        GUIDE_STEPS.uidAndServer.ru,
      ],
      notes: ["Кристаллы сотворения приходят только на выбранный сервер, перенести их на другой сервер нельзя."],
      currencyUnit:
        "{amount, plural, one {# кристалл сотворения} few {# кристалла сотворения} many {# кристаллов сотворения} other {# кристалла сотворения}}",
    },
    uz: {
      name: "Genshin Impact",
      ogTitle: "Genshin Impact Genesis Crystal'larini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Genshin Impact uchun Genesis Crystal va Welkin Moon'ni faqat UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Genshin Impact uchun Genesis Crystal, Blessing of the Welkin Moon va Battle Pass. UID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Genshin Impact UID ni qayerdan topaman?",
          answer:
            "O'ynayotganingizda UID doim ekranning o'ng pastki burchagida turadi. Uni Paimon menyusida ham ko'rish mumkin: UID ismingiz ostida yozilgan.",
        },
        DELIVERY.entry("uz", "Genesis Crystal qancha vaqtda keladi?"),
        {
          question: "Birinchi to'ldirishdagi ikki baravar bonus saqlanadimi?",
          answer:
            "Ha. HoYoverse akkauntingizdagi har bir to'plamning birinchi xaridida Genesis Crystal'ni ikki baravar qiladi: 300 lik to'plam 600 beradi. Keyin o'sha to'plam oddiy bonus beradi. Qaysi to'plamlar hali ikki baravar ekanini o'yindagi Shop > Crystal Top-Up bo'limida ko'rasiz.",
        },
        {
          question: "Blessing of the Welkin Moon'ni necha marta olsa bo'ladi?",
          answer:
            "Welkin Moon qo'shilib boradi, lekin akkauntda ko'pi bilan 180 kun (6 ta xarid) bo'lishi mumkin. Kundalik Primogem'larni har kuni o'yinga kirib olish kerak; o'tkazib yuborilgan kunlar qaytmaydi.",
        },
        {
          question: "UID server bilan mos kelmadi deb rad etildi. Nega?",
          answer: `UID ning birinchi raqamlari serverni bildiradi: ${uidPrefixList(SERVERS, "uz")}. UID ingizga mos serverni tanlang, chunki Genesis Crystal'ni boshqa serverga o'tkazib bo'lmaydi.`,
        },
        {
          question: "Kupi orqali Genshin Impact'ni to'ldirish xavfsizmi?",
          answer: HOYOVERSE_SAFETY_ANSWER.uz,
        },
      ],
      guide: [
        "Genshin Impact'ni oching va o'yin dunyosiga kiring.",
        "Ekranning o'ng pastki burchagiga qarang: UID so'zidan keyingi raqam sizning UID ingiz.",
        "Yoki chap yuqoridagi Paimon belgisiga bosing; UID ismingiz ostida ko'rsatilgan.",
        `Birinchi raqamlariga e'tibor bering: ${uidPrefixList(SERVERS, "uz")}.`,
        GUIDE_STEPS.uidAndServer.uz,
      ],
      notes: ["Genesis Crystal faqat tanlangan serverga keladi va uni boshqa serverga o'tkazib bo'lmaydi."],
      currencyUnit: "{amount, number} Genesis Crystal",
    },
  },
};
