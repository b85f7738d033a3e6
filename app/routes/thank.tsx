import { Link, type MetaFunction } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("thank.title")), { name: "robots", content: "noindex" }] : [];
};

export default function ThankPage() {
  const { t, href } = useI18n();
  return (
    <section className="thank">
      <div className="thank__icon" aria-hidden="true">
        ✓
      </div>
      <h1>{t("thank.title")}</h1>
      <p>{t("thank.text")}</p>
      <Link to={href("/")} className="button button--primary">
        {t("thank.continue")}
      </Link>
    </section>
  );
}
