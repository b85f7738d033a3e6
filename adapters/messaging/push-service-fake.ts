import { createDecipheriv, createECDH, createPublicKey, hkdfSync, randomBytes, randomUUID, verify } from "node:crypto";
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";

/** A subscription as a browser would hold it: what the page sends the shop, and its private half. */
export interface FakeSubscription {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface FakePushService {
  url: string;
  /** A new subscription, as PushManager.subscribe gives one, for this application server key. */
  subscribe(applicationServerKey: string): FakeSubscription;
  /** What the browser behind this endpoint received and decrypted, oldest first. */
  received(endpoint: string): unknown[];
  /** The browser unsubscribed: the endpoint now answers 410 Gone. */
  expire(endpoint: string): void;
  close(): Promise<void>;
}

interface Held {
  ecdh: ReturnType<typeof createECDH>;
  auth: Buffer;
  applicationServerKey: string;
  expired: boolean;
  messages: unknown[];
}

/**
 * A local push service that speaks the Web Push protocol as the browsers' do (RFC 8030), and reads
 * what a browser would: it refuses a message whose VAPID JWT (RFC 8292) is not signed ES256 by the
 * key the subscription was made for, or is for another audience or expired, and decrypts the
 * aes128gcm payload (RFC 8291) with the subscription's private key. Tests read the decrypted
 * message; `POST /subscriptions` and `GET /push/:id/messages` give the same to a person trying the
 * sandbox.
 */
export async function startFakePushService(options: { port?: number; host?: string } = {}): Promise<FakePushService> {
  const held = new Map<string, Held>();
  let origin = "";
  const subscribe = (applicationServerKey: string): FakeSubscription => {
    const id = randomUUID();
    const ecdh = createECDH("prime256v1");
    ecdh.generateKeys();
    const auth = randomBytes(16);
    held.set(id, { ecdh, auth, applicationServerKey, expired: false, messages: [] });
    return {
      endpoint: `${origin}/push/${id}`,
      p256dh: ecdh.getPublicKey().toString("base64url"),
      auth: auth.toString("base64url"),
    };
  };
  const idOf = (endpoint: string) => endpoint.slice(endpoint.lastIndexOf("/") + 1);

  const server: Server = createServer((request, response) => {
    void (async () => {
      const body = await readBody(request);
      const path = new URL(request.url ?? "/", origin).pathname;
      const answer = (status: number, json?: unknown) => {
        response.writeHead(status, json === undefined ? {} : { "content-type": "application/json" });
        response.end(json === undefined ? undefined : JSON.stringify(json));
      };
      if (request.method === "POST" && path === "/subscriptions") {
        const { applicationServerKey } = JSON.parse(body.toString("utf8") || "{}") as { applicationServerKey?: string };
        if (!applicationServerKey) return answer(400, { error: "applicationServerKey" });
        return answer(201, subscribe(applicationServerKey));
      }
      const messages = /^\/push\/([\w-]+)\/messages$/.exec(path);
      if (request.method === "GET" && messages) return answer(200, held.get(messages[1]!)?.messages ?? []);
      const push = /^\/push\/([\w-]+)$/.exec(path);
      if (request.method !== "POST" || !push) return answer(404);
      const subscription = held.get(push[1]!);
      if (!subscription || subscription.expired) return answer(410);
      const refusal = vapidRefusal(request, origin, subscription.applicationServerKey);
      if (refusal) return answer(refusal.status, { error: refusal.reason });
      if (request.headers["content-encoding"] !== "aes128gcm" || request.headers.ttl === undefined)
        return answer(400, { error: "aes128gcm body with a TTL expected" });
      try {
        const text = decrypt(body, subscription.ecdh, subscription.auth).toString("utf8");
        subscription.messages.push(JSON.parse(text));
      } catch {
        return answer(400, { error: "payload does not decrypt" });
      }
      response.writeHead(201, { location: `${origin}/messages/${randomUUID()}` });
      response.end();
    })().catch(() => {
      response.writeHead(500);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, options.host ?? "127.0.0.1", resolve));
  origin = `http://${options.host ?? "127.0.0.1"}:${(server.address() as AddressInfo).port}`;
  return {
    url: origin,
    subscribe,
    received: (endpoint) => held.get(idOf(endpoint))?.messages ?? [],
    expire(endpoint) {
      const subscription = held.get(idOf(endpoint));
      if (subscription) subscription.expired = true;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

/** Why the VAPID Authorization header is refused (RFC 8292 section 3), or undefined when it holds. */
function vapidRefusal(
  request: IncomingMessage,
  origin: string,
  applicationServerKey: string,
): { status: number; reason: string } | undefined {
  const header = request.headers.authorization ?? "";
  const match = /^vapid\s+t=([\w-]+\.[\w-]+\.[\w-]+),\s*k=([\w-]+)$/.exec(header);
  if (!match) return { status: 401, reason: "vapid t=..., k=... expected" };
  const [, token, key] = match as unknown as [string, string, string];
  // The push service only takes messages signed by the key the browser subscribed with.
  if (key !== applicationServerKey) return { status: 403, reason: "not the subscription's key" };
  const [head, claims, signature] = token.split(".") as [string, string, string];
  const raw = Buffer.from(key, "base64url");
  if (raw.length !== 65 || raw[0] !== 4) return { status: 401, reason: "k is not a P-256 point" };
  const publicKey = createPublicKey({
    key: {
      kty: "EC",
      crv: "P-256",
      x: raw.subarray(1, 33).toString("base64url"),
      y: raw.subarray(33).toString("base64url"),
    },
    format: "jwk",
  });
  const header64 = JSON.parse(Buffer.from(head, "base64url").toString("utf8")) as { alg?: string };
  if (header64.alg !== "ES256") return { status: 401, reason: "ES256 expected" };
  const signed = verify(
    "sha256",
    Buffer.from(`${head}.${claims}`),
    { key: publicKey, dsaEncoding: "ieee-p1363" },
    Buffer.from(signature, "base64url"),
  );
  if (!signed) return { status: 401, reason: "bad signature" };
  const payload = JSON.parse(Buffer.from(claims, "base64url").toString("utf8")) as {
    aud?: string;
    exp?: number;
    sub?: string;
  };
  const now = Date.now() / 1000;
  if (payload.aud !== origin) return { status: 401, reason: "aud is not this push service" };
  if (typeof payload.exp !== "number" || payload.exp < now || payload.exp > now + 24 * 3600)
    return { status: 401, reason: "exp outside the next 24 hours" };
  if (!payload.sub || !/^(mailto:|https:)/.test(payload.sub)) return { status: 401, reason: "sub expected" };
  return undefined;
}

/** RFC 8291 with RFC 8188's aes128gcm: one record, as Web Push sends. */
function decrypt(body: Buffer, ecdh: ReturnType<typeof createECDH>, auth: Buffer): Buffer {
  const salt = body.subarray(0, 16);
  const idLength = body[20]!;
  const senderKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  const shared = ecdh.computeSecret(senderKey);
  const keyInfo = Buffer.concat([Buffer.from("WebPush: info\0"), ecdh.getPublicKey(), senderKey]);
  const ikm = Buffer.from(hkdfSync("sha256", shared, auth, keyInfo, 32));
  const cek = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: aes128gcm\0"), 16));
  const nonce = Buffer.from(hkdfSync("sha256", ikm, salt, Buffer.from("Content-Encoding: nonce\0"), 12));
  const decipher = createDecipheriv("aes-128-gcm", cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record's delimiter is 2, followed by zero padding.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error("no last-record delimiter");
  return padded.subarray(0, end);
}

function readBody(request: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => resolve(Buffer.concat(chunks)));
    request.on("error", reject);
  });
}
