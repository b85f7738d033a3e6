import { useEffect, useState } from "react";
import { Link, data } from "react-router";
import { FACEBOOK_STATE_KEY, facebookReturn } from "../../core/auth/facebook";
import { useI18n } from "../i18n/i18n-context";
import { callApi } from "../lib/api-client";
import { FACEBOOK_RETURN_KEY } from "../lib/facebook-login";
import { metaTranslator, pageMeta } from "../lib/meta";
import { safeReturnPath } from "../../core/return-path";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/facebook-return";

export const handle = { messages: ["auth", "facebookReturn"] } satisfies PageHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  if (!services.config.providers.facebook) throw data(null, { status: 404 });
  return { messages: pageMessages({ url, context }, handle.messages) };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("facebookReturn.title")), { name: "robots", content: "noindex" }] : [];
};

/**
 * Facebook's dialog sends the browser here with ?code&state. The state must be the one this browser
 * stored when it left; then the code goes to the API, which sets the session cookie. The state is
 * removed either way and the code leaves the address bar.
 */
export default function FacebookReturnPage() {
  const { t, locale, href } = useI18n();
  const [status, setStatus] = useState<"working" | "refused" | "failed">("working");
  useEffect(() => {
    const decision = facebookReturn(
      localStorage.getItem(FACEBOOK_STATE_KEY),
      new URLSearchParams(window.location.search),
    );
    localStorage.removeItem(FACEBOOK_STATE_KEY);
    const returnTo = safeReturnPath(localStorage.getItem(FACEBOOK_RETURN_KEY), href("/account"));
    localStorage.removeItem(FACEBOOK_RETURN_KEY);
    window.history.replaceState(null, "", window.location.pathname);
    if (!decision.ok) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- only this one-time effect can know: the state and code are in this browser's storage and address bar, read (and cleared) after hydration.
      setStatus("refused");
      return;
    }
    callApi("facebookCallback", { querystring: { code: decision.code }, locale }).then(
      // A full load, so every part of the page sees the new session.
      () => window.location.assign(returnTo),
      () => setStatus("failed"),
    );
  }, [href, locale]);
  return (
    <>
      <h1 id="modal-title">{t("facebookReturn.title")}</h1>
      {status === "working" ? <p role="status">{t("facebookReturn.working")}</p> : null}
      {status === "refused" ? (
        <p className="notice notice--error" role="alert" data-testid="facebook-refused">
          {t("facebookReturn.refused")}
        </p>
      ) : null}
      {status === "failed" ? (
        <p className="notice notice--error" role="alert">
          {t("auth.providerFailed")}
        </p>
      ) : null}
      {status !== "working" ? (
        <Link to={href("/")} className="button">
          {t("error.backHome")}
        </Link>
      ) : null}
    </>
  );
}
