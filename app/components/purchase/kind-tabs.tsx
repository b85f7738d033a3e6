import { useRef, type KeyboardEvent } from "react";
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

/** Keys of the WAI-ARIA tabs pattern, as steps from the selected tab (Home and End jump to the ends). */
function nextIndex(key: string, current: number, count: number): number | undefined {
  if (key === "ArrowRight") return (current + 1) % count;
  if (key === "ArrowLeft") return (current - 1 + count) % count;
  if (key === "Home") return 0;
  if (key === "End") return count - 1;
  return undefined;
}

/**
 * The product kinds as a tablist. The tabs wrap onto another row where the words do not fit (a
 * Russian or Uzbek row at 360 px), so every tab is read whole without scrolling; arrow keys, Home
 * and End move between tabs with the selection (the tabs pattern).
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

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = nextIndex(event.key, kinds.indexOf(selected), kinds.length);
    const kind = next === undefined ? undefined : kinds[next];
    if (!kind) return;
    event.preventDefault();
    onSelect(kind);
    row.current?.querySelector<HTMLElement>(`#tab-${kind}`)?.focus();
  };

  return (
    <div className="tabs" role="tablist" ref={row} onKeyDown={onKeyDown}>
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
  );
}
