import { expect, test as base } from "@playwright/test";

/**
 * Playwright's `test`, watching every page for Content-Security-Policy violations: a test fails if
 * the policy blocked anything the shop itself needs (a script, a style, a call to the tokenizer).
 */
export const test = base.extend<{ cspViolations: string[] }>({
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
});

export { expect };
