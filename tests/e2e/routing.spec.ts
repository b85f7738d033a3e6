import { createHash } from "node:crypto";
import { expect, test } from "./support/test";
import pg from "pg";
import { GAME_DEFINITIONS as GAMES } from "../../catalog/definitions";
import { buyOnMobileLegendsPage } from "./support/guest-purchase";
import { e2eDatabaseUrl } from "./support/server";

test.describe("routes", () => {
  test("a trailing slash answers 301 to the path without it, query kept", async ({ request }) => {
    const response = await request.get("/about/?utm_source=ig&x=1", { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe("/about?utm_source=ig&x=1");
    const prefixed = await request.get("/en/free-fire/", { maxRedirects: 0 });
    expect(prefixed.status()).toBe(301);
    expect(prefixed.headers().location).toBe("/en/free-fire");
  });

  test("a link with a utm source or partner parameter sets the attribution cookie: 30 days, 90 with partner_id", async ({
    request,
  }) => {
    const attribution = async (path: string) => {
      const answer = await request.get(path, { maxRedirects: 0 });
      return answer
        .headersArray()
        .filter((header) => header.name.toLowerCase() === "set-cookie" && header.value.startsWith("attribution="))
        .map((header) => header.value);
    };
    const [campaign] = await attribution("/mobile-legends?utm_source=tiktok&utm_campaign=payday");
    expect(campaign).toContain(`Max-Age=${30 * 86_400}`);
    expect(campaign).toContain("HttpOnly");
    expect(decodeURIComponent(campaign!.split(";")[0]!)).toContain('"utm_source":"tiktok"');
    expect((await attribution("/?ref=streamer42"))[0]).toContain(`Max-Age=${30 * 86_400}`);
    expect((await attribution("/about?partner_id=p-77"))[0]).toContain(`Max-Age=${90 * 86_400}`);
    // Without them the cookie a buyer already holds is left alone.
    expect(await attribution("/?utm_campaign=sale")).toEqual([]);
    expect(await attribution("/")).toEqual([]);
  });

  test("a campaign link opens the shared page at its clean address, and the order placed from it keeps the campaign", async ({
    page,
    context,
  }) => {
    const problems: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    const landing = await page.goto("/mobile-legends?utm_source=tiktok&utm_campaign=payday&fbclid=IwAR0x", {
      waitUntil: "networkidle",
    });
    // The page everybody gets, from the cache; the address bar drops what the cookie now holds.
    expect(landing?.headers()["x-page-cache"]).toMatch(/^(hit|miss)$/);
    await expect(page).toHaveURL(/\/mobile-legends$/);
    const cookie = (await context.cookies()).find((candidate) => candidate.name === "attribution");
    expect(cookie?.httpOnly).toBe(true);
    // The page hydrated at that address (a mismatch would say so on the console) and sells.
    await buyOnMobileLegendsPage(page, "ml-296", "QRIS");
    await page.getByTestId("place-order").click();
    await expect(page).toHaveURL(/\/card-payment\/[0-9a-f-]{36}$/);
    const orderId = page.url().split("/").pop()!;
    const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await client.connect();
    try {
      const { rows } = await client.query("SELECT attribution FROM orders WHERE id = $1", [orderId]);
      expect(rows[0]?.attribution?.params).toEqual({ utm_source: "tiktok", utm_campaign: "payday" });
    } finally {
      await client.end();
    }
    expect(problems).toEqual([]);
  });

  test("an unknown route renders the error page with status 404 and a link home", async ({ page }) => {
    const response = await page.goto("/en/no/such/page");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("Page not found: /en/no/such/page");
    await expect(page.locator("h1")).toHaveText("Error 404");
    await expect(page).toHaveTitle("Error 404 | Kupi");
    await page.getByRole("link", { name: "Back to the home page" }).click();
    await expect(page).toHaveURL(/\/en$/);
  });

  test("the 404 page speaks Indonesian by default and shows no stack trace", async ({ page }) => {
    const response = await page.goto("/tidak-ada");
    expect(response?.status()).toBe(404);
    await expect(page.getByTestId("error-message")).toHaveText("Halaman tidak ditemukan: /tidak-ada");
    await expect(page).toHaveTitle("Kesalahan 404 | Kupi");
    expect(await page.content()).not.toMatch(/at .*\.(js|ts):\d+/);
  });

  test("a 404 page has a translated title in each language: an unknown path, game or order", async ({ page }) => {
    const titles = { "": "Kesalahan 404", "/en": "Error 404", "/ru": "Ошибка 404", "/uz": "Xato 404" };
    for (const [prefix, title] of Object.entries(titles)) {
      for (const path of ["/no/such/page", "/no-such-game", "/card-payment/not-an-order"]) {
        const response = await page.goto(`${prefix}${path}`);
        expect(response?.status(), `${prefix}${path}`).toBe(404);
        await expect(page, `${prefix}${path}`).toHaveTitle(`${title} | Kupi`);
      }
    }
  });

  test("every game has its page, form pages exist only where the spec lists them", async ({ request }) => {
    expect(GAMES).toHaveLength(35);
    for (const game of GAMES) {
      const page = await request.get(`/${game.slug}`);
      expect(page.status(), game.slug).toBe(200);
      expect(await page.text()).toContain(game.name.replace(/&/g, "&amp;"));
      const form = await request.get(`/${game.slug}/form`);
      expect(form.status(), `${game.slug}/form`).toBe(game.hasFormPage ? 200 : 404);
    }
    expect((await request.get("/not-a-game")).status()).toBe(404);
    expect((await request.get("/ru/not-a-game/form")).status()).toBe(404);
  });

  test("the other routes of the spec answer", async ({ request }) => {
    for (const path of ["/", "/about", "/privacy", "/user-toc", "/website-toc", "/thank", "/delete-personal"]) {
      expect((await request.get(path)).status(), path).toBe(200);
    }
    expect((await request.get("/the-golden-era-of-smartphones")).status()).toBe(200);
    expect((await request.get("/the-golden-era-of-nothing")).status()).toBe(404);
    const payment = await request.get("/card-payment/3f2a3c1e-9b7d-4c1a-8e2f-5a6b7c8d9e0f");
    expect(payment.status()).toBe(404);
    expect(await payment.text()).toContain("Pesanan tidak ditemukan");
  });

  test("each route renders inside its layout of the spec", async ({ page }) => {
    const layouts = {
      "/": "default",
      "/about": "default",
      "/privacy": "default",
      "/user-toc": "default",
      "/website-toc": "default",
      "/thank": "thank",
      "/delete-personal": "modal",
      "/the-golden-era-of-smartphones": "landing",
      "/free-fire": "new",
      "/free-fire/form": "wizard-layout",
      "/uz/genshin/form": "wizard-layout",
    };
    for (const [path, layout] of Object.entries(layouts)) {
      await page.goto(path);
      await expect(page.locator("[data-layout]"), path).toHaveAttribute("data-layout", layout);
    }
  });

  test("the API answers unknown paths with a JSON 404 and reports health and readiness", async ({ request }) => {
    const missing = await request.get("/backend/api/does-not-exist", { headers: { locale: "en" } });
    expect(missing.status()).toBe(404);
    expect(await missing.json()).toEqual({
      message: "API path not found: GET /backend/api/does-not-exist",
      code: "api.notFound",
    });
    expect(await (await request.get("/backend/api/health")).json()).toEqual({ status: "ok" });
    const ready = await request.get("/backend/api/ready");
    expect(ready.status()).toBe(200);
    expect(await ready.json()).toMatchObject({ status: "ready" });
  });

  test("pages and JSON are compressed, keeping their status, type and cookies", async ({ request }) => {
    const missing = await request.get("/no/such/page", { headers: { "accept-encoding": "br" } });
    expect(missing.status()).toBe(404);
    expect(missing.headers()["content-encoding"]).toBe("br");
    expect(missing.headers()["content-type"]).toMatch(/^text\/html/);
    const switched = await request.get("/about?lang=ru", { headers: { "accept-encoding": "gzip" }, maxRedirects: 0 });
    expect(switched.status()).toBe(302);
    expect(switched.headers()["set-cookie"]).toMatch(/^locale=ru;/);
    const games = await request.get("/backend/api/games", { headers: { "accept-encoding": "gzip" } });
    expect(games.headers()["content-encoding"]).toBe("gzip");
    expect((await games.json()).data).toHaveLength(35);
  });

  test("built assets are hashed and cached as immutable", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const asset = html.match(/\/assets\/[\w.-]+-[\w-]{8}\.js/)?.[0];
    expect(asset).toBeTruthy();
    const response = await request.get(asset!);
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toBe("public, max-age=31536000, immutable");
    const icon = await request.get("/favicon.svg");
    expect(icon.headers()["cache-control"]).toBe("public, max-age=3600");
  });

  test("a page's form post is refused before it is read when it is large or says no length", async ({ baseURL }) => {
    const post = (body: BodyInit, extra: RequestInit = {}) =>
      fetch(`${baseURL}/auth/test?return=/`, {
        method: "POST",
        headers: { "content-type": "application/x-www-form-urlencoded", origin: baseURL! },
        body,
        redirect: "manual",
        ...extra,
      });
    // 100 KB of form: a buyer's form is a few fields.
    const large = await post(`name=${"a".repeat(100_000)}`);
    expect(large.status).toBe(413);
    expect(large.headers.get("set-cookie")).toBeNull();
    // A streamed body of unknown length could be endless: it must say its length.
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode("name=Streamer"));
        controller.close();
      },
    });
    const streamed = await post(stream, { duplex: "half" } as RequestInit);
    expect(streamed.status).toBe(411);
    // A normal one still signs in (test mode).
    expect((await post("name=Biasa")).status).toBe(302);
  });

  test("a page's form post that no form of the shop sends is refused with a translated page, never a 500", async ({
    baseURL,
  }) => {
    const post = (path: string, body: string, type: string, origin = baseURL!) =>
      fetch(`${baseURL}${path}`, {
        method: "POST",
        redirect: "manual",
        headers: { "content-type": type, origin },
        body,
      });
    const json = await post("/auth/test", JSON.stringify({ name: "Budi" }), "application/json");
    expect(json.status).toBe(415);
    expect(await json.text()).toContain("<h1>Permintaan tidak valid. Periksa data yang dikirim.</h1>");
    const multipart = await post(
      "/en/auth/test",
      '--XyZ\r\nContent-Disposition: form-data; name="name"\r\n\r\nBudi\r\n--Xy',
      "multipart/form-data; boundary=XyZ",
    );
    expect(multipart.status).toBe(400);
    expect(await multipart.text()).toContain("<h1>Invalid request. Check the data you sent.</h1>");
    const nul = await post("/auth/test", "name=Bu%00di", "application/x-www-form-urlencoded");
    expect(nul.status).toBe(400);
    const foreign = await post("/auth/test", "name=Budi", "application/x-www-form-urlencoded", "http://evil.example");
    expect(foreign.status).toBe(403);
    expect(foreign.headers.get("set-cookie")).toBeNull();
    const newline = await post(
      "/auth/test?return=/%0D%0ALocation:%20http://evil.example",
      "name=Budi",
      "application/x-www-form-urlencoded",
    );
    expect(newline.status).toBe(302);
    expect(newline.headers.get("location")).toBe("/account");
  });

  test("pages carry a strict Content-Security-Policy: a fresh nonce on every inline script, injected scripts refused", async ({
    page,
    request,
    cspViolations,
  }) => {
    // Scripts the browser runs: data blocks (JSON-LD, the page's message sets) are never run.
    const inlineScripts = (html: string) =>
      [...html.matchAll(/<script(?![^>]*\bsrc=)(?![^>]*application\/(?:ld\+)?json)([^>]*)>([\s\S]*?)<\/script>/g)].map(
        ([, attributes, text]) => ({ attributes: attributes!, text: text! }),
      );
    // Rendered for one request (a query keeps the page out of the page cache): a fresh nonce on every
    // inline script of every answer.
    const policies: string[] = [];
    for (let index = 0; index < 2; index++) {
      const answer = await request.get("/mobile-legends?sku=ml-170");
      const policy = answer.headers()["content-security-policy"]!;
      expect(policy).toContain("script-src 'self' 'nonce-");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      const nonce = /'nonce-([^']+)'/.exec(policy)![1]!;
      const inline = inlineScripts(await answer.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const { attributes } of inline) expect(attributes).toContain(`nonce="${nonce}"`);
      policies.push(nonce);
    }
    expect(policies[0]).not.toBe(policies[1]);
    // The same page for anonymous visitors comes from the page cache, the same bytes for all: no nonce
    // (one sent to everyone is no secret), each of its inline scripts allowed by its hash instead.
    for (let index = 0; index < 2; index++) {
      const answer = await request.get("/mobile-legends");
      const policy = answer.headers()["content-security-policy"]!;
      expect(policy).not.toContain("'nonce-");
      expect(policy).not.toMatch(/script-src[^;]*unsafe-inline/);
      const inline = inlineScripts(await answer.text());
      expect(inline.length).toBeGreaterThan(0);
      for (const { attributes, text } of inline) {
        expect(attributes).not.toContain("nonce=");
        expect(policy).toContain(`'sha256-${createHash("sha256").update(text).digest("base64")}'`);
      }
    }
    const api = await request.get("/backend/api/games");
    expect(api.headers()["content-security-policy"]).toBe("default-src 'none'; frame-ancestors 'none'");

    // The page hydrates under the policy (the form reacts), and a script an attacker slips in does not run.
    await page.goto("/mobile-legends");
    await expect(page.locator("html")).toHaveAttribute("lang", "id");
    const ran = await page.evaluate(async () => {
      const script = document.createElement("script");
      script.textContent = "window.__injected = true";
      document.body.appendChild(script);
      await new Promise((resolve) => setTimeout(resolve, 100));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    await expect.poll(() => cspViolations.length).toBeGreaterThan(0);
    expect(cspViolations.join("\n")).toMatch(/inline script violates the following Content Security Policy directive/);
    cspViolations.length = 0;
  });
});
