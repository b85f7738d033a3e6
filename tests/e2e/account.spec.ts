import type { BrowserContext, Page } from "@playwright/test";
import { expect, test } from "./support/test";
import { generateAccessToken } from "../../core/auth/access-token";
import { signedInToken } from "./support/session";

/**
 * The buyer's session ends (cookies gone) while no page of the shop is open: an open signed-in page
 * would hear a 401 from its next call and reload itself signed out (session-guard.tsx), over the
 * test's next navigation.
 */
async function endSessionAway(page: Page, context: BrowserContext) {
  await page.goto("about:blank");
  await context.clearCookies();
}

test.describe("account", () => {
  test("/account without a valid access token redirects home", async ({ request }) => {
    const anonymous = await request.get("/account", { maxRedirects: 0 });
    expect(anonymous.status()).toBe(302);
    expect(anonymous.headers().location).toBe("/");
    const forged = await request.get("/en/account", {
      headers: { cookie: `access_token=${generateAccessToken()}` },
      maxRedirects: 0,
    });
    expect(forged.headers().location).toBe("/en");
  });

  test("a signed-in user sees the account page, by cookie or bearer token", async ({ page, context, request }) => {
    const token = await signedInToken("Budi");
    const bearer = await request.get("/account", { headers: { authorization: `Bearer ${token}` }, maxRedirects: 0 });
    expect(bearer.status()).toBe(200);

    await context.addCookies([
      { name: "access_token", value: token, url: page.url() === "about:blank" ? "http://127.0.0.1" : page.url() },
    ]);
    await page.goto("/account");
    await expect(page.getByRole("heading", { name: "Akun saya", level: 1 })).toBeVisible();
    await expect(page.getByText("Halo, Budi!")).toBeVisible();
    await expect(page.getByTestId("orders-empty")).toBeVisible();
  });

  test("a catalog page is one page for every visitor; a signed-in buyer's browser names them in its header", async ({
    page,
    context,
    request,
  }) => {
    const token = await signedInToken("Wulan");
    // The bytes a signed-in buyer is sent are the shared page's: they name nobody.
    const sent = await request.get("/mobile-legends", { headers: { cookie: `access_token=${token}` } });
    expect(sent.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
    expect(await sent.text()).not.toContain("Wulan");

    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    await page.goto("/mobile-legends");
    await expect(page.getByTestId("profile-menu")).toHaveText("Wulan");
    // Voice control says what it sees: the menu's name holds the buyer's name shown on it.
    await expect(page.getByTestId("profile-menu")).toHaveAccessibleName("Akun saya: Wulan");
    // And a guest on the same page is offered to sign in.
    await endSessionAway(page, context);
    await page.goto("/mobile-legends");
    await expect(page.getByTestId("sign-in")).toHaveText("Masuk");
    await expect(page.getByTestId("profile-menu")).toHaveCount(0);
  });

  test("a signed-in buyer never sees the sign-in button while the shared page asks who they are", async ({
    page,
    context,
  }) => {
    const token = await signedInToken("Dewi");
    await context.addCookies([
      { name: "access_token", value: token, url: "http://127.0.0.1" },
      { name: "signed_in", value: "1", url: "http://127.0.0.1" },
    ]);
    // The answer to "who is signed in" is held back, as on a slow link.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/backend/api/auth/session", async (route) => {
      await held;
      await route.continue();
    });
    await page.goto("/mobile-legends");
    // The shared page is a guest's page until then, but its sign-in button is not shown.
    const signIn = page.getByTestId("sign-in");
    await expect(signIn).toBeAttached();
    await expect(signIn).toBeHidden();
    await page.waitForTimeout(1_000);
    await expect(signIn).toBeHidden();
    release();
    await expect(page.getByTestId("profile-menu")).toHaveText("Dewi");
    await expect(signIn).toHaveCount(0);

    // A hint left from a session that has ended: once the answer says nobody, the button is there.
    await endSessionAway(page, context);
    await context.addCookies([{ name: "signed_in", value: "1", url: "http://127.0.0.1" }]);
    await page.unroute("**/backend/api/auth/session");
    await page.goto("/mobile-legends/form");
    await expect(signIn).toBeVisible();
    await expect(page.getByTestId("profile-menu")).toHaveCount(0);
  });

  test("deleting the account signs out, and the modal's close returns where the buyer came from", async ({
    page,
    context,
  }) => {
    const token = await signedInToken("Sari");
    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    await page.goto("/account");
    await page.getByRole("link", { name: "Hapus akun dan data pribadi" }).click();
    await expect(page).toHaveURL(/\/delete-personal$/);
    // A dialog named by its heading, inside the page's main landmark (a main element is no dialog).
    await expect(page.getByRole("main").getByRole("dialog", { name: "Hapus data pribadi" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Tutup" })).toHaveAttribute("href", "/account");
    await expect(page.getByText("dihapus secara permanen dan tidak dapat dipulihkan")).toBeVisible();
    // One click is not enough: the box must be ticked, and a post without it deletes nothing.
    await page.getByRole("button", { name: "Hapus akun" }).click();
    await expect(page.getByTestId("deletion-outcome")).toHaveCount(0);
    const unconfirmed = await page.request.post("/delete-personal", { form: {}, maxRedirects: 0 });
    expect(unconfirmed.status()).toBe(400);
    await page.goto("/account");
    await expect(page).toHaveURL(/\/account$/);
    await page.goto("/delete-personal");
    await page.getByLabel("Saya mengerti bahwa akun, saldo, dan riwayat pesanan saya akan dihapus selamanya.").check();
    await page.getByRole("button", { name: "Hapus akun" }).click();
    await expect(page.getByTestId("deletion-outcome")).toHaveText("Akun Anda telah dihapus");
    const response = await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/");
    expect(response?.status()).toBe(200);
  });

  test("the account page shows the balances and the cashback rules with the market's threshold", async ({
    page,
    context,
  }) => {
    const token = await signedInToken("Putri");
    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    await page.goto("/account");
    await expect(page.getByTestId("cashback-balance")).toHaveText("Rp\u00a00");
    await expect(page.getByTestId("gold-balance")).toHaveText("Rp\u00a00");
    await page.getByText("Bagaimana cara mendapatkan KupiCoins?").click();
    await expect(page.getByText(/mulai Rp\u00a087\.252/)).toBeVisible();
  });

  test("a one-time sign-in link names its account and signs in only when asked, once; a session's token in the link does nothing", async ({
    page,
    context,
    browser,
  }) => {
    // An access token is not a sign-in code: a link carrying one signs nobody in.
    const rizky = await signedInToken("Rizky");
    await page.goto(`/about?token=${rizky}&x=1`);
    await expect(page).toHaveURL(/\/sign-in-link\?token=/);
    await expect(page.getByTestId("sign-in-link-spent")).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);

    // Rizky, signed in on his computer, makes a link for his phone.
    await context.addCookies([{ name: "access_token", value: rizky, url: "http://127.0.0.1" }]);
    await page.goto("/account");
    await page.getByTestId("device-link-create").click();
    const link = await page.getByTestId("device-link").inputValue();
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/sign-in-link\?token=[A-Za-z0-9_-]{43}$/);
    await expect(page.getByText("Tautan masuk (berlaku 10 menit, sekali pakai)")).toBeVisible();

    // Mallory, signed in elsewhere, opens it: told so, her session stays hers, and the link stays unused.
    const mallory = await browser.newContext();
    await mallory.addCookies([
      { name: "access_token", value: await signedInToken("Mallory"), url: "http://127.0.0.1" },
    ]);
    const malloryPage = await mallory.newPage();
    await malloryPage.goto(link);
    await expect(malloryPage.getByTestId("sign-in-link-signed-in")).toBeVisible();
    await malloryPage.goto("/account");
    await expect(malloryPage.getByText("Halo, Mallory!")).toBeVisible();
    await mallory.close();

    // The phone (no session) opens it: the page names Rizky's account and signs in only when asked.
    const phone = await browser.newContext();
    const phonePage = await phone.newPage();
    await phonePage.goto(link);
    await expect(phonePage.getByText("Tautan ini akan memasukkan browser ini ke akun Kupi milik Rizky")).toBeVisible();
    expect((await phone.cookies()).some((c) => c.name === "access_token")).toBe(false);
    await phonePage.getByTestId("sign-in-link-confirm").click();
    await expect(phonePage).toHaveURL(/\/account$/);
    await expect(phonePage.getByText("Halo, Rizky!")).toBeVisible();
    const cookie = (await phone.cookies()).find((c) => c.name === "access_token");
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: "Lax", path: "/" });
    expect(cookie!.value).not.toBe(rizky);
    expect((cookie!.expires - Date.now() / 1000) / 86_400).toBeGreaterThan(364.9);
    await phone.close();

    // Opened a second time, it is spent: nobody is signed in.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(link);
    await expect(againPage.getByTestId("sign-in-link-spent")).toBeVisible();
    expect((await again.cookies()).some((c) => c.name === "access_token")).toBe(false);
    await again.close();
  });

  test("signing out clears the session and leaves /account for home", async ({ page, context, request }) => {
    const token = await signedInToken("Agus");
    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    await page.goto("/en/account");
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/en$/);
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
    const me = await request.post("/backend/api/auth/me", { headers: { authorization: `Bearer ${token}` } });
    expect(me.status()).toBe(401);
  });

  test("a new buyer signs in with the test-mode provider, sees empty balances, links a second method and signs out", async ({
    page,
    context,
  }) => {
    await page.goto("/genshin", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await expect(page.getByRole("heading", { name: "Masuk ke Kupi" })).toBeVisible();
    await page.getByTestId("test-sign-in").click();
    await expect(page.getByText("Mode uji: penyedia identitas lokal")).toBeVisible();
    await page.getByLabel("Nama").fill("Sari Wulandari");
    await page.getByLabel("E-mail (opsional)").fill("sari@example.com");
    await page.getByRole("button", { name: "Masuk" }).click();
    // Back where the buyer was, now signed in.
    await expect(page).toHaveURL(/\/genshin$/);
    await page.getByTestId("profile-menu").click();
    await page.getByRole("link", { name: "Akun saya" }).click();
    await expect(page.getByText("Halo, Sari Wulandari!")).toBeVisible();
    await expect(page.getByTestId("cashback-balance")).toHaveText("Rp\u00a00");
    await expect(page.getByTestId("gold-balance")).toHaveText("Rp\u00a00");
    await expect(page.getByTestId("orders-empty")).toBeVisible();
    await expect(page.getByTestId("methods").getByRole("listitem")).toHaveCount(1);

    await page.getByRole("button", { name: "Tautkan metode masuk lain" }).click();
    await expect(page.getByText("Masuk dengan metode yang ingin ditautkan dalam 10 menit")).toBeVisible();
    await page.getByTestId("link-method").getByTestId("test-sign-in").click();
    await page.getByLabel("Nama").fill("Sari di HP");
    await page.getByRole("button", { name: "Tautkan" }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByTestId("methods").getByRole("listitem")).toHaveCount(2);
    await expect(page.getByText("Halo, Sari Wulandari!")).toBeVisible();

    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
    await page.goto("/account");
    expect(new URL(page.url()).pathname).toBe("/");
  });

  test("the test sign-in refuses a bad name and never returns to another site", async ({ page }) => {
    await page.goto("/auth/test?return=//evil.example/steal");
    await page.getByLabel("Nama").fill("A");
    await page.getByLabel("Nama").evaluate((input) => input.removeAttribute("minlength"));
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page.getByRole("alert")).toHaveText("Masukkan nama 2 sampai 40 karakter.");
    await page.getByLabel("Nama").fill("Joko");
    await page.getByRole("button", { name: "Masuk" }).click();
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/account$/);
  });

  test("signs in with Facebook (a local fake of its dialog and Graph API) and comes back where it started", async ({
    page,
    context,
  }) => {
    await page.goto("/honkai", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await page.getByTestId("facebook-sign-in").click();
    await expect(page).toHaveURL(/\/honkai$/);
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    expect((await context.cookies()).find((cookie) => cookie.name === "access_token")?.httpOnly).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem("fb_login_state"))).toBeNull();
    await page.goto("/account");
    await expect(page.getByText(/^Halo, Fitri \d+!$/)).toBeVisible();
    await expect(page.getByTestId("methods")).toContainText("Facebook");
  });

  test("signs in with Google (OIDC code flow with PKCE, state and nonce against a local issuer)", async ({
    page,
    context,
  }) => {
    await page.goto("/zepeto", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await page.getByTestId("google-sign-in").click();
    await expect(page).toHaveURL(/\/zepeto$/);
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    const cookies = await context.cookies();
    expect(cookies.find((cookie) => cookie.name === "access_token")?.httpOnly).toBe(true);
    expect(cookies.some((cookie) => cookie.name === "oauth_google")).toBe(false);
    await page.goto("/account");
    await expect(page.getByText("Halo, Wulan Sari!")).toBeVisible();
    await expect(page.getByTestId("methods")).toContainText("wulan@example.com");
  });

  test("signs in with Telegram's OpenID Connect flow (a local issuer) and keeps the same account next time", async ({
    page,
    context,
  }) => {
    await page.goto("/honkai", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await page.getByTestId("telegram-sign-in").click();
    await expect(page).toHaveURL(/\/honkai$/);
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "oauth_telegram")).toBe(false);
    await page.goto("/account");
    await expect(page.getByText("Halo, Agus Pratama!")).toBeVisible();
    await expect(page.getByTestId("methods")).toContainText("Telegram");

    // Signing out and in again finds the same account, by Telegram's user id.
    await page.getByTestId("logout").click();
    // Signed out first: going on at once could cut the logout's request short and stay signed in.
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/$/);
    await page.goto("/honkai", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await page.getByTestId("telegram-sign-in").click();
    await expect(page.getByTestId("profile-menu")).toBeVisible();
    await page.goto("/account");
    await expect(page.getByTestId("methods").getByText("Telegram")).toHaveCount(1);
  });

  test("a Telegram return this browser did not start is refused", async ({ page, context }) => {
    await page.goto("/auth/telegram?code=stolen-code&state=forged");
    await expect(page.getByTestId("telegram-failed")).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
  });

  test("signs in with a WhatsApp code (test mode shows the code instead of sending it)", async ({ page }) => {
    await page.goto("/free-fire", { waitUntil: "networkidle" });
    await page.getByTestId("sign-in").click();
    await page.getByTestId("whatsapp-sign-in").click();
    await page.getByLabel("Nomor WhatsApp").fill("0812 9999 1234");
    await page.getByRole("button", { name: "Kirim kode" }).click();
    const notice = page.getByTestId("whatsapp-test-code");
    await expect(notice).toContainText("Mode uji");
    const code = (await notice.textContent())?.match(/(\d{6})$/)?.[1] ?? "";
    await page.getByLabel("Kode 6 angka dari WhatsApp").fill(code);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page).toHaveURL(/\/free-fire$/);
    await page.goto("/account");
    await expect(page.getByTestId("methods")).toContainText("WhatsApp");
  });

  test("a Google return this browser did not start is refused", async ({ page, context }) => {
    await page.goto("/auth/google?code=stolen-code&state=forged");
    await expect(page.getByTestId("google-failed")).toBeVisible();
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
  });

  test("a return from Facebook with a state this browser did not store is refused", async ({ page, context }) => {
    await page.goto("/about", { waitUntil: "networkidle" });
    await page.evaluate(() => localStorage.setItem("fb_login_state", "state-we-stored"));
    await page.goto("/auth/facebook?code=e2e-code-19&state=forged-by-another-site");
    await expect(page.getByTestId("facebook-refused")).toBeVisible();
    await expect(page).toHaveURL(/\/auth\/facebook$/);
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
    expect(await page.evaluate(() => localStorage.getItem("fb_login_state"))).toBeNull();
  });

  test("the profile menu in the header signs out", async ({ page, context }) => {
    const token = await signedInToken("Made");
    await context.addCookies([{ name: "access_token", value: token, url: "http://127.0.0.1" }]);
    await page.goto("/ru/about", { waitUntil: "networkidle" });
    await page.getByTestId("profile-menu").click();
    await page.getByRole("button", { name: "Выйти" }).click();
    await expect(page).toHaveURL(/\/ru$/);
    await expect(page.getByTestId("sign-in")).toBeVisible();
  });

  test("the previous path survives a full page load", async ({ page }) => {
    // The page must have hydrated (it remembers paths in the browser) before the buyer moves on. A
    // quiet network is no proof of that on a busy machine: wait for what the page remembers.
    await page.goto("/about", { waitUntil: "networkidle" });
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("previousPath.current"))).toBe("/about");
    await page.goto("/delete-personal");
    await expect(page.getByRole("link", { name: "Tutup" })).toHaveAttribute("href", "/about");
  });
});

