import { isDatabaseUnavailable, loggableError } from "../adapters/db/database-errors";

interface Log {
  warn(object: object, message: string): void;
  fatal(object: object, message: string): void;
}

/**
 * What a promise rejection nobody handled does to the running shop. pg-boss 10.4.2 does not await its
 * own complete() and fail() after a job (src/manager.js, onFetch): while the database is away they
 * reject with nobody listening, and Node's default ends the process, a server lost to a database
 * blip (the outage test found it). Such a rejection is only a job's bookkeeping: the job expires and
 * runs again once the database is back, and deliveries are idempotent by their supplier reference, so
 * the shop logs it and goes on. Anything else is a defect of ours: logged, and the process exits as
 * Node would have, so it is never hidden.
 */
export function onUnhandledRejection(reason: unknown, log: Log, exit: (code: number) => void): "kept" | "exited" {
  if (isDatabaseUnavailable(reason)) {
    log.warn({ err: loggableError(reason) }, "a background database call failed while the database is away");
    return "kept";
  }
  log.fatal({ err: loggableError(reason) }, "unhandled promise rejection: stopping");
  exit(1);
  return "exited";
}
