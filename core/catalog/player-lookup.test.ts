import { afterEach, describe, expect, it, vi } from "vitest";
import { lookupPlayer, type PlayerLookup } from "./player-lookup";
import type { AccountFormDefinition } from "./types";

const account: AccountFormDefinition = { confirmation: "uidCorrect", fields: [] };
const game = { slug: "free-fire", account };

afterEach(() => {
  vi.useRealTimers();
});

describe("lookupPlayer", () => {
  it("lets the buyer go on once 3 s have passed without an answer, and ends the slow call", async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const slow: PlayerLookup = {
      lookup: (_slug, _account, given) => {
        signal = given;
        return new Promise(() => undefined);
      },
    };
    let answered: unknown;
    void lookupPlayer(slow, game, { playerId: "1234567890" }).then((result) => (answered = result));
    await vi.advanceTimersByTimeAsync(3_000);
    expect(answered).toEqual({ status: "unavailable" });
    expect(signal?.aborted).toBe(true);
  });

  it("turns a port's error into unavailable, never an error for the buyer", async () => {
    const broken: PlayerLookup = { lookup: () => Promise.reject(new Error("down")) };
    await expect(lookupPlayer(broken, game, { playerId: "1234567890" })).resolves.toEqual({ status: "unavailable" });
  });
});
