// The floor for serving a page: a bare node:http server answering with fixed bytes captured from
// the shop. The shop's throughput is reported as a ratio of this, measured in the same run, so the
// numbers compare across machines.
import { readFileSync } from "node:fs";
import http from "node:http";

const pages = JSON.parse(readFileSync(process.env.BASELINE_PAGES_FILE ?? "", "utf8"));
const server = http.createServer((request, response) => {
  const page = pages[request.url ?? "/"];
  if (!page) {
    response.writeHead(404).end();
    return;
  }
  response.writeHead(200, { "content-type": page.type }).end(page.body);
});
server.listen(0, "127.0.0.1", () => process.send?.({ port: server.address().port }));
process.on("disconnect", () => server.close(() => process.exit(0)));
