import { languageOf, LOCALE_INFO, type Locale, type Language } from "../../../core/locales";
import { formatMoney } from "../../../core/money";
import { escapeHtml, layout } from "./pages";
import { TEXTS } from "./texts";
import type { YooKassaSandboxPayment } from "./yookassa-store";

/**
 * The YooKassa face's hosted payment page (what confirmation_url opens) and its status page, in the
 * gateway's look and four languages, marked as a sandbox like the others.
 */

interface YooKassaTexts {
  card: string;
  sbp: string;
  cardHint: string;
  sbpHint: string;
  decline: string;
  status: Record<YooKassaSandboxPayment["status"] | "refunded", string>;
}

export const YOOKASSA_TEXTS: Record<Language, YooKassaTexts> = {
  id: {
    card: "Kartu bank (Visa, Mastercard, MIR)",
    sbp: "SBP (Sistem Pembayaran Cepat)",
    cardHint: "Pada transaksi sungguhan, Anda akan memasukkan data kartu di halaman YooKassa.",
    sbpHint: "Pada transaksi sungguhan, Anda akan memindai kode QR SBP dengan aplikasi bank.",
    decline: "Tolak pembayaran",
    status: {
      pending: "Menunggu pembayaran",
      waiting_for_capture: "Menunggu konfirmasi toko",
      succeeded: "Pembayaran berhasil",
      canceled: "Pembayaran dibatalkan",
      refunded: "Dana sudah dikembalikan",
    },
  },
  en: {
    card: "Bank card (Visa, Mastercard, MIR)",
    sbp: "SBP (Faster Payments System)",
    cardHint: "In a real payment you would enter your card details on YooKassa's page.",
    sbpHint: "In a real payment you would scan the SBP QR code with your banking app.",
    decline: "Decline the payment",
    status: {
      pending: "Waiting for payment",
      waiting_for_capture: "Waiting for the shop to confirm",
      succeeded: "Payment successful",
      canceled: "Payment canceled",
      refunded: "Refunded",
    },
  },
  ru: {
    card: "Банковская карта (Visa, Mastercard, МИР)",
    sbp: "СБП (Система быстрых платежей)",
    cardHint: "При настоящей оплате вы введёте данные карты на странице ЮKassa.",
    sbpHint: "При настоящей оплате вы отсканируете QR-код СБП в приложении банка.",
    decline: "Отклонить платёж",
    status: {
      pending: "Ожидает оплаты",
      waiting_for_capture: "Ожидает подтверждения магазина",
      succeeded: "Оплата прошла",
      canceled: "Платёж отменён",
      refunded: "Деньги возвращены",
    },
  },
  uz: {
    card: "Bank kartasi (Visa, Mastercard, MIR)",
    sbp: "SBP (Tezkor to'lovlar tizimi)",
    cardHint: "Haqiqiy to'lovda karta ma'lumotlarini YooKassa sahifasida kiritasiz.",
    sbpHint: "Haqiqiy to'lovda SBP QR kodini bank ilovasi bilan skanerlaysiz.",
    decline: "To'lovni rad etish",
    status: {
      pending: "To'lov kutilmoqda",
      waiting_for_capture: "Do'kon tasdig'i kutilmoqda",
      succeeded: "To'lov muvaffaqiyatli",
      canceled: "To'lov bekor qilindi",
      refunded: "Pul qaytarildi",
    },
  },
};

function summary(locale: Locale, payment: YooKassaSandboxPayment): string {
  const texts = TEXTS[languageOf(locale)];
  const own = YOOKASSA_TEXTS[languageOf(locale)];
  // A payment created without a method is paid by card on this page.
  const method = payment.methodType === "sbp" ? own.sbp : own.card;
  return `<p class="amount">${escapeHtml(formatMoney(payment.amount, LOCALE_INFO[locale].iso))}</p>
<dl>
<dt>${escapeHtml(texts.item)}</dt><dd>${escapeHtml(payment.description)}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(method)}</dd>
<dt>${escapeHtml(texts.orderId)}</dt><dd>${escapeHtml(payment.metadata.paymentId ?? payment.id)}</dd>
</dl>`;
}

function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** The page confirmation_url opens while the payment waits: pay, decline, or let it expire. */
export function yooKassaPayPage(locale: Locale, payment: YooKassaSandboxPayment, actionPath: string): string {
  const texts = TEXTS[languageOf(locale)];
  const own = YOOKASSA_TEXTS[languageOf(locale)];
  const form = (action: "pay" | "fail" | "expire", css: string, label: string): string =>
    `<form method="post" action="${escapeHtml(actionPath)}">${hidden("action", action)}${hidden("form_token", payment.formToken)}${hidden("lang", locale)}<button type="submit" class="${css}">${escapeHtml(label)}</button></form>`;
  return layout(
    locale,
    texts.pageTitle,
    `<section class="panel">${summary(locale, payment)}</section>
<section class="panel"><p class="muted">${escapeHtml(payment.methodType === "sbp" ? own.sbpHint : own.cardHint)}</p></section>
<section class="panel"><p class="muted">${escapeHtml(texts.intro)}</p>
${form("pay", "pay", texts.pay)}
${form("fail", "fail", own.decline)}
${form("expire", "expire", texts.expire)}
</section>`,
  );
}

/** A finished or unknown payment, and the way back to the shop when it gave one (the widget's does not). */
export function yooKassaStatusPage(
  locale: Locale,
  payment: YooKassaSandboxPayment | undefined,
  message?: string,
): string {
  const texts = TEXTS[languageOf(locale)];
  const own = YOOKASSA_TEXTS[languageOf(locale)];
  const refunded = payment !== undefined && payment.refunded > 0 && payment.refunded >= payment.amount.amount;
  const heading = payment ? (refunded ? own.status.refunded : own.status[payment.status]) : texts.notFound;
  const tone = !payment || payment.status === "canceled" ? "bad" : payment.status === "succeeded" ? "ok" : "wait";
  return layout(
    locale,
    heading,
    `<section class="panel">
<h1 class="status ${tone}">${escapeHtml(heading)}</h1>
${message ? `<p class="muted">${escapeHtml(message)}</p>` : ""}
${payment ? summary(locale, payment) : ""}
${payment?.returnUrl ? `<a class="button back" href="${escapeHtml(payment.returnUrl)}">${escapeHtml(texts.backToShop)}</a>` : ""}
</section>`,
  );
}
