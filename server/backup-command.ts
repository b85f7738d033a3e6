import path from "node:path";
import { envSchema } from "./env";
import { runningEmbeddedServer, takeBaseBackup } from "./backups";
import { oneLine } from "./migrate-command";

/**
 * `npm run backup`: a base backup of the running shop's embedded PostgreSQL into
 * DATA_DIR/backups/base, then the retention (BACKUP_KEEP). One line per result, exit code 0 or 1,
 * never a stack. With DATABASE_URL the database is another server's, whose backups are its own.
 */
export async function runBackupCommand(
  source: Record<string, string | undefined>,
  write: (line: string) => void,
): Promise<number> {
  const fail = (message: string) => {
    write(`Backup failed: ${message}`);
    return 1;
  };
  if (source.DATABASE_URL?.trim())
    return fail(
      "DATABASE_URL is set: that database's backups are its own (its service's backups, or pg_dump of that server's version)",
    );
  const dataDir = envSchema.shape.DATA_DIR.safeParse(source.DATA_DIR);
  const keep = envSchema.shape.BACKUP_KEEP.safeParse(source.BACKUP_KEEP);
  if (!dataDir.success) return fail("DATA_DIR must name a directory");
  if (!keep.success) return fail("BACKUP_KEEP must be a whole number from 1");
  try {
    const server = await runningEmbeddedServer(dataDir.data);
    if (!server)
      return fail(
        `no shop is running on DATA_DIR=${path.resolve(dataDir.data)}: a base backup is taken from the running database (npm start first)`,
      );
    const { backup, pruned } = await takeBaseBackup(dataDir.data, server.url, { keep: keep.data });
    write(`base backup ${backup.directory} (restores to any time from ${backup.finishedAt.toISOString()})`);
    write(
      `kept ${keep.data} base backups at most: removed ${pruned.baseBackups} base backups and ${pruned.walFiles} WAL files`,
    );
    return 0;
  } catch (error) {
    return fail(oneLine(error));
  }
}
