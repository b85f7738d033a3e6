import { spawn, type ChildProcess } from "node:child_process";
import { chownSync, existsSync, mkdirSync, readFileSync, readdirSync } from "node:fs";
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

/**
 * The configuration the reliability suite runs nginx with: deploy/nginx.conf's proxying and page
 * cache, with every path in `dir`, one worker, and the test's own device for webhooks (each one
 * mirrored to every server, and its body recorded).
 */
export function nginxConfig(options: { dir: string; port: number; servers: number[] }): string {
  const { dir, port, servers } = options;
  const [first, ...others] = servers;
  const mirrors = (prefix: string) => others.map((_, index) => `      mirror /fan-out/${index}${prefix};`).join("\n");
  const fanOut = FAN_OUT.map(
    (uri) => `
    location = ${uri} {
      proxy_pass http://notifications;
${mirrors(uri)}
      access_log ${dir}/notifications.log notification;
    }`,
  ).join("\n");
  const fanOutTargets = others
    .map(
      (server, index) => `
    location /fan-out/${index}/ {
      internal;
      proxy_pass http://127.0.0.1:${server}$request_uri;
    }`,
    )
    .join("\n");
  return `
worker_processes 1;
pid ${dir}/nginx.pid;
# nginx's error lines carry the request line (an order's address, a sign-in link's token): only
# failures of nginx itself are written; upstream failures show in the access log's upstream fields.
error_log ${dir}/error.log crit;
events { worker_connections 4096; }

http {
  client_body_temp_path ${dir}/client-body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  # The notifications' bodies are read into memory, where the log reads them.
  client_body_buffer_size 1m;
  client_max_body_size 10m;

  log_format proxy '$remote_addr [$time_local] $request_method $status $body_bytes_sent $request_time '
                   'upstream=$upstream_addr upstream_status=$upstream_status cache=$upstream_cache_status';
  log_format notification escape=json '{"path":"$uri","signature":"$http_x_hub_signature","body":"$request_body"}';
  access_log ${dir}/access.log proxy;

  proxy_cache_path ${dir}/cache levels=1:2 keys_zone=pages:10m max_size=256m inactive=10m use_temp_path=off;

  upstream shop {
${servers.map((server) => `    server 127.0.0.1:${server} max_fails=1 fail_timeout=1s;`).join("\n")}
    keepalive 32;
  }
  upstream notifications {
    server 127.0.0.1:${first} max_fails=1 fail_timeout=1s;
${others.map((server) => `    server 127.0.0.1:${server} backup;`).join("\n")}
  }

${SHARED_MAPS}

  server {
    listen 127.0.0.1:${port};
${SHARED_PROXYING}
${fanOut}
${fanOutTargets}
  }
}
`;
}

/**
 * What deploy/nginx.conf and the test's configuration share at the level of `http`: the encoding
 * the shop is asked for (one of three, so the cache keeps three forms of a page at most), and
 * whether a request may take a page from the shared cache (no cookie, no Authorization).
 */
const SHARED_MAPS = `
  map $http_accept_encoding $shop_encoding {
    default "";
    ~*\\bbr\\b br;
    ~*\\bgzip\\b gzip;
  }
  map "$http_cookie$http_authorization" $personal {
    "" 0;
    default 1;
  }`;

/** The proxying of deploy/nginx.conf's `server`, as the test runs it. */
const SHARED_PROXYING = `
    proxy_http_version 1.1;
    proxy_set_header Connection "";
    proxy_set_header Host $host;
    proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
    proxy_set_header X-Forwarded-Proto $scheme;
    proxy_set_header Accept-Encoding $shop_encoding;
    # A server refusing the connection (stopped, restarting) is passed over for any request: nothing
    # was sent. Once a request was sent, only GET and HEAD go to another server; nginx never resends
    # a POST unless told to (non_idempotent), which this configuration does not.
    proxy_next_upstream error timeout;
    proxy_next_upstream_tries 3;
    proxy_connect_timeout 2s;
    proxy_read_timeout 60s;

    location / {
      proxy_pass http://shop;
      # The shop says what may be kept (Cache-Control: public, s-maxage=10 on the anonymous pages;
      # private, no-cache or no-store on the rest; Set-Cookie never kept) and nginx obeys it.
      proxy_cache pages;
      proxy_cache_key "$scheme$host$request_uri $shop_encoding";
      proxy_cache_bypass $personal;
      proxy_no_cache $personal;
      # Past s-maxage a page is asked for again with If-None-Match: a 304 while the catalog is as it
      # was, the new page after a change. The visitor meanwhile gets the stale copy, not a wait.
      proxy_cache_revalidate on;
      proxy_cache_background_update on;
      proxy_cache_use_stale error timeout updating http_500 http_502 http_503 http_504;
      proxy_cache_lock on;
      add_header X-Cache-Status $upstream_cache_status always;
    }

    location = /metrics {
      return 404;
    }`;

/** Starts nginx on `port` in front of the servers' ports (round robin, a stopped one passed over). */
export async function startNginx(options: { port: number; servers: number[] }): Promise<Nginx> {
  const dir = await mkdtemp(path.join(tmpdir(), "shop-nginx-"));
  for (const sub of ["client-body", "proxy", "fastcgi", "uwsgi", "scgi", "cache"]) mkdirSync(path.join(dir, sub));
  await writeFile(path.join(dir, "nginx.conf"), nginxConfig({ dir, ...options }));
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
            headers: entry.signature ? { "x-hub-signature": entry.signature } : {},
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
