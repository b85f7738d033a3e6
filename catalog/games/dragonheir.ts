import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GACHA_LADDER } from "../shared/pack-ladders";
import { GLOBAL_REGION_SERVERS } from "../shared/regions";
import type { GameDefinition } from "../../core/catalog/types";

/** Dragon Crystal packs: the gacha ladder. */
const DRAGON_CRYSTALS = GACHA_LADDER;

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Player ID", server: true });

export const dragonheir: GameDefinition = {
  slug: "dragonheir",
  name: "Dragonheir: Silent Gods",
  publisher: "NetEase Games",
  tile: { mark: "dragoneye", from: "#7c1a2b", to: "#2e0810", ink: "#ffb327" },
  aliases: [
    "dragonheir",
    "dragon heir",
    "dragonheir silent gods",
    "silent gods",
    "dsg",
    "dragonhair",
    "dragon hair",
    "драгонхейр",
    "драгонхеир",
    "драгонхеир сайлент годс",
  ],
  supplierNames: ["dragonheir"],
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
        maxLength: 14,
        example: "10234567",
      },
      { type: "select", name: "server", kind: "server", options: GLOBAL_REGION_SERVERS },
    ],
  },
  products: [
    ...DRAGON_CRYSTALS.map(([amount, idr, usd]) => ({
      sku: `dh-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 980,
      prices: samplePrices(idr, usd, amount === 1980 ? { salePercent: 9 } : {}),
    })),
    {
      sku: "dh-monthly-contract",
      kind: "membership",
      popular: true,
      durationDays: 30,
      limit: { notWhileActive: true },
      title: {
        id: "Monthly Contract (Kontrak 30 Hari)",
        en: "Monthly Contract (30 days)",
        ru: "Monthly Contract (контракт на 30 дней)",
        uz: "Monthly Contract (30 kunlik kontrakt)",
      },
      description: {
        id: "Dragon Crystal langsung masuk saat pembelian, lalu Dragon Crystal harian yang diklaim lewat login selama 30 hari.",
        en: "Dragon Crystals at once on purchase, then daily Dragon Crystals to claim by logging in for 30 days.",
        ru: "Кристаллы дракона сразу после покупки, затем ежедневные кристаллы дракона, которые нужно забирать, заходя в игру, 30 дней.",
        uz: "Xarid paytida darhol Dragon Crystal, keyin 30 kun davomida o'yinga kirib olinadigan kundalik Dragon Crystal.",
      },
      prices: samplePrices(79_000, 499),
    },
  ],
  texts: {
    id: {
      name: "Dragonheir: Silent Gods",
      ogTitle: "Top Up Dragon Crystal Dragonheir: Silent Gods Murah & Cepat | Kupi",
      ogDescription:
        "Top up Dragon Crystal dan Monthly Contract Dragonheir cukup pakai Player ID dan server. Bayar via {paymentMethodsOr}, masuk dalam hitungan menit.",
      intro:
        "Beli Dragon Crystal dan kontrak 30 hari untuk Dragonheir: Silent Gods. Cukup masukkan Player ID dan pilih server Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat Player ID Dragonheir?",
          answer:
            "Ketuk avatar Anda di pojok kiri atas layar untuk membuka profil. Player ID tertera di bawah nama karakter; ketuk ikon salin untuk menyalinnya.",
        },
        DELIVERY.entry("id", "Berapa lama Dragon Crystal masuk?"),
        {
          question: "Bisakah saya membeli Monthly Contract saat kontrak masih aktif?",
          answer:
            "Tidak. Kontrak 30 hari baru bisa dibeli lagi setelah kontrak yang sedang berjalan di akun Anda berakhir. Login setiap hari untuk mengklaim Dragon Crystal harian.",
        },
        {
          question: "Server mana yang harus saya pilih?",
          answer:
            "Pilih server tempat karakter Anda bermain; pemain dari Indonesia umumnya berada di server Asia. Dragon Crystal hanya masuk ke karakter dengan Player ID tersebut.",
        },
        {
          question: "Apakah aman top up Dragonheir di Kupi?",
          answer:
            "Aman. Kami hanya butuh Player ID dan server, tidak pernah meminta kata sandi akun NetEase Anda. Jika pengiriman gagal, dana dikembalikan 100%.",
        },
      ],
      guide: [
        "Buka Dragonheir: Silent Gods dan masuk dengan karakter Anda.",
        "Ketuk avatar di pojok kiri atas layar untuk membuka profil.",
        "Salin Player ID yang tertera di bawah nama karakter.",
        "Cek server Anda di layar pemilihan server.",
        "Masukkan Player ID di halaman ini dan pilih server yang sama.",
      ],
      notes: ["Monthly Contract tidak bisa dibeli selama kontrak sebelumnya masih aktif di akun Anda."],
      currencyUnit: "{amount, number} Dragon Crystal",
    },
    en: {
      name: "Dragonheir: Silent Gods",
      ogTitle: "Cheap, Fast Dragonheir: Silent Gods Dragon Crystal Top-Up | Kupi",
      ogDescription:
        "Top up Dragonheir Dragon Crystals and the Monthly Contract with just your Player ID and server. Pay with {paymentMethodsOr}; it arrives within minutes.",
      intro:
        "Buy Dragon Crystals and the 30-day contract for Dragonheir: Silent Gods. Just enter your Player ID and choose your server.",
      faq: [
        {
          question: "Where do I find my Dragonheir Player ID?",
          answer:
            "Tap your avatar in the top-left corner of the screen to open your profile. The Player ID is under your character name; tap the copy icon to copy it.",
        },
        DELIVERY.entry("en", "How long do Dragon Crystals take to arrive?"),
        {
          question: "Can I buy the Monthly Contract while one is still active?",
          answer:
            "No. The 30-day contract can be bought again only after the running contract on your account has ended. Log in every day to claim the daily Dragon Crystals.",
        },
        {
          question: "Which server should I choose?",
          answer:
            "The server region your character plays on; players in Indonesia are usually on Asia. Dragon Crystals go only to the character with that Player ID.",
        },
        {
          question: "Is it safe to top up Dragonheir at Kupi?",
          answer:
            "Yes. We only need your Player ID and server and never ask for your NetEase account password. If a delivery fails, you get a 100% refund.",
        },
      ],
      guide: [
        "Open Dragonheir: Silent Gods and enter the game with your character.",
        "Tap your avatar in the top-left corner of the screen to open your profile.",
        "Copy the Player ID shown under your character name.",
        "Check your server region on the server selection screen.",
        "Enter the Player ID on this page and choose the same server.",
      ],
      notes: ["The Monthly Contract cannot be bought while a previous contract is still active on your account."],
      currencyUnit: "{amount, plural, one {# Dragon Crystal} other {# Dragon Crystals}}",
    },
    ru: {
      name: "Dragonheir: Silent Gods",
      ogTitle: "Кристаллы дракона Dragonheir: Silent Gods: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Dragonheir только по Player ID и серверу: кристаллы дракона и Monthly Contract. Оплата: {paymentMethodsOr}; зачисление за минуты.",
      intro:
        "Кристаллы дракона и контракт на 30 дней для Dragonheir: Silent Gods. Достаточно ввести Player ID и выбрать сервер.",
      faq: [
        {
          question: "Где найти Player ID в Dragonheir?",
          answer:
            "Нажмите на аватар в левом верхнем углу экрана, чтобы открыть профиль. Player ID указан под именем персонажа; нажмите на значок копирования, чтобы скопировать его.",
        },
        DELIVERY.entry("ru", "Как быстро приходят кристаллы дракона?"),
        {
          question: "Можно ли купить Monthly Contract, пока действует предыдущий?",
          answer:
            "Нет. Контракт на 30 дней можно купить снова только после окончания текущего контракта на аккаунте. Заходите в игру каждый день, чтобы забирать ежедневные кристаллы дракона.",
        },
        {
          question: "Какой сервер выбрать?",
          answer:
            "Регион сервера, на котором играет ваш персонаж; игроки из Индонезии обычно на сервере Азия. Кристаллы дракона приходят только персонажу с указанным Player ID.",
        },
        {
          question: "Безопасно ли пополнять Dragonheir в Kupi?",
          answer:
            "Да. Нам нужны только Player ID и сервер, мы никогда не спрашиваем пароль от аккаунта NetEase. Если зачисление не удалось, вернём 100% суммы.",
        },
      ],
      guide: [
        "Откройте Dragonheir: Silent Gods и войдите в игру персонажем.",
        "Нажмите на аватар в левом верхнем углу экрана, чтобы открыть профиль.",
        "Скопируйте Player ID под именем персонажа.",
        "Проверьте регион сервера на экране выбора сервера.",
        "Введите Player ID на этой странице и выберите тот же сервер.",
      ],
      notes: ["Monthly Contract нельзя купить, пока на аккаунте действует предыдущий контракт."],
      currencyUnit:
        "{amount, plural, one {# кристалл дракона} few {# кристалла дракона} many {# кристаллов дракона} other {# кристалла дракона}}",
    },
    uz: {
      name: "Dragonheir: Silent Gods",
      ogTitle: "Dragonheir: Silent Gods Dragon Crystal'larini tez va arzon to'ldirish | Kupi",
      ogDescription:
        "Dragonheir uchun Dragon Crystal va Monthly Contract'ni faqat Player ID va server bilan to'ldiring. {paymentMethodsOr} orqali to'lang, bir necha daqiqada keladi.",
      intro:
        "Dragonheir: Silent Gods uchun Dragon Crystal va 30 kunlik kontrakt. Player ID ni kiritib, serverni tanlash kifoya.",
      faq: [
        {
          question: "Dragonheir Player ID ni qayerdan topaman?",
          answer:
            "Profilni ochish uchun ekranning chap yuqori burchagidagi avataringizga bosing. Player ID qahramon ismi ostida; nusxa olish uchun nusxa belgisiga bosing.",
        },
        DELIVERY.entry("uz", "Dragon Crystal qancha vaqtda keladi?"),
        {
          question: "Kontrakt hali faol bo'lsa, Monthly Contract'ni yana olsam bo'ladimi?",
          answer:
            "Yo'q. 30 kunlik kontraktni akkauntingizdagi joriy kontrakt tugagandan keyingina qayta olish mumkin. Kundalik Dragon Crystal'ni olish uchun har kuni o'yinga kiring.",
        },
        {
          question: "Qaysi serverni tanlashim kerak?",
          answer:
            "Qahramoningiz o'ynayotgan server hududini; Indoneziyadagi o'yinchilar odatda Osiyo serverida. Dragon Crystal faqat shu Player ID dagi qahramonga keladi.",
        },
        {
          question: "Kupi orqali Dragonheir'ni to'ldirish xavfsizmi?",
          answer:
            "Ha. Bizga faqat Player ID va server kerak, NetEase akkauntingiz parolini hech qachon so'ramaymiz. Yetkazib berish amalga oshmasa, pulning 100% qaytariladi.",
        },
      ],
      guide: [
        "Dragonheir: Silent Gods'ni oching va qahramoningiz bilan o'yinga kiring.",
        "Profilni ochish uchun ekranning chap yuqori burchagidagi avataringizga bosing.",
        "Qahramon ismi ostidagi Player ID ni nusxalang.",
        "Server tanlash ekranida server hududingizni tekshiring.",
        "Player ID ni shu sahifaga kiriting va xuddi shu serverni tanlang.",
      ],
      notes: ["Akkauntingizda oldingi kontrakt hali faol bo'lsa, Monthly Contract'ni sotib olib bo'lmaydi."],
      currencyUnit: "{amount, number} Dragon Crystal",
    },
  },
};
