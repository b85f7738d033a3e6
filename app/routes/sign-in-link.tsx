import { Form, Link, data, redirect, useLoaderData } from "react-router";
import { localizePath, splitLocalePath } from "../../core/locales";
import { SignInMethodList } from "../components/sign-in-method-list";
import { useI18n } from "../i18n/i18n-context";
import type { PageHandle } from "../i18n/page-handle";
import { metaTranslator, pageMeta } from "../lib/meta";
import { pageMessages } from "../lib/page-messages.server";
import { accessTokenCookies, cookieHeaders, currentUser } from "../lib/session.server";
import { requestScope } from "../context";
import { TOKEN_PARAM } from "../lib/sign-in-link";
import type { Route } from "./+types/sign-in-link";

export const handle = { messages: ["signInLink", "provider"] } satisfies PageHandle;

/**
 * A one-time sign-in link opened in a browser: it names the account it signs into (its name and its
 * sign-in methods, masked) and asks before it does (decision 031). A link someone else sent must not
 * sign a buyer into their account unawares, where the buyer's orders and linked methods would land.
 * A browser that is already signed in keeps its session: the link is left unused.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const code = url.searchParams.get(TOKEN_PARAM) ?? "";
  const [signedIn, account] = await Promise.all([currentUser(request, context), services.auth.previewDeviceCode(code)]);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    code,
    signedIn: Boolean(signedIn),
    account: account ?? null,
  };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const code = (await request.formData()).get(TOKEN_PARAM);
  // A browser with a session keeps it: a link never replaces the account someone is signed in to.
  if (typeof code !== "string" || (await currentUser(request, context))) return data({ spent: true }, { status: 409 });
  const redeemed = await services.auth.redeemDeviceCode(code);
  if (!redeemed.ok) return data({ spent: true }, { status: 410 });
  throw redirect(localizePath("/account", locale), {
    headers: cookieHeaders(accessTokenCookies(redeemed.accessToken, context)),
  });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("signInLink.title")), { name: "robots", content: "noindex" }] : [];
};

export default function SignInLinkPage() {
  const { code, signedIn, account } = useLoaderData<typeof loader>();
  const { t, href } = useI18n();
  return (
    <>
      <h1 id="modal-title">{t("signInLink.title")}</h1>
      {!account ? (
        <p className="notice notice--error" role="status" data-testid="sign-in-link-spent">
          {t("signInLink.spent")}
        </p>
      ) : signedIn ? (
        <p className="notice" role="status" data-testid="sign-in-link-signed-in">
          {t("signInLink.signedIn")}
        </p>
      ) : (
        <>
          <p>{t("signInLink.account", { name: account.name ?? t("signInLink.noName") })}</p>
          <SignInMethodList methods={account.methods} testId="sign-in-link-methods" />
          <p className="warning">{t("signInLink.warning")}</p>
          <Form method="post" className="stack">
            <input type="hidden" name={TOKEN_PARAM} value={code} />
            <button type="submit" className="button button--primary" data-testid="sign-in-link-confirm">
              {t("signInLink.confirm")}
            </button>
            <Link to={href("/")} className="button button--ghost">
              {t("signInLink.notMine")}
            </Link>
          </Form>
        </>
      )}
    </>
  );
}
