import type { PurchaseLimit } from "../catalog/types";

/**
 * Publishers' purchase limits per game account, checked when an order is created and
 * decided when it is paid, from paid purchases only (decision 009): Genshin's moon pass at most 180 days ahead, Zenless Zone Zero's
 * membership at most 5 at once and 179 days, Honor of Kings' weekly card once a week and not while
 * one runs, Identity V's packages once a month, Dragonheir's contract and Tarisland's passes one at
 * a time. Pure: the caller gives the account's earlier purchases of the same item.
 */
const DAY_MS = 86_400_000;
const WINDOW_DAYS = { week: 7, month: 30 } as const;

export interface PastPurchase {
  /** When the purchase counts from: its payment. */
  at: Date;
  quantity: number;
}

export type LimitRefusal =
  | { code: "limit.perWindow"; count: number; window: "week" | "month" }
  | { code: "limit.maxStackedDays"; maxDays: number; remainingDays: number }
  | { code: "limit.maxActive"; max: number }
  | { code: "limit.notWhileActive"; activeDays: number };

/**
 * When each earlier unit ends if units of a timed item stack one after the other (a second moon
 * pass starts when the first ends), in the order they were bought.
 */
function stackedEnds(history: PastPurchase[], durationDays: number): number[] {
  const ends: number[] = [];
  let last = 0;
  for (const purchase of [...history].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    for (let unit = 0; unit < purchase.quantity; unit += 1) {
      last = Math.max(purchase.at.getTime(), last) + durationDays * DAY_MS;
      ends.push(last);
    }
  }
  return ends;
}

export function checkPurchaseLimit(
  product: { limit: PurchaseLimit | null; durationDays: number | null },
  quantity: number,
  history: PastPurchase[],
  now: Date,
): LimitRefusal | null {
  const limit = product.limit;
  if (!limit) return null;

  if (limit.perWindow) {
    const since = now.getTime() - WINDOW_DAYS[limit.perWindow.window] * DAY_MS;
    const bought = history.filter((purchase) => purchase.at.getTime() > since).reduce((sum, p) => sum + p.quantity, 0);
    if (bought + quantity > limit.perWindow.count)
      return { code: "limit.perWindow", count: limit.perWindow.count, window: limit.perWindow.window };
  }

  const duration = product.durationDays;
  if (!duration) return null;
  const ends = stackedEnds(history, duration);
  const lastEnd = ends.length > 0 ? Math.max(...ends) : 0;
  const remainingDays = Math.max(0, Math.ceil((lastEnd - now.getTime()) / DAY_MS));

  if (limit.notWhileActive && remainingDays > 0) return { code: "limit.notWhileActive", activeDays: remainingDays };
  if (limit.maxActive !== undefined) {
    const active = ends.filter((end) => end > now.getTime()).length;
    if (active + quantity > limit.maxActive) return { code: "limit.maxActive", max: limit.maxActive };
  }
  if (limit.maxStackedDays !== undefined && remainingDays + duration * quantity > limit.maxStackedDays)
    return { code: "limit.maxStackedDays", maxDays: limit.maxStackedDays, remainingDays };
  return null;
}
