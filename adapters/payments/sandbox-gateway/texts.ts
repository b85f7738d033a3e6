import { DEFAULT_LOCALE, isLocale, type Locale, type Language } from "../../../core/locales";
import type { SandboxStatus } from "./store";

/**
 * Everything the gateway's pages say, in the shop's four languages (principle 6). The gateway is a
 * separate listener that stands in for Midtrans, so it does not use the shop's translator: it has
 * its own small set of texts, and the banner says plainly that no real money moves.
 */
export interface GatewayTexts {
  pageTitle: string;
  testBanner: string;
  intro: string;
  item: string;
  total: string;
  method: string;
  orderId: string;
  pay: string;
  fail: string;
  expire: string;
  qrisHint: string;
  vaHint: string;
  vaNumber: string;
  billerCode: string;
  billKey: string;
  ewalletHint: (brand: string) => string;
  openApp: (brand: string) => string;
  genericHint: string;
  card: string;
  otpTitle: string;
  otpHint: string;
  otpLabel: string;
  otpSubmit: string;
  /** A wrong one-time code with tries left: the bank asks again. */
  otpWrong: (triesLeft: number) => string;
  backToShop: string;
  notFound: string;
  staleForm: string;
  status: Record<SandboxStatus, string>;
  /** Click's page: what the buttons do, and what the shop's refusal looks like. */
  click: {
    intro: string;
    cancel: string;
    /** The shop refused the payment at Prepare (error_note in brackets is Click's, in English). */
    refused: string;
    reversed: string;
  };
}

