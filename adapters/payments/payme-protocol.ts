import { timingSafeEqual } from "node:crypto";
import { z } from "zod";
import type { Money } from "../../core/money";
import type { FiscalReceiptKind, ProviderFiscalReceipt } from "../../core/payments/provider-transactions";
import type { UzReceiptLine } from "./uz-fiscal-receipt";

/**
 * Payme Business's protocol facts (decision 023), free of any framework: the checkout link, the
 * Merchant API's authorization, its JSON-RPC errors and parameters, and the Subscribe API's
 * receipt states. Payme counts money in tiyin, a hundredth of a so'm; the shop counts UZS in whole
 * so'm (core/money.ts MINOR_DIGITS UZS 0), so one so'm is 100 tiyin.
 */

/** Payme cancels a transaction still in state 1 this long after its `time` (CreateTransaction docs). */
export const PAYME_TIMEOUT_MS = 43_200_000;

/** CancelTransaction's `reason` values (Merchant API, "Причины отмены транзакции"). */
export const PAYME_REASON = {
  receiverNotFound: 1,
  debitError: 2,
  executionError: 3,
  timeout: 4,
  refund: 5,
  unknown: 10,
} as const;

/** Subscribe API receipt states this shop reads: paid (4), queued for cancellation (21), canceled (50). */
export const RECEIPT_STATE = { paid: 4, cancelQueued: 21, canceled: 50 } as const;

export interface LocalizedMessage {
  ru: string;
  uz: string;
  en: string;
}

export interface RpcError {
  code: number;
  message: LocalizedMessage;
  data?: string;
}

/** The Merchant API's errors (developer.help.paycom.uz, "Ошибки (ERRORS)"), each with its three texts. */
export const PAYME_ERRORS = {
  /** -32300: the call came by another HTTP method than POST. */
  notPost: {
    code: -32300,
    message: {
      ru: "Метод запроса должен быть POST",
      uz: "So'rov usuli POST bo'lishi kerak",
      en: "The request method must be POST",
    },
  },
  /** -32504: the Authorization header is missing or carries another key. */
  auth: {
    code: -32504,
    message: {
      ru: "Недостаточно привилегий для выполнения метода",
      uz: "Usulni bajarish uchun huquqlar yetarli emas",
      en: "Insufficient privileges to perform this method",
    },
  },
  parse: {
    code: -32700,
    message: { ru: "Ошибка разбора JSON", uz: "JSON tahlilida xato", en: "JSON parse error" },
  },
  invalid: {
    code: -32600,
    message: {
      ru: "Неверный запрос: нет обязательных полей или неверный тип",
      uz: "Noto'g'ri so'rov: majburiy maydonlar yo'q yoki turi noto'g'ri",
      en: "Invalid request: required fields missing or of the wrong type",
    },
  },
  method: {
    code: -32601,
    message: { ru: "Метод не найден", uz: "Usul topilmadi", en: "Method not found" },
  },
  system: {
    code: -32400,
    message: { ru: "Системная ошибка", uz: "Tizim xatosi", en: "System error" },
  },
  amount: {
    code: -31001,
    message: { ru: "Неверная сумма", uz: "Noto'g'ri summa", en: "Incorrect amount" },
  },
  notFound: {
    code: -31003,
    message: { ru: "Транзакция не найдена", uz: "Tranzaksiya topilmadi", en: "Transaction not found" },
  },
  cannotCancel: {
    code: -31007,
    message: {
      ru: "Заказ выполнен. Невозможно отменить транзакцию",
      uz: "Buyurtma bajarilgan. Tranzaksiyani bekor qilib bo'lmaydi",
      en: "The order is fulfilled. The transaction cannot be canceled",
    },
  },
  cannotPerform: {
    code: -31008,
    message: {
      ru: "Невозможно выполнить операцию",
      uz: "Amalni bajarib bo'lmaydi",
      en: "The operation cannot be performed",
    },
  },
  /** -31050: no such order (the account field `order_id` names nothing of ours). */
  orderNotFound: {
    code: -31050,
    message: { ru: "Заказ не найден", uz: "Buyurtma topilmadi", en: "Order not found" },
    data: "order_id",
  },
  /** -31051: the order exists but no longer waits for this payment (paid, canceled, expired, replaced). */
  orderNotPayable: {
    code: -31051,
    message: {
      ru: "Заказ уже оплачен или отменён",
      uz: "Buyurtma allaqachon to'langan yoki bekor qilingan",
      en: "The order is already paid or canceled",
    },
    data: "order_id",
  },
  /**
   * -31008 with its own words: another Payme transaction for the same order is under way. Payme's
   * sandbox expects -31008 for a new CreateTransaction on an order waiting for payment.
   */
  orderBusy: {
    code: -31008,
    message: {
      ru: "Заказ уже ожидает оплаты по другой транзакции",
      uz: "Buyurtma boshqa tranzaksiya bo'yicha to'lovni kutmoqda",
      en: "The order already awaits payment by another transaction",
    },
  },
} satisfies Record<string, RpcError>;

