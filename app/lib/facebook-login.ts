import { FACEBOOK_RETURN_PATH, FACEBOOK_SCOPES, FACEBOOK_STATE_KEY } from "../../core/auth/facebook";

/** Where to go back after Facebook, kept beside the state for the round trip. */
export const FACEBOOK_RETURN_KEY = "fb_login_return";

/**
 * Leaves for Facebook's dialog with a fresh random state kept in this browser: only a
 * return carrying that state completes the sign-in.
 */
export function startFacebookLogin(facebook: { appId: string; dialogUrl: string }, returnTo: string): void {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  const state = Array.from(bytes, (byte) => byte.toString(16).padStart(2, "0")).join("");
  localStorage.setItem(FACEBOOK_STATE_KEY, state);
  localStorage.setItem(FACEBOOK_RETURN_KEY, returnTo);
  const url = new URL(facebook.dialogUrl);
  url.search = new URLSearchParams({
    client_id: facebook.appId,
    redirect_uri: `${window.location.origin}${FACEBOOK_RETURN_PATH}`,
    state,
    scope: FACEBOOK_SCOPES.join(","),
    response_type: "code",
  }).toString();
  window.location.assign(url.toString());
}
