import { failure, type Failure } from "../failure";
import type { ExternalIdentity } from "./sign-in";

/** Facebook Login scopes: the e-mail address and the public profile. */
export const FACEBOOK_SCOPES = ["email", "public_profile"] as const;
/** The shop page Facebook's dialog returns to: the redirect_uri is this path on the shop's origin. */
export const FACEBOOK_RETURN_PATH = "/auth/facebook";
/** Where the browser keeps the random state between leaving for Facebook and coming back. */
export const FACEBOOK_STATE_KEY = "fb_login_state";

/** Port: turns the code Facebook's dialog returned into the person's identity. */
export interface FacebookLogin {
  exchange(code: string, redirectUri: string): Promise<ExternalIdentity>;
}

/**
 * What the browser does when it comes back from Facebook's dialog: complete the sign-in only with a
 * code and the state it stored itself; anything else (no stored state, another state) is refused
 * ("state"), since it may be a login forced on the buyer by another site. "nothing": the address
 * carries neither a code nor a state, so there is no sign-in to complete.
 */
export function facebookReturn(
  storedState: string | null,
  query: URLSearchParams,
): { ok: true; code: string } | Failure<"nothing" | "state"> {
  const code = query.get("code");
  const state = query.get("state");
  if (!code && !state) return failure("nothing");
  if (!code || !state || !storedState || state !== storedState) return failure("state");
  return { ok: true, code };
}
