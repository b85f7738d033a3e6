import { useEffect, useEffectEvent } from "react";
import { useRevalidator } from "react-router";

/** The longest wait setTimeout keeps (about 24.8 days): no game's promise comes near it. */
const LONGEST_TIMER_MS = 2_147_483_647;

/**
 * Reads the order's page again once when its delivery promise runs out while the page is open and
 * the order is still on its way (decision 063): a guest is then offered the gold for signing in, and
 * a signed-in owner's read grants it. No event marks the moment (the order does not move), so the
 * page keeps the time itself. A promise already past when the page was read needs nothing: that
 * read said so.
 */
export function usePromiseDeadline(paidAt: string | null, promiseMinutes: number, waiting: boolean) {
  const revalidator = useRevalidator();
  const readAgain = useEffectEvent(() => void revalidator.revalidate());
  useEffect(() => {
    if (!waiting || !paidAt) return;
    const left = Date.parse(paidAt) + promiseMinutes * 60_000 - Date.now();
    if (left <= 0 || left > LONGEST_TIMER_MS) return;
    // A second after the promise: the server's clock decides, and may be a little behind this one.
    const timer = setTimeout(readAgain, left + 1_000);
    return () => clearTimeout(timer);
  }, [paidAt, promiseMinutes, waiting]);
}
