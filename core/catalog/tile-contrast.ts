/**
 * WCAG 2 contrast between two #rrggbb colours (1 to 21). A tile's mark is the only thing that tells
 * one game from another at a glance, so it must reach 3:1 (non-text contrast) on its background.
 */
export function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

/** Relative luminance of an sRGB colour. */
function luminance(hex: string): number {
  const channel = (offset: number) => {
    const value = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

/** WCAG 2.1 §1.4.11: graphical objects need 3:1 against adjacent colours. */
export const MIN_MARK_CONTRAST = 3;
