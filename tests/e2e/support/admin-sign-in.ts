import type { Page } from "@playwright/test";
import { eq } from "drizzle-orm";
import jsQR from "jsqr";
import { PNG } from "pngjs";
import { openDatabase } from "../../../adapters/db/database";
import { operators, users } from "../../../adapters/db/schema";
import type { OperatorRole } from "../../../core/admin/permissions";
import { base32Decode, generateTotpSecret, totpCode, totpStep } from "../../../core/admin/totp";
import { e2eDatabaseUrl } from "./server";
import { expect } from "./test";

/** Signs in with test mode's sign-in from a page that offers the shop's sign-in methods. */
export async function testSignIn(page: Page, name: string, email = "") {
  await page.getByTestId("test-sign-in").click();
  await page.locator("#test-name").fill(name);
  await page.locator("#test-email").fill(email);
  await page.locator("#test-email").press("Enter");
}

/** Enrols TOTP as a phone would: reads the secret the page shows and types the current code. */
export async function enrolTotp(page: Page) {
  await expect(page.getByRole("heading", { level: 1, name: "Aktifkan verifikasi dua langkah" })).toBeVisible();
  const secret = (await page.getByTestId("totp-secret").innerText()).replace(/\s/g, "");
  await expect(page.getByTestId("totp-uri")).toHaveAttribute("href", new RegExp(`^otpauth://totp/.+secret=${secret}`));
  // What a phone's camera reads off the screen is the same otpauth:// address.
  const picture = PNG.sync.read(await page.getByTestId("totp-qr").screenshot());
  const scanned = jsQR(new Uint8ClampedArray(picture.data), picture.width, picture.height);
  expect(scanned?.data).toBe(await page.getByTestId("totp-uri").getAttribute("href"));
  await page.locator("#totp-code").fill(totpCode(base32Decode(secret), totpStep(new Date())));
  await page.getByTestId("totp-submit").click();
  await expect(page).toHaveURL(/\/admin$/);
}

/**
 * Signs `name` in to the console as an operator of `role`, whatever ran before: signs in with test
 * mode's sign-in (the console says the account is not an operator), makes the account an enrolled
 * operator in the database, as an accepted invitation would, and types the authenticator's code.
 * Every spec but admin.spec.ts (which tests the bootstrap admin and invitations themselves) uses
 * this, so no spec depends on another having run first. `name` must be unique in the run.
 */
export async function signInAsOperator(page: Page, name: string, role: OperatorRole) {
  await page.goto("/admin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await testSignIn(page, name);
  await expect(page.getByTestId("admin-not-operator")).toBeVisible();
  const secret = generateTotpSecret();
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    const [user] = await handle.db.select({ id: users.id }).from(users).where(eq(users.displayName, name));
    await handle.db
      .insert(operators)
      .values({ userId: user!.id, role, status: "active", totpSecret: secret, totpConfirmedAt: new Date() });
  } finally {
    await handle.close();
  }
  await page.reload();
  await page.locator("#totp-code").fill(totpCode(base32Decode(secret), totpStep(new Date())));
  await page.getByTestId("totp-submit").click();
  await expect(page).toHaveURL(/\/admin$/);
}
