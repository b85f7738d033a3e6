import { Link, useLoaderData } from "react-router";
import { localizePath, splitLocalePath } from "../../core/locales";
import { isOrderId } from "../../core/checkout/orders";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { currentUser } from "../lib/session.server";
import { readCookie } from "../lib/cookies";
import { INVITE_SEEN_COOKIE } from "../../core/cookies";
import { FirstPurchaseInvite } from "../components/first-purchase-invite";
import { BackLink } from "../components/back-link";
import { isPurchaseStep } from "../lib/order-back";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/thank";

export const handle = { messages: ["invite", "nav", "thank"] } satisfies PageHandle;

/** After paying: the order's number and a way back to its page; guests are invited to sign up. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const id = url.searchParams.get("order") ?? "";
  const order = isOrderId(id) ? await services.orders.find(id) : undefined;
  const { locale } = splitLocalePath(url.pathname);
  const signedIn = Boolean(await currentUser(request, context));
  return {
    messages: pageMessages({ url, context }, handle.messages),
    order: order
      ? { number: order.number, page: localizePath(`/card-payment/${order.id}`, locale), game: order.gameSlug }
      : null,
    // The first-purchase modal (SPEC §2): a guest's paid order is the moment to offer cashback.
    // Once per browser: the invitation marks itself seen when it opens.
    invite: Boolean(order) && !signedIn && order?.userId === null && !readCookie(request, INVITE_SEEN_COOKIE),
  };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("thank.title")), { name: "robots", content: "noindex" }] : [];
};

export default function ThankPage() {
  const { t, href } = useI18n();
  const { order, invite } = useLoaderData<typeof loader>();
  return (
    <section className="thank">
      {/* Back to the game bought from: the pages before this one are the order and the gateway. */}
      <BackLink
        fallback={order ? `/${order.game}` : "/"}
        skip={(previous) => isPurchaseStep(previous, order?.game ?? "")}
      />
      <div className="thank__icon" aria-hidden="true">
        ✓
      </div>
      <h1>{t("thank.title")}</h1>
      <p>{t("thank.text")}</p>
      {order ? (
        <p data-testid="thank-order">
          {t("thank.orderNumber", { number: order.number })} <Link to={order.page}>{t("thank.orderLink")}</Link>
        </p>
      ) : null}
      <Link to={href("/")} className="button button--primary">
        {t("thank.continue")}
      </Link>
      {invite ? <FirstPurchaseInvite /> : null}
    </section>
  );
}
