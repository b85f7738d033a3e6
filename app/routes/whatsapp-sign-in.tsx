import { data, Form, redirect, useActionData, useNavigation } from "react-router";
import { SIGN_IN_MESSAGES, WHATSAPP_SEND_MESSAGES, WHATSAPP_VERIFY_MESSAGES } from "../../i18n/sign-in-failures";
import { failure } from "../../core/failure";
import { normalizePhone } from "../../core/contact/phone";
import { localizePath, marketOf, splitLocalePath } from "../../core/locales";
import { safeReturnPath } from "../../core/return-path";
import { useI18n } from "../i18n/i18n-context";
import type { MessageKey } from "../../i18n/messages/id";
import { metaTranslator, pageMeta } from "../lib/meta";
import { accessTokenCookies, cookieHeaders, accessTokenOf } from "../lib/session.server";
import { Field } from "../components/field";
import { FormError } from "../components/form-error";
import type { PageHandle } from "../i18n/page-handle";
import { pageMessages } from "../lib/page-messages.server";
import { requestScope } from "../context";
import { whatsappForm } from "../../contracts/buyer-forms";
import { parseForm, refusalStatus } from "../lib/form.server";
import type { Route } from "./+types/whatsapp-sign-in";

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("whatsapp.title")), { name: "robots", content: "noindex" }] : [];
};

/** A limit's Retry-After reaches the answer: React Router passes on only an action's cookies by itself. */
export const headers: Route.HeadersFunction = ({ actionHeaders, parentHeaders }) => {
  const headers = new Headers(parentHeaders);
  const wait = actionHeaders.get("Retry-After");
  if (wait) headers.set("Retry-After", wait);
  return headers;
};

/** `minutes`: how long to wait, when a limit refused the step. */
type ActionResult =
  | { step: "phone"; phone: string; error: MessageKey; minutes?: number }
  | { step: "code"; phone: string; testCode?: string; error?: MessageKey; minutes?: number };

export const handle = { messages: ["api", "auth", "whatsapp"] } satisfies PageHandle;

/**
 * Both steps run on the server as a plain form post, so a buyer who taps "send" before the page's
 * script has loaded (a slow phone on a slow network) gets the same result as one who waits.
 */
/** Without the Cloud API, codes reach no phone: outside test mode the page does not exist. */
export function loader({ url, context }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  if (!services.config.providers.whatsapp) throw data(null, { status: 404 });
  return { messages: pageMessages({ url, context }, handle.messages) };
}

export async function action({
  request,
  url,
  context,
}: Route.ActionArgs): Promise<ActionResult | ReturnType<typeof data<ActionResult>>> {
  const { services, log, clientAddress } = context.get(requestScope);
  if (!services.config.providers.whatsapp) throw data(null, { status: 404 });
  const { locale } = splitLocalePath(url.pathname);
  const form = parseForm(whatsappForm, await request.formData(), "api.badRequest");
  if (!form.ok)
    return data<ActionResult>({ step: "phone", phone: "", error: form.error }, { status: refusalStatus(form.error) });
  const { intent, phone, code } = form.value;
  // The API's limits hold at this door too: sends per address, checks per requester and phone (the
  // signed-in account, else the address), so a stranger's guesses never lock the phone's owner out.
  const refusedOverLimit = async (step: ActionResult["step"], action: "codeSend" | "codeCheck", target?: string) => {
    const account = target === undefined ? undefined : (await services.auth.currentUser(accessTokenOf(request)))?.id;
    const decision = await services.rateLimits.check(action, { address: clientAddress, account, target });
    if (decision.ok) return undefined;
    const { retryAfterSeconds } = decision.error.values;
    const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
    return data<ActionResult>(
      { step, phone, error: "api.rateLimited", minutes },
      { status: 429, headers: { "Retry-After": String(retryAfterSeconds) } },
    );
  };

  if (intent === "send") {
    const refused = await refusedOverLimit("phone", "codeSend");
    if (refused) return refused;
    const result = await services.auth.requestWhatsAppCode({ phone, locale }).catch((error: unknown) => {
      log.error({ err: error }, "WhatsApp code not sent");
      return failure("providerFailed");
    });
    if (!result.ok) {
      const errors = { ...WHATSAPP_SEND_MESSAGES, providerFailed: "auth.providerFailed" } as const;
      return { step: "phone", phone, error: errors[result.error.code] };
    }
    // In test mode nothing reaches a phone, so the page shows the code the sandbox "sent".
    return { step: "code", phone: result.phone, ...(result.testCode ? { testCode: result.testCode } : {}) };
  }

  const refused = await refusedOverLimit(
    "code",
    "codeCheck",
    `phone:${normalizePhone(phone, marketOf(locale)) ?? phone.replace(/\D/g, "")}`,
  );
  if (refused) return refused;
  const verified = await services.auth.verifyWhatsAppCode({ phone, code, locale });
  if (!verified.ok) return { step: "code", phone, error: WHATSAPP_VERIFY_MESSAGES[verified.error.code] };
  const signedIn = await services.auth.completeSignIn(verified.identity, accessTokenOf(request));
  if (!signedIn.ok) return { step: "code", phone, error: SIGN_IN_MESSAGES[signedIn.error.code] };
  const returnTo = safeReturnPath(url.searchParams.get("return"), localizePath("/account", locale));
  // A full document load follows (reloadDocument), so every part of the page sees the new session.
  throw redirect(returnTo, { headers: cookieHeaders(accessTokenCookies(signedIn.accessToken, context)) });
}

/** Sign-in with WhatsApp: the number, then the 6-digit code that arrives there. */
export default function WhatsAppSignInPage() {
  const { t } = useI18n();
  const result = useActionData<typeof action>();
  const busy = useNavigation().state !== "idle";
  const error = (
    <FormError
      message={
        result?.error ? t(result.error, result.minutes === undefined ? undefined : { minutes: result.minutes }) : null
      }
    />
  );

  return (
    <>
      <h1 id="modal-title">{t("whatsapp.title")}</h1>
      {result?.step === "code" ? (
        <Form method="post" className="stack" reloadDocument>
          <input type="hidden" name="intent" value="verify" />
          <input type="hidden" name="phone" value={result.phone} />
          <p className="muted">{t("whatsapp.sentTo", { phone: result.phone })}</p>
          {result.testCode ? (
            <p className="notice notice--info" data-testid="whatsapp-test-code">
              {t("whatsapp.testCode", { code: result.testCode })}
            </p>
          ) : null}
          <Field
            label={t("whatsapp.code")}
            id="whatsapp-code"
            name="code"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern={"[0-9]{6}"}
            maxLength={6}
            required
          />
          {error}
          <button type="submit" className="button button--primary">
            {t("whatsapp.verify")}
          </button>
        </Form>
      ) : (
        <Form method="post" className="stack">
          <input type="hidden" name="intent" value="send" />
          <Field
            label={t("whatsapp.phone")}
            id="whatsapp-phone"
            name="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder="0812 3456 7890"
            required
            defaultValue={result?.phone}
          />
          {error}
          <button type="submit" className="button button--primary" disabled={busy}>
            {t("whatsapp.send")}
          </button>
        </Form>
      )}
    </>
  );
}
