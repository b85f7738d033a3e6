import type { Localized } from "../../core/catalog/types";

/**
 * Answers to "is it safe to top up here?" that games of different publishers give word for word.
 * (Publishers' own answers live with the publisher: HoYoverse, Supercell, BIGO.)
 */
export const SAFETY_ANSWERS = {
  /** Only the UID and the server, never the account password (Tower of Fantasy, Love and Deepspace). */
  uidAndServerOnly: {
    id: "Aman. Kami hanya butuh UID dan server, tidak pernah meminta kata sandi akun Anda. Jika pengiriman gagal, dana dikembalikan 100%.",
    en: "Yes. We only need your UID and server and never ask for your account password. If a delivery fails, you get a 100% refund.",
    ru: "Да. Нам нужны только UID и сервер, мы никогда не спрашиваем пароль от аккаунта. Если зачисление не удалось, вернём 100% суммы.",
    uz: "Ha. Bizga faqat UID va server kerak, akkaunt parolini hech qachon so'ramaymiz. Yetkazib berish amalga oshmasa, pulning 100% qaytariladi.",
  },
} satisfies Record<string, Localized>;
