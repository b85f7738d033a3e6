import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { onUnhandledRejection } from "./rejections";

function recorder() {
  const lines: { level: string; object: object; message: string }[] = [];
  const exits: number[] = [];
  return {
    lines,
    exits,
    log: {
      warn: (object: object, message: string) => lines.push({ level: "warn", object, message }),
      fatal: (object: object, message: string) => lines.push({ level: "fatal", object, message }),
    },
    exit: (code: number) => exits.push(code),
  };
}

describe("a promise rejection nobody handled", () => {
  it("keeps the server when it is the database being away (pg-boss's unawaited complete/fail)", () => {
    const refused = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    const terminated = new Error("Connection terminated unexpectedly");
    for (const reason of [refused, terminated]) {
      const seen = recorder();
      expect(onUnhandledRejection(reason, seen.log, seen.exit)).toBe("kept");
      expect(seen.exits).toEqual([]);
      expect(seen.lines.map((line) => line.level)).toEqual(["warn"]);
    }
  });

  it("stops the process with exit code 1 for anything else: a defect is never hidden", () => {
    const seen = recorder();
    expect(onUnhandledRejection(new TypeError("x is undefined"), seen.log, seen.exit)).toBe("exited");
    expect(seen.exits).toEqual([1]);
    expect(seen.lines).toEqual([
      expect.objectContaining({ level: "fatal", message: "unhandled promise rejection: stopping" }),
    ]);
  });

  it("never logs a failed query's SQL or parameters", () => {
    const seen = recorder();
    // As drizzle reports a query that lost its connection: the SQL and parameters in the error.
    const failed = new DrizzleQueryError(
      "select * from users where email = $1",
      ["a@b.c"],
      new Error("Connection terminated unexpectedly"),
    );
    onUnhandledRejection(failed, seen.log, seen.exit);
    expect(JSON.stringify(seen.lines)).not.toMatch(/select|a@b\.c/);
  });
});
