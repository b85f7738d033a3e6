// The floor for serving an answer: a bare Fastify server answering with fixed bytes captured from the
// shop (the same status, type, encoding and body, compressed as the shop sent them). The shop's
// throughput is reported as a ratio of this, measured in the same run, so the numbers compare across
// machines and across runs on a busy one.
import { Buffer } from "node:buffer";
import { readFileSync } from "node:fs";
import Fastify from "fastify";

/** route id ("t0", "t1"...) -> { method, status, headers, body (base64) } */
const answers = JSON.parse(readFileSync(process.env.BASELINE_ANSWERS_FILE ?? "", "utf8"));
const app = Fastify({ logger: false });
// Each target gets its own route, so two targets on the same shop path (the game page cached and
// uncached) can answer different bytes.
for (const [id, answer] of Object.entries(answers)) {
  const body = Buffer.from(answer.body, "base64");
  app.route({
    method: answer.method,
    url: `/${id}`,
    handler: (_request, reply) => {
      reply.code(answer.status).headers(answer.headers);
      return reply.send(body);
    },
  });
}
await app.listen({ port: 0, host: "127.0.0.1" });
process.send?.({ port: app.server.address().port });
process.on("disconnect", () => void app.close().then(() => process.exit(0)));
