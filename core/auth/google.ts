import type { ExternalIdentity } from "./sign-in";

/** The shop page Google returns to: the redirect URI is this path on the shop's origin. */
export const GOOGLE_RETURN_PATH = "/auth/google";

/** What must survive the round trip to Google, kept server-side in a short-lived HttpOnly cookie. */
export interface GoogleFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

/** Port: Google sign-in with OpenID Connect (authorization code, PKCE, state, nonce). */
export interface GoogleLogin {
  /** The authorization URL to send the browser to, and the flow secrets to keep until it returns. */
  start(redirectUri: string, returnTo: string): Promise<{ url: string; flow: GoogleFlow }>;
  /** Checks state, PKCE and the ID token's nonce, and gives the person's identity. */
  finish(redirectUri: string, query: URLSearchParams, flow: GoogleFlow): Promise<ExternalIdentity>;
}
