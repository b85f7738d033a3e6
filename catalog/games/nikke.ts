import { samplePrices } from "../sample-prices";
import { CURRENCY_UNITS } from "../shared/currency-units";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import { REGIONS } from "../shared/regions";
import type { GameDefinition, Localized } from "../../core/catalog/types";

const SERVERS: { value: string; label: Localized }[] = [
  { value: "JP", label: { id: "Jepang", en: "Japan", ru: "Япония", uz: "Yaponiya" } },
  { value: "NA", label: REGIONS.northAmerica },
  { value: "KR", label: { id: "Korea", en: "Korea", ru: "Корея", uz: "Koreya" } },
  { value: "GLOBAL", label: { id: "Global", en: "Global", ru: "Global", uz: "Global" } },
  {
    value: "SEA",
    label: {
      id: "SEA (Asia Tenggara)",
      en: "SEA (Southeast Asia)",
      ru: "SEA (Юго-Восточная Азия)",
      uz: "SEA (Janubi-Sharqiy Osiyo)",
    },
  },
];

/** Gem packs: [amount, IDR, USD cents]. The first purchase of each pack doubles its Gems. */
const GEMS: [number, number, number][] = [
  [60, 16_000, 99],
  [300, 79_000, 499],
  [980, 239_000, 1499],
  [1980, 479_000, 2999],
  [3280, 799_000, 4999],
  [6480, 1_599_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID", server: true });

export const nikke: GameDefinition = {
  slug: "nikke",
  name: "Goddess of Victory: NIKKE",
  publisher: "Level Infinite",
  tile: { mark: "wing", from: "#f2f2f7", to: "#b7bfd1", ink: "#c21f4b" },
  aliases: [
    "nikke",
    "nikke goddess of victory",
    "goddess of victory",
    "gov nikke",
    "nike",
    "nikkee",
    "niki",
    "никке",
    "нике",
    "nikke gems",
  ],
  supplierNames: ["nikke", "goddess of victory nikke"],
  hasFormPage: true,
  minimumPurchase: 60,
  firstTopUpDouble: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 8, maxLength: 16, example: "3456789012" },
      { type: "select", name: "server", kind: "server", options: SERVERS },
    ],
  },
  products: [
    ...GEMS.map(([amount, idr, usd]) => ({
      sku: `nk-${amount}`,
      kind: "currency" as const,
      amount,
      firstTopUpBonus: amount,
      popular: amount === 300 || amount === 980,
      prices: samplePrices(idr, usd, amount === 1980 ? { salePercent: 10 } : {}),
    })),
    {
      sku: "nk-supply-30",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: {
        id: "30-Day Supply Pack",
        en: "30-Day Supply Pack",
        ru: "30-Day Supply Pack (пакет на 30 дней)",
        uz: "30-Day Supply Pack (30 kunlik to'plam)",
      },
      description: {
        id: "Gems berbayar masuk saat pembelian, lalu Gems harian yang diklaim di game setiap hari selama 30 hari.",
        en: "Paid Gems on purchase, then daily Gems you claim in the game every day for 30 days.",
        ru: "Платные Gems сразу после покупки, затем ежедневные Gems, которые нужно забирать в игре каждый день 30 дней.",
        uz: "Xariddan so'ng pullik Gems, keyin 30 kun davomida har kuni o'yinda olinadigan kundalik Gems.",
      },
      prices: samplePrices(79_000, 499),
    },
    {
      sku: "nk-premium-pass",
      kind: "pass",
      title: {
        id: "Premium Pass",
        en: "Premium Pass",
        ru: "Premium Pass (премиум-пропуск)",
        uz: "Premium Pass (premium pass)",
      },
      description: {
        id: "Membuka jalur hadiah premium pass NIKKE yang sedang berjalan; hadiah level yang sudah dicapai bisa langsung diklaim.",
        en: "Unlocks the premium reward track of the current NIKKE pass; rewards for levels already reached can be claimed at once.",
        ru: "Открывает премиальную ветку наград текущего пропуска NIKKE; награды за уже пройденные уровни можно забрать сразу.",
        uz: "Joriy NIKKE pass ining premium mukofotlar yo'lini ochadi; erishilgan darajalar mukofotlarini darhol olish mumkin.",
      },
      prices: samplePrices(155_000, 999),
    },
  ],
  texts: {
    id: {
      name: "Goddess of Victory: NIKKE",
      ogTitle: "Top Up Gems NIKKE Murah & Cepat | Kupi",
      ogDescription:
        "Top up Gems Goddess of Victory: NIKKE cukup pakai UID dan server. Bayar via {paymentMethodsOr}, Gems masuk dalam hitungan menit.",
      intro: "Beli Gems, 30-Day Supply Pack dan Premium Pass untuk NIKKE. Cukup masukkan UID dan pilih server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID NIKKE?",
          answer:
            "Di lobi, ketuk profil Commander di pojok kiri atas. UID berupa deretan angka di kartu profil dan bisa disalin dengan tombol salin di sebelahnya.",
        },
        {
          question: "Bagaimana cara tahu server saya?",
          answer:
            "Nama server terlihat di layar awal sebelum masuk game, di atas tombol mulai. Setiap server punya akun dan UID sendiri, jadi pilih server tempat akun tujuan berada.",
        },
        DELIVERY.entry("id", "Berapa lama Gems masuk?"),
        {
          question: "Apa itu bonus pembelian pertama?",
          answer:
            "Untuk setiap paket Gems, pembelian pertama di akun Anda mendapat Gems dua kali lipat. Bonus ini berlaku sekali per paket, dan NIKKE kadang meresetnya saat event besar.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Level Infinite, Google atau Apple Anda, cukup UID dan server. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka NIKKE dan perhatikan nama server di layar awal sebelum masuk.",
        "Masuk ke game, lalu ketuk profil Commander di pojok kiri atas lobi.",
        GUIDE_STEPS.uidOnProfileCard.id,
        "Ketuk tombol salin di sebelah UID dan tempel di kolom UID di halaman ini.",
        "Pilih server yang sama dengan yang Anda lihat di layar awal.",
      ],
      notes: ["Pastikan UID dan server cocok: Gems yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: CURRENCY_UNITS.gems.id,
    },
    en: {
      name: "Goddess of Victory: NIKKE",
      ogTitle: "Cheap, Fast NIKKE Gems Top-Up | Kupi",
      ogDescription:
        "Top up Goddess of Victory: NIKKE Gems with just your UID and server. Pay with {paymentMethodsOr}; Gems arrive within minutes.",
      intro:
        "Buy Gems, the 30-Day Supply Pack and the Premium Pass for NIKKE. Just enter your UID and choose your server.",
      faq: [
        {
          question: "Where do I find my NIKKE UID?",
          answer:
            "In the lobby, tap your Commander profile in the top-left corner. The UID is the number on your profile card; you can copy it with the button next to it.",
        },
        {
          question: "How do I know my server?",
          answer:
            "The server name is shown on the title screen before you enter the game, above the start button. Each server has its own account and UID, so choose the server of the account you are topping up.",
        },
        DELIVERY.entry("en", "How long do Gems take to arrive?"),
        {
          question: "What is the first purchase bonus?",
          answer:
            "For every Gem pack, the first purchase on your account gives double Gems. It applies once per pack, and NIKKE sometimes resets it for big events.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your Level Infinite, Google or Apple password, only your UID and server. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open NIKKE and note the server name on the title screen before you enter.",
        "Enter the game and tap your Commander profile in the top-left corner of the lobby.",
        GUIDE_STEPS.uidOnProfileCard.en,
        "Tap the copy button next to the UID and paste it into the UID field on this page.",
        "Choose the same server you saw on the title screen.",
      ],
      notes: ["Make sure your UID and server match: Gems delivered to another account cannot be taken back."],
      currencyUnit: CURRENCY_UNITS.gems.en,
    },
    ru: {
      name: "Goddess of Victory: NIKKE",
      ogTitle: "Гемы NIKKE: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение гемов Goddess of Victory: NIKKE по UID и серверу. Оплата: {paymentMethodsOr}; гемы приходят за минуты.",
      intro: "Гемы, 30-Day Supply Pack и Premium Pass для NIKKE. Достаточно ввести UID и выбрать сервер.",
      faq: [
        {
          question: "Где найти UID в NIKKE?",
          answer:
            "В лобби нажмите на профиль командира в левом верхнем углу. UID — это число на карточке профиля, его можно скопировать кнопкой рядом.",
        },
        {
          question: "Как узнать свой сервер?",
          answer:
            "Название сервера видно на стартовом экране перед входом в игру, над кнопкой запуска. На каждом сервере свой аккаунт и свой UID, поэтому выбирайте сервер того аккаунта, который пополняете.",
        },
        DELIVERY.entry("ru", "Как быстро приходят гемы?"),
        {
          question: "Что такое бонус за первую покупку?",
          answer:
            "Для каждого набора гемов первая покупка на аккаунте даёт двойное количество гемов. Бонус действует один раз на набор, и NIKKE иногда обновляет его к крупным событиям.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от Level Infinite, Google или Apple, нужны только UID и сервер. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте NIKKE и запомните название сервера на стартовом экране.",
        "Войдите в игру и нажмите на профиль командира в левом верхнем углу лобби.",
        GUIDE_STEPS.uidOnProfileCard.ru,
        "Нажмите кнопку копирования рядом с UID и вставьте его в поле UID на этой странице.",
        "Выберите тот же сервер, что был на стартовом экране.",
      ],
      notes: ["Убедитесь, что UID и сервер совпадают: гемы, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: CURRENCY_UNITS.gems.ru,
    },
    uz: {
      name: "Goddess of Victory: NIKKE",
      ogTitle: "NIKKE Gems ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Goddess of Victory: NIKKE Gems ni UID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Gems bir necha daqiqada keladi.",
      intro: "NIKKE uchun Gems, 30-Day Supply Pack va Premium Pass. UID ni kiriting va serverni tanlang.",
      faq: [
        {
          question: "NIKKE da UID ni qayerdan topaman?",
          answer:
            "Lobbida chap yuqori burchakdagi Commander profiliga bosing. UID — profil kartasidagi raqam, uni yonidagi tugma bilan nusxalash mumkin.",
        },
        {
          question: "Serverimni qanday bilaman?",
          answer:
            "Server nomi o'yinga kirishdan oldingi boshlang'ich ekranda, boshlash tugmasi ustida ko'rinadi. Har bir serverda alohida akkaunt va UID bor, shuning uchun to'ldirilayotgan akkaunt serverini tanlang.",
        },
        DELIVERY.entry("uz", "Gems qancha vaqtda keladi?"),
        {
          question: "Birinchi xarid bonusi nima?",
          answer:
            "Har bir Gems to'plamining akkauntingizdagi birinchi xaridi ikki baravar Gems beradi. Bonus har bir to'plam uchun bir marta amal qiladi, NIKKE uni ba'zan katta tadbirlarda yangilaydi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon Level Infinite, Google yoki Apple parolini so'ramaymiz, faqat UID va server kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "NIKKE ni oching va kirishdan oldin boshlang'ich ekrandagi server nomini eslab qoling.",
        "O'yinga kiring va lobbining chap yuqori burchagidagi Commander profiliga bosing.",
        GUIDE_STEPS.uidOnProfileCard.uz,
        "UID yonidagi nusxalash tugmasini bosing va uni shu sahifadagi UID maydoniga joylang.",
        "Boshlang'ich ekranda ko'rgan serverni tanlang.",
      ],
      notes: ["UID va server mos ekanini tekshiring: boshqa akkauntga yuborilgan Gems ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} Gems",
    },
  },
};
