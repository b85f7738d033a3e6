import { samplePrices } from "../sample-prices";
import { deliveryFaq } from "../shared/delivery-faq";
import { GUIDE_STEPS } from "../shared/guide-steps";
import type { GameDefinition } from "../../core/catalog/types";

/** CP packs as sold to Indonesian accounts (bonus included in the amount): [CP, IDR, USD cents]. */
const CP: [number, number, number][] = [
  [31, 5_000, 39],
  [63, 10_000, 79],
  [128, 20_000, 159],
  [321, 50_000, 399],
  [645, 100_000, 799],
  [1373, 200_000, 1599],
  [2060, 300_000, 2399],
  [3564, 500_000, 3999],
  [7656, 1_000_000, 7999],
];

const DELIVERY = deliveryFaq({ promiseMinutes: 60, accountId: "UID" });

export const callOfDutyMobile: GameDefinition = {
  slug: "call-of-duty-mobile",
  name: "Call of Duty: Mobile",
  publisher: "Activision",
  tile: { mark: "crosshair", from: "#5f6e33", to: "#262e14", ink: "#ffffff" },
  aliases: [
    "codm",
    "cod mobile",
    "cod m",
    "cod",
    "call of duty",
    "call of duty mobile",
    "kod",
    "cp codm",
    "колда",
    "кал оф дьюти",
    "колл оф дьюти",
    "код мобайл",
  ],
  supplierNames: ["call of duty mobile", "call of duty", "codm"],
  hasFormPage: true,
  deliveryPromiseMinutes: DELIVERY.promiseMinutes,
  account: {
    confirmation: "uidCorrect",
    fields: [
      {
        type: "text",
        name: "uid",
        kind: "uid",
        charset: "digits",
        minLength: 6,
        maxLength: 20,
        example: "6794251183092416513",
      },
    ],
  },
  products: [
    ...CP.map(([amount, idr, usd]) => ({
      sku: `codm-${amount}`,
      kind: "currency" as const,
      amount,
      popular: amount === 321 || amount === 645,
      prices: samplePrices(idr, usd, amount === 1373 ? { salePercent: 8 } : {}),
    })),
    {
      sku: "codm-battle-pass",
      kind: "pass",
      popular: true,
      title: {
        id: "Battle Pass Premium",
        en: "Premium Battle Pass",
        ru: "Премиум Battle Pass",
        uz: "Premium Battle Pass",
      },
      description: {
        id: "Membuka jalur premium Battle Pass musim ini: skin senjata, operator, dan CP yang bisa dikumpulkan kembali lewat tier.",
        en: "Unlocks this season's premium Battle Pass track: weapon skins, operators and CP you earn back through the tiers.",
        ru: "Открывает премиальную ветку Battle Pass текущего сезона: облики оружия, оперативники и CP, которые возвращаются по мере прохождения уровней.",
        uz: "Joriy mavsumdagi Battle Pass ning premium yo'lini ochadi: qurol skinlari, operatorlar va darajalar orqali qaytib keladigan CP.",
      },
      prices: samplePrices(45_000, 299),
    },
    {
      sku: "codm-battle-pass-bundle",
      kind: "bundle",
      title: {
        id: "Battle Pass Bundle",
        en: "Battle Pass Bundle",
        ru: "Battle Pass Bundle (набор)",
        uz: "Battle Pass Bundle (to'plam)",
      },
      description: {
        id: "Battle Pass Premium musim ini ditambah lompatan tier instan dan item eksklusif bundel.",
        en: "This season's Premium Battle Pass plus instant tier skips and the bundle's exclusive items.",
        ru: "Премиум Battle Pass текущего сезона, мгновенный пропуск уровней и эксклюзивные предметы набора.",
        uz: "Joriy mavsumdagi Premium Battle Pass, darhol o'tkaziladigan darajalar va to'plamning eksklyuziv buyumlari.",
      },
      prices: samplePrices(110_000, 799, { salePercent: 10 }),
    },
  ],
  texts: {
    id: {
      name: "Call of Duty: Mobile",
      ogTitle: "Top Up CP Call of Duty Mobile Murah & Cepat | Kupi",
      ogDescription:
        "Top up CP CODM cukup pakai UID (Open ID). Bayar via {paymentMethodsOr}, CP masuk dalam hitungan menit.",
      intro: "Beli CP dan Battle Pass untuk Call of Duty: Mobile. Cukup masukkan UID (Open ID) akun Anda.",
      faq: [
        {
          question: "Di mana saya bisa melihat UID atau Open ID CODM?",
          answer:
            "Ketuk avatar di pojok kiri atas lobi: UID tertera di halaman profil. Bisa juga lewat Pengaturan, tab Legal and Privacy: Open ID ada di bagian bawah. Angkanya panjang, jadi sebaiknya disalin, bukan diketik.",
        },
        DELIVERY.entry("id", "Berapa lama CP masuk?"),
        {
          question: "Apakah bonus CP sudah termasuk?",
          answer: "Sudah. Jumlah CP di setiap paket adalah total yang masuk ke akun Anda, termasuk bonusnya.",
        },
        {
          question: "Apakah CP berlaku untuk Warzone atau Call of Duty versi PC/konsol?",
          answer:
            "Tidak. CP di sini hanya untuk Call of Duty: Mobile dan tidak bisa dipindahkan ke game Call of Duty lain.",
        },
        {
          question: "Apa beda Battle Pass Premium dan Battle Pass Bundle?",
          answer:
            "Battle Pass Premium membuka jalur hadiah premium musim ini. Bundle berisi Battle Pass Premium ditambah lompatan tier instan dan item eksklusif.",
        },
        {
          question: "Apakah aman top up di Kupi?",
          answer:
            "Aman. Kami hanya meminta UID, tidak pernah kata sandi atau login akun Activision, Facebook atau Google Anda.",
        },
      ],
      guide: [
        "Buka Call of Duty: Mobile dan masuk ke akun Anda.",
        GUIDE_STEPS.lobbyAvatar.id,
        "Cari UID di halaman profil: deretan angka panjang, misalnya 6794251183092416513.",
        "Jika tidak terlihat, buka Pengaturan, pilih tab Legal and Privacy, lalu lihat Open ID di bagian bawah.",
        "Salin angka tersebut, lalu tempel ke kolom UID di halaman ini.",
      ],
      notes: ["Periksa UID dengan teliti: CP yang sudah terkirim ke akun lain tidak bisa ditarik."],
      currencyUnit: "{amount, number} CP",
    },
    en: {
      name: "Call of Duty: Mobile",
      ogTitle: "Cheap, Fast Call of Duty Mobile CP Top-Up | Kupi",
      ogDescription:
        "Top up CODM CP with just your UID (Open ID). Pay with {paymentMethodsOr}; CP arrives within minutes.",
      intro: "Buy CP and the Battle Pass for Call of Duty: Mobile. Just enter your account's UID (Open ID).",
      faq: [
        {
          question: "Where do I find my CODM UID or Open ID?",
          answer:
            "Tap your avatar in the top-left corner of the lobby: the UID is on your profile page. You can also go to Settings, Legal and Privacy tab: the Open ID is at the bottom. It is a long number, so copy it rather than typing it.",
        },
        DELIVERY.entry("en", "How long does CP take to arrive?"),
        {
          question: "Is the bonus CP included?",
          answer: "Yes. The CP amount of each pack is the total your account receives, bonus included.",
        },
        {
          question: "Does the CP work in Warzone or Call of Duty on PC or console?",
          answer: "No. This CP is for Call of Duty: Mobile only and cannot be moved to other Call of Duty games.",
        },
        {
          question: "What is the difference between the Premium Battle Pass and the Battle Pass Bundle?",
          answer:
            "The Premium Battle Pass unlocks this season's premium reward track. The Bundle adds instant tier skips and exclusive items on top of it.",
        },
        {
          question: "Is it safe to top up at Kupi?",
          answer:
            "Yes. We only ask for your UID, never the password or login of your Activision, Facebook or Google account.",
        },
      ],
      guide: [
        "Open Call of Duty: Mobile and sign in to your account.",
        GUIDE_STEPS.lobbyAvatar.en,
        "Find the UID on your profile page: a long number, e.g. 6794251183092416513.",
        "If you cannot see it, open Settings, choose the Legal and Privacy tab and look for the Open ID at the bottom.",
        "Copy the number and paste it into the UID field on this page.",
      ],
      notes: ["Check your UID carefully: CP delivered to another account cannot be taken back."],
      currencyUnit: "{amount, number} CP",
    },
    ru: {
      name: "Call of Duty: Mobile",
      ogTitle: "CP для Call of Duty Mobile: быстрое и выгодное пополнение | Kupi",
      ogDescription: "Пополнение CP в CODM только по UID (Open ID). Оплата: {paymentMethodsOr}; CP приходят за минуты.",
      intro: "CP и Battle Pass для Call of Duty: Mobile. Достаточно ввести UID (Open ID) аккаунта.",
      faq: [
        {
          question: "Где найти UID или Open ID в CODM?",
          answer:
            "Нажмите на аватар в левом верхнем углу лобби: UID указан на странице профиля. Ещё его можно найти в «Настройках» на вкладке Legal and Privacy: Open ID внизу. Число длинное, поэтому лучше скопировать его, а не вводить вручную.",
        },
        DELIVERY.entry("ru", "Как быстро приходят CP?"),
        {
          question: "Бонусные CP входят в набор?",
          answer:
            "Да. Количество CP в каждом наборе — это итоговая сумма, которая поступит на аккаунт, вместе с бонусом.",
        },
        {
          question: "Подойдут ли CP для Warzone или Call of Duty на ПК и консолях?",
          answer: "Нет. Эти CP только для Call of Duty: Mobile, перенести их в другие игры Call of Duty нельзя.",
        },
        {
          question: "Чем Премиум Battle Pass отличается от Battle Pass Bundle?",
          answer:
            "Премиум Battle Pass открывает премиальную ветку наград текущего сезона. Bundle дополнительно даёт мгновенный пропуск уровней и эксклюзивные предметы.",
        },
        {
          question: "Безопасно ли пополнять в Kupi?",
          answer:
            "Да. Мы спрашиваем только UID и никогда — пароль или данные для входа в Activision, Facebook или Google.",
        },
      ],
      guide: [
        "Откройте Call of Duty: Mobile и войдите в аккаунт.",
        GUIDE_STEPS.lobbyAvatar.ru,
        "Найдите UID на странице профиля: длинное число, например 6794251183092416513.",
        "Если его не видно, откройте «Настройки», вкладку Legal and Privacy, и найдите Open ID внизу.",
        "Скопируйте число и вставьте его в поле UID на этой странице.",
      ],
      notes: ["Внимательно проверьте UID: CP, отправленные на чужой аккаунт, вернуть нельзя."],
      currencyUnit: "{amount, number} CP",
    },
    uz: {
      name: "Call of Duty: Mobile",
      ogTitle: "Call of Duty Mobile CP ni tez va arzon to'ldirish | Kupi",
      ogDescription:
        "CODM CP ni faqat UID (Open ID) bilan to'ldiring. {paymentMethodsOr} orqali to'lang, CP bir necha daqiqada keladi.",
      intro: "Call of Duty: Mobile uchun CP va Battle Pass. Akkauntingiz UID sini (Open ID) kiritish kifoya.",
      faq: [
        {
          question: "CODM da UID yoki Open ID ni qayerdan topaman?",
          answer:
            "Lobbining chap yuqori burchagidagi avatarni bosing: UID profil sahifasida ko'rsatilgan. Sozlamalar, Legal and Privacy bo'limidan ham topish mumkin: Open ID pastki qismda. Raqam uzun, shuning uchun uni qo'lda yozmasdan nusxalang.",
        },
        DELIVERY.entry("uz", "CP qancha vaqtda keladi?"),
        {
          question: "Bonus CP ham kiradimi?",
          answer: "Ha. Har bir to'plamdagi CP miqdori — bonus bilan birga akkauntingizga tushadigan jami miqdor.",
        },
        {
          question: "CP Warzone yoki kompyuter va konsoldagi Call of Duty da ishlaydimi?",
          answer:
            "Yo'q. Bu CP faqat Call of Duty: Mobile uchun, uni boshqa Call of Duty o'yinlariga o'tkazib bo'lmaydi.",
        },
        {
          question: "Premium Battle Pass va Battle Pass Bundle ning farqi nima?",
          answer:
            "Premium Battle Pass joriy mavsumning premium mukofotlar yo'lini ochadi. Bundle bunga qo'shimcha ravishda darhol o'tkaziladigan darajalar va eksklyuziv buyumlarni beradi.",
        },
        {
          question: "Kupi orqali to'ldirish xavfsizmi?",
          answer:
            "Ha. Biz faqat UID ni so'raymiz, Activision, Facebook yoki Google akkauntingiz parolini yoki login ma'lumotlarini hech qachon so'ramaymiz.",
        },
      ],
      guide: [
        "Call of Duty: Mobile ni oching va akkauntingizga kiring.",
        GUIDE_STEPS.lobbyAvatar.uz,
        "Profil sahifasida UID ni toping: uzun raqam, masalan 6794251183092416513.",
        "Agar ko'rinmasa, Sozlamalarni oching, Legal and Privacy bo'limini tanlang va pastki qismdagi Open ID ni toping.",
        "Raqamni nusxalang va shu sahifadagi UID maydoniga qo'ying.",
      ],
      notes: ["UID ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan CP ni qaytarib bo'lmaydi."],
      currencyUnit: "{amount, number} CP",
    },
  },
};
