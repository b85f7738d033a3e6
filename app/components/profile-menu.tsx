import { Form, Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";

/** The signed-in buyer's menu in the header: their account, and signing out. */
export function ProfileMenu({ name }: { name: string | null }) {
  const { t, href } = useI18n();
  return (
    <details className="locale-switcher profile-menu">
      {/* The accessible name holds the visible name too (WCAG 2.5.3, label in name): "Akun saya: Wulan". */}
      <summary aria-label={name ? `${t("header.account")}: ${name}` : t("header.account")} data-testid="profile-menu">
        <span className="profile-menu__name">{name ?? t("header.account")}</span>
      </summary>
      <ul>
        <li>
          <Link to={href("/account")}>{t("header.account")}</Link>
        </li>
        <li>
          <Form method="post" action={href("/account")}>
            <button type="submit" name="intent" value="logout" className="profile-menu__logout">
              {t("account.logout")}
            </button>
          </Form>
        </li>
      </ul>
    </details>
  );
}
