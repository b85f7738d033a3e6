import { Form, data, useActionData, useLoaderData, useNavigation } from "react-router";
import { useI18n } from "../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../lib/meta";
import { accessTokenCookie, currentUser } from "../lib/session.server";
import { requestScope } from "../context";
import type { Route } from "./+types/delete-personal";

export async function loader({ request, context }: Route.LoaderArgs) {
  return { signedIn: Boolean(await currentUser(request, context)) };
}

/** Deletes the signed-in user's account, then clears the access token cookie. */
export async function action({ request, context }: Route.ActionArgs) {
  const { services } = context.get(requestScope);
  const user = await currentUser(request, context);
  if (!user) return data({ outcome: "failed" as const }, { status: 401 });
  try {
    const deleted = await services.auth.deleteAccount(user.id);
    if (!deleted) return data({ outcome: "failed" as const }, { status: 404 });
  } catch {
    return data({ outcome: "failed" as const }, { status: 500 });
  }
  const expired = accessTokenCookie("", context);
  return data({ outcome: "deleted" as const }, { headers: { "Set-Cookie": expired } });
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
      {result ? (
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
            <Form method="post">
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
