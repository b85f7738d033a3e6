// Loaded into a shop by bench/page-ab.ts (node --import), never by the shop itself: the CPU time of
// each request that carries an `x-bench-cpu` header, from the server's `request` event to its
// response's `finish` (process.cpuUsage). Requests are sent one at a time, so nothing else of the
// shop's runs inside the window but its own jobs. `GET /__bench-cpu` answers the samples so far, by
// the header's label, and forgets them.
import http from "node:http";

const samples = {};
const emit = http.Server.prototype.emit;
http.Server.prototype.emit = function (event, request, response) {
  if (event === "request" && request.url === "/__bench-cpu") {
    response.setHeader("content-type", "application/json");
    response.end(JSON.stringify(samples));
    for (const label of Object.keys(samples)) delete samples[label];
    return true;
  }
  const label = event === "request" ? request.headers["x-bench-cpu"] : undefined;
  if (label) {
    const start = process.cpuUsage();
    response.on("finish", () => {
      const spent = process.cpuUsage(start);
      (samples[label] ??= []).push((spent.user + spent.system) / 1000);
    });
  }
  return emit.apply(this, arguments);
};
