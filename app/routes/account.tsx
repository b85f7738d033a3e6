import { data, redirect, useActionData, useLoaderData } from "react-router";
import { localizePath, splitLocalePath } from "../../core/locales";
import { marketFor } from "../../core/markets";
import { CashbackFaq } from "../components/cashback-faq";
import { Form, Link } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { accessTokenCookies, cookieHeaders, accessTokenOf, currentUser } from "../lib/session.server";
import { SIGN_IN_CODE_TTL_SECONDS } from "../../core/auth/sign-in-codes";
import { DeviceLink } from "../components/device-link";
import { publicOrder } from "../../core/orders/public-order";
import { OrderList } from "../components/order-list";
import { SignInMethods } from "../components/sign-in-methods";
import { SignInMethodList } from "../components/sign-in-method-list";
import { SavedGameAccounts } from "../components/saved-game-accounts";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import { SurveyCard } from "../components/survey/survey-dialog";
import { SURVEY_DISMISSED_COOKIE } from "../components/survey/survey-dismissal";
import { readCookie } from "../lib/cookies";
import { SIGN_IN_LINK_PATH, TOKEN_PARAM } from "../lib/sign-in-link";
import { accountForm } from "../../contracts/buyer-forms";
import { serverTranslator } from "../../i18n/catalog";
import { parseForm, refusalStatus } from "../lib/form.server";
import type { Route } from "./+types/account";

export const handle = {
  messages: ["cashback", "order", "payment", "provider", "saved", "survey", "field", "confirm"],
} satisfies PageHandle;

/** Protected: without a valid access token the visitor goes back to the home page. */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const user = await currentUser(request, context);
  const { locale } = splitLocalePath(url.pathname);
  if (!user) throw redirect(localizePath("/", locale));
  const { currency } = marketFor(locale);
  const [balances, methods, orders, survey, games, savedAccounts] = await Promise.all([
    services.account.balances(user.id, currency),
    services.account.methods(user.id),
    services.orders.listForUser(user.id, 50),
    services.survey.status(user.id),
    services.catalog.listGames(locale),
    services.account.savedAccounts.all(user.id),
  ]);
  // The voucher's choices only once it is earned and unspent (they read every game's products).
  const rewards = survey.answered && !survey.voucherOrderId ? await services.survey.rewards(locale) : null;
  const asked = url.searchParams.has("survey");
  return {
    messages: pageMessages({ url, context }, handle.messages),
    user: { name: user.displayName },
    balances,
    methods: methods.map((method) => ({ provider: method.provider, label: method.email ?? method.displayName })),
    orders: orders.map(publicOrder),
    // Per game, in the order the games come; a game no longer sold keeps its slug as its name.
    savedAccounts: savedAccounts.map((saved) => ({
      id: saved.id,
      game: games.find((game) => game.slug === saved.gameSlug)?.name ?? saved.gameSlug,
      nickname: saved.nickname,
      label: saved.accountLabel,
    })),
    survey: {
      status: survey,
      games: games.map((game) => ({ slug: game.slug, name: game.name })),
      rewards,
      // By itself once the buyer has a completed order and has not answered, until they close it;
      // or when a link asks for it (the invite beside a completed order).
      autoOpen:
        asked ||
        (!survey.answered &&
          orders.some((order) => order.status === "complete") &&
          !readCookie(request, SURVEY_DISMISSED_COOKIE)),
    },
  };
}

/**
 * Four forms: a sign-in link for another device (a one-time code, ten minutes); a request to link
 * another sign-in method (the next sign-in links it, if this session is one the owner opened just
 * now: decision 031); removing a saved game account (decision 065); and logout (the token stops working, the cookie is cleared, and the
 * buyer leaves /account for home).
 */
