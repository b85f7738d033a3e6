import type { ReactNode } from "react";

/**
 * A wide table's frame: on a narrow screen the table scrolls sideways inside it, never widening the
 * page. A keyboard reaches and scrolls it too, so it is focusable, and named (`label`) for the screen
 * reader that lands on it; a group, not a landmark, since a page holds many and its sections are the
 * landmarks.
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="admin-scroll" role="group" aria-label={label} tabIndex={0}>
      {children}
    </div>
  );
}
