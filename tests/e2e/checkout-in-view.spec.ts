import type { Locator } from "@playwright/test";
import { typeAccount } from "./support/account-form";
import { CARDS } from "./support/card-form";
import { scrollAndTap, sight, tap } from "./support/in-sight";
import { expect, test } from "./support/test";

/**
 * The buyer's path as a buyer sees it: after Buy now, the order's summary is on the screen (its
 * heading and its Pay button, the heading focused); after a declined payment, the reason stands on
 * the screen next to the Pay button. Nothing is clicked unless it is already on the screen, and it
 * is clicked where a finger would tap it (support/in-sight.ts). The test scrolls only as the buyer
 * does, to reach the next thing to tap.
 */

interface Market {
  name: string;
  game: string;
  account: Record<string, string>;
  /** The method the buyer picks on the game page (null: the market's only one, already chosen). */
  method: string | null;
  /** How the decline happens: the shop's card form with the declined test card, or the provider's page. */
  decline: "card form" | "provider";
  summaryTitle: string;
  payAgainTitle: string;
  declined: RegExp;
}

const MARKETS: Market[] = [
  {
    name: "Indonesian (/)",
    game: "/mobile-legends",
    account: { userId: "123456789", zoneId: "2001", region: "ID" },
    method: "card",
    decline: "card form",
    summaryTitle: "Ringkasan pesanan",
    payAgainTitle: "Coba bayar lagi",
    declined: /ditolak bank/,
  },
  {
    name: "English (/en)",
    game: "/en/pubg",
    account: { playerId: "512345678" },
    method: null,
    decline: "card form",
    summaryTitle: "Order summary",
    payAgainTitle: "Try paying again",
    declined: /declined the payment/,
  },
  {
    name: "English in Indonesia (/en-id)",
    game: "/en-id/mobile-legends",
    account: { userId: "123456789", zoneId: "2001", region: "ID" },
    method: "card",
    decline: "card form",
    summaryTitle: "Order summary",
    payAgainTitle: "Try paying again",
    declined: /declined the payment/,
  },
  {
    name: "Russian (/ru)",
    game: "/ru/free-fire",
    account: { playerId: "123456789" },
    method: "card",
    decline: "provider",
    summaryTitle: "Сводка заказа",
    payAgainTitle: "Повторите оплату",
    declined: /отклонил платёж/,
  },
  {
    name: "Uzbek (/uz)",
    game: "/uz/honor-of-kings",
    account: { playerId: "7304918265" },
    method: "click",
    decline: "provider",
    summaryTitle: "Buyurtma xulosasi",
    payAgainTitle: "Qayta to'lab ko'ring",
    declined: /rad etdi/,
  },
];

const SCREENS = [
  { width: 360, height: 740 },
  { width: 1280, height: 800 },
] as const;

/** The vertical room between two boxes (0 when they overlap). */
async function gapBetween(a: Locator, b: Locator): Promise<number> {
  const other = await b.elementHandle();
  return a.evaluate((first, second) => {
    const [x, y] = [first.getBoundingClientRect(), second!.getBoundingClientRect()];
    return Math.round(Math.max(0, y.top - x.bottom, x.top - y.bottom));
  }, other);
}

test.describe("the buyer sees what changed", () => {
  for (const market of MARKETS) {
    for (const screen of SCREENS) {
      test(`${market.name} at ${screen.width} px: after Buy now the summary is on the screen, after a decline the reason stands by Pay`, async ({
        page,
      }) => {
        test.setTimeout(90_000);
        await page.setViewportSize(screen);
        await page.goto(market.game, { waitUntil: "networkidle" });
        await typeAccount(page, market.account);
        await expect(page.getByTestId("player-found")).toBeVisible();
        await scrollAndTap(page, page.locator("label.checkbox", { has: page.locator('input[name="confirmation"]') }));
        await expect(page.locator('input[name="confirmation"]')).toBeChecked();
        if (market.method) {
          await scrollAndTap(page, page.locator(`.payment-picker [data-method="${market.method}"]`));
          await expect(page.locator(`.payment-picker [data-method="${market.method}"] input`)).toBeChecked();
        }
        // The total beside Buy is this method's (the quote has come back).
        await expect(page.getByTestId("buy-total")).not.toBeEmpty();
        await scrollAndTap(page, page.getByTestId("buy"));

        const summary = page.getByTestId("order-summary");
        const heading = summary.getByRole("heading", { name: market.summaryTitle, level: 2 });
        const placeOrder = page.getByTestId("place-order");
        await expect(heading).toBeVisible();
        await expect.poll(() => sight(heading), { message: "the summary's heading" }).toBe("in sight");
        await expect.poll(() => sight(placeOrder), { message: "the summary's Pay button" }).toBe("in sight");
        await expect(heading).toBeFocused();

        await expect(placeOrder).toBeEnabled();
        await tap(page, placeOrder);
        await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);

        const pay = page.getByTestId("pay");
        await expect(pay).toBeEnabled();
        if (market.decline === "card form") {
          await page.locator("#card-number").fill(CARDS.declined);
          await page.locator("#card-expiry").fill("1230");
          await page.locator("#card-cvv").fill("123");
          await page.locator("#card-holder").fill("Putri Ayu");
          await scrollAndTap(page, pay);
        } else {
          await scrollAndTap(page, pay);
          // The provider's own page (the sandbox's face of YooKassa or Click): its decline button.
          await page.locator("button.fail").click();
          await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}/, { timeout: 15_000 });
        }

        const reason = page.getByText(market.declined);
        await expect(reason).toBeVisible({ timeout: 15_000 });
        await expect(reason).toHaveCount(1);
        await expect.poll(() => sight(reason), { message: "the decline's reason" }).toBe("in sight");
        await expect.poll(() => sight(pay), { message: "the Pay again button" }).toBe("in sight");
        // Next to the button: nothing but a little room between them.
        expect(await gapBetween(reason, pay), "room between the reason and the Pay button, px").toBeLessThanOrEqual(48);
        // Said to a screen reader as it appears, and the focus on what changed: the step to pay again.
        await expect(reason.locator("xpath=ancestor-or-self::*[@role='alert']")).toHaveCount(1);
        await expect(page.getByRole("heading", { name: market.payAgainTitle, level: 2 })).toBeFocused();
      });
    }
  }
});
