import { useEffect, useRef, useState } from "react";
import { useNavigate } from "react-router";
import { formatAccount } from "../../../core/catalog/account-validation";
import { useI18n } from "../../i18n/i18n-context";
import { ApiError, callApi } from "../../lib/api-client";
import { useApiAction } from "../../lib/use-api-action";
import { Field } from "../field";
import { FormError } from "../form-error";
import { paymentMethodLabel } from "../../lib/payment-label";
import { productLabel } from "../../../i18n/product-label";
import { useViewer } from "../../lib/viewer";
import { showStep } from "../../lib/show-step";
import { QuoteLines } from "../quote-lines";
import { FirstTopUpWarning } from "./first-top-up-warning";
import { PurchaseLimitNote, PurchaseLimitReached } from "./purchase-limit";
import { LOCALE_INFO } from "../../../core/locales";
import { formatNumber } from "../../../core/money";
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
  // A market whose law sends the receipt to the buyer (Russia's 54-FZ) refuses an order without
  // either: the message goes under the receipt's e-mail, where the buyer types the answer.
  const [contactError, setContactError] = useState<string | null>(null);
  const { busy, error, run } = useApiAction("checkout.providerFailed");
  const section = useRef<HTMLElement>(null);
  // The summary comes only after Buy: the buyer lands on it, wherever the long form had left the page.
  useEffect(() => showStep(section.current), []);
  const { product, payment, lookupResult, quote } = purchase;
  if (!product || !payment) return null;
  const label = productLabel(product, purchase.game.texts.currencyUnit, locale);
  const currency = product.price.currency;
  // Each balance is offered on its own, and only when there is some of it to use.
  const offersKupiCoins = signedIn && quote && (quote.writeOffUpTo > 0 || purchase.useCashback);
  const offersGold = signedIn && quote && (quote.goldUpTo > 0 || purchase.useGold);
  // The publisher's first-top-up bonus comes with this pack, unless this account had it before.
  const firstTopUpBonus = product.firstTopUpBonus && !purchase.firstTopUpRepeat ? product.firstTopUpBonus : null;

  const placeOrder = () =>
    run(async () => {
      setContactError(null);
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
          useCashback: purchase.useCashback ? AS_MUCH_AS_ALLOWED : 0,
          useGold: purchase.useGold ? AS_MUCH_AS_ALLOWED : 0,
          lookupSkipped: purchase.lookupResult?.status === "unavailable" && purchase.acknowledged,
          email: email.trim() || null,
          phone: phone.trim() || null,
          firstTopUpAcknowledged: purchase.firstTopUpTicked,
        },
      }).catch((failure: unknown) => {
        if (failure instanceof ApiError && failure.code === "checkout.contactRequired") {
          setContactError(failure.message);
          return undefined;
        }
        throw failure;
      });
      if (!answer) return;
      void navigate(answer.paymentPage);
      return "stayBusy";
    });

  return (
    <section ref={section} className="card summary" aria-labelledby="summary-title" data-testid="order-summary">
      <h2 id="summary-title" tabIndex={-1}>
        {t("summary.title")}
      </h2>
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
          {firstTopUpBonus ? (
            <span className="summary__note summary__note--bonus" data-testid="summary-first-top-up">
              {t("product.firstTopUp", { bonus: formatNumber(firstTopUpBonus, LOCALE_INFO[locale].iso) })}
            </span>
          ) : null}
          <PurchaseLimitNote limit={product.limit} className="summary__note" />
        </dd>
        <dt>{t("summary.payment")}</dt>
        <dd>{paymentMethodLabel(t, payment).name}</dd>
      </dl>
      <FirstTopUpWarning purchase={purchase} />
      <PurchaseLimitReached purchase={purchase} />
      {quote ? (
        <QuoteLines
          market={locale}
          currency={currency}
          lines={{ ...quote, promoDiscount: quote.promo?.valid ? quote.promo.discount : 0 }}
          promoCode={quote.promo?.valid ? quote.promo.code : null}
          cashback={quote.cashback}
          giveaway={quote.giveaway}
        />
      ) : (
        <p className="summary__total">{money(product.price)}</p>
      )}
      {offersKupiCoins ? (
        <BalanceChoice
          testId="use-kupicoins"
          checked={purchase.useCashback}
          onChange={purchase.setUseCashback}
          label={t("checkout.useKupiCoins", { amount: money({ amount: quote.writeOffUpTo, currency }) })}
        />
      ) : null}
      {offersGold ? (
        <BalanceChoice
          testId="use-gold"
          checked={purchase.useGold}
          onChange={purchase.setUseGold}
          label={t("checkout.useGold", { amount: money({ amount: quote.goldUpTo, currency }) })}
        />
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
          error={contactError}
          onChange={(event) => {
            setEmail(event.target.value);
            setContactError(null);
          }}
        />
        <Field
          label={t("checkout.receiptPhone")}
          id="receipt-phone"
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder="0812 3456 7890"
          value={phone}
          onChange={(event) => {
            setPhone(event.target.value);
            setContactError(null);
          }}
        />
      </fieldset>
      {/* Kept at the screen's bottom while the summary above it is read on a phone, with its error. */}
      <div className="summary__pay">
        <FormError message={error} />
        <button
          type="button"
          className="button button--primary button--large"
          data-testid="place-order"
          // A warning may come only now (the quote for this account was still on its way at Buy).
          disabled={busy || !quote || purchase.blockers.includes("firstTopUp") || purchase.blockers.includes("limit")}
          onClick={() => void placeOrder()}
        >
          {quote ? t("checkout.pay", { total: money({ amount: quote.total, currency }) }) : t("checkout.quoting")}
        </button>
      </div>
      <button type="button" className="button button--ghost" onClick={onEdit}>
        {t("summary.edit")}
      </button>
    </section>
  );
}

/** One balance the buyer may spend on the order, chosen on its own (KupiCoins and gold are separate). */
function BalanceChoice(props: { testId: string; checked: boolean; onChange: (use: boolean) => void; label: string }) {
  return (
    <label className="checkbox">
      <input
        type="checkbox"
        data-testid={props.testId}
        checked={props.checked}
        onChange={(event) => props.onChange(event.target.checked)}
      />
      <span>{props.label}</span>
    </label>
  );
}
