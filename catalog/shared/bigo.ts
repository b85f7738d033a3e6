import type { FaqEntry, Localized } from "../../core/catalog/types";
import type { Language } from "../../core/locales";

/** What BIGO Technology's apps (Bigo Live, Likee) share: the profile under the Me tab, and the login code. */
export const BIGO_APPS: { meTabStep: Localized; safeFaq: Record<Language, FaqEntry> } = {
  meTabStep: {
    id: "Ketuk tab Saya (Me) di pojok kanan bawah layar.",
    en: "Tap the Me tab in the bottom-right corner.",
    ru: "Нажмите на вкладку «Я» (Me) в правом нижнем углу.",
    uz: "O'ng pastki burchakdagi Men (Me) bo'limiga bosing.",
  },
  safeFaq: {
    id: {
      question: "Apakah aman top up di Kupi?",
      answer:
        "Aman. Kami tidak pernah meminta kata sandi atau kode OTP akun Anda. Jika Diamond gagal dikirim, dana Anda kami kembalikan 100%.",
    },
    en: {
      question: "Is it safe to top up at Kupi?",
      answer:
        "Yes. We never ask for your password or a login code, and if the Diamonds cannot be delivered you get a 100% refund.",
    },
    ru: {
      question: "Безопасно ли пополнять в Kupi?",
      answer:
        "Да. Мы никогда не спрашиваем пароль или код для входа, а если алмазы не удаётся доставить, возвращаем 100% оплаты.",
    },
    uz: {
      question: "Kupi orqali to'ldirish xavfsizmi?",
      answer:
        "Ha. Biz hech qachon parol yoki kirish kodini so'ramaymiz, olmoslar yetkazilmasa esa to'lov 100% qaytariladi.",
    },
  },
};
