import { runBackupCommand } from "./backup-command";

/** `npm run backup` (after `npm run build`): the entry of dist/backup.js. */
process.exitCode = await runBackupCommand(process.env, (line) => process.stdout.write(`${line}\n`));
