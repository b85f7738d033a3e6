import type { Locale, Language } from "../../../core/locales";

/** What the sandbox's Payme checkout page says, in the shop's four languages. */
export interface PaymeTexts {
  title: string;
  intro: string;
  order: string;
  pay: string;
  fail: string;
  paid: string;
  failed: string;
  refused: string;
  notFound: string;
}

export const PAYME_TEXTS: Record<Language, PaymeTexts> = {
  id: {
    title: "Payme (mode uji)",
    intro: "Halaman ini meniru halaman pembayaran Payme (Uzcard, Humo). Pilih hasil yang ingin Anda uji.",
    order: "ID pembayaran",
    pay: "Bayar",
    fail: "Kartu ditolak",
    paid: "Pembayaran berhasil",
    failed: "Pembayaran gagal",
    refused: "Toko menolak pembayaran ini",
    notFound: "Tautan pembayaran tidak valid.",
  },
  en: {
    title: "Payme (test)",
    intro: "This page stands in for Payme's checkout (Uzcard, Humo). Choose the outcome you want to test.",
    order: "Payment ID",
    pay: "Pay",
    fail: "Card declined",
    paid: "Payment successful",
    failed: "Payment failed",
    refused: "The shop refused this payment",
    notFound: "This payment link is not valid.",
  },
  ru: {
    title: "Payme (тест)",
    intro: "Эта страница заменяет страницу оплаты Payme (Uzcard, Humo). Выберите исход, который хотите проверить.",
    order: "Номер платежа",
    pay: "Оплатить",
    fail: "Карта отклонена",
    paid: "Оплата прошла",
    failed: "Оплата не прошла",
    refused: "Магазин отклонил этот платёж",
    notFound: "Ссылка на оплату недействительна.",
  },
  uz: {
    title: "Payme (sinov)",
    intro: "Bu sahifa Payme to'lov sahifasi (Uzcard, Humo) o'rnida. Sinamoqchi bo'lgan natijani tanlang.",
    order: "To'lov raqami",
    pay: "To'lash",
    fail: "Karta rad etildi",
    paid: "To'lov muvaffaqiyatli",
    failed: "To'lov amalga oshmadi",
    refused: "Do'kon bu to'lovni rad etdi",
    notFound: "To'lov havolasi yaroqsiz.",
  },
};

/** Payme's `l` (ru, uz, en) as the page's language; the sandbox also shows Indonesian when asked. */
export function paymeLocale(lang: string | undefined): Locale {
  return lang === "ru" || lang === "uz" || lang === "id" ? lang : "en";
}
