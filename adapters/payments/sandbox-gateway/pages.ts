import { createHash } from "node:crypto";
import { languageOf, LOCALE_INFO, type Locale } from "../../../core/locales";
import { formatMoney } from "../../../core/money";
import type { SandboxTransaction } from "./store";
import { TEXTS, type GatewayTexts } from "./texts";

/**
 * The gateway's pages: plain server-rendered HTML with inline CSS and no script, readable on a
 * 360 px phone. They stand in for Snap's hosted page and the bank's 3-D Secure page.
 */

/** Brand names are not translated. */
const CHANNEL_LABEL: Record<string, string> = {
  other_qris: "QRIS",
  gopay: "GoPay",
  shopeepay: "ShopeePay",
  ovo: "OVO",
  dana: "DANA",
  bca_va: "BCA Virtual Account",
  bni_va: "BNI Virtual Account",
  bri_va: "BRI Virtual Account",
  permata_va: "Permata Virtual Account",
  other_va: "Virtual Account",
  echannel: "Mandiri Bill Payment",
};

const EWALLETS = new Set(["gopay", "shopeepay", "ovo", "dana"]);

const STYLE = `*{box-sizing:border-box}
body{margin:0;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;background:#f3f4f6;color:#111827;line-height:1.45}
.banner{background:#fde68a;color:#78350f;text-align:center;font-weight:700;padding:10px 12px;border-bottom:2px solid #f59e0b}
main{max-width:440px;margin:0 auto;padding:16px}
.brand{font-weight:800;color:#4338ca;margin:4px 0 12px}
.panel{background:#fff;border-radius:12px;padding:16px;box-shadow:0 1px 3px rgba(0,0,0,.12);margin-bottom:16px}
.muted{color:#6b7280;margin:0 0 12px}
.error{color:#b91c1c;font-weight:700;margin:0 0 12px}
dl{display:grid;grid-template-columns:auto 1fr;gap:6px 12px;margin:0}
dt{color:#6b7280}
dd{margin:0;text-align:right;overflow-wrap:anywhere}
.amount{font-size:1.75rem;font-weight:800;margin:0 0 12px}
form{margin:0}
button,a.button{display:block;width:100%;font:inherit;font-weight:700;text-align:center;text-decoration:none;padding:14px;border-radius:10px;border:0;cursor:pointer;margin-top:10px}
.pay{background:#15803d;color:#fff}
.fail{background:#dc2626;color:#fff}
.expire{background:#e5e7eb;color:#111827}
.back{background:#4338ca;color:#fff}
.app{background:#e0e7ff;color:#3730a3;cursor:default}
.label{color:#6b7280;margin-top:8px}
.code{font-family:ui-monospace,Menlo,Consolas,monospace;font-size:1.25rem;font-weight:700;letter-spacing:.04em;overflow-wrap:anywhere}
.qr{display:block;margin:8px auto;width:200px;max-width:100%;height:auto}
label{display:block;font-weight:700;margin-bottom:6px}
input{width:100%;font:inherit;font-size:1.4rem;letter-spacing:.3em;text-align:center;padding:12px;border:2px solid #d1d5db;border-radius:10px}
.status{font-size:1.3rem;font-weight:800;margin:0 0 8px}
.ok{color:#15803d}.bad{color:#b91c1c}.wait{color:#92400e}`;

export function escapeHtml(text: string): string {
  return text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

/** The page around every screen of the gateway (Midtrans's, Click's...): banner, brand, styles. */
export function layout(locale: Locale, title: string, body: string): string {
  const texts = TEXTS[languageOf(locale)];
  return `<!doctype html>
<html lang="${LOCALE_INFO[locale].iso}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)} · ${escapeHtml(texts.testBanner)}</title>
<style>${STYLE}</style>
</head>
<body>
<div class="banner" role="status">${escapeHtml(texts.testBanner)}</div>
<main>
<div class="brand">◆ Sandbox Pay</div>
${body}
</main>
</body>
</html>`;
}

function summary(texts: GatewayTexts, locale: Locale, transaction: SandboxTransaction): string {
  const method =
    transaction.channel === "credit_card"
      ? `${texts.card} •••• ${transaction.maskedCard?.slice(-4) ?? ""}`.trim()
      : (CHANNEL_LABEL[transaction.channel] ?? transaction.channel);
  return `<p class="amount">${escapeHtml(formatMoney(transaction.amount, LOCALE_INFO[locale].iso))}</p>
<dl>
<dt>${escapeHtml(texts.item)}</dt><dd>${escapeHtml(transaction.itemName)}</dd>
<dt>${escapeHtml(texts.method)}</dt><dd>${escapeHtml(method)}</dd>
<dt>${escapeHtml(texts.orderId)}</dt><dd>${escapeHtml(transaction.orderId)}</dd>
</dl>`;
}

/**
 * A QR-like square drawn from the order id's hash: it looks like QRIS to a tester and encodes
 * nothing, so no real app can try to pay it.
 */
function fakeQr(seed: string): string {
  const size = 25;
  const bits: number[] = [];
  for (let block = 0; bits.length < size * size; block++) {
    for (const byte of createHash("sha256").update(`${seed}:${block}`).digest()) {
      for (let bit = 0; bit < 8; bit++) bits.push((byte >> bit) & 1);
    }
  }
  const inFinder = (x: number, y: number, left: number, top: number): boolean | undefined => {
    const dx = x - left;
    const dy = y - top;
    if (dx < -1 || dy < -1 || dx > 7 || dy > 7) return undefined;
    if (dx === -1 || dy === -1 || dx === 7 || dy === 7) return false;
    const ring = Math.min(dx, dy, 6 - dx, 6 - dy);
    return ring !== 1;
  };
  let path = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const finder = inFinder(x, y, 0, 0) ?? inFinder(x, y, size - 7, 0) ?? inFinder(x, y, 0, size - 7);
      const dark = finder ?? bits[y * size + x] === 1;
      if (dark) path += `M${x + 2} ${y + 2}h1v1h-1z`;
    }
  }
  const box = size + 4;
  return `<svg class="qr" viewBox="0 0 ${box} ${box}" role="img" aria-label="QRIS" shape-rendering="crispEdges"><rect width="${box}" height="${box}" fill="#fff"/><path d="${path}" fill="#111827"/></svg>`;
}

