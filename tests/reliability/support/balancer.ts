import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from "node:http";

export interface Balancer {
  url: string;
  /** The servers' ports requests go to (round robin); a stopped server is skipped, as a health check would. */
  targets: number[];
  /** Every payment notification and supplier callback that came through, as sent: for replays. */
  notifications: { path: string; headers: Record<string, string>; body: string }[];
  close(): Promise<void>;
}

/** Paths every server receives (the same notification on each, at the same moment). */
const FAN_OUT = ["/backend/api/payments/notification", "/backend/api/supplier/callback"];

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

function forward(port: number, incoming: IncomingMessage, body: Buffer): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: "127.0.0.1",
        port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: `127.0.0.1:${port}`, connection: "close" },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on("data", (chunk: Buffer) => chunks.push(chunk));
        answer.on("end", () =>
          resolve({ status: answer.statusCode ?? 502, headers: answer.headers, body: Buffer.concat(chunks) }),
        );
        answer.on("error", reject);
      },
    );
    outgoing.on("error", reject);
    outgoing.end(body);
  });
}

const refused = (error: unknown) => (error as { code?: string }).code === "ECONNREFUSED";

function send(response: ServerResponse, answer: Answer) {
  const headers = { ...answer.headers };
  delete headers["transfer-encoding"];
  delete headers.connection;
  response.writeHead(answer.status, headers);
  response.end(answer.body);
}

/**
 * A load balancer in front of several shop servers, as production would have. A request goes to the
 * next server; when that server is down (connection refused, nothing sent) it goes to another one.
 * A server that dies in the middle of a request gives the client a 502, as a real balancer does: the
 * client decides whether to retry. Notifications and callbacks go to every live server at once.
 */
export async function startBalancer(targets: number[]): Promise<Balancer> {
  let next = 0;
  const notifications: Balancer["notifications"] = [];
  const server = createServer((incoming, response) => {
    const chunks: Buffer[] = [];
    incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
    incoming.on("end", () => {
      const body = Buffer.concat(chunks);
      const path = incoming.url?.split("?")[0] ?? "";
      if (FAN_OUT.includes(path)) {
        notifications.push({
          path,
          headers: Object.fromEntries(
            Object.entries(incoming.headers).filter((entry): entry is [string, string] => typeof entry[1] === "string"),
          ),
          body: body.toString(),
        });
        void Promise.allSettled(balancer.targets.map((port) => forward(port, incoming, body))).then((answers) => {
          const done = answers.filter(
            (answer): answer is PromiseFulfilledResult<Answer> => answer.status === "fulfilled",
          );
          const ok = done.find((answer) => answer.value.status < 300) ?? done[0];
          if (ok) send(response, ok.value);
          else response.writeHead(502).end();
        });
        return;
      }
      const order = balancer.targets.map((_, index) => balancer.targets[(next + index) % balancer.targets.length]!);
      next += 1;
      const attempt = async (): Promise<void> => {
        for (const port of order) {
          try {
            return send(response, await forward(port, incoming, body));
          } catch (error) {
            if (!refused(error)) break;
          }
        }
        response
          .writeHead(502, { "content-type": "application/json" })
          .end('{"message":"bad gateway","code":"balancer"}');
      };
      void attempt();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as { port: number }).port;
  const balancer: Balancer = {
    url: `http://127.0.0.1:${port}`,
    targets,
    notifications,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return balancer;
}
