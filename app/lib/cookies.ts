import { cookieValue } from "../../core/cookies";

/** The value of one cookie in a request, or undefined. */
export function readCookie(request: Request, name: string): string | undefined {
  return cookieValue(request.headers.get("cookie"), name);
}

export function serializeCookie(
  name: string,
  value: string,
  options: { maxAgeSeconds: number; httpOnly?: boolean; secure?: boolean },
): string {
  const parts = [`${name}=${encodeURIComponent(value)}`, "Path=/", `Max-Age=${options.maxAgeSeconds}`, "SameSite=Lax"];
  if (options.httpOnly) parts.push("HttpOnly");
  if (options.secure) parts.push("Secure");
  return parts.join("; ");
}
