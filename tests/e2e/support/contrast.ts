import type { Locator } from "@playwright/test";

/**
 * The WCAG contrast ratio between an element's text colour and the first opaque background behind it
 * (its own or an ancestor's), as the browser computed them.
 */
export async function contrastWithBackground(element: Locator): Promise<number> {
  const [foreground, background] = await element.evaluate((node) => {
    const color = getComputedStyle(node).color;
    let current: Element | null = node;
    while (current) {
      const fill = getComputedStyle(current).backgroundColor;
      if (!/rgba\(.*, 0\)$/.test(fill) && fill !== "transparent") return [color, fill];
      current = current.parentElement;
    }
    return [color, "rgb(255, 255, 255)"];
  });
  const luminance = (css: string) => {
    const [r, g, b] = (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map((part) => {
      const channel = Number(part) / 255;
      return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
  };
  const [lighter, darker] = [luminance(foreground), luminance(background)].sort((a, b) => b - a);
  return (lighter! + 0.05) / (darker! + 0.05);
}
