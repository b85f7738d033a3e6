import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { cruise, type IViolation } from "dependency-cruiser";
import { afterEach, describe, expect, it } from "vitest";
import rules from "../.dependency-cruiser.mjs";

let root: string | undefined;
afterEach(async () => {
  if (root) await rm(root, { recursive: true, force: true });
  root = undefined;
});

/** The rules of `npm run lint` applied to a small house of the given files. */
async function violations(files: Record<string, string>): Promise<string[]> {
  root = await mkdtemp(path.join(tmpdir(), "layer-rules-"));
  for (const [file, text] of Object.entries(files)) {
    await mkdir(path.join(root, path.dirname(file)), { recursive: true });
    await writeFile(path.join(root, file), text);
  }
  const result = await cruise([...new Set(Object.keys(files).map((file) => file.split("/")[0]!))], {
    ...rules.options,
    baseDir: root,
    validate: true,
    ruleSet: { forbidden: rules.forbidden },
  });
  if (typeof result.output === "string") throw new Error("expected a cruise result");
  return result.output.summary.violations.map(
    (violation: IViolation) => `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

describe("the house's import rules (npm run lint)", () => {
  it("bites on an import that runs back up a layer, types included", async () => {
    expect(
      await violations({
        "core/money.ts": `export const money = 1;`,
        "app/root.tsx": `import type { X } from "../adapters/db/database";\nexport type Y = X;`,
        "adapters/db/database.ts": `import { money } from "../../core/money";\nexport type X = typeof money;`,
      }),
    ).toEqual(["layer-app: app/root.tsx -> adapters/db/database.ts"]);
  });

  it("lets the console depend on the orders, never the orders on the console", async () => {
    expect(
      await violations({
        "core/orders/order-process.ts": `import type { Refund } from "../admin/operator-refund";\nexport type Process = Refund;`,
        "core/admin/operator-refund.ts": `export interface Refund { amount: number }`,
        "core/admin/order-actions.ts": `import type { Process } from "../orders/order-process";\nexport type Action = Process;`,
      }),
    ).toEqual(["core-orders: core/orders/order-process.ts -> core/admin/operator-refund.ts"]);
  });

  it("keeps modules of one rank apart and the kernel below every module", async () => {
    expect(
      await violations({
        "core/auth/accounts.ts": `import type { Review } from "../reviews/reviews";\nexport type A = Review;`,
        "core/reviews/reviews.ts": `export interface Review { stars: number }`,
        "core/markets.ts": `import type { Review } from "./reviews/reviews";\nexport type M = Review;`,
      }),
    ).toEqual([
      "core-auth: core/auth/accounts.ts -> core/reviews/reviews.ts",
      "core-kernel: core/markets.ts -> core/reviews/reviews.ts",
    ]);
  });

  it("bites on a circle of imports, however long", async () => {
    const found = await violations({
      "adapters/http/api.ts": `import { b } from "./order-routes";\nexport const a = b;`,
      "adapters/http/order-routes.ts": `import { c } from "./api-reply";\nexport const b = c;`,
      "adapters/http/api-reply.ts": `import { a } from "./api";\nexport const c = () => a;`,
    });
    expect(found).toEqual(["no-circular: adapters/http/api-reply.ts -> adapters/http/api.ts"]);
  });
});
