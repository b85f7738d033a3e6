import { Link } from "react-router";
import { useI18n } from "../../i18n/i18n-context";

/** Paying means agreeing to the terms of use and the privacy policy. */
export function PaymentTerms() {
  const { t, href } = useI18n();
  return (
    <p className="muted small payment-terms">
      {t("payment.termsBefore")} <Link to={href("/user-toc")}>{t("payment.termsLink")}</Link> {t("payment.termsAnd")}{" "}
      <Link to={href("/privacy")}>{t("payment.privacyLink")}</Link>.
    </p>
  );
}
