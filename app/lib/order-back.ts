import { splitLocalePath } from "../../core/locales";

/**
 * Whether `previous` (a path with its query, in any locale) is a step of buying from `game`: its
 * form, an order's page (also as the payment provider sends the buyer back to it) or the thank-you
 * page. "Back" from an order never returns there (after the gateway it led to the same
 * page or to /thank) but to the game's page; a page outside the purchase (the account's order
 * list, find-order) stays where Back goes.
 */
export function isPurchaseStep(previous: string, game: string): boolean {
  const { path } = splitLocalePath(previous.split(/[?#]/)[0] ?? "");
  return path === `/${game}/form` || path === "/thank" || path.startsWith("/card-payment/");
}
