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
  america: { value: "prod_official_usa", uidPrefixes: ["6"] },
  europe: { value: "prod_official_eur", uidPrefixes: ["7"] },
  asia: { value: "prod_official_asia", uidPrefixes: ["8"] },
  twHkMo: { value: "prod_official_cht", uidPrefixes: ["9"] },
};

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const honkai: GameDefinition = {
  slug: "honkai",
  name: "Honkai: Star Rail",
  publisher: "HoYoverse",
  tile: { mark: "train", from: "#6c57d9", to: "#2a1f6e", ink: "#ffffff" },
  aliases: [
    "hsr",
    "honkai",
    "honkai star rail",
    "star rail",
    "honkai sr",
    "honkai: star rail",
    "hongkai",
    "хср",
    "хонкай",
    "хонкай стар рейл",
    "стар рейл",
  ],
  supplierNames: ["honkai star rail", "star rail"],
  hasFormPage: true,
  minimumPurchase: 60,
  firstTopUpDouble: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: hoyoverseAccount({
    servers: SERVERS,
    minLength: 9,
    maxLength: 9,
    example: "812345678",
  }),
  products: [
    ...HOYOVERSE_PACKS.map(([amount, bonus, idr, usd]) => ({
      sku: `hsr-${amount}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      firstTopUpBonus: amount,
      popular: amount === 980,
      prices: samplePrices(idr, usd, amount === 3280 ? { salePercent: 6 } : {}),
    })),
    {
      sku: "hsr-express-supply",
      kind: "membership",
      popular: true,
      durationDays: 30,
      limit: { maxStackedDays: 180 },
      title: {
        id: "Express Supply Pass",
        en: "Express Supply Pass",
        ru: "Express Supply Pass (пропуск снабжения экспресса)",
        uz: "Express Supply Pass (oylik obuna)",
      },
      description: {
        id: "300 Oneiric Shard langsung masuk, lalu 90 Stellar Jade setiap hari selama 30 hari (total 2.700 Stellar Jade).",
        en: "300 Oneiric Shards at once, then 90 Stellar Jade a day for 30 days (2,700 Stellar Jade in all).",
        ru: "300 сущностей древних снов сразу, затем по 90 звёздного нефрита в день 30 дней (всего 2700 звёздного нефрита).",
        uz: "300 Oneiric Shard darhol, keyin 30 kun davomida har kuni 90 Stellar Jade'dan (jami 2 700 Stellar Jade).",
      },
      prices: samplePrices(79_000, 499),
    },
    {
      sku: "hsr-nameless-glory",
      kind: "pass",
      title: {
        id: "Nameless Glory",
        en: "Nameless Glory",
        ru: "Nameless Glory (Слава Безымянных)",
        uz: "Nameless Glory",
      },
      description: {
        id: "Membuka hadiah Nameless Glory di Nameless Honor versi ini: Light Cone pilihan, 680 Stellar Jade, 4 Star Rail Special Pass dan material upgrade.",
        en: "Unlocks this version's Nameless Glory rewards in Nameless Honor: a Light Cone of your choice, 680 Stellar Jade, 4 Star Rail Special Passes and upgrade materials.",
        ru: "Открывает награды «Славы Безымянных» в боевом пропуске «Честь Безымянных» текущей версии: световой конус на выбор, 680 звёздного нефрита, 4 особых звёздных билета и материалы для прокачки.",
        uz: "Joriy versiyadagi Nameless Honor'ning Nameless Glory mukofotlarini ochadi: tanlov bo'yicha Light Cone, 680 Stellar Jade, 4 Star Rail Special Pass va kuchaytirish materiallari.",
      },
      prices: samplePrices(159_000, 999, { salePercent: 10 }),
    },
    {
      sku: "hsr-nameless-medal",
      kind: "pass",
      title: {
        id: "Nameless Medal",
        en: "Nameless Medal",
        ru: "Nameless Medal (Медаль Безымянных)",
        uz: "Nameless Medal",
      },
      description: {
        id: "Semua hadiah Nameless Glory, ditambah langsung naik 10 level Nameless Honor dan paket bonus eksklusif.",
        en: "Everything in Nameless Glory, plus 10 Nameless Honor levels at once and an exclusive bonus bundle.",
        ru: "Всё, что даёт «Слава Безымянных», плюс сразу 10 уровней «Чести Безымянных» и эксклюзивный бонусный набор.",
        uz: "Nameless Glory'dagi barcha mukofotlar, ustiga darhol 10 ta Nameless Honor darajasi va eksklyuziv bonus to'plam.",
      },
      prices: samplePrices(319_000, 1999),
    },
  ],
  texts: {
    id: {
      name: "Honkai: Star Rail",
      ogTitle: "Top Up Oneiric Shard Honkai: Star Rail Murah & Cepat | Kupi",
      ogDescription:
        "Top up Oneiric Shard dan Express Supply Pass HSR cukup pakai UID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Oneiric Shard, Express Supply Pass dan Nameless Glory untuk Honkai: Star Rail. Cukup masukkan UID dan pilih server akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Honkai: Star Rail?",
          answer:
            "Buka menu Phone (ikon ponsel di kanan atas layar). UID 9 digit tertera di kartu profil Trailblazer, di bawah nama Anda.",
        },
        DELIVERY.entry("id", "Berapa lama Oneiric Shard masuk?"),
        {
          question: "Apakah saya tetap dapat bonus double top up pertama?",
          answer:
            "Ya. HoYoverse menggandakan Oneiric Shard pada pembelian pertama setiap paket di akun Anda, misalnya paket 980 menjadi 1.960. Setelah itu paket yang sama memberi bonus biasa.",
        },
        {
          question: "Berapa kali Express Supply Pass bisa dibeli?",
          answer:
            "Express Supply Pass bisa ditumpuk, tetapi sisa harinya di akun maksimal 180 hari (6 kali pembelian). Stellar Jade harian harus diklaim dengan login setiap hari.",
        },
        {
          question: "UID saya ditolak karena tidak cocok dengan server. Kenapa?",
          answer: `Angka pertama UID menunjukkan servernya: ${uidPrefixList(SERVERS, "id")}. Pilih server yang sesuai, karena Oneiric Shard tidak bisa dipindah antar server.`,
        },
        {
          question: "Apakah aman top up HSR di Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.id,
        },
      ],
      guide: [
        "Buka Honkai: Star Rail dan masuk ke game.",
        "Ketuk ikon Phone di kanan atas layar (atau tekan Esc di PC).",
        "Lihat kartu profil di kiri: angka 9 digit setelah UID adalah UID Anda.",
        `Perhatikan angka pertamanya: ${uidPrefixList(SERVERS, "id")}.`,
        GUIDE_STEPS.uidAndServer.id,
      ],
      notes: ["Oneiric Shard hanya masuk ke server yang dipilih dan tidak bisa dipindahkan ke server lain."],
      currencyUnit: "{amount, number} Oneiric Shard",
    },
    en: {
      name: "Honkai: Star Rail",
      ogTitle: "Cheap, Fast Honkai: Star Rail Oneiric Shard Top-Up | Kupi",
      ogDescription:
        "Top up HSR Oneiric Shards and the Express Supply Pass with just your UID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Oneiric Shards, the Express Supply Pass and Nameless Glory for Honkai: Star Rail. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Honkai: Star Rail UID?",
          answer:
            "Open the Phone menu (the phone icon in the top-right corner). Your 9-digit UID is on the Trailblazer profile card, under your name.",
        },
        DELIVERY.entry("en", "How long do Oneiric Shards take to arrive?"),
        {
          question: "Do I still get the first top-up double bonus?",
          answer:
            "Yes. HoYoverse doubles the Oneiric Shards on the first purchase of each pack on your account, so the 980 pack gives 1,960. After that the same pack gives its regular bonus.",
        },
        {
          question: "How many times can I buy the Express Supply Pass?",
          answer:
            "The Express Supply Pass stacks, but an account can hold at most 180 days of it (6 purchases). The daily Stellar Jade must be claimed by logging in each day.",
        },
        {
          question: "My UID was rejected because it doesn't match the server. Why?",
          answer: `The first digit of a UID names its server: ${uidPrefixList(SERVERS, "en")}. Choose the matching server, because Oneiric Shards cannot be moved between servers.`,
        },
        {
          question: "Is it safe to top up HSR at Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.en,
        },
      ],
      guide: [
        "Open Honkai: Star Rail and sign in.",
        "Tap the Phone icon in the top-right corner (or press Esc on PC).",
        "Look at the profile card on the left: the 9-digit number after UID is your UID.",
        `Note its first digit: ${uidPrefixList(SERVERS, "en")}.`,
        GUIDE_STEPS.uidAndServer.en,
      ],
      notes: ["Oneiric Shards arrive only on the server you choose and cannot be moved to another server."],
      currencyUnit: "{amount, plural, one {# Oneiric Shard} other {# Oneiric Shards}}",
    },
    ru: {
      name: "Honkai: Star Rail",
      ogTitle: "Сущность древних снов для Honkai: Star Rail: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение HSR только по UID и серверу: сущность древних снов и пропуск снабжения экспресса. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Сущность древних снов, пропуск снабжения экспресса и «Слава Безымянных» для Honkai: Star Rail. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Honkai: Star Rail?",
          answer:
            "Откройте меню телефона (значок телефона в правом верхнем углу). UID из 9 цифр указан на карточке профиля Первопроходца под вашим именем.",
        },
        DELIVERY.entry("ru", "Как быстро приходит сущность древних снов?"),
        {
          question: "Сохраняется ли двойной бонус за первое пополнение?",
          answer:
            "Да. HoYoverse удваивает сущность древних снов при первой покупке каждого набора на аккаунте: набор на 980 даёт 1960. Дальше тот же набор даёт обычный бонус.",
        },
        {
          question: "Сколько раз можно купить пропуск снабжения экспресса?",
          answer:
            "Пропуск можно накапливать, но на аккаунте может быть не больше 180 дней (6 покупок). Ежедневный звёздный нефрит нужно забирать, заходя в игру каждый день.",
        },
        {
          question: "UID не принимается: не совпадает с сервером. Почему?",
          answer: `Первая цифра UID указывает на сервер: ${uidPrefixList(SERVERS, "ru")}. Выберите подходящий сервер: сущность древних снов нельзя перенести на другой сервер.`,
        },
        {
          question: "Безопасно ли пополнять HSR в Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.ru,
        },
      ],
      guide: [
        "Откройте Honkai: Star Rail и войдите в игру.",
        "Нажмите на значок телефона в правом верхнем углу (или Esc на ПК).",
        "Посмотрите на карточку профиля слева: число из 9 цифр после UID — ваш UID.",
        `Обратите внимание на первую цифру: ${uidPrefixList(SERVERS, "ru")}.`,
        GUIDE_STEPS.uidAndServer.ru,
      ],
      notes: ["Сущность древних снов приходит только на выбранный сервер, перенести её на другой сервер нельзя."],
      currencyUnit:
        "{amount, plural, one {# сущность древних снов} few {# сущности древних снов} many {# сущностей древних снов} other {# сущности древних снов}}",
    },
    uz: {
      name: "Honkai: Star Rail",
      ogTitle: "Honkai: Star Rail Oneiric Shard'larini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "HSR uchun Oneiric Shard va Express Supply Pass'ni faqat UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Honkai: Star Rail uchun Oneiric Shard, Express Supply Pass va Nameless Glory. UID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Honkai: Star Rail UID ni qayerdan topaman?",
          answer:
            "Phone menyusini oching (o'ng yuqori burchakdagi telefon belgisi). 9 xonali UID Trailblazer profil kartasida, ismingiz ostida yozilgan.",
        },
        DELIVERY.entry("uz", "Oneiric Shard qancha vaqtda keladi?"),
        {
          question: "Birinchi to'ldirishdagi ikki baravar bonus saqlanadimi?",
          answer:
            "Ha. HoYoverse akkauntingizdagi har bir to'plamning birinchi xaridida Oneiric Shard'ni ikki baravar qiladi: 980 lik to'plam 1 960 beradi. Keyin o'sha to'plam oddiy bonus beradi.",
        },
        {
          question: "Express Supply Pass'ni necha marta olsa bo'ladi?",
          answer:
            "Pass qo'shilib boradi, lekin akkauntda ko'pi bilan 180 kun (6 ta xarid) bo'lishi mumkin. Kundalik Stellar Jade'ni har kuni o'yinga kirib olish kerak.",
        },
        {
          question: "UID server bilan mos kelmadi deb rad etildi. Nega?",
          answer: `UID ning birinchi raqami serverni bildiradi: ${uidPrefixList(SERVERS, "uz")}. Mos serverni tanlang, chunki Oneiric Shard'ni boshqa serverga o'tkazib bo'lmaydi.`,
        },
        {
          question: "Kupi orqali HSR'ni to'ldirish xavfsizmi?",
          answer: HOYOVERSE_SAFETY_ANSWER.uz,
        },
      ],
      guide: [
        "Honkai: Star Rail'ni oching va o'yinga kiring.",
        "O'ng yuqori burchakdagi Phone belgisiga bosing (kompyuterda Esc).",
        "Chapdagi profil kartasiga qarang: UID dan keyingi 9 xonali raqam sizning UID ingiz.",
        `Birinchi raqamiga e'tibor bering: ${uidPrefixList(SERVERS, "uz")}.`,
        GUIDE_STEPS.uidAndServer.uz,
      ],
      notes: ["Oneiric Shard faqat tanlangan serverga keladi va uni boshqa serverga o'tkazib bo'lmaydi."],
      currencyUnit: "{amount, number} Oneiric Shard",
    },
  },
};
