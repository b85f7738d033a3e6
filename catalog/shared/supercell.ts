import type { AccountFormDefinition, FaqEntry } from "../../core/catalog/types";
import type { Language } from "../../core/locales";
import { deliveryFaq } from "./delivery-faq";

/**
 * What the Supercell games (Clash of Clans, Clash Royale, Brawl Stars) share: a Player Tag in
 * Supercell's alphabet that must be linked to a Supercell ID, since that is where Supercell delivers,
 * and the texts that explain it in every language.
 */

/** A player tag in Supercell's alphabet; delivery goes to the linked Supercell ID. */
function supercellAccount(example: string): AccountFormDefinition {
  return {
    confirmation: "supercellLinked",
    fields: [
      {
        type: "text",
        name: "playerTag",
        kind: "playerTag",
        charset: "supercellTag",
        minLength: 3,
        maxLength: 12,
        example,
      },
    ],
  };
}

const DELIVERY = deliveryFaq({
  promiseMinutes: 60,
  accountId: { id: "Player Tag", en: "Player Tag", ru: "тег игрока", uz: "Player Tag" },
});

export interface SupercellTexts {
  /** Ends the answer to "where is my Player Tag?", after the game's own way to the profile. */
  tagUnderName: string;
  /** The guide's step that points at the tag. */
  tagStep: string;
  linkedFaq: FaqEntry;
  deliveryFaq: FaqEntry;
  tagLettersFaq: FaqEntry;
  safeFaq: FaqEntry;
  settingsStep: string;
  copyStep: string;
  notes: string[];
}

const COMMON: Record<Language, Omit<SupercellTexts, "tagUnderName" | "tagStep">> = {
  id: {
    linkedFaq: {
      question: "Kenapa akun harus terhubung ke Supercell ID?",
      answer:
        "Supercell mengirim Gems ke Supercell ID yang terhubung dengan Player Tag tersebut. Jika tag belum terhubung, pesanan tidak bisa diproses. Cek di Pengaturan: bagian Supercell ID harus berstatus terhubung.",
    },
    deliveryFaq: DELIVERY.entry("id", "Berapa lama Gems masuk?"),
    tagLettersFaq: {
      question: "Tag saya berisi huruf O atau angka 0?",
      answer:
        "Player Tag Supercell tidak memakai huruf O, hanya angka 0. Jika Anda mengetik O, kami otomatis mengubahnya menjadi 0. Tanda # boleh diketik atau tidak.",
    },
    safeFaq: {
      question: "Apakah aman top up di Kupi?",
      answer:
        "Aman. Kami tidak pernah meminta kata sandi atau kode verifikasi Supercell ID Anda. Jika pengiriman gagal, dana Anda dikembalikan 100%.",
    },
    settingsStep: "Buka Pengaturan dan pastikan bagian Supercell ID sudah terhubung.",
    copyStep: "Salin Player Tag ke kolom Player Tag di halaman ini.",
    notes: [
      "Player Tag harus sudah terhubung ke Supercell ID. Supercell mengirim Gems ke Supercell ID yang terhubung dengan tag tersebut.",
      "Periksa Player Tag dengan teliti: Gems yang sudah terkirim ke akun lain tidak bisa ditarik.",
    ],
  },
  en: {
    linkedFaq: {
      question: "Why must the account be linked to Supercell ID?",
      answer:
        "Supercell delivers Gems to the Supercell ID linked to that Player Tag. If the tag is not linked, the order cannot go through. Check in Settings: Supercell ID must show as connected.",
    },
    deliveryFaq: DELIVERY.entry("en", "How long do Gems take to arrive?"),
    tagLettersFaq: {
      question: "Does my tag contain the letter O or the digit 0?",
      answer:
        "Supercell Player Tags never use the letter O, only the digit 0. If you type O, we change it to 0 for you. You may type the # or leave it out.",
    },
    safeFaq: {
      question: "Is it safe to top up at Kupi?",
      answer:
        "Yes. We never ask for your password or your Supercell ID verification code. If delivery fails, you get a 100% refund.",
    },
    settingsStep: "Open Settings and make sure Supercell ID shows as connected.",
    copyStep: "Copy the Player Tag into the Player Tag field on this page.",
    notes: [
      "The Player Tag must be linked to a Supercell ID. Supercell delivers Gems to the Supercell ID linked to that tag.",
      "Check your Player Tag carefully: Gems delivered to another account cannot be taken back.",
    ],
  },
  ru: {
    linkedFaq: {
      question: "Зачем нужна привязка к Supercell ID?",
      answer:
        "Supercell зачисляет гемы на Supercell ID, привязанный к этому тегу. Если тег не привязан, заказ не пройдёт. Проверьте в настройках: Supercell ID должен быть подключён.",
    },
    deliveryFaq: DELIVERY.entry("ru", "Как быстро приходят гемы?"),
    tagLettersFaq: {
      question: "В моём теге буква O или цифра 0?",
      answer:
        "В тегах Supercell нет буквы O, только цифра 0. Если вы ввели O, мы сами заменим её на 0. Символ # можно вводить или не вводить.",
    },
    safeFaq: {
      question: "Безопасно ли пополнять в Kupi?",
      answer:
        "Да. Мы никогда не спрашиваем пароль или код подтверждения Supercell ID. Если доставка не удалась, мы вернём 100% оплаты.",
    },
    settingsStep: "Откройте настройки и убедитесь, что Supercell ID подключён.",
    copyStep: "Скопируйте тег в поле «Тег игрока» на этой странице.",
    notes: [
      "Тег игрока должен быть привязан к Supercell ID. Supercell зачисляет гемы на Supercell ID, привязанный к этому тегу.",
      "Внимательно проверьте тег: гемы, отправленные на чужой аккаунт, вернуть нельзя.",
    ],
  },
  uz: {
    linkedFaq: {
      question: "Nega akkaunt Supercell ID ga bog'langan bo'lishi kerak?",
      answer:
        "Supercell gemlarni shu Player Tag ga bog'langan Supercell ID ga yuboradi. Tag bog'lanmagan bo'lsa, buyurtma bajarilmaydi. Sozlamalarda tekshiring: Supercell ID ulangan bo'lishi kerak.",
    },
    deliveryFaq: DELIVERY.entry("uz", "Gemlar qancha vaqtda keladi?"),
    tagLettersFaq: {
      question: "Tagimda O harfi bormi yoki 0 raqami?",
      answer:
        "Supercell taglarida O harfi ishlatilmaydi, faqat 0 raqami. O yozsangiz, biz uni avtomatik 0 ga almashtiramiz. # belgisini yozish shart emas.",
    },
    safeFaq: {
      question: "Kupi orqali to'ldirish xavfsizmi?",
      answer:
        "Ha. Biz hech qachon parolingizni yoki Supercell ID tasdiqlash kodini so'ramaymiz. Yetkazib berish amalga oshmasa, pulingiz 100% qaytariladi.",
    },
    settingsStep: "Sozlamalarni oching va Supercell ID ulanganiga ishonch hosil qiling.",
    copyStep: "Player Tag ni shu sahifadagi Player Tag maydoniga ko'chiring.",
    notes: [
      "Player Tag Supercell ID ga bog'langan bo'lishi kerak. Supercell gemlarni shu tagga bog'langan Supercell ID ga yuboradi.",
      "Player Tag ni diqqat bilan tekshiring: boshqa akkauntga yuborilgan gemlarni qaytarib bo'lmaydi.",
    ],
  },
};

