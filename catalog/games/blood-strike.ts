import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** Golds packs: [base amount, bonus, IDR, USD cents]. */
const GOLDS: [number, number, number, number][] = [
  [100, 5, 15_500, 99],
  [300, 20, 45_500, 299],
  [500, 40, 75_000, 499],
  [1000, 100, 149_000, 999],
  [2000, 260, 299_000, 1999],
  [5000, 800, 749_000, 4999],
  [10000, 2000, 1_499_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const bloodStrike: GameDefinition = {
  slug: "blood-strike",
  name: "Blood Strike",
  publisher: "NetEase Games",
  tile: { mark: "drop", from: "#474d59", to: "#1e2127", ink: "#ff7a85" },
  aliases: [
    "bloodstrike",
    "blood strike",
    "blod strike",
    "blad strike",
    "blood strayk",
    "gold blood strike",
    "блад страйк",
    "бладстрайк",
    "блуд страйк",
  ],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "playerId",
        kind: "playerId",
        charset: "digits",
        minLength: 6,
        maxLength: 12,
        example: "981247193",
      },
    ],
  },
  products: [
    ...GOLDS.map(([amount, bonus, idr, usd]) => ({
      sku: `bs-${amount + bonus}`,
      kind: "currency" as const,
      amount,
      bonus,
      popular: amount === 500 || amount === 1000,
      prices: samplePrices(idr, usd, amount === 2000 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "bs-strike-pass-elite",
      kind: "pass",
      popular: true,
      title: { id: "Strike Pass Elite", en: "Elite Strike Pass", ru: "Strike Pass Elite", uz: "Strike Pass Elite" },
      description: {
        id: "Membuka jalur Elite Strike Pass musim ini di akun Anda: skin senjata, skin karakter dan hadiah Elite lainnya.",
        en: "Unlocks this season's Elite Strike Pass track on your account: weapon skins, character skins and the other Elite rewards.",
        ru: "Открывает элитную ветку Strike Pass текущего сезона на вашем аккаунте: облики оружия, облики персонажей и другие элитные награды.",
        uz: "Joriy mavsumdagi Strike Pass ning Elite yo'lini akkauntingizda ochadi: qurol skinlari, qahramon skinlari va boshqa Elite mukofotlari.",
      },
      prices: samplePrices(75_000, 499),
    },
    {
      sku: "bs-strike-pass-premium",
      kind: "pass",
      title: {
        id: "Strike Pass Premium",
        en: "Premium Strike Pass",
        ru: "Strike Pass Premium",
        uz: "Strike Pass Premium",
      },
      description: {
        id: "Semua isi Strike Pass Elite musim ini, ditambah level pass instan dan hadiah eksklusif Premium.",
        en: "Everything in this season's Elite Strike Pass, plus instant pass levels and exclusive Premium rewards.",
        ru: "Всё содержимое Strike Pass Elite текущего сезона, а также мгновенные уровни пропуска и эксклюзивные награды Premium.",
        uz: "Joriy mavsumdagi Strike Pass Elite ning hammasi, shuningdek darhol beriladigan pass darajalari va Premium eksklyuziv mukofotlari.",
      },
      prices: samplePrices(150_000, 999, { salePercent: 10 }),
    },
  ],
  texts: {
    id: {
      name: "Blood Strike",
      ogTitle: "Top Up Golds Blood Strike Murah & Cepat | Kupi",
      ogDescription:
        "Top up Golds Blood Strike cukup pakai ID pemain. Bayar via {paymentMethodsOr}, Golds masuk dalam hitungan menit.",
      intro: "Beli Golds dan Strike Pass untuk Blood Strike. Cukup masukkan ID pemain Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat ID Blood Strike?",
          answer:
            "Ketuk avatar di pojok kiri atas lobi. ID pemain berupa deretan angka di halaman profil, misalnya 981247193. Ketuk ikon salin agar tidak salah ketik.",
        },
        DELIVERY.entry("id", "Berapa lama Golds masuk?"),
        {
          question: "Apakah bonus Golds sudah termasuk?",
          answer: "Sudah. Misalnya paket 1.000 + 100 Golds mengirim total 1.100 Golds ke akun Anda.",
        },
        {
          question: "Apakah Golds bisa dipakai di Blood Strike versi PC?",
          answer:
            "Golds masuk ke akun dengan ID yang Anda masukkan. Jika akun PC dan HP Anda sama (ID-nya sama), Golds bisa dipakai di keduanya.",
        },
        {
          question: "Apa beda Strike Pass Elite dan Strike Pass Premium?",
          answer:
            "Elite membuka jalur hadiah berbayar Strike Pass musim ini. Premium berisi semua itu ditambah level pass instan dan hadiah eksklusif.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya meminta ID pemain, tidak pernah kata sandi atau akun NetEase Anda. Golds dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka Blood Strike dan masuk ke akun Anda.",
        "Ketuk avatar Anda di pojok kiri atas lobi.",
        "Lihat ID pemain di halaman profil: deretan angka, misalnya 981247193.",
        GUIDE_STEPS.copyIdIcon.id,
      ],
      notes: ["Periksa ID pemain dengan teliti: Golds yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: "{amount, number} Golds",
    },
    en: {
      name: "Blood Strike",
      ogTitle: "Cheap, Fast Blood Strike Golds Top-Up | Kupi",
      ogDescription:
        "Top up Blood Strike Golds with just your player ID. Pay with {paymentMethodsOr}; Golds arrive within minutes.",
      intro: "Buy Golds and the Strike Pass for Blood Strike. Just enter your player ID.",
      faq: [
        {
          question: "Where do I find my Blood Strike ID?",
          answer:
            "Tap your avatar in the top-left corner of the lobby. Your player ID is the number on your profile page, e.g. 981247193. Tap the copy icon to avoid typos.",
        },
        DELIVERY.entry("en", "How long do Golds take to arrive?"),
        {
          question: "Are the bonus Golds included?",
          answer: "Yes. The 1,000 + 100 Golds pack, for example, delivers 1,100 Golds to your account.",
        },
        {
          question: "Can I use the Golds in Blood Strike on PC?",
          answer:
            "Golds go to the account with the ID you enter. If your PC and phone use the same account (the same ID), the Golds work on both.",
        },
        {
          question: "What is the difference between the Elite and the Premium Strike Pass?",
          answer:
            "Elite unlocks this season's paid Strike Pass reward track. Premium has all of that plus instant pass levels and exclusive rewards.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your player ID, never your password or NetEase account. Golds are delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open Blood Strike and sign in to your account.",
        "Tap your avatar in the top-left corner of the lobby.",
        "Find your player ID on the profile page: a number such as 981247193.",
        GUIDE_STEPS.copyIdIcon.en,
      ],
      notes: ["Check your player ID carefully: Golds delivered to another account cannot be taken back."],
      currencyUnit: "{amount, plural, one {# Gold} other {# Golds}}",
    },
    ru: {
      name: "Blood Strike",
      ogTitle: "Golds для Blood Strike: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Golds в Blood Strike только по ID игрока. Оплата: {paymentMethodsOr}; Golds приходят за минуты.",
      intro: "Golds и Strike Pass для Blood Strike. Достаточно ввести ID игрока.",
      faq: [
        {
          question: "Где найти ID в Blood Strike?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. ID игрока — число на странице профиля, например 981247193. Нажмите значок копирования, чтобы не ошибиться.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Golds?"),
        {
          question: "Бонусные Golds входят в набор?",
          answer: "Да. Например, набор 1000 + 100 Golds зачисляет на аккаунт всего 1100 Golds.",
        },
        {
          question: "Можно ли тратить Golds в Blood Strike на ПК?",
          answer:
            "Golds зачисляются на аккаунт с указанным ID. Если на ПК и телефоне у вас один аккаунт (один ID), Golds доступны и там, и там.",
        },
        {
          question: "Чем Strike Pass Elite отличается от Strike Pass Premium?",
          answer:
            "Elite открывает платную ветку наград Strike Pass текущего сезона. Premium включает всё это, а также мгновенные уровни пропуска и эксклюзивные награды.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только ID игрока и никогда — пароль или аккаунт NetEase. Golds приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте Blood Strike и войдите в аккаунт.",
        "Нажмите на аватар в левом верхнем углу лобби.",
        "Найдите ID игрока на странице профиля: число вроде 981247193.",
        GUIDE_STEPS.copyIdIcon.ru,
      ],
      notes: ["Внимательно проверьте ID игрока: Golds, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} Golds",
    },
    uz: {
      name: "Blood Strike",
      ogTitle: "Blood Strike Golds ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Blood Strike Golds ni faqat o'yinchi ID si bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Golds bir necha daqiqada keladi.",
      intro: "Blood Strike uchun Golds va Strike Pass. O'yinchi ID sini kiritish kifoya.",
      faq: [
        {
          question: "Blood Strike ID sini qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi avatarni bosing. O'yinchi ID si — profil sahifasidagi raqam, masalan 981247193. Xato qilmaslik uchun nusxalash belgisini bosing.",
        },
        DELIVERY.entry("uz", "Golds qancha vaqtda keladi?"),
        {
          question: "Bonus Golds ham kiradimi?",
          answer: "Ha. Masalan, 1000 + 100 Golds to'plami akkauntingizga jami 1100 Golds yetkazadi.",
        },
        {
          question: "Golds ni Blood Strike ning kompyuter versiyasida ishlatsa bo'ladimi?",
          answer:
            "Golds siz kiritgan ID dagi akkauntga tushadi. Agar kompyuter va telefonda akkauntingiz bitta bo'lsa (ID bir xil), Golds ikkalasida ham ishlaydi.",
        },
        {
          question: "Strike Pass Elite va Strike Pass Premium ning farqi nima?",
          answer:
            "Elite joriy mavsumdagi Strike Pass ning pullik mukofotlar yo'lini ochadi. Premium bularning hammasini, shuningdek darhol beriladigan pass darajalari va eksklyuziv mukofotlarni o'z ichiga oladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat o'yinchi ID sini so'raymiz, parol yoki NetEase akkauntingizni hech qachon so'ramaymiz. Golds noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "Blood Strike ni oching va akkauntingizga kiring.",
        "Lobbining chap yuqori burchagidagi avatarni bosing.",
        "Profil sahifasida o'yinchi ID sini toping: masalan 981247193 kabi raqam.",
        GUIDE_STEPS.copyIdIcon.uz,
      ],
      notes: ["O'yinchi ID sini diqqat bilan tekshiring: boshqa akkauntga yuborilgan Golds ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} Golds",
    },
  },
};
