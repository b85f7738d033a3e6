import { runMigrateCommand } from "./migrate-command";

/** `npm run migrate` (after `npm run build`): the entry of dist/migrate.js. */
process.exitCode = await runMigrateCommand(process.env, (line) => process.stdout.write(`${line}\n`));
