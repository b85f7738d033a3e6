/**
 * Recomputes a past giveaway draw from what the shop publishes, so that anyone can check it:
 *   npx tsx scripts/verify-giveaway-draw.ts --origin https://kupi.id [--week 2026-06-01] [--campaign smartphones]
 *   npx tsx scripts/verify-giveaway-draw.ts --file draws.json [--week 2026-06-01]
 * It reads GET /backend/api/giveaway/<campaign>/draws (or that answer saved to a file), checks that
 * the commitment is SHA-256 of the revealed secret and recomputes the winner from the secret and the
 * entries (core/giveaway/draw.ts). Without --week it checks the latest drawn week. Exit status: 0
 * when everything agrees, 1 on a mismatch or an undrawn week, 2 on a usage or input error.
 */
import { readFile } from "node:fs/promises";
import { parseArgs } from "node:util";
import { publicGiveawaySchema } from "../contracts/giveaway";
import { checkPublishedDraw } from "../core/giveaway/verify";

function fail(message: string): never {
  console.error(message);
  process.exit(2);
}

const { values } = parseArgs({
  options: {
    origin: { type: "string" },
    file: { type: "string" },
    week: { type: "string" },
    campaign: { type: "string", default: "smartphones" },
  },
});
if (!values.origin === !values.file)
  fail("usage: verify-giveaway-draw (--origin <shop URL> | --file <draws.json>) [--week YYYY-MM-DD] [--campaign slug]");

let raw: unknown;
try {
  if (values.file) raw = JSON.parse(await readFile(values.file, "utf8"));
  else {
    const url = new URL(`/backend/api/giveaway/${encodeURIComponent(values.campaign)}/draws`, values.origin);
    const response = await fetch(url, { headers: { accept: "application/json" } });
    if (!response.ok) fail(`${url.href} answered ${response.status}: ${await response.text()}`);
    raw = await response.json();
  }
} catch (error) {
  fail(`cannot read the published draws: ${error instanceof Error ? error.message : String(error)}`);
}
// The API's answer ({ data }) or its content alone.
const body = raw !== null && typeof raw === "object" && "data" in raw ? (raw as { data: unknown }).data : raw;
const parsed = publicGiveawaySchema.safeParse(body);
if (!parsed.success) fail(`not the shop's published draws: ${parsed.error.message}`);

const past = parsed.data.past;
const draw = values.week
  ? past.find((candidate) => candidate.week === values.week)
  : past.find((candidate) => candidate.secret !== null);
if (!draw) fail(values.week ? `no published draw for the week ${values.week}` : "no week has been drawn yet");

const result = checkPublishedDraw(draw);
console.log(result.lines.join("\n"));
process.exit(result.checksOut ? 0 : 1);
