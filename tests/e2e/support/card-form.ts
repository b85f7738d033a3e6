import type { Page } from "@playwright/test";

/** The sandbox gateway's test cards: paid at once, paid after 3-D Secure, declined by the bank. */
export const CARDS = {
  challenge: "4811 1111 1111 1114",
  success: "4111 1111 1111 1111",
  declined: "4911 1111 1111 1113",
};

/** Fills the Indonesian order page's card form and presses Pay. */
export async function payByCard(page: Page, number: string) {
  await page.getByLabel("Nomor kartu").fill(number);
  await page.getByLabel("Masa berlaku (BB/TT)").fill("1230");
  await page.getByLabel("CVV", { exact: true }).fill("123");
  await page.getByLabel("Nama pemegang kartu").fill("Putri Ayu");
  await page.getByTestId("pay").click();
}
