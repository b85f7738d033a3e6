/**
 * A local OpenID Connect provider standing in for Google in end-to-end tests (oauth2-mock-server:
 * discovery, authorization with PKCE and nonce, token endpoint, signed ID tokens). Its authorize
 * endpoint approves at once, as a buyer who clicks "Continue" would.
 */
import { OAuth2Server } from "oauth2-mock-server";
import { E2E_GOOGLE } from "../e2e/support/server";

const server = new OAuth2Server();
await server.issuer.keys.generate("RS256");
server.service.on("beforeTokenSigning", (token) => {
  Object.assign(token.payload, {
    sub: "google-e2e-10001",
    email: "wulan@example.com",
    email_verified: true,
    name: "Wulan Sari",
    aud: E2E_GOOGLE.clientId,
  });
});
await server.start(E2E_GOOGLE.port, "127.0.0.1");
// The issuer's name must be the URL the shop is configured with (discovery checks it).
server.issuer.url = `http://127.0.0.1:${E2E_GOOGLE.port}`;
console.log(`fake OIDC issuer at ${server.issuer.url}`);
const stop = () => void server.stop().then(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
