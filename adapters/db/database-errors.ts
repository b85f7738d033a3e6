import { DrizzleQueryError } from "drizzle-orm/errors";

/**
 * What the shop may say about a database error, and whether the database is out of reach. A failed
 * query's error carries the SQL and its parameters (drizzle puts both in the message; PostgreSQL's
 * detail quotes the values), which can hold e-mail addresses, game IDs or keys: none of that may
 * reach an answer or a log line.
 */

/** PostgreSQL's own error, with its SQLSTATE code. */
interface PgError {
  code: string;
  constraint?: string;
  table?: string;
  routine?: string;
  severity?: string;
}

const SQLSTATE = /^[0-9A-Z]{5}$/;
/** Socket errors of a database that cannot be reached. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EPIPE",
  "ENOTFOUND",
  "EAI_AGAIN",
  "EHOSTUNREACH",
]);
/** SQLSTATEs of a server going away or refusing connections: admin shutdown, crash, starting up, too many. */
const UNAVAILABLE_SQLSTATES = new Set(["57P01", "57P02", "57P03", "53300"]);
/** node-postgres's words for a connection lost or never made. */
const UNAVAILABLE_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Client has encountered a connection error",
  "Connection terminated unexpectedly",
];

function causes(error: unknown): unknown[] {
  const chain: unknown[] = [];
  let current = error;
  while (current && chain.length < 5 && !chain.includes(current)) {
    chain.push(current);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

function pgErrorOf(error: unknown): PgError | undefined {
  return causes(error).find(
    (candidate): candidate is PgError =>
      typeof (candidate as PgError)?.code === "string" &&
      SQLSTATE.test((candidate as PgError).code) &&
      typeof (candidate as PgError).severity === "string",
  );
}

/** The database is down or unreachable (as opposed to a query it refused): answer 503 and retry later. */
export function isDatabaseUnavailable(error: unknown): boolean {
  return causes(error).some((candidate) => {
    const code = (candidate as { code?: unknown })?.code;
    if (
      typeof code === "string" &&
      (NETWORK_CODES.has(code) || UNAVAILABLE_SQLSTATES.has(code) || code.startsWith("08"))
    )
      return true;
    const message = candidate instanceof Error ? candidate.message : "";
    return UNAVAILABLE_MESSAGES.some((words) => message.includes(words));
  });
}

/**
 * An error as a log line may show it: a database error by its SQLSTATE, constraint and table only
 * (never the query, its parameters or the values PostgreSQL quotes), anything else as usual.
 */
export function loggableError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error) };
  const pg = pgErrorOf(error);
  if (error instanceof DrizzleQueryError || pg) {
    const unavailable = isDatabaseUnavailable(error);
    return {
      type: error.name,
      message: unavailable ? "database unavailable" : "database query failed",
      ...(pg ? { code: pg.code, constraint: pg.constraint, table: pg.table, routine: pg.routine } : {}),
      ...(unavailable && !pg ? { cause: (causes(error).at(-1) as Error | undefined)?.message } : {}),
    };
  }
  const { cause, code } = error as { cause?: unknown; code?: unknown };
  return {
    type: error.name,
    message: error.message,
    stack: error.stack,
    ...(typeof code === "string" ? { code } : {}),
    ...(cause ? { cause: loggableError(cause) } : {}),
  };
}
