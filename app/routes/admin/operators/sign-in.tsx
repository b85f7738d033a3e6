import { Form, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import { totpForm } from "../../../../contracts/console-forms";
import { qrCodePath } from "../../../lib/qr-code.server";
import { localizePath, splitLocalePath } from "../../../../core/locales";
import { Field } from "../../../components/field";
import { SignInMethods } from "../../../components/sign-in-methods";
import { requestScope } from "../../../context";
import { useRootData } from "../../../root-data";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { adminCookie } from "../../../lib/admin.server";
import { adminTokenOf } from "../../../lib/admin-token.server";
import { parseForm, refuse } from "../../../lib/form.server";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import { currentUser } from "../../../lib/session.server";
import type { Route } from "./+types/sign-in";

export const handle = { messages: ["admin"] } satisfies PageHandle;

/**
 * The console's sign-in: the shop's own sign-in methods first, then a TOTP code; an
 * operator without one enrols here, with the secret shown as a QR code to scan, as text and as an
 * otpauth:// link.
 */
export async function loader({ request, url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const messages = pageMessages({ url, context }, handle.messages);
  const user = await currentUser(request, context);
  if ((await services.admin.authorize(adminTokenOf(request), null, user?.id)).ok)
    throw redirect(localizePath("/admin", locale));
  if (!user) return { messages, step: "signIn" as const };
  const operator = await services.admin.operatorOfUser(user.id);
  if (!operator || operator.status === "disabled") return { messages, step: "notOperator" as const };
  const enrolment = await services.admin.enrolment(operator);
  return enrolment
    ? { messages, step: "enrol" as const, ...enrolment, qr: qrCodePath(enrolment.uri) }
    : { messages, step: "code" as const };
}

export async function action({ request, url, context }: Route.ActionArgs) {
  const { services, requestId } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const user = await currentUser(request, context);
  if (!user) throw redirect(localizePath("/admin/sign-in", locale));
  const form = parseForm(totpForm, await request.formData(), "admin.codeInvalid");
  if (!form.ok) return refuse(form.error);
  const result = await services.admin.verifyTotp(user.id, form.value.code, { requestId });
  if (result.ok)
    throw redirect(localizePath("/admin", locale), {
      headers: { "Set-Cookie": adminCookie(result.sessionToken, context) },
    });
  if (result.error.code === "locked") return refuse("admin.locked", { minutes: Number(result.error.values.minutes) });
  return refuse(result.error.code === "notOperator" ? "admin.notOperator" : "admin.codeInvalid");
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.signInTitle")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminSignInPage() {
  const page = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const location = useLocation();
  const shopName = useRootData()?.shop.shopName ?? t("meta.siteName");
  return (
    <>
      <h1>{page.step === "enrol" ? t("admin.enrolTitle") : t("admin.signInTitle")}</h1>
      {page.step === "signIn" ? (
        <section className="card stack">
          <p>{t("admin.signInFirst", { shopName })}</p>
          <SignInMethods returnTo={location.pathname} />
        </section>
      ) : null}
      {page.step === "notOperator" ? (
        <p className="card" role="alert" data-testid="admin-not-operator">
          {t("admin.notOperator")}
        </p>
      ) : null}
      {page.step === "enrol" ? (
        <section className="card stack">
          <p>{t("admin.enrolText")}</p>
          <svg
            className="admin-qr"
            viewBox={`0 0 ${page.qr.size} ${page.qr.size}`}
            role="img"
            aria-label={t("admin.qrLabel")}
            data-testid="totp-qr"
          >
            <rect width={page.qr.size} height={page.qr.size} fill="#fff" />
            <path d={page.qr.path} fill="#000" />
          </svg>
          <p>
            {t("admin.secretLabel")}:{" "}
            <code className="admin-secret" data-testid="totp-secret">
              {page.secret.replace(/(.{4})/g, "$1 ").trim()}
            </code>
          </p>
          <a href={page.uri} className="button" data-testid="totp-uri">
            {t("admin.openInApp")}
          </a>
        </section>
      ) : null}
      {page.step === "enrol" || page.step === "code" ? (
        <Form method="post" className="card stack">
          <Field
            label={t("admin.codeLabel")}
            id="totp-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            error={
              result
                ? t(
                    result.error,
                    "minutes" in result && typeof result.minutes === "number" ? { minutes: result.minutes } : undefined,
                  )
                : undefined
            }
          />
          <button type="submit" className="button button--primary" data-testid="totp-submit">
            {t("admin.codeSubmit")}
          </button>
        </Form>
      ) : null}
    </>
  );
}
