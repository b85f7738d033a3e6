import { LOCALES, localizePath } from "../../core/locales";
import { expect, test } from "./support/test";

test.describe("look", () => {
  test("every page says it is in test mode while sandbox providers are used", async ({ page }) => {
    for (const path of ["/", "/en/genshin", "/privacy", "/nope"]) {
      await page.goto(path);
      await expect(page.getByTestId("test-mode")).toBeVisible();
    }
    await expect(page.getByTestId("test-mode")).toHaveText("Mode uji: tidak ada uang sungguhan");
  });

  test("header and footer carry the entries of the spec", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("searchbox", { name: "Cari game" })).toBeVisible();
    await expect(page.getByTestId("sign-in")).toBeVisible();
    const footer = page.locator("footer");
    for (const name of ["Ketentuan situs", "Syarat penggunaan", "Tentang kami", "Kebijakan privasi", "Instagram"]) {
      await expect(footer.getByRole("link", { name })).toBeVisible();
    }
  });

  test("on a phone a tap flashes the shop's green, not Android's blue, over cards and buttons", async ({ browser }) => {
    const phone = await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const page = await phone.newPage();
    await page.goto("/mobile-legends");
    for (const selector of ["[data-sku]", ".payment-method", '[data-testid="buy"]', ".game-tile, a"]) {
      const flash = await page
        .locator(selector)
        .first()
        .evaluate((node) => getComputedStyle(node).getPropertyValue("-webkit-tap-highlight-color"));
      expect(flash, selector).toBe("rgba(34, 197, 94, 0.18)");
    }
    await phone.close();
  });

  test("search finds games by name", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("searchbox", { name: "Cari game" }).fill("clash");
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("search-results")).toHaveText("2 game cocok dengan “clash”");
    await expect(page.getByRole("link", { name: /Clash Royale/ })).toBeVisible();
  });

  test("at 360 px names wrap between words, never inside one ('ShopeePa y', 'Dragonhe ir')", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Each word of a name must sit on one line: a word whose letters land on two lines was cut.
    const cutWords = (selector: string) =>
      page.locator(selector).evaluateAll((elements) =>
        elements.flatMap((element) => {
          const cut: string[] = [];
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            const text = node.textContent ?? "";
            for (const match of text.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
              if (tops.size > 1) cut.push(match[0]);
            }
          }
          return cut;
        }),
      );
    await page.goto("/", { waitUntil: "networkidle" });
    expect(await page.locator(".game-tile__name").count()).toBeGreaterThan(30);
    expect(await cutWords(".game-tile__name, .popular-card__game, .popular-card__item")).toEqual([]);
    await page.goto("/mobile-legends", { waitUntil: "networkidle" });
    await expect(page.locator(".payment-method__name").first()).toBeVisible();
    expect(await cutWords(".payment-method__name, .product-card__title")).toEqual([]);
  });

  test("pages fit a 360 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of [
      "/",
      "/mobile-legends",
      "/ru/genshin",
      "/ru/pubg",
      "/uz/zepeto/form",
      "/en/honor-of-kings",
      "/genshin/form",
      "/user-toc",
      "/ru/privacy",
      "/the-golden-era-of-smartphones",
      "/x",
    ]) {
      await page.goto(path);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  test("at 360 px the promo field's hint shows whole, in every language", async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    for (const path of ["/mobile-legends", "/en/mobile-legends", "/ru/mobile-legends", "/uz/mobile-legends"]) {
      await page.goto(path, { waitUntil: "networkidle" });
      // The placeholder's width in the field's own font, against the room between the field's paddings.
      const [text, room] = await page.locator("#promo-code").evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement("canvas").getContext("2d")!;
        context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
        const width = context.measureText(input.placeholder).width;
        return [width, input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)];
      });
      expect(text, `${path}: the placeholder's width against the field's room`).toBeLessThanOrEqual(room);
    }
  });

  test("at 360 px every item's price shows whole inside its card, in every locale (was '1 023 900 so'')", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    // Mobile Legends has the longest prices of the catalog (4,830 Diamonds), in every market.
    for (const locale of LOCALES) {
      const path = localizePath("/mobile-legends", locale);
      await page.goto(path, { waitUntil: "networkidle" });
      const cut = await page.locator("[data-sku]").evaluateAll((cards) =>
        cards.flatMap((card) => {
          const edge = card.getBoundingClientRect().right - parseFloat(getComputedStyle(card).paddingRight);
          // The price's text as drawn (a range over it), wherever its box ends.
          return [...card.querySelectorAll<HTMLElement>(".product-card__price")]
            .filter((price) => {
              const drawn = document.createRange();
              drawn.selectNodeContents(price);
              return [...drawn.getClientRects()].some((line) => line.right > edge + 0.5);
            })
            .map((price) => `${card.getAttribute("data-sku")}: ${price.textContent}`);
        }),
      );
      expect(cut, `${path}: prices past their card's edge`).toEqual([]);
    }
  });

  test("at 360 px the giveaway's command stays whole on one line, scrolling inside its box (was 'Y/YYY-MM-DD')", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto("/the-golden-era-of-smartphones", { waitUntil: "networkidle" });
    // The proof, with the command, is folded under the plain explanation: one click opens it.
    await page.getByText("Cek sendiri hasil undiannya").click();
    const command = page.locator(".giveaway-command");
    await expect(command).toBeVisible();
    await expect(command).toHaveText("npx tsx scripts/verify-giveaway-draw.ts --origin <shop> --week YYYY-MM-DD");
    const box = await command.evaluate((element) => ({
      scrollWidth: element.scrollWidth,
      clientWidth: element.clientWidth,
      right: element.getBoundingClientRect().right,
      lineHeight: parseFloat(getComputedStyle(element).lineHeight),
      textHeight: element.querySelector("code")!.getBoundingClientRect().height,
    }));
    // One line: nothing cut at a hyphen or a slash; what does not fit scrolls inside the box...
    expect(box.textHeight).toBeLessThan(box.lineHeight * 1.5);
    expect(box.scrollWidth).toBeGreaterThan(box.clientWidth);
    // ...which stays on the screen, and so does the page.
    expect(box.right).toBeLessThanOrEqual(360);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
  });
});
