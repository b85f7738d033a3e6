import { samplePrices } from "../sample-prices";
import { ARENA_BREAKOUT } from "../shared/arena-breakout";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** Bonds packs, the amount as delivered (bonus included, 60 + 6 for the smallest): [Bonds, IDR, USD cents]. */
const BONDS: [number, number, number][] = [
  [66, 15_000, 99],
  [335, 72_000, 499],
  [675, 145_000, 999],
  [1690, 360_000, 2499],
  [3400, 720_000, 4999],
  [6820, 1_440_000, 9999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "ID" });

export const arenaBreakout: GameDefinition = {
  slug: "arena-breakout",
  name: "Arena Breakout",
  publisher: "MoreFun Studios (Level Infinite)",
  tile: { mark: "bullets", from: "#9a844a", to: "#4f4220", ink: "#ffffff" },
  aliases: [
    "ab",
    "abm",
    "arena breakout mobile",
    "arena brekout",
    "arena breakaut",
    "arena breykaut",
    "arenabreakout",
    "bonds arena breakout",
    "арена брейкаут",
    "арена брейк аут",
    "арена брейкаут мобайл",
  ],
  hasFormPage: true,
  minimumPurchase: 66,
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
        maxLength: 20,
        example: "73609182451",
      },
    ],
  },
  products: [
    ...BONDS.map(([amount, idr, usd]) => ({
      sku: `ab-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 335 || amount === 675,
      prices: samplePrices(idr, usd, amount === 1690 ? { salePercent: 7 } : {}),
    })),
    {
      sku: "ab-advanced-pass",
      kind: "pass",
      title: ARENA_BREAKOUT.advancedPassTitle,
      description: {
        id: "Membuka jalur Advanced Battle Pass season yang sedang berjalan: senjata, perlengkapan dan hadiah Advanced lainnya.",
        en: "Unlocks the Advanced track of the current season's Battle Pass: weapons, gear and the other Advanced rewards.",
        ru: "Открывает продвинутую ветку Battle Pass текущего сезона: оружие, снаряжение и другие награды Advanced.",
        uz: "Joriy mavsumdagi Battle Pass ning Advanced yo'lini ochadi: qurollar, jihozlar va boshqa Advanced mukofotlari.",
      },
      prices: samplePrices(59_000, 399),
    },
    {
      sku: "ab-premium-pass",
      kind: "pass",
      title: ARENA_BREAKOUT.premiumPassTitle,
      description: ARENA_BREAKOUT.premiumPassDescription,
      prices: samplePrices(169_000, 1099),
    },
    {
      sku: "ab-bulletproof-case",
      kind: "membership",
      popular: true,
      durationDays: 30,
      title: {
        id: "Bulletproof Case (Kotak Anti Peluru) 30 Hari",
        en: "Bulletproof Case, 30 days",
        ru: "Bulletproof Case (бронированный кейс), 30 дней",
        uz: "Bulletproof Case (o'q o'tmas quti), 30 kun",
      },
      description: {
        id: "Safe box Bulletproof Case aktif 30 hari: ruang aman lebih besar untuk barang yang tetap Anda bawa pulang meski gugur di raid.",
        en: "The Bulletproof Case safe box for 30 days: more secure space for items you keep even if you die in a raid.",
        ru: "Защищённый кейс Bulletproof Case на 30 дней: больше места для вещей, которые остаются у вас даже после гибели в рейде.",
        uz: "30 kunlik Bulletproof Case xavfsiz qutisi: reydda halok bo'lsangiz ham o'zingizda qoladigan buyumlar uchun kattaroq joy.",
      },
      prices: samplePrices(45_000, 299),
    },
    {
      sku: "ab-composite-case",
      kind: "membership",
      durationDays: 30,
      title: {
        id: "Composite Case (Kotak Komposit) 30 Hari",
        en: "Composite Case, 30 days",
        ru: "Composite Case (композитный кейс), 30 дней",
        uz: "Composite Case (kompozit quti), 30 kun",
      },
      description: {
        id: "Safe box Composite Case aktif 30 hari: ruang aman lebih luas dari Bulletproof Case untuk barang berharga Anda di setiap raid.",
        en: "The Composite Case safe box for 30 days: even more secure space than the Bulletproof Case for your valuables in every raid.",
        ru: "Защищённый кейс Composite Case на 30 дней: ещё больше надёжного места, чем в Bulletproof Case, для ценных вещей в каждом рейде.",
        uz: "30 kunlik Composite Case xavfsiz qutisi: har bir reyddagi qimmatbaho buyumlaringiz uchun Bulletproof Case dan ham kattaroq xavfsiz joy.",
      },
      prices: samplePrices(110_000, 749, { salePercent: 10 }),
    },
  ],
  texts: {
    id: {
      name: "Arena Breakout",
      ogTitle: "Top Up Bonds Arena Breakout Murah & Cepat | Kupi",
      ogDescription:
        "Top up Bonds Arena Breakout cukup pakai ID pemain. Bayar via {paymentMethodsOr}, Bonds masuk dalam hitungan menit.",
      intro:
        "Beli Bonds, Battle Pass dan safe box bulanan untuk Arena Breakout versi mobile. Cukup masukkan ID pemain Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat ID Arena Breakout?",
          answer:
            "Ketuk avatar atau nama Anda di pojok kiri atas lobi. ID pemain berupa deretan angka di halaman profil; ketuk ikon salin agar tidak salah ketik.",
        },
        DELIVERY.entry("id", "Berapa lama Bonds masuk?"),
        {
          question: "Apakah bonus Bonds sudah termasuk?",
          answer:
            "Sudah. Jumlah di setiap paket adalah total yang masuk ke akun, misalnya paket terkecil 66 Bonds terdiri dari 60 Bonds + 6 bonus.",
        },
        {
          question: "Apa itu Bulletproof Case dan Composite Case?",
          answer:
            "Keduanya safe box berlangganan 30 hari. Barang di dalam safe box tidak hilang saat Anda gugur di raid; Composite Case punya ruang lebih luas.",
        },
        {
          question: "Apakah Bonds ini bisa dipakai di Arena Breakout: Infinite (PC)?",
          answer:
            "Tidak. Halaman ini untuk Arena Breakout versi mobile. Untuk versi PC, pilih halaman Arena Breakout: Infinite.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya meminta ID pemain, tidak pernah kata sandi atau login akun Anda. Bonds dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka Arena Breakout di HP Anda dan masuk ke akun.",
        "Ketuk avatar atau nama Anda di pojok kiri atas lobi.",
        "Lihat ID pemain di halaman profil: deretan angka, misalnya 73609182451.",
        GUIDE_STEPS.copyIdIcon.id,
      ],
      notes: [
        "Hanya untuk Arena Breakout versi global (Level Infinite), bukan versi Tiongkok.",
        "Periksa ID pemain dengan teliti: Bonds yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.id,
    },
    en: {
      name: "Arena Breakout",
      ogTitle: "Cheap, Fast Arena Breakout Bonds Top-Up | Kupi",
      ogDescription:
        "Top up Arena Breakout Bonds with just your player ID. Pay with {paymentMethodsOr}; Bonds arrive within minutes.",
      intro:
        "Buy Bonds, the Battle Pass and monthly safe boxes for Arena Breakout on mobile. Just enter your player ID.",
      faq: [
        {
          question: "Where do I find my Arena Breakout ID?",
          answer:
            "Tap your avatar or name in the top-left corner of the lobby. Your player ID is the number on your profile page; tap the copy icon to avoid typos.",
        },
        DELIVERY.entry("en", "How long do Bonds take to arrive?"),
        {
          question: "Are the bonus Bonds included?",
          answer:
            "Yes. Each pack shows the total your account receives: the smallest, 66 Bonds, is 60 Bonds + 6 bonus.",
        },
        {
          question: "What are the Bulletproof Case and the Composite Case?",
          answer:
            "Both are 30-day safe box subscriptions. Items in the safe box are not lost when you die in a raid; the Composite Case has more room.",
        },
        {
          question: "Do these Bonds work in Arena Breakout: Infinite (PC)?",
          answer:
            "No. This page is for Arena Breakout on mobile. For the PC game, choose the Arena Breakout: Infinite page.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your player ID, never your password or login. Bonds are delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open Arena Breakout on your phone and sign in.",
        "Tap your avatar or name in the top-left corner of the lobby.",
        "Find your player ID on the profile page: a number such as 73609182451.",
        GUIDE_STEPS.copyIdIcon.en,
      ],
      notes: [
        "Global Arena Breakout (Level Infinite) only, not the Chinese version.",
        "Check your player ID carefully: Bonds delivered to another account cannot be taken back.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.en,
    },
    ru: {
      name: "Arena Breakout",
      ogTitle: "Bonds для Arena Breakout: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Bonds в Arena Breakout только по ID игрока. Оплата: {paymentMethodsOr}; Bonds приходят за минуты.",
      intro:
        "Bonds, Battle Pass и ежемесячные защищённые кейсы для мобильной Arena Breakout. Достаточно ввести ID игрока.",
      faq: [
        {
          question: "Где найти ID в Arena Breakout?",
          answer:
            "Нажмите на аватар или имя в левом верхнем углу лобби. ID игрока — число на странице профиля; нажмите значок копирования, чтобы не ошибиться.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Bonds?"),
        {
          question: "Бонусные Bonds входят в набор?",
          answer: "Да. В каждом наборе указана итоговая сумма: самый маленький, 66 Bonds, — это 60 Bonds + 6 бонусных.",
        },
        {
          question: "Что такое Bulletproof Case и Composite Case?",
          answer:
            "Это подписка на защищённый кейс на 30 дней. Вещи в кейсе не теряются, даже если вы погибли в рейде; в Composite Case больше места.",
        },
        {
          question: "Подойдут ли эти Bonds для Arena Breakout: Infinite (ПК)?",
          answer:
            "Нет. Эта страница — для мобильной Arena Breakout. Для версии на ПК выберите страницу Arena Breakout: Infinite.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только ID игрока и никогда — пароль или данные для входа. Bonds приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте Arena Breakout на телефоне и войдите в аккаунт.",
        "Нажмите на аватар или имя в левом верхнем углу лобби.",
        "Найдите ID игрока на странице профиля: число вроде 73609182451.",
        GUIDE_STEPS.copyIdIcon.ru,
      ],
      notes: [
        "Только для глобальной версии Arena Breakout (Level Infinite), не для китайской.",
        "Внимательно проверьте ID игрока: Bonds, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.ru,
    },
    uz: {
      name: "Arena Breakout",
      ogTitle: "Arena Breakout Bonds ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Arena Breakout Bonds ni faqat o'yinchi ID si bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Bonds bir necha daqiqada keladi.",
      intro:
        "Mobil Arena Breakout uchun Bonds, Battle Pass va oylik xavfsiz qutilar. O'yinchi ID sini kiritish kifoya.",
      faq: [
        {
          question: "Arena Breakout ID sini qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi avatar yoki ismingizni bosing. O'yinchi ID si — profil sahifasidagi raqam; xato qilmaslik uchun nusxalash belgisini bosing.",
        },
        DELIVERY.entry("uz", "Bonds qancha vaqtda keladi?"),
        {
          question: "Bonus Bonds ham kiradimi?",
          answer: "Ha. Har bir to'plamda jami miqdor ko'rsatilgan: eng kichigi, 66 Bonds, bu 60 Bonds + 6 bonus.",
        },
        {
          question: "Bulletproof Case va Composite Case nima?",
          answer:
            "Ikkalasi ham 30 kunlik xavfsiz quti obunasi. Reydda halok bo'lsangiz ham qutidagi buyumlar yo'qolmaydi; Composite Case da joy ko'proq.",
        },
        {
          question: "Bu Bonds Arena Breakout: Infinite (kompyuter) da ishlaydimi?",
          answer:
            "Yo'q. Bu sahifa mobil Arena Breakout uchun. Kompyuter versiyasi uchun Arena Breakout: Infinite sahifasini tanlang.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat o'yinchi ID sini so'raymiz, parol yoki login ma'lumotlarini hech qachon so'ramaymiz. Bonds noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "Telefoningizda Arena Breakout ni oching va akkauntingizga kiring.",
        "Lobbining chap yuqori burchagidagi avatar yoki ismingizni bosing.",
        "Profil sahifasida o'yinchi ID sini toping: masalan 73609182451 kabi raqam.",
        GUIDE_STEPS.copyIdIcon.uz,
      ],
      notes: [
        "Faqat Arena Breakout ning global versiyasi (Level Infinite) uchun, Xitoy versiyasi uchun emas.",
        "O'yinchi ID sini diqqat bilan tekshiring: boshqa akkauntga yuborilgan Bonds ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: ARENA_BREAKOUT.bondsUnit.uz,
    },
  },
};
