import { useEffect, useRef } from "react";
import { MAIN_ACTION_SELECTOR } from "./use-main-action-under";

/** Room kept between what is brought into sight and the screen's edges (or the sticky header). */
const ROOM_PX = 12;

/** Where things stand, in page coordinates (pixels from the top of the document). */
export interface StepPlace {
  /** The page's scroll position now. */
  scrollTop: number;
  /** The screen's height. */
  viewport: number;
  /** The sticky header's height (0 without one) and where it sits before it sticks. */
  header: { height: number; top: number };
  /** The top of the step's heading and the bottom of its main action (or of the heading, without one). */
  top: number;
  bottom: number;
}

/**
 * The scroll position that shows the step from its heading to its main action below the sticky
 * header, moving the page as little as it can; a step taller than the screen shows from its heading.
 */
export function stepScrollTop(place: StepPlace): number {
  const { header } = place;
  // The heading shows below the header up to this position; higher up the header has not stuck yet
  // and sits above everything the page holds.
  const highest = Math.max(place.top - header.height - ROOM_PX, header.top);
  const lowest = place.bottom - place.viewport + ROOM_PX;
  if (lowest > highest) return Math.max(0, highest);
  return Math.max(0, Math.min(Math.max(place.scrollTop, lowest), highest));
}

function stickyHeader(): { height: number; top: number } {
  const header = document.querySelector<HTMLElement>(".site-header");
  const position = header ? getComputedStyle(header).position : "static";
  if (!header || (position !== "sticky" && position !== "fixed")) return { height: 0, top: 0 };
  // The header is its frame's first child: it sits at the frame's top until it sticks.
  const frame = header.parentElement?.getBoundingClientRect().top ?? 0;
  return { height: header.offsetHeight, top: frame + window.scrollY };
}

/** Scrolls the page to `top` unless it is there already, smoothly unless the buyer asked the system for less motion. */
function scrollPageTo(top: number, scrollTop: number): void {
  if (Math.abs(top - scrollTop) < 1) return;
  const still = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  window.scrollTo({ top, behavior: still ? "auto" : "smooth" });
}

/**
 * Moves the buyer to a step that has just come or changed: focuses `focus` (by default the step's
 * heading, which carries tabIndex -1) and scrolls the page so the heading and the step's main action
 * are in sight together, smoothly unless the buyer asked the system for less motion.
 */
export function showStep(step: HTMLElement | null, focus?: HTMLElement | null): void {
  if (!step) return;
  const heading = step.querySelector<HTMLElement>("h1, h2, h3");
  const action = step.querySelector<HTMLElement>(MAIN_ACTION_SELECTOR);
  const target = focus ?? heading ?? step;
  // The page moves once, below; the browser's own jump to the focused element would come first.
  target.focus({ preventScroll: true });
  const scrollTop = window.scrollY;
  const first = (heading ?? step).getBoundingClientRect();
  const last = [action, target].reduce(
    (bottom, element) => (element ? Math.max(bottom, element.getBoundingClientRect().bottom) : bottom),
    first.bottom,
  );
  const top = stepScrollTop({
    scrollTop,
    viewport: window.innerHeight,
    header: stickyHeader(),
    top: first.top + scrollTop,
    bottom: last + scrollTop,
  });
  scrollPageTo(top, scrollTop);
}

/**
 * The scroll position that shows a control with what leads to it (`place.top` to `place.bottom`, the
 * control's bottom) below the sticky header, or, when the two do not fit on the screen together, the
 * control alone in the middle of the screen (`action`, its top and bottom in page coordinates).
 */
export function actionScrollTop(place: StepPlace, action: { top: number; bottom: number }): number {
  if (place.bottom - place.top + place.header.height + 2 * ROOM_PX <= place.viewport) return stepScrollTop(place);
  return Math.max(0, Math.round((action.top + action.bottom) / 2 - place.viewport / 2));
}

/**
 * Moves the buyer to one control, the next thing to do on a page that has filled itself in (a
 * purchase bought again): focuses it and scrolls as `actionScrollTop` says, `from` being a choice
 * made for the buyer above it; smoothly unless the buyer asked the system for less motion.
 */
export function showAction(action: HTMLElement | null, from?: HTMLElement | null): void {
  if (!action) return;
  action.focus({ preventScroll: true });
  const scrollTop = window.scrollY;
  const box = action.getBoundingClientRect();
  const top = actionScrollTop(
    {
      scrollTop,
      viewport: window.innerHeight,
      header: stickyHeader(),
      top: (from ?? action).getBoundingClientRect().top + scrollTop,
      bottom: box.bottom + scrollTop,
    },
    { top: box.top + scrollTop, bottom: box.bottom + scrollTop },
  );
  scrollPageTo(top, scrollTop);
}

/**
 * Runs `show` when `step` changes (a step the buyer moved to), never for the step the page opened
 * on, unless the page opened on something new: then `from` names what the buyer saw before.
 */
export function useStepChange(step: unknown, show: () => void, from: unknown = step): void {
  const shown = useRef(from);
  useEffect(() => {
    if (Object.is(shown.current, step)) return;
    shown.current = step;
    show();
  });
}
