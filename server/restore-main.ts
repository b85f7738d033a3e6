import { runRestoreCommand } from "./restore-command";

/** `npm run restore -- --to <time>` (after `npm run build`): the entry of dist/restore.js. */
process.exitCode = await runRestoreCommand(process.argv.slice(2), process.env, (line) =>
  process.stdout.write(`${line}\n`),
);
