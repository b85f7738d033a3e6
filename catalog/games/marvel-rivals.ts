import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** Lattice packs as the official store sells them: [amount, IDR, USD cents]. */
const LATTICE: [number, number, number][] = [
  [100, 15_500, 99],
  [500, 77_000, 499],
  [1000, 154_000, 999],
  [2180, 305_000, 1999],
  [5680, 760_000, 4999],
  [11680, 1_520_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const marvelRivals: GameDefinition = {
  slug: "marvel-rivals",
  name: "Marvel Rivals",
  publisher: "NetEase Games",
  tile: { mark: "bolt", from: "#dd2530", to: "#7a0c18", ink: "#ffe14a" },
  aliases: [
    "mr",
    "marvel rival",
    "marvel rivals",
    "marvelrivals",
    "marvel rivels",
    "marvel rivalz",
    "rivals",
    "марвел ривалс",
    "марвел",
    "marvel rayvals",
  ],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      { type: "text", name: "uid", kind: "uid", charset: "digits", minLength: 6, maxLength: 12, example: "1052834967" },
    ],
  },
  products: [
    ...LATTICE.map(([amount, idr, usd]) => ({
      sku: `mr-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 500 || amount === 1000,
      prices: samplePrices(idr, usd, amount === 2180 ? { salePercent: 7 } : {}),
    })),
    {
      sku: "mr-luxury-pass",
      kind: "pass",
      popular: true,
      title: {
        id: "Luxury Battle Pass",
        en: "Luxury Battle Pass",
        ru: "Luxury Battle Pass (боевой пропуск)",
        uz: "Luxury Battle Pass (jangovar pass)",
      },
      description: {
        id: "Membuka Luxury Battle Pass musim ini: kostum hero eksklusif dan hadiah premium, termasuk 600 Lattice dan 600 Units yang bisa diklaim dari jalur pass.",
        en: "Unlocks this season's Luxury Battle Pass: exclusive hero costumes and premium rewards, including 600 Lattice and 600 Units to claim along the pass.",
        ru: "Открывает Luxury Battle Pass текущего сезона: эксклюзивные костюмы героев и премиальные награды, включая 600 Lattice и 600 Units на ветке пропуска.",
        uz: "Joriy mavsum Luxury Battle Pass ini ochadi: eksklyuziv qahramon kostyumlari va premium mukofotlar, jumladan pass yo'lida olinadigan 600 Lattice va 600 Units.",
      },
      prices: samplePrices(150_000, 999),
    },
    {
      sku: "mr-pass-bundle",
      kind: "bundle",
      amount: 500,
      title: {
        id: "Bundle Luxury Battle Pass + 500 Lattice",
        en: "Luxury Battle Pass + 500 Lattice Bundle",
        ru: "Набор: Luxury Battle Pass + 500 Lattice",
        uz: "To'plam: Luxury Battle Pass + 500 Lattice",
      },
      description: {
        id: "Luxury Battle Pass musim ini ditambah 500 Lattice untuk kostum atau bundle di toko game, dikirim dalam satu pesanan.",
        en: "This season's Luxury Battle Pass plus 500 Lattice for costumes or bundles in the in-game store, delivered in one order.",
        ru: "Luxury Battle Pass текущего сезона и ещё 500 Lattice на костюмы или наборы во внутриигровом магазине, одним заказом.",
        uz: "Joriy mavsum Luxury Battle Pass i va o'yin do'konidagi kostyum yoki to'plamlar uchun 500 Lattice, bitta buyurtmada.",
      },
      prices: samplePrices(225_000, 1499, { salePercent: 5 }),
    },
  ],
  texts: {
    id: {
      name: "Marvel Rivals",
      ogTitle: "Top Up Lattice Marvel Rivals Murah & Cepat | Kupi",
      ogDescription:
        "Top up Lattice Marvel Rivals cukup pakai UID. Bayar via {paymentMethodsOr}, Lattice masuk dalam hitungan menit.",
      intro: "Beli Lattice dan Luxury Battle Pass untuk Marvel Rivals. Cukup masukkan UID akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Marvel Rivals?",
          answer:
            "Di menu utama, buka profil dengan mengklik avatar atau nama Anda. UID berupa deretan angka di kartu profil; salin persis seperti yang tertulis di game.",
        },
        DELIVERY.entry("id", "Berapa lama Lattice masuk?"),
        {
          question: "Apa bedanya Lattice dan Units?",
          answer:
            "Lattice adalah mata uang premium yang dibeli dengan uang asli. Lattice bisa dipakai langsung di toko atau ditukar menjadi Units, mata uang untuk kostum dan item kosmetik lain.",
        },
        {
          question: "Apakah bisa untuk akun PlayStation atau Xbox?",
          answer:
            "Top up di Kupi dikirim ke akun PC (Steam atau Epic Games). Lattice untuk akun konsol dibeli lewat toko PlayStation atau Xbox, jadi pastikan UID yang Anda masukkan adalah akun PC.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami tidak pernah meminta kata sandi akun Steam, Epic atau NetEase Anda, cukup UID. Jika pengiriman gagal, dana Anda kami kembalikan 100%.",
        },
      ],
      guide: [
        "Buka Marvel Rivals dan masuk ke akun Anda.",
        "Di menu utama, klik avatar atau nama Anda untuk membuka profil.",
        GUIDE_STEPS.uidOnProfileCard.id,
        "Salin UID itu ke kolom UID di halaman ini.",
      ],
      notes: [
        "Top up hanya untuk akun Marvel Rivals di PC (Steam atau Epic Games), bukan akun PlayStation atau Xbox.",
        "Periksa UID dengan teliti: Lattice yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} Lattice",
    },
    en: {
      name: "Marvel Rivals",
      ogTitle: "Cheap, Fast Marvel Rivals Lattice Top-Up | Kupi",
      ogDescription:
        "Top up Marvel Rivals Lattice with just your UID. Pay with {paymentMethodsOr}; Lattice arrives within minutes.",
      intro: "Buy Lattice and the Luxury Battle Pass for Marvel Rivals. Just enter your account's UID.",
      faq: [
        {
          question: "Where do I find my Marvel Rivals UID?",
          answer:
            "In the main menu, open your profile by clicking your avatar or name. The UID is the number on your profile card; copy it exactly as the game shows it.",
        },
        DELIVERY.entry("en", "How long does Lattice take to arrive?"),
        {
          question: "What is the difference between Lattice and Units?",
          answer:
            "Lattice is the premium currency bought with real money. You can spend Lattice in the store directly or convert it into Units, the currency for costumes and other cosmetics.",
        },
        {
          question: "Does it work for PlayStation or Xbox accounts?",
          answer:
            "Kupi top-ups go to PC accounts (Steam or Epic Games). Lattice for console accounts is bought in the PlayStation or Xbox store, so make sure the UID you enter is a PC account.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We never ask for your Steam, Epic or NetEase password, only your UID. If delivery fails, you get 100% of your money back.",
        },
      ],
      guide: [
        "Open Marvel Rivals and sign in to your account.",
        "In the main menu, click your avatar or name to open your profile.",
        GUIDE_STEPS.uidOnProfileCard.en,
        "Copy that UID into the UID field on this page.",
      ],
      notes: [
        "Top-ups are for Marvel Rivals accounts on PC (Steam or Epic Games) only, not PlayStation or Xbox accounts.",
        "Check your UID carefully: Lattice delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, number} Lattice",
    },
    ru: {
      name: "Marvel Rivals",
      ogTitle: "Lattice для Marvel Rivals: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Lattice в Marvel Rivals только по UID. Оплата: {paymentMethodsOr}; Lattice приходят за минуты.",
      intro: "Lattice и Luxury Battle Pass для Marvel Rivals. Достаточно ввести UID аккаунта.",
      faq: [
        {
          question: "Где найти UID в Marvel Rivals?",
          answer:
            "В главном меню откройте профиль, нажав на аватар или ник. UID — это число на карточке профиля; скопируйте его точно так, как оно показано в игре.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Lattice?"),
        {
          question: "Чем Lattice отличаются от Units?",
          answer:
            "Lattice — премиальная валюта, которую покупают за реальные деньги. Её можно тратить в магазине напрямую или обменять на Units — валюту для костюмов и другой косметики.",
        },
        {
          question: "Подходит ли пополнение для PlayStation или Xbox?",
          answer:
            "Пополнение в Kupi зачисляется на аккаунты ПК (Steam или Epic Games). Lattice для консолей покупают в магазине PlayStation или Xbox, поэтому убедитесь, что вводите UID аккаунта ПК.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы никогда не спрашиваем пароль от Steam, Epic или NetEase, нужен только UID. Если доставка не удалась, мы вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Marvel Rivals и войдите в аккаунт.",
        "В главном меню нажмите на аватар или ник, чтобы открыть профиль.",
        GUIDE_STEPS.uidOnProfileCard.ru,
        "Скопируйте UID в поле UID на этой странице.",
      ],
      notes: [
        "Пополнение только для аккаунтов Marvel Rivals на ПК (Steam или Epic Games), не для PlayStation или Xbox.",
        "Внимательно проверьте UID: Lattice, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, number} Lattice",
    },
    uz: {
      name: "Marvel Rivals",
      ogTitle: "Marvel Rivals Lattice ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Marvel Rivals Lattice ni faqat UID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Lattice bir necha daqiqada keladi.",
      intro: "Marvel Rivals uchun Lattice va Luxury Battle Pass. Akkauntingiz UID sini kiritish kifoya.",
      faq: [
        {
          question: "Marvel Rivals da UID ni qayerdan topaman?",
          answer:
            "Asosiy menyuda avatar yoki ismingizga bosib profilni oching. UID — profil kartasidagi raqam; uni o'yinda qanday ko'rsatilgan bo'lsa, shunday nusxalang.",
        },
        DELIVERY.entry("uz", "Lattice qancha vaqtda keladi?"),
        {
          question: "Lattice va Units ning farqi nimada?",
          answer:
            "Lattice — haqiqiy pulga sotib olinadigan premium valyuta. Uni do'konda to'g'ridan-to'g'ri sarflash yoki kostyum va boshqa kosmetika uchun valyuta bo'lgan Units ga almashtirish mumkin.",
        },
        {
          question: "PlayStation yoki Xbox akkauntlari uchun bo'ladimi?",
          answer:
            "Kupi dagi to'ldirish PK akkauntlariga (Steam yoki Epic Games) yuboriladi. Konsol akkauntlari uchun Lattice PlayStation yoki Xbox do'konidan olinadi, shuning uchun PK akkauntining UID sini kiriting.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz hech qachon Steam, Epic yoki NetEase parolini so'ramaymiz, faqat UID kerak. Yetkazish amalga oshmasa, pulingizning 100% qaytariladi.",
        },
      ],
      guide: [
        "Marvel Rivals ni oching va akkauntingizga kiring.",
        "Asosiy menyuda profilni ochish uchun avatar yoki ismingizga bosing.",
        GUIDE_STEPS.uidOnProfileCard.uz,
        "Shu UID ni sahifadagi UID maydoniga ko'chiring.",
      ],
      notes: [
        "To'ldirish faqat PK dagi (Steam yoki Epic Games) Marvel Rivals akkauntlari uchun, PlayStation yoki Xbox akkauntlari uchun emas.",
        "UID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan Lattice ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} Lattice",
    },
  },
};
