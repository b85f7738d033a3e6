/**
 * Before real money: `npm run preflight`, with the environment `npm start` gets. Checks each
 * configured provider's keys against the provider with reads that move no money, and the shop's own
 * address, and prints per market what is right, missing or refused (server/preflight/run.ts).
 * Exits 1 when anything is a problem.
 */
import { runPreflight } from "../server/preflight/run";

const { report, exitCode } = await runPreflight(process.env);
process.stdout.write(report);
process.exitCode = exitCode;
