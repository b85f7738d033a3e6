import { enrolTotp, signInAsOperator } from "./support/admin-sign-in";
import { expect, test } from "./support/test";

/**
 * An operator's phone is lost: an admin resets their second factor on the Operators page (two steps,
 * no script needed), the operator's open console session ends at once, and their next visit shows a
 * new key to enrol.
 */
test.describe("operators", () => {
  test("an admin resets a lost phone's two-step verification; the operator's session ends and they enrol a new key", async ({
    page,
    browser,
  }) => {
    const other = await browser.newContext();
    try {
      const tono = await other.newPage();
      await signInAsOperator(tono, "Tono Lost Phone", "support");
      await expect(tono.getByTestId("admin-who")).toHaveText("Tono Lost Phone · Dukungan");

      await signInAsOperator(page, "Rina Reset Admin", "admin");
      await page.goto("/admin/operators");
      const row = page.getByTestId("operator").filter({ hasText: "Tono Lost Phone" });
      await expect(row).toContainText("Dukungan · Aktif");
      // The first step only explains; the reset is the second.
      await row.getByText("Atur ulang verifikasi dua langkah").click();
      await expect(row.getByText("Untuk HP yang hilang atau diganti.", { exact: false })).toBeVisible();
      await row.getByRole("button", { name: "Ya, atur ulang" }).click();
      await expect(page.getByTestId("totp-reset-done")).toHaveText(
        "Verifikasi dua langkah Tono Lost Phone sudah diatur ulang.",
      );
      await expect(row).toContainText("Dukungan · Belum verifikasi");
      await expect(row.getByTestId("totp-reset")).toHaveCount(0);
      // The admin's own row has no such control.
      await expect(
        page.getByTestId("operator").filter({ hasText: "Rina Reset Admin" }).getByTestId("totp-reset"),
      ).toHaveCount(0);

      // Tono's open console is signed out, and the next sign-in enrols a new key.
      await tono.goto("/admin");
      await expect(tono).toHaveURL(/\/admin\/sign-in$/);
      await enrolTotp(tono);
      await expect(tono.getByTestId("admin-who")).toHaveText("Tono Lost Phone · Dukungan");
      await page.reload();
      await expect(page.getByTestId("operator").filter({ hasText: "Tono Lost Phone" })).toContainText(
        "Dukungan · Aktif",
      );
    } finally {
      await other.close();
    }
  });
});
