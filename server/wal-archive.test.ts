import { execFileSync } from "node:child_process";
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { archiveCommand, restoreCommand } from "./wal-archive";

/** Runs a command as PostgreSQL does: %p and %f replaced, %% read as %, through sh in the data directory. */
function run(command: string, cwd: string, segment: string, to = `pg_wal/${segment}`): number {
  const expanded = command.replace(/%([pf%])/g, (_, key: string) => (key === "p" ? to : key === "f" ? segment : "%"));
  try {
    execFileSync("/bin/sh", ["-c", expanded], { cwd, stdio: "ignore" });
    return 0;
  } catch (error) {
    return (error as { status: number }).status;
  }
}

describe("the WAL archive's commands", () => {
  const made: string[] = [];
  afterEach(() => Promise.all(made.splice(0).map((dir) => rm(dir, { recursive: true, force: true }))));

  /** A data directory with one WAL segment, and an archive whose path needs quoting (space, quote, %). */
  async function setup() {
    const root = await mkdtemp(path.join(tmpdir(), "wal archive 'it's 100%' "));
    made.push(root);
    const data = path.join(root, "postgres");
    const archive = path.join(root, "backups", "wal");
    await mkdir(path.join(data, "pg_wal"), { recursive: true });
    await mkdir(archive, { recursive: true });
    const segment = "000000010000000000000003";
    await writeFile(path.join(data, "pg_wal", segment), "first content");
    return { data, archive, segment };
  }

  it("copies a segment whole into the archive, leaving no temporary file", async () => {
    const { data, archive, segment } = await setup();
    expect(run(archiveCommand(archive), data, segment)).toBe(0);
    expect(await readFile(path.join(archive, segment), "utf8")).toBe("first content");
    expect(await readdir(archive)).toEqual([segment]);
  });

  it("accepts a segment archived again with the same content, refuses other content and keeps the first", async () => {
    const { data, archive, segment } = await setup();
    expect(run(archiveCommand(archive), data, segment)).toBe(0);
    expect(run(archiveCommand(archive), data, segment)).toBe(0);
    await writeFile(path.join(data, "pg_wal", segment), "other content");
    expect(run(archiveCommand(archive), data, segment)).not.toBe(0);
    expect(await readFile(path.join(archive, segment), "utf8")).toBe("first content");
  });

  it("reads a segment back for a restore, and fails for one the archive lacks", async () => {
    const { data, archive, segment } = await setup();
    run(archiveCommand(archive), data, segment);
    expect(run(restoreCommand(archive), data, segment, "pg_wal/RECOVERYXLOG")).toBe(0);
    expect(await readFile(path.join(data, "pg_wal", "RECOVERYXLOG"), "utf8")).toBe("first content");
    expect(run(restoreCommand(archive), data, "000000010000000000000004", "pg_wal/RECOVERYXLOG")).not.toBe(0);
  });
});
