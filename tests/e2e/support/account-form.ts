import type { Page } from "@playwright/test";

/** Types a game account into the game page's form, field by field, as a buyer would. */
export async function typeAccount(page: Page, values: Record<string, string>) {
  for (const [name, value] of Object.entries(values)) {
    const field = page.locator(`#account-${name}`);
    if ((await field.evaluate((element) => element.tagName)) === "SELECT") await field.selectOption(value);
    else await field.fill(value);
    await field.blur();
  }
}