export type PaymeErrorName = keyof typeof PAYME_ERRORS;

export type RpcId = string | number | null;

export type RpcAnswer = { jsonrpc: "2.0"; id: RpcId; result: unknown } | { jsonrpc: "2.0"; id: RpcId; error: RpcError };

export const rpcResult = (id: RpcId, result: unknown): RpcAnswer => ({ jsonrpc: "2.0", id, result });

export const rpcError = (id: RpcId, name: PaymeErrorName, data?: string): RpcAnswer => {
  const error: RpcError = { ...PAYME_ERRORS[name] };
  if (data !== undefined) error.data = data;
  return { jsonrpc: "2.0", id, error };
};

/** The shop's money as Payme's tiyin; only so'm can be paid at Payme. */
export function toTiyin(amount: Money): number | undefined {
  return amount.currency === "UZS" ? amount.amount * 100 : undefined;
}

/** Basic's credentials for Payme's login "Paycom" and this key. */
const paycomCredentials = (key: string) => Buffer.from(`Paycom:${key}`).toString("base64");

/** `Authorization: Basic base64("Paycom:<key>")`, the header Payme sends on every Merchant API call. */
export function paymeAuthorization(key: string): string {
  return `Basic ${paycomCredentials(key)}`;
}

/**
 * Whether the header is Payme's with this key: the scheme "Basic" in any case (an HTTP auth scheme
 * is case-insensitive), then the credentials compared in constant time.
 */
