import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";

export function Footer() {
  const { t, href } = useI18n();
  const shop = useRootData()?.shop;
  return (
    // Its id is where the first paint may happen (app/root.tsx, PAINT_AFTER).
    <footer id="site-footer" className="site-footer">
      <div className="site-footer__inner">
        <nav aria-label={t("meta.siteName")} className="site-footer__links">
          <Link to={href("/website-toc")}>{t("footer.websiteToc")}</Link>
          <Link to={href("/user-toc")}>{t("footer.userToc")}</Link>
          <Link to={href("/about")}>{t("footer.about")}</Link>
          <Link to={href("/privacy")}>{t("footer.privacy")}</Link>
          <Link to={href("/find-order")}>{t("findOrderLink.label")}</Link>
        </nav>
        {/* The market's own accounts (core/shop.ts): a Russian reader is never sent to the Indonesian Instagram. */}
        {shop && shop.social.length > 0 ? (
          <div className="site-footer__social" data-testid="footer-social">
            <h2>{t("footer.social")}</h2>
            <ul>
              {shop.social.map((link) => (
                <li key={link.url}>
                  <a href={link.url} rel="noopener noreferrer" target="_blank">
                    {link.name}
                  </a>
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        {shop ? (
          <div className="site-footer__support" data-testid="footer-support">
            <h2>{t("footer.support")}</h2>
            <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            {shop.telegramBot ? (
              <a href={`https://t.me/${shop.telegramBot.replace(/^@/, "")}`} rel="noopener noreferrer" target="_blank">
                {shop.telegramBot}
              </a>
            ) : null}
          </div>
        ) : null}
        <p className="site-footer__rights">
          {t("footer.rights", { year: new Date().getFullYear(), legalName: shop?.legalName ?? "" })}
          {shop ? (
            // The seller's address and register number under its name: the About page has the rest.
            <span className="site-footer__operator" data-testid="footer-operator">
              {t("footer.operator", { address: shop.legalAddress, registration: shop.registrationNumber })}
            </span>
          ) : null}
        </p>
      </div>
    </footer>
  );
}
