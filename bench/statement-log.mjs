// Loaded into the shop by bench/statements.ts (node --import), never by the shop itself: the text
// of every statement node-postgres sends, one line each, in the order sent, written to
// kupi-statements-<pid>.log in the system's temporary directory (the shop accepts no variable of
// the bench's, so the file is named by its process).
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";

const pg = createRequire(path.join(process.cwd(), "package.json"))("pg");
const out = fs.openSync(path.join(os.tmpdir(), `kupi-statements-${process.pid}.log`), "w");
const query = pg.Client.prototype.query;
pg.Client.prototype.query = function (config, ...rest) {
  const text = typeof config === "string" ? config : (config?.text ?? "");
  fs.writeSync(out, `${text.replace(/\s+/g, " ").trim()}\n`);
  return query.call(this, config, ...rest);
};
