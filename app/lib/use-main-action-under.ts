import { useEffect, useState, type RefObject } from "react";

/** The page's main actions (Buy, Pay, Place order): a floating button must never sit on one. */
export const MAIN_ACTION_SELECTOR = ".button--primary";

/** A little room around the floating element, so it does not touch the action either. */
const MARGIN_PX = 8;

function overlaps(a: DOMRect, b: DOMRect): boolean {
  return (
    a.left - MARGIN_PX < b.right &&
    b.left < a.right + MARGIN_PX &&
    a.top - MARGIN_PX < b.bottom &&
    b.top < a.bottom + MARGIN_PX
  );
}

/**
 * Whether one of the page's main actions is under the floating element right now (on a phone, a
 * full-width Buy button scrolled to the bottom of the screen). Checked when the page scrolls, resizes
 * or changes, once per frame at most; the caller steps aside while it is true.
 */
export function useMainActionUnder(element: RefObject<HTMLElement | null>, active: boolean): boolean {
  const [under, setUnder] = useState(false);
  useEffect(() => {
    if (!active) return;
    let frame = 0;
    const check = () => {
      frame = 0;
      const own = element.current?.getBoundingClientRect();
      if (!own) return;
      const actions = document.querySelectorAll<HTMLElement>(MAIN_ACTION_SELECTOR);
      setUnder(
        Array.from(actions).some(
          (action) => !element.current?.contains(action) && overlaps(own, action.getBoundingClientRect()),
        ),
      );
    };
    const schedule = () => {
      if (!frame) frame = requestAnimationFrame(check);
    };
    schedule();
    window.addEventListener("scroll", schedule, { passive: true });
    window.addEventListener("resize", schedule);
    const mutations = new MutationObserver(schedule);
    mutations.observe(document.body, { childList: true, subtree: true });
    return () => {
      if (frame) cancelAnimationFrame(frame);
      window.removeEventListener("scroll", schedule);
      window.removeEventListener("resize", schedule);
      mutations.disconnect();
    };
  }, [element, active]);
  // Inactive (the panel open), nothing is watched and the last answer no longer counts.
  return active && under;
}
