import { samplePrices } from "../sample-prices";
import { ARENA_BREAKOUT } from "../shared/arena-breakout";
import { deliveryFaq } from "../shared/delivery-faq";
import type { GameDefinition } from "../../core/catalog/types";

/** Bonds packs for the PC game: [Bonds, IDR, USD cents]. */
const BONDS: [number, number, number][] = [
  [100, 16_000, 99],
  [500, 79_000, 499],
  [1000, 155_000, 999],
  [2000, 309_000, 1999],
  [5000, 775_000, 4999],
  [10000, 1_549_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const arenaBreakoutInfinite: GameDefinition = {
  slug: "arena-breakout-infinite",
  name: "Arena Breakout: Infinite",
  publisher: "MoreFun Studios",
  tile: { mark: "dogtag", from: "#4e6372", to: "#212c35", ink: "#d9f2ff" },
  aliases: [
    "abi",
    "arena breakout infinite",
    "arena breakout pc",
    "ab infinite",
    "arena infinite",
    "arena brekout infinite",
    "bonds abi",
    "аби",
    "арена брейкаут инфинит",
    "арена брейкаут пк",
  ],
  hasFormPage: false,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "uid",
        kind: "uid",
        charset: "alphanumeric",
        minLength: 6,
        maxLength: 20,
        example: "41027385961",
      },
    ],
  },
  products: [
    ...BONDS.map(([amount, idr, usd]) => ({
      sku: `abi-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 1000 || amount === 2000,
      prices: samplePrices(idr, usd, amount === 5000 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "abi-advanced-pass",
      kind: "pass",
      title: ARENA_BREAKOUT.advancedPassTitle,
      description: {
        id: "Membuka jalur Advanced Battle Pass season yang sedang berjalan di Arena Breakout: Infinite, dengan hadiah perlengkapan dan kosmetik Advanced.",
        en: "Unlocks the Advanced track of the current season's Battle Pass in Arena Breakout: Infinite, with its gear and cosmetic rewards.",
        ru: "Открывает продвинутую ветку Battle Pass текущего сезона в Arena Breakout: Infinite с наградами-снаряжением и косметикой.",
        uz: "Arena Breakout: Infinite da joriy mavsumdagi Battle Pass ning Advanced yo'lini ochadi: jihoz va kosmetik mukofotlar bilan.",
      },
      prices: samplePrices(79_000, 499),
    },
    {
      sku: "abi-premium-pass",
      kind: "pass",
      popular: true,
      title: ARENA_BREAKOUT.premiumPassTitle,
      description: ARENA_BREAKOUT.premiumPassDescription,
      prices: samplePrices(199_000, 1299, { salePercent: 10 }),
    },
  ],
  texts: {
    id: {
      name: "Arena Breakout: Infinite",
      ogTitle: "Top Up Bonds Arena Breakout: Infinite (PC) Murah & Cepat | Kupi",
      ogDescription:
        "Top up Bonds ABI cukup pakai UID. Bayar via {paymentMethodsOr}, Bonds masuk dalam hitungan menit.",
      intro: "Beli Bonds dan Battle Pass untuk Arena Breakout: Infinite di PC. Cukup masukkan UID akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID Arena Breakout: Infinite?",
          answer:
            "Di menu utama game, klik avatar atau nama Anda untuk membuka profil. UID tertera di sana; salin persis seperti yang tampil di game.",
        },
        DELIVERY.entry("id", "Berapa lama Bonds masuk?"),
        {
          question: "Apakah saya perlu masuk ke game saat top up?",
          answer:
            "Tidak perlu. Bonds dikirim ke akun sesuai UID. Jika game sedang terbuka dan saldo belum berubah, keluar lalu masuk kembali.",
        },
        {
          question: "Apakah Bonds ini bisa dipakai di Arena Breakout versi mobile?",
          answer:
            "Tidak. Arena Breakout: Infinite (PC) dan Arena Breakout (mobile) memakai akun dan Bonds terpisah. Untuk versi mobile, pilih halaman Arena Breakout.",
        },
        {
          question: "Apa beda Battle Pass Advanced dan Premium?",
          answer:
            "Advanced membuka jalur hadiah berbayar season ini. Premium berisi semua itu ditambah level pass instan dan hadiah eksklusif.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya meminta UID, tidak pernah kata sandi atau login Steam maupun launcher Anda. Bonds dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Jalankan Arena Breakout: Infinite di PC dan masuk ke akun Anda.",
        "Di menu utama, klik avatar atau nama Anda untuk membuka profil.",
        "Cari UID di halaman profil.",
        "Salin UID tersebut, lalu tempel ke kolom UID di halaman ini.",
      ],
      notes: [
        "Hanya untuk Arena Breakout: Infinite di PC, tidak untuk Arena Breakout versi mobile.",
        "Periksa UID dengan teliti: Bonds yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.id,
    },
    en: {
      name: "Arena Breakout: Infinite",
      ogTitle: "Cheap, Fast Arena Breakout: Infinite (PC) Bonds Top-Up | Kupi",
      ogDescription: "Top up ABI Bonds with just your UID. Pay with {paymentMethodsOr}; Bonds arrive within minutes.",
      intro: "Buy Bonds and the Battle Pass for Arena Breakout: Infinite on PC. Just enter your account's UID.",
      faq: [
        {
          question: "Where do I find my Arena Breakout: Infinite UID?",
          answer:
            "In the game's main menu, click your avatar or name to open your profile. The UID is shown there; copy it exactly as the game shows it.",
        },
        DELIVERY.entry("en", "How long do Bonds take to arrive?"),
        {
          question: "Do I need to be in the game while topping up?",
          answer:
            "No. Bonds go to the account with your UID. If the game is open and your balance has not changed, log out and back in.",
        },
        {
          question: "Do these Bonds work in Arena Breakout on mobile?",
          answer:
            "No. Arena Breakout: Infinite (PC) and Arena Breakout (mobile) have separate accounts and Bonds. For the mobile game, choose the Arena Breakout page.",
        },
        {
          question: "What is the difference between the Advanced and the Premium Battle Pass?",
          answer:
            "Advanced unlocks this season's paid reward track. Premium has all of that plus instant pass levels and exclusive rewards.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your UID, never your password or your Steam or launcher login. Bonds are delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Start Arena Breakout: Infinite on your PC and sign in.",
        "In the main menu, click your avatar or name to open your profile.",
        "Find the UID on your profile page.",
        "Copy it and paste it into the UID field on this page.",
      ],
      notes: [
        "For Arena Breakout: Infinite on PC only, not for Arena Breakout on mobile.",
        "Check your UID carefully: Bonds delivered to another account cannot be taken back.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.en,
    },
    ru: {
      name: "Arena Breakout: Infinite",
      ogTitle: "Bonds для Arena Breakout: Infinite (ПК): быстрое и выгодное пополнение | Kupi",
      ogDescription: "Пополнение Bonds в ABI только по UID. Оплата: {paymentMethodsOr}; Bonds приходят за минуты.",
      intro: "Bonds и Battle Pass для Arena Breakout: Infinite на ПК. Достаточно ввести UID аккаунта.",
      faq: [
        {
          question: "Где найти UID в Arena Breakout: Infinite?",
          answer:
            "В главном меню игры нажмите на аватар или имя, чтобы открыть профиль. UID указан там; скопируйте его точно так, как он показан в игре.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Bonds?"),
        {
          question: "Нужно ли быть в игре во время пополнения?",
          answer:
            "Нет. Bonds зачисляются на аккаунт с вашим UID. Если игра открыта, а баланс не изменился, выйдите из аккаунта и войдите снова.",
        },
        {
          question: "Подойдут ли эти Bonds для мобильной Arena Breakout?",
          answer:
            "Нет. У Arena Breakout: Infinite (ПК) и Arena Breakout (мобильная версия) разные аккаунты и Bonds. Для мобильной игры выберите страницу Arena Breakout.",
        },
        {
          question: "Чем Advanced Battle Pass отличается от Premium?",
          answer:
            "Advanced открывает платную ветку наград текущего сезона. Premium включает всё это, а также мгновенные уровни пропуска и эксклюзивные награды.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только UID и никогда — пароль или данные для входа в Steam или лаунчер. Bonds приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Запустите Arena Breakout: Infinite на ПК и войдите в аккаунт.",
        "В главном меню нажмите на аватар или имя, чтобы открыть профиль.",
        "Найдите UID на странице профиля.",
        "Скопируйте его и вставьте в поле UID на этой странице.",
      ],
      notes: [
        "Только для Arena Breakout: Infinite на ПК, не для мобильной Arena Breakout.",
        "Внимательно проверьте UID: Bonds, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.ru,
    },
    uz: {
      name: "Arena Breakout: Infinite",
      ogTitle: "Arena Breakout: Infinite (kompyuter) Bonds ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "ABI Bonds ni faqat UID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Bonds bir necha daqiqada keladi.",
      intro:
        "Kompyuterdagi Arena Breakout: Infinite uchun Bonds va Battle Pass. Akkauntingiz UID sini kiritish kifoya.",
      faq: [
        {
          question: "Arena Breakout: Infinite da UID ni qayerdan topaman?",
          answer:
            "O'yinning bosh menyusida profilni ochish uchun avatar yoki ismingizni bosing. UID o'sha yerda; uni o'yinda qanday ko'rinsa, aynan shunday nusxalang.",
        },
        DELIVERY.entry("uz", "Bonds qancha vaqtda keladi?"),
        {
          question: "To'ldirish paytida o'yinda bo'lishim kerakmi?",
          answer:
            "Yo'q. Bonds UID dagi akkauntga tushadi. Agar o'yin ochiq bo'lib, balans o'zgarmagan bo'lsa, akkauntdan chiqib, qayta kiring.",
        },
        {
          question: "Bu Bonds mobil Arena Breakout da ishlaydimi?",
          answer:
            "Yo'q. Arena Breakout: Infinite (kompyuter) va Arena Breakout (mobil) akkauntlari hamda Bonds lari alohida. Mobil o'yin uchun Arena Breakout sahifasini tanlang.",
        },
        {
          question: "Advanced va Premium Battle Pass ning farqi nima?",
          answer:
            "Advanced joriy mavsumning pullik mukofotlar yo'lini ochadi. Premium bularning hammasini, shuningdek darhol beriladigan pass darajalari va eksklyuziv mukofotlarni o'z ichiga oladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat UID ni so'raymiz, parol yoki Steam va launcher login ma'lumotlarini hech qachon so'ramaymiz. Bonds noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "Kompyuteringizda Arena Breakout: Infinite ni ishga tushiring va akkauntingizga kiring.",
        "Bosh menyuda profilni ochish uchun avatar yoki ismingizni bosing.",
        "Profil sahifasida UID ni toping.",
        "Uni nusxalang va shu sahifadagi UID maydoniga qo'ying.",
      ],
      notes: [
        "Faqat kompyuterdagi Arena Breakout: Infinite uchun, mobil Arena Breakout uchun emas.",
        "UID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan Bonds ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.uz,
    },
  },
};
