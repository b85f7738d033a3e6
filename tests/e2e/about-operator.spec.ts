import { LOCALES, marketOf, type Locale } from "../../core/locales";
import { DEFAULT_SHOP_DETAILS } from "../../core/shop";
import { E2E_OPERATORS } from "./support/server";
import { expect, test } from "./support/test";

/**
 * Who sells in each market, as its buyers and its regulator read it: About names the market's own
 * company, address, register number (by the market's own name for it) and contacts; the footer and
 * the legal pages name the same company. No page shows another market's seller, nor the samples of
 * test mode's defaults (the e2e server sets every market's own, tests/e2e/support/server.ts). English
 * read in Indonesia (/en-id) names Indonesia's seller, its numbers by Indonesia's names in English.
 */
const prefixOf = (locale: Locale) => (locale === "id" ? "" : `/${locale}`);
const suffixOf = (locale: Locale) => marketOf(locale).toUpperCase() as keyof typeof E2E_OPERATORS;

/** The labels each market's register numbers go by. */
const LABELS: Record<Locale, { registration: string; taxId: string | null }> = {
  id: { registration: "NIB (Nomor Induk Berusaha)", taxId: "NPWP" },
  en: { registration: "State and entity number", taxId: "EIN" },
  ru: { registration: "ОГРН", taxId: "ИНН" },
  uz: { registration: "STIR (INN)", taxId: null },
  "en-id": { registration: "NIB (Business Identification Number)", taxId: "NPWP (Taxpayer Identification Number)" },
};

/** What identifies a market's seller: its name, address and numbers. */
const identity = (locale: Locale): string[] => {
  const own = E2E_OPERATORS[suffixOf(locale)];
  return [own.SHOP_LEGAL_NAME, own.SHOP_LEGAL_ADDRESS, own.SHOP_REGISTRATION_NUMBER];
};

for (const locale of LOCALES) {
  test(`About in ${locale} names its own market's seller and no other's`, async ({ page }) => {
    const own = E2E_OPERATORS[suffixOf(locale)];
    await page.goto(`${prefixOf(locale)}/about`);
    const block = page.getByTestId("operator-details");
    await expect(block).toBeVisible();
    await expect(block.getByTestId("operator-name")).toHaveText(own.SHOP_LEGAL_NAME);
    await expect(block.getByTestId("operator-address")).toHaveText(own.SHOP_LEGAL_ADDRESS);
    await expect(block.getByTestId("operator-registration")).toHaveText(own.SHOP_REGISTRATION_NUMBER);
    await expect(block.locator("dt", { hasText: LABELS[locale].registration })).toBeVisible();
    if (own.SHOP_TAX_ID === "none") await expect(block.getByTestId("operator-tax-id")).toHaveCount(0);
    else {
      await expect(block.getByTestId("operator-tax-id")).toHaveText(own.SHOP_TAX_ID);
      await expect(block.locator("dt", { hasText: LABELS[locale].taxId! })).toBeVisible();
    }
    if (own.SHOP_SUPPORT_PHONE === "none") await expect(block.getByTestId("operator-phone")).toHaveCount(0);
    else await expect(block.getByTestId("operator-phone")).toHaveText(own.SHOP_SUPPORT_PHONE);
    await expect(block.getByTestId("operator-email")).toHaveText(DEFAULT_SHOP_DETAILS[marketOf(locale)].supportEmail);
    // The footer's fine print names the same seller, under its name.
    await expect(page.getByTestId("footer-operator")).toContainText(own.SHOP_LEGAL_ADDRESS);
    await expect(page.locator(".site-footer__rights")).toContainText(own.SHOP_LEGAL_NAME);

    const text = (await page.locator("body").innerText()).replace(/\s+/g, " ");
    for (const other of LOCALES.filter((market) => marketOf(market) !== marketOf(locale)))
      for (const value of identity(other)) expect(text, `${locale} shows ${other}'s ${value}`).not.toContain(value);
    for (const sample of [
      DEFAULT_SHOP_DETAILS[marketOf(locale)].legalName,
      DEFAULT_SHOP_DETAILS[marketOf(locale)].legalAddress,
    ])
      expect(text).not.toContain(sample);
  });
}

test("the legal pages name each market's seller, with its register number, and no other's", async ({ page }) => {
  for (const locale of LOCALES) {
    for (const path of ["/privacy", "/user-toc", "/website-toc"]) {
      await page.goto(`${prefixOf(locale)}${path}`);
      const text = (await page.locator("article").innerText()).replace(/\s+/g, " ");
      for (const value of identity(locale)) expect(text, `${locale}${path}`).toContain(value);
      for (const other of LOCALES.filter((market) => marketOf(market) !== marketOf(locale)))
        for (const value of identity(other)) expect(text, `${locale}${path} shows ${other}'s`).not.toContain(value);
    }
  }
});
