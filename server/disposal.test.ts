import { describe, expect, it } from "vitest";
import { createDisposalStack, openAll } from "./disposal";

describe("the disposal stack", () => {
  it("closes the last opened first, and every closer runs even when one fails", async () => {
    const closed: string[] = [];
    const stack = createDisposalStack();
    stack.defer(() => void closed.push("database"));
    stack.defer(() => {
      closed.push("payments");
      throw new Error("gateway already gone");
    });
    stack.defer(async () => void closed.push("queue"));
    await expect(stack.dispose()).rejects.toThrow("gateway already gone");
    expect(closed).toEqual(["queue", "payments", "database"]);
    await stack.dispose();
    expect(closed).toHaveLength(3);
  });

  it("closes what a failed start had opened, and only that, before passing the failure on", async () => {
    const closed: string[] = [];
    await expect(
      openAll(async (stack) => {
        stack.defer(() => void closed.push("database"));
        stack.defer(() => void closed.push("payments"));
        throw new Error("queue could not start");
      }),
    ).rejects.toThrow("queue could not start");
    expect(closed).toEqual(["payments", "database"]);
  });
});
