import { signedInToken } from "./support/session";
import { expect, test } from "./support/test";

test("a signed-in buyer answers the first survey, picks a monthly membership for a game ID, and the order completes at Rp 0", async ({
  page,
  context,
}) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 360, height: 740 });
  await context.addCookies([{ name: "access_token", value: await signedInToken("Dewi"), url: "http://127.0.0.1" }]);
  await page.goto("/account", { waitUntil: "networkidle" });
  const dialog = page.getByTestId("survey-dialog");
  // No completed order yet: the survey waits for the buyer to open it.
  await expect(dialog).toBeHidden();
  await page.getByTestId("survey-card").getByRole("button", { name: "Isi survei" }).click();
  await expect(dialog.getByRole("heading", { name: "Bantu kami, dapatkan sebulan gratis" })).toBeVisible();

  // The games are required: sending without one says so.
  await dialog.getByLabel("Teman atau keluarga").check();
  await dialog.getByLabel("Pengiriman cepat").check();
  await dialog.getByRole("button", { name: "Kirim jawaban" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Pilih minimal satu game.");
  await dialog.getByText("Genshin Impact", { exact: true }).click();
  await dialog.getByText("Free Fire", { exact: true }).click();
  await dialog.getByLabel("Ada saran untuk kami? (opsional)").fill("Tambah promo akhir pekan");
  await dialog.getByRole("button", { name: "Kirim jawaban" }).click();

  await expect(dialog.getByRole("status")).toHaveText(
    "Terima kasih atas jawaban Anda! Voucher sebulan gratis sudah menjadi milik Anda.",
  );
  await expect(dialog.getByRole("heading", { name: "Pilih membership gratis Anda" })).toBeVisible();
  await dialog.getByLabel("Membership 30 hari").selectOption({ label: "Blessing of the Welkin Moon" });
  await dialog.getByLabel("UID").fill("812345671");
  await dialog.getByLabel("Server").selectOption("os_asia");
  await dialog.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
  await dialog.getByRole("button", { name: "Ambil gratis" }).click();

  // The order page, like any order's: delivered through the supplier, paid by the voucher, Rp 0.
  await expect(page).toHaveURL(/\/card-payment\//);
  await expect(page.getByTestId("order-status")).toContainText("Selesai", { timeout: 20_000 });
  const details = page.locator("section", { has: page.getByRole("heading", { name: "Detail pesanan" }) });
  await expect(details).toContainText("Voucher survei");
  await expect(details).toContainText("Genshin Impact: Blessing of the Welkin Moon");
  await expect(page.getByTestId("order-total")).toHaveText("Rp\u00a00");
  await expect(page.getByTestId("survey-invite")).toHaveCount(0);

  // On the account page: in the order history, and the survey no longer offered.
  await page.goto("/account");
  await expect(page.getByTestId("orders")).toContainText("Selesai");
  await expect(page.getByTestId("survey-card")).toContainText("Hadiah survei Anda sudah dipesan.");
  await expect(page.getByTestId("survey-open")).toHaveCount(0);
});

test("a guest is asked to sign in before the survey", async ({ request }) => {
  const answer = await request.post("/backend/api/survey", {
    data: { foundVia: "friend", games: ["genshin"], priority: "price" },
  });
  expect(answer.status()).toBe(401);
  expect(((await answer.json()) as { code: string }).code).toBe("auth.required");
});
