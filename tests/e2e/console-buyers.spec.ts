import type { Browser, Page } from "@playwright/test";
import { signInAsOperator } from "./support/admin-sign-in";
import { expect, test } from "./support/test";

/**
 * The console's Buyers section: support finds a signed-in buyer by e-mail, compensates
 * Rp 5.000 in gold with a reason, the buyer's account shows the balance, the buyer page and an
 * admin's audit log search show the entry; support hides the buyer's review and it leaves the
 * public list. Names and e-mails are this spec's own, so it needs no other spec to have run.
 */

const RUN = Date.now().toString(36);
const EMAIL = `kompensasi-${RUN}@example.com`;
const COMMENT = `Lama sekali masuknya (${RUN})`;

/** A buyer signed in with test mode's sign-in, with an e-mail; their page ends on /account. */
async function signedInBuyer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto("/auth/test");
  await page.locator("#test-name").fill(`Kirana ${RUN}`);
  await page.locator("#test-email").fill(EMAIL);
  await page.locator("#test-email").press("Enter");
  await expect(page).toHaveURL(/\/account$/);
  return page;
}

/** The buyer's Free Fire order, paid with QRIS on the gateway's page, delivered, then rated 2 stars. */
async function ratedOrder(page: Page): Promise<string> {
  const created = await page.request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-console-buyers-${RUN}` },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "418820017" },
      confirmed: true,
      paymentMethod: "qris",
    },
  });
  expect(created.status()).toBe(201);
  const { data } = (await created.json()) as { data: { id: string; number: string } };
  const pay = await page.request.post(`/backend/api/orders/public/${data.id}/pay`, { data: {} });
  await page.goto(((await pay.json()) as { redirectUrl: string }).redirectUrl);
  await page.locator("button.pay").click();
  await expect(page).toHaveURL(/\/(thank|card-payment)/, { timeout: 15_000 });
  await expect
    .poll(
      async () =>
        (
          (await (await page.request.get(`/backend/api/orders/public/${data.id}`)).json()) as {
            data: { status: string };
          }
        ).data.status,
      { timeout: 20_000 },
    )
    .toBe("complete");
  const rated = await page.request.post("/backend/api/orders/public/feedback", {
    data: { id: data.id, stars: 2, reasons: [], comment: COMMENT },
  });
  expect(rated.status()).toBe(200);
  return data.number;
}

/** The comments of the public reviews list's first page. */
async function publicComments(page: Page): Promise<(string | null)[]> {
  const answer = await page.request.get("/backend/api/orders/public/feedback?page=1");
  return ((await answer.json()) as { data: { comment: string | null }[] }).data.map((review) => review.comment);
}

test("support finds a buyer by e-mail, compensates Rp 5.000 in gold, audited; hides the buyer's review", async ({
  page,
  browser,
}) => {
  test.setTimeout(150_000);
  const buyer = await signedInBuyer(browser);
  await expect(buyer.getByTestId("gold-balance")).toHaveText(/^Rp\s0$/);
  const orderNumber = await ratedOrder(buyer);
  expect(await publicComments(buyer)).toContain(COMMENT);
  await buyer.goto("/", { waitUntil: "networkidle" });
  await expect(buyer.getByTestId("reviews")).toContainText(COMMENT);

  await signInAsOperator(page, `Sinta Support ${RUN}`, "support");
  await page.getByRole("link", { name: "Pembeli" }).click();
  await page.getByTestId("buyer-query").fill(EMAIL.toUpperCase());
  await page.getByTestId("buyer-search-submit").click();
  await expect(page.getByTestId("buyer-result")).toHaveCount(1);
  await page.getByTestId("buyer-result").getByRole("link").click();
  await expect(page.getByTestId("buyer-title")).toHaveText(`Pembeli: Kirana ${RUN}`);
  await expect(page.getByTestId("buyer-orders")).toContainText(orderNumber);

  await page.getByTestId("compensate-amount").fill("5.000");
  await page.getByTestId("compensate-reason").fill("Pengiriman terlambat 40 menit");
  await page.getByTestId("compensate-submit").click();
  await expect(page.getByTestId("compensate-done")).toHaveText(
    /^Gold Rp\s5\.000 sudah masuk\. Saldo gold sekarang Rp\s5\.000\.$/,
  );
  await expect(page.getByTestId("buyer-gold-IDR")).toHaveText(/^Rp\s5\.000$/);
  // The form is empty again: a second click asks for an amount instead of paying once more.
  await expect(page.getByTestId("compensate-amount")).toHaveValue("");
  await expect(page.getByTestId("compensate-reason")).toHaveValue("");
  await page.getByTestId("compensate-submit").click();
  await expect(page.getByTestId("compensate-amount")).toBeFocused();
  await expect(page.getByTestId("buyer-gold-IDR")).toHaveText(/^Rp\s5\.000$/);
  const entry = page.getByTestId("buyer-audit").getByTestId("audit-entry");
  await expect(entry).toHaveCount(1);
  await expect(entry.getByTestId("audit-sentence")).toHaveText(/^Menambahkan gold Rp\s5\.000 ke /);
  await expect(entry).toContainText("Alasan: Pengiriman terlambat 40 menit");
  await expect(entry.getByRole("row", { name: /Saldo gold/ })).toContainText(/Rp\s0\s*Rp\s5\.000/);

  await buyer.goto("/account");
  await expect(buyer.getByTestId("gold-balance")).toHaveText(/^Rp\s5\.000$/);

  // An admin finds the entry by the buyer's e-mail in the audit log.
  const adminPage = await (await browser.newContext()).newPage();
  await signInAsOperator(adminPage, `Adi Admin ${RUN}`, "admin");
  await adminPage.getByRole("link", { name: "Log audit" }).click();
  await adminPage.getByTestId("audit-subject").fill(EMAIL);
  await adminPage.getByTestId("audit-action").fill("buyer.");
  await adminPage.getByTestId("audit-search-submit").click();
  const found = adminPage.getByTestId("audit-results").getByTestId("audit-entry");
  await expect(found).toHaveCount(1);
  await expect(found).toContainText(`oleh Sinta Support ${RUN}`);
  await expect(found).toContainText("Alasan: Pengiriman terlambat 40 menit");

  // Support hides the buyer's review: it leaves the public list.
  await page.goto("/admin/reviews");
  const review = page.locator(`[data-testid="admin-review"][data-order="${orderNumber}"]`);
  await expect(review).toContainText(COMMENT);
  await review.getByTestId("admin-review-reason").fill("Keluhan sudah ditangani lewat kompensasi");
  await review.getByTestId("admin-review-toggle").click();
  await expect(review.getByTestId("admin-review-hidden")).toHaveText(
    "Disembunyikan: Keluhan sudah ditangani lewat kompensasi",
  );
  expect(await publicComments(buyer)).not.toContain(COMMENT);
  await buyer.goto("/", { waitUntil: "networkidle" });
  await expect(buyer.getByText(COMMENT)).toHaveCount(0);
});
