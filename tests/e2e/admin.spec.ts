import type { BrowserContext } from "@playwright/test";
import { enrolTotp, testSignIn } from "./support/admin-sign-in";
import { paidQrisOrder } from "./support/paid-order";
import { expect, test } from "./support/test";

/**
 * The operator console's foundation: the bootstrap admin (ADMIN_BOOTSTRAP_IDENTITY
 * "test:kupiadmin" in playwright.config.ts) signs in with test mode's sign-in, enrols TOTP from the
 * secret the page shows, and invites a support operator, who accepts in another browser, enrols, and
 * is refused the Operators page and its API; then that support operator refunds a failed order as
 * gold (the bootstrap admin is enrolled once per server, so the two tests run in order).
 */
test.describe.configure({ mode: "serial" });

test.describe("operator console", () => {
  /** The support operator's browser, signed in to the console by the first test. */
  let support: BrowserContext | undefined;
  test.afterAll(() => support?.close());

  test("the bootstrap admin enrols and invites a support operator, who is refused the Operators page", async ({
    page,
    browser,
  }) => {
    // Nobody signed in: the console sends to its sign-in, which offers the shop's methods.
    await page.goto("/admin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    // The console has its own frame: none of the shop's header.
    await expect(page.locator("header.site-header")).toHaveCount(0);
    await expect(page.locator("header.admin-bar")).toBeVisible();
    await expect(page.getByTestId("support-widget")).toHaveCount(0);
    await testSignIn(page, "Kupiadmin");
    await expect(page).toHaveURL(/\/admin\/sign-in$/);
    await enrolTotp(page);
    await expect(page.getByTestId("admin-who")).toHaveText("Kupiadmin · Admin");

    await page.getByRole("link", { name: "Operator" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Operator" })).toBeVisible();
    await page.locator("#invite-email").fill("sari@example.com");
    await page.getByTestId("invite-submit").click();
    const inviteUrl = await page.getByTestId("invite-url").inputValue();
    expect(inviteUrl).toMatch(/\/admin\/invite\/[A-Za-z0-9_-]{43}$/);

    // Another browser: a buyer, refused the console until the invitation is accepted.
    const other = await browser.newContext();
    const sari = await other.newPage();
    await sari.goto(new URL(inviteUrl).pathname);
    await expect(sari.getByText("Anda diundang sebagai Dukungan.", { exact: false })).toBeVisible();
    await testSignIn(sari, "Sari Support", "sari@example.com");
    await expect(sari).toHaveURL(new RegExp(`${new URL(inviteUrl).pathname}$`));
    expect((await sari.request.get("/admin", { maxRedirects: 0 })).status()).toBe(403);
    await sari.getByTestId("accept-invite").click();
    await expect(sari).toHaveURL(/\/admin\/sign-in$/);
    await enrolTotp(sari);
    await expect(sari.getByTestId("admin-who")).toHaveText("Sari Support · Dukungan");
    // Support's sections: Orders and the overview every role has (dashboard, queue); never Operators.
    await expect(sari.getByRole("link", { name: "Pesanan", exact: true })).toBeVisible();
    await expect(sari.getByRole("link", { name: "Dasbor" })).toBeVisible();
    await expect(sari.getByRole("link", { name: "Perlu ditangani" })).toBeVisible();
    await expect(sari.getByRole("link", { name: "Operator" })).toHaveCount(0);

    const refusedPage = await sari.goto("/admin/operators");
    expect(refusedPage?.status()).toBe(403);
    await expect(sari.getByText("Peran Anda tidak punya akses ke bagian ini.")).toBeVisible();
    // Posted by hand, the page's form refuses support as the page does.
    const refusedForm = await sari.request.post("/admin/operators", {
      form: { intent: "invite", role: "admin", email: "friend@example.com" },
      maxRedirects: 0,
    });
    expect(refusedForm.status()).toBe(403);
    // The invitation was for one use: opening it again finds nothing.
    expect((await sari.request.get(new URL(inviteUrl).pathname)).status()).toBe(404);
    support = other;

    // The admin sees the new operator, enrolled and active.
    await page.reload();
    await expect(page.getByTestId("operator").filter({ hasText: "Sari Support" })).toContainText("Dukungan · Aktif");
  });

  test("the support operator finds a failed order by its game ID and refunds it as gold; the buyer's gold and the audit show it", async ({
    browser,
  }) => {
    expect(support, "the support operator the first test enrolled").toBeDefined();
    // A signed-in buyer pays a Free Fire order by QRIS for a player ID the sandbox supplier fails (…5555).
    const { buyer, buyerPage, ...order } = await paidQrisOrder(browser, "Budi Pembeli", { playerId: "700125555" });

    const sari = await support!.newPage();
    await sari.goto("/admin");
    await sari.getByRole("link", { name: "Pesanan", exact: true }).click();
    await expect(sari.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex");
    await sari.getByLabel("ID game").fill("700125555");
    await sari.getByTestId("order-search-submit").click();
    await expect(sari).toHaveURL(/gameId=700125555/);
    // Delivery fails within seconds of the payment; the search is a GET, so reloading repeats it.
    await expect(async () => {
      await sari.reload();
      await expect(sari.getByTestId("order-result")).toHaveCount(1);
      await expect(sari.getByTestId("order-result")).toContainText("Gagal dikirim", { timeout: 500 });
    }).toPass({ timeout: 20_000 });
    await expect(sari.getByTestId("order-result")).toContainText(order.number);
    await sari.getByRole("link", { name: order.number }).click();
    await expect(sari.getByTestId("admin-order-title")).toHaveText(`Pesanan ${order.number}`);
    await expect(sari.getByTestId("admin-order-refund")).toHaveText("Belum dikembalikan.");
    await expect(sari.locator('[data-testid="admin-timeline"] li[data-kind="payment"]')).toHaveCount(1);

    await sari.getByTestId("admin-refund-reason").fill("Pemasok menolak ID pemain");
    await sari.getByTestId("admin-refund-submit").click();
    await expect(sari.getByText("Pengembalian dana sudah dicatat.")).toBeVisible();
    await expect(sari.getByTestId("admin-order-refund")).toHaveText(
      /^Gold \(saldo pembeli\) · Rp\s?20\.140 · selesai$/,
    );
    await expect(sari.getByTestId("admin-refund-form")).toHaveCount(0);
    await expect(sari.getByTestId("admin-order-audit").getByTestId("audit-sentence")).toHaveText(
      new RegExp(`^Mengembalikan dana Rp\\s20\\.140 untuk pesanan ${order.number}$`),
    );
    await expect(sari.getByTestId("admin-order-audit")).toContainText("Pemasok menolak ID pemain");

    // The buyer's account shows the gold: the order's QRIS total, Rp 20.140.
    await buyerPage.goto("/account");
    await expect(buyerPage.getByTestId("gold-balance")).toHaveText("Rp\u00a020.140");
    await buyer.close();
  });
});
