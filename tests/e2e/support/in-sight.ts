import type { Locator, Page } from "@playwright/test";
import { expect } from "./test";

/**
 * Where an element stands as the buyer sees it: "in sight" when it is wholly inside the screen and
 * nothing (a sticky header, a floating button) lies over its middle; otherwise how far off it is.
 * Playwright scrolls an element into view before it clicks, which would hide a page that leaves the
 * buyer looking at the wrong place: tests of what the buyer sees tap with `tap` below instead.
 */
export function sight(element: Locator): Promise<string> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    if (box.height === 0) return "not shown";
    if (box.bottom <= 0) return `${Math.round(-box.bottom)} px above the screen`;
    if (box.top >= window.innerHeight) return `${Math.round(box.top - window.innerHeight)} px below the screen`;
    if (box.top < 0) return `cut by the screen's top edge (${Math.round(-box.top)} px above)`;
    if (box.bottom > window.innerHeight)
      return `cut by the screen's bottom edge (${Math.round(box.bottom - window.innerHeight)} px below)`;
    const over = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
    if (over && !node.contains(over))
      return `covered by ${over.tagName.toLowerCase()}.${String(over.className).split(" ")[0]}`;
    return "in sight";
  });
}

/** The buyer scrolls until `element` is in the middle of the screen, as a thumb would. */
export async function scrollTo(element: Locator) {
  await element.evaluate((node) => node.scrollIntoView({ block: "center", behavior: "instant" }));
}

/** Whether the element stands still: the same place two frames apart (a smooth scroll carries it a while). */
function atRest(element: Locator): Promise<string> {
  return element.evaluate(
    (node) =>
      new Promise<string>((resolve) => {
        const before = node.getBoundingClientRect().top;
        requestAnimationFrame(() =>
          requestAnimationFrame(() => resolve(node.getBoundingClientRect().top === before ? "at rest" : "moving")),
        );
      }),
  );
}

/**
 * Taps `element` where it is: only once it is in sight and has stopped moving, as a finger would,
 * never scrolled there by the test runner.
 */
export async function tap(page: Page, element: Locator) {
  await expect
    .poll(
      async () => {
        const where = await sight(element);
        return where === "in sight" ? atRest(element) : where;
      },
      { message: "what the buyer taps is in sight, at rest" },
    )
    .toBe("at rest");
  const box = (await element.boundingBox())!;
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
}

/** Scrolls to `element` as the buyer would, then taps it. */
export async function scrollAndTap(page: Page, element: Locator) {
  await scrollTo(element);
  await tap(page, element);
}
