import { readFileSync } from "node:fs";

const texts = new Map<string, string>();

/**
 * The text of a built stylesheet (`href` as Vite's `?url` import gives it, "/assets/app-….css"),
 * read once from the client build next to this server build (build/server/index.js beside
 * build/client). Undefined in development, where Vite serves the stylesheet itself.
 */
export function stylesheetText(href: string): string | undefined {
  if (import.meta.env.DEV) return undefined;
  let text = texts.get(href);
  if (text === undefined) {
    text = readFileSync(new URL(`../client${href}`, import.meta.url), "utf8");
    texts.set(href, text);
  }
  return text;
}
