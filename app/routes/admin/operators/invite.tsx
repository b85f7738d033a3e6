import { Form, data, redirect, useActionData, useLoaderData, useLocation } from "react-router";
import { localizePath, splitLocalePath } from "../../../../core/locales";
import { serverTranslator } from "../../../../i18n/catalog";
import { FormError } from "../../../components/form-error";
import { SignInMethods } from "../../../components/sign-in-methods";
import { requestScope } from "../../../context";
import type { PageHandle } from "../../../i18n/page-handle";
import { useI18n } from "../../../i18n/i18n-context";
import { metaTranslator, pageMeta } from "../../../lib/meta";
import { pageMessages } from "../../../lib/page-messages.server";
import { refuse } from "../../../lib/form.server";
import { currentUser } from "../../../lib/session.server";
import type { Route } from "./+types/invite";

export const handle = { messages: ["admin"] } satisfies PageHandle;

/** An invitation link (single-use, 72 hours): the invited person signs in as a buyer, then accepts. */
export async function loader({ request, url, context, params }: Route.LoaderArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const invite = await services.admin.findInvite(params.token);
  if (!invite) throw data({ message: serverTranslator(locale)("admin.inviteInvalid") }, { status: 404 });
  const user = await currentUser(request, context);
  return { messages: pageMessages({ url, context }, handle.messages), role: invite.role, signedIn: Boolean(user) };
}

/** What a refused acceptance shows (its status is app/lib/form.server.ts's). */
const REFUSALS = {
  inviteInvalid: "admin.inviteInvalid",
  inviteNotYours: "admin.inviteNotYours",
  alreadyOperator: "admin.inviteAlreadyOperator",
} as const;

export async function action({ request, url, context, params }: Route.ActionArgs) {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const user = await currentUser(request, context);
  // Back to this invitation's page to sign in: its address as the URL encodes it (the decoded token
  // may hold what no Location header can carry).
  if (!user) throw redirect(url.pathname);
  const result = await services.admin.acceptInvite(params.token, user.id, {
    requestId: context.get(requestScope).requestId,
  });
  // Accepted: the next step is enrolling TOTP on the console's sign-in.
  if (result.ok) throw redirect(localizePath("/admin/sign-in", locale));
  return refuse(REFUSALS[result.error.code]);
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const t = metaTranslator(matches);
  return t ? [...pageMeta(t("admin.acceptTitle")), { name: "robots", content: "noindex" }] : [];
};

export default function AdminInvitePage() {
  const { role, signedIn } = useLoaderData<typeof loader>();
  const result = useActionData<typeof action>();
  const { t } = useI18n();
  const location = useLocation();
  return (
    <>
      <h1>{t("admin.acceptTitle")}</h1>
      <section className="card stack">
        <p>{t("admin.acceptText", { role: t(`admin.role.${role}`) })}</p>
        {signedIn ? (
          <Form method="post" className="stack">
            <FormError message={result ? t(result.error) : null} />
            <button type="submit" className="button button--primary" data-testid="accept-invite">
              {t("admin.accept")}
            </button>
          </Form>
        ) : (
          <SignInMethods returnTo={location.pathname} />
        )}
      </section>
    </>
  );
}
