import { renderToStaticMarkup } from "react-dom/server";
import { RouterProvider, createMemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { languageOf, type Locale } from "../../../core/locales";
import type { PromiseView } from "../../../core/orders/promise-compensation";
import { en } from "../../../i18n/messages/en";
import { id } from "../../../i18n/messages/id";
import { ru } from "../../../i18n/messages/ru";
import { uz } from "../../../i18n/messages/uz";
import { I18nProvider } from "../../i18n/i18n-context";
import { PromiseNote } from "./promise-note";

const MESSAGES = { id, en, ru, uz };
const ORDER_PAGE = "/card-payment/0b6f3c1e-3a8e-4a8e-9f0e-1d2c3b4a5f60";

/** The note on the order page, read in `locale`, as HTML (the page's root data: test mode's sign-in). */
function note(locale: Locale, promise: PromiseView | null): string {
  const router = createMemoryRouter(
    [
      {
        id: "root",
        path: "*",
        element: (
          <I18nProvider locale={locale} shell={MESSAGES[languageOf(locale)]} page={undefined}>
            <PromiseNote promise={promise} />
          </I18nProvider>
        ),
      },
    ],
    { initialEntries: [ORDER_PAGE], hydrationData: { loaderData: { root: { testMode: true } } } },
  );
  return renderToStaticMarkup(<RouterProvider router={router} />)
    .replace(/&#x27;/g, "'")
    .replace(/\u00a0/g, " ");
}

const text = (html: string, testId: string) =>
  new RegExp(`data-testid="${testId}"[^>]*>(?:<p>)?([^<]*)<`).exec(html)?.[1];

const rupiah = { amount: 10_000, currency: "IDR" } as const;

describe("the order page on a missed delivery promise", () => {
  it("says the gold was added, with the promise and the amount in the market's money", () => {
    const granted: PromiseView = { kind: "granted", amount: rupiah, promiseMinutes: 30 };
    expect(text(note("en-id", granted), "promise-granted")).toBe(
      "The delivery took longer than our promise of 30 minutes: we added Rp 10.000 gold to your balance.",
    );
    expect(text(note("id", granted), "promise-granted")).toBe(
      "Pengiriman lebih lama dari janji kami, 30 menit: kami menambahkan gold Rp 10.000 ke saldo Anda.",
    );
    // Another market's order: its own money.
    const roubles: PromiseView = { kind: "granted", amount: { amount: 5_000, currency: "RUB" }, promiseMinutes: 60 };
    expect(text(note("ru", roubles), "promise-granted")).toMatch(
      /^Доставка заняла больше, чем мы обещали \(60 мин\.\): мы начислили 50 ₽ золотом/,
    );
    expect(text(note("uz", granted), "promise-granted")).toMatch(
      /^Yetkazib berish biz va'da qilgan 30 daqiqadan uzoq davom etdi/,
    );
  });

  it("offers a guest the gold for signing in, and the sign-in comes back to the order's page", () => {
    const html = note("id", { kind: "offer", amount: rupiah, promiseMinutes: 60 });
    expect(text(html, "promise-offer")).toBe(
      "Pengiriman lebih lama dari janji kami, 60 menit. Masuk untuk menerima gold Rp 10.000.",
    );
    expect(html).toContain(`?return=${encodeURIComponent(ORDER_PAGE)}`);
  });

  it("says nothing when the promise was kept", () => {
    expect(note("en", null)).toBe("");
  });
});
