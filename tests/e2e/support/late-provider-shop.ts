import { spawn } from "node:child_process";
import { E2E_PORT, e2eDatabaseUrl } from "./server";

/** How late its providers answer: long enough to see the page before the answer on a busy machine. */
export const PROVIDER_ANSWER_DELAY_MS = 6_000;

/**
 * A second shop on the e2e database whose sandbox providers answer a while after the buyer is back
 * (PAYMENT_SANDBOX_DELAY_MS: Midtrans's and YooKassa's notifications, Payme's and Click's calls), as
 * YooKassa's notification often does. On the shared e2e server the answer is usually there before
 * the buyer, so what the buyer sees in between could not be tested there. Its own port, beside the
 * e2e server's, so concurrent runs on other ports keep apart.
 */
export async function startLateProviderShop(): Promise<{ origin: string; stop(): Promise<void> }> {
  const port = E2E_PORT + 61;
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ["dist/server.js"], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: "127.0.0.1",
      PUBLIC_ORIGIN: origin,
      DATABASE_URL: e2eDatabaseUrl(),
      LOG_LEVEL: "warn",
      PAYMENT_SANDBOX_DELAY_MS: String(PROVIDER_ANSWER_DELAY_MS),
      SUPPLIER_SANDBOX_DELAY_MS: "500",
      DELIVERY_RETRY_DELAY_SECONDS: "1",
      RATE_LIMITS: "off",
    },
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  for (let attempt = 0; ; attempt++) {
    try {
      if ((await fetch(`${origin}/backend/api/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (child.exitCode !== null || attempt >= 600) {
      child.kill("SIGTERM");
      throw new Error(`the late-provider shop did not start: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    origin,
    async stop() {
      child.kill("SIGTERM");
      await exited;
    },
  };
}
