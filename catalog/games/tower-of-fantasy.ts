import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { GACHA_LADDER } from "../shared/pack-ladders";
import { REGIONS } from "../shared/regions";
import { SAFETY_ANSWERS } from "../shared/safety-answers";
import type { GameDefinition, SelectOption } from "../../core/catalog/types";

/** Global regions as the server list in the game groups them, keyed as the server codes start. */
const REGION_OF = {
  sea: REGIONS.southeastAsia,
  apac: REGIONS.asiaPacific,
  na: REGIONS.northAmerica,
  eu: REGIONS.europe,
};

/** [region, server name]: a character lives on one server; Tanium goes to the character on the chosen server. */
const SERVER_LIST: [keyof typeof REGION_OF, string][] = [
  ["sea", "Osillron"],
  ["sea", "Mistilteinn"],
  ["sea", "Chandra"],
  ["sea", "Phantasia"],
  ["sea", "Mechafield"],
  ["sea", "Ethereal Dream"],
  ["sea", "Odyssey"],
  ["sea", "Fantasia"],
  ["apac", "Oryza"],
  ["apac", "Sol-III"],
  ["na", "Nightfall"],
  ["na", "Frontier"],
  ["na", "Libera"],
  ["na", "Solaris"],
  ["na", "Freedom-Oasis"],
  ["na", "The Glades"],
  ["na", "Lighthouse"],
  ["eu", "Aestral-Noa"],
  ["eu", "Alintheus"],
  ["eu", "Andoes"],
  ["eu", "Anomora"],
  ["eu", "Astora"],
  ["eu", "Valstamm"],
];

const SERVERS: SelectOption[] = SERVER_LIST.map(([region, server]) => ({
  value: `${region}-${server.toLowerCase().replace(/[^a-z0-9]+/g, "-")}`,
  label: {
    id: `${REGION_OF[region].id} – ${server}`,
    en: `${REGION_OF[region].en} – ${server}`,
    ru: `${REGION_OF[region].ru} – ${server}`,
    uz: `${REGION_OF[region].uz} – ${server}`,
  },
}));

/** Tanium packs: the gacha ladder. */
const TANIUM = GACHA_LADDER;

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID", server: true });

