import { Link, useLocation, useNavigation, useRevalidator } from "react-router";
import { formatOrderDate } from "../../core/orders/order-date";
import type { PublicOrder } from "../../core/orders/public-order";
import { orderMarket } from "../../core/market-texts";
import { useI18n } from "../i18n/i18n-context";

/**
 * "My orders" on the account page: newest first, each with its status and its page.
 * The list arrives with the page; while the page's data is being fetched again (navigating back,
 * refreshing after a payment) it says it is loading instead of showing stale statuses silently.
 * Each order's time is on its own market's clock, whatever language the list is read in,
 * as on the order's page.
 */
export function OrderList(props: { orders: PublicOrder[] }) {
  const { t, money, href } = useI18n();
  const navigation = useNavigation();
  const revalidator = useRevalidator();
  const here = useLocation().pathname;
  // Only a reload of this page counts: leaving it (opening an order) keeps the list as it is.
  const loading =
    (navigation.state === "loading" && navigation.location.pathname === here) || revalidator.state === "loading";
  if (loading)
    return (
      <p className="muted" role="status" aria-busy="true" data-testid="orders-loading">
        {t("account.ordersLoading")}
      </p>
    );
  if (props.orders.length === 0)
    return (
      <p className="muted" data-testid="orders-empty">
        {t("account.ordersEmpty")}
      </p>
    );
  return (
    <ul className="order-list" data-testid="orders">
      {props.orders.map((order) => (
        <li key={order.id} className="order-list__item">
          <Link to={href(`/card-payment/${order.id}`)} aria-label={t("account.orderOpen", { number: order.number })}>
            <span className="order-list__title">{order.product}</span>
            <span className="order-list__price">{money({ amount: order.lines.total, currency: order.currency })}</span>
            <span className={`order-list__status order-list__status--${order.status}`}>
              {t(`order.status.${order.status}`)}
            </span>
            <span className="order-list__meta muted small">
              {order.number} · {formatOrderDate(order.createdAt, orderMarket(order).timeZone)} · {order.account}
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
