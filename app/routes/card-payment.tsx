import { useEffect } from "react";
import { data, redirect, useLoaderData, useRevalidator } from "react-router";
import { publicOrder } from "../../core/checkout/public-order";
import { isPayable } from "../../core/checkout/order-states";
import { WriteOffToggle } from "../components/payment/write-off-toggle";
import { DeliveryFacts } from "../components/payment/delivery-facts";
import { RefundChoice } from "../components/payment/refund-choice";
import { RefundStatus, type RefundView } from "../components/payment/refund-status";
import { LazyRatingPrompt } from "../components/payment/lazy-rating-prompt";
import { currentUser } from "../lib/session.server";
import { localizePath, splitLocalePath } from "../../core/locales";
import { isOrderId } from "../../core/checkout/orders";
import { MARKETS, paysInCardForm } from "../../core/markets";
import { BackLink } from "../components/back-link";
import { isPurchaseStep } from "../lib/order-back";
import { CardForm } from "../components/payment/card-form";
import { CopyLinkButton } from "../components/payment/copy-link-button";
import { OrderFacts } from "../components/payment/order-facts";
import { readCookie } from "../lib/cookies";
import { SurveyInvite } from "../components/survey/survey-invite";
import { SURVEY_DISMISSED_COOKIE } from "../components/survey/survey-dismissal";
import { OrderStatusPanel } from "../components/payment/order-status-panel";
import { PayButton } from "../components/payment/pay-button";
import { QuoteLines } from "../components/quote-lines";
import { MethodSwitch } from "../components/payment/method-switch";
import { methodCostJson } from "../../core/checkout/quote-json";
import { unpaidAttemptNote } from "../../core/checkout/attempt-note";
import { lastAttemptView } from "../components/payment/order-status-panel";
import { useI18n } from "../i18n/i18n-context";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../core/fulfillment/delivery-promise";
import { serverTranslator } from "../../i18n/catalog";
import { productLabel } from "../../i18n/product-label";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import type { SupportOrder } from "../lib/support-order";
import { requestScope } from "../context";
import type { Route } from "./+types/card-payment";

/** How often the page asks for news while money or delivery is moving. */
const REFRESH_MS = 3_000;

export const handle = {
  messages: [
    "card",
    "checkout",
    "feedback",
    "game",
    "limit",
    "market",
    "nav",
    "order",
    "payment",
    "refund",
    "summary",
    "survey",
  ],
} satisfies PageHandle;

/**
 * The payment page of one order, addressed by its public UUID (SPEC §2), which is also the order's
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
  // Back from the provider: Midtrans's finish redirect adds transaction_status; providers whose
  // return address gets nothing (Click) carry `returned` in the address the shop gave them.
  const backFromProvider = url.searchParams.has("transaction_status") || url.searchParams.has("returned");
  // Back from the provider with the money on its way: the thank-you page (SPEC §2, /thank).
  if (backFromProvider && (order.status === "in_progress" || order.status === "complete"))
    throw redirect(`${localizePath("/thank", locale)}?order=${order.id}`);
  // The order keeps its market (currency, tax, clock) but the page speaks the viewer's language: the
  // item as the catalog names it in that language, for the order's own price list (issue 14).
  const viewedGame =
    locale === order.locale ? game : await services.catalog.findGame(order.gameSlug, locale, order.currency);
  const viewedProduct = viewedGame?.products.find((product) => product.sku === order.productSku);
  const shown = {
    ...publicOrder(order),
    ...(viewedGame && viewedProduct && locale !== order.locale
      ? { product: `${viewedGame.name}: ${productLabel(viewedProduct, viewedGame.texts.currencyUnit, locale).title}` }
      : {}),
  };
  // The first survey, offered to the signed-in owner once an order is complete (until answered or closed).
  const surveyInvite =
    viewer && page.viewerOwnsOrder && order.status === "complete" && !readCookie(request, SURVEY_DISMISSED_COOKIE)
      ? !(await services.survey.status(viewer.id)).answered
      : false;
  const attemptOpen = isPayable(order.status) && page.latestAttempt?.status === "pending";
  return {
    messages: pageMessages({ url, context }, handle.messages),
    surveyInvite,
    writeOff: page.writeOff,
    order: shown,
    /** The support widget's first message (app/lib/support-order.ts): what support asks for first. */
    supportOrder: {
      number: order.number,
      account: shown.account,
      status: serverTranslator(locale)(`order.status.${order.status}`),
    } satisfies SupportOrder,
    /** What arrives in the game (SPEC §9's texts: monochromes now and daily, tokens and vouchers...). */
    whatArrives: viewedProduct?.description ?? null,
    serials: page.delivery.serials,
    refunds: page.delivery.refunds.map((claim): RefundView => ({
      kind: claim.kind,
      method: claim.method,
      amount: claim.amount,
      status: claim.status,
      reason: claim.reason,
      completedAt: claim.completedAt?.toISOString() ?? null,
    })),
    feedback: page.feedback,
    /** Gold is store credit in the buyer's account: offered only to the signed-in owner of the order. */
    goldRefund: page.viewerOwnsOrder,
    method: page.method,
    /** Another method to pay with, each with its total (empty when the method cannot change now). */
    methodSwitch:
      page.methodChoices.length > 0
        ? { methods: services.paymentMethods(order.locale), costs: page.methodChoices.map(methodCostJson) }
        : null,
    /** Why the last try at the provider ended unpaid (declined, expired, canceled), for the status panel. */
    lastAttempt: lastAttemptView(unpaidAttemptNote(order, page.latestAttempt), MARKETS[order.locale].paymentMethods),
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
    /** For a game slower than minutes (SPEC §9: Super SUS), how long its deliveries usually take. */
    usualDelivery: game?.usualDeliveryMinutes ? { game: game.name, ...game.usualDeliveryMinutes } : null,
    timeZone: MARKETS[order.locale].timeZone,
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

