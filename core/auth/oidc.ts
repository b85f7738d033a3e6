import type { ExternalIdentity } from "./sign-in";

/** Sign-in providers reached with OpenID Connect: Google, and Telegram's OIDC flow. */
export const OIDC_PROVIDERS = ["google", "telegram"] as const;
export type OidcProvider = (typeof OIDC_PROVIDERS)[number];

/** The shop page each provider returns to: the redirect URI is this path on the shop's origin. */
export const OIDC_RETURN_PATHS: Record<OidcProvider, string> = { google: "/auth/google", telegram: "/auth/telegram" };

/** What must survive the round trip to the provider, kept server-side in a short-lived HttpOnly cookie. */
export interface OidcFlow {
  codeVerifier: string;
  state: string;
  nonce: string;
  returnTo: string;
}

/** Port: sign-in with OpenID Connect (authorization code, PKCE, state, nonce). */
export interface OidcLogin {
  provider: OidcProvider;
  /** The authorization URL to send the browser to, and the flow secrets to keep until it returns. */
  start(redirectUri: string, returnTo: string): Promise<{ url: string; flow: OidcFlow }>;
  /** Checks state, PKCE and the ID token's nonce, and gives the person's identity. */
  finish(redirectUri: string, query: URLSearchParams, flow: OidcFlow): Promise<ExternalIdentity>;
}
