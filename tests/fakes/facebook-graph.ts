import { createServer, type Server } from "node:http";

/**
 * A local stand-in for Facebook's Graph API, following its documented protocol: GET
 * /oauth/access_token exchanges a dialog code (client_id, client_secret and the dialog's exact
 * redirect_uri required) for an access token; GET /me?fields=... answers the profile for that token.
 * Errors use Graph's shape: { error: { message, type: "OAuthException", code } } with status 400.
 */
export interface FakeFacebookUser {
  id: string;
  name: string;
  email?: string;
}

export async function startFakeFacebookGraph(options: {
  appId: string;
  appSecret: string;
  redirectUri: string;
  /** Dialog codes the fake accepts, and whom each signs in. */
  codes: Record<string, FakeFacebookUser>;
  port?: number;
}): Promise<{ url: string; close(): Promise<void> }> {
  const tokens = new Map<string, FakeFacebookUser>();
  const usedCodes = new Set<string>();
  const server: Server = createServer((request, response) => {
    const url = new URL(request.url ?? "/", "http://fake");
    const send = (status: number, body: unknown) => {
      response.writeHead(status, { "content-type": "application/json" }).end(JSON.stringify(body));
    };
    const oauthError = (message: string) => send(400, { error: { message, type: "OAuthException", code: 100 } });
    if (url.pathname === "/oauth/access_token") {
      const code = url.searchParams.get("code") ?? "";
      if (
        url.searchParams.get("client_id") !== options.appId ||
        url.searchParams.get("client_secret") !== options.appSecret
      ) {
        return oauthError("Error validating client secret.");
      }
      if (url.searchParams.get("redirect_uri") !== options.redirectUri)
        return oauthError("Error validating verification code. Please make sure your redirect_uri is identical.");
      const user = options.codes[code];
      // A code works once, as on Facebook.
      if (!user || usedCodes.has(code)) return oauthError("This authorization code has expired.");
      usedCodes.add(code);
      const token = `EAAB${code}${tokens.size}`;
      tokens.set(token, user);
      return send(200, { access_token: token, token_type: "bearer", expires_in: 5_183_944 });
    }
    // The login dialog, approving at once: back to the redirect_uri with a code and the given state.
    if (url.pathname === "/dialog") {
      const [code] = Object.keys(options.codes).filter((candidate) => !usedCodes.has(candidate));
      const back = new URL(url.searchParams.get("redirect_uri") ?? "");
      back.searchParams.set("code", code ?? "none-left");
      back.searchParams.set("state", url.searchParams.get("state") ?? "");
      response.writeHead(302, { location: back.toString() }).end();
      return;
    }
    if (url.pathname === "/me") {
      const user = tokens.get(url.searchParams.get("access_token") ?? "");
      if (!user) return oauthError("Invalid OAuth access token.");
      const fields = (url.searchParams.get("fields") ?? "id,name").split(",");
      return send(200, Object.fromEntries(Object.entries(user).filter(([key]) => fields.includes(key))));
    }
    return send(404, { error: { message: "Unknown path", type: "OAuthException", code: 803 } });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, "127.0.0.1", resolve));
  const { port } = server.address() as { port: number };
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
