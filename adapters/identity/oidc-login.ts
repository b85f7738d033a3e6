import * as oidc from "openid-client";
import type { OidcFlow, OidcLogin, OidcProvider } from "../../core/auth/oidc";

/** What each provider is asked for: Telegram has no e-mail; its phone number needs its own consent. */
const SCOPES: Record<OidcProvider, string> = { google: "openid email profile", telegram: "openid profile" };

/**
 * Sign-in over OpenID Connect with openid-client: discovery from the issuer, the authorization code
 * flow with PKCE (S256), state and nonce, and the ID token's claims as the identity. Google and
 * Telegram (https://oauth.telegram.org, client id = the bot's id) follow the same standard; the
 * issuer is configurable so tests run against a local OIDC server.
 */
export function createOidcLogin(options: {
  provider: OidcProvider;
  issuer: string;
  clientId: string;
  clientSecret: string;
}): OidcLogin {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    // A plain-http issuer is only ever a local test server.
    const execute = options.issuer.startsWith("http://") ? [oidc.allowInsecureRequests] : [];
    configuration ??= oidc
      // 10 s for discovery and every later request (the library's default is 30): a buyer waits on it.
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, { execute, timeout: 10 })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    provider: options.provider,

    async start(redirectUri, returnTo) {
      const config = await discover();
      const flow: OidcFlow = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: SCOPES[options.provider],
        code_challenge: await oidc.calculatePKCECodeChallenge(flow.codeVerifier),
        code_challenge_method: "S256",
        state: flow.state,
        nonce: flow.nonce,
      });
      return { url: url.toString(), flow };
    },

    async finish(redirectUri, query, flow) {
      const config = await discover();
      const current = new URL(redirectUri);
      current.search = query.toString();
      const tokens = await oidc.authorizationCodeGrant(config, current, {
        pkceCodeVerifier: flow.codeVerifier,
        expectedState: flow.state,
        expectedNonce: flow.nonce,
        idTokenExpected: true,
      });
      const claims = tokens.claims();
      if (!claims?.sub) throw new Error(`${options.provider} gave no subject`);
      const text = (value: unknown) => (typeof value === "string" && value.length > 0 ? value : null);
      // Telegram's ID token also carries the numeric user id (`id`), the same one its login widget
      // signs: keyed by it, a buyer who used the widget before finds the same account.
      const telegramId = typeof claims.id === "number" || typeof claims.id === "string" ? String(claims.id) : null;
      return {
        provider: options.provider,
        subject: options.provider === "telegram" ? (telegramId ?? claims.sub) : claims.sub,
        displayName: text(claims.name) ?? text(claims.preferred_username),
        email: text(claims.email) && claims.email_verified !== false ? text(claims.email) : null,
      };
    },
  };
}