export const TEXTS: Record<Language, GatewayTexts> = {
  id: {
    pageTitle: "Pembayaran mode uji",
    testBanner: "Mode uji: tidak ada uang sungguhan",
    intro: "Halaman ini meniru halaman pembayaran. Pilih hasil yang ingin Anda uji.",
    item: "Pesanan",
    total: "Total",
    method: "Metode pembayaran",
    orderId: "ID pesanan",
    pay: "Bayar",
    fail: "Gagalkan pembayaran",
    expire: "Biarkan kedaluwarsa",
    qrisHint: "Pindai kode QR ini dengan aplikasi bank atau e-wallet. Ini hanya contoh dan tidak bisa dibayar.",
    vaHint: "Transfer jumlah di atas ke nomor virtual account berikut.",
    vaNumber: "Nomor virtual account",
    billerCode: "Kode perusahaan",
    billKey: "Kode bayar",
    ewalletHint: (brand) => `Pada transaksi sungguhan, aplikasi ${brand} akan terbuka untuk konfirmasi pembayaran.`,
    openApp: (brand) => `Buka aplikasi ${brand}`,
    genericHint: "Selesaikan pembayaran dengan tombol di bawah.",
    card: "Kartu",
    otpTitle: "Verifikasi 3-D Secure",
    otpHint: "Masukkan kode OTP yang dikirim bank Anda. Dalam mode uji, kodenya 112233.",
    otpLabel: "Kode OTP",
    otpSubmit: "Konfirmasi",
    otpWrong: (left) => `Kode salah. Sisa ${left} kali percobaan.`,
    backToShop: "Kembali ke toko",
    notFound: "Transaksi tidak ditemukan.",
    staleForm: "Formulir ini sudah tidak berlaku. Muat ulang halaman, lalu coba lagi.",
    status: {
      created: "Menunggu pembayaran",
      pending: "Menunggu pembayaran",
      capture: "Pembayaran berhasil",
      settlement: "Pembayaran berhasil",
      deny: "Pembayaran ditolak",
      failure: "Pembayaran gagal",
      cancel: "Pembayaran dibatalkan",
      expire: "Waktu pembayaran sudah habis",
      refund: "Dana sudah dikembalikan",
      partial_refund: "Sebagian dana sudah dikembalikan",
    },
    click: {
      intro: "Halaman ini meniru halaman pembayaran Click. Pilih hasil yang ingin Anda uji.",
      cancel: "Batalkan dan kembali",
      refused: "Toko menolak pembayaran ini.",
      reversed: "Pembayaran sudah dibatalkan dan dana dikembalikan.",
    },
  },
  en: {
    pageTitle: "Test payment",
    testBanner: "Test mode: no real money",
    intro: "This page imitates a payment page. Choose the outcome you want to test.",
    item: "Order",
    total: "Total",
    method: "Payment method",
    orderId: "Order ID",
    pay: "Pay",
    fail: "Make the payment fail",
    expire: "Let it expire",
    qrisHint: "Scan this QR code with a banking or e-wallet app. It is only a sample and cannot be paid.",
    vaHint: "Transfer the amount above to this virtual account number.",
    vaNumber: "Virtual account number",
    billerCode: "Company code",
    billKey: "Payment code",
    ewalletHint: (brand) => `In a real payment, the ${brand} app would open to confirm it.`,
    openApp: (brand) => `Open the ${brand} app`,
    genericHint: "Finish the payment with the buttons below.",
    card: "Card",
    otpTitle: "3-D Secure verification",
    otpHint: "Enter the one-time code your bank sent you. In test mode the code is 112233.",
    otpLabel: "One-time code",
    otpSubmit: "Confirm",
    otpWrong: (left) => `Wrong code. ${left} ${left === 1 ? "try" : "tries"} left.`,
    backToShop: "Back to the shop",
    notFound: "Transaction not found.",
    staleForm: "This form is no longer valid. Reload the page and try again.",
    status: {
      created: "Waiting for payment",
      pending: "Waiting for payment",
      capture: "Payment successful",
      settlement: "Payment successful",
      deny: "Payment declined",
      failure: "Payment failed",
      cancel: "Payment canceled",
      expire: "Payment expired",
      refund: "Refunded",
      partial_refund: "Partly refunded",
    },
    click: {
      intro: "This page imitates Click's payment page. Choose the outcome you want to test.",
      cancel: "Cancel and go back",
      refused: "The shop refused this payment.",
      reversed: "The payment was reversed and the money returned.",
    },
  },
  ru: {
    pageTitle: "Тестовая оплата",
    testBanner: "Тестовый режим: без реальных денег",
    intro: "Эта страница изображает страницу оплаты. Выберите исход, который хотите проверить.",
    item: "Заказ",
    total: "Итого",
    method: "Способ оплаты",
    orderId: "Номер заказа",
    pay: "Оплатить",
    fail: "Провалить оплату",
    expire: "Дать сроку истечь",
    qrisHint: "Отсканируйте QR-код приложением банка или кошелька. Это образец, оплатить его нельзя.",
    vaHint: "Переведите сумму выше на этот номер виртуального счёта.",
    vaNumber: "Номер виртуального счёта",
    billerCode: "Код компании",
    billKey: "Код платежа",
    ewalletHint: (brand) => `При настоящей оплате откроется приложение ${brand} для подтверждения.`,
    openApp: (brand) => `Открыть приложение ${brand}`,
    genericHint: "Завершите оплату кнопками ниже.",
    card: "Карта",
    otpTitle: "Проверка 3-D Secure",
    otpHint: "Введите одноразовый код из сообщения банка. В тестовом режиме код 112233.",
    otpLabel: "Одноразовый код",
    otpSubmit: "Подтвердить",
    otpWrong: (left) => `Неверный код. Осталось попыток: ${left}.`,
    backToShop: "Вернуться в магазин",
    notFound: "Платёж не найден.",
    staleForm: "Эта форма устарела. Обновите страницу и попробуйте ещё раз.",
    status: {
      created: "Ожидает оплаты",
      pending: "Ожидает оплаты",
      capture: "Оплата прошла",
      settlement: "Оплата прошла",
      deny: "Оплата отклонена",
      failure: "Оплата не прошла",
      cancel: "Оплата отменена",
      expire: "Время на оплату истекло",
      refund: "Деньги возвращены",
      partial_refund: "Деньги частично возвращены",
    },
    click: {
      intro: "Эта страница изображает страницу оплаты Click. Выберите исход, который хотите проверить.",
      cancel: "Отменить и вернуться",
      refused: "Магазин отклонил этот платёж.",
      reversed: "Платёж отменён, деньги возвращены.",
    },
  },
  uz: {
    pageTitle: "Sinov to'lovi",
    testBanner: "Sinov rejimi: haqiqiy pul yechilmaydi",
    intro: "Bu sahifa to'lov sahifasiga taqlid qiladi. Sinamoqchi bo'lgan natijani tanlang.",
    item: "Buyurtma",
    total: "Jami",
    method: "To'lov usuli",
    orderId: "Buyurtma raqami",
    pay: "To'lash",
    fail: "To'lovni muvaffaqiyatsiz qilish",
    expire: "Muddati o'tib ketsin",
    qrisHint: "QR kodni bank yoki hamyon ilovasi bilan skanerlang. Bu namuna, uni to'lab bo'lmaydi.",
    vaHint: "Yuqoridagi summani ushbu virtual hisob raqamiga o'tkazing.",
    vaNumber: "Virtual hisob raqami",
    billerCode: "Kompaniya kodi",
    billKey: "To'lov kodi",
    ewalletHint: (brand) => `Haqiqiy to'lovda tasdiqlash uchun ${brand} ilovasi ochiladi.`,
    openApp: (brand) => `${brand} ilovasini ochish`,
    genericHint: "To'lovni quyidagi tugmalar bilan yakunlang.",
    card: "Karta",
    otpTitle: "3-D Secure tekshiruvi",
    otpHint: "Bank yuborgan bir martalik kodni kiriting. Sinov rejimida kod 112233.",
    otpLabel: "Bir martalik kod",
    otpSubmit: "Tasdiqlash",
    otpWrong: (left) => `Kod noto'g'ri. Yana ${left} ta urinish qoldi.`,
    backToShop: "Do'konga qaytish",
    notFound: "To'lov topilmadi.",
    staleForm: "Bu shakl eskirgan. Sahifani yangilab, qaytadan urinib ko'ring.",
    status: {
      created: "To'lov kutilmoqda",
      pending: "To'lov kutilmoqda",
      capture: "To'lov muvaffaqiyatli",
      settlement: "To'lov muvaffaqiyatli",
      deny: "To'lov rad etildi",
      failure: "To'lov amalga oshmadi",
      cancel: "To'lov bekor qilindi",
      expire: "To'lov muddati tugadi",
      refund: "Pul qaytarildi",
      partial_refund: "Pul qisman qaytarildi",
    },
    click: {
      intro: "Bu sahifa Click to'lov sahifasiga taqlid qiladi. Sinamoqchi bo'lgan natijani tanlang.",
      cancel: "Bekor qilib, qaytish",
      refused: "Do'kon bu to'lovni rad etdi.",
      reversed: "To'lov bekor qilindi, pul qaytarildi.",
    },
  },
};

/**
 * The page's language: ?lang= (or Snap's own ?language=) first, then the locale the shop sent with
 * the transaction (custom_field1), then Indonesian.
 */
export function pickLocale(fromQuery: unknown, fromTransaction: Locale | undefined): Locale {
  if (isLocale(fromQuery)) return fromQuery;
  return fromTransaction ?? DEFAULT_LOCALE;
}
