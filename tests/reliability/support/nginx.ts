import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, copyFileSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";

/** Debian's nginx (scripts/ensure-nginx.sh installs it). */
const NGINX = process.env.NGINX_PATH ?? "/usr/sbin/nginx";
/** Debian's `nobody` and `nogroup`: run as root, the test still starts nginx unprivileged. */
const NOBODY = 65_534;

/** Paths every server receives: the same notification on each at once, a duplicate race by design. */
const FAN_OUT = ["/backend/api/payments/notification", "/backend/api/supplier/callback"];

export interface Nginx {
  url: string;
  /** Every payment notification and supplier callback that came through, as sent: for replays. */
  readonly notifications: { path: string; headers: Record<string, string>; body: string }[];
  /** What nginx wrote to its logs (access and error): scanned like the servers' output. */
  output(): string;
  close(): Promise<void>;
}

/** The shipped configuration's parts the suite runs as they are (deploy/nginx.conf includes them). */
const SHIPPED = ["kupi-http.conf", "kupi-server.conf"];

/**
 * The configuration the reliability suite runs nginx with: deploy/nginx.conf's own parts for the
 * proxying and the page cache, every path in `dir`, one worker, and the test's device for webhooks
 * (each mirrored to every server, and its body recorded for replays).
 */
function nginxConfig(options: { dir: string; port: number; servers: number[] }): string {
  const { dir, port, servers } = options;
  const [first, ...others] = servers;
  const fanOut = FAN_OUT.map(
    (uri) => `
    location = ${uri} {
      proxy_pass http://kupi_notifications;
${others.map((_, index) => `      mirror /fan-out/${index}${uri};`).join("\n")}
      access_log ${dir}/notifications.log notification;
    }`,
  ).join("\n");
  const fanOutTargets = others.map(
    (server, index) => `
    location /fan-out/${index}/ {
      internal;
      proxy_pass http://127.0.0.1:${server}$request_uri;
    }`,
  );
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log crit;
events { worker_connections 4096; }

http {
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  client_max_body_size 10m;
  # The notifications' bodies stay in memory, where their log line reads them.
  client_body_buffer_size 1m;

  include kupi-http.conf;
  access_log ${dir}/access.log kupi;
  log_format notification escape=json '{"path":"$uri","signature":"$http_x_hub_signature","body":"$request_body"}';

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=kupi_pages:10m max_size=256m inactive=10m use_temp_path=off;

  upstream kupi {
${servers.map((server) => `    server 127.0.0.1:${server} max_fails=1 fail_timeout=1s;`).join("\n")}
    keepalive 32;
    keepalive_timeout 60s;
  }
  # A notification goes to the first server that takes the connection, and is mirrored to the others.
  upstream kupi_notifications {
    server 127.0.0.1:${first} max_fails=1 fail_timeout=1s;
${others.map((server) => `    server 127.0.0.1:${server} backup;`).join("\n")}
  }

  server {
    listen 127.0.0.1:${port};
    include kupi-server.conf;
${fanOut}
${fanOutTargets.join("\n")}
  }
}
`;
}

/** Starts nginx on `port` in front of the servers' ports (round robin, a stopped one passed over). */
export async function startNginx(options: { port: number; servers: number[] }): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-nginx-"));
  for (const sub of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(path.join(dir, sub));
  await writeFile(path.join(dir, "nginx.conf"), nginxConfig({ dir, ...options }));
  for (const name of SHIPPED) copyFileSync(path.join("deploy", name), path.join(dir, name));
  const root = process.getuid?.() === 0;
  if (root) for (const entry of ["", ...readdirSync(dir)]) chownSync(path.join(dir, entry), NOBODY, NOBODY);
  let output = "";
  const child: ChildProcess = spawn(NGINX, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-g", "daemon off;"], {
    stdio: ["ignore", "pipe", "pipe"],
    ...(root ? { uid: NOBODY, gid: NOBODY } : {}),
  });
  child.stdout?.on("data", (chunk) => (output += String(chunk)));
  child.stderr?.on("data", (chunk) => (output += String(chunk)));
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const url = `http://127.0.0.1:${options.port}`;
  const deadline = Date.now() + 10_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`nginx did not start:\n${output}`);
    try {
      await fetch(`${url}/metrics`);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`nginx did not listen on ${url}:\n${output}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
  const read = (name: string) => {
    const file = path.join(dir, name);
    return existsSync(file) ? readFileSync(file, "utf8") : "";
  };
  return {
    url,
    get notifications() {
      return read("notifications.log")
        .split("\n")
        .filter(Boolean)
        .map((line) => {
          const entry = JSON.parse(line) as { path: string; signature: string; body: string };
          return {
            path: entry.path,
            headers: entry.signature ? { "x-hub-signature": entry.signature } : ({} as Record<string, string>),
            body: entry.body,
          };
        });
    },
    output: () => `${output}${read("error.log")}${read("access.log")}`,
    async close() {
      child.kill("SIGTERM");
      await exited;
      await rm(dir, { recursive: true, force: true });
    },
  };
}

/**
 * `nginx -t` on deploy/nginx.conf as shipped, its machine paths moved into a temporary directory and
 * its port to `port`: what nginx says, and its exit code.
 */
export async function testShippedConfig(port: number): Promise<{ code: number | null; output: string }> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-nginx-shipped-"));
  try {
    for (const name of SHIPPED) copyFileSync(path.join("deploy", name), path.join(dir, name));
    const shipped = readFileSync(path.join("deploy", "nginx.conf"), "utf8")
      .replace(/^user .*$/m, "")
      .replaceAll("/run/nginx.pid", `${dir}/nginx.pid`)
      .replaceAll("/var/log/nginx", dir)
      .replaceAll("/var/cache/nginx", dir)
      .replace(/listen 80;/g, `listen 127.0.0.1:${port};`)
      .replace(/listen \[::\]:80;/g, "")
      .replace(
        "http {",
        `http {\n  client_body_temp_path ${dir}/client-body;\n  proxy_temp_path ${dir}/proxy;\n  fastcgi_temp_path ${dir}/fastcgi;\n  uwsgi_temp_path ${dir}/uwsgi;\n  scgi_temp_path ${dir}/scgi;`,
      );
    await writeFile(path.join(dir, "nginx.conf"), shipped);
    const child = spawn(NGINX, ["-t", "-p", dir, "-c", path.join(dir, "nginx.conf")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (chunk) => (output += String(chunk)));
    child.stderr.on("data", (chunk) => (output += String(chunk)));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    return { code, output };
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
