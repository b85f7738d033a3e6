import { redirect } from "react-router";
import { promoForm } from "../../../../contracts/console-forms";
import { wallClockInstant } from "../../../../core/admin/console-time";
import { amountToMinor, percentToBps, type PromoInput } from "../../../../core/admin/promo-input";
import type { PromoAdminError } from "../../../../core/admin/promo-admin";
import { normalizePromoCode } from "../../../../core/promos/promo-codes";
import { localizePath, splitLocalePath } from "../../../../core/locales";
import { CURRENCIES, MINOR_DIGITS, type Currency } from "../../../../core/money";
import { requestScope, type PageArgs } from "../../../context";
import { requireOperatorPage } from "../../../lib/admin.server";
import { parseForm, refuse } from "../../../lib/form.server";
import type { PromoFormValues } from "./promo-form-values";

export type PromoActionAnswer =
  { error: PromoAdminError; values: PromoFormValues | null } | { done: "saved" | "unchanged" | "paused" | "resumed" };

const digitsOf = (currency: string) =>
  (CURRENCIES as readonly string[]).includes(currency) ? MINOR_DIGITS[currency as Currency] : 0;
const count = (value: string) => (value === "" ? null : Number(value));
/**
 * "2026-12-01T10:00" typed on the shop's clock (decision 052), as the instant it names; a browser
 * without the picker may send seconds too, and what is no moment goes on as typed for the use case
 * to refuse.
 */
const moment = (value: string, timeZone: string) =>
  value === "" ? null : (wallClockInstant(value, timeZone)?.toISOString() ?? value);

/**
 * The form's text as the use case's input: percents and amounts read as typed, moments on the shop's
 * clock. Reading never decides validity: core/admin/promo-input.ts does, with its messages.
 */
function promoInputOf(values: PromoFormValues, timeZone: string): PromoInput {
  const digits = digitsOf(values.currency);
  return {
    code: values.code,
    kind: values.kind,
    percentBps: values.kind === "percent" ? percentToBps(values.percent) : 0,
    amount: values.kind === "fixed" ? amountToMinor(values.amount, digits) : 0,
    currency: values.currency || null,
    minimumTotal: values.minimum === "" ? 0 : amountToMinor(values.minimum, digits),
    startsAt: moment(values.startsAt, timeZone),
    endsAt: moment(values.endsAt, timeZone),
    perUserLimit: count(values.perUserLimit),
    globalLimit: count(values.globalLimit),
    gameSlug: values.gameSlug || null,
    productSku: values.productSku || null,
  };
}

/**
 * The promo pages' one action (list and code page): `intent=save` creates (no code in the URL) or
 * edits, `intent=active` pauses or resumes. The role is checked before the form is read.
 */
export async function promoAction(args: PageArgs, codeInUrl: string | undefined) {
  const { request, url, context } = args;
  const me = await requireOperatorPage(args, "promoCodes");
  const { services, requestId } = context.get(requestScope);
  const form = parseForm(promoForm, await request.formData(), "adminPromo.invalid");
  if (!form.ok) return refuse(form.error, { values: null });
  if (form.value.intent === "active") {
    const { active } = form.value;
    const code = normalizePromoCode(codeInUrl ?? form.value.code);
    const result = await services.promoAdmin.setActive(me, code, active, requestId);
    if (!result.ok) return refuse(result.error.code, { values: null });
    return { done: active ? "resumed" : "paused" } as PromoActionAnswer;
  }
  const values = form.value;
  const input = promoInputOf(values, await services.shopTimeZone.current());
  const result = codeInUrl
    ? await services.promoAdmin.update(me, normalizePromoCode(codeInUrl), input, requestId)
    : await services.promoAdmin.create(me, input, requestId);
  if (!result.ok) return refuse(result.error.code, { values });
  if (!codeInUrl) {
    const { locale } = splitLocalePath(url.pathname);
    throw redirect(`${localizePath(`/admin/promos/${encodeURIComponent(result.code)}`, locale)}?created=1`);
  }
  return { done: result.changed ? "saved" : "unchanged" } as PromoActionAnswer;
}