export function hasPaymeKey(header: string | undefined, key: string): boolean {
  if (!header || !key) return false;
  const parts = /^\s*(\S+) +(\S+)\s*$/.exec(header);
  if (!parts || parts[1]!.toLowerCase() !== "basic") return false;
  const expected = Buffer.from(paycomCredentials(key));
  const given = Buffer.from(parts[2]!);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** The Subscribe API's X-Auth header: "<merchant id>:<key>". */
export const subscribeAuth = (merchantId: string, key: string) => `${merchantId}:${key}`;

/** Payme's checkout speaks ru, uz and en; Indonesian buyers are not in the Uzbek market, but fall back to English. */
export function checkoutLanguage(locale: string): "ru" | "uz" | "en" {
  return locale === "ru" || locale === "uz" ? locale : "en";
}

/**
 * The checkout link by GET (developer.help.paycom.uz, "Отправка чека по методу GET"):
 * `<checkout url>/base64("m=<merchant id>;ac.order_id=<id>;a=<tiyin>;c=<return url>;l=<lang>")`.
 * Parameters are separated by ";", so a ";" in the return URL is percent-encoded.
 */
export function checkoutLink(input: {
  checkoutUrl: string;
  merchantId: string;
  orderId: string;
  tiyin: number;
  returnUrl: string;
  lang: "ru" | "uz" | "en";
}): string {
  const params = [
    `m=${input.merchantId}`,
    `ac.order_id=${input.orderId}`,
    `a=${input.tiyin}`,
    `c=${input.returnUrl.replace(/;/g, "%3B")}`,
    `l=${input.lang}`,
  ].join(";");
  return `${input.checkoutUrl.replace(/\/+$/, "")}/${Buffer.from(params).toString("base64")}`;
}

/** Reads a checkout link's parameters back (the sandbox's checkout page); undefined when it is not one. */
export function readCheckoutParams(
  encoded: string,
): { merchantId: string; orderId: string; tiyin: number; returnUrl?: string; lang?: string } | undefined {
  if (!/^[A-Za-z0-9+/=_-]{8,2048}$/.test(encoded)) return undefined;
  const text = Buffer.from(encoded, "base64").toString("utf8");
  const params = new Map<string, string>();
  for (const part of text.split(";")) {
    const at = part.indexOf("=");
    if (at > 0) params.set(part.slice(0, at), part.slice(at + 1));
  }
  const merchantId = params.get("m");
  const orderId = params.get("ac.order_id");
  const tiyin = Number(params.get("a"));
  if (!merchantId || !orderId || !Number.isSafeInteger(tiyin) || tiyin <= 0) return undefined;
  const returnUrl = params.get("c")?.replace(/%3B/gi, ";");
  return {
    merchantId,
    orderId,
    tiyin,
    ...(returnUrl ? { returnUrl } : {}),
    ...(params.get("l") ? { lang: params.get("l") } : {}),
  };
}

/** A JSON-RPC request as Payme sends it. */
export const rpcRequest = z.object({
  jsonrpc: z.literal("2.0").optional(),
  id: z.union([z.number(), z.string()]),
  method: z.string().min(1).max(64),
  params: z.record(z.string(), z.unknown()).default({}),
});

/** Payme's ID type: a 24-character object id (docs, "Типы данных"). */
const paymeId = z.string().min(1).max(64);
const tiyin = z.number().int().positive();
const timestamp = z.number().int().nonnegative();
const account = z.record(z.string(), z.unknown());

/** SetFiscalData's FiscalData (metody-merchant-api/setfiscaldata): the page types receipt_id a String, its example sends a number. */
const fiscalData = z.object({
  receipt_id: z.union([z.string().min(1).max(64), z.number().int().nonnegative()]),
  status_code: z.number().int(),
  message: z.string().max(2048).nullish(),
  terminal_id: z.string().max(64).nullish(),
  fiscal_sign: z.string().max(64).nullish(),
  qr_code_url: z.string().max(2048).nullish(),
  date: z.string().max(64).nullish(),
});

export const PARAMS = {
  CheckPerformTransaction: z.object({ amount: tiyin, account }),
  CreateTransaction: z.object({ id: paymeId, time: timestamp, amount: tiyin, account }),
  PerformTransaction: z.object({ id: paymeId }),
  CancelTransaction: z.object({ id: paymeId, reason: z.number().int() }),
  CheckTransaction: z.object({ id: paymeId }),
  GetStatement: z.object({ from: timestamp, to: timestamp }),
  ChangePassword: z.object({ password: z.string() }),
  SetFiscalData: z.object({ id: paymeId, type: z.enum(["PERFORM", "CANCEL"]), fiscal_data: fiscalData }),
};

/** SetFiscalData's receipt as the shop keeps it: the payment's (PERFORM) or the cancellation's (CANCEL). */
export function fiscalReceiptOf(params: z.infer<(typeof PARAMS)["SetFiscalData"]>): {
  kind: FiscalReceiptKind;
  receipt: ProviderFiscalReceipt;
} {
  const data = params.fiscal_data;
  return {
    kind: params.type === "PERFORM" ? "perform" : "cancel",
    receipt: {
      receiptId: String(data.receipt_id),
      statusCode: data.status_code,
      message: data.message ?? null,
      terminalId: data.terminal_id ?? null,
      fiscalSign: data.fiscal_sign ?? null,
      qrCodeUrl: data.qr_code_url ?? null,
      date: data.date ?? null,
    },
  };
}

/** One item of CheckPerformTransaction's `detail` (decision 023, "Fiscal receipts"). */
export interface PaymeReceiptItem {
  title: string;
  /** Tiyin per unit; Payme multiplies it by `count`. */
  price: number;
  count: number;
  /** The item's IKPU (MXIK) code. */
  code: string;
  package_code: string;
  vat_percent: number;
  /** Tiyin off the item: always 0, the price is already what the buyer pays. */
  discount: number;
}

export interface PaymeReceiptDetail {
  /** 0: a sale. */
  receipt_type: 0;
  items: PaymeReceiptItem[];
}

const receiptItem = z.object({
  title: z.string().min(1),
  price: z.number().int().nonnegative(),
  count: z.number().int().positive(),
  // An IKPU (MXIK) code is 17 digits; the package code is the catalogue's number for it.
  code: z.string().regex(/^\d{17}$/),
  package_code: z.string().regex(/^\d{1,20}$/),
  vat_percent: z.number().int().min(0).max(100),
  discount: z.number().int().nonnegative().optional(),
});
const receiptDetailSchema = z.object({ receipt_type: z.literal(0), items: z.array(receiptItem).min(1) });

/**
 * What is wrong with a CheckPerformTransaction `detail` for this amount, as a fiscal receipt would be
 * refused: fields missing or malformed, or items that do not add up to the amount. Undefined when it
 * is fine (the sandbox's Payme face checks the shop's answers with it).
 */
export function receiptDetailFault(detail: unknown, tiyin: number): string | undefined {
  const parsed = receiptDetailSchema.safeParse(detail);
  if (!parsed.success) return parsed.error.issues.map((issue) => issue.path.join(".")).join(", ");
  const sum = parsed.data.items.reduce((total, item) => total + item.price * item.count - (item.discount ?? 0), 0);
  return sum === tiyin ? undefined : `items add up to ${sum}, not ${tiyin}`;
}

/**
 * The receipt's `detail` from the order's fiscal lines: one item per line, count 1 at the line's
 * amount, so the items add up to exactly the payment's amount whatever a promo took off.
 */
export function receiptDetail(lines: UzReceiptLine[]): PaymeReceiptDetail {
  return {
    receipt_type: 0,
    items: lines.map((line) => ({
      title: line.title,
      price: line.amount * 100,
      count: 1,
      code: line.codes.ikpu,
      package_code: line.codes.packageCode,
      vat_percent: line.codes.vatPercent,
      discount: 0,
    })),
  };
}

/** Our attempt id from `account.order_id`: "K7M4Q2TX-1"; anything else names no order of ours. */
export function accountOrderId(account: Record<string, unknown>): string | undefined {
  const value = account.order_id;
  const id = typeof value === "number" ? String(value) : value;
  return typeof id === "string" && /^[A-Za-z0-9-]{1,64}$/.test(id) ? id : undefined;
}
