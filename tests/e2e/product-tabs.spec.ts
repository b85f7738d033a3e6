import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** Whether the tab row is wider than its box: some tab is out of sight until the row scrolls. */
const overflows = (tablist: Locator) => tablist.evaluate((row) => row.scrollWidth > row.clientWidth + 1);

/** Whether a buyer sees the whole tab: its left end, middle and right end are the tab itself, nothing over it. */
const wholeInSight = (tab: Locator) =>
  tab.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const y = box.top + box.height / 2;
    return [box.left + 2, box.left + box.width / 2, box.right - 2].every((x) =>
      element.contains(document.elementFromPoint(x, y)),
    );
  });

async function openGame(page: Page, path: string, width: number) {
  await page.setViewportSize({ width, height: 740 });
  // Hydrated (the project's convention: the network at rest): the row has measured itself.
  await page.goto(path, { waitUntil: "networkidle" });
  return page.getByRole("tablist");
}

test.describe("product tabs (issue 12: Russian tabs cut at 360 px with nothing saying so)", () => {
  test("at 360 px in Russian the row says more tabs are hidden, and every tab is reached with the arrow keys", async ({
    page,
  }) => {
    const tablist = await openGame(page, "/ru/mobile-legends", 360);
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["Пополнение", "Пропуски", "Подписки"]);
    expect(await overflows(tablist)).toBe(true);
    // The hint: the edge hiding tabs fades out and carries an arrow.
    await expect(tablist).toHaveAttribute("data-hidden-tabs", "end");
    expect(await tablist.evaluate((row) => getComputedStyle(row).maskImage)).toContain("gradient");
    await expect(page.getByTestId("tabs-more-end")).toBeVisible();
    await expect(page.getByTestId("tabs-more-start")).toHaveCount(0);
    expect(await wholeInSight(tabs.nth(2))).toBe(false);

    // The tablist is one stop for Tab; the arrows move the selection, which scrolls into sight.
    await tabs.first().focus();
    for (const [index, name] of ["Пропуски", "Подписки"].entries()) {
      await page.keyboard.press("ArrowRight");
      const tab = tabs.nth(index + 1);
      await expect(tab).toHaveText(name);
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(tab).toBeFocused();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id"))!);
      await expect.poll(() => wholeInSight(tab)).toBe(true);
    }
    // At the far end the hint has moved to the edge now hiding a tab.
    await expect(tablist).toHaveAttribute("data-hidden-tabs", "start");
    await expect(page.getByTestId("tabs-more-start")).toBeVisible();
    await expect(page.getByTestId("tabs-more-end")).toHaveCount(0);
    await page.keyboard.press("Home");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(tablist).toHaveAttribute("data-hidden-tabs", "end");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(2)).toBeFocused();

    // A mouse without sideways scrolling uses the arrow.
    await page.keyboard.press("Home");
    await expect(tablist).toHaveAttribute("data-hidden-tabs", "end");
    await page.getByTestId("tabs-more-end").click();
    await expect.poll(() => wholeInSight(tabs.nth(2))).toBe(true);
  });

  test("the hint shows when, and only when, the row overflows: in every language at 360 px, never at 1280 px", async ({
    page,
  }) => {
    for (const path of ["/mobile-legends", "/en/mobile-legends", "/ru/mobile-legends", "/uz/mobile-legends"]) {
      const tablist = await openGame(page, path, 360);
      if (await overflows(tablist)) await expect(tablist, path).toHaveAttribute("data-hidden-tabs", "end");
      else await expect(tablist, path).not.toHaveAttribute("data-hidden-tabs");

      // The same page on a wide screen (or a phone turned sideways): everything fits, no hint.
      await page.setViewportSize({ width: 1280, height: 740 });
      await expect(tablist, path).not.toHaveAttribute("data-hidden-tabs");
      expect(await overflows(tablist), path).toBe(false);
      expect(await tablist.evaluate((row) => getComputedStyle(row).maskImage), path).toBe("none");
      await expect(page.getByTestId("tabs-more-end"), path).toHaveCount(0);
    }
  });
});
