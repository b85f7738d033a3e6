import { applyMigrations, MigrationRefusal, newestKnownMigration } from "../adapters/db/migrate";
import { openDatabase } from "../adapters/db/database";
import { envSchema, withoutSecrets } from "./env";

/**
 * `npm run migrate`: applies this build's pending migrations to DATABASE_URL, one line per migration
 * applied (or one saying the schema is current), and answers the exit code. A failure is one line:
 * no stack, and never the URL's password. The embedded PostgreSQL is not migrated here: it belongs
 * to the server that starts it, which migrates it (and another process starting it would stop that
 * server's).
 */
export async function runMigrateCommand(
  source: Record<string, string | undefined>,
  write: (line: string) => void,
): Promise<number> {
  const fail = (message: string) => {
    write(`Migration failed: ${withoutSecrets(message, source)}`);
    return 1;
  };
  const url = envSchema.shape.DATABASE_URL.safeParse(source.DATABASE_URL);
  if (!url.success) return fail("DATABASE_URL must be a postgres:// or postgresql:// URL");
  if (!url.data)
    return fail("DATABASE_URL is not set (the embedded PostgreSQL is migrated by npm start, which starts it)");
  // One connection: the migration holds it under its lock; nothing else runs here.
  const database = openDatabase(url.data, { max: 1, pipelineLanes: 0 });
  try {
    const applied = await applyMigrations(database.pool);
    for (const tag of applied) write(`applied ${tag}`);
    write(
      applied.length > 0
        ? `${applied.length} migration${applied.length === 1 ? "" : "s"} applied; the schema is current`
        : `The schema is current (newest migration: ${newestKnownMigration() ?? "none"})`,
    );
    return 0;
  } catch (error) {
    if (error instanceof MigrationRefusal) return fail(error.message);
    return fail(oneLine(error));
  } finally {
    await database.close().catch(() => undefined);
  }
}

/** An error as one line: its message's first line, with PostgreSQL's code when it has one. */
export function oneLine(error: unknown): string {
  const message = (error instanceof Error ? error.message : String(error)).split("\n")[0]!.trim();
  const code = (error as { code?: unknown } | null)?.code;
  if (!message) return `could not reach the database (${typeof code === "string" ? code : "no answer"})`;
  return typeof code === "string" && !message.includes(code) ? `${message} (${code})` : message;
}
