import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { dataDirProblem, hostProblem } from "./startup-checks";

describe("checks before the start", () => {
  let scratch: string;
  beforeAll(async () => {
    scratch = await mkdtemp(path.join(tmpdir(), "shop-startup-checks-"));
  });
  afterAll(async () => {
    await rm(scratch, { recursive: true, force: true });
  });

  it("names HOST when it neither is an address nor resolves, and takes addresses and local names", async () => {
    // .invalid never resolves (RFC 2606).
    expect(await hostProblem("shop.invalid")).toEqual({
      variable: "HOST",
      message: expect.stringMatching(/^is not an address or a host name this machine resolves \(ENOTFOUND\)/),
    });
    expect(await hostProblem("0.0.0.0")).toBeUndefined();
    expect(await hostProblem("localhost")).toBeUndefined();
  });

  it("names DATA_DIR when it is a file or sits under one, and makes a missing one", async () => {
    const file = path.join(scratch, "a-file");
    await writeFile(file, "");
    expect(await dataDirProblem(file)).toEqual({ variable: "DATA_DIR", message: "is a file, not a directory" });
    expect(await dataDirProblem(path.join(file, "data"))).toEqual({
      variable: "DATA_DIR",
      message: expect.stringMatching(/^cannot be made \(ENOTDIR\)/),
    });
    expect(await dataDirProblem(path.join(scratch, "new", "data"))).toBeUndefined();
  });
});
