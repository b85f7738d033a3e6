import { data, redirect, type RouterContextProvider } from "react-router";
import type { Operator } from "../../core/admin/operators";
import { ADMIN_SESSION_MAX_AGE_SECONDS } from "../../core/admin/operators";
import type { Permission } from "../../core/admin/permissions";
import { adminSessionSetCookie } from "../../core/cookies";
import { localizePath, splitLocalePath } from "../../core/locales";
import { serverTranslator } from "../../i18n/catalog";
import { requestScope, type PageArgs } from "../context";
import { adminTokenOf } from "./admin-token.server";
import { currentUser } from "./session.server";

/** The admin_session cookie for a response; an empty token ends it. */
export function adminCookie(token: string, context: Readonly<RouterContextProvider>): string {
  return adminSessionSetCookie(
    token,
    ADMIN_SESSION_MAX_AGE_SECONDS,
    context.get(requestScope).services.config.production,
  );
}

/**
 * The role check of every /admin loader and action, the pages' twin of the API's requireOperator:
 * no admin session goes to the console's sign-in, a buyer or a role without `permission` gets 403.
 */
export async function requireOperatorPage(
  { request, url, context }: PageArgs,
  permission: Permission | null,
): Promise<Operator> {
  const { services } = context.get(requestScope);
  const { locale } = splitLocalePath(url.pathname);
  const buyer = await currentUser(request, context);
  const access = await services.admin.authorize(adminTokenOf(request), permission, buyer?.id);
  if (access.ok) return access.operator;
  if (access.error.code === "signInRequired") throw redirect(localizePath("/admin/sign-in", locale));
  throw data({ message: serverTranslator(locale)("admin.forbidden") }, { status: 403 });
}
