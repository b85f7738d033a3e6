/**
 * A local OpenID Connect provider standing in for Google or for Telegram's OIDC flow in end-to-end
 * tests (oauth2-mock-server: discovery, authorization with PKCE and nonce, token endpoint, signed ID
 * tokens). Its authorize endpoint approves at once, as a buyer who clicks "Continue" would.
 * Usage: node --import tsx tests/fakes/oidc-server.ts google|telegram
 */
import { OAuth2Server } from "oauth2-mock-server";
import { E2E_GOOGLE, E2E_TELEGRAM } from "../e2e/support/server";

const provider = process.argv[2] === "telegram" ? "telegram" : "google";
const settings = provider === "telegram" ? E2E_TELEGRAM : E2E_GOOGLE;
// The claims each provider puts in its ID token (Telegram: no e-mail, the numeric user id as `id`).
const claims =
  provider === "telegram"
    ? { sub: "tg-oidc-sub-77", id: 700_100_200, name: "Agus Pratama", preferred_username: "agus_p" }
    : { sub: "google-e2e-10001", email: "wulan@example.com", email_verified: true, name: "Wulan Sari" };

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, { ...claims, aud: settings.clientId });
});
await server.start(settings.port, "127.0.0.1");
// The issuer's name must be the URL the shop is configured with (discovery checks it).
server.issuer.url = `http://127.0.0.1:${settings.port}`;
console.log(`fake ${provider} OIDC issuer at ${server.issuer.url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
