import { expect, test as base } from "@playwright/test";
import { MISSING_MESSAGE } from "../../../i18n/translate";

/**
 * Playwright's `test`, watching every page for Content-Security-Policy violations (a test fails if
 * the policy blocked anything the shop itself needs: a script, a style, a call to the tokenizer) and
 * for messages a page lacks.
 */
export const test = base.extend<{ cspViolations: string[]; missingMessages: string[] }>({
  cspViolations: [
    async ({ context }, use) => {
      const violations: string[] = [];
      context.on("console", (message) => {
        if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
      });
      await use(violations);
      expect(violations, "the page's Content-Security-Policy blocked something").toEqual([]);
    },
    { auto: true },
  ],
  // A page holds only its own namespaces of messages (app/i18n/page-handle.ts): one it lacks shows
  // its raw key to the buyer and says so on the console (i18n/translate.ts).
  missingMessages: [
    async ({ context }, use) => {
      const missing: string[] = [];
      context.on("console", (message) => {
        if (message.text().startsWith(MISSING_MESSAGE)) missing.push(message.text());
      });
      await use(missing);
      expect(missing, "a page rendered a message its loader did not send").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
