import { cookieValue } from "../../core/cookies";

/** The value of one cookie in a request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get("cookie"), name);
}
