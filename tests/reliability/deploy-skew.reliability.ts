import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freePort } from "./support/cluster";
import { startNginx, type Nginx } from "./support/nginx";

/** A server of one build: its own hashed modules, a 404 for any other build's. */
async function serverOf(modules: string[]): Promise<Server> {
  const server = createServer((request, response) => {
    const found = modules.includes(request.url ?? "");
    response.writeHead(found ? 200 : 404, { "content-type": "text/javascript" });
    response.end(found ? `export default ${JSON.stringify(request.url)};` : "Not Found");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return server;
}

/**
 * A rolling deploy behind the shipped nginx configuration (deploy/kupi-server.conf): one server of
 * the old build, one of the new, each with only its own build's hashed modules. A page rendered by
 * either asks for its modules through nginx, which may pick the other server first.
 */
describe("a rolling deploy behind nginx", () => {
  const OLD = "/assets/game-0ldHash1.js";
  const NEW = "/assets/game-NewHash2.js";
  let servers: Server[];
  let nginx: Nginx;

  beforeAll(async () => {
    servers = [await serverOf([OLD]), await serverOf([NEW])];
    nginx = await startNginx({
      port: await freePort(),
      servers: servers.map((server) => (server.address() as AddressInfo).port),
    });
  });
  afterAll(async () => {
    await nginx?.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it("serves each build's modules whichever server nginx asks first", async () => {
    const statuses: number[] = [];
    // Each module twice in a row: round robin sends one of the two to the server without it.
    for (let round = 0; round < 5; round += 1)
      for (const module of [OLD, OLD, NEW, NEW]) {
        const response = await fetch(`${nginx.url}${module}`);
        statuses.push(response.status);
        expect(await response.text()).toContain(module);
      }
    expect(statuses).toEqual(Array.from({ length: 20 }, () => 200));
  });

  it("still answers 404 for a module no server has", async () => {
    expect((await fetch(`${nginx.url}/assets/game-Missing3.js`)).status).toBe(404);
  });
});
