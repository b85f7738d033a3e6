import { Form, data, redirect, useActionData, useLoaderData, type MetaFunction } from "react-router";
import { SIGN_IN_MESSAGES } from "../../i18n/failure-messages";
import { z } from "zod";
import { signIn } from "../../core/auth/sign-in";
import { localizePath, splitLocalePath } from "../../core/locales";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { safeReturnPath } from "../../core/return-path";
import type { ActionArgs, LoaderArgs } from "../lib/route-args";
import { accessTokenCookie, currentUser } from "../lib/session.server";
import { FormError } from "../components/form-error";

/**
 * The test-mode identity provider (DESIGN §5): while the shop runs on sandbox providers, anyone can
 * sign in, or link a method to the signed-in account, with just a name. Gone when test mode is off.
 */
export async function loader({ request, context }: LoaderArgs) {
  if (!context.services.config.testMode) throw data(null, { status: 404 });
  const url = new URL(request.url);
  const { locale } = splitLocalePath(url.pathname);
  const user = await currentUser(request, context);
  return {
    linking: Boolean(user),
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

export async function action({ request, context }: ActionArgs) {
  if (!context.services.config.testMode) throw data(null, { status: 404 });
  const url = new URL(request.url);
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
  const limit = await context.services.rateLimits.check("signIn", { address: context.clientAddress });
  if (!limit.ok)
    return data(
      { error: "api.rateLimited" as const, minutes: Math.max(1, Math.ceil(limit.retryAfterSeconds / 60)) },
      { status: 429, headers: { "Retry-After": String(limit.retryAfterSeconds) } },
    );
  const user = await currentUser(request, context);
  const result = await signIn(
    context.services,
    {
      provider: "test",
      // The same name is the same test person: easy to come back to an account while trying the shop.
      subject: parsed.data.name.toLowerCase(),
      displayName: parsed.data.name,
      email: parsed.data.email,
    },
    { linkTo: user?.id },
  );
  if (!result.ok) return data({ error: SIGN_IN_MESSAGES[result.error.code] }, { status: 409 });
  const returnTo = safeReturnPath(url.searchParams.get("return"), localizePath("/account", locale));
  throw redirect(returnTo, { headers: { "Set-Cookie": accessTokenCookie(result.accessToken, context) } });
}

export const meta: MetaFunction = ({ matches }) => {
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
        <div className="field">
          <label htmlFor="test-name">{t("testAuth.name")}</label>
          <input id="test-name" name="name" required minLength={2} maxLength={40} autoComplete="name" />
        </div>
        <div className="field">
          <label htmlFor="test-email">{t("testAuth.email")}</label>
          <input id="test-email" name="email" type="email" maxLength={120} autoComplete="email" />
        </div>
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
