import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "./support/test";
import pg from "pg";
import { LIVE_OPERATOR_ENV } from "../support/live-operator-env";
import { e2eDatabaseUrl } from "./support/server";

/** Servers of these tests get their own ports, beside the shared e2e server. */
const PORTS = { shutdown: 3918, dev: 3919, embedded: 3920, broken: 3921, crash: 3922, live: 3923 };

interface Running {
  child: ChildProcess;
  stdout: () => string;
  exit: Promise<{ code: number | null; stderr: string }>;
}

function run(command: string[], env: Record<string, string>): Running {
  const child = spawn(command[0]!, command.slice(1), {
    env: { ...process.env, HOST: "127.0.0.1", LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (chunk) => (stdout += String(chunk)));
  child.stderr?.on("data", (chunk) => (stderr += String(chunk)));
  const exit = new Promise<{ code: number | null; stderr: string }>((resolve) =>
    child.once("exit", (code) => resolve({ code, stderr })),
  );
  return { child, stdout: () => stdout, exit };
}

const startBuilt = (env: Record<string, string>) => run([process.execPath, "dist/server.js"], env);

/** Up to 60 s: a start with its own database or Vite is slow on a busy machine; this is no speed test. */
async function waitReady(port: number): Promise<void> {
  for (let attempt = 0; attempt < 600; attempt++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/backend/api/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`server on ${port} did not become ready`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

test.describe("server process", () => {
  test("a bad environment value stops the start with a message naming the variable", async () => {
    const result = await startBuilt({ PORT: "not-a-port" }).exit;
    expect(result.code).toBe(1);
    expect(result.stderr).toContain("PORT: Invalid input");
    // The value itself is never printed: another variable's could be a secret.
    expect(result.stderr).not.toContain("not-a-port");
  });

  test("with real payment keys there is no test mode: no test sign-in, no banner, no sandbox WhatsApp codes", async () => {
    const base = `http://127.0.0.1:${PORTS.live}`;
    const server = startBuilt({
      PORT: String(PORTS.live),
      DATABASE_URL: e2eDatabaseUrl(),
      LOG_LEVEL: "info",
      PUBLIC_ORIGIN: "https://kupi.example",
      // Real-looking keys pointed nowhere: nothing is called at start.
      MIDTRANS_SERVER_KEY: "Mid-server-live-e2e",
      MIDTRANS_CLIENT_KEY: "Mid-client-live-e2e",
      MIDTRANS_API_URL: "http://127.0.0.1:9",
      DIGIFLAZZ_USERNAME: "kupi",
      DIGIFLAZZ_API_KEY: "live-key",
      DIGIFLAZZ_WEBHOOK_SECRET: "live-secret",
      DIGIFLAZZ_URL: "http://127.0.0.1:9",
      TOTP_SECRET_KEY: Buffer.alloc(32, 5).toString("base64"),
      ...LIVE_OPERATOR_ENV,
    });
    try {
      await waitReady(PORTS.live);
      expect(server.stdout()).toContain("live mode: real payments and supplier");
      expect((await fetch(`${base}/auth/test`)).status).toBe(404);
      const signIn = await fetch(`${base}/auth/test?return=/`, {
        method: "POST",
        // From the shop's own origin (a post from any other is refused at the door, 403).
        headers: { "content-type": "application/x-www-form-urlencoded", origin: "https://kupi.example" },
        body: "name=Mallory",
        redirect: "manual",
      });
      expect(signIn.status).toBe(404);
      expect(signIn.headers.get("set-cookie")).toBeNull();
      const home = await (await fetch(`${base}/`)).text();
      expect(home).not.toContain('data-testid="test-mode"');
      expect(home).not.toContain('data-testid="test-sign-in"');
      const code = await fetch(`${base}/backend/api/auth/whatsapp/code`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ phone: "081234567890" }),
      });
      expect(code.status).toBe(404);
      expect(JSON.stringify(await code.json())).not.toContain("test_code");
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
    }
  });

  test("SIGTERM finishes the request in flight, then stops", async () => {
    const server = startBuilt({ PORT: String(PORTS.shutdown), DATABASE_URL: e2eDatabaseUrl() });
    await waitReady(PORTS.shutdown);

    // A request whose body is still arriving when the signal comes.
    const socket = connect(PORTS.shutdown, "127.0.0.1");
    let answer = "";
    socket.on("data", (chunk) => (answer += String(chunk)));
    const closed = new Promise((resolve) => socket.once("close", resolve));
    const body = JSON.stringify({ pad: "x".repeat(40) });
    await new Promise<void>((resolve) => socket.once("connect", () => resolve()));
    socket.write(
      `POST /backend/api/slow HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    server.child.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 300));

    // While draining, new connections are no longer served.
    const refused = await fetch(`http://127.0.0.1:${PORTS.shutdown}/backend/api/health`).then(
      (response) => response.status,
      () => "refused",
    );
    expect([503, "refused"]).toContain(refused);

    socket.write(body.slice(10));
    await closed;
    expect(answer).toMatch(/^HTTP\/1\.1 404/);
    expect(answer).toContain('"code":"api.notFound"');
    expect((await server.exit).code).toBe(0);
  });

  test("with no configuration it runs its own PostgreSQL, logs a request id on each request line, and stops both", async () => {
    // A fresh PostgreSQL cluster (initdb), then migrations and the seed: half a minute on a busy machine.
    test.setTimeout(90_000);
    const dataDir = await mkdtemp(path.join(tmpdir(), "shop-e2e-embedded-"));
    try {
      const server = startBuilt({
        PORT: String(PORTS.embedded),
        DATA_DIR: dataDir,
        LOG_LEVEL: "info",
        DATABASE_URL: "",
      });
      await waitReady(PORTS.embedded);
      const pidFile = path.join(dataDir, "postgres", "postmaster.pid");
      const postgresPid = Number(readFileSync(pidFile, "utf8").split("\n")[0]);
      expect(isAlive(postgresPid)).toBe(true);

      const page = await fetch(`http://127.0.0.1:${PORTS.embedded}/genshin`, {
        headers: { "x-request-id": "e2e-log-check-1" },
      });
      expect(page.status).toBe(200);
      expect(page.headers.get("x-request-id")).toBe("e2e-log-check-1");
      // Read it all, as a browser does: a response left unread stays in flight and delays shutdown.
      expect(await page.text()).toContain("Genshin Impact");

      server.child.kill("SIGTERM");
      expect((await server.exit).code).toBe(0);
      expect(isAlive(postgresPid)).toBe(false);
      expect(existsSync(pidFile)).toBe(false);

      const lines = server
        .stdout()
        .split("\n")
        .filter(Boolean)
        .map((line) => JSON.parse(line) as { reqId?: string; req?: unknown; res?: unknown; msg: string });
      const requestLines = lines.filter((line) => line.req !== undefined || line.res !== undefined);
      expect(requestLines.length).toBeGreaterThan(0);
      for (const line of requestLines) expect(line.reqId, line.msg).toBeTruthy();
      expect(lines.filter((line) => line.reqId === "e2e-log-check-1").map((line) => line.msg)).toEqual([
        "incoming request",
        "request completed",
      ]);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });

  test("a server error renders the same error page with status 500 and no stack trace", async () => {
    const admin = new pg.Client({ connectionString: e2eDatabaseUrl() });
    await admin.connect();
    await admin.query("DROP DATABASE IF EXISTS shop_broken WITH (FORCE)");
    await admin.query("CREATE DATABASE shop_broken");
    const url = new URL(e2eDatabaseUrl());
    url.pathname = "/shop_broken";
    const server = startBuilt({ PORT: String(PORTS.broken), DATABASE_URL: url.toString() });
    try {
      await waitReady(PORTS.broken);
      // The database disappears under the running shop.
      await admin.query("DROP DATABASE shop_broken WITH (FORCE)");
      const response = await fetch(`http://127.0.0.1:${PORTS.broken}/`);
      expect(response.status).toBe(500);
      const html = await response.text();
      expect(html).toContain("Kesalahan 500");
      expect(html).toContain("Terjadi kesalahan. Coba muat ulang halaman atau kembali nanti.");
      expect(html).not.toMatch(/shop_broken|does not exist|\bat \S+ \(/);
      expect((await fetch(`http://127.0.0.1:${PORTS.broken}/backend/api/ready`)).status).toBe(503);
    } finally {
      server.child.kill("SIGTERM");
      await server.exit;
      await admin.end();
    }
  });

  test("npm run dev serves the pages through Vite's middleware with hot reload", async () => {
    test.setTimeout(90_000);
    const server = run([process.execPath, "--import", "tsx", "server/main.ts"], {
      NODE_ENV: "development",
      PORT: String(PORTS.dev),
      DATABASE_URL: e2eDatabaseUrl(),
    });
    try {
      await waitReady(PORTS.dev);
      const page = await fetch(`http://127.0.0.1:${PORTS.dev}/en/genshin`);
      expect(page.status).toBe(200);
      const html = await page.text();
      expect(html).toContain("Genshin Impact top-up");
      // Source modules, not built assets: Vite serves and transforms them on request...
      expect(html).toContain('href="/app/root.tsx"');
      const root = await fetch(`http://127.0.0.1:${PORTS.dev}/app/root.tsx`);
      expect(root.status).toBe(200);
      // ...with hot module replacement wired in, and its client served beside them.
      expect(await root.text()).toContain("import.meta.hot");
      const client = await fetch(`http://127.0.0.1:${PORTS.dev}/@vite/client`);
      expect(client.status).toBe(200);
    } finally {
      server.child.kill("SIGTERM");
      const { code, stderr } = await server.exit;
      expect(code, `${server.stdout()}${stderr}`).toBe(0);
    }
  });

  test("killed with SIGKILL in the middle of deliveries, the restarted server completes every order exactly once", async () => {
    test.setTimeout(180_000);
    const dataDir = await mkdtemp(path.join(tmpdir(), "shop-e2e-crash-"));
    const base = `http://127.0.0.1:${PORTS.crash}`;
    const env = {
      PORT: String(PORTS.crash),
      DATA_DIR: dataDir,
      DATABASE_URL: "",
      // Each purchase stays pending at the supplier for 3 s: long enough to be killed in the middle.
      SUPPLIER_SANDBOX_DELAY_MS: "3000",
      DELIVERY_RETRY_DELAY_SECONDS: "1",
      // The killed server's leases run out 5 s after its last renewal; then the restarted one takes over.
      DELIVERY_LEASE_SECONDS: "5",
    };
    let server = startBuilt(env);
    try {
      await waitReady(PORTS.crash);
      const ids: string[] = [];
      for (let index = 0; index < 8; index += 1) {
        const created = await fetch(`${base}/backend/api/orders`, {
          method: "POST",
          headers: { "content-type": "application/json", "idempotency-key": `crash-test-${index}` },
          body: JSON.stringify({
            game: "free-fire",
            product: "ff-140",
            account: { playerId: `41234567${index}` },
            confirmed: true,
            paymentMethod: "qris",
          }),
        });
        const order = (await created.json()) as { data: { id: string } };
        ids.push(order.data.id);
        const pay = (await (
          await fetch(`${base}/backend/api/orders/public/${order.data.id}/pay`, {
            method: "POST",
            headers: { "content-type": "application/json" },
            body: "{}",
          })
        ).json()) as { redirectUrl: string };
        // The buyer pays on the gateway's page.
        const page = await (await fetch(pay.redirectUrl)).text();
        const formToken = /name="form_token" value="([^"]+)"/.exec(page)![1]!;
        await fetch(pay.redirectUrl.split("?")[0]!, {
          method: "POST",
          redirect: "manual",
          headers: { "content-type": "application/x-www-form-urlencoded" },
          body: new URLSearchParams({ action: "pay", form_token: formToken, lang: "id" }),
        });
      }
      const statuses = async () =>
        Promise.all(
          ids.map(async (id) => {
            const answer = (await (await fetch(`${base}/backend/api/orders/public/${id}`)).json()) as {
              data: { status: string };
            };
            return answer.data.status;
          }),
        );
      await expect.poll(statuses, { timeout: 20_000 }).toEqual(Array(8).fill("in_progress"));
      // Purchases are open at the supplier: the kill lands in the middle of the deliveries.
      const pendingAtSupplier = async () => {
        const client = new pg.Client({ connectionString: e2eDatabaseUrl(dataDir) });
        await client.connect();
        try {
          const { rows } = await client.query<{ count: number }>(
            "SELECT count(*)::int AS count FROM sandbox_supplier_purchases WHERE status = 'pending'",
          );
          return rows[0]!.count;
        } finally {
          await client.end();
        }
      };
      await expect.poll(pendingAtSupplier, { timeout: 5_000, intervals: [100] }).toBeGreaterThan(0);

      server.child.kill("SIGKILL");
      await server.exit;
      server = startBuilt(env);
      await waitReady(PORTS.crash);
      await expect.poll(statuses, { timeout: 60_000, intervals: [500] }).toEqual(Array(8).fill("complete"));

      const client = new pg.Client({ connectionString: e2eDatabaseUrl(dataDir) });
      await client.connect();
      try {
        const purchases = await client.query<{ reference: string }>(
          "SELECT p.reference FROM sandbox_supplier_purchases p JOIN orders o ON p.reference = o.number || '-1' WHERE o.id = ANY($1::uuid[])",
          [ids],
        );
        expect(purchases.rows).toHaveLength(8);
        const completions = await client.query<{ count: number }>(
          "SELECT count(*)::int AS count FROM order_events WHERE order_id = ANY($1::uuid[]) AND to_status = 'complete'",
          [ids],
        );
        expect(completions.rows[0]!.count).toBe(8);
      } finally {
        await client.end();
      }
      server.child.kill("SIGTERM");
      expect((await server.exit).code).toBe(0);
    } finally {
      if (server.child.exitCode === null) server.child.kill("SIGKILL");
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});
