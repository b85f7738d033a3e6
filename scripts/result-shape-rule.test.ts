import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint({ cwd: new URL("..", import.meta.url).pathname });

/** The messages of `npm run lint`'s result-shape rule on `code` as if it were the file at `filePath`. */
async function refusals(code: string, filePath: string): Promise<number[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return result!.messages.filter((message) => message.ruleId === "no-restricted-syntax").map((message) => message.line);
}

describe("core's one result shape (npm run lint, decision 043)", () => {
  const handWritten = [
    `import { failure, type Failure } from "../failure";`,
    `export type Refused = { ok: true; value: number } | { ok: false; error: string };`,
    `export type Made = { ok: true } | Failure<"notFound">;`,
    `export const refused = (): Refused => ({ ok: false, error: "notFound" });`,
    `export const made = (): Made => failure("notFound");`,
    `export const yes = { ok: true };`,
  ].join("\n");

  it("refuses an `ok: false` written by hand in core, as a type or a value", async () => {
    expect(await refusals(handWritten, "core/orders/sample.ts")).toEqual([2, 4]);
  });

  it("lets core/failure.ts, tests and the outer layers write it", async () => {
    expect(await refusals(handWritten, "core/orders/sample.test.ts")).toEqual([]);
    expect(await refusals(handWritten, "adapters/db/sample.ts")).toEqual([]);
  });
});
