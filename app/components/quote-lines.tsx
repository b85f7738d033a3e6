import type { PublicOrder } from "../../core/orders/public-order";
import type { DrawStanding } from "../../core/giveaway/giveaway";
import { money, partAsWritten, type Currency } from "../../core/money";
import { orderTax } from "../../core/market-texts";
import { taxLabel } from "../../i18n/tax-label";
import { useI18n } from "../i18n/i18n-context";
import { GiveawayNote } from "./giveaway-note";

/** The money lines of an order or a quote (minor units of `currency`). */
export type OrderLines = PublicOrder["lines"];

/**
 * The money of an order, line by line as the payment page shows it: price, the three discounts
 * (temporary, promo code, KupiCoins), gold, the channel fee, the total with its tax part, and the
 * cashback it earns. Lines that are zero are left out, except the total and the tax: its part as
 * precise as the total is written, or, in a market without one, "No sales tax" with no amount.
 */
export function QuoteLines(props: {
  /**
   * The market the order is (or will be) placed in: its tax, named in the reader's words. An order
   * keeps its market when read in another language: a Russian order read on /uz still
   * says НДС 22%, in Uzbek.
   */
  market: string;
  currency: Currency;
  lines: OrderLines;
  promoCode: string | null;
  cashback: { rateBps: number; amount: number } | null;
  /** The draw a giveaway's code enters the order in (EPICWIN), as the landing page says; null for none. */
  giveaway: DrawStanding | null;
}) {
  const { t, money: format } = useI18n();
  const { lines, currency } = props;
  const m = (amount: number) => format({ amount, currency });
  const minus = (amount: number) => `− ${m(amount)}`;
  return (
    <>
      <dl className="quote-lines" data-testid="quote-lines">
        <dt>{t("checkout.listPrice")}</dt>
        <dd>{m(lines.listPrice)}</dd>
        {lines.temporaryDiscount > 0 ? (
          <>
            <dt>{t("checkout.temporaryDiscount")}</dt>
            <dd className="quote-lines__discount">{minus(lines.temporaryDiscount)}</dd>
          </>
        ) : null}
        {props.promoCode ? (
          <>
            <dt>{t("checkout.promoDiscount", { code: props.promoCode })}</dt>
            <dd className="quote-lines__discount">{lines.promoDiscount > 0 ? minus(lines.promoDiscount) : "✓"}</dd>
          </>
        ) : null}
        {lines.cashbackUsed > 0 ? (
          <>
            <dt>{t("checkout.kupiCoinsUsed")}</dt>
            <dd className="quote-lines__discount">{minus(lines.cashbackUsed)}</dd>
          </>
        ) : null}
        {lines.goldUsed > 0 ? (
          <>
            <dt>{t("checkout.goldUsed")}</dt>
            <dd className="quote-lines__discount">{minus(lines.goldUsed)}</dd>
          </>
        ) : null}
        {lines.fee > 0 ? (
          <>
            <dt>{t("checkout.fee")}</dt>
            <dd>{m(lines.fee)}</dd>
          </>
        ) : null}
        <dt className="quote-lines__total">{t("checkout.total")}</dt>
        <dd className="quote-lines__total" data-testid="order-total">
          {m(lines.total)}
        </dd>
        {orderTax({ locale: props.market }).rateBps > 0 ? (
          <>
            <dt className="quote-lines__tax" data-testid="tax-label">
              {taxLabel(t, props.market)}
            </dt>
            <dd className="quote-lines__tax" data-testid="order-tax">
              {m(partAsWritten(money(lines.tax, currency), money(lines.total, currency)).amount)}
            </dd>
          </>
        ) : (
          // A market whose prices carry no tax says so in words: an amount of nothing adds nothing.
          <dt className="quote-lines__tax quote-lines__tax--none" data-testid="tax-label">
            {taxLabel(t, props.market)}
          </dt>
        )}
        {props.cashback && props.cashback.amount > 0 ? (
          <>
            <dt>{t("checkout.cashbackOffer", { rate: props.cashback.rateBps / 100 })}</dt>
            <dd className="quote-lines__cashback">+ {m(props.cashback.amount)}</dd>
          </>
        ) : null}
      </dl>
      <GiveawayNote standing={props.giveaway} />
    </>
  );
}
