import { useEffect, useState } from "react";
import { Link, data, type MetaFunction } from "react-router";
import { safeReturnPath } from "../../core/return-path";
import { useI18n } from "../i18n/i18n-context";
import { apiRequest } from "../lib/api-client";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { LoaderArgs } from "../lib/route-args";

export async function loader({ context }: LoaderArgs) {
  if (!context.services.config.providers.google) throw data(null, { status: 404 });
  return null;
}

export const meta: MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("googleReturn.title")), { name: "robots", content: "noindex" }] : [];
};

/**
 * Google sends the browser here with ?code&state. The server holds the state, nonce and PKCE
 * verifier of this browser's attempt and checks them; the code then leaves the address bar.
 */
export default function GoogleReturnPage() {
  const { t, locale, href } = useI18n();
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    const query = window.location.search;
    window.history.replaceState(null, "", window.location.pathname);
    apiRequest<{ return_to?: string }>(`/auth/oauth/callback/google${query}`, { locale }).then(
      (answer) => window.location.assign(safeReturnPath(answer.return_to, href("/account"))),
      () => setFailed(true),
    );
  }, [href, locale]);
  return (
    <>
      <h1 id="modal-title">{t("googleReturn.title")}</h1>
      {failed ? (
        <>
          <p className="notice notice--error" role="alert" data-testid="google-failed">
            {t("auth.providerFailed")}
          </p>
          <Link to={href("/")} className="button">
            {t("error.backHome")}
          </Link>
        </>
      ) : (
        <p role="status">{t("facebookReturn.working")}</p>
      )}
    </>
  );
}
