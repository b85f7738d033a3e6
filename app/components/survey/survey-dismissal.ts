import { serializeCookie } from "../../../core/cookies";

/** Set when the buyer closes the survey unanswered: it then stops opening by itself (a year). */
export const SURVEY_DISMISSED_COOKIE = "survey_dismissed";

export function rememberSurveyDismissal() {
  document.cookie = serializeCookie(SURVEY_DISMISSED_COOKIE, "1", { maxAgeSeconds: 365 * 86_400 });
}