/** A number to copy by hand: label above, digits on a line of their own so they never wrap. */
function field(label: string, value: string): string {
  return `<div class="label">${escapeHtml(label)}</div><div class="code">${escapeHtml(value)}</div>`;
}

function methodSection(texts: GatewayTexts, transaction: SandboxTransaction): string {
  const channel = transaction.channel;
  if (channel === "other_qris") {
    return `${fakeQr(transaction.orderId)}<p class="muted">${escapeHtml(texts.qrisHint)}</p>`;
  }
  if (EWALLETS.has(channel)) {
    const brand = CHANNEL_LABEL[channel] ?? channel;
    return `<p class="muted">${escapeHtml(texts.ewalletHint(brand))}</p><div class="button app" aria-disabled="true">${escapeHtml(texts.openApp(brand))}</div>`;
  }
  if (transaction.billerCode && transaction.billKey) {
    return `<p class="muted">${escapeHtml(texts.vaHint)}</p>${field(texts.billerCode, transaction.billerCode)}${field(texts.billKey, transaction.billKey)}`;
  }
  if (transaction.vaNumber) {
    return `<p class="muted">${escapeHtml(texts.vaHint)}</p>${field(texts.vaNumber, transaction.vaNumber)}`;
  }
  return `<p class="muted">${escapeHtml(texts.genericHint)}</p>`;
}

export function hidden(name: string, value: string): string {
  return `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
}

/** Snap's page for one method, with the three outcomes a tester can choose. */
export function payPage(locale: Locale, transaction: SandboxTransaction, actionPath: string): string {
  const texts = TEXTS[languageOf(locale)];
  const form = (action: "pay" | "fail" | "expire", label: string): string =>
    `<form method="post" action="${escapeHtml(actionPath)}">${hidden("action", action)}${hidden("form_token", transaction.formToken)}${hidden("lang", locale)}<button type="submit" class="${action}">${escapeHtml(label)}</button></form>`;
  return layout(
    locale,
    texts.pageTitle,
    `<section class="panel">${summary(texts, locale, transaction)}</section>
<section class="panel">${methodSection(texts, transaction)}</section>
<section class="panel"><p class="muted">${escapeHtml(texts.intro)}</p>
${form("pay", texts.pay)}
${form("fail", texts.fail)}
${form("expire", texts.expire)}
</section>`,
  );
}

/** The bank's 3-D Secure page, which says the test code out loud. */
export function otpPage(
  locale: Locale,
  transaction: SandboxTransaction,
  actionPath: string,
  /** Set after a wrong code: what the bank says before asking again. */
  error?: string,
): string {
  const texts = TEXTS[languageOf(locale)];
  return layout(
    locale,
    texts.otpTitle,
    `<section class="panel">${summary(texts, locale, transaction)}</section>
<section class="panel">
<h1 class="status">${escapeHtml(texts.otpTitle)}</h1>
<p class="muted">${escapeHtml(texts.otpHint)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ""}
<form method="post" action="${escapeHtml(actionPath)}">${hidden("form_token", transaction.formToken)}${hidden("lang", locale)}
<label for="otp">${escapeHtml(texts.otpLabel)}</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" maxlength="6" required>
<button type="submit" class="pay">${escapeHtml(texts.otpSubmit)}</button>
</form>
</section>`,
  );
}

function statusTone(transaction: SandboxTransaction): string {
  switch (transaction.status) {
    case "settlement":
    case "capture":
    case "refund":
    case "partial_refund":
      return "ok";
    case "created":
    case "pending":
      return "wait";
    default:
      return "bad";
  }
}

/** A finished, expired or unknown transaction: its state and, if any, the way back to the shop. */
export function statusPage(
  locale: Locale,
  transaction: SandboxTransaction | undefined,
  finishHref: string | undefined,
  message?: string,
): string {
  const texts = TEXTS[languageOf(locale)];
  const heading = transaction ? texts.status[transaction.status] : texts.notFound;
  const tone = transaction ? statusTone(transaction) : "bad";
  return layout(
    locale,
    heading,
    `<section class="panel">
<h1 class="status ${tone}">${escapeHtml(heading)}</h1>
${message ? `<p class="muted">${escapeHtml(message)}</p>` : ""}
${transaction ? summary(texts, locale, transaction) : ""}
${finishHref ? `<a class="button back" href="${escapeHtml(finishHref)}">${escapeHtml(texts.backToShop)}</a>` : ""}
</section>`,
  );
}
