import { Form, data, useActionData, useLoaderData, useNavigation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { accessTokenCookies, cookieHeaders, currentUser } from "../lib/session.server";
import { requestScope } from "../context";
import type { Route } from "./+types/delete-personal";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { signedIn: Boolean(await currentUser(request, context)) };
}

/** The box the buyer ticks to say they understand: deletion is irreversible, so one click is not enough. */
const CONFIRM_FIELD = "confirm";

/** Deletes the signed-in user's account once confirmed, then clears the access token cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestScope);
  const user = await currentUser(request, context);
  if (!user) return data({ outcome: "failed" as const }, { status: 401 });
  // Checked on the server too: a form posted without the box (no JavaScript, an old page) deletes nothing.
  if ((await request.formData()).get(CONFIRM_FIELD) !== "yes")
    return data({ outcome: "unconfirmed" as const }, { status: 400 });
  try {
    const deleted = await services.auth.deleteAccount(user.id);
    if (!deleted.ok) return data({ outcome: "failed" as const }, { status: 404 });
  } catch {
    return data({ outcome: "failed" as const }, { status: 500 });
  }
  return data({ outcome: "deleted" as const }, { headers: cookieHeaders(accessTokenCookies("", context)) });
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("deletion.title")), { name: "robots", content: "noindex" }] : [];
};

export default function DeletePersonalPage() {
  const { signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const navigation = useNavigation();
  const { t } = useI18n();
  return (
    <>
      <h1 id="modal-title">{t("deletion.title")}</h1>
      {result && result.outcome !== "unconfirmed" ? (
        <p
          role="status"
          data-testid="deletion-outcome"
          className={result.outcome === "deleted" ? "notice notice--ok" : "notice notice--error"}
        >
          {result.outcome === "deleted" ? t("deletion.deleted") : t("deletion.failed")}
        </p>
      ) : (
        <>
          <p className="warning">{t("deletion.warning")}</p>
          {signedIn ? (
            <Form method="post" className="deletion-form">
              <label className="checkbox">
                <input
                  type="checkbox"
                  name={CONFIRM_FIELD}
                  value="yes"
                  required
                  aria-describedby="deletion-confirm-error"
                />
                <span>{t("deletion.confirm")}</span>
              </label>
              {result?.outcome === "unconfirmed" ? (
                <p id="deletion-confirm-error" className="field__error" role="alert">
                  {t("deletion.confirmRequired")}
                </p>
              ) : null}
              <button type="submit" className="button button--danger" disabled={navigation.state !== "idle"}>
                {t("deletion.button")}
              </button>
            </Form>
          ) : (
            <p className="muted">{t("deletion.signInFirst")}</p>
          )}
        </>
      )}
    </>
  );
}