export async function action({ request, url, context }: Route.ActionArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  // Only a forged post lacks an intent of the page's forms: the error page says to reload.
  const form = parseForm(accountForm, await request.formData(), "error.generic");
  if (!form.ok) throw data({ message: serverTranslator(locale)(form.error) }, { status: refusalStatus(form.error) });
  const { intent } = form.value;
  if (form.value.intent === "forgetGameAccount") {
    const user = await currentUser(request, context);
    if (!user) throw redirect(localizePath("/", locale));
    // Another buyer's id, or one removed already, removes nothing: the list shows what is left.
    const removed = await services.account.savedAccounts.forget(user.id, form.value.id);
    return { forgotten: removed };
  }
  if (intent === "deviceLink") {
    const user = await currentUser(request, context);
    if (!user) throw redirect(localizePath("/", locale));
    const { code } = await services.auth.issueDeviceCode(user.id);
    const link = new URL(localizePath(SIGN_IN_LINK_PATH, locale), services.config.publicOrigin);
    link.searchParams.set(TOKEN_PARAM, code);
    return { deviceLink: link.toString(), minutes: SIGN_IN_CODE_TTL_SECONDS / 60 };
  }
  if (intent === "linkMethod") {
    const asked = await services.auth.requestLink(accessTokenOf(request));
    if (asked.ok) return { link: "requested" as const };
    if (asked.error.code === "signedOut") throw redirect(localizePath("/", locale));
    return { link: asked.error.code };
  }
  await services.auth.signOut(accessTokenOf(request));
  throw redirect(localizePath("/", locale), { headers: cookieHeaders(accessTokenCookies("", context)) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("account.title")), { name: "robots", content: "noindex" }] : [];
};

export default function AccountPage() {
  const { user, balances, methods, orders, survey, savedAccounts } = useLoaderData<typeof loader>();
  const answered = useActionData<typeof action>();
  const created = answered?.deviceLink ? { deviceLink: answered.deviceLink, minutes: answered.minutes } : undefined;
  const linking = answered?.link;
  const { t, href, money } = useI18n();
  const held = balances.cashbackHeld.amount + balances.goldHeld.amount;
  return (
    <>
      <div className="account-head">
        <h1>{t("account.title")}</h1>
        <Form method="post">
          <button type="submit" name="intent" value="logout" className="button button--ghost" data-testid="logout">
            {t("account.logout")}
          </button>
        </Form>
      </div>
      <p>{t("account.greeting", { name: user.name ?? t("account.anonymous") })}</p>
      <section className="card" aria-labelledby="balances-title">
        <h2 id="balances-title">{t("account.balancesTitle")}</h2>
        <dl className="balances">
          <div>
            <dt>{t("account.cashbackBalance")}</dt>
            <dd data-testid="cashback-balance">{money(balances.cashback)}</dd>
          </div>
          <div>
            <dt>{t("account.goldBalance")}</dt>
            <dd data-testid="gold-balance">{money(balances.gold)}</dd>
          </div>
        </dl>
        {held > 0 ? (
          <p className="muted small">
            {t("account.held", { amount: money({ amount: held, currency: balances.cashback.currency }) })}
          </p>
        ) : null}
      </section>
      <SurveyCard {...survey} />
      <section className="card" aria-labelledby="orders-title">
        <h2 id="orders-title">{t("account.ordersTitle")}</h2>
        <OrderList orders={orders} />
      </section>
      <SavedGameAccounts accounts={savedAccounts} removed={answered?.forgotten !== undefined} />
      <section className="card" aria-labelledby="methods-title">
        <h2 id="methods-title">{t("account.methodsTitle")}</h2>
        {methods.length > 0 ? (
          <SignInMethodList methods={methods} testId="methods" />
        ) : (
          <p className="muted">{t("account.methodsEmpty")}</p>
        )}
        {linking ? (
          <div className="stack link-method" data-testid="link-method">
            <p className={linking === "requested" ? "notice" : "notice notice--error"} role="status">
              {t(linking === "requested" ? "account.linkChoose" : "account.linkSignInAgain")}
            </p>
            <SignInMethods returnTo={href("/account")} />
          </div>
        ) : (
          <Form method="post">
            <button type="submit" name="intent" value="linkMethod" className="button button--ghost">
              {t("account.linkMethod")}
            </button>
          </Form>
        )}
      </section>
      <DeviceLink created={created} />
      <CashbackFaq />
      <p>
        <Link to={href("/delete-personal")} className="danger-link">
          {t("account.deleteLink")}
        </Link>
      </p>
    </>
  );
}
