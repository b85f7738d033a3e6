import type { Page } from "@playwright/test";
import { and, eq, isNotNull } from "drizzle-orm";
import { openDatabase } from "../../../adapters/db/database";
import { operators, users } from "../../../adapters/db/schema";
import { base32Decode, totpCode, totpStep } from "../../../core/admin/totp";
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
  await page.locator("#totp-code").fill(totpCode(base32Decode(secret), totpStep(new Date())));
  await page.getByTestId("totp-submit").click();
  await expect(page).toHaveURL(/\/admin$/);
}

/** The TOTP secret an operator enrolled (the phone's copy, which a test has no other way to read). */
async function enrolledSecret(displayName: string): Promise<string> {
  const handle = openDatabase(e2eDatabaseUrl(), { max: 1 });
  try {
    const [row] = await handle.db
      .select({ secret: operators.totpSecret })
      .from(operators)
      .innerJoin(users, eq(users.id, operators.userId))
      .where(and(eq(users.displayName, displayName), isNotNull(operators.totpConfirmedAt)));
    return row!.secret!;
  } finally {
    await handle.close();
  }
}

/**
 * The bootstrap admin (ADMIN_BOOTSTRAP_IDENTITY "test:kupiadmin" in playwright.config.ts) signs in
 * to the console: enrolling TOTP on the first visit of the run, typing the next code after that.
 */
export async function signInAsBootstrapAdmin(page: Page) {
  await page.goto("/admin");
  await testSignIn(page, "Kupiadmin");
  await expect(page).toHaveURL(/\/admin\/sign-in$/);
  await expect(page.locator("#totp-code")).toBeVisible();
  if (await page.getByTestId("totp-secret").count()) return enrolTotp(page);
  const secret = base32Decode(await enrolledSecret("Kupiadmin"));
  // A code is good once and an earlier test of the run may have used this step's: the next step's
  // code, inside the one step of clock drift the check allows, is always unused.
  await page.locator("#totp-code").fill(totpCode(secret, totpStep(new Date()) + 1));
  await page.getByTestId("totp-submit").click();
  await expect(page).toHaveURL(/\/admin$/);
}
