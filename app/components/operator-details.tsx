import { marketOf } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";

/**
 * Who sells in this market, as a buyer or a regulator looks for it: the company, its registered
 * address, its number in the market's register (each market's own name for it, i18n
 * legal.operatorRegistration, chosen by the market: English names Indonesia's NIB on /en-id) and how
 * to reach it. The values are configuration (core/shop.ts); in
 * test mode they are samples, and the block says so.
 */
export function OperatorDetails() {
  const { t, locale } = useI18n();
  const market = marketOf(locale);
  const root = useRootData();
  if (!root) return null;
  const { shop, testMode } = root;
  const rows: { label: string; value: string; href?: string; testId: string }[] = [
    { label: t("legal.operatorName"), value: shop.legalName, testId: "operator-name" },
    { label: t("legal.operatorAddress"), value: shop.legalAddress, testId: "operator-address" },
    {
      label: t("legal.operatorRegistration", { market }),
      value: shop.registrationNumber,
      testId: "operator-registration",
    },
    { label: t("legal.operatorTaxId", { market }), value: shop.taxId, testId: "operator-tax-id" },
    {
      label: t("legal.operatorEmail"),
      value: shop.supportEmail,
      href: `mailto:${shop.supportEmail}`,
      testId: "operator-email",
    },
    {
      label: t("legal.operatorPhone"),
      value: shop.supportPhone,
      href: `tel:${shop.supportPhone.replace(/[^\d+]/g, "")}`,
      testId: "operator-phone",
    },
    {
      label: "WhatsApp",
      value: shop.whatsappNumber,
      href: `https://wa.me/${shop.whatsappNumber.replace(/\D/g, "")}`,
      testId: "operator-whatsapp",
    },
  ];
  return (
    <section className="operator-details" aria-labelledby="operator-details-title" data-testid="operator-details">
      <h2 id="operator-details-title">{t("legal.operatorTitle")}</h2>
      <dl>
        {rows
          // A number or contact the market does not have (no separate tax number, no phone) leaves no empty row.
          .filter((row) => row.value !== "")
          .map((row) => (
            <div key={row.testId} className="operator-details__row">
              <dt>{row.label}</dt>
              <dd data-testid={row.testId}>{row.href ? <a href={row.href}>{row.value}</a> : row.value}</dd>
            </div>
          ))}
      </dl>
      {testMode ? <p className="operator-details__sample">{t("legal.operatorSample")}</p> : null}
    </section>
  );
}
