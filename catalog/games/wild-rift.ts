import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** Wild Core packs as the Southeast Asia store sells them (bonus included): [amount, IDR, USD cents]. */
const WILD_CORES: [number, number, number][] = [
  [105, 15_000, 99],
  [350, 49_000, 299],
  [585, 79_000, 499],
  [1135, 149_000, 999],
  [1660, 209_000, 1499],
  [3010, 359_000, 2499],
  [6210, 749_000, 4999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "Riot ID" });

export const wildRift: GameDefinition = {
  slug: "wild-rift",
  name: "League of Legends: Wild Rift",
  publisher: "Riot Games",
  tile: { mark: "hexrift", from: "#127fb8", to: "#0b3560", ink: "#ffffff" },
  aliases: [
    "wr",
    "wild rift",
    "wildrift",
    "lol wild rift",
    "lol mobile",
    "lolwr",
    "league of legends wild rift",
    "вайлд рифт",
    "лол вайлд рифт",
    "вр",
  ],
  supplierNames: ["wild rift", "league of legends wild rift", "lol wild rift"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "riotId",
        kind: "riotId",
        charset: "riotId",
        minLength: 7,
        maxLength: 22,
        example: "Faker#KR1",
      },
    ],
  },
  products: [
    ...WILD_CORES.map(([amount, idr, usd]) => ({
      sku: `wr-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 585 || amount === 1135,
      prices: samplePrices(idr, usd, amount === 1660 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "wr-wild-pass",
      kind: "pass",
      popular: true,
      title: { id: "Wild Pass", en: "Wild Pass", ru: "Wild Pass", uz: "Wild Pass" },
      description: {
        id: "Membuka hadiah premium Wild Pass yang sedang berjalan, termasuk skin eksklusif di akhir jalur hadiah.",
        en: "Unlocks the premium rewards of the current Wild Pass, including the exclusive skin at the end of the track.",
        ru: "Открывает премиальные награды текущего Wild Pass, включая эксклюзивный облик в конце ветки наград.",
        uz: "Joriy Wild Pass ning premium mukofotlarini, jumladan mukofotlar yo'li oxiridagi eksklyuziv skinni ochadi.",
      },
      prices: samplePrices(119_000, 799),
    },
  ],
  texts: {
    id: {
      name: "League of Legends: Wild Rift",
      ogTitle: "Top Up Wild Cores Wild Rift Murah & Cepat | Kupi",
      ogDescription:
        "Top up Wild Cores dan Wild Pass LoL Wild Rift cukup pakai Riot ID. Bayar via {paymentMethodsOr}, Wild Cores masuk dalam hitungan menit.",
      intro: "Beli Wild Cores dan Wild Pass untuk LoL: Wild Rift. Cukup masukkan Riot ID Anda lengkap dengan tagnya.",
      faq: [
        {
          question: "Di mana saya bisa melihat Riot ID?",
          answer:
            "Ketuk foto profil di pojok kiri atas lobi. Riot ID tampil dalam format Nama#Tag, misalnya Faker#KR1. Masukkan nama dan tag lengkap dengan tanda #.",
        },
        DELIVERY.entry("id", "Berapa lama Wild Cores masuk?"),
        {
          question: "Riot ID saya ada spasi atau huruf non-Latin, apakah bisa?",
          answer:
            "Bisa. Ketik nama persis seperti di profil, termasuk spasinya, lalu tanda # dan tag 3-5 karakter. Huruf besar dan kecil tidak berpengaruh.",
        },
        {
          question: "Apakah bisa untuk akun server mana saja?",
          answer:
            "Paket di Kupi ditujukan untuk akun Wild Rift region Asia Tenggara, termasuk Indonesia. Jika akun Anda terdaftar di region lain dan pengiriman ditolak, dana Anda dikembalikan 100%.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya butuh Riot ID dan tidak pernah meminta kata sandi akun Riot Anda. Wild Cores dikirim lewat jalur resmi penerbit.",
        },
      ],
      guide: [
        "Buka League of Legends: Wild Rift dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyProfilePicture.id,
        "Lihat Riot ID di bawah foto profil, dalam format Nama#Tag, misalnya Faker#KR1.",
        "Ketuk ikon salin di sebelahnya, lalu tempel ke kolom Riot ID di halaman ini.",
      ],
      notes: [
        "Masukkan Riot ID lengkap dengan tag setelah tanda #: Wild Cores yang sudah terkirim ke akun lain tidak bisa ditarik.",
      ],
      currencyUnit: "{amount, number} Wild Cores",
    },
    en: {
      name: "League of Legends: Wild Rift",
      ogTitle: "Cheap, Fast Wild Rift Wild Cores Top-Up | Kupi",
      ogDescription:
        "Top up LoL Wild Rift Wild Cores and the Wild Pass with just your Riot ID. Pay with {paymentMethodsOr}; Wild Cores arrive within minutes.",
      intro: "Buy Wild Cores and the Wild Pass for LoL: Wild Rift. Just enter your Riot ID with its tag.",
      faq: [
        {
          question: "Where do I find my Riot ID?",
          answer:
            "Tap your profile picture in the top-left corner of the lobby. Your Riot ID shows as Name#Tag, e.g. Faker#KR1. Enter the full name and tag, including the #.",
        },
        DELIVERY.entry("en", "How long do Wild Cores take to arrive?"),
        {
          question: "My Riot ID has spaces or non-Latin letters. Does it work?",
          answer:
            "Yes. Type the name exactly as on your profile, spaces included, then the # and the 3-5 character tag. Upper and lower case do not matter.",
        },
        {
          question: "Does it work for accounts on any server?",
          answer:
            "The packs at Kupi are for Wild Rift accounts in the Southeast Asia region, Indonesia included. If your account is registered elsewhere and delivery is refused, you get a 100% refund.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only need your Riot ID and never ask for your Riot account password. Wild Cores are delivered through the publisher's official channel.",
        },
      ],
      guide: [
        "Open League of Legends: Wild Rift and sign in to your account.",
        GUIDE_STEPS.lobbyProfilePicture.en,
        "Find your Riot ID under the picture, shown as Name#Tag, e.g. Faker#KR1.",
        "Tap the copy icon next to it and paste it into the Riot ID field on this page.",
      ],
      notes: [
        "Enter your full Riot ID with the tag after the #: Wild Cores delivered to another account cannot be taken back.",
      ],
      currencyUnit: "{amount, plural, one {# Wild Core} other {# Wild Cores}}",
    },
    ru: {
      name: "League of Legends: Wild Rift",
      ogTitle: "Wild Cores для Wild Rift: быстрое и выгодное пополнение | Kupi",
      ogDescription:
        "Пополнение Wild Cores и Wild Pass в LoL Wild Rift только по Riot ID. Оплата: {paymentMethodsOr}; Wild Cores приходят за минуты.",
      intro: "Wild Cores и Wild Pass для LoL: Wild Rift. Достаточно ввести Riot ID вместе с тегом.",
      faq: [
        {
          question: "Где найти Riot ID?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби. Riot ID указан в формате Имя#Тег, например Faker#KR1. Введите имя и тег полностью, вместе со знаком #.",
        },
        DELIVERY.entry("ru", "Как быстро приходят Wild Cores?"),
        {
          question: "В моём Riot ID есть пробелы или не латинские буквы. Это подойдёт?",
          answer:
            "Да. Введите имя точно как в профиле, с пробелами, затем знак # и тег из 3-5 символов. Регистр букв не важен.",
        },
        {
          question: "Подходит ли пополнение для аккаунтов любого сервера?",
          answer:
            "Наборы в Kupi предназначены для аккаунтов Wild Rift региона Юго-Восточная Азия, включая Индонезию. Если аккаунт зарегистрирован в другом регионе и зачисление отклонено, мы вернём 100% оплаты.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Нам нужен только Riot ID, пароль от аккаунта Riot мы никогда не спрашиваем. Wild Cores приходят через официальный канал издателя.",
        },
      ],
      guide: [
        "Откройте League of Legends: Wild Rift и войдите в аккаунт.",
        GUIDE_STEPS.lobbyProfilePicture.ru,
        "Под аватаром указан Riot ID в формате Имя#Тег, например Faker#KR1.",
        "Нажмите на значок копирования рядом с ним и вставьте Riot ID в поле на этой странице.",
      ],
      notes: [
        "Вводите Riot ID полностью, с тегом после знака #: Wild Cores, отправленные на чужой аккаунт, вернуть нельзя.",
      ],
      currencyUnit: "{amount, number} Wild Cores",
    },
    uz: {
      name: "League of Legends: Wild Rift",
      ogTitle: "Wild Rift uchun Wild Cores ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "LoL Wild Rift uchun Wild Cores va Wild Pass ni faqat Riot ID bilan to'ldiring. {paymentMethodsOr} orqali to'lang, Wild Cores bir necha daqiqada keladi.",
      intro: "LoL: Wild Rift uchun Wild Cores va Wild Pass. Riot ID ni tegi bilan birga kiritish kifoya.",
      faq: [
        {
          question: "Riot ID ni qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi profil rasmingizga bosing. Riot ID Ism#Teg ko'rinishida, masalan Faker#KR1. Ism va tegni # belgisi bilan to'liq kiriting.",
        },
        DELIVERY.entry("uz", "Wild Cores qancha vaqtda keladi?"),
        {
          question: "Riot ID da bo'sh joy yoki lotincha bo'lmagan harflar bor. Bo'ladimi?",
          answer:
            "Ha. Ismni profildagidek, bo'sh joylari bilan yozing, keyin # belgisi va 3-5 belgili teg. Katta-kichik harf ahamiyatsiz.",
        },
        {
          question: "Istalgan serverdagi akkaunt uchun ishlaydimi?",
          answer:
            "Kupi dagi to'plamlar Janubi-Sharqiy Osiyo hududidagi, jumladan Indoneziyadagi Wild Rift akkauntlari uchun. Akkauntingiz boshqa hududda ro'yxatdan o'tgan bo'lsa va yetkazib berish rad etilsa, pulingiz 100% qaytariladi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Bizga faqat Riot ID kerak, Riot akkaunti parolini hech qachon so'ramaymiz. Wild Cores noshirning rasmiy kanali orqali keladi.",
        },
      ],
      guide: [
        "League of Legends: Wild Rift ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyProfilePicture.uz,
        "Rasm ostida Riot ID Ism#Teg ko'rinishida turadi, masalan Faker#KR1.",
        "Yonidagi nusxalash belgisiga bosing va Riot ID ni shu sahifadagi maydonga qo'ying.",
      ],
      notes: [
        "Riot ID ni # belgisidan keyingi tegi bilan to'liq kiriting: boshqa akkauntga yuborilgan Wild Cores ni qaytarib bo'lmaydi.",
      ],
      currencyUnit: "{amount, number} Wild Cores",
    },
  },
};
