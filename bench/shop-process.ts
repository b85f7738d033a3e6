/**
 * A built shop started for a bench script: its own fresh embedded database in a temporary directory,
 * production mode, rate limits off (one address is the whole load), on a free loopback port.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { freePort, waitFor } from "./measure";

export interface ShopProcess {
  name: string;
  dir: string;
  shop: ChildProcess;
  origin: string;
  dataDir: string;
}

/** The bench's order: a guest's QRIS order of Mobile Legends, no promo code, no balances. */
export const BENCH_ORDER = JSON.stringify({
  game: "mobile-legends",
  product: "ml-170",
  account: { userId: "123456789", zoneId: "2001", region: "ID" },
  confirmed: true,
  paymentMethod: "qris",
});

/** The build in `dir` (its dist/server.js), with extra environment and Node options, once it is ready. */
export async function startShop(
  name: string,
  dir: string,
  options: { env?: Record<string, string>; nodeArgs?: string[]; port?: number } = {},
): Promise<ShopProcess> {
  const root = path.resolve(dir);
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `bench-${name}-`));
  const port = options.port ?? (await freePort());
  const shop = spawn(process.execPath, [...(options.nodeArgs ?? []), path.join(root, "dist/server.js")], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
      // Order creation is a throughput under test: from one address it would stop at the limit.
      RATE_LIMITS: "off",
      ...options.env,
    },
    stdio: "inherit",
  });
  const origin = `http://127.0.0.1:${port}`;
  await waitFor(`${origin}/backend/api/ready`);
  return { name, dir: root, shop, origin, dataDir };
}

export async function stopShop(shop: ShopProcess): Promise<void> {
  if (shop.shop.exitCode === null && shop.shop.signalCode === null) {
    shop.shop.kill("SIGTERM");
    await new Promise((resolve) => shop.shop.once("exit", resolve));
  }
  await rm(shop.dataDir, { recursive: true, force: true });
}

/** `name=directory[,VARIABLE=value...]` arguments: the builds to compare and each one's environment. */
export function buildSpecs(args: string[]): { name: string; dir: string; env: Record<string, string> }[] {
  return args.map((arg) => {
    const [build, ...settings] = arg.split(",");
    const [name, dir] = (build ?? "").split("=");
    if (!name || !dir) throw new Error(`expected name=directory[,VARIABLE=value...], got ${arg}`);
    return { name, dir, env: Object.fromEntries(settings.map((setting) => setting.split("=") as [string, string])) };
  });
}
