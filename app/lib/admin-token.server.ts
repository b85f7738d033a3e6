import { ADMIN_SESSION_COOKIE, cookieValue } from "../../core/cookies";

/** The admin session's token a request carries (its own cookie, never a Bearer header). */
export function adminTokenOf(request: Request): string | undefined {
  return cookieValue(request.headers.get("cookie"), ADMIN_SESSION_COOKIE);
}
