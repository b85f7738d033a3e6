import { describe, expect, it } from "vitest";
import { EnvError, parseEnv } from "./env";

describe("environment", () => {
  it("needs nothing: port 3000, data in .data, embedded database", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.DATA_DIR).toBe(".data");
    expect(env.DATABASE_URL).toBeUndefined();
    expect(env.NODE_ENV).toBe("production");
  });

  it("stops on a bad value with a message naming the variable", () => {
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(EnvError);
    expect(() => parseEnv({ PORT: "eighty" })).toThrow(/PORT="eighty"/);
    expect(() => parseEnv({ PORT: "70000" })).toThrow(/PORT/);
    expect(() => parseEnv({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL="mysql:\/\/x"/);
    expect(() => parseEnv({ NODE_ENV: "staging" })).toThrow(/NODE_ENV/);
  });

  it("accepts a postgres URL and treats an empty one as unset", () => {
    expect(parseEnv({ DATABASE_URL: "postgres://u@127.0.0.1:5432/shop" }).DATABASE_URL).toBe(
      "postgres://u@127.0.0.1:5432/shop",
    );
    expect(parseEnv({ DATABASE_URL: "" }).DATABASE_URL).toBeUndefined();
  });
});
