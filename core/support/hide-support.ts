import { cookieValue } from "../cookies";

/**
 * The shop inside a mobile app's web view arrives with ?medium=app: the app has its own
 * support, so the floating widget is hidden there for good. The flag is kept in a first-party cookie
 * ("hide-support flag"), 365 days like the locale's, so visits without the parameter stay
 * without the widget; the server reads it, so the widget never flashes.
 */
export const EMBED_MEDIUM_PARAM = "medium";
export const EMBED_MEDIUM_APP = "app";

export const HIDE_SUPPORT_COOKIE = "hide_support";
export const HIDE_SUPPORT_COOKIE_VALUE = "1";
export const HIDE_SUPPORT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** The visit comes from the app's web view (and the flag should be stored). */
export function comesFromApp(searchParams: URLSearchParams): boolean {
  return searchParams.get(EMBED_MEDIUM_PARAM) === EMBED_MEDIUM_APP;
}

/** Whether the support widget stays hidden for this request: the parameter now, or the flag stored earlier. */
export function supportHidden(searchParams: URLSearchParams, cookieHeader: string | null | undefined): boolean {
  return comesFromApp(searchParams) || cookieValue(cookieHeader, HIDE_SUPPORT_COOKIE) === HIDE_SUPPORT_COOKIE_VALUE;
}
