import { useState } from "react";
import { useNavigate } from "react-router";
import { formatAccount } from "../../../core/catalog/account-validation";
import { useI18n } from "../../i18n/i18n-context";
import { callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { Field } from "../field";
import { FormError } from "../form-error";
import { paymentMethodLabel } from "../../lib/payment-label";
import { productLabel } from "../../../i18n/product-label";
import { useViewer } from "../../lib/viewer";
import { QuoteLines } from "../quote-lines";
import { FirstTopUpWarning } from "./first-top-up-warning";
import type { Purchase } from "./use-purchase";
import { AS_MUCH_AS_ALLOWED } from "./use-quote";

/**
 * Everything the order will contain, with the live quote, the balance write-off for signed-in
 * buyers and an optional receipt address. "Pay" creates the order (one Idempotency-Key per summary,
 * so a retried tap never makes two orders) and opens its payment page.
 */
export function OrderSummary({ purchase, onEdit }: { purchase: Purchase; onEdit: () => void }) {
  const { t, locale, money } = useI18n();
  const navigate = useNavigate();
  const signedIn = Boolean(useViewer());
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [email, setEmail] = useState("");
  const [phone, setPhone] = useState("");
  const { busy, error, run } = useApiAction("checkout.providerFailed");
  const { product, payment, lookupResult, quote } = purchase;
  if (!product || !payment) return null;
  const label = productLabel(product, purchase.game.texts.currencyUnit, locale);
  const currency = product.price.currency;
  const canUseBalance = signedIn && quote && quote.writeOffUpTo + quote.goldUpTo > 0;

  const placeOrder = () =>
    run(async () => {
      const answer = await callApi("createOrder", {
        locale,
        headers: { "Idempotency-Key": idempotencyKey },
        body: {
          game: purchase.game.slug,
          product: product!.sku,
          quantity: 1,
          account: purchase.account,
          confirmed: purchase.confirmed,
          promoCode: purchase.promoCode || null,
          paymentMethod: payment!.id,
          useCashback: purchase.useBalance ? AS_MUCH_AS_ALLOWED : 0,
          useGold: purchase.useBalance ? AS_MUCH_AS_ALLOWED : 0,
          lookupSkipped: purchase.lookupResult?.status === "unavailable" && purchase.acknowledged,
          email: email.trim() || null,
          phone: phone.trim() || null,
          firstTopUpAcknowledged: purchase.firstTopUpTicked,
        },
      });
      void navigate(answer.paymentPage);
      return "stayBusy";
    });

  return (
    <section className="card summary" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title">{t("summary.title")}</h2>
      <dl>
        <dt>{t("summary.account")}</dt>
        <dd>{formatAccount(purchase.game.account, purchase.account, locale)}</dd>
        {lookupResult?.status === "found" ? (
          <>
            <dt>{t("summary.player")}</dt>
            <dd>{lookupResult.nickname}</dd>
          </>
        ) : null}
        <dt>{t("summary.item")}</dt>
        <dd>
          {purchase.game.name}: {label.title}
        </dd>
        <dt>{t("summary.payment")}</dt>
        <dd>{paymentMethodLabel(t, payment).name}</dd>
      </dl>
      <FirstTopUpWarning purchase={purchase} />
      {quote ? (
        <QuoteLines
          market={locale}
          currency={currency}
          lines={{ ...quote, promoDiscount: quote.promo?.valid ? quote.promo.discount : 0 }}
          promoCode={quote.promo?.valid ? quote.promo.code : null}
          cashback={quote.cashback}
        />
      ) : (
        <p className="summary__total">{money(product.price)}</p>
      )}
      {canUseBalance ? (
        <label className="checkbox">
          <input
            type="checkbox"
            checked={purchase.useBalance}
            onChange={(event) => purchase.setUseBalance(event.target.checked)}
          />
          <span>
            {t("checkout.useBalance", {
              cashback: money({ amount: quote.writeOffUpTo, currency }),
              gold: money({ amount: quote.goldUpTo, currency }),
            })}
          </span>
        </label>
      ) : null}
      {!signedIn ? <p className="muted">{t("checkout.guestCashback")}</p> : null}
      <fieldset className="stack">
        <legend>{t("checkout.receiptTitle")}</legend>
        <Field
          label={t("checkout.receiptEmail")}
          id="receipt-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
        />
        <Field
          label={t("checkout.receiptPhone")}
          id="receipt-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0812 3456 7890"
          value={phone}
          onChange={(event) => setPhone(event.target.value)}
        />
      </fieldset>
      <FormError message={error} />
      <button
        type="button"
        className="button button--primary button--large"
        data-testid="place-order"
        // The warning may come only now (the quote for this account was still on its way at Buy).
        disabled={busy || !quote || purchase.blockers.includes("firstTopUp")}
        onClick={() => void placeOrder()}
      >
        {quote ? t("checkout.pay", { total: money({ amount: quote.total, currency }) }) : t("checkout.quoting")}
      </button>
      <button type="button" className="button button--ghost" onClick={onEdit}>
        {t("summary.edit")}
      </button>
    </section>
  );
}
