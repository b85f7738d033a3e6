import type { Locator, Page } from "@playwright/test";
import { expect, test } from "./support/test";

/** Whether the tab row is wider than its box: some tab is out of sight until the row scrolls. */
const overflows = (tablist: Locator) => tablist.evaluate((row) => row.scrollWidth > row.clientWidth);

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
  await page.goto(path, { waitUntil: "networkidle" });
  const tablist = page.getByRole("tablist");
  // The buyer scrolls down to the items (the row sits under the account's step).
  await tablist.evaluate((row) => row.scrollIntoView({ block: "center", behavior: "instant" }));
  return tablist;
}

test.describe("product tabs", () => {
  test("at 360 px every tab is read whole, in every language, with up to four kinds (was 'Membersh›')", async ({
    page,
  }) => {
    for (const [path, count] of [
      ["/mobile-legends", 3],
      ["/en/mobile-legends", 3],
      ["/ru/mobile-legends", 3],
      ["/uz/mobile-legends", 3],
      ["/ru/pubg", 4],
      ["/uz/pubg", 4],
    ] as const) {
      const tablist = await openGame(page, path, 360);
      const tabs = tablist.getByRole("tab");
      await expect(tabs, path).toHaveCount(count);
      expect(await overflows(tablist), path).toBe(false);
      for (let index = 0; index < count; index++) {
        const tab = tabs.nth(index);
        expect(await tab.evaluate((element) => element.scrollWidth <= element.clientWidth), path).toBe(true);
        expect(await wholeInSight(tab), `${path}: ${await tab.textContent()}`).toBe(true);
      }
    }
  });

  test("the tablist is one stop for Tab; the arrow keys, Home and End move the selection", async ({ page }) => {
    const tablist = await openGame(page, "/ru/mobile-legends", 360);
    const tabs = tablist.getByRole("tab");
    await expect(tabs).toHaveText(["Пополнение", "Пропуски", "Подписки"]);
    await tabs.first().focus();
    for (const [index, name] of ["Пропуски", "Подписки"].entries()) {
      await page.keyboard.press("ArrowRight");
      const tab = tabs.nth(index + 1);
      await expect(tab).toHaveText(name);
      await expect(tab).toHaveAttribute("aria-selected", "true");
      await expect(tab).toBeFocused();
      await expect(page.getByRole("tabpanel")).toBeVisible();
      await expect(page.getByRole("tabpanel")).toHaveAttribute("aria-labelledby", (await tab.getAttribute("id"))!);
    }
    await page.keyboard.press("ArrowRight");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("End");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(2)).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowLeft");
    await expect(tabs.nth(2)).toHaveAttribute("aria-selected", "true");
    await expect(tabs.nth(2)).toBeFocused();
  });

  test("at 1280 px the tabs stand on one row", async ({ page }) => {
    for (const path of ["/mobile-legends", "/ru/pubg", "/uz/pubg"]) {
      const tablist = await openGame(page, path, 1280);
      const tops = await tablist
        .getByRole("tab")
        .evaluateAll((tabs) => new Set(tabs.map((tab) => Math.round(tab.getBoundingClientRect().top))).size);
      expect(tops, path).toBe(1);
    }
  });
});
