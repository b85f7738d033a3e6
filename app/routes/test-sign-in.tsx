import { Form, data, redirect, useActionData, useLoaderData } from "react-router";
import { SIGN_IN_MESSAGES } from "../../i18n/sign-in-failures";
import { z } from "zod";
import { localizePath, splitLocalePath } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { safeReturnPath } from "../../core/return-path";
import { accessTokenCookies, cookieHeaders, accessTokenOf } from "../lib/session.server";
import { Field } from "../components/field";
import { FormError } from "../components/form-error";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import type { Route } from "./+types/test-sign-in";

export const handle = { messages: ["api", "auth", "testAuth"] } satisfies PageHandle;

/**
 * The test-mode identity provider: while the shop runs on sandbox providers, anyone can
 * sign in, or link a method to the signed-in account (once its owner asked to: decision 031), with
 * just a name. Gone when test mode is off.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  if (!services.config.testMode) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(url.pathname);
  return {
    messages: pageMessages({ url, context }, handle.messages),
    linking: await services.auth.linkPending(accessTokenOf(request)),
    returnTo: safeReturnPath(url.searchParams.get("return"), localizePath("/account", locale)),
  };
}

const form = z.object({
  name: z.string().trim().min(2).max(40),
  email: z
    .string()
    .trim()
    .max(120)
    .transform((value) => value || null)
    .pipe(z.email().nullable()),
});

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, clientAddress } = context.get(requestScope);
  if (!services.config.testMode) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(url.pathname);
  const values = Object.fromEntries(await request.formData());
  const parsed = form.safeParse({ name: values.name ?? "", email: values.email ?? "" });
  if (!parsed.success) {
    const fields = new Set(parsed.error.issues.map((issue) => String(issue.path[0])));
    return data(
      { error: fields.has("name") ? ("testAuth.nameInvalid" as const) : ("testAuth.emailInvalid" as const) },
      { status: 400 },
    );
  }
  const limit = await services.rateLimits.check("signIn", { address: clientAddress });
  if (!limit.ok) {
    const { retryAfterSeconds } = limit.error.values;
    return data(
      { error: "api.rateLimited" as const, minutes: Math.max(1, Math.ceil(retryAfterSeconds / 60)) },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  }
  const result = await services.auth.completeSignIn(
    {
      provider: "test",
      // The same name is the same test person: easy to come back to an account while trying the shop.
      subject: parsed.data.name.toLowerCase(),
      displayName: parsed.data.name,
      email: parsed.data.email,
    },
    accessTokenOf(request),
  );
  if (!result.ok) return data({ error: SIGN_IN_MESSAGES[result.error.code] }, { status: 409 });
  const returnTo = safeReturnPath(url.searchParams.get("return"), localizePath("/account", locale));
  throw redirect(returnTo, { headers: cookieHeaders(accessTokenCookies(result.accessToken, context)) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("testAuth.title")), { name: "robots", content: "noindex" }] : [];
};

export default function TestSignInPage() {
  const { linking } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  return (
    <>
      <h1 id="modal-title">{t("testAuth.title")}</h1>
      <p className="muted">{t("testAuth.text")}</p>
      <Form method="post" className="stack">
        <Field
          label={t("testAuth.name")}
          id="test-name"
          name="name"
          required
          minLength={2}
          maxLength={40}
          autoComplete="name"
        />
        <Field
          label={t("testAuth.email")}
          id="test-email"
          name="email"
          type="email"
          maxLength={120}
          autoComplete="email"
        />
        <FormError
          message={
            result?.error ? t(result.error, "minutes" in result ? { minutes: result.minutes } : undefined) : null
          }
        />
        <button type="submit" className="button button--primary">
          {linking ? t("testAuth.link") : t("testAuth.submit")}
        </button>
      </Form>
    </>
  );
}
