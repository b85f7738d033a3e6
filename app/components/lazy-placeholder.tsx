import { useState, useSyncExternalStore } from "react";
import { useI18n } from "../i18n/i18n-context";
import { createDelay, LAZY_PLACEHOLDER_DELAY_MS } from "../lib/delay";

/** True once `ms` have passed since the component mounted; false on the server and at hydration. */
export function useAfterDelay(ms: number): boolean {
  const [delay] = useState(() => createDelay(ms));
  return useSyncExternalStore(delay.subscribe, delay.elapsed, () => false);
}

/**
 * The Suspense fallback of a lazy component: nothing for the first LAZY_PLACEHOLDER_DELAY_MS,
 * then a quiet loading block the size of a card or a line, so slow loads show that
 * something is coming and fast ones show nothing at all.
 */
export function LazyPlaceholder({ size = "card" }: { size?: "card" | "line" }) {
  const { t } = useI18n();
  const shown = useAfterDelay(LAZY_PLACEHOLDER_DELAY_MS);
  if (!shown) return null;
  return (
    <div className={`lazy-placeholder lazy-placeholder--${size}`} role="status" data-testid="lazy-placeholder">
      <span className="visually-hidden">{t("update.loading")}</span>
    </div>
  );
}
