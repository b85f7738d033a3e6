import { Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { useRootData } from "../root-data";

/** Social channels of the shop, the same in every language. */
const SOCIAL_LINKS = [
  { name: "Instagram", url: "https://www.instagram.com/kupi.id" },
  { name: "TikTok", url: "https://www.tiktok.com/@kupi.id" },
  { name: "Telegram", url: "https://t.me/kupi_id" },
  { name: "YouTube", url: "https://www.youtube.com/@kupi_id" },
] as const;

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
        <div className="site-footer__social">
          <h2>{t("footer.social")}</h2>
          <ul>
            {SOCIAL_LINKS.map((link) => (
              <li key={link.name}>
                <a href={link.url} rel="noopener noreferrer" target="_blank">
                  {link.name}
                </a>
              </li>
            ))}
          </ul>
        </div>
        {shop ? (
          <div className="site-footer__support">
            <h2>{t("footer.support")}</h2>
            <a href={`mailto:${shop.supportEmail}`}>{shop.supportEmail}</a>
            <a href={`https://t.me/${shop.telegramBot.replace(/^@/, "")}`} rel="noopener noreferrer" target="_blank">
              {shop.telegramBot}
            </a>
          </div>
        ) : null}
        <p className="site-footer__rights">
          {t("footer.rights", { year: new Date().getFullYear(), legalName: shop?.legalName ?? "" })}
        </p>
      </div>
    </footer>
  );
}