test.describe("account without JavaScript", () => {
  // A buyer on a slow phone may tap before the page's script has loaded: the form must still work.
  test.use({ javaScriptEnabled: false });

  test("WhatsApp sign-in works as plain form posts: a wrong code is refused, the right one signs in", async ({
    page,
    context,
  }) => {
    await page.goto("/auth/whatsapp?return=%2Fpubg");
    await page.getByLabel("Nomor WhatsApp").fill("0813 5555 7777");
    await page.getByRole("button", { name: "Kirim kode" }).click();
    const notice = page.getByTestId("whatsapp-test-code");
    await expect(notice).toContainText("Mode uji");
    const code = (await notice.textContent())?.match(/(\d{6})$/)?.[1] ?? "";
    const wrong = code === "000000" ? "111111" : "000000";
    await page.getByLabel("Kode 6 angka dari WhatsApp").fill(wrong);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Kode salah. Periksa pesan WhatsApp Anda.");
    expect((await context.cookies()).some((cookie) => cookie.name === "access_token")).toBe(false);
    await page.getByLabel("Kode 6 angka dari WhatsApp").fill(code);
    await page.getByRole("button", { name: "Masuk", exact: true }).click();
    await expect(page).toHaveURL(/\/pubg$/);
    expect((await context.cookies()).find((cookie) => cookie.name === "access_token")?.httpOnly).toBe(true);
  });
});
