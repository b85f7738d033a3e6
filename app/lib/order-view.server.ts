import type { OrderPage } from "../../core/orders/order-page";
import { publicOrder, type PublicOrder } from "../../core/orders/public-order";
import type { Locale } from "../../core/locales";
import type { PageServices } from "../../core/services";
import { serverTranslator } from "../../i18n/catalog";
import { productTitle } from "../../i18n/product-label";
import type { SupportOrder } from "./support-order";

/**
 * An order as a page shows it to its viewer: public (no contact data, the ID masked), in the
 * viewer's language. The order keeps its market (currency, tax, clock), but its item is named as the
 * catalog names it in the page's language, for the order's own price list. With the catalog's
 * product (undefined for one switched off since) and the support widget's first message
 * (app/lib/support-order.ts: what support asks for first).
 */
export async function viewedOrder(services: Pick<PageServices, "catalog">, page: OrderPage, locale: Locale) {
  const { order, game } = page;
  const viewedGame =
    locale === order.locale ? game : await services.catalog.findGame(order.gameSlug, locale, order.currency);
  const product = viewedGame?.products.find((candidate) => candidate.sku === order.productSku);
  const shown: PublicOrder = {
    ...publicOrder(order),
    ...(viewedGame && product && locale !== order.locale ? { product: productTitle(viewedGame, product, locale) } : {}),
  };
  const supportOrder: SupportOrder = {
    number: order.number,
    account: shown.account,
    status: serverTranslator(locale)(`order.status.${order.status}`),
  };
  return { order: shown, product, supportOrder };
}
