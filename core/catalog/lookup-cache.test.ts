import { describe, expect, it } from "vitest";
import { cachedPlayerLookup } from "./lookup-cache";
import type { LookupResult, PlayerLookup } from "./player-lookup";

function counting(answer: (account: Record<string, string>) => LookupResult) {
  const asked: string[] = [];
  const inner: PlayerLookup = {
    lookup: (gameSlug, account) => {
      asked.push(`${gameSlug}:${JSON.stringify(account)}`);
      return Promise.resolve(answer(account));
    },
  };
  return { inner, asked };
}

const signal = new AbortController().signal;
const found: LookupResult = { status: "found", nickname: "Rajawali17", region: "ID" };

describe("the player check's cache", () => {
  it("asks the supplier once per game account within its time, whatever the order of the fields", async () => {
    let at = 0;
    const { inner, asked } = counting(() => found);
    const lookup = cachedPlayerLookup(inner, { seconds: 600, clock: () => at });
    expect(await lookup.lookup("mobile-legends", { userId: "12345678", zoneId: "2001" }, signal)).toEqual(found);
    expect(await lookup.lookup("mobile-legends", { zoneId: "2001", userId: "12345678" }, signal)).toEqual(found);
    expect(asked).toHaveLength(1);
    // Another zone is another account; another game too.
    await lookup.lookup("mobile-legends", { userId: "12345678", zoneId: "2002" }, signal);
    await lookup.lookup("free-fire", { userId: "12345678", zoneId: "2001" }, signal);
    expect(asked).toHaveLength(3);
    at = 600_000;
    await lookup.lookup("mobile-legends", { userId: "12345678", zoneId: "2001" }, signal);
    expect(asked).toHaveLength(4);
  });

  it("keeps not-found answers, but asks again after an unavailable one", async () => {
    let answer: LookupResult = { status: "unavailable" };
    const { inner, asked } = counting(() => answer);
    const lookup = cachedPlayerLookup(inner, { clock: () => 0 });
    expect(await lookup.lookup("free-fire", { playerId: "1" }, signal)).toEqual({ status: "unavailable" });
    answer = { status: "not_found" };
    expect(await lookup.lookup("free-fire", { playerId: "1" }, signal)).toEqual({ status: "not_found" });
    expect(await lookup.lookup("free-fire", { playerId: "1" }, signal)).toEqual({ status: "not_found" });
    expect(asked).toHaveLength(2);
  });

  it("keeps at most its number of answers, the oldest going first", async () => {
    const { inner, asked } = counting(() => found);
    const lookup = cachedPlayerLookup(inner, { entries: 2, clock: () => 0 });
    for (const id of ["1", "2", "3"]) await lookup.lookup("free-fire", { playerId: id }, signal);
    await lookup.lookup("free-fire", { playerId: "3" }, signal);
    await lookup.lookup("free-fire", { playerId: "1" }, signal);
    expect(asked.map((line) => JSON.parse(line.split(":").slice(1).join(":")).playerId)).toEqual(["1", "2", "3", "1"]);
  });
});
