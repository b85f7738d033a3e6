import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { promisify } from "node:util";
import type { FastifyInstance } from "fastify";
import pino from "pino";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { giveawayDraws } from "../adapters/db/schema";
import { drawWinner } from "../core/giveaway/draw";
import { DRAW_GRACE_MS } from "../core/giveaway/giveaway";
import { weekNamed } from "../core/giveaway/weeks";
import { DEFAULT_SHOP_DETAILS } from "../core/shop";
import { buildApp } from "../server/app";
import { createHealthChecks, createServices } from "../server/wiring";
import { giveawayOrder } from "../tests/support/giveaway-orders";
import { createTestDatabase, type TestDatabase } from "../tests/support/test-database";

const run = promisify(execFile);

/** Runs the script as a person would, and returns its exit status and output. */
async function verify(...args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [
      "--import",
      "tsx",
      "scripts/verify-giveaway-draw.ts",
      ...args,
    ]);
    return { code: 0, stdout, stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, stdout: failed.stdout, stderr: failed.stderr };
  }
}

describe("scripts/verify-giveaway-draw.ts", () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  let origin: string;
  let directory: string;
  const week = weekNamed("2026-01-05")!;

  beforeAll(async () => {
    database = await createTestDatabase();
    const services = createServices(database.db, {
      testMode: true,
      shop: DEFAULT_SHOP_DETAILS,
      publicOrigin: "http://localhost:3000",
      originFromRequest: false,
      production: false,
      providers: {
        telegramBotToken: undefined,
        telegramBotUsername: undefined,
        facebook: undefined,
        google: false,
        telegram: false,
        whatsapp: false,
      },
    });
    // A week in the past, committed the minute before it started, with four entries, drawn after it.
    await services.giveaway.commitAhead(new Date(week.start.getTime() - 60_000));
    for (const [number, day] of [
      ["VRFY2222", 6],
      ["VRFY3333", 7],
      ["VRFY4444", 8],
      ["VRFY5555", 9],
    ] as const)
      await giveawayOrder(database.db, { number, completedAt: new Date(`2026-01-0${day}T08:00:00Z`) });
    expect(await services.giveaway.drawDue(new Date(week.end.getTime() + DRAW_GRACE_MS))).toBe(1);

    app = await buildApp({
      logger: pino({ level: "silent" }),
      services,
      health: createHealthChecks(database.db),
      pages: false,
    });
    origin = await app.listen({ port: 0, host: "127.0.0.1" });
    directory = await mkdtemp(join(tmpdir(), "giveaway-verify-"));
  });
  afterAll(async () => {
    await app.close();
    await database.drop();
    await rm(directory, { recursive: true, force: true });
  });

  it("recomputes a drawn week from the shop's public API and names the same winner", async () => {
    const [row] = await database.db.select().from(giveawayDraws).where(eq(giveawayDraws.weekStart, week.start));
    // The published entries are the masked numbers, and the draw reads them as published.
    const expected = drawWinner(row!.secret, ["VR****22", "VR****33", "VR****44", "VR****55"]);

    const result = await verify("--origin", origin, "--week", "2026-01-05");
    expect(result.stderr).toBe("");
    expect(result.code).toBe(0);
    expect(result.stdout).toContain(`Secret: ${row!.secret}`);
    expect(result.stdout).toContain("Commitment matches SHA-256(secret): yes");
    expect(result.stdout).toContain("Entries: 4");
    expect(result.stdout).toContain(`Winner: ${expected.winner} (index ${expected.index} of 4`);
    expect(result.stdout).toContain("Published winner agrees: yes");
    expect(result.stdout).toContain("RESULT: the draw checks out");
    expect(result.stdout).not.toMatch(/VRFY/);
  });

  it("reads a saved answer, and says MISMATCH when the published data was tampered with", async () => {
    const answer = (await (await fetch(`${origin}/backend/api/giveaway/smartphones/draws`)).json()) as {
      data: { past: { week: string; entries: string[]; secret: string }[] };
    };
    const file = join(directory, "draws.json");
    await writeFile(file, JSON.stringify(answer));
    expect((await verify("--file", file)).code).toBe(0);

    // One entry dropped: the digest and, whoever wins, the published list no longer agree.
    const drawn = answer.data.past.find((draw) => draw.week === "2026-01-05")!;
    drawn.entries = drawn.entries.slice(1);
    await writeFile(file, JSON.stringify(answer));
    const tampered = await verify("--file", file, "--week", "2026-01-05");
    expect(tampered.code).toBe(1);
    expect(tampered.stdout).toContain("Entry list matches its digest: NO");
    expect(tampered.stdout).toContain("RESULT: MISMATCH");

    // Another secret than the one committed to.
    drawn.secret = "0".repeat(64);
    await writeFile(file, JSON.stringify(answer));
    expect((await verify("--file", file, "--week", "2026-01-05")).stdout).toContain(
      "Commitment matches SHA-256(secret): NO",
    );
  });

  it("says when a week is committed but not drawn, and refuses a week or campaign that was never published", async () => {
    // 12 January's commitment was made ahead, and nobody has drawn it in this test.
    const undrawn = await verify("--origin", origin, "--week", "2026-01-12");
    expect(undrawn.code).toBe(1);
    expect(undrawn.stdout).toContain("Not drawn yet");
    expect(await verify("--origin", origin, "--week", "2025-12-29")).toMatchObject({ code: 2 });
    const unknown = await verify("--origin", origin, "--campaign", "tablets");
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toContain("404");
  });
});