export default function CardPaymentPage() {
  const {
    order,
    method,
    tokenizer,
    supportAfter,
    timeZone,
    awaitingProvider,
    attemptOpen,
    writeOff,
    whatArrives,
    usualDelivery,
    serials,
    refunds,
    goldRefund,
    feedback,
    surveyInvite,
    methodSwitch,
    lastAttempt,
  } = useLoaderData<typeof loader>();
  const { t } = useI18n();
  const revalidator = useRevalidator();
  // A delivery, an attempt open at the provider, refunds at a provider: the page follows each.
  const moving = order.status === "in_progress" || attemptOpen || refunds.some((refund) => refund.status === "pending");
  const orderRefund = refunds.find((refund) => refund.kind === "order");
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, revalidator]);

  return (
    <>
      <BackLink fallback={`/${order.game}`} skip={(previous) => isPurchaseStep(previous, order.game)} />
      <h1>{order.payable ? t("payment.title") : t("order.title", { number: order.number })}</h1>
      <div className={order.payable ? "payment-page" : "payment-page payment-page--settled"}>
        <div className="stack">
          <OrderStatusPanel
            order={order}
            supportAfter={supportAfter}
            awaitingProvider={awaitingProvider}
            lastAttempt={lastAttempt}
          />
          <RefundStatus order={order} refunds={refunds} timeZone={timeZone} />
          <DeliveryFacts order={order} serials={serials} whatArrives={whatArrives} usualDelivery={usualDelivery} />
          {order.status === "delivery_failed" && !orderRefund ? <RefundChoice order={order} gold={goldRefund} /> : null}
          {order.status === "complete" ? <LazyRatingPrompt orderId={order.id} saved={feedback} /> : null}
          {surveyInvite ? <SurveyInvite /> : null}
          <section className="card" aria-labelledby="order-details-title">
            <h2 id="order-details-title">{t("payment.details")}</h2>
            <OrderFacts order={order} method={method} timeZone={timeZone} />
            <QuoteLines
              market={order.locale}
              currency={order.currency}
              lines={order.lines}
              promoCode={order.promoCode}
              cashback={order.cashback}
            />
            <CopyLinkButton />
          </section>
        </div>
        {order.payable ? (
          <section className="card" aria-labelledby="pay-title">
            <h2 id="pay-title">
              {order.status === "payment_failed" ? t("payment.payAgainTitle") : t("payment.payTitle")}
            </h2>
            {writeOff ? <WriteOffToggle order={order} writeOff={writeOff} /> : null}
            {methodSwitch ? <MethodSwitch order={order} {...methodSwitch} /> : null}
            {method && paysInCardForm(method) && tokenizer ? (
              <CardForm order={order} tokenizer={tokenizer} />
            ) : (
              <PayButton order={order} />
            )}
          </section>
        ) : null}
      </div>
    </>
  );
}
