import { z } from "zod";
import type { FacebookLogin } from "../../core/auth/facebook";

const tokenAnswer = z.object({ access_token: z.string().min(1) });
const profileAnswer = z.object({ id: z.string().min(1), name: z.string().optional(), email: z.string().optional() });

export class FacebookLoginError extends Error {}

/**
 * Facebook Login over the Graph API: the code is exchanged at /oauth/access_token (with the same
 * redirect_uri the dialog used), then /me gives id, name and, when the person shared it, email.
 */
export function createFacebookGraphLogin(options: {
  appId: string;
  appSecret: string;
  graphUrl: string;
}): FacebookLogin {
  const base = options.graphUrl.replace(/\/$/, "");
  async function getJson(url: URL): Promise<unknown> {
    const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body: unknown = await response.json().catch(() => undefined);
    if (!response.ok) throw new FacebookLoginError(`Graph API ${url.pathname} answered ${response.status}`);
    return body;
  }
  return {
    async exchange(code, redirectUri) {
      const tokenUrl = new URL(`${base}/oauth/access_token`);
      tokenUrl.search = new URLSearchParams({
        client_id: options.appId,
        client_secret: options.appSecret,
        redirect_uri: redirectUri,
        code,
      }).toString();
      const token = tokenAnswer.safeParse(await getJson(tokenUrl));
      if (!token.success) throw new FacebookLoginError("Graph API gave no access token");
      const meUrl = new URL(`${base}/me`);
      meUrl.search = new URLSearchParams({ fields: "id,name,email", access_token: token.data.access_token }).toString();
      const profile = profileAnswer.safeParse(await getJson(meUrl));
      if (!profile.success) throw new FacebookLoginError("Graph API gave no profile");
      return {
        provider: "facebook",
        subject: profile.data.id,
        displayName: profile.data.name ?? null,
        // Facebook may not give an e-mail address: the account works without one.
        email: profile.data.email ?? null,
      };
    },
  };
}
