import { useEffect } from "react";
import { useRevalidator } from "react-router";

/** How often a page following an order asks for news while money or delivery is moving. */
const REFRESH_MS = 3_000;

/**
 * Reloads the page's data every few seconds while `moving` (a payment awaited at the provider, a
 * delivery, a refund): the order's page and the thank-you page follow an order alike.
 */
export function useOrderRefresh(moving: boolean): void {
  const revalidator = useRevalidator();
  useEffect(() => {
    if (!moving) return;
    const timer = setInterval(() => {
      if (revalidator.state === "idle") void revalidator.revalidate();
    }, REFRESH_MS);
    return () => clearInterval(timer);
  }, [moving, revalidator]);
}
