import * as oidc from "openid-client";
import type { GoogleFlow, GoogleLogin } from "../../core/auth/google";

/**
 * Google sign-in over OpenID Connect with openid-client: discovery from the issuer, the authorization
 * code flow with PKCE (S256), state and nonce, and the ID token's claims as the identity. The issuer
 * is configurable so tests run against a local OIDC server.
 */
export function createGoogleOidcLogin(options: {
  issuer: string;
  clientId: string;
  clientSecret: string;
}): GoogleLogin {
  let configuration: Promise<oidc.Configuration> | undefined;
  const discover = () => {
    // A plain-http issuer is only ever a local test server.
    const execute = options.issuer.startsWith("http://") ? [oidc.allowInsecureRequests] : [];
    configuration ??= oidc
      .discovery(new URL(options.issuer), options.clientId, options.clientSecret, undefined, { execute })
      .catch((error: unknown) => {
        configuration = undefined;
        throw error;
      });
    return configuration;
  };

  return {
    async start(redirectUri, returnTo) {
      const config = await discover();
      const flow: GoogleFlow = {
        codeVerifier: oidc.randomPKCECodeVerifier(),
        state: oidc.randomState(),
        nonce: oidc.randomNonce(),
        returnTo,
      };
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: redirectUri,
        scope: "openid email profile",
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
      if (!claims?.sub) throw new Error("Google gave no subject");
      return {
        provider: "google",
        subject: claims.sub,
        displayName: typeof claims.name === "string" ? claims.name : null,
        email: typeof claims.email === "string" && claims.email_verified !== false ? claims.email : null,
      };
    },
  };
}
