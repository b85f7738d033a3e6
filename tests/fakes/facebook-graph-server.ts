/**
 * The fake Facebook (Graph API and an auto-approving login dialog) as a process, for the end-to-end
 * server: `node --import tsx tests/fakes/facebook-graph-server.ts` (port FAKE_FACEBOOK_PORT).
 */
import { E2E_FACEBOOK, E2E_PORT } from "../e2e/support/server";
import { startFakeFacebookGraph } from "./facebook-graph";

const fake = await startFakeFacebookGraph({
  appId: E2E_FACEBOOK.appId,
  appSecret: E2E_FACEBOOK.appSecret,
  redirectUri: `http://127.0.0.1:${E2E_PORT}/auth/facebook`,
  codes: Object.fromEntries(
    Array.from({ length: 20 }, (_, index) => [
      `e2e-code-${index}`,
      { id: `fb-e2e-${index}`, name: `Fitri ${index}`, email: `fitri${index}@example.com` },
    ]),
  ),
  port: E2E_FACEBOOK.port,
});
console.log(`fake Facebook at ${fake.url}`);
process.on("SIGTERM", () => void fake.close().then(() => process.exit(0)));
process.on("SIGINT", () => void fake.close().then(() => process.exit(0)));
