import { existsSync, readFileSync } from "node:fs";
import pg from "pg";
import { describeFindings, scanLog } from "../../support/log-scan";
import { E2E_FACEBOOK, E2E_GOOGLE, E2E_SERVER_LOG, E2E_TELEGRAM, e2eDatabaseUrl } from "./server";

/**
 * Playwright's global teardown (the server still runs): every line the e2e server printed, scanned
 * with every order the run made and the secrets it was configured with. A finding fails the run.
 */
export default async function scanServerLog(): Promise<void> {
  if (!existsSync(E2E_SERVER_LOG)) return;
  const client = new pg.Client({ connectionString: e2eDatabaseUrl() });
  await client.connect();
  let orderIds: string[];
  try {
    orderIds = (await client.query<{ id: string }>("SELECT id FROM orders")).rows.map((row) => row.id);
  } finally {
    await client.end();
  }
  const findings = scanLog(readFileSync(E2E_SERVER_LOG, "utf8"), {
    orderIds,
    secrets: [E2E_FACEBOOK.appSecret, E2E_GOOGLE.clientSecret, E2E_TELEGRAM.clientSecret],
  });
  if (findings.length) throw new Error(`the e2e server logged what no log may hold:\n${describeFindings(findings)}`);
}
