import { OrderSteps } from "../components/payment/order-steps";
import { PromiseNote } from "../components/payment/promise-note";
import { usePromiseDeadline } from "../components/payment/use-promise-deadline";
import { NotifyButton } from "../components/payment/notify-button";
import { MethodMarks } from "../components/method-marks";
import { methodMarks } from "../lib/method-marks.server";
import { data, Link, redirect, useLoaderData } from "react-router";
import { isPayable, type OrderStatus } from "../../core/orders/order-states";
import { WriteOffToggle } from "../components/payment/write-off-toggle";
import { DeliveryFacts } from "../components/payment/delivery-facts";
import { RefundChoice } from "../components/payment/refund-choice";
import { RefundStatus } from "../components/payment/refund-status";
import { LazyRatingPrompt } from "../components/payment/lazy-rating-prompt";
import { currentUser } from "../lib/session.server";
import { localizePath, splitLocalePath, type Locale } from "../../core/locales";
import type { OrderPage as OrderPageView } from "../../core/orders/order-page";
import { AGAIN_PARAM } from "../lib/buy-again";
import { isOrderId } from "../../core/orders/orders";
import { maskAccountLabel } from "../../core/orders/public-order";
import { isProviderReturn } from "../../core/orders/provider-return";
import { thankPath } from "../lib/thank-path";
import { paysInCardForm, marketFor } from "../../core/markets";
import { BackLink } from "../components/back-link";
import { isPurchaseStep } from "../lib/order-back";
import { CardForm } from "../components/payment/card-form";
import { CopyLinkButton } from "../components/payment/copy-link-button";
import { OrderFacts } from "../components/payment/order-facts";
import { readCookie } from "../lib/cookies";
import { SurveyInvite } from "../components/survey/survey-invite";
import { SURVEY_DISMISSED_COOKIE } from "../components/survey/survey-dismissal";
import { OrderStatusPanel } from "../components/payment/order-status-panel";
import { useOrderNews } from "../components/payment/use-order-news";
import { isSettled, refundView, type OrderNews } from "../../core/orders/order-news";
import { PayButton } from "../components/payment/pay-button";
import { QuoteLines } from "../components/quote-lines";
import { MethodSwitch } from "../components/payment/method-switch";
import { methodCostJson } from "../../core/orders/quote-json";
import { unpaidAttemptNote } from "../../core/orders/attempt-note";
import { ATTEMPT_NOTE_ID, AttemptNote, lastAttemptView } from "../components/payment/attempt-note";
import { useI18n } from "../i18n/i18n-context";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../core/orders/delivery-promise";
import { serverTranslator } from "../../i18n/catalog";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { viewedOrder } from "../lib/order-view.server";
import { requestScope } from "../context";
import type { Route } from "./+types/card-payment";

export const handle = {
  messages: [
    "card",
    "checkout",
    "feedback",
    "game",
    "limit",
    "market",
    "nav",
    "notify",
    "order",
    "payment",
    "refund",
    "saved",
    "summary",
    "survey",
  ],
} satisfies PageHandle;

/**
 * The payment page of one order, addressed by its public UUID, which is also the order's
 * page for good: it always says where the buyer's money is (decision 007). Card orders pay here;
 * other methods continue at the provider and come back here.
 */
