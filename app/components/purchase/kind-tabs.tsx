import { useEffect, useRef, useState, type KeyboardEvent } from "react";
import type { ProductKind } from "../../../core/catalog/types";
import { useI18n } from "../../i18n/i18n-context";
import type { MessageKey } from "../../../i18n/messages/id";

export const KIND_LABELS: Record<ProductKind, MessageKey> = {
  currency: "kind.currency",
  pass: "kind.pass",
  bundle: "kind.bundle",
  membership: "kind.membership",
  chest: "kind.chest",
};

/** Which edges of the row hide a tab: "start", "end", both or none (the fade that says "more"). */
type HiddenEdges = { start: boolean; end: boolean };

/** A pixel of rounding (zoom, subpixel widths) is not a hidden tab. */
const SLACK_PX = 1;

function hiddenEdges(row: HTMLElement): HiddenEdges {
  const { scrollLeft, scrollWidth, clientWidth } = row;
  return { start: scrollLeft > SLACK_PX, end: scrollLeft + clientWidth < scrollWidth - SLACK_PX };
}

/** The width of the fade (app.css, .tabs): a tab brought into view must clear it to be read. */
const FADE_PX = 32;

/** How far the row must scroll for `tab` to stand clear of both fades (0 when it already does). */
function scrollToShow(row: HTMLElement, tab: HTMLElement): number {
  const box = row.getBoundingClientRect();
  const { left, right } = tab.getBoundingClientRect();
  if (left < box.left + FADE_PX) return left - box.left - FADE_PX;
  if (right > box.right - FADE_PX) return right - box.right + FADE_PX;
  return 0;
}

/** Keys of the WAI-ARIA tabs pattern, as steps from the selected tab (Home and End jump to the ends). */
function nextIndex(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The product kinds as a tablist that scrolls sideways when the words do not fit (issue 12: at 360 px
 * in Russian the third tab was cut with nothing saying so). A fade marks each edge that hides a tab,
 * only while one is hidden; the selected tab scrolls into view; arrow keys, Home and End move between
 * tabs with the selection (the tabs pattern), so every tab is reachable without a swipe.
 */
export function KindTabs({
  kinds,
  selected,
  onSelect,
}: {
  kinds: ProductKind[];
  selected: ProductKind;
  onSelect: (kind: ProductKind) => void;
}) {
  const { t } = useI18n();
  const row = useRef<HTMLDivElement>(null);
  const [edges, setEdges] = useState<HiddenEdges>({ start: false, end: false });
  // Another game's kinds are other tabs to watch (the array itself is new on every render).
  const shownKinds = kinds.join(" ");

  useEffect(() => {
    const element = row.current;
    if (!element) return;
    const measure = () =>
      setEdges((was) => {
        const now = hiddenEdges(element);
        return now.start === was.start && now.end === was.end ? was : now;
      });
    measure();
    // A rotated phone resizes the row; fonts arriving or another language's words resize the tabs.
    const resized = new ResizeObserver(measure);
    for (const box of [element, ...element.children]) resized.observe(box);
    element.addEventListener("scroll", measure, { passive: true });
    return () => {
      resized.disconnect();
      element.removeEventListener("scroll", measure);
    };
  }, [shownKinds]);

  useEffect(() => {
    // The row scrolls, never the page: scrollIntoView would also pull a row below the fold up to it.
    const element = row.current;
    const tab = element?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (element && tab) element.scrollBy({ left: scrollToShow(element, tab) });
  }, [selected]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, kinds.indexOf(selected), kinds.length);
    const kind = next === undefined ? undefined : kinds[next];
    if (!kind) return;
    event.preventDefault();
    onSelect(kind);
    row.current?.querySelector<HTMLElement>(`#tab-${kind}`)?.focus();
  };

  // Arrows for a mouse without sideways scrolling; keyboards and screen readers have the tabs themselves.
  const more = (edge: "start" | "end") =>
    edges[edge] ? (
      <button
        type="button"
        className={`tabs__more tabs__more--${edge}`}
        tabIndex={-1}
        aria-hidden="true"
        data-testid={`tabs-more-${edge}`}
        onClick={() =>
          row.current?.scrollBy({ left: (edge === "end" ? 1 : -1) * row.current.clientWidth * 0.7, behavior: "smooth" })
        }
      >
        {edge === "end" ? "›" : "‹"}
      </button>
    ) : null;

  const hidden = [edges.start ? "start" : "", edges.end ? "end" : ""].filter(Boolean).join(" ");
  return (
    <div className="tabs-row">
      {more("start")}
      <div className="tabs" role="tablist" ref={row} onKeyDown={onKeyDown} data-hidden-tabs={hidden || undefined}>
        {kinds.map((kind) => (
          <button
            key={kind}
            type="button"
            role="tab"
            id={`tab-${kind}`}
            aria-selected={selected === kind}
            aria-controls={`panel-${kind}`}
            // One tab stop for the row: the arrows move inside it (roving tabindex).
            tabIndex={selected === kind ? 0 : -1}
            className="tabs__tab"
            onClick={() => onSelect(kind)}
          >
            {t(KIND_LABELS[kind])}
          </button>
        ))}
      </div>
      {more("end")}
    </div>
  );
}
