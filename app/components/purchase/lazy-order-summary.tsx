import { Suspense, useEffect, type ComponentProps } from "react";
import { lazyComponent } from "../../lib/lazy-component";
import { LazyPlaceholder } from "../lazy-placeholder";
import type { OrderSummary as Summary } from "./order-summary";

const load = () => import("./order-summary").then((module) => module.OrderSummary);

/**
 * The summary shows only once the buyer presses Buy, so its code stays out of the game page's first
 * download (bench/history.md, "The game page's weight").
 */
const OrderSummary = lazyComponent(load);

export function LazyOrderSummary(props: ComponentProps<typeof Summary>) {
  return (
    <Suspense fallback={<LazyPlaceholder />}>
      <OrderSummary {...props} />
    </Suspense>
  );
}

/**
 * Fetches the summary's code once the form is up, long before a buyer can press Buy: the summary
 * then opens at once. A failed fetch is left to the summary's own load, which recovers the page.
 */
export function usePreloadedOrderSummary(): void {
  useEffect(() => {
    load().catch(() => {});
  }, []);
}