export async function loader({ params, request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const uuid = params.uuid ?? "";
  const { locale } = splitLocalePath(url.pathname);
  const viewer = await currentUser(request, context);
  const page = isOrderId(uuid) ? await services.orders.page(uuid, viewer?.id) : undefined;
  // Said here, in full: the error page holds only the shell's messages, not this page's.
  // With a way to find the order by its number when the link was wrong (app/routes/find-order.tsx).
  if (!page)
    throw data({ message: serverTranslator(locale)("payment.orderNotFound"), findOrder: true }, { status: 404 });
  const { order, game } = page;
  // Back from a provider (the mark on the address every provider is given): once the provider says
  // the order is paid, the thank-you page follows it from there (/thank).
  const backFromProvider = isProviderReturn(url.searchParams);
  if (backFromProvider && order.paidAt) throw redirect(thankPath(order.id, locale));
  const { order: shown, product: viewedProduct, supportOrder } = await viewedOrder(services, page, locale);
  // The first survey, offered to the signed-in owner once an order is complete (until answered or closed).
  const surveyInvite =
    viewer && page.viewerOwnsOrder && order.status === "complete" && !readCookie(request, SURVEY_DISMISSED_COOKIE)
      ? !(await services.survey.status(viewer.id)).answered
      : false;
  const attemptOpen = isPayable(order.status) && page.latestAttempt?.status === "pending";
  // An order still on its way to completion enters the draw of the week it completes in: said as
  // the landing page says it. A settled order's note would be about a week long gone: none.
  const onItsWay = isPayable(order.status) || order.status === "in_progress";
  const giveaway =
    order.promoCode && onItsWay ? ((await services.giveaway.standing(order.promoCode, new Date())) ?? null) : null;
  return {
    giveaway,
    messages: pageMessages({ url, context }, handle.messages),
    surveyInvite,
    writeOff: page.writeOff,
    order: shown,
    /** The support widget's first message (app/lib/support-order.ts): what support asks for first. */
    supportOrder,
    /** What arrives in the game (the catalog's texts: monochromes now and daily, tokens and vouchers...). */
    whatArrives: viewedProduct?.description ?? null,
    // A paid order's serials are on its "confirmed" step, with a copy button; an order canceled after
    // its delivery (a refund) has no steps and lists them with what was delivered.
    serials: page.steps.length > 0 ? [] : page.delivery.serials,
    /** Support's corrections of a mistyped game ID, the accounts masked as the order's own is. */
    accountCorrections: page.accountCorrections.map((note) => ({
      before: maskAccountLabel(note.before),
      after: maskAccountLabel(note.after),
      at: note.at.toISOString(),
    })),
    rerouted: page.delivery.rerouted,
    steps: page.steps,
    /** Gold added for a delivery past its promise, or offered to a guest who signs in (decision 063). */
    promise: page.promise,
    refunds: page.delivery.refunds.map(refundView),
    feedback: page.feedback,
    buyAgain: buyAgainPath(page, locale),
    /** Gold is store credit in the buyer's account: offered only to the signed-in owner of the order. */
    goldRefund: page.viewerOwnsOrder,
    method: page.method,
    /** The marks uploaded for the market's methods (decision 034). */
    marks: await methodMarks(services, services.paymentMethods(order.locale)),
    /** Another method to pay with, each with its total (empty when the method cannot change now). */
    methodSwitch:
      page.methodChoices.length > 0
        ? { methods: services.paymentMethods(order.locale), costs: page.methodChoices.map(methodCostJson) }
        : null,
    /** Why the last try at the provider ended unpaid (declined, expired, canceled), for the status panel. */
    lastAttempt: lastAttemptView(
      unpaidAttemptNote(order, page.latestAttempt),
      marketFor(order.locale).paymentMethods,
      page.latestAttempt?.attempt ?? 0,
    ),
    /**
     * An attempt is open at the provider: the buyer may pay it at any moment, in another tab or on a
     * phone (a QR code, a bank's app), and the page follows it, whether or not it is the page the
     * provider sent the buyer back to.
     */
    attemptOpen,
    /** The buyer came back from the provider (after Pay or Pay again) and its answer is on its way. */
    awaitingProvider: backFromProvider && attemptOpen,
    tokenizer: services.cardTokenizer,
    // A game switched off since the order is no longer in the catalog: the general promise then.
    supportAfter: game?.deliveryPromiseMinutes ?? DEFAULT_DELIVERY_PROMISE_MINUTES,
    /** For a game slower than minutes (Super SUS), how long its deliveries usually take. */
    usualDelivery: game?.usualDeliveryMinutes ? { game: game.name, ...game.usualDeliveryMinutes } : null,
    timeZone: marketFor(order.locale).timeZone,
    /** The shop's public key for pushes (decision 066), when it sends them. */
    pushKey: services.config.webPushKey ?? null,
  };
}

export const meta: Route.MetaFunction = ({ matches, loaderData }) => {
  const t = metaTranslator(matches);
  if (!t) return [];
  // The tab (and a bookmark, the history, a shared link's preview) says what the heading says: the
  // payment while the order can be paid, then the order by its number.
  const order = loaderData?.order;
  const title = order && !order.payable ? t("order.title", { number: order.number }) : t("payment.title");
  return [
    ...pageMeta(title, t("payment.description")),
    // A buyer's order is theirs: reachable by its unguessable link, never listed by a search engine.
    { name: "robots", content: "noindex" },
  ];
};

/**
 * "Buy again" (decision 065): the game's page with the same item and, for the order's signed-in
 * owner, its order's id, by which the page fetches the whole game account (the API answers only the
 * owner). Never the game ID itself in the address: addresses end up in logs, histories and referrers,
 * and this page shows the ID masked to whoever holds its link. Not while the order still waits for its
 * payment (Pay is the way on then), nor for a game no longer sold.
 */
function buyAgainPath(page: OrderPageView, locale: Locale): string | null {
  if (isPayable(page.order.status) || !page.game) return null;
  const query = new URLSearchParams({ sku: page.order.productSku });
  if (page.viewerOwnsOrder) query.set(AGAIN_PARAM, page.order.id);
  return `${localizePath(`/${page.order.gameSlug}`, locale)}?${query.toString()}`;
}

/** The page's data with an order's news (use-order-news.ts); null when only a new read can show them. */
function withNews(loaded: CardPaymentData, news: OrderNews, shown: CardPaymentData): CardPaymentData | null {
  // A payment closed unpaid, here or on another device (whose open attempt the page may never have
  // seen): why, and how to pay again, come from the page's own read.
  const closedUnpaid = shown.attemptOpen || news.order.status !== shown.order.status;
  if (closedUnpaid && !news.attemptOpen && news.order.payable) return null;
  // Back from the provider and paid now: the page's own read sends the buyer on to /thank.
  if (loaded.awaitingProvider && !news.order.payable) return null;
  // Out of a failed delivery (support corrected the game ID, a refund was chosen): what changed,
  // and what the buyer may do now, the page's own read says.
  if (shown.order.status === "delivery_failed" && news.order.status !== "delivery_failed") return null;
  // Gold added for a missed promise: how much, and to whom, the page's own read says.
  if (news.compensated && shown.promise?.kind !== "granted") return null;
  return {
    ...loaded,
    // The item as the page's language names it.
    order: { ...news.order, product: loaded.order.product },
    steps: news.steps,
    serials: news.serials,
    refunds: news.refunds,
    attemptOpen: news.attemptOpen,
    awaitingProvider: loaded.awaitingProvider && news.attemptOpen,
    methodSwitch: news.order.payable ? loaded.methodSwitch : null,
  };
}

/**
 * Whatever can still move, the page follows until nothing will: a payment not yet made (it may be
 * made from another tab or device), a delivery, a failed delivery (support may correct its game ID,
 * the buyer may choose a refund elsewhere), refunds at a provider.
 */
const following = (data: CardPaymentData) => !isSettled(data.order.status, data.refunds);

/**
 * Pushes of the status are offered once paid, while a status is still to come (decision 066), as
 * the order moves on the open page; before that the buyer's next step is Pay, which nothing may push
 * below a phone's screen.
 */
const statusToCome = (status: OrderStatus) => status === "in_progress" || status === "delivery_failed";

type CardPaymentData = Awaited<ReturnType<typeof loader>>;

export default function CardPaymentPage() {
  const loaded = useLoaderData<typeof loader>();
  const {
    order,
    method,
    marks,
    tokenizer,
    supportAfter,
    timeZone,
    awaitingProvider,
    writeOff,
    whatArrives,
    usualDelivery,
    serials,
    rerouted,
    refunds,
    goldRefund,
    feedback,
    surveyInvite,
    methodSwitch,
    lastAttempt,
    giveaway,
    accountCorrections,
    steps,
    promise,
    pushKey,
    buyAgain,
  } = useOrderNews(loaded, loaded.order.id, withNews, following);
  const { t } = useI18n();
  usePromiseDeadline(order.paidAt, supportAfter, order.status === "in_progress" && promise === null);
  const orderRefund = refunds.find((refund) => refund.kind === "order");
  // Back from the provider and its answer not yet here: the buyer has just paid, so nothing to pay.
  const payNow = order.payable && !awaitingProvider;

  // While there is something to pay, the form takes the side column; once settled, the details do.
  const details = (
    <section className="card" aria-labelledby="order-details-title">
      <h2 id="order-details-title">{t("payment.details")}</h2>
      <OrderFacts order={order} method={method} timeZone={timeZone} accountCorrections={accountCorrections} />
      <QuoteLines
        market={order.locale}
        currency={order.currency}
        lines={order.lines}
        promoCode={order.promoCode}
        cashback={order.cashback}
        giveaway={giveaway}
      />
      <CopyLinkButton />
      {buyAgain ? (
        <p className="buy-again">
          <Link to={buyAgain} className="button button--ghost" data-testid="buy-again">
            {t("saved.buyAgain")}
          </Link>
        </p>
      ) : null}
    </section>
  );

  return (
    <MethodMarks marks={marks}>
      <BackLink fallback={`/${order.game}`} skip={(previous) => isPurchaseStep(previous, order.game)} />
      <h1>{order.payable ? t("payment.title") : t("order.title", { number: order.number })}</h1>
      <div className={payNow ? "payment-page" : "payment-page payment-page--settled"}>
        <div className="stack">
          <OrderStatusPanel order={order} supportAfter={supportAfter} awaitingProvider={awaitingProvider} />
          {pushKey && statusToCome(order.status) ? (
            <NotifyButton orderId={order.id} pushKey={pushKey} failed={order.status === "delivery_failed"} />
          ) : null}
          <OrderSteps steps={steps} timeZone={timeZone} />
          <PromiseNote promise={promise} />
          <RefundStatus order={order} refunds={refunds} timeZone={timeZone} />
          <DeliveryFacts
            order={order}
            serials={serials}
            rerouted={rerouted}
            whatArrives={whatArrives}
            usualDelivery={usualDelivery}
          />
          {order.status === "delivery_failed" && !orderRefund ? <RefundChoice order={order} gold={goldRefund} /> : null}
          {order.status === "complete" ? <LazyRatingPrompt orderId={order.id} saved={feedback} /> : null}
          {surveyInvite ? <SurveyInvite /> : null}
          {payNow ? details : null}
        </div>
        {payNow ? (
          <section className="card" aria-labelledby="pay-title">
            <h2 id="pay-title" tabIndex={-1} aria-describedby={lastAttempt ? ATTEMPT_NOTE_ID : undefined}>
              {order.status === "payment_failed" ? t("payment.payAgainTitle") : t("payment.payTitle")}
            </h2>
            {writeOff ? <WriteOffToggle order={order} writeOff={writeOff} /> : null}
            {method && paysInCardForm(method) && tokenizer ? (
              <CardForm order={order} tokenizer={tokenizer} note={<AttemptNote attempt={lastAttempt} />} />
            ) : (
              <PayButton order={order} note={<AttemptNote attempt={lastAttempt} />} />
            )}
            {/* Another method comes after the way to try again, which stays next to why the last try failed. */}
            {methodSwitch ? <MethodSwitch order={order} {...methodSwitch} /> : null}
          </section>
        ) : (
          details
        )}
      </div>
    </MethodMarks>
  );
}
