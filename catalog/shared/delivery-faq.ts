import type { FaqEntry, Localized } from "../../core/catalog/types";
import { languageOf, type Locale } from "../../core/locales";

/**
 * The FAQ answer every game page gives to "how long does it take?": usually minutes, and whom to
 * write to once the game's delivery promise has passed. It is built from the same number the shop
 * flags late deliveries by (`GameDefinition.deliveryPromiseMinutes`), so the page never promises
 * another time than support works to.
 */
export interface DeliveryFaq {
  /** For the game's `deliveryPromiseMinutes`. */
  promiseMinutes: number;
  /** The entry answering `question` (the game's own wording, which names its currency) in `locale`. */
  entry(locale: Locale, question: string): FaqEntry;
}

const USUALLY: Localized = {
  id: "Biasanya dalam beberapa menit setelah pembayaran berhasil.",
  en: "Usually a few minutes after the payment succeeds.",
  ru: "Обычно через несколько минут после оплаты.",
  uz: "Odatda to'lovdan keyin bir necha daqiqada.",
};

const ORDER_NUMBER: Localized = { id: "nomor pesanan", en: "order number", ru: "номер заказа", uz: "buyurtma raqami" };
const SERVER: Localized = { id: "server", en: "server", ru: "сервер", uz: "server" };
const AND: Localized = { id: "dan", en: "and", ru: "и", uz: "va" };

/** "A and B", "A, B and C": what support needs to find the order, in one language. */
function list(locale: Locale, items: string[]): string {
  const last = items[items.length - 1];
  return items.length < 2 ? (last ?? "") : `${items.slice(0, -1).join(", ")} ${AND[languageOf(locale)]} ${last}`;
}

const RU_HOURS = { one: "час", few: "часа", many: "часов", other: "часа" } as const;
const RU_MINUTES = { one: "минуту", few: "минуты", many: "минут", other: "минуты" } as const;

/** "1 hour", "30 minutes": whole hours read as hours, as buyers say them. */
export function promisePhrase(locale: Locale, minutes: number): string {
  const hours = minutes % 60 === 0 ? minutes / 60 : undefined;
  const count = hours ?? minutes;
  switch (languageOf(locale)) {
    case "id":
      return `${count} ${hours ? "jam" : "menit"}`;
    case "en":
      return `${count} ${hours ? "hour" : "minute"}${count === 1 ? "" : "s"}`;
    case "ru": {
      const form = new Intl.PluralRules("ru").select(count) as keyof typeof RU_HOURS;
      return `${count} ${(hours ? RU_HOURS : RU_MINUTES)[form]}`;
    }
    case "uz":
      return `${count} ${hours ? "soat" : "daqiqa"}`;
  }
}

function contact(locale: Locale, minutes: number, details: string[]): string {
  const within = promisePhrase(locale, minutes);
  const what = list(locale, [ORDER_NUMBER[languageOf(locale)], ...details]);
  switch (languageOf(locale)) {
    case "id":
      return `Jika belum masuk dalam ${within}, hubungi layanan pelanggan dengan ${what} Anda.`;
    case "en":
      return `If nothing has arrived within ${within}, contact support with your ${what}.`;
    case "ru":
      return `Если за ${within} ничего не пришло, напишите в поддержку, указав ${what}.`;
    case "uz":
      return `${within} ichida kelmasa, ${what} bilan qo'llab-quvvatlash xizmatiga yozing.`;
  }
}

export function deliveryFaq(options: {
  promiseMinutes: number;
  /** What names the account, as support asks for it ("UID", "Player ID"); per language where it is translated. */
  accountId: string | Localized;
  /** The account lives on a server the buyer chose: support needs it too. */
  server?: boolean;
  /** Instead of "usually a few minutes", for a game whose deliveries take a known time. */
  lead?: Localized;
  /** A sentence after the lead, before whom to contact. */
  tip?: Localized;
}): DeliveryFaq {
  return {
    promiseMinutes: options.promiseMinutes,
    entry(locale, question) {
      const accountId =
        typeof options.accountId === "string" ? options.accountId : options.accountId[languageOf(locale)];
      const details = options.server ? [accountId, SERVER[languageOf(locale)]] : [accountId];
      const sentences = [
        (options.lead ?? USUALLY)[languageOf(locale)],
        ...(options.tip ? [options.tip[languageOf(locale)]] : []),
        contact(locale, options.promiseMinutes, details),
      ];
      return { question, answer: sentences.join(" ") };
    },
  };
}
