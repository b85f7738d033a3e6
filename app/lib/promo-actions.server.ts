import { data, redirect } from "react-router";
import type { PromoAdminError } from "../../core/admin/promo-admin";
import { normalizePromoCode } from "../../core/promos/promo-codes";
import { localizePath, splitLocalePath } from "../../core/locales";
import { requestScope, type PageArgs } from "../context";
import { requireOperatorPage } from "./admin.server";
import { promoFormValues, promoInputOf, type PromoFormValues } from "./promo-form";

export type PromoActionAnswer =
  { error: PromoAdminError; values: PromoFormValues | null } | { done: "saved" | "unchanged" | "paused" | "resumed" };

/**
 * The promo pages' one action (list and code page): `intent=save` creates (no code in the URL) or
 * edits, `intent=active` pauses or resumes. The role is checked before the form is read.
 */
export async function promoAction(args: PageArgs, codeInUrl: string | undefined) {
  const { request, url, context } = args;
  const me = await requireOperatorPage(args, "promoCodes");
  const { services, requestId } = context.get(requestScope);
  const form = await request.formData();
  if (form.get("intent") === "active") {
    const code = normalizePromoCode(codeInUrl ?? String(form.get("code") ?? ""));
    const active = form.get("active") === "true";
    const result = await services.promoAdmin.setActive(me, code, active, requestId);
    if (!result.ok) return data({ error: result.error, values: null } as PromoActionAnswer, { status: 404 });
    return { done: active ? "resumed" : "paused" } as PromoActionAnswer;
  }
  const values = promoFormValues(form);
  const input = promoInputOf(values);
  const result = codeInUrl
    ? await services.promoAdmin.update(me, normalizePromoCode(codeInUrl), input, requestId)
    : await services.promoAdmin.create(me, input, requestId);
  if (!result.ok)
    return data({ error: result.error, values } as PromoActionAnswer, {
      status: result.error === "adminPromo.notFound" ? 404 : result.error === "adminPromo.codeTaken" ? 409 : 400,
    });
  if (!codeInUrl) {
    const { locale } = splitLocalePath(url.pathname);
    throw redirect(`${localizePath(`/admin/promos/${encodeURIComponent(result.code)}`, locale)}?created=1`);
  }
  return { done: result.changed ? "saved" : "unchanged" } as PromoActionAnswer;
}
