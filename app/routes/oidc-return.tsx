import { useEffect, useRef, useState } from "react";
import { Link, data } from "react-router";
import { splitLocalePath } from "../../core/locales";
import { safeReturnPath } from "../../core/return-path";
import { useI18n } from "../i18n/i18n-context";
import { callApi } from "../lib/api-client";
import { metaTranslator, pageMeta } from "../lib/meta";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/oidc-return";

/** Which provider this return page is for: /auth/google or /auth/telegram (with or without a locale). */
function providerOf(pathname: string): "google" | "telegram" {
  return splitLocalePath(pathname).path.endsWith("/telegram") ? "telegram" : "google";
}

export const handle = { messages: ["auth", "facebookReturn", "googleReturn", "telegramReturn"] } satisfies PageHandle;

export async function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const { providers } = services.config;
  const provider = providerOf(url.pathname);
  const enabled = provider === "google" ? providers.google : providers.telegram || Boolean(providers.telegramBotToken);
  if (!enabled) throw data(null, { status: 404 });
  return { provider, messages: pageMessages({ url, context }, handle.messages) };
}

export const meta: Route.MetaFunction = ({ matches, data: loaderData }) => {
  const t = metaTranslator(matches);
  const title = loaderData?.provider === "telegram" ? "telegramReturn.title" : "googleReturn.title";
  return t ? [...pageMeta(t(title)), { name: "robots", content: "noindex" }] : [];
};

/**
 * The provider sends the browser here: Google and Telegram's OIDC flow with ?code&state (the server
 * holds this browser's state, nonce and PKCE verifier and checks them), Telegram's login widget
 * with its signed fields. The query then leaves the address bar.
 */
export default function OidcReturnPage() {
  const { t, locale, href } = useI18n();
  const [failed, setFailed] = useState(false);
  const [provider] = useState(() => (typeof window === "undefined" ? "google" : providerOf(window.location.pathname)));
  // The provider's code works once: a second run of the effect (new translator, same page) must not
  // send an empty callback and show a failure while the first one signs the buyer in.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    const query = window.location.search;
    window.history.replaceState(null, "", window.location.pathname);
    const querystring = Object.fromEntries(new URLSearchParams(query));
    callApi(provider === "telegram" ? "telegramCallback" : "googleCallback", { querystring, locale }).then(
      (answer) => window.location.assign(safeReturnPath(answer.return_to, href("/account"))),
      () => setFailed(true),
    );
  }, [href, locale, provider]);
  return (
    <>
      <h1 id="modal-title">{provider === "telegram" ? t("telegramReturn.title") : t("googleReturn.title")}</h1>
      {failed ? (
        <>
          <p className="notice notice--error" role="alert" data-testid={`${provider}-failed`}>
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
