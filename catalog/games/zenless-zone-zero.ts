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
  america: { value: "prod_gf_us", uidPrefixes: ["10"] },
  europe: { value: "prod_gf_eu", uidPrefixes: ["15"] },
  asia: { value: "prod_gf_jp", uidPrefixes: ["13"] },
  twHkMo: { value: "prod_gf_sg", uidPrefixes: ["17"] },
};

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const zenlessZoneZero: GameDefinition = {
  slug: "zenless-zone-zero",
  name: "Zenless Zone Zero",
  publisher: "HoYoverse",
  tile: { mark: "tape", from: "#d4f03c", to: "#8fb800", ink: "#141a00" },
  aliases: [
    "zzz",
    "zenless",
    "zenless zone zero",
    "zenles",
    "zenles zone zero",
    "zen zone zero",
    "ззз",
    "зенлес",
    "зенлесс",
    "зенлесс зон зиро",
  ],
  supplierNames: ["zenless zone zero", "zzz"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: hoyoverseAccount({
    servers: SERVERS,
    minLength: 8,
    maxLength: 10,
    example: "1312345678",
  }),
  products: [
    ...HOYOVERSE_PACKS.map(([amount, bonus, idr, usd]) => ({
      sku: `zzz-${amount}`,
      kind: "currency" as const,
      amount,
      ...(bonus ? { bonus } : {}),
      popular: amount === 980,
      prices: samplePrices(idr, usd, amount === 300 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "zzz-inter-knot",
      kind: "membership",
      popular: true,
      durationDays: 30,
      limit: { maxActive: 5, maxStackedDays: 179 },
      title: {
        id: "Inter-Knot Membership",
        en: "Inter-Knot Membership",
        ru: "Inter-Knot Membership (месячная подписка)",
        uz: "Inter-Knot Membership (oylik obuna)",
      },
      description: {
        id: "300 Monochrome langsung masuk (330 jika dibeli lagi saat keanggotaan masih aktif), lalu 90 Polychrome setiap hari selama 30 hari.",
        en: "300 Monochrome at once (330 when bought again while a membership is still active), then 90 Polychrome a day for 30 days.",
        ru: "300 Монохрома сразу (330 при повторной покупке, пока подписка ещё активна), затем по 90 Полихрома в день 30 дней.",
        uz: "300 Monochrome darhol (a'zolik hali faol paytida qayta olinsa 330), keyin 30 kun davomida har kuni 90 Polychrome'dan.",
      },
      prices: samplePrices(79_000, 499),
    },
    {
      sku: "zzz-city-fund",
      kind: "pass",
      title: {
        id: "New Eridu City Fund: Growth Plan",
        en: "New Eridu City Fund: Growth Plan",
        ru: "New Eridu City Fund: Growth Plan (боевой пропуск)",
        uz: "New Eridu City Fund: Growth Plan",
      },
      description: {
        id: "Membuka hadiah Growth Plan di New Eridu City Fund musim ini: W-Engine pilihan, Polychrome, Encrypted Master Tape dan material upgrade.",
        en: "Unlocks this season's Growth Plan rewards in the New Eridu City Fund: a W-Engine of your choice, Polychrome, Encrypted Master Tapes and upgrade materials.",
        ru: "Открывает платные награды боевого пропуска New Eridu City Fund текущего сезона: W-Engine на выбор, Полихром, зашифрованные мастер-плёнки и материалы для прокачки.",
        uz: "Joriy mavsumdagi New Eridu City Fund'ning Growth Plan mukofotlarini ochadi: tanlov bo'yicha W-Engine, Polychrome, Encrypted Master Tape va kuchaytirish materiallari.",
      },
      prices: samplePrices(159_000, 999),
    },
    {
      sku: "zzz-city-fund-premium",
      kind: "pass",
      title: {
        id: "New Eridu City Fund: Premium Growth Plan",
        en: "New Eridu City Fund: Premium Growth Plan",
        ru: "New Eridu City Fund: Premium Growth Plan (премиальный боевой пропуск)",
        uz: "New Eridu City Fund: Premium Growth Plan",
      },
      description: {
        id: "Semua hadiah Growth Plan, ditambah langsung naik 10 level City Fund dan paket bonus eksklusif.",
        en: "Everything in the Growth Plan, plus 10 City Fund levels at once and an exclusive bonus bundle.",
        ru: "Всё, что даёт обычный боевой пропуск, плюс сразу 10 его уровней и эксклюзивный бонусный набор.",
        uz: "Growth Plan'dagi barcha mukofotlar, ustiga darhol 10 ta City Fund darajasi va eksklyuziv bonus to'plam.",
      },
      prices: samplePrices(319_000, 1999),
    },
  ],
  texts: {
    id: {
      name: "Zenless Zone Zero",
      ogTitle: "Top Up Monochrome Zenless Zone Zero Murah & Cepat | Kupi",
      ogDescription:
        "Top up Monochrome dan Inter-Knot Membership ZZZ cukup pakai UID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Monochrome, Inter-Knot Membership dan New Eridu City Fund untuk Zenless Zone Zero. Cukup masukkan UID dan pilih server akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Zenless Zone Zero?",
          answer:
            "Buka menu di pojok kanan atas layar, lalu ketuk kartu profil Proxy Anda. UID tertera di bawah nama Anda, biasanya 10 digit seperti 1312345678.",
        },
        DELIVERY.entry("id", "Berapa lama Monochrome masuk?"),
        {
          question: "Berapa banyak Inter-Knot Membership yang bisa saya tumpuk?",
          answer:
            "Maksimal 5 keanggotaan aktif sekaligus dan sisa harinya tidak boleh lebih dari 179 hari. Polychrome harian harus diklaim dengan login setiap hari.",
        },
        {
          question: "UID saya ditolak karena tidak cocok dengan server. Kenapa?",
          answer: `Dua angka awal UID menunjukkan servernya: ${uidPrefixList(SERVERS, "id")}. Pilih server yang sesuai, karena Monochrome tidak bisa dipindah antar server.`,
        },
        {
          question: "Apa bedanya Growth Plan dan Premium Growth Plan?",
          answer:
            "Keduanya membuka hadiah berbayar New Eridu City Fund musim ini. Premium Growth Plan juga langsung menaikkan 10 level dan memberi paket bonus eksklusif.",
        },
        {
          question: "Apakah aman top up ZZZ di Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.id,
        },
      ],
      guide: [
        "Buka Zenless Zone Zero dan masuk ke game.",
        "Ketuk tombol menu di pojok kanan atas layar (atau tekan Esc di PC).",
        "Ketuk kartu profil Proxy Anda; UID tertera di bawah nama Anda.",
        `Perhatikan dua angka awalnya: ${uidPrefixList(SERVERS, "id")}.`,
        GUIDE_STEPS.uidAndServer.id,
      ],
      notes: ["Monochrome hanya masuk ke server yang dipilih dan tidak bisa dipindahkan ke server lain."],
      currencyUnit: "{amount, number} Monochrome",
    },
    en: {
      name: "Zenless Zone Zero",
      ogTitle: "Cheap, Fast Zenless Zone Zero Monochrome Top-Up | Kupi",
      ogDescription:
        "Top up ZZZ Monochrome and the Inter-Knot Membership with just your UID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Monochrome, the Inter-Knot Membership and the New Eridu City Fund for Zenless Zone Zero. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my Zenless Zone Zero UID?",
          answer:
            "Open the menu in the top-right corner of the screen and tap your Proxy profile card. The UID is under your name, usually 10 digits like 1312345678.",
        },
        DELIVERY.entry("en", "How long does Monochrome take to arrive?"),
        {
          question: "How many Inter-Knot Memberships can I stack?",
          answer:
            "At most 5 active memberships at once, and no more than 179 days remaining in total. The daily Polychrome must be claimed by logging in each day.",
        },
        {
          question: "My UID was rejected because it doesn't match the server. Why?",
          answer: `The first two digits of a UID name its server: ${uidPrefixList(SERVERS, "en")}. Choose the matching server, because Monochrome cannot be moved between servers.`,
        },
        {
          question: "What is the difference between the Growth Plan and the Premium Growth Plan?",
          answer:
            "Both unlock this season's paid New Eridu City Fund rewards. The Premium Growth Plan also adds 10 levels at once and an exclusive bonus bundle.",
        },
        {
          question: "Is it safe to top up ZZZ at Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.en,
        },
      ],
      guide: [
        "Open Zenless Zone Zero and sign in.",
        "Tap the menu button in the top-right corner (or press Esc on PC).",
        "Tap your Proxy profile card; the UID is under your name.",
        `Note its first two digits: ${uidPrefixList(SERVERS, "en")}.`,
        GUIDE_STEPS.uidAndServer.en,
      ],
      notes: ["Monochrome arrives only on the server you choose and cannot be moved to another server."],
      currencyUnit: "{amount, number} Monochrome",
    },
    ru: {
      name: "Zenless Zone Zero",
      ogTitle: "Монохром для Zenless Zone Zero: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение ZZZ только по UID и серверу: Монохром и месячная подписка Inter-Knot Membership. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Монохром, месячная подписка Inter-Knot Membership и боевой пропуск New Eridu City Fund для Zenless Zone Zero. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в Zenless Zone Zero?",
          answer:
            "Откройте меню в правом верхнем углу экрана и нажмите на карточку профиля Прокси. UID указан под вашим именем, обычно это 10 цифр, например 1312345678.",
        },
        DELIVERY.entry("ru", "Как быстро приходит Монохром?"),
        {
          question: "Сколько подписок Inter-Knot Membership можно накопить?",
          answer:
            "Не больше 5 активных подписок одновременно и не больше 179 оставшихся дней в сумме. Ежедневный Полихром нужно забирать, заходя в игру каждый день.",
        },
        {
          question: "UID не принимается: не совпадает с сервером. Почему?",
          answer: `Первые две цифры UID указывают на сервер: ${uidPrefixList(SERVERS, "ru")}. Выберите подходящий сервер: Монохром нельзя перенести на другой сервер.`,
        },
        {
          question: "Чем обычный боевой пропуск (Growth Plan) отличается от премиального (Premium Growth Plan)?",
          answer:
            "Оба открывают платные награды боевого пропуска New Eridu City Fund текущего сезона. Премиальный дополнительно сразу даёт 10 уровней и эксклюзивный бонусный набор.",
        },
        {
          question: "Безопасно ли пополнять ZZZ в Kupi?",
          answer: HOYOVERSE_SAFETY_ANSWER.ru,
        },
      ],
      guide: [
        "Откройте Zenless Zone Zero и войдите в игру.",
        "Нажмите кнопку меню в правом верхнем углу (или Esc на ПК).",
        "Нажмите на карточку профиля Прокси: UID указан под вашим именем.",
        `Обратите внимание на первые две цифры: ${uidPrefixList(SERVERS, "ru")}.`,
        GUIDE_STEPS.uidAndServer.ru,
      ],
      notes: ["Монохром приходит только на выбранный сервер, перенести его на другой сервер нельзя."],
      currencyUnit: "{amount, plural, one {# Монохром} few {# Монохрома} many {# Монохромов} other {# Монохрома}}",
    },
    uz: {
      name: "Zenless Zone Zero",
      ogTitle: "Zenless Zone Zero Monochrome'ini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "ZZZ uchun Monochrome va Inter-Knot Membership'ni faqat UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Zenless Zone Zero uchun Monochrome, Inter-Knot Membership va New Eridu City Fund. UID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Zenless Zone Zero UID ni qayerdan topaman?",
          answer:
            "Ekranning o'ng yuqori burchagidagi menyuni oching va Proxy profil kartangizga bosing. UID ismingiz ostida yozilgan, odatda 1312345678 kabi 10 xonali.",
        },
        DELIVERY.entry("uz", "Monochrome qancha vaqtda keladi?"),
        {
          question: "Nechta Inter-Knot Membership'ni jamlash mumkin?",
          answer:
            "Bir vaqtda ko'pi bilan 5 ta faol a'zolik va jami qolgan kunlar 179 dan oshmasligi kerak. Kundalik Polychrome'ni har kuni o'yinga kirib olish kerak.",
        },
        {
          question: "UID server bilan mos kelmadi deb rad etildi. Nega?",
          answer: `UID ning dastlabki ikki raqami serverni bildiradi: ${uidPrefixList(SERVERS, "uz")}. Mos serverni tanlang, chunki Monochrome'ni boshqa serverga o'tkazib bo'lmaydi.`,
        },
        {
          question: "Growth Plan va Premium Growth Plan'ning farqi nima?",
          answer:
            "Ikkalasi ham joriy mavsumdagi New Eridu City Fund'ning pullik mukofotlarini ochadi. Premium Growth Plan qo'shimcha ravishda darhol 10 daraja va eksklyuziv bonus to'plam beradi.",
        },
        {
          question: "Kupi orqali ZZZ'ni to'ldirish xavfsizmi?",
          answer: HOYOVERSE_SAFETY_ANSWER.uz,
        },
      ],
      guide: [
        "Zenless Zone Zero'ni oching va o'yinga kiring.",
        "O'ng yuqori burchakdagi menyu tugmasini bosing (kompyuterda Esc).",
        "Proxy profil kartangizga bosing; UID ismingiz ostida yozilgan.",
        `Dastlabki ikki raqamiga e'tibor bering: ${uidPrefixList(SERVERS, "uz")}.`,
        GUIDE_STEPS.uidAndServer.uz,
      ],
      notes: ["Monochrome faqat tanlangan serverga keladi va uni boshqa serverga o'tkazib bo'lmaydi."],
      currencyUnit: "{amount, number} Monochrome",
    },
  },
};
