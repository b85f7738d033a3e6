import type { APIRequestContext, Locator, Page } from "@playwright/test";
import { contrastWithBackground } from "./support/contrast";
import { expect, test } from "./support/test";

/** The shop's default WhatsApp number (core/shop.ts: +62 811-1000-2025), as links carry it. */
const WHATSAPP = "6281110002025";

/** An order created through the API, as the game page does, to open its page. */
async function orderThroughApi(request: APIRequestContext): Promise<string> {
  const response = await request.post("/backend/api/orders", {
    headers: { "idempotency-key": `e2e-support-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      game: "free-fire",
      product: "ff-140",
      account: { playerId: "123456789" },
      confirmed: true,
      paymentMethod: "qris",
    },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { paymentPage: string }).paymentPage;
}

function widgetOf(page: Page) {
  const widget = page.getByTestId("support-widget");
  return { widget, toggle: widget.getByTestId("support-toggle") };
}

async function open(page: Page): Promise<Locator> {
  const { widget, toggle } = widgetOf(page);
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  return widget;
}

async function hrefOf(link: Locator): Promise<URL> {
  return new URL((await link.getAttribute("href")) ?? "");
}

test.describe("the support widget", () => {
  for (const width of [360, 1280]) {
    test(`Indonesian at ${width} px: opens and closes, WhatsApp ${width < 768 ? "app (wa.me)" : "Web"} and e-mail`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 760 });
      await page.goto("/", { waitUntil: "networkidle" });
      const { widget, toggle } = widgetOf(page);
      const whatsapp = widget.getByRole("link", { name: "Chat di WhatsApp" });

      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toHaveAccessibleName("Buka chat layanan pelanggan");
      await expect(whatsapp).toBeHidden();

      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(toggle).toHaveAccessibleName("Tutup chat layanan pelanggan");
      await expect(whatsapp).toBeVisible();
      // The keyboard lands on the first channel.
      await expect(whatsapp).toBeFocused();
      await expect(widget.getByRole("link")).toHaveCount(2);
      // Readable on the dark theme (WCAG AA, 4.5:1 for text).
      for (const text of [widget.getByRole("heading"), widget.locator("p"), whatsapp])
        expect(await contrastWithBackground(text)).toBeGreaterThanOrEqual(4.5);

      const chat = await hrefOf(whatsapp);
      if (width < 768) {
        expect(chat.origin + chat.pathname).toBe(`https://wa.me/${WHATSAPP}`);
      } else {
        expect(chat.origin + chat.pathname).toBe("https://web.whatsapp.com/send");
        expect(chat.searchParams.get("phone")).toBe(WHATSAPP);
      }
      expect(chat.searchParams.get("text")).toBe("Halo Kupi, saya butuh bantuan.");
      const email = widget.getByRole("link", { name: "Kirim e-mail" });
      await expect(email).toHaveAttribute(
        "href",
        `mailto:support@kupi.id?subject=${encodeURIComponent("Pertanyaan untuk layanan pelanggan Kupi")}&body=${encodeURIComponent("Halo Kupi, saya butuh bantuan.")}`,
      );

      // Escape closes and gives the focus back to the button; the button closes too.
      await page.keyboard.press("Escape");
      await expect(toggle).toHaveAttribute("aria-expanded", "false");
      await expect(toggle).toBeFocused();
      await expect(whatsapp).toBeHidden();
      await toggle.click();
      await expect(whatsapp).toBeVisible();
      await toggle.click();
      await expect(whatsapp).toBeHidden();
    });
  }

  test("the WhatsApp link follows the screen across 768 px; the server sends the phone's link", async ({
    page,
    request,
  }) => {
    const html = await (await request.get("/")).text();
    expect(html).toContain(`https://wa.me/${WHATSAPP}?text=`);
    expect(html).not.toContain("web.whatsapp.com");

    await page.setViewportSize({ width: 767, height: 760 });
    await page.goto("/", { waitUntil: "networkidle" });
    const widget = await open(page);
    const whatsapp = widget.getByRole("link", { name: "Chat di WhatsApp" });
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${WHATSAPP}\\?text=`));
    await page.setViewportSize({ width: 768, height: 760 });
    await expect(whatsapp).toHaveAttribute(
      "href",
      new RegExp(`^https://web\\.whatsapp\\.com/send\\?phone=${WHATSAPP}&`),
    );
    await page.setViewportSize({ width: 360, height: 760 });
    await expect(whatsapp).toHaveAttribute("href", new RegExp(`^https://wa\\.me/${WHATSAPP}\\?text=`));
  });

  for (const width of [360, 1280]) {
    test(`Uzbek at ${width} px: Telegram, Instagram and Facebook, then e-mail`, async ({ page }) => {
      await page.setViewportSize({ width, height: 760 });
      await page.goto("/uz", { waitUntil: "networkidle" });
      const { toggle } = widgetOf(page);
      await expect(toggle).toHaveAccessibleName("Qo'llab-quvvatlash chatini ochish");
      const widget = await open(page);
      await expect(widget.getByRole("link")).toHaveText([
        "Telegram botga yozish",
        "Instagram orqali yozish",
        "Facebook Messenger orqali yozish",
        "E-mail yuborish",
      ]);
      const telegram = await hrefOf(widget.getByRole("link", { name: "Telegram botga yozish" }));
      // The Uzbek market's own bot and address (core/shop.ts), not the Indonesian ones.
      expect(telegram.origin + telegram.pathname).toBe("https://t.me/KupiUzBot");
      expect(telegram.searchParams.get("text")).toBe("Salom, Kupi! Menga yordam kerak.");
      await expect(widget.getByRole("link", { name: "Instagram orqali yozish" })).toHaveAttribute(
        "href",
        "https://ig.me/m/kupi.uz",
      );
      await expect(widget.getByRole("link", { name: "Facebook Messenger orqali yozish" })).toHaveAttribute(
        "href",
        "https://m.me/kupi.uz",
      );
      await expect(widget.getByRole("link", { name: "E-mail yuborish" })).toHaveAttribute(
        "href",
        /^mailto:support@kupi\.uz\?/,
      );
      await expect(widget.getByRole("link", { name: /WhatsApp/ })).toHaveCount(0);
    });
  }

  test("English: the Telegram bot and e-mail", async ({ page }) => {
    await page.goto("/en", { waitUntil: "networkidle" });
    const widget = await open(page);
    await expect(widget.getByRole("link")).toHaveText(["Chat with our Telegram bot", "Send an e-mail"]);
    const telegram = await hrefOf(widget.getByRole("link", { name: "Chat with our Telegram bot" }));
    expect(telegram.origin + telegram.pathname).toBe("https://t.me/KupiGlobalBot");
    await expect(widget.getByRole("link", { name: "Send an e-mail" })).toHaveAttribute(
      "href",
      /^mailto:support@kupi\.gg\?/,
    );
  });

  test("?medium=app hides it, and it stays hidden on later visits without the parameter", async ({ page, context }) => {
    await page.goto("/?medium=app", { waitUntil: "networkidle" });
    await expect(page.getByTestId("support-widget")).toHaveCount(0);
    const flag = (await context.cookies()).find((cookie) => cookie.name === "hide_support");
    expect(flag?.value).toBe("1");
    // Kept 365 days (like the locale cookie).
    const days = ((flag?.expires ?? 0) - Date.now() / 1000) / 86_400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);

    await page.goto("/", { waitUntil: "networkidle" });
    await expect(page.getByTestId("support-widget")).toHaveCount(0);
    await page.goto("/uz/free-fire", { waitUntil: "networkidle" });
    await expect(page.getByTestId("support-widget")).toHaveCount(0);
    // Rendered so by the server: no widget in the HTML to flash.
    const html = await (await page.request.get("/")).text();
    // (The inline stylesheet names its classes; the widget's element is what must be absent.)
    expect(html).not.toContain('data-testid="support-widget"');
  });

  test("on an order's page the message carries the order number, the game ID and the status", async ({
    page,
    request,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const orderPage = await orderThroughApi(request);
    await page.goto(orderPage, { waitUntil: "networkidle" });
    const number = (await page.getByTestId("order-number").textContent()) ?? "";
    expect(number).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    // The game ID as the public page shows it (masked); the number finds the order for support.
    await expect(page.getByTestId("order-account")).toContainText("12•••••89");

    const widget = await open(page);
    await expect(widget).toContainText(`Pesan Anda sudah berisi nomor pesanan ${number}`);
    const chat = await hrefOf(widget.getByRole("link", { name: "Chat di WhatsApp" }));
    expect(chat.searchParams.get("text")).toBe(
      `Halo Kupi, saya butuh bantuan dengan pesanan ${number}.\nID game: 12•••••89\nStatus: Menunggu pembayaran\nMasalah: `,
    );
    const mail = await hrefOf(widget.getByRole("link", { name: "Kirim e-mail" }));
    const subject = decodeURIComponent(/subject=([^&]*)/.exec(mail.href)?.[1] ?? "");
    const body = decodeURIComponent(/body=([^&]*)/.exec(mail.href)?.[1] ?? "");
    expect(subject).toBe(`Bantuan untuk pesanan ${number}`);
    expect(body).toContain(`pesanan ${number}.\r\nID game: 12•••••89\r\nStatus: Menunggu pembayaran`);
    expect(chat.href + mail.href).not.toContain("123456789");

    // In Uzbek: the Telegram bot's message, the status in Uzbek.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/uz${orderPage}`, { waitUntil: "networkidle" });
    const uz = await open(page);
    const telegram = await hrefOf(uz.getByRole("link", { name: "Telegram botga yozish" }));
    expect(telegram.searchParams.get("text")).toBe(
      `Salom, Kupi! ${number} raqamli buyurtma bo'yicha yordam kerak.\nO'yin ID: 12•••••89\nHolati: To'lov kutilmoqda\nMuammo: `,
    );
  });

  test("at 360 px it never sits on the Buy or Pay button", async ({ page, request }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { toggle } = widgetOf(page);
    /** Scrolls until the button's bottom edge is at the screen's bottom: where the widget sits. */
    const toScreenBottom = (testId: string) =>
      page.evaluate((id) => {
        const element = document.querySelector(`[data-testid="${id}"]`);
        if (!element) throw new Error(`no ${id}`);
        window.scrollBy(0, element.getBoundingClientRect().bottom - window.innerHeight + 4);
      }, testId);

    for (const [path, action] of [
      ["/free-fire", "buy"],
      [await orderThroughApi(request), "pay"],
    ] as const) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(toggle).toBeVisible();
      await toScreenBottom(action);
      await expect(toggle).toBeHidden();
      // ...where the button, shown, would have stood against the action's corner, closer than the
      // 8 px of room it keeps (use-main-action-under.ts): a thumb aiming at the action's end could hit it.
      const [button, place] = [await page.getByTestId(action).boundingBox(), await toggle.boundingBox()];
      if (!button || !place) throw new Error("not laid out");
      expect(button.x + button.width + 8 > place.x && button.y + button.height > place.y).toBe(true);
      // Scrolled on, it comes back.
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect(toggle).toBeVisible();
    }
  });

  test("at 360 px it lies over no price, name or button: on the first screen, nor on the items as the page scrolls", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const { toggle } = widgetOf(page);
    /** What the shown button lies over among what the buyer reads or taps (nothing while it steps aside). */
    const covered = () =>
      toggle.evaluate((button) => {
        if (getComputedStyle(button).visibility === "hidden") return [];
        const own = button.getBoundingClientRect();
        const read = document.querySelectorAll<HTMLElement>(
          "[class*='__price'], [class*='__title'], [class*='__item'], [class*='__game'], [class*='__name'], .button, h1, h2, input, select",
        );
        return [...read]
          .filter((element) => {
            const box = element.getBoundingClientRect();
            return (
              box.width > 0 &&
              box.left < own.right &&
              own.left < box.right &&
              box.top < own.bottom &&
              own.top < box.bottom
            );
          })
          .map((element) => `${element.className || element.tagName}: ${element.textContent?.trim().slice(0, 30)}`);
      });

    for (const path of ["/", "/en", "/ru", "/uz"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      await expect(toggle, path).toBeVisible();
      expect(await covered(), `${path}, the first screen`).toEqual([]);
    }
    // A game page from its top to its bottom, a screen at a time: the items' names and prices pass under it.
    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    const height = await page.evaluate(() => document.documentElement.scrollHeight);
    for (let top = 0; top < height; top += 600) {
      await page.evaluate((y) => window.scrollTo(0, y), top);
      await expect.poll(covered, `/mobile-legends scrolled to ${top} px`).toEqual([]);
    }
  });
});
