import { createHash } from "node:crypto";
import pg from "pg";

/** Distinct statement texts given a name; past this, a text goes unnamed (parsed each time). */
const MAX_NAMED = 2_000;

/**
 * A `pg` client that sends every statement with parameters as a named prepared statement, named by
 * its text: PostgreSQL parses and plans it once per connection instead of at every execution, which
 * is most of its CPU for the short reads and writes of the order path. A statement without
 * parameters (BEGIN, a migration's script) stays a simple query, as it may hold several statements.
 * The names are capped per process so that texts built with inlined values cannot fill the
 * connections' memory.
 */
export class NamedStatementClient extends pg.Client {
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (isUnnamedWithParameters(config, values)) {
      const name = nameOf(config.text);
      if (name) args[0] = { ...config, name };
    }
    return (super.query as (...forwarded: unknown[]) => never)(...args);
  }
}

interface QueryText {
  text: string;
  name?: string;
  values?: unknown[];
  submit?: unknown;
}

function isUnnamedWithParameters(config: unknown, values: unknown): config is QueryText {
  if (typeof config !== "object" || config === null) return false;
  const query = config as QueryText;
  if (typeof query.submit === "function" || query.name || typeof query.text !== "string") return false;
  const parameters = Array.isArray(values) ? values : query.values;
  return Array.isArray(parameters) && parameters.length > 0;
}

const names = new Map<string, string>();

function nameOf(text: string): string | undefined {
  const known = names.get(text);
  if (known !== undefined || names.size >= MAX_NAMED) return known;
  const name = `s_${createHash("sha256").update(text).digest("base64url").slice(0, 32)}`;
  names.set(text, name);
  return name;
}
