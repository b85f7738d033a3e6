import { CONFIRMATION_FIELD } from "../../core/catalog/account-validation";
import { SURVEY_DISMISSED_COOKIE } from "../../app/components/survey/survey-dismissal";
import { scrollAndTap, sight, tap } from "./support/in-sight";
import { paidQrisOrder } from "./support/paid-order";
import { expect, test } from "./support/test";

/**
 * "Buy again in one tap" (decision 065): the game account of a signed-in buyer's paid order is
 * offered first on the game's page, fills the form in one tap, comes back whole through "Buy again"
 * on the order's page, and is removed from the account page.
 */
test.describe("saved game accounts", () => {
  test("a paid account is offered first on the game page, fills the form in one tap, and buys again", async ({
    browser,
  }) => {
    const playerId = "61234567";
    const { id, buyer, buyerPage: page } = await paidQrisOrder(browser, "Saved Buyer", { playerId });

    // Back on the game's page (the shared cached one): the account is offered above the empty fields.
    await page.goto("/free-fire");
    const saved = page.getByTestId("saved-accounts");
    const chip = saved.getByRole("button", { name: new RegExp(playerId) });
    await expect(chip).toBeVisible();
    const nickname = (await chip.locator("strong").textContent())!;
    const field = page.locator("#account-playerId");
    await expect(field).toHaveValue("");
    await chip.click();
    await expect(field).toHaveValue(playerId);
    await expect(page.locator(`input[name="${CONFIRMATION_FIELD}"]`)).toBeChecked();
    await expect(chip).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByTestId("player-found")).toContainText(nickname);
    // Changing the ID lets go of the saved account.
    await field.fill("61234568");
    await expect(chip).toHaveAttribute("aria-pressed", "false");

    // "Buy again" from the order's page: the same item and the whole account, the ID never in the address.
    await page.goto(`/card-payment/${id}`);
    await page.getByTestId("buy-again").click();
    await expect(page).toHaveURL(new RegExp(`/free-fire\\?sku=ff-140&again=${id}$`));
    await expect(page.locator("#account-playerId")).toHaveValue(playerId);
    await expect(page.locator('input[name="product"][value="ff-140"]')).toBeChecked();
    await expect(page.getByTestId("player-found")).toContainText(nickname);

    // The account page lists it under its game; Remove takes it off, and the game page offers nothing.
    // (The buyer closed the first survey before: it would open over the page for a completed order.)
    await buyer.addCookies([{ name: SURVEY_DISMISSED_COOKIE, value: "1", url: "http://127.0.0.1" }]);
    await page.goto("/account");
    const list = page.getByTestId("saved-game-accounts");
    await expect(list).toContainText("Free Fire");
    await expect(list).toContainText(nickname);
    await list.getByRole("button", { name: new RegExp(nickname) }).click();
    await expect(list).toContainText("Akun game dihapus.");
    await expect(list).not.toContainText(nickname);
    await page.goto("/free-fire");
    await expect(page.getByTestId("player-found")).toHaveCount(0);
    await expect(page.getByTestId("saved-accounts")).toHaveCount(0);
    await buyer.close();
  });

  test("on a phone, buy again lands on Buy with the order's method chosen, and one tap shows the summary", async ({
    browser,
  }) => {
    const playerId = "61234588";
    const { id, buyer, buyerPage: page } = await paidQrisOrder(browser, "Phone Buyer", { playerId });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto(`/card-payment/${id}`);
    await scrollAndTap(page, page.getByTestId("buy-again"));
    await expect(page).toHaveURL(new RegExp(`/free-fire\\?sku=ff-140&again=${id}$`));

    // Without a scroll of the buyer's: the Buy button in sight and focused, the account found and the
    // order's QRIS chosen, thousands of pixels below the account step where the page opened.
    const buy = page.getByTestId("buy");
    await expect.poll(() => sight(buy), { message: "the Buy button" }).toBe("in sight");
    await expect(buy).toBeFocused();
    await expect(page.locator('.payment-picker [data-method="qris"] input')).toBeChecked();
    await expect(page.getByTestId("player-found")).toBeAttached();

    await tap(page, buy);
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText(playerId);
    await expect(summary).toContainText("QRIS");
    await expect
      .poll(() => sight(page.getByTestId("place-order")), { message: "the summary's Pay button" })
      .toBe("in sight");
    await buyer.close();
  });

  test("a guest holding the order's link buys the same item again, without the masked ID", async ({ browser }) => {
    const { id, buyer } = await paidQrisOrder(browser, "Link Sharer", { playerId: "61234577" });
    await buyer.close();
    const guest = await browser.newContext();
    const page = await guest.newPage();
    await page.goto(`/card-payment/${id}`);
    await page.getByTestId("buy-again").click();
    await expect(page).toHaveURL(/\/free-fire\?sku=ff-140$/);
    await expect(page.locator('input[name="product"][value="ff-140"]')).toBeChecked();
    await expect(page.locator("#account-playerId")).toHaveValue("");
    await guest.close();
  });
});