/**
 * A Supercell game's account form, delivery promise and shared texts. The sample Player Tag is
 * both the form's placeholder and the one the texts show, so the two cannot drift apart.
 */
export function supercellGame(tagExample: string): {
  account: AccountFormDefinition;
  deliveryPromiseMinutes: number;
  texts: Record<Language, SupercellTexts>;
} {
  const tag = `#${tagExample}`;
  return {
    account: supercellAccount(tagExample),
    deliveryPromiseMinutes: DELIVERY.promiseMinutes,
    texts: {
      id: {
        tagUnderName: `Player Tag ada di bawah nama, diawali tanda #, misalnya ${tag}.`,
        tagStep: `Lihat Player Tag di bawah nama Anda, diawali tanda #, misalnya ${tag}.`,
        ...COMMON.id,
      },
      en: {
        tagUnderName: `The Player Tag is under your name and starts with #, e.g. ${tag}.`,
        tagStep: `Your Player Tag is under your name and starts with #, e.g. ${tag}.`,
        ...COMMON.en,
      },
      ru: {
        tagUnderName: `Тег указан под именем и начинается с #, например ${tag}.`,
        tagStep: `Тег игрока указан под именем и начинается с #, например ${tag}.`,
        ...COMMON.ru,
      },
      uz: {
        tagUnderName: `Player Tag ismingiz ostida, # bilan boshlanadi, masalan ${tag}.`,
        tagStep: `Player Tag ismingiz ostida, # bilan boshlanadi, masalan ${tag}.`,
        ...COMMON.uz,
      },
    },
  };
}