export const towerOfFantasy: GameDefinition = {
  slug: "tower-of-fantasy",
  name: "Tower of Fantasy",
  publisher: "Level Infinite",
  tile: { mark: "tower", from: "#19a08c", to: "#0a4a5c", ink: "#ffffff" },
  aliases: [
    "tof",
    "tower of fantasy",
    "tower fantasy",
    "tower of fantasi",
    "towerof fantasy",
    "toff",
    "тоф",
    "тауэр оф фэнтези",
    "башня фантазий",
    "tower of fantaziya",
  ],
  supplierNames: ["tower of fantasy"],
  hasFormPage: true,
  minimumPurchase: 60,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 14, example: "4101234567" },
      { type: "select", name: "server", kind: "server", options: SERVERS },
    ],
  },
  products: [
    ...TANIUM.map(([amount, idr, usd]) => ({
      sku: `tof-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 300 || amount === 980,
      prices: samplePrices(idr, usd, amount === 1980 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "tof-monthly-pass",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: {
        id: "Monthly Pass",
        en: "Monthly Pass",
        ru: "Monthly Pass (месячный пропуск)",
        uz: "Monthly Pass (oylik pass)",
      },
      description: {
        id: "300 Tanium langsung masuk, lalu Dark Crystal yang bisa diklaim setiap hari selama 30 hari.",
        en: "300 Tanium at once, then Dark Crystals to claim every day for 30 days.",
        ru: "300 Tanium сразу, затем Dark Crystal, которые можно забирать каждый день 30 дней.",
        uz: "300 Tanium darhol, keyin 30 kun davomida har kuni olinadigan Dark Crystal.",
      },
      prices: samplePrices(79_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Tower of Fantasy",
      ogTitle: "Top Up Tanium Tower of Fantasy Murah & Cepat | Kupi",
      ogDescription:
        "Top up Tanium dan Monthly Pass Tower of Fantasy cukup pakai UID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Tanium dan Monthly Pass untuk Tower of Fantasy. Cukup masukkan UID karakter dan pilih server tempat Anda bermain.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Tower of Fantasy?",
          answer:
            "Ketuk foto profil karakter di pojok kiri atas layar. UID tertera di halaman profil, di dekat nama karakter Anda; ketuk ikon salin untuk menyalinnya.",
        },
        DELIVERY.entry("id", "Berapa lama Tanium masuk?"),
        {
          question: "Server mana yang harus saya pilih?",
          answer:
            "Pilih server tempat karakter Anda dibuat. Nama server terlihat di layar login sebelum masuk game. Tanium hanya masuk ke karakter di server yang dipilih.",
        },
        {
          question: "Apa bedanya Tanium dan Dark Crystal?",
          answer:
            "Tanium adalah mata uang premium yang dibeli dengan uang asli. Tanium dipakai untuk paket di toko dan Red Nucleus, dan bisa ditukar menjadi Dark Crystal di dalam game.",
        },
        {
          question: "Bagaimana cara kerja Monthly Pass?",
          answer:
            "300 Tanium masuk sekali saat pembelian, lalu Dark Crystal harian bisa diklaim selama 30 hari. Login setiap hari agar tidak ada hadiah harian yang terlewat.",
        },
        {
          question: "Apakah aman top up Tower of Fantasy di Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.id,
        },
      ],
      guide: [
        "Buka Tower of Fantasy dan masuk ke karakter Anda.",
        "Ketuk foto profil karakter di pojok kiri atas layar.",
        "Salin angka UID yang tertera di halaman profil.",
        "Cek nama server di layar login (misalnya Osillron atau Mistilteinn).",
        GUIDE_STEPS.uidAndServer.id,
      ],
      notes: [
        "Tanium hanya masuk ke karakter di server yang Anda pilih. Pastikan server sesuai dengan karakter yang dipakai.",
      ],
      currencyUnit: "{amount, number} Tanium",
    },
    en: {
      name: "Tower of Fantasy",
      ogTitle: "Cheap, Fast Tower of Fantasy Tanium Top-Up | Kupi",
      ogDescription:
        "Top up Tower of Fantasy Tanium and the Monthly Pass with just your UID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Tanium and the Monthly Pass for Tower of Fantasy. Just enter your character's UID and choose the server you play on.",
      faq: [
        {
          question: "Where do I find my Tower of Fantasy UID?",
          answer:
            "Tap your character portrait in the top-left corner of the screen. The UID is on the profile page, next to your character name; tap the copy icon to copy it.",
        },
        DELIVERY.entry("en", "How long does Tanium take to arrive?"),
        {
          question: "Which server should I choose?",
          answer:
            "The server your character was created on. Its name is shown on the login screen before you enter the game. Tanium goes only to the character on the chosen server.",
        },
        {
          question: "What is the difference between Tanium and Dark Crystals?",
          answer:
            "Tanium is the premium currency bought with real money. It buys shop packs and Red Nucleus, and can be exchanged for Dark Crystals in the game.",
        },
        {
          question: "How does the Monthly Pass work?",
          answer:
            "300 Tanium arrive once on purchase, then daily Dark Crystals can be claimed for 30 days. Log in every day so you don't miss a daily reward.",
        },
        {
          question: "Is it safe to top up Tower of Fantasy at Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.en,
        },
      ],
      guide: [
        "Open Tower of Fantasy and enter the game with your character.",
        "Tap your character portrait in the top-left corner of the screen.",
        "Copy the UID shown on the profile page.",
        "Check your server's name on the login screen (for example Osillron or Mistilteinn).",
        GUIDE_STEPS.uidAndServer.en,
      ],
      notes: [
        "Tanium goes only to the character on the server you choose. Make sure the server matches the character you play.",
      ],
      currencyUnit: "{amount, number} Tanium",
    },
    ru: {
      name: "Tower of Fantasy",
      ogTitle: "Tanium для Tower of Fantasy: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Tower of Fantasy только по UID и серверу: Tanium и Monthly Pass. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Tanium и Monthly Pass для Tower of Fantasy. Достаточно ввести UID персонажа и выбрать сервер, на котором вы играете.",
      faq: [
        {
          question: "Где найти UID в Tower of Fantasy?",
          answer:
            "Нажмите на портрет персонажа в левом верхнем углу экрана. UID указан на странице профиля рядом с именем персонажа; нажмите на значок копирования, чтобы скопировать его.",
        },
        DELIVERY.entry("ru", "Как быстро приходит Tanium?"),
        {
          question: "Какой сервер выбрать?",
          answer:
            "Тот, на котором создан ваш персонаж. Его название видно на экране входа перед началом игры. Tanium приходит только персонажу на выбранном сервере.",
        },
        {
          question: "Чем Tanium отличается от Dark Crystal?",
          answer:
            "Tanium — премиум-валюта, которую покупают за реальные деньги. За неё берут наборы в магазине и Red Nucleus, а ещё её можно обменять на Dark Crystal в игре.",
        },
        {
          question: "Как работает Monthly Pass?",
          answer:
            "300 Tanium приходят один раз при покупке, затем 30 дней можно забирать ежедневные Dark Crystal. Заходите в игру каждый день, чтобы не пропустить награду.",
        },
        {
          question: "Безопасно ли пополнять Tower of Fantasy в Kupi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.ru,
        },
      ],
      guide: [
        "Откройте Tower of Fantasy и войдите в игру персонажем.",
        "Нажмите на портрет персонажа в левом верхнем углу экрана.",
        "Скопируйте UID со страницы профиля.",
        "Посмотрите название сервера на экране входа (например, Osillron или Mistilteinn).",
        GUIDE_STEPS.uidAndServer.ru,
      ],
      notes: [
        "Tanium приходит только персонажу на выбранном сервере. Убедитесь, что сервер совпадает с персонажем, которым вы играете.",
      ],
      currencyUnit: "{amount, number} Tanium",
    },
    uz: {
      name: "Tower of Fantasy",
      ogTitle: "Tower of Fantasy Tanium'ini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Tower of Fantasy uchun Tanium va Monthly Pass'ni faqat UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Tower of Fantasy uchun Tanium va Monthly Pass. Qahramoningiz UID sini kiritib, o'ynayotgan serveringizni tanlash kifoya.",
      faq: [
        {
          question: "Tower of Fantasy UID ni qayerdan topaman?",
          answer:
            "Ekranning chap yuqori burchagidagi qahramon portretiga bosing. UID profil sahifasida, qahramon ismi yonida yozilgan; nusxa olish uchun nusxa belgisiga bosing.",
        },
        DELIVERY.entry("uz", "Tanium qancha vaqtda keladi?"),
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Qahramoningiz yaratilgan serverni. Uning nomi o'yinga kirishdan oldingi login ekranida ko'rinadi. Tanium faqat tanlangan serverdagi qahramonga keladi.",
        },
        {
          question: "Tanium va Dark Crystal'ning farqi nima?",
          answer:
            "Tanium — haqiqiy pulga sotib olinadigan premium valyuta. U bilan do'kondagi to'plamlar va Red Nucleus olinadi, uni o'yinda Dark Crystal'ga almashtirish ham mumkin.",
        },
        {
          question: "Monthly Pass qanday ishlaydi?",
          answer:
            "Xarid paytida bir marta 300 Tanium keladi, keyin 30 kun davomida kundalik Dark Crystal'ni olish mumkin. Kundalik mukofotni o'tkazib yubormaslik uchun har kuni o'yinga kiring.",
        },
        {
          question: "Kupi orqali Tower of Fantasy'ni to'ldirish xavfsizmi?",
          answer: SAFETY_ANSWERS.uidAndServerOnly.uz,
        },
      ],
      guide: [
        "Tower of Fantasy'ni oching va qahramoningiz bilan o'yinga kiring.",
        "Ekranning chap yuqori burchagidagi qahramon portretiga bosing.",
        "Profil sahifasidagi UID ni nusxalang.",
        "Login ekranida server nomini tekshiring (masalan, Osillron yoki Mistilteinn).",
        GUIDE_STEPS.uidAndServer.uz,
      ],
      notes: [
        "Tanium faqat tanlangan serverdagi qahramonga keladi. Server o'ynayotgan qahramoningizga mos ekanini tekshiring.",
      ],
      currencyUnit: "{amount, number} Tanium",
    },
  },
};
