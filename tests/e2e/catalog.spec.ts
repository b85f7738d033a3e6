import { expect, test } from "./support/test";
import { typeAccount } from "./support/account-form";
import { GAME_DEFINITIONS } from "../../catalog/definitions";
import { LANGUAGES, localizePath } from "../../core/locales";

test.describe("catalog pages", () => {
  test("every game page and wizard renders in all four locales with products, form, FAQ and guide", async ({
    request,
  }) => {
    test.setTimeout(120_000);
    for (const game of GAME_DEFINITIONS) {
      for (const locale of LANGUAGES) {
        const texts = game.texts[locale];
        const pages = [localizePath(`/${game.slug}`, locale)];
        if (game.hasFormPage) pages.push(localizePath(`/${game.slug}/form`, locale));
        for (const path of pages) {
          const response = await request.get(path);
          expect(response.status(), path).toBe(200);
          const html = await response.text();
          expect(html, path).toContain(`lang="${locale}"`);
          for (const field of game.account.fields)
            expect(html, `${path} ${field.name}`).toContain(`id="account-${field.name}"`);
          // As React writes text into HTML.
          const escaped = (text: string) =>
            text
              .replace(/&/g, "&amp;")
              .replace(/</g, "&lt;")
              .replace(/>/g, "&gt;")
              .replace(/"/g, "&quot;")
              .replace(/'/g, "&#x27;");
          expect(html, `${path} FAQ`).toContain(`<summary>${escaped(texts.faq[0]!.question)}</summary>`);
          expect(html, `${path} guide`).toContain(`<li>${escaped(texts.guide[0]!)}</li>`);
          if (!path.endsWith("/form")) {
            for (const product of game.products)
              expect(html, `${path} ${product.sku}`).toContain(`data-sku="${product.sku}"`);
            expect(html, path).toContain('"@type":"FAQPage"');
          }
        }
      }
    }
  });

  test("a game page carries OpenGraph tags and JSON-LD for Product, FAQPage and BreadcrumbList", async ({ page }) => {
    await page.goto("/en/genshin");
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", /Genshin/);
    await expect(page.locator('meta[property="og:description"]')).toHaveAttribute("content", /.{20,}/);
    const json = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
    const types = json["@graph"].map((node: { "@type": string }) => node["@type"]);
    expect(types).toEqual(["Product", "FAQPage", "BreadcrumbList"]);
    expect(json["@graph"][0].offers).toMatchObject({ "@type": "AggregateOffer", priceCurrency: "USD" });
  });

  test("a game page's HTML carries its game once, as a data block its data names; a client navigation's data carries the game itself", async ({
    request,
    page,
  }) => {
    // Rendered for this request (a query keeps it out of the page cache).
    const html = await (await request.get("/mobile-legends?sku=ml-170")).text();
    const blocks = [
      ...html.matchAll(/<script id="data(@game:mobile-legends:[^"]*)" type="application\/json">([^<]*)<\/script>/g),
    ];
    expect(blocks).toHaveLength(1);
    const [, name, text] = blocks[0]!;
    const carried = JSON.parse(text!) as {
      game: { slug: string; products: { sku: string }[] };
      paymentMethods: unknown[];
    };
    expect(carried.game.slug).toBe("mobile-legends");
    expect(carried.game.products.map((product) => product.sku)).toContain("ml-170");
    expect(carried.paymentMethods.length).toBeGreaterThan(0);
    // React Router's hand-off of the loader data names the block and holds none of the game.
    const handoff = /streamController\.enqueue\(([\s\S]*?)\);<\/script>/.exec(html)![1]!;
    expect(handoff).toContain(name);
    expect(handoff).not.toContain("paymentMethods");
    // The data of a client navigation has no blocks beside it: it carries the game.
    const data = await (await request.get("/mobile-legends.data")).text();
    expect(data).toContain("paymentMethods");
    expect(data).not.toContain("@game:");

    // The browser hydrates from the block (an item picked is selected), and a game reached by a link
    // renders from the data alone.
    await page.goto("/mobile-legends");
    await page.locator('[data-sku="ml-170"]').click();
    await expect(page.locator('[data-sku="ml-170"]')).toHaveClass(/product-card--selected/);
    await page.goto("/");
    await page.locator('a[href="/free-fire"]').first().click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Free Fire");
    await expect(page.locator("[data-sku]").first()).toBeVisible();
    await expect(page.locator('script[id^="data@game:"]')).toHaveCount(0);
  });

  test("the API lists the games and serves one with its form, products and texts", async ({ request }) => {
    const list = await (await request.get("/backend/api/games", { headers: { locale: "ru" } })).json();
    expect(list.data).toHaveLength(35);
    expect(list.currency).toBe("RUB");
    const one = await (await request.get("/backend/api/games/pubg", { headers: { locale: "en" } })).json();
    expect(one.data.account.fields[0].startsWith).toEqual(["5"]);
    expect(one.data.products[0].price.currency).toBe("USD");
    expect(one.paymentMethods.length).toBeGreaterThan(0);
    const missing = await request.get("/backend/api/games/not-a-game");
    expect(missing.status()).toBe(404);
    expect((await missing.json()).code).toBe("api.notFound");
  });

  test("the lookup API validates on the server and answers in the buyer's language", async ({ request }) => {
    const bad = await request.post("/backend/api/games/pubg/lookup", { data: { account: { playerId: "4123456789" } } });
    expect(bad.status()).toBe(400);
    expect(await bad.json()).toMatchObject({
      message: "Nomor ID harus diawali dengan angka 5",
      fields: { playerId: "Nomor ID harus diawali dengan angka 5" },
    });
    const junk = await request.post("/backend/api/games/pubg/lookup", { data: { account: "x" } });
    expect(junk.status()).toBe(400);
    const found = await request.post("/backend/api/games/pubg/lookup", {
      data: { account: { playerId: "5123456789" } },
    });
    expect(await found.json()).toMatchObject({ data: { status: "found", account: { playerId: "5123456789" } } });
    const notFound = await request.post("/backend/api/games/pubg/lookup", {
      data: { account: { playerId: "5123450000" } },
    });
    expect((await notFound.json()).data.status).toBe("not_found");
  });
});

test.describe("validation in the browser", () => {
  const cases: [string, string, Record<string, string>, string][] = [
    ["mobile-legends", "zoneId", { userId: "123456789", zoneId: "" }, "ID zona belum dimasukkan"],
    ["mobile-legends", "zoneId", { userId: "123456789", zoneId: "23456" }, "Terlalu banyak simbol"],
    // Under its "User ID" label, Mobile Legends' ID is the User ID, not a "player ID".
    ["mobile-legends", "userId", { userId: "12a4", zoneId: "2345" }, "User ID yang dimasukkan salah, coba lagi."],
    ["genshin", "uid", { uid: "" }, "UID tidak dimasukkan."],
    ["genshin", "uid", { uid: "8123" }, "UID yang dimasukkan salah, coba lagi."],
    ["pubg", "playerId", { playerId: "4123456789" }, "Nomor ID harus diawali dengan angka 5"],
    ["clash-of-clans", "playerTag", { playerTag: "#ABC" }, "Tag pemain salah"],
    ["wild-rift", "riotId", { riotId: "Faker" }, "Riot ID salah. Gunakan format nama#tag, misalnya Faker#KR1."],
    ["zepeto", "zepetoId", { zepetoId: "Kupi Fan!" }, "ZEPETO ID salah"],
  ];
  for (const [slug, field, values, message] of cases) {
    test(`${slug}: ${message}`, async ({ page }) => {
      await page.goto(`/${slug}`, { waitUntil: "networkidle" });
      await typeAccount(page, values);
      await expect(page.locator(`#${field}-error`)).toContainText(message);
    });
  }

  test("genshin: a UID of another server asks for the server first (its field's own name), then for the right one", async ({
    page,
  }) => {
    await page.goto("/genshin", { waitUntil: "networkidle" });
    await typeAccount(page, { uid: "812345678" });
    await page.getByTestId("buy").click();
    // The field is labelled "Server": the message names the server, not a "Region" the page does not have.
    await expect(page.getByText("Server", { exact: true })).toBeVisible();
    await expect(page.locator("#server-error")).toHaveText("Pilih server terlebih dahulu.");
    const server = page.locator("#account-server");
    const options = await server
      .locator("option")
      .evaluateAll((items) => items.map((item) => (item as HTMLOptionElement).value));
    await server.selectOption(options.find((value) => value && !/asia/i.test(value))!);
    await expect(page.locator("#server-error")).toHaveText("Pilih server lain untuk membeli.");
  });
});

test.describe("buying", () => {
  test("Mobile Legends: player check, region notice, confirmation, then the summary with the quote", async ({
    page,
  }) => {
    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    // Zone 1xxx is a Malaysian account in the sandbox: choosing Indonesia shows the notice.
    await typeAccount(page, { userId: "123456789", zoneId: "1234", region: "ID" });
    await expect(page.getByTestId("player-found")).toHaveText(/^Pemain: \w+/);
    await expect(page.getByTestId("region-mismatch")).toContainText("Akun ini terdaftar di region Malaysia");
    await page.getByRole("button", { name: "Pilih Malaysia" }).click();
    await expect(page.locator("#account-region")).toHaveValue("MY");
    await expect(page.getByTestId("region-mismatch")).toHaveCount(0);

    await page.getByTestId("buy").click();
    await expect(page.locator("#confirmation-error")).toBeVisible();
    await page.getByLabel("Saya sudah memeriksa: ID akun di atas sudah benar").check();
    await page.locator('[data-sku="ml-296"]').click();
    await page.getByLabel("Promo").fill("epicwin");
    await page.getByText("QRIS", { exact: true }).click();
    await page.getByTestId("buy").click();
    const summary = page.getByTestId("order-summary");
    await expect(summary).toContainText("123456789 (1234) · Malaysia");
    await expect(summary).toContainText("296 Diamond");
    await expect(summary).toContainText("EPICWIN");
    await expect(summary).toContainText("Rp 80.000".replace(" ", "\u00a0"));
    await expect(summary).toContainText("QRIS");
    // QRIS's 0.7% fee on Rp 80.000 is Rp 560; the total includes it.
    await expect(page.getByTestId("order-total")).toHaveText("Rp 80.560".replace(" ", "\u00a0"));
    await expect(page.getByTestId("place-order")).toHaveText("Bayar Rp 80.560".replace(" ", "\u00a0"));
  });

  test("the nickname shows before any region is chosen, the account's region is filled in, and every method shows its total before the choice", async ({
    page,
  }) => {
    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    await expect(page.locator("#account-region")).toHaveValue("");
    // Zone 1xxx is a Malaysian account in the sandbox.
    await typeAccount(page, { userId: "123456789", zoneId: "1234" });
    await expect(page.getByTestId("player-found")).toHaveText(/^Pemain: \w+/);
    await expect(page.locator("#account-region")).toHaveValue("MY");
    await expect(page.getByTestId("region-from-lookup")).toContainText("Region akun: Malaysia");
    await expect(page.getByTestId("region-mismatch")).toHaveCount(0);

    await page.locator('[data-sku="ml-296"]').click();
    await page.getByLabel("Promo").fill("epicwin");
    const nbsp = (text: string) => text.replace(" ", "\u00a0");
    // Rp 80.000 after the code: QRIS adds 0.7% (Rp 560), a card Rp 2.000 + 2.9% (Rp 4.320), a virtual account Rp 4.000.
    await expect(page.locator('[data-method="qris"] .payment-method__total')).toHaveText(nbsp("Rp 80.560"));
    await expect(page.locator('[data-method="card"] .payment-method__total')).toHaveText(nbsp("Rp 84.320"));
    await expect(page.locator('[data-method="card"] .payment-method__fee')).toHaveText(nbsp("termasuk biaya Rp 4.320"));
    await expect(page.locator('[data-method="va-bca"] .payment-method__total')).toHaveText(nbsp("Rp 84.000"));
    await expect(page.locator('input[name="payment"]:checked')).toHaveCount(0);
    // The total the summary charges is the one the list showed.
    await page.locator('[data-method="card"]').click();
    await expect(page.locator('[data-method="qris"] .payment-method__total')).toHaveText(nbsp("Rp 80.560"));
  });

  test("the payment methods keep their place while their totals are on their way: nothing jumps at load or when another item is picked", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Every quote is held until released, to look at the list while one is on its way.
    let release = () => {};
    let held = Promise.resolve();
    const hold = () => (held = new Promise<void>((resolve) => (release = resolve)));
    await page.route("**/backend/api/orders/calculate", async (route) => {
      await held;
      await route.continue();
    });
    const methods = page.locator("#step-payment .payment-methods");
    const height = () => methods.evaluate((element) => element.getBoundingClientRect().height);
    const qrisTotal = page.locator('[data-method="qris"] .payment-method__total');

    hold();
    await page.goto("/mobile-legends?sku=ml-170");
    await expect(methods).toHaveAttribute("aria-busy", "true");
    await expect(qrisTotal).toHaveClass(/skeleton/);
    const waiting = await height();
    release();
    await expect(qrisTotal).not.toHaveClass(/skeleton/);
    await expect(methods).not.toHaveAttribute("aria-busy");
    expect(await height()).toBe(waiting);
    const first = await qrisTotal.textContent();

    hold();
    await page.locator('[data-sku="ml-240"]').click();
    await expect(qrisTotal).toHaveClass(/skeleton/);
    // The figures held in place are no item's: never the previous one's.
    await expect(qrisTotal).not.toHaveText(first ?? "");
    expect(await height()).toBe(waiting);
    release();
    await expect(qrisTotal).not.toHaveClass(/skeleton/);
    await expect(qrisTotal).not.toHaveText(first ?? "");
    expect(await height()).toBe(waiting);
  });

  test("an ID the publisher does not know blocks buying; a slow check may be skipped knowingly", async ({ page }) => {
    test.setTimeout(40_000);
    await page.goto("/free-fire", { waitUntil: "networkidle" });
    await typeAccount(page, { playerId: "123450000" });
    await expect(page.getByText("Akun dengan ID ini tidak ditemukan")).toBeVisible();
    await typeAccount(page, { playerId: "123459999" });
    await expect(page.getByText("Nama pemain tidak bisa dicek saat ini")).toBeVisible({ timeout: 15_000 });
    await expect(page.getByLabel("Lanjutkan tanpa pengecekan, ID sudah saya periksa")).toBeVisible();
  });

  test("the wizard takes the same purchase step by step", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/pubg-new-state/form", { waitUntil: "networkidle" });
    await expect(page.getByText("Langkah 1 dari 3")).toBeVisible();
    await page.getByTestId("wizard-next").click();
    await expect(page.locator('[role="alert"]').first()).toBeVisible();
    const field = page.locator('input[id^="account-"]').first();
    const example = (await field.getAttribute("placeholder")) ?? "";
    await field.fill(example);
    await page.locator('input[name="confirmation"]').check();
    await expect(page.getByTestId("player-found")).toBeVisible();
    await page.getByTestId("wizard-next").click();
    await expect(page.getByText("Langkah 2 dari 3")).toBeVisible();
    await expect(page.locator("[data-sku]").first()).toBeVisible();
    await page.locator("[data-sku]").first().click();
    await page.getByTestId("wizard-next").click();
    await page.locator(".payment-method").first().click();
    await page.getByTestId("buy").click();
    await expect(page.getByTestId("order-summary")).toBeVisible();
  });
});

test.describe("search", () => {
  for (const [query, expected] of [
    ["mobile", "Mobile Legends: Bang Bang"],
    ["mlbb", "Mobile Legends: Bang Bang"],
    ["mobile legend", "Mobile Legends: Bang Bang"],
    ["genshin", "Genshin Impact"],
    ["genshn", "Genshin Impact"],
  ] as const) {
    test(`"${query}" finds ${expected} as the buyer types`, async ({ page }) => {
      await page.goto("/", { waitUntil: "networkidle" });
      await page.getByRole("searchbox", { name: "Cari game" }).pressSequentially(query);
      await expect(page.locator(".game-grid .game-tile__name").first()).toHaveText(expected);
    });
  }
});
