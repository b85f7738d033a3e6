import { signInAsOperator } from "./support/admin-sign-in";
import { paidQrisOrder } from "./support/paid-order";
import { expect, test } from "./support/test";

/**
 * The console's order actions, in Chromium: a support operator opens an order whose
 * delivery failed (the sandbox supplier fails a first purchase for IDs ending 4444, and lets a
 * retried one through), retries the delivery until the order is complete, reads the supplier's raw
 * answer folded in the timeline, finds the receipt in the order's outbox with the address masked,
 * and marks the order resolved with a note that the timeline and the audit log show.
 */
test("support retries a failed delivery, sees the outbox and provider answers, and marks the order resolved", async ({
  browser,
  page,
}) => {
  // A payment, a failed delivery, a retried one and a receipt job's run: longer than one page's test.
  test.setTimeout(120_000);
  const order = await paidQrisOrder(browser, "Sinta Pembeli Ulang", {
    playerId: "700134444",
    email: "sinta.pembeli@example.com",
  });
  await order.buyer.close();

  await signInAsOperator(page, "Support Pesanan Ulang", "support");
  const orderPage = `/admin/orders/${order.id}`;
  await page.goto(orderPage);
  const status = page.getByTestId("admin-order-status");
  // The first purchase fails within seconds of the payment; opening the page again reads it again
  // (a GET, never a reload that could repeat a form's POST).
  await expect(async () => {
    await page.goto(orderPage);
    await expect(status).toHaveText("Gagal dikirim", { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  await expect(page.getByTestId("admin-order-facts")).toContainText("Rp\u00a020.140");

  await page.getByTestId("admin-retry-submit").click();
  await expect(page.getByText("Percobaan pengiriman baru sudah dimulai.")).toBeVisible();
  await expect(async () => {
    await page.goto(orderPage);
    await expect(status).toHaveText("Selesai", { timeout: 500 });
  }).toPass({ timeout: 30_000 });
  // Delivered now: the retry form is gone, and a second try would be refused anyway.
  await expect(page.getByTestId("admin-retry-form")).toHaveCount(0);

  // The supplier's answers, folded, oldest first: the failed first purchase, then the retried one under
  // its next reference (pending, then delivered).
  const answers = page.locator('[data-testid="admin-timeline"] li[data-kind="answer"]');
  await expect(answers.filter({ hasText: "jawaban pemasok" }).first()).toBeVisible();
  await expect(answers.locator("pre").first()).toBeHidden();
  const retried = answers.filter({ hasText: `${order.number}-1-2` }).last();
  await retried.locator("summary").click();
  await expect(retried.locator("pre")).toContainText('"status": "Sukses"');

  // The receipt in the order's outbox, its address masked for support.
  await expect(async () => {
    await page.goto(orderPage);
    await expect(page.getByTestId("admin-outbox")).toContainText("Struk · email", { timeout: 500 });
  }).toPass({ timeout: 25_000 });
  await expect(page.getByTestId("admin-outbox").getByTestId("admin-outbox-recipient").first()).toHaveText(
    "si***@example.com",
  );
  await expect(page.getByTestId("admin-outbox")).not.toContainText("sinta.pembeli@example.com");

  // Marked resolved with a note: the note shows in the timeline and the audit log.
  await page.getByTestId("admin-resolve-note").fill("Pembeli sudah konfirmasi diamond masuk");
  await page.getByTestId("admin-resolve-submit").click();
  await expect(page.getByText("Pesanan ditandai selesai.")).toBeVisible();
  await expect(page.locator('[data-testid="admin-timeline"] li[data-kind="resolved"]')).toContainText(
    "Pembeli sudah konfirmasi diamond masuk",
  );
  // The audit says each action in words, naming the order by its number.
  const audit = page.getByTestId("admin-order-audit");
  await expect(audit.locator('[data-action="order.resolved"]')).toContainText(
    `Menandai pesanan ${order.number} sudah ditangani`,
  );
  await expect(audit.locator('[data-action="order.deliveryRetried"]')).toContainText(
    `Mengulang pengiriman pesanan ${order.number}`,
  );
});
