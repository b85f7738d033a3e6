/** Set when the buyer closes the survey unanswered: it then stops opening by itself (a year). */
export const SURVEY_DISMISSED_COOKIE = "survey_dismissed";

export function rememberSurveyDismissal() {
  document.cookie = `${SURVEY_DISMISSED_COOKIE}=1; Path=/; Max-Age=31536000; SameSite=Lax`;
}
