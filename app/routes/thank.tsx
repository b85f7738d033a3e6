import { useState } from "react";
import { Link, redirect, useLoaderData } from "react-router";
import { localizePath, splitLocalePath } from "../../core/locales";
import { isOrderId } from "../../core/orders/orders";
import { isPayable } from "../../core/orders/order-states";
import { DEFAULT_DELIVERY_PROMISE_MINUTES } from "../../core/orders/delivery-promise";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { currentUser } from "../lib/session.server";
import { readCookie } from "../lib/cookies";
import { INVITE_SEEN_COOKIE } from "../../core/cookies";
import { FirstPurchaseInvite } from "../components/first-purchase-invite";
import { BackLink } from "../components/back-link";
import { OrderStatusPanel } from "../components/payment/order-status-panel";
import { useOrderNews } from "../components/payment/use-order-news";
import type { OrderNews } from "../../core/orders/order-news";
import { isPurchaseStep } from "../lib/order-back";
import { viewedOrder } from "../lib/order-view.server";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/thank";

export const handle = {
  messages: ["game", "invite", "nav", "order", "payment", "summary", "thank"],
} satisfies PageHandle;

/**
 * After paying, whatever the method: what was bought, for how much, and where the order is now
 * (waiting for the provider's confirmation, paid and on its way, delivered, or what went wrong and
 * what to do), followed live until it settles; the order's page is the way on. An order that still
 * has to be paid (never, or its payment failed) is sent to its page, which offers Pay (again).
 * Guests are invited to sign up once their order is paid.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const id = url.searchParams.get("order") ?? "";
  const { locale } = splitLocalePath(url.pathname);
  const viewer = await currentUser(request, context);
  const page = isOrderId(id) ? await services.orders.page(id, viewer?.id) : undefined;
  const messages = pageMessages({ url, context }, handle.messages);
  if (!page) return { messages, order: null, invite: false };
  const orderPage = localizePath(`/card-payment/${page.order.id}`, locale);
  const awaitingProvider = isPayable(page.order.status) && page.latestAttempt?.status === "pending";
  if (isPayable(page.order.status) && !awaitingProvider) throw redirect(orderPage);
  const { order, supportOrder } = await viewedOrder(services, page, locale);
  return {
    messages,
    order: {
      ...order,
      page: orderPage,
      awaitingProvider,
      // A game switched off since the order is no longer in the catalog: the general promise then.
      supportAfter: page.game?.deliveryPromiseMinutes ?? DEFAULT_DELIVERY_PROMISE_MINUTES,
    },
    supportOrder,
    // The first-purchase modal: a guest's paid order on its way is the moment to offer
    // cashback (not one that failed). Once per browser: the invitation marks itself seen when it opens.
    invite:
      (page.order.status === "in_progress" || page.order.status === "complete") &&
      !viewer &&
      page.order.userId === null &&
      !readCookie(request, INVITE_SEEN_COOKIE),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("thank.title")), { name: "robots", content: "noindex" }] : [];
};

type ThankData = Awaited<ReturnType<typeof loader>>;

/**
 * The page's data with an order's news (use-order-news.ts). The payment's answer is read again
 * instead: a paid order brings the invitation, an unpaid one sends the buyer to its page.
 */
function withNews(loaded: ThankData, news: OrderNews): ThankData | null {
  const order = loaded.order;
  if (!order || (order.awaitingProvider && !news.attemptOpen)) return null;
  return { ...loaded, order: { ...order, ...news.order, product: order.product } };
}

const following = ({ order }: ThankData) =>
  order !== null && (order.awaitingProvider || order.status === "in_progress");

export default function ThankPage() {
  const { t, href, money } = useI18n();
  const loaded = useLoaderData<typeof loader>();
  const data = useOrderNews(loaded, loaded.order?.id ?? "", withNews, following);
  const { order } = data;
  // Once open, the invitation stays until the buyer answers it (the page's refreshes find it seen),
  // unless the order fails on its way: then the money matters, not cashback.
  const [invited, setInvited] = useState(data.invite);
  if (data.invite && !invited) setInvited(true);
  const invite = invited && (order?.status === "in_progress" || order?.status === "complete");
  const tone =
    order === null || order.status === "in_progress" || order.status === "complete"
      ? "done"
      : order.awaitingProvider
        ? "waiting"
        : "problem";
  return (
    <section className="thank">
      {/* Back to the game bought from: the pages before this one are the order and the gateway. */}
      <BackLink
        fallback={order ? `/${order.game}` : "/"}
        skip={(previous) => isPurchaseStep(previous, order?.game ?? "")}
      />
      <div className={`thank__icon thank__icon--${tone}`} aria-hidden="true">
        {tone === "done" ? "✓" : tone === "waiting" ? "…" : "!"}
      </div>
      {/* No thanks for a purchase that did not happen or did not arrive: the panel below says what now. */}
      <h1>{t(tone === "problem" ? "thank.titleProblem" : "thank.title")}</h1>
      {order ? (
        <>
          <OrderStatusPanel order={order} supportAfter={order.supportAfter} awaitingProvider={order.awaitingProvider} />
          <dl className="order-facts thank__facts card" data-testid="thank-order">
            <dt>{t("summary.item")}</dt>
            <dd data-testid="thank-item">
              {order.product}
              {order.quantity > 1 ? ` × ${order.quantity}` : ""}
            </dd>
            <dt>{t("summary.account")}</dt>
            <dd>
              {order.account}
              {order.nickname ? ` · ${order.nickname}` : ""}
            </dd>
            <dt>{t("thank.amount")}</dt>
            <dd data-testid="thank-amount">{money({ amount: order.lines.total, currency: order.currency })}</dd>
            <dt>{t("payment.orderNumber")}</dt>
            <dd data-testid="order-number">{order.number}</dd>
          </dl>
          {/* The order's page: where its status is in full, and where a failed delivery's money is claimed. */}
          <Link to={order.page} className="button button--primary button--large" data-testid="thank-order-link">
            {order.status === "delivery_failed" ? t("thank.refundLink") : t("thank.orderLink")}
          </Link>
          <Link to={href("/")} className="thank__more">
            {t("thank.continue")}
          </Link>
        </>
      ) : (
        <Link to={href("/")} className="button button--primary">
          {t("thank.continue")}
        </Link>
      )}
      {invite ? <FirstPurchaseInvite /> : null}
    </section>
  );
}
