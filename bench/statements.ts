/**
 * What the database is asked per order on the live path, counted (deterministic, unlike its time):
 * the live bench (bench/live.ts) runs with one order paid and delivered in its burst, then 20 one
 * at a time, each followed by an open order page, on a shop that logs every statement it sends
 * (bench/statement-log.mjs). An order's statements are those between its move to paid (or to
 * delivered) and the next order's, the median over the orders paid one at a time.
 *
 *   npm run build && npx tsx bench/statements.ts
 */
import { readdirSync } from "node:fs";
import { readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureLive } from "./live";

const LOG_HOOK = fileURLToPath(new URL("./statement-log.mjs", import.meta.url));
/** What an update of an order's status sets (adapters/db/orders/order-unit.ts), or undefined. */
const statusSet = (text: string) =>
  text.startsWith('update "orders" set "status"') ? text.slice(0, text.indexOf(" where ")) : undefined;
/** The paid step sets the order's payment time. */
const PAID = (text: string) => statusSet(text)?.includes('"paid_at"') === true;
/** Any later step: after the payment, on the live path, its delivery. */
const MOVED = (text: string) => statusSet(text)?.includes('"paid_at"') === false;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Statements between consecutive markers, for the last `count` markers' orders. */
function perOrder(lines: string[], marker: (text: string) => boolean, count: number): number {
  const at = lines.flatMap((line, index) => (marker(line) ? [index] : []));
  const gaps = at.slice(1).map((index, i) => index - at[i]!);
  return median(gaps.slice(-count + 1));
}

const before = new Set(readdirSync(os.tmpdir()));
await measureLive({ orders: 1, streams: 1, idleSeconds: 1, warmRound: false, shopNodeArgs: ["--import", LOG_HOOK] });
const [file] = readdirSync(os.tmpdir()).filter((name) => name.startsWith("kupi-statements-") && !before.has(name));
if (!file) throw new Error("the shop wrote no statement log");
const logPath = path.join(os.tmpdir(), file);
const lines = (await readFile(logPath, "utf8")).split("\n").filter(Boolean);
await rm(logPath);

const byText = new Map<string, number>();
for (const line of lines) byText.set(line.slice(0, 110), (byText.get(line.slice(0, 110)) ?? 0) + 1);
console.log(`statements in the whole run: ${lines.length}`);
console.log(`per paid order (notification to the supplier's purchase, page open): ${perOrder(lines, PAID, 20)}`);
console.log(`per delivered order (supplier's callback to the page): ${perOrder(lines, MOVED, 20)}`);
console.log("the most frequent statements:");
for (const [text, count] of [...byText].sort((a, b) => b[1] - a[1]).slice(0, 15))
  console.log(`${String(count).padStart(6)}  ${text}`);
