import { localizePath, type Locale } from "../../core/locales";

/** The thank-you page of a paid order (/thank), which follows the order from there. */
export function thankPath(orderId: string, locale: Locale): string {
  return `${localizePath("/thank", locale)}?${new URLSearchParams({ order: orderId })}`;
}
