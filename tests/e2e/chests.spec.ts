import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";

const rp = (text: string) => text.replace(/Rp /g, "Rp\u00a0");

test.describe("chests", () => {
  test("a buyer finds Free Fire's Peti tab, picks the Weapon Royale vouchers and reaches the payment page with their price", async ({
    page,
  }) => {
    await page.goto("/free-fire", { waitUntil: "networkidle" });
    await typeAccount(page, { playerId: "123456789" });
    await expect(page.getByTestId("player-found")).toBeVisible();
    await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();

    // Diamonds come first; the chests wait behind their own tab.
    const chest = page.locator('[data-sku="ff-weapon-royale-10"]');
    await expect(chest).toBeHidden();
    await page.getByRole("tab", { name: "Peti" }).click();
    await expect(page.getByRole("tab", { name: "Peti" })).toHaveAttribute("aria-selected", "true");
    await expect(chest).toContainText("10 Voucher Weapon Royale");
    await expect(chest).toContainText(rp("Rp 55.000"));
    await chest.click();

    await page.getByText("QRIS", { exact: true }).click();
    // QRIS adds 0.7%: Rp 385 on Rp 55.000.
    await expect(page.getByTestId("buy-total")).toHaveText(rp("Rp 55.385"));
    await page.getByTestId("buy").click();
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText("10 Voucher Weapon Royale");
    await expect(summary.getByTestId("order-total")).toHaveText(rp("Rp 55.385"));
    await page.getByTestId("place-order").click();

    await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
    await expect(page.getByTestId("order-status")).toContainText("Menunggu pembayaran");
    await expect(page.getByTestId("quote-lines")).toContainText(rp("Rp 55.000"));
    await expect(page.getByTestId("order-total")).toHaveText(rp("Rp 55.385"));
    await expect(page.getByTestId("delivery-facts")).toContainText("satu putaran Weapon Royale");
  });
});
