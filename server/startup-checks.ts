import { lookup } from "node:dns/promises";
import { constants } from "node:fs";
import { access, mkdir, stat } from "node:fs/promises";
import path from "node:path";
import type { EnvProblem } from "./env";

/** An error's code (ENOTFOUND, EACCES...), which an operator can look up, else its message; never its stack. */
export function codeOf(error: unknown): string {
  return (error as NodeJS.ErrnoException | undefined)?.code ?? (error instanceof Error ? error.message : String(error));
}

/** What is wrong with HOST, or undefined when it is an address or a name this machine resolves. */
export async function hostProblem(host: string): Promise<EnvProblem | undefined> {
  try {
    await lookup(host);
    return undefined;
  } catch (error) {
    return {
      variable: "HOST",
      message: `is not an address or a host name this machine resolves (${codeOf(error)}); 0.0.0.0 listens on every address`,
    };
  }
}

/**
 * What is wrong with DATA_DIR for the embedded PostgreSQL, or undefined once it is a directory this
 * process can write (made if missing). A file there, or a directory it cannot write, would otherwise
 * fail deep inside PostgreSQL's start.
 */
export async function dataDirProblem(dataDir: string): Promise<EnvProblem | undefined> {
  const root = path.resolve(dataDir);
  const problem = (message: string) => ({ variable: "DATA_DIR", message });
  const found = await stat(root).catch(() => undefined);
  if (found && !found.isDirectory()) return problem("is a file, not a directory");
  try {
    await mkdir(root, { recursive: true });
  } catch (error) {
    return problem(`cannot be made (${codeOf(error)}): is part of its path a file, or not writable?`);
  }
  try {
    await access(root, constants.W_OK | constants.X_OK);
  } catch {
    return problem("is not writable by the shop's user");
  }
  return undefined;
}
