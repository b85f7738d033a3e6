import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { createMidtransClient } from "../../../adapters/payments/midtrans-client";
import type { PaymentsPort } from "../../../core/payments/payments-port";
import { orders } from "../../../adapters/db/schema";
import { secretValues } from "../../../server/env";
import { describeFindings, scanLog } from "../../support/log-scan";
import { createTestDatabase, type TestDatabase } from "../../support/test-database";
import { startNginx, type Nginx } from "./nginx";
import { startTcpProxy, type TcpProxy } from "./tcp-proxy";

export const OPERATOR_TOKEN = "reliability-operator-token-0001";
const KEYS = { serverKey: "SB-Mid-server-reliability", clientKey: "SB-Mid-client-reliability" };

/**
 * Ports for the servers, below the system's ephemeral range (32768-60999 on Linux). A server's port
 * is chosen before its process binds it, and meanwhile something else listening on port 0 (another
 * server's own supplier face, the gateway's) could be given a port of that range: never one of these.
 */
const PORTS = { from: 20_000, to: 32_000 };
const handedOut = new Set<number>();

async function bindable(port: number): Promise<boolean> {
  const server = createServer();
  const bound = await new Promise<boolean>((resolve) => {
    server.once("error", () => resolve(false));
    server.listen(port, "127.0.0.1", () => resolve(true));
  });
  if (bound) await new Promise<void>((resolve) => server.close(() => resolve()));
  return bound;
}

export async function freePort(): Promise<number> {
  for (let tries = 0; tries < 100; tries += 1) {
    const port = PORTS.from + Math.floor(Math.random() * (PORTS.to - PORTS.from));
    if (handedOut.has(port)) continue;
    handedOut.add(port);
    if (await bindable(port)) return port;
  }
  throw new Error(`no free port between ${PORTS.from} and ${PORTS.to}`);
}

async function waitFor(url: string, ok: (status: number) => boolean, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if (ok((await fetch(url)).status)) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up`);
}

/** One real server process of the built shop (dist/server.js). */
export interface ShopServer {
  readonly port: number;
  readonly running: boolean;
  /** What it printed (JSON log lines at info and above). */
  output(): string;
  start(): Promise<void>;
  /** SIGKILL: no shutdown of any kind, as a crash or an out-of-memory kill. */
  kill(): Promise<void>;
  /** SIGTERM: the graceful stop of a deploy. */
  stop(): Promise<void>;
}

function shopServer(port: number, env: Record<string, string>): ShopServer {
  let child: ChildProcess | undefined;
  let exited: Promise<void> = Promise.resolve();
  let output = "";
  const server: ShopServer = {
    port,
    get running() {
      return child !== undefined;
    },
    output: () => output,
    async start() {
      const started = spawn(process.execPath, ["dist/server.js"], {
        env: { ...process.env, ...env, PORT: String(port) },
        stdio: ["ignore", "pipe", "pipe"],
      });
      child = started;
      started.stdout?.on("data", (chunk) => (output += String(chunk)));
      started.stderr?.on("data", (chunk) => (output += String(chunk)));
      exited = new Promise((resolve) =>
        started.once("exit", () => {
          if (child === started) child = undefined;
          resolve();
        }),
      );
      await waitFor(`http://127.0.0.1:${port}/backend/api/ready`, (status) => status === 200);
    },
    async kill() {
      child?.kill("SIGKILL");
      await exited;
    },
    async stop() {
      child?.kill("SIGTERM");
      await exited;
    },
  };
  return server;
}

export interface Cluster {
  /** The shop's database, reached directly (not through the proxy) to read its books. */
  database: TestDatabase;
  /** Between the servers and the database: `cut()` is an outage. */
  proxy: TcpProxy;
  /** Debian's nginx in front of the servers, as production runs them (deploy/nginx.conf). */
  nginx: Nginx;
  servers: ShopServer[];
  /** The bank: the sandbox gateway on its own, shared by every server. */
  gateway: { url: string; clientKey: string; port: PaymentsPort };
  close(): Promise<void>;
}

/**
 * The shop as it runs on several machines: N identical server processes of the built shop on one
 * PostgreSQL (through a TCP proxy the test can cut), behind nginx, paying through one
 * sandbox gateway process (the bank outlives every server), delivering through the sandbox's
 * Digiflazz face beside each server or whatever `env` configures.
 */
