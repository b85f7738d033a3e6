import { expect, test } from "./support/test";

/**
 * Issue 14: each market's pages quote its own cashback threshold, written as its readers write money.
 * (Before, the English, Russian and Uzbek FAQ, About page and terms quoted Indonesia's "Rp 87.252".)
 */
const THRESHOLDS = [
  { prefix: "", threshold: "Rp\u00a087.252" },
  { prefix: "/en", threshold: "$5.49" },
  { prefix: "/ru", threshold: "500\u00a0₽" },
  { prefix: "/uz", threshold: "70\u00a0000\u00a0so'm" },
] as const;

for (const { prefix, threshold } of THRESHOLDS) {
  test(`${prefix || "/"}: the FAQ, About and the terms quote ${threshold} and no other market's threshold`, async ({
    request,
  }) => {
    for (const path of [prefix || "/", `${prefix}/about`, `${prefix}/user-toc`]) {
      // The page's text as read: React writes the apostrophe of so'm as &#x27;.
      const html = (await (await request.get(path)).text()).replaceAll("&#x27;", "'");
      expect(html, path).toContain(threshold);
      for (const other of THRESHOLDS.filter((market) => market.threshold !== threshold))
        expect(html, `${path} quotes ${other.threshold}`).not.toContain(other.threshold);
    }
  });
}
