import { signInAsOperator } from "./support/admin-sign-in";
import { expect, test } from "./support/test";

/**
 * The console's settings (admin): an admin sets support's compensation limit in UZS (a
 * currency no other spec relies on), and the page shows it with who set it; support is refused.
 */
test("an admin sets support's UZS compensation limit and the page shows it and who set it", async ({ page }) => {
  await signInAsOperator(page, "Admin Pengaturan E2E", "admin");
  await page.getByRole("link", { name: "Pengaturan" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Pengaturan" })).toBeVisible();

  const refundIdr = page.getByTestId("limit-refund.IDR");
  await expect(refundIdr.getByTestId("limit-amount")).toHaveText(/2\.000\.000/);
  await expect(refundIdr.getByTestId("limit-source")).toHaveText("Nilai bawaan dari konfigurasi server");

  const row = page.getByTestId("limit-compensation.UZS");
  await expect(row.getByTestId("limit-amount")).toHaveText("Tidak ada batas, support ditolak");
  await row.getByTestId("limit-input").fill("50.000");
  await row.getByTestId("limit-reason").fill("Peluncuran Uzbekistan");
  await row.getByTestId("limit-save").click();

  await expect(row.getByTestId("limit-done")).toHaveText("Batas sudah disimpan.");
  await expect(row.getByTestId("limit-amount")).toHaveText(/50\.000/);
  await expect(row.getByTestId("limit-source")).toHaveText(/^Diatur oleh Admin Pengaturan E2E, /);
  await expect(row.getByTestId("limit-input")).toHaveValue("50000");

  // A bad amount is refused with the translated message and leaves the limit as it was.
  await row.getByTestId("limit-input").fill("12,5");
  await row.getByTestId("limit-save").click();
  await expect(row.getByRole("alert")).toHaveText(/^Periksa isiannya/);
  await expect(row.getByTestId("limit-amount")).toHaveText(/50\.000/);

  // After a reload the stored value is still there (the database, not the form, holds it).
  await page.reload();
  await expect(page.getByTestId("limit-compensation.UZS").getByTestId("limit-amount")).toHaveText(/50\.000/);
});

test("a support operator gets 403 on the settings page and has no link to it", async ({ page }) => {
  await signInAsOperator(page, "Support Pengaturan E2E", "support");
  await expect(page.getByRole("link", { name: "Pengaturan" })).toHaveCount(0);
  const response = await page.goto("/admin/settings");
  expect(response?.status()).toBe(403);
  await expect(page.getByTestId("limit-compensation.UZS")).toHaveCount(0);
});