export async function startCluster(options: { servers: number; env?: Record<string, string> }): Promise<Cluster> {
  const database = await createTestDatabase();
  const target = new URL(database.url);
  const proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port) });
  const viaProxy = new URL(database.url);
  viaProxy.port = String(proxy.port);
  const ports = await Promise.all(Array.from({ length: options.servers }, () => freePort()));
  const nginx = await startNginx({ port: await freePort(), servers: ports });

  const gatewayPort = await freePort();
  const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  const gatewayProcess = spawn(process.execPath, ["dist/sandbox-gateway.js"], {
    env: {
      ...process.env,
      PORT: String(gatewayPort),
      HOST: "127.0.0.1",
      LOG_LEVEL: "warn",
      PAYMENT_SANDBOX_SERVER_KEY: KEYS.serverKey,
      PAYMENT_SANDBOX_CLIENT_KEY: KEYS.clientKey,
      PAYMENT_SANDBOX_NOTIFICATION_URL: `${nginx.url}/backend/api/payments/notification`,
      // Each server buys from the Digiflazz face beside it, whose book is the shared database (the
      // exactly-once checks read it): the gateway's own face is not used, so any free port will do.
      SUPPLIER_SANDBOX_PORT: "0",
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  await waitFor(`${gatewayUrl}/v2/none/status`, () => true);

  const env = {
    HOST: "127.0.0.1",
    NODE_ENV: "production",
    // Request lines too: the log scan at close reads every URL the servers were asked for.
    LOG_LEVEL: "info",
    DATABASE_URL: viaProxy.toString(),
    PUBLIC_ORIGIN: nginx.url,
    // The servers believe nginx about the client's address (X-Forwarded-For), as behind production's.
    TRUST_PROXY_HOPS: "1",
    PAYMENT_SANDBOX_URL: gatewayUrl,
    PAYMENT_SANDBOX_SERVER_KEY: KEYS.serverKey,
    PAYMENT_SANDBOX_CLIENT_KEY: KEYS.clientKey,
    OPERATOR_TOKEN,
    SUPPLIER_SANDBOX_DELAY_MS: "300",
    DELIVERY_RETRY_DELAY_SECONDS: "1",
    DELIVERY_LEASE_SECONDS: "5",
    // Hundreds of buyers here share one address (the test machine); the limits have their own tests.
    RATE_LIMITS: "off",
    // A payment whose notification found every server down is asked about 15 s later, not 2 min.
    PAYMENT_STATUS_CHECK_AFTER_SECONDS: "15",
    ...options.env,
  };
  const servers = ports.map((port) => shopServer(port, env));
  try {
    await Promise.all(servers.map((server) => server.start()));
  } catch (error) {
    // Nothing is left running for the next scenario, and the servers' own words say what went wrong.
    await Promise.all(servers.map((server) => server.kill()));
    gatewayProcess.kill("SIGKILL");
    await nginx.close();
    await proxy.close();
    await database.drop();
    const said = servers.map((server, index) => `server ${index}:\n${server.output().slice(-3_000)}`).join("\n");
    throw new Error(`${(error as Error).message}\n${said}`);
  }

  return {
    database,
    proxy,
    nginx,
    servers,
    gateway: {
      url: gatewayUrl,
      clientKey: KEYS.clientKey,
      port: createMidtransClient({
        provider: "sandbox",
        apiUrl: gatewayUrl,
        snapUrl: `${gatewayUrl}/snap`,
        ...KEYS,
      }),
    },
    async close() {
      await Promise.all(servers.map((server) => server.kill()));
      const findings = scanLog([...servers.map((server) => server.output()), nginx.output()].join("\n"), {
        orderIds: (await database.db.select({ id: orders.id }).from(orders)).map((row) => row.id),
        secrets: secretValues(env),
      });
      gatewayProcess.kill("SIGKILL");
      await nginx.close();
      await proxy.close();
      await database.drop();
      // Every scenario's servers, whatever the scenario: a log line with someone's access fails it.
      if (findings.length) throw new Error(`the servers logged what no log may hold:\n${describeFindings(findings)}`);
    },
  };
}
