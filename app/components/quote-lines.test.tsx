import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import type { Locale } from "../../core/locales";
import type { Currency } from "../../core/money";
import { I18nProvider } from "../i18n/i18n-context";
import { en } from "../../i18n/messages/en";
import { ru } from "../../i18n/messages/ru";
import { QuoteLines, type OrderLines } from "./quote-lines";

/** An order's money lines, in minor units: nothing but the price, which is what the buyer pays. */
function lines(total: number, tax: number): OrderLines {
  return {
    listPrice: total,
    temporaryDiscount: 0,
    promoDiscount: 0,
    cashbackUsed: 0,
    goldUsed: 0,
    fee: 0,
    total,
    tax,
  };
}

function render(locale: Locale, market: Locale, currency: Currency, order: OrderLines): string {
  return renderToStaticMarkup(
    <MemoryRouter>
      <I18nProvider locale={locale} shell={locale === "ru" ? ru : en} page={undefined}>
        <QuoteLines
          market={market}
          currency={currency}
          lines={order}
          promoCode={null}
          cashback={null}
          giveaway={null}
        />
      </I18nProvider>
    </MemoryRouter>,
  );
}

/** The page's text, tags stripped, spaces (no-break too) as one. */
const text = (html: string) =>
  html
    .replace(/<[^>]+>/g, " ")
    .replace(/[\s\u00a0]+/g, " ")
    .trim();

describe("QuoteLines' tax line", () => {
  it("writes a Russian order's VAT in whole roubles, as its prices and total are written", () => {
    // 1 899 ₽ with 22% VAT included: 189 900 × 22 / 122 = 34 245.9 kopecks, 342 ₽ as the page writes money.
    const html = render("ru", "ru", "RUB", lines(189_900, 34_246));
    expect(text(html)).toContain("Итого к оплате 1 899 ₽ В том числе НДС 22% 342 ₽");
    expect(text(html)).not.toContain("342,46");
  });

  it("keeps the kopecks of a total that has some", () => {
    const html = render("ru", "ru", "RUB", lines(189_950, 34_255));
    expect(text(html)).toContain("1 899,50 ₽ В том числе НДС 22% 342,55 ₽");
  });

  it("says an American order carries no sales tax, without a $0.00 beside it", () => {
    const html = render("en", "en", "USD", lines(499, 0));
    expect(text(html)).toContain("Total to pay $4.99 No sales tax");
    expect(html).not.toContain("$0.00");
  });
});
